"""SAGC resumes as the window makes them after each save (issue 14): from the same checkpoint, the start of
the club's last day, game after game. A resume shares the checkpoint's frozen last-ten rings and the players'
states built at it with the replays before it, so each must still give exactly a full replay's result, and
leave the checkpoint as it was. Checked on the pure engine and on the compiled one when it is built."""

from __future__ import annotations

import random
from datetime import date, timedelta

import pytest

from clubrater.domain.model import Adjustment, Game, GameType, History, Player, Result
from clubrater.domain.ranks import rank_from_ordinal
from clubrater.engines import registry, sagc
from clubrater.engines.base import Checkpoint, Engine, Replay


def _engines() -> list[Engine]:
    engines: list[Engine] = [sagc.SagcEngine()]
    module = registry.compiled_module("sagc")
    if module is not None:
        engines.append(module.SagcEngine())
    return engines


def _history(seed: int, n_players: int = 25, n_items: int = 500) -> History:
    """Ranks 30k..9d, indexes near the floors and the promotions, jigo and games without a result, free games,
    adjustments, a hole in the ids, several items a day; the last day has a few games already."""
    rng = random.Random(seed)
    ids = [i for i in range(n_players + 1) if i != 5]
    players = {i: Player(i, f"P{i}", rank_from_ordinal(rng.randrange(0, 39)), rng.randrange(-999, 1000)) for i in ids}
    games: list[Game] = []
    adjs: list[Adjustment] = []
    for seq in range(1, n_items + 1):
        on = date(2024, 1, 1) + timedelta(days=rng.randrange(0, 60))
        if rng.random() < 0.04:
            adjs.append(Adjustment(seq, seq, on, rng.choice(ids), rank_from_ordinal(rng.randrange(0, 39)),
                                   rng.randrange(-999, 1000)))
            continue
        b, w = rng.sample(ids[:6] if rng.random() < 0.3 else ids, 2)
        games.append(Game(seq, seq, on, b, w, rng.choice([Result.BLACK, Result.WHITE, Result.JIGO, None]),
                          rng.randrange(0, 10), rng.choice([6.5, 0.5, 7.5, -5.5, 0, 16]), rng.choice(list(GameType))))
    h = History(players, games, adjs)
    h.sort()
    return h


def _start_of_last_day(replay: Replay, last_day: date) -> Checkpoint:
    return max((c for c in replay.checkpoints if c.after < last_day), key=lambda c: c.after)


def _same_as_full(engine: Engine, h: History, cp: Checkpoint) -> None:
    full = sagc.SagcEngine().replay(h)
    part = engine.replay(h, cp, checkpoints=1)
    for gid, row in part.games.raw.items():
        assert repr(row) == repr(full.games.raw[gid]), gid
    assert set(part.games.raw) == {g.id for g in h.games if g.date > cp.after and g.result is not None}
    assert repr(part.final) == repr(full.final)
    assert repr(part.checkpoints[-1]) == repr(full.checkpoints[-1])  # the state after everything, rings and all


@pytest.mark.parametrize("seed", range(6))
def test_an_evening_of_saves_resumes_from_one_checkpoint_as_a_full_replay(seed: int) -> None:
    """Games entered one by one on the last day (a new player among them, an adjustment too), each re-rated
    from the checkpoint where that day begins: every resume equals the full replay of the history so far."""
    for engine in _engines():
        h = _history(seed)
        last_day = h.games[-1].date
        cp = _start_of_last_day(sagc.SagcEngine().replay(h, checkpoints=16), last_day)
        frozen = repr(cp)
        rng = random.Random(seed)
        players, games, adjs = dict(h.players), list(h.games), list(h.adjustments)
        seq = 10_000
        for step in range(8):
            seq += 1
            if step == 1:  # a member joins tonight and has not played yet
                seq += 1
                players[seq] = Player(seq, f"Joined {seq}", rank_from_ordinal(20), 300)
            if step == 3:  # a newcomer plays his first game tonight
                players[seq] = Player(seq, f"New {seq}", rank_from_ordinal(12), 0)
                b, w = seq, rng.choice(list(h.players))
            else:
                b, w = rng.sample(list(h.players), 2)
            games.append(Game(seq, seq, last_day, b, w, rng.choice([Result.BLACK, Result.WHITE, None])))
            if step == 5:
                seq += 1
                tonight = {p for g in games if g.date == last_day for p in (g.black, g.white)}
                quiet = min(set(h.players) - tonight)  # a player who does not play tonight
                adjs.append(Adjustment(seq, seq, last_day, quiet, rank_from_ordinal(30), 500))
            now = History(players, list(games), list(adjs))
            now.sort()
            _same_as_full(engine, now, cp)
            assert repr(cp) == frozen  # the resume copied the rings it changed, never the checkpoint's own


def test_resumes_from_other_checkpoints_between_do_not_mix() -> None:
    """The players' states kept for one checkpoint are never taken for another: resumes alternate between
    every checkpoint of a history, each equal to the full replay."""
    for engine in _engines():
        h = _history(99)
        cps = sagc.SagcEngine().replay(h, checkpoints=10).checkpoints[:-1]
        assert len(cps) >= 5
        for cp in [*cps, *reversed(cps), *cps]:
            _same_as_full(engine, h, cp)
