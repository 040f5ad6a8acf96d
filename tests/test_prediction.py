"""domain/prediction.py, the scoring of predictions (rating-rules.md "How well a system predicts"), against
figures worked out by hand or from their definitions."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubrater.domain import prediction as pr


def test_wilson_interval_matches_its_textbook_values() -> None:
    # 0 of 10: [0, 0.2775]; 5 of 10: symmetric about a half; 8 of 10: [0.4902, 0.9433] (Wilson 1927, z = 1.96)
    low, high = pr.wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = pr.wilson(5, 10)
    assert low + high == pytest.approx(1.0) and low == pytest.approx(0.2366, abs=1e-4)
    assert pr.wilson(8, 10) == pytest.approx((0.4902, 0.9433), abs=1e-4)
    assert pr.wilson(2.5, 5) == pytest.approx((0.1704, 0.8296), abs=1e-4)  # jigos make half a success possible
    assert pr.wilson(0, 0) == (0.0, 1.0)


def test_bins_are_half_open_and_the_last_holds_one() -> None:
    assert [pr.calibration_bin(p) for p in (0.0, 0.0999, 0.1, 0.3, 0.55, 0.9, 0.999, 1.0)] == [0, 0, 1, 3, 5, 9, 9, 9]
    bins = pr.calibration([0.05, 0.05, 0.95, 1.0], [0.0, 0.5, 1.0, 1.0])
    assert [b.games for b in bins] == [2, 0, 0, 0, 0, 0, 0, 0, 0, 2]
    assert bins[0].observed == 0.25 and bins[9].predicted == pytest.approx(0.975)
    assert bins[1].predicted is None and bins[1].low is None


def test_scores_of_a_coin_and_of_a_certainty() -> None:
    ys = [1.0, 0.0, 0.5, 1.0]
    assert pr.log_loss([0.5] * 4, ys) == pytest.approx(math.log(2))
    assert pr.brier([0.5] * 4, ys) == 0.1875  # a jigo at 0.5 costs nothing, each decided game 0.25
    assert pr.prediction_rate([0.5] * 4, ys) == 0.5  # no favourite: half each
    # certain and wrong: clipped at 1e-6, so -ln(1e-6) and never infinity
    assert pr.log_loss([0.0], [1.0]) == pytest.approx(-math.log(1e-6))
    assert pr.prediction_rate([0.7, 0.7, 0.7], [1.0, 0.0, 0.5]) == pytest.approx(0.5)
    assert pr.clamp(-0.003) == 0.0 and pr.clamp(1.2) == 1.0


def test_warm_up_is_rounded_down_on_the_decimal_given() -> None:
    assert pr.warm_up_games(10, 0.25) == 2
    assert pr.warm_up_games(100, 0.29) == 29  # 100 * 0.29 is 28.999... in binary
    assert pr.warm_up_games(7, 0.0) == 0


def test_the_fitted_scale_is_the_likelihood_maximum() -> None:
    rng = random.Random(3)
    xs = [rng.uniform(-6, 6) for _ in range(3000)]
    ys = [1.0 if rng.random() < 1 / (1 + math.exp(-0.7 * x)) else 0.0 for x in xs]
    k = pr.fit_scale(xs, ys)
    assert k == pytest.approx(0.7, abs=0.06)
    slope = sum(x * (y - pr.sigmoid(k * x)) for x, y in zip(xs, ys))
    assert abs(slope) < 1e-8 * sum(abs(x) for x in xs)
    # every game went to the side x favours: no finite maximum, the scale runs to its limit
    assert pr.fit_scale([1.0, -2.0, 3.0], [1.0, 0.0, 1.0]) == pr.SCALE_LIMIT
    assert pr.fit_scale([1.0, -2.0], [0.0, 1.0]) == -pr.SCALE_LIMIT
    with pytest.raises(pr.NoFit):
        pr.fit_scale([0.0, 0.0], [1.0, 0.0])
    with pytest.raises(pr.NoFit):
        pr.fit_scale([], [])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.floats(-8, 8, allow_nan=False), st.sampled_from([0.0, 0.5, 1.0])), min_size=2, max_size=40))
def test_the_fit_is_never_beaten_by_a_nearby_scale(games: list[tuple[float, float]]) -> None:
    xs = [x for x, _ in games]
    ys = [y for _, y in games]
    try:
        k = pr.fit_scale(xs, ys)
    except pr.NoFit:
        assert all(x == 0.0 for x in xs)
        return

    def loglik(kk: float) -> float:
        return sum(y * math.log(max(pr.sigmoid(kk * x), 1e-300)) + (1 - y) * math.log(max(pr.sigmoid(-kk * x), 1e-300))
                   for x, y in zip(xs, ys))  # fmt: skip

    assert -pr.SCALE_LIMIT <= k <= pr.SCALE_LIMIT
    for other in (k - 0.01, k + 0.01):
        if -pr.SCALE_LIMIT <= other <= pr.SCALE_LIMIT:
            assert loglik(k) >= loglik(other) - 1e-9


def test_players_are_sorted_by_z_with_the_spreadless_last() -> None:
    # Anna (1) beats Ben (2) twice at p = 0.5; Ben loses to Cleo (3) at p = 0, Cleo playing Black
    out = pr.player_scores([1, 1, 3], [2, 2, 2], [0.5, 0.5, 1.0], [1.0, 1.0, 1.0])
    by = {p.player: p for p in out}
    assert by[1].wins == 2.0 and by[1].expected == 1.0 and by[1].z == pytest.approx(1 / math.sqrt(0.5))
    assert by[2].z == pytest.approx(-1 / math.sqrt(0.5))
    assert by[3].z is None  # certain: no spread
    assert [p.player for p in out] == [1, 2, 3]
