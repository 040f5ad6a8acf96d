"""`clubrater evaluate` (issue 27): how well each rating system predicts the club's own games.

Every summary figure is worked out again here, by the test's own arithmetic, from the `--per-game` output and
the systems' own replays (rating-rules.md "How well a system predicts"); nothing of domain/prediction.py is
used for it.
"""

from __future__ import annotations

import dataclasses
import io
import json
import math
import random
import subprocess
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from clubrater.cli import run
from clubrater.controller.session import ClubController
from clubrater.domain.model import GameType, Result
from clubrater.domain.ranks import rank_from_ordinal
from clubrater.domain.records import EventRow, GameInput, GameRow, ImportBatch, PlayerRow
from clubrater.engines.registry import engine_for

Z = 1.959963984540054
HANDICAP_VALUE = 0.8  # what one stone is truly worth, in ranks, in the generated club
SCALE = 0.6  # the true logistic scale per rank of the generated club


# ------------------------------------------------------------------------------------------ clubs


def strengths_club(path: Path, system: str = "sagc", *, players: int = 60, nights: int = 300, seed: int = 27) -> Path:
    """A Go club generated from known strengths: every player has a true strength in ranks and declares the rank
    nearest it; Black wins with the Bradley-Terry chance 1/(1 + e^-(0.6 (s(B) - s(W) + 0.8 H))). Half the games
    are even (colours at random), the others give the weaker player Black and one stone less than the ranks
    differ; some free games and an unrated event are in it too."""
    rng = random.Random(seed)
    truth = [rng.uniform(4.0, 28.0) for _ in range(players)]  # ordinals: 26k .. 2d
    names = [f"Player {i:02d}" for i in range(players)]
    rows = [PlayerRow(name=n, rank=rank_from_ordinal(round(s))) for n, s in zip(names, truth)]
    games: list[GameRow] = []
    day = date(2022, 1, 4)
    for night in range(nights):
        day += timedelta(days=rng.choice((3, 4)))
        for _ in range(12):
            a, b = rng.sample(range(players), 2)
            if abs(truth[a] - truth[b]) > 7:
                continue
            if rng.random() < 0.5:
                black, white = (a, b) if rng.random() < 0.5 else (b, a)
                h = 0
            else:
                black, white = (a, b) if truth[a] < truth[b] else (b, a)
                h = max(0, round(truth[white]) - round(truth[black]) - 1)
            z = SCALE * (truth[black] - truth[white] + HANDICAP_VALUE * h)
            p = 1 / (1 + math.exp(-z))
            r = rng.random()
            result = Result.JIGO if r < 0.01 else Result.BLACK if r < 0.01 + 0.99 * p else Result.WHITE
            kind = GameType.FREE if rng.random() < 0.05 else GameType.CLUB
            event = "Lightning" if night % 50 == 7 else None
            games.append(GameRow(date=day, black=names[black], white=names[white], result=result, handicap=h,
                                 komi=0.5 if h else 6.5, type=kind, event=event))  # fmt: skip
    ctrl = ClubController.create(path, system, "Known Strengths")
    ctrl.imports.batch(ImportBatch(players=rows, events=[EventRow("Lightning", rated=False)], games=games))
    ctrl.close()
    return path


@pytest.fixture(scope="module")
def go_club(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return strengths_club(tmp_path_factory.mktemp("evaluate") / "club.sqlite")


def evaluate_json(db: Path, *args: str) -> dict[str, Any]:
    out = io.StringIO()
    assert run(["--db", str(db), "evaluate", "--format", "json", *args], out=out) == 0
    return json.loads(out.getvalue())


def counted_games(ctrl: ClubController) -> list[Any]:
    """The games rating-rules.md evaluates, found here on their own: a result, not free, no unrated event."""
    events = ctrl.history.events
    return [g for g in ctrl.history.games if g.result is not None and g.type is not GameType.FREE
            and (g.event is None or events[g.event].rated)]  # fmt: skip


def y_of(result: str) -> float:
    return {"B": 1.0, "W": 0.0, "J": 0.5}[result]


# ------------------------------------------------------------------------------------------ the figures


def test_every_summary_number_equals_its_recomputation_from_per_game(go_club: Path) -> None:
    got = evaluate_json(go_club, "--per-game")
    ctrl = ClubController.open(go_club)
    counted = counted_games(ctrl)
    warm = math.floor(len(counted) * 0.25)
    assert got["warm_up"] == 0.25
    assert got["warm_up_games"] == warm
    assert got["games_scored"] == len(counted) - warm == len(got["games"])
    assert [g["id"] for g in got["games"]] == [g.id for g in counted[warm:]]
    assert [s["system"] for s in got["systems"]] == ["sagc", "egf", "egf2021"]
    ys = [y_of(g["result"]) for g in got["games"]]
    n = len(ys)

    # handicap fairness: per stones, Black's share (a jigo half)
    by_id = {g.id: g for g in counted}
    stones: dict[int, list[float]] = {}
    for g, y in zip(got["games"], ys):
        stones.setdefault(by_id[g["id"]].handicap, []).append(y)
    assert got["handicaps"] == [{"stones": k, "games": len(v), "black_share": pytest.approx(sum(v) / len(v), abs=1e-15)}
                                for k, v in sorted(stones.items())]  # fmt: skip

    for s in got["systems"]:
        ps = [g["p_black"][s["system"]] for g in got["games"]]
        assert all(0.0 <= p <= 1.0 for p in ps)
        clipped = [min(max(p, 1e-6), 1 - 1e-6) for p in ps]
        loss = -sum(y * math.log(q) + (1 - y) * math.log(1 - q) for q, y in zip(clipped, ys)) / n
        assert s["log_loss"] == pytest.approx(loss, rel=1e-12)
        assert s["brier"] == pytest.approx(sum((p - y) ** 2 for p, y in zip(ps, ys)) / n, rel=1e-12)
        fav = [0.5 if y == 0.5 or p == 0.5 else 1.0 if (p > 0.5) == (y == 1.0) else 0.0 for p, y in zip(ps, ys)]
        assert s["prediction_rate"] == pytest.approx(sum(fav) / n, rel=1e-12)
        # calibration: ten bins, [0, 0.1) ... [0.9, 1], each with its Wilson interval
        assert [(b["from"], b["to"]) for b in s["calibration"]] == [(i / 10, (i + 1) / 10) for i in range(10)]
        for i, b in enumerate(s["calibration"]):
            inside = [(p, y) for p, y in zip(ps, ys) if i / 10 <= p < (i + 1) / 10 or (i == 9 and p == 1.0)]
            assert b["games"] == len(inside)
            if not inside:
                assert b["predicted"] is b["observed"] is b["low"] is b["high"] is None
                continue
            k = len(inside)
            share = sum(y for _, y in inside) / k
            assert b["predicted"] == pytest.approx(sum(p for p, _ in inside) / k, rel=1e-12)
            assert b["observed"] == pytest.approx(share, rel=1e-12)
            centre = (share + Z * Z / (2 * k)) / (1 + Z * Z / k)
            half = Z / (1 + Z * Z / k) * math.sqrt(share * (1 - share) / k + Z * Z / (4 * k * k))
            assert b["low"] == pytest.approx(max(0.0, centre - half), abs=1e-12)
            assert b["high"] == pytest.approx(min(1.0, centre + half), abs=1e-12)
            assert b["low"] <= b["observed"] <= b["high"]
        # players: wins (a jigo half) against the sum of the chances given to their colour, and z
        tally: dict[str, list[float]] = {}
        for g, p, y in zip(got["games"], ps, ys):
            for name, mine, won in ((g["black"], p, y), (g["white"], 1 - p, 1 - y)):
                t = tally.setdefault(name, [0, 0.0, 0.0, 0.0])
                t[0] += 1
                t[1] += won
                t[2] += mine
                t[3] += p * (1 - p)
        assert len(s["players"]) == len(tally)
        for row in s["players"]:
            games, wins, expected, spread = tally[row["name"]]
            assert (row["games"], row["wins"]) == (games, pytest.approx(wins, abs=1e-12))
            assert row["expected"] == pytest.approx(expected, rel=1e-12)
            assert row["z"] == pytest.approx((wins - expected) / math.sqrt(spread), rel=1e-9, abs=1e-12)
        zs = [row["z"] for row in s["players"]]
        assert zs == sorted(zs, reverse=True)
        # rank gaps after handicap, from the system's own replay: s(W) - s(B) - stones, to the nearest rank
        replay = engine_for(s["system"]).replay(ctrl.history)
        gaps: dict[int, list[float]] = {}
        for g, y in zip(got["games"], ys):
            game, row = by_id[g["id"]], replay.games[g["id"]]
            if s["system"] == "sagc":
                sb = row.black_rank_before.ordinal + row.black_before / 2000
                sw = row.white_rank_before.ordinal + row.white_before / 2000
            else:
                sb, sw = row.black_before / 100, row.white_before / 100
            gaps.setdefault(math.floor(sw - sb - game.handicap + 0.5), []).append(y)
        assert s["rank_gaps"] == [{"gap": k, "games": len(v), "black_share": pytest.approx(sum(v) / len(v), abs=1e-15)}
                                  for k, v in sorted(gaps.items())]  # fmt: skip
    ctrl.close()


@pytest.mark.parametrize("system", ["egf", "egf2021"])
def test_gor_p_is_expected_score_of_the_pre_event_ratings_of_its_own_replay(tmp_path: Path, system: str) -> None:
    """Tournaments rated at once: a player's second and third games of an event are predicted from the rating
    he brought to it, with the handicap as the replay counts it (classic: with epsilon 0.016)."""
    from clubrater.engines import egf, egf2021

    rng = random.Random(5)
    names = [f"P{i}" for i in range(12)]
    players = [PlayerRow(name=n, rank=rank_from_ordinal(10 + 2 * i)) for i, n in enumerate(names)]
    events, games = [], []
    day = date(2023, 3, 1)
    for e in range(20):
        events.append(EventRow(f"Open {e}", klass="ABCD"[e % 4]))
        for rnd in range(3):
            pool = rng.sample(names, 8)
            for a, b in zip(pool[::2], pool[1::2]):
                h = rng.choice((0, 0, 1, 2, 5))
                games.append(GameRow(date=day + timedelta(days=rnd % 2), black=a, white=b, handicap=h,
                                     komi=0.5 if h else 6.5, result=rng.choice((Result.BLACK, Result.WHITE, Result.JIGO)),
                                     event=f"Open {e}", round=rnd + 1))  # fmt: skip
        day += timedelta(days=9)
    path = tmp_path / "gor.sqlite"
    ctrl = ClubController.create(path, system, "GoR club")
    ctrl.imports.batch(ImportBatch(players=players, events=events, games=games))
    ctrl.close()
    got = evaluate_json(path, "--system", system, "--per-game", "--warm-up", "0.1")
    ctrl = ClubController.open(path)
    replay = engine_for(system).replay(ctrl.history)
    by_id = {g.id: g for g in ctrl.history.games}
    seen_twice = 0
    first_rating: dict[tuple[int, int], float] = {}
    for g in got["games"]:
        game, row = by_id[g["id"]], replay.games[g["id"]]
        if system == "egf":
            want = egf.expected_score(row.black_before, row.white_before, game.handicap, 0.016)
        else:
            want = egf2021.expected_score(row.black_before, row.white_before, game.handicap)
        assert g["p_black"][system] == min(max(want, 0.0), 1.0)
        for pid, before in ((game.black, row.black_before), (game.white, row.white_before)):
            key = (game.event, pid)
            if key in first_rating:
                seen_twice += 1
                assert before == first_rating[key]  # the same pre-event rating for every game of the event
            first_rating.setdefault(key, before)
    assert seen_twice > 50
    ctrl.close()


def _x_and_y(ctrl: ClubController, games: list[Any]) -> tuple[list[float], list[float]]:
    """SAGC's strength difference x = s(B) - s(W) + h (pairing's strength, the effective handicap), worked out
    here from a replay of the test's own and rating-rules' eff_handicap, with each game's outcome."""
    replay = engine_for("sagc").replay(ctrl.history)
    xs, ys = [], []
    for g in games:
        row = replay.games[g.id]
        eff = int(g.handicap - (g.komi - 6) / 10)  # komi 6.5 or 0.5: no rounding question here
        xs.append(row.black_rank_before.ordinal - row.white_rank_before.ordinal
                  + (row.black_before - row.white_before) / 2000 + eff)  # fmt: skip
        ys.append({Result.BLACK: 1.0, Result.WHITE: 0.0, Result.JIGO: 0.5}[g.result])
    return xs, ys


def test_sagc_scale_is_the_maximum_likelihood_fit_on_the_warm_up_only(go_club: Path, tmp_path: Path) -> None:
    got = evaluate_json(go_club, "--system", "sagc", "--per-game")
    k = got["systems"][0]["scale"]
    assert 0.2 < k < 1.5
    ctrl = ClubController.open(go_club)
    counted = counted_games(ctrl)
    warm = got["warm_up_games"]
    xs, ys = _x_and_y(ctrl, counted[:warm])

    def loglik(kk: float) -> float:
        return sum(y * math.log(1 / (1 + math.exp(-kk * x))) + (1 - y) * math.log(1 / (1 + math.exp(kk * x)))
                   for x, y in zip(xs, ys))  # fmt: skip

    slope = sum(x * (y - 1 / (1 + math.exp(-k * x))) for x, y in zip(xs, ys))
    assert abs(slope) < 1e-9 * sum(abs(x) for x in xs)  # the likelihood's slope is zero there
    assert loglik(k) > loglik(k * 1.01) and loglik(k) > loglik(k * 0.99)  # ... at its maximum
    # the scored games are predicted with that k
    sx, _ = _x_and_y(ctrl, counted[warm:])
    for g, x in zip(got["games"], sx):
        assert g["p_black"]["sagc"] == pytest.approx(1 / (1 + math.exp(-k * x)), rel=1e-12)
    ctrl.close()

    # A scored game's result changed: k is the same to the last digit; a warm-up game's: k moves.
    copy = tmp_path / "copy.sqlite"
    copy.write_bytes(go_club.read_bytes())
    ctrl = ClubController.open(copy)
    scored = counted_games(ctrl)[warm + 10]
    flip = {Result.BLACK: Result.WHITE, Result.WHITE: Result.BLACK, Result.JIGO: Result.BLACK}
    ctrl.games.edit(scored.id, dataclasses.replace(GameInput.of(scored), result=flip[scored.result]))
    again = ctrl.evaluation.run(["sagc"])
    assert again.result("sagc").scale == k
    assert again.games_scored == got["games_scored"]
    early = next(g for g in counted_games(ctrl)[:warm] if g.handicap == 0 and g.result is not Result.JIGO)
    ctrl.games.edit(early.id, dataclasses.replace(GameInput.of(early), result=flip[early.result]))
    assert ctrl.evaluation.run(["sagc"]).result("sagc").scale != k
    ctrl.close()


def test_a_club_of_known_strengths_is_predicted_better_than_a_coin(go_club: Path) -> None:
    got = evaluate_json(go_club)
    assert {s["system"] for s in got["systems"]} == {"sagc", "egf", "egf2021"}
    for s in got["systems"]:
        assert s["log_loss"] < 0.693, s["system"]
        assert s["brier"] < 0.25, s["system"]
        assert s["prediction_rate"] > 0.5, s["system"]


def _small_club(path: Path, system: str, games: list[GameRow], events: list[EventRow] | None = None) -> Path:
    players = [PlayerRow(name="Anna", rank=rank_from_ordinal(20)), PlayerRow(name="Ben", rank=rank_from_ordinal(22)),
               PlayerRow(name="Cleo", rank=rank_from_ordinal(24))]  # fmt: skip
    ctrl = ClubController.create(path, system, "Small club")
    ctrl.imports.batch(ImportBatch(players=players, events=events or [], games=games))
    ctrl.close()
    return path


def test_a_jigo_counts_half(tmp_path: Path) -> None:
    d = date(2024, 5, 1)
    games = [GameRow(date=d + timedelta(days=7 * i), black=b, white=w, result=r)
             for i, (b, w, r) in enumerate([("Anna", "Ben", Result.JIGO), ("Ben", "Cleo", Result.BLACK),
                                             ("Anna", "Cleo", Result.JIGO), ("Cleo", "Anna", Result.WHITE)])]  # fmt: skip
    path = _small_club(tmp_path / "jigo.sqlite", "egf", games)
    got = evaluate_json(path, "--system", "egf", "--warm-up", "0", "--per-game")
    assert got["games_scored"] == 4 and got["warm_up_games"] == 0
    s = got["systems"][0]
    ps = [g["p_black"]["egf"] for g in got["games"]]
    assert [g["result"] for g in got["games"]] == ["J", "B", "J", "W"]
    # a jigo costs -(ln p + ln(1 - p))/2 and counts half a win for the favourite's side
    jigo_loss = [-(0.5 * math.log(p) + 0.5 * math.log(1 - p)) for p in ps]
    loss = (jigo_loss[0] - math.log(ps[1]) + jigo_loss[2] - math.log(1 - ps[3])) / 4
    assert s["log_loss"] == pytest.approx(loss, rel=1e-12)
    assert ps[1] < 0.5 and ps[3] > 0.5  # Ben (weaker) as Black against Cleo; Cleo as Black against Anna
    assert s["prediction_rate"] == pytest.approx((0.5 + 0.0 + 0.5 + 0.0) / 4)
    anna = next(p for p in s["players"] if p["name"] == "Anna")
    assert anna["wins"] == 0.5 + 0.5 + 1.0
    assert got["handicaps"] == [{"stones": 0, "games": 4, "black_share": (0.5 + 1 + 0.5 + 0) / 4}]


def test_a_classic_se_below_zero_is_clamped_and_its_log_clipped(tmp_path: Path) -> None:
    """A 20k rated 100 against a 7d rated 2700: the classic Se of the weaker falls below 0 (rating-rules: used as
    written). Evaluated, p is 0; the weaker's win costs -ln(1e-6), not infinity."""
    from clubrater.engines import egf

    players = [PlayerRow(name="Weak", rank=rank_from_ordinal(10), rating=100.0),
               PlayerRow(name="Strong", rank=rank_from_ordinal(36), rating=2700.0)]  # fmt: skip
    games = [GameRow(date=date(2024, 1, 1 + i), black="Weak", white="Strong", result=Result.BLACK) for i in range(2)]
    path = tmp_path / "gap.sqlite"
    ctrl = ClubController.create(path, "egf", "Gap")
    ctrl.imports.batch(ImportBatch(players=players, games=games))
    ctrl.close()
    assert egf.expected_score(100, 2700) < 0
    got = evaluate_json(path, "--system", "egf", "--warm-up", "0", "--per-game")
    assert got["games"][0]["p_black"]["egf"] == 0.0
    s = got["systems"][0]
    assert s["log_loss"] == pytest.approx(-math.log(1e-6), rel=1e-3)  # the second game: the weak was rated up
    assert s["brier"] == pytest.approx(1.0, abs=1e-3) and s["prediction_rate"] == 0.0


def test_free_games_unrated_events_and_games_without_a_result_are_left_out(tmp_path: Path) -> None:
    d = date(2024, 1, 2)
    rows = []
    for i in range(40):
        b, w = [("Anna", "Ben"), ("Ben", "Cleo"), ("Cleo", "Anna")][i % 3]
        kind = GameType.FREE if i % 5 == 0 else GameType.FRIENDLY if i % 7 == 0 else GameType.CLUB
        event = "Blitz" if i % 6 == 1 else "Open" if i % 6 == 2 else None
        result = None if i % 11 == 3 else Result.BLACK if i % 2 else Result.WHITE
        rows.append(GameRow(date=d + timedelta(days=i), black=b, white=w, result=result, type=kind, event=event))
    path = _small_club(tmp_path / "mixed.sqlite", "sagc", rows, [EventRow("Blitz", rated=False), EventRow("Open")])
    ctrl = ClubController.open(path)
    free = {g.id for g in ctrl.history.games if g.type is GameType.FREE}
    blitz = {g.id for g in ctrl.history.games if g.event is not None and not ctrl.history.events[g.event].rated}
    no_result = {g.id for g in ctrl.history.games if g.result is None}
    keep = [g.id for g in ctrl.history.games if g.id not in free | blitz | no_result]
    assert free and blitz and no_result and len(keep) >= 20
    ctrl.close()
    for system in ("sagc", "egf", "egf2021"):
        got = evaluate_json(path, "--system", system, "--per-game")
        warm = math.floor(len(keep) * 0.25)
        assert got["warm_up_games"] == warm
        assert [g["id"] for g in got["games"]] == keep[warm:]


def test_fesa_predicts_from_the_ratings_brought_to_each_night(tmp_path: Path) -> None:
    """A shogi club: FESA alone, each game predicted with FESA's own expected score for sente on the ratings the
    players had before that night (a newcomer: his grade's midpoint), White's handicap counted as FESA counts it."""
    from clubrater.controller.demo import create_demo_club
    from clubrater.domain.model import History
    from clubrater.domain.shogi import midpoint, parse_grade
    from clubrater.engines.fesa import handicapped_rating, piece_handicap

    path = tmp_path / "shogi.sqlite"
    create_demo_club(path, "fesa", end=date(2025, 6, 1)).close()
    got = evaluate_json(path, "--per-game")
    assert [s["system"] for s in got["systems"]] == ["fesa"]
    assert got["systems"][0]["scale"] is None
    ctrl = ClubController.open(path)
    h = ctrl.history
    by_id = {g.id: g for g in h.games}
    nights = [g for g in got["games"] if by_id[g["id"]].event is None]
    checked = 0
    engine = engine_for("fesa")
    for g in nights[:: max(1, len(nights) // 25)]:
        game = by_id[g["id"]]
        before = History(h.players, [x for x in h.games if x.date < game.date], h.adjustments, h.events)
        final = engine.replay(before).final

        def brought(pid: int, final: dict[int, Any] = final) -> int:
            value = int(final[pid].value)
            return value if value else midpoint(parse_grade(h.players[pid].grade))

        b, w = brought(game.black), max(400, brought(game.white))
        hc = piece_handicap(game.piece_handicap)
        if hc is not None:
            w = handicapped_rating(w, hc)
        assert g["p_black"]["fesa"] == pytest.approx(1 / (1 + 10 ** ((w - b) / 400)), rel=1e-12)
        checked += 1
    assert checked >= 20
    ctrl.close()


# ------------------------------------------------------------------------------------------ the command line


def test_text_says_which_system_predicted_best_and_how_the_handicaps_leaned(go_club: Path) -> None:
    out = io.StringIO()
    assert run(["--db", str(go_club), "evaluate"], out=out) == 0
    text = out.getvalue()
    got = evaluate_json(go_club)
    best = min(got["systems"], key=lambda s: s["log_loss"])
    assert f"{best['system']} predicted the club best: log-loss {best['log_loss']:.3f}" in text
    for s in got["systems"]:
        assert f"{s['log_loss']:.3f}" in text
    assert "(a coin toss)     0.693" in text
    assert "Handicaps: Black won" in text
    hc = [h for h in got["handicaps"] if h["stones"] >= 1]
    assert f"of {sum(h['games'] for h in hc):,} handicap games" in text


def test_csv_and_dates_and_refusals(go_club: Path) -> None:
    out = io.StringIO()
    assert run(["--db", str(go_club), "evaluate", "--format", "csv"], out=out) == 0
    lines = out.getvalue().splitlines()
    assert lines[0] == "system,games_scored,warm_up_games,log_loss,brier,prediction_rate,scale"
    got = evaluate_json(go_club)
    first = lines[1].split(",")
    assert first[0] == "sagc" and float(first[3]) == got["systems"][0]["log_loss"]  # every digit, as the JSON
    # --from and --to keep the games of those dates; the warm-up is a quarter of them
    ctrl = ClubController.open(go_club)
    counted = [g for g in counted_games(ctrl) if date(2023, 1, 1) <= g.date <= date(2023, 12, 31)]
    ctrl.close()
    part = evaluate_json(go_club, "--from", "2023-01-01", "--to", "2023-12-31", "--warm-up", "40%", "--per-game")
    warm = math.floor(len(counted) * 0.4)
    assert part["warm_up"] == 0.4 and part["warm_up_games"] == warm
    assert [g["id"] for g in part["games"]] == [g.id for g in counted[warm:]]
    err = io.StringIO()
    for args, status in ((["--warm-up", "1"], 1), (["--warm-up", "-0.1"], 1), (["--warm-up", "a lot"], 1),
                         (["--from", "2024-01-01", "--to", "2023-01-01"], 1), (["--system", "chess"], 2),
                         (["--from", "2099-01-01"], 1)):  # fmt: skip
        import contextlib

        with contextlib.redirect_stderr(err):
            assert run(["--db", str(go_club), "evaluate", *args], out=io.StringIO()) == status, args
    said = err.getvalue()
    assert "warm-up is a fraction" in said and "Nothing to evaluate" in said and "after --to" in said


def test_the_evaluation_on_paper(go_club: Path, tmp_path: Path) -> None:
    """report --evaluate FILE.pdf: the table (best first, a coin toss below), the chart and the handicaps, read
    back with pdftotext; in the club's printout language."""
    pdf = tmp_path / "predict.pdf"
    out = io.StringIO()
    assert run(["--db", str(go_club), "report", "--evaluate", str(pdf)], out=out) == 0
    assert "Wrote how well the ratings predict" in out.getvalue()
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    got = evaluate_json(go_club)
    ranked = sorted(got["systems"], key=lambda s: s["log_loss"])
    labels = {"sagc": "SAGC rank and index", "egf": "EGF GoR (classic, 1998-2020)", "egf2021": "EGF GoR (since 2021)"}
    assert "How well the ratings predict" in text and "Known Strengths" in text
    positions = [text.index(labels[s["system"]]) for s in ranked]
    assert positions == sorted(positions)  # best first
    for s in ranked:
        line = next(ln for ln in text.splitlines() if labels[s["system"]] in ln and "0." in ln)
        assert f"{s['log_loss']:.3f}" in line and f"{s['brier']:.3f}" in line
        assert f"{100 * s['prediction_rate']:.1f}%" in line
    assert "A coin toss (for comparison)" in text and "0.693" in text
    assert f"Calibration: {labels[ranked[0]['system']]}" in text
    assert "Predicted chance that Black wins" in text
    assert "Handicaps: how often Black won" in text
    assert f"{got['games_scored']} games" in text
    # German club: German words, decimal commas
    ctrl = ClubController.open(go_club)
    ctrl.settings.set_language("de")
    ctrl.evaluation.printout(tmp_path / "de.pdf")
    ctrl.settings.set_language("")
    ctrl.close()
    de = subprocess.run(["pdftotext", "-layout", str(tmp_path / "de.pdf"), "-"], capture_output=True, text=True,
                        check=True).stdout  # fmt: skip
    assert "Wie gut die Wertungen vorhersagen" in de
    assert f"{ranked[0]['log_loss']:.3f}".replace(".", ",") in de
    # and refusals: not a PDF name, no folder, a player and --evaluate at once
    assert run(["--db", str(go_club), "report", "--evaluate", str(tmp_path / "x.txt")], out=io.StringIO()) == 1
    assert run(["--db", str(go_club), "report", "--evaluate", str(tmp_path / "no" / "x.pdf")], out=io.StringIO()) == 1
    assert run(["--db", str(go_club), "report", "Player 01", str(pdf), "--evaluate", str(pdf)], out=io.StringIO()) == 2
