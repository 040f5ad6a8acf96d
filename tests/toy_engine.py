"""A fifth rating system for tests: everyone's rating is 1000 + 10 per win.

It shows what a new system needs: one Engine subclass and one `register` call.
The fixture `toy_system` registers it for one test and takes it away after, so
other tests (and the window's system pickers) never see it. Tests of the command
line and the window use the same fixture:

    from tests import toy_engine
    toy_system = toy_engine.toy_system  # the fixture, under its own name

    def test_x(toy_system: RatingSystem) -> None: ...   # toy_system.value == "toy"
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from clubrater.domain.model import History, RatingSystem, Result
from clubrater.engines import registry
from clubrater.engines.base import Checkpoint, Engine, GameRating, GameRatings, PlayerState, Replay

TOY_ID = "toy"
TOY_LABEL = "Toy rating (1000 + 10 per win)"


class ToyEngine(Engine):
    """No checkpoints: the controller then replays the whole history after each change, which is always right."""

    value_label = "Toy"
    integer_values = True

    def __init__(self) -> None:
        self.system = RatingSystem(TOY_ID)

    def replay(self, history: History, start: Checkpoint | None = None, *, checkpoints: int = 64) -> Replay:
        wins = dict.fromkeys(history.players, 0)
        games = dict.fromkeys(history.players, 0)
        last: dict[int, date | None] = dict.fromkeys(history.players)
        rated: dict[int, tuple] = {}
        for g in history.games:
            if g.result is None:
                continue
            b0, w0 = 1000 + 10 * wins[g.black], 1000 + 10 * wins[g.white]
            if g.result == Result.BLACK:
                wins[g.black] += 1
            elif g.result == Result.WHITE:
                wins[g.white] += 1
            for pid in (g.black, g.white):
                games[pid] += 1
                last[pid] = g.date
            b1, w1 = 1000 + 10 * wins[g.black], 1000 + 10 * wins[g.white]
            rb, rw = history.players[g.black].rank, history.players[g.white].rank
            rated[g.id] = GameRating(g.id, True, rb, b0, b1 - b0, rb, b1, rw, w0, w1 - w0, rw, w1)
        final = {pid: PlayerState(p.rank, 1000 + 10 * wins[pid], games[pid], last[pid], last_rated=last[pid])
                 for pid, p in history.players.items()}
        return Replay(GameRatings(rated), {}, final, [])


@pytest.fixture
def toy_system() -> Iterator[RatingSystem]:
    """The toy system, offered while one test runs."""
    system = registry.register(RatingSystem.define(TOY_ID, TOY_LABEL), ToyEngine)
    try:
        yield system
    finally:
        registry.unregister(system)
