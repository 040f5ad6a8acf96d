"""Issue 11: four secretaries, four processes, 250 games each (some back-dated) into one database at once.

Afterwards every game is there exactly once; a fresh open's standings (a full replay of the
stored games, there is no snapshot on a server) equal what each writer has in memory after
catching up incrementally, and equal engine.replay over the stored history.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

from clubrater.controller.session import ClubController
from tests.federation_setup import federation
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture

ROOT = Path(__file__).resolve().parents[1]
CLUBS = ("Stellenbosch", "Cape Town", "Johannesburg", "Pretoria")
GAMES = 250


def test_four_secretaries_at_once_lose_nothing_and_rate_as_a_full_replay(postgres: PostgresServer) -> None:  # noqa: F811
    fed = federation(postgres, "four_writers", clubs=CLUBS)
    for n, club in enumerate(CLUBS):
        ctrl = ClubController.open(fed.secretary_url(club))
        try:
            for i in range(6):
                ctrl.players.add(f"{club} player {i}", f"{5 + n + i}k")
        finally:
            ctrl.close()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    total = GAMES * len(CLUBS)
    writers = [subprocess.Popen([sys.executable, "-m", "tests.federation_writer", fed.secretary_url(club), club,
                                 str(GAMES), str(seed), str(total)],
                                cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for seed, club in enumerate(CLUBS)]
    results = [w.communicate(timeout=600) for w in writers]
    for w, (_out, err) in zip(writers, results, strict=True):
        assert w.returncode == 0, err[-3000:]
    fresh = ClubController.open(fed.officer_url)
    try:
        games = fresh.history.games
        notes = Counter(g.note for g in games)
        assert len(games) == total
        assert set(notes) == {f"{club} #{i}" for club in CLUBS for i in range(1, GAMES + 1)}
        assert set(notes.values()) == {1}  # every game there once
        for g in games:  # each recorded as entered by the club whose secretary typed it
            assert fresh.federation.entered_by("game", g.id).name == g.note.split(" #")[0]
        assert len({g.seq for g in games}) == total  # one entry order, no seq handed out twice
        assert sum(1 for a, b in zip(games, games[1:], strict=False) if b.seq < a.seq) > 0  # back-dated ones
        # a fresh open rates by replaying what is stored, and equals the engine's replay of the history
        full = fresh.engine.replay(fresh.history)
        assert {p: (s.rank, s.value, s.games) for p, s in full.final.items()} == {
            p: (s.rank, s.value, s.games) for p, s in fresh.replay.final.items()}
        expected = {r.name: [r.rank_label, r.value, r.games] for r in fresh.queries.standings(include_inactive=True)}
        assert sum(v[2] for v in expected.values()) == 2 * total
    finally:
        fresh.close()
    for (out, _err), club in zip(results, CLUBS, strict=True):
        # each secretary's own memory, caught up incrementally while the others wrote, is the same list
        assert json.loads(out.strip().splitlines()[-1]) == expected, club
