"""EGF GoR since 2021 (seed 003, spec "EGF - GoR, system since 2021"): the published checks, through replays."""

from __future__ import annotations

import math
from datetime import date, timedelta

import pytest

from clubrater.domain.model import Event, Game, History, Player, Result
from clubrater.domain.ranks import parse_rank
from clubrater.engines.base import Replay
from clubrater.engines.egf2021 import (
    Egf2021Engine,
    beta,
    bonus,
    con,
    expected_score,
    rank_for_rating,
    starting_rating,
)

D0 = date(2024, 6, 1)
RESULT = {"B": Result.BLACK, "W": Result.WHITE, "J": Result.JIGO}


def rate(
    ratings: dict[int, float | str], games: list[tuple], klass: str = "A", separate_days: bool = False
) -> Replay:
    """Players by id with a starting rating (or a rank); games (black, white, result[, handicap]) in one
    class `klass` event, or each on its own day without an event."""
    players = {
        pid: Player(pid, f"P{pid}", parse_rank(v) if isinstance(v, str) else parse_rank("10k"),
                    rating=None if isinstance(v, str) else v)
        for pid, v in ratings.items()
    }  # fmt: skip
    events = {} if separate_days else {1: Event(1, "Cup", klass=klass)}
    out = []
    for n, (b, w, res, *h) in enumerate(games, start=1):
        on = D0 + timedelta(days=n if separate_days else 0)
        out.append(Game(n, n, on, b, w, RESULT[res], handicap=h[0] if h else 0, event=None if separate_days else 1,
                        klass=klass))  # fmt: skip
    return Egf2021Engine().replay(History(players, out, [], events))


def test_2100_vs_2100() -> None:
    win = rate({1: 2100, 2: 2100}, [(1, 2, "B")]).games[1]
    assert round(win.black_after, 3) == 2109.306
    assert round(win.white_after, 3) == 2091.725
    loss = rate({1: 2100, 2: 2100}, [(1, 2, "W")]).games[1]
    assert round(loss.black_after, 3) == 2091.725


def test_408_player_published_games() -> None:
    # All four in one event, so each uses the same pre-event 408: each change is the published one.
    r = rate(
        {1: 408, 2: 100, 3: 541, 4: 142},
        [
            (1, 2, "B"),  # beats a 100, even
            (1, 3, "B", 2),  # beats a 541 taking 2 stones as Black
            (4, 1, "W", 4),  # beats a 142 giving 4 stones as White
            (2, 1, "B"),  # loses to the 100
        ],
    )
    g = r.games
    assert round(g[1].black_change, 3) == 28.428
    assert round(g[2].black_change, 3) == 39.865
    assert round(g[3].white_change, 3) == 44.334
    assert round(g[4].white_change, 3) == -43.396
    assert g[1].black_before == 408
    total = g[1].black_change + g[2].black_change + g[3].white_change + g[4].white_change
    assert g[4].white_after == pytest.approx(408 + total)
    assert r.final[1].value == g[4].white_after


def test_published_formula_values() -> None:
    assert abs(con(2100) - 17.580) <= 0.001  # 17.5809...: the published 17.580 is truncated
    assert round(expected_score(500, 541), 3) == 0.474
    assert beta(2100) == pytest.approx(-7 * math.log(1200))
    assert bonus(2300) == pytest.approx(math.log(2) / 5)


def test_draw_at_class_b() -> None:
    row = rate({1: 1800, 2: 2028.143}, [(1, 2, "J")], klass="B").games[1]
    assert round(row.black_change, 3) == 5.845
    assert row.black_after == pytest.approx(1800 + row.black_change)


def test_handicap_inside_beta_only() -> None:
    # The stone-taker's Se sees +100(H - 0.5); con and bonus stay at the own rating.
    se = expected_score(408, 541, 2)
    assert se == pytest.approx(1 / (1 + math.exp(beta(541) - beta(408 + 150))))
    assert expected_score(541, 408, -2) == pytest.approx(1 - se)
    row = rate({1: 408, 3: 541}, [(1, 3, "B", 2)]).games[1]
    assert row.black_change == pytest.approx(con(408) * (1 - se) + bonus(408))


def test_no_eps_jigo_between_equals_is_just_the_bonus() -> None:
    assert expected_score(1500, 1500) == 0.5
    row = rate({1: 1500, 2: 1500}, [(1, 2, "J")], klass="C").games[1]
    assert row.black_change == pytest.approx(0.5 * bonus(1500))


def test_no_cap_no_reset_floor_minus_900() -> None:
    r = rate({1: "20k", 2: "20k", 3: "20k", 4: "20k", 5: "20k"}, [(b, 1, "B") for b in (2, 3, 4, 5)])
    assert r.games[1].white_after < 100 - 100  # four losses in one event: no 100-point cap, no floor at 100
    assert r.games[1].detail is None
    floor = rate({1: "30k", 2: "25k"}, [(2, 1, "B")]).games[1]
    assert floor.white_before == -900
    assert floor.white_after == -900
    assert floor.white_rank_after == parse_rank("30k")
    players = {1: Player(1, "A", parse_rank("10k")), 2: Player(2, "B", parse_rank("10k"))}
    games = [Game(1, 1, D0, 1, 2, Result.WHITE), Game(2, 2, D0 + timedelta(days=1), 1, 2, Result.WHITE,
                                                       black_rank=parse_rank("5k"))]  # fmt: skip
    row = Egf2021Engine().replay(History(players, games)).games[2]
    assert row.detail is None  # professing 5k after 10k: no reset in this system
    assert row.black_before == rate({1: "10k", 2: "10k"}, [(1, 2, "W")]).games[1].black_after


def test_starting_ratings_down_to_30k_and_ranks() -> None:
    assert {r: starting_rating(parse_rank(r)) for r in ("30k", "25k", "20k", "1k", "1d", "7d", "1p", "9p")} == {
        "30k": -900, "25k": -400, "20k": 100, "1k": 2000, "1d": 2100, "7d": 2700, "1p": 2700, "9p": 2940
    }  # fmt: skip
    assert [str(rank_for_rating(r)) for r in (-2000, -900, -851, -850, 2050, 3000)] == ["30k", "30k", "30k", "29k", "1d", "9d"]


def test_formulas_stay_defined_near_and_above_3300() -> None:
    for r in (3299.5, 3300, 3500):
        assert con(r) > 0 and math.isfinite(beta(r))
    assert 0.5 < expected_score(2900, 2900, 9) <= 1


def test_games_on_separate_days_use_updated_ratings() -> None:
    r = rate({1: 2100, 2: 2100}, [(1, 2, "B"), (1, 2, "B")], separate_days=True)
    assert r.games[2].black_before == r.games[1].black_after
    assert r.games[2].black_change < r.games[1].black_change


def test_resume_from_checkpoint() -> None:
    players = {i: Player(i, f"P{i}", parse_rank("12k")) for i in range(1, 5)}
    games = [Game(n, n, D0 + timedelta(days=n // 3), 1 + n % 4, 1 + (n + 1) % 4, Result.BLACK) for n in range(30)]
    h = History(players, games)
    engine = Egf2021Engine()
    full = engine.replay(h, checkpoints=4)
    assert len(full.checkpoints) >= 3
    for cp in full.checkpoints:
        part = engine.replay(h, start=cp)
        merged = {gid: row for gid, row in full.games.items() if gid not in part.games}
        merged.update(part.games)
        assert merged == dict(full.games)
        assert part.final == full.final
