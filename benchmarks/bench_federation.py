"""Issue 11's speed targets on a local PostgreSQL server: a 100,000-game, 5,000-player federation of four clubs.

- one game entered until the standings are new: median <= 60 ms;
- opening the federation to usable standings: <= 2 s;
- four secretaries entering at once (four processes): >= 50 games a second in all.

The federation is loaded as pg_restore would load it (COPY), with the real schema, roles and rights;
each game belongs to its Black player's home club.
Run with `make bench` (or this file alone with pytest --benchmark-only -s).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest

from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.records import GameInput
from tests.federation_setup import Fed, federation
from tests.pg_server import running_server

ROOT = Path(__file__).resolve().parents[1]
CLUBS = ("Stellenbosch", "Cape Town", "Johannesburg", "Pretoria")
PLAYERS, GAMES = 5_000, 100_000


def _report(what: str, seconds: float, budget: float) -> None:
    print(f"\n{what}: {seconds:.3f} s (budget {budget} s)")


@pytest.fixture(scope="module")
def big() -> Iterator[Fed]:
    """The federation filled as pg_restore would (COPY, triggers off), in seconds rather than the minutes an
    import of 100,000 games through the row triggers takes; the schema, roles and rights are the real ones."""
    import psycopg

    rng = random.Random(11)
    ranks = [f"{k}k" for k in range(30, 0, -1)] + [f"{d}d" for d in range(1, 7)]
    with running_server() as server:
        fed = federation(server, "bench", clubs=CLUBS)
        t = time.perf_counter()
        with psycopg.connect(fed.conninfo("postgres", server.password)) as con:
            clubs = [i for (i,) in con.execute("SELECT id FROM member_clubs ORDER BY id")]
            con.execute("SET session_replication_role = replica")
            with con.cursor().copy("COPY players (id, name, name_key, rank, start_index, club, country, egd_pin, "
                                   "grade, active, note, home_club_id) FROM STDIN") as cp:
                for i in range(1, PLAYERS + 1):
                    cp.write_row((i, f"Player {i}", f"player {i}", rng.choice(ranks), 0, "", "", "", "", True, "",
                                  clubs[i % len(clubs)]))
            home = {i: clubs[i % len(clubs)] for i in range(1, PLAYERS + 1)}
            with con.cursor().copy("COPY games (id, seq, date, black_id, white_id, result, handicap, komi, "
                                   "game_type, klass, piece_handicap, note, club_id) FROM STDIN") as cp:
                for k in range(1, GAMES + 1):
                    b, w = rng.sample(range(1, PLAYERS + 1), 2)
                    cp.write_row((k, k, date(2005, 1, 1) + timedelta(days=k // 14), b, w, rng.choice("BW"), 0, 6.5,
                                  "club", "A", "", "", home[b]))
            con.execute("SELECT setval(pg_get_serial_sequence('players', 'id'), %s)", (PLAYERS,))
            con.execute("SELECT setval(pg_get_serial_sequence('games', 'id'), %s)", (GAMES,))
            con.execute("UPDATE club SET next_seq = %s, data_version = data_version + 1", (GAMES + 1,))
            con.execute("SELECT setval('clubrater_entry_seq', %s, false)", (GAMES + 1,))  # the server's order (0007)
            con.execute("ANALYZE")
            con.commit()
        print(f"\n(filled the federation: {time.perf_counter() - t:.1f} s)")
        yield fed


def test_open_the_federation_to_usable_standings(benchmark: pytest.FixtureRequest, big: Fed) -> None:
    url = big.secretary_url("Pretoria")

    def open_and_list() -> None:
        ctrl = ClubController.open(url)
        try:
            table = ctrl.queries.standings_table()
            assert len(table) == PLAYERS and len(ctrl.history.games) >= GAMES
        finally:
            ctrl.close()

    benchmark.pedantic(open_and_list, rounds=3, iterations=1)
    st = benchmark.stats.stats
    _report(f"open a 100,000-game federation to usable standings (median of 3; min {st.min:.3f}, max {st.max:.3f})",
            st.median, 2)


def test_enter_one_game_until_the_standings_are_new(benchmark: pytest.FixtureRequest, big: Fed) -> None:
    ctrl = ClubController.open(big.secretary_url("Cape Town"))
    mine = [p for p in ctrl.history.players if ctrl.federation.home_club(p).name == "Cape Town"]
    everyone = list(ctrl.history.players)
    today = date.today()
    rng = random.Random(5)

    def enter() -> None:
        b = rng.choice(mine)
        w = rng.choice([p for p in everyone[:50] if p != b])
        ctrl.games.enter(GameInput(today, b, w, Result.BLACK))
        ctrl.queries.standings_table()

    try:
        benchmark.pedantic(enter, rounds=30, iterations=1)
        st = benchmark.stats.stats
        _report(f"enter one game into a 100,000-game federation until the standings are new (median of 30; "
                f"min {st.min:.3f}, max {st.max:.3f})", st.median, 0.06)
        full = ctrl.full_replay()
        assert {p: s.value for p, s in full.final.items()} == {p: s.value for p, s in ctrl.replay.final.items()}
    finally:
        ctrl.close()


def test_four_secretaries_entering_at_once(benchmark: pytest.FixtureRequest, big: Fed) -> None:
    per_club = 100
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    rates: list[float] = []

    def four_at_once() -> None:
        begin = time.time() + 8  # each writer opens the federation first (about a second), then all begin together
        writers = [subprocess.Popen([sys.executable, "-m", "tests.federation_writer", big.secretary_url(club), club,
                                     str(per_club), str(seed + 100 * len(rates)), "0", f"{begin:.3f}"],
                                    cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                   for seed, club in enumerate(CLUBS)]
        reports = []
        for w in writers:
            _out, err = w.communicate(timeout=900)
            assert w.returncode == 0, err[-3000:]
            reports.append(json.loads(err.strip().splitlines()[-1]))
        assert all(r["began"] > 0 for r in reports)
        seconds = max(r["ended"] for r in reports) - begin
        rates.append(per_club * len(CLUBS) / seconds)

    benchmark.pedantic(four_at_once, rounds=2, iterations=1)
    print(f"\nfour secretaries entering at once, 100 games each: {min(rates):.0f}-{max(rates):.0f} games/s in all "
          "(budget >= 50 games/s)")
