"""SAGC engine: seed 001's worked examples, the spec's checks, floor walks, and random
histories against an independent implementation."""

from __future__ import annotations

import random
from datetime import date, timedelta
from fractions import Fraction

import pytest

from clubrater.domain.model import Adjustment, Game, GameType, History, Player, Result
from clubrater.domain.ranks import parse_rank, rank_from_ordinal
from clubrater.engines import sagc
from clubrater.engines.sagc import SagcEngine, apply_change, effective_handicap, level_factor
from tests import sagc_reference as ref

D = date(2025, 3, 1)


def _players(*spec: tuple[str, str, int]) -> dict[int, Player]:
    return {i: Player(i, name, parse_rank(rank), index) for i, (name, rank, index) in enumerate(spec, start=1)}


def _game(gid: int, black: int, white: int, result: Result, handicap: int = 0, komi: float = 6.5,
          gtype: GameType = GameType.CLUB, on: date = D) -> Game:
    return Game(gid, gid, on, black, white, result, handicap, komi, gtype)


def test_level_factor_table_of_seed_001() -> None:
    # seed 001: 3d 77, 1k 115, 4k 173, 7k 256, 10k 370, 14k 592, 18k 932, 22k 1455
    table = {"3d": 77, "1k": 115, "4k": 173, "7k": 256, "10k": 370, "14k": 592, "18k": 932, "22k": 1455}
    for rank, value in table.items():
        assert round(level_factor(parse_rank(rank).stones_below_7d)) == value
    assert float(level_factor(16)) == pytest.approx(369.95, abs=0.005)
    assert float(level_factor(13)) == pytest.approx(255.87, abs=0.01)  # the seed truncates 255.876
    assert float(level_factor(34)) == pytest.approx(2776.5, abs=0.05)
    assert float(level_factor(31)) == pytest.approx(2016.8, abs=0.05)


def test_alice_and_bob() -> None:
    """Seed 001's complete example: +499 and -172."""
    players = _players(("Alice", "10k", 200), ("Bob", "7k", -50))
    r = SagcEngine().replay(History(players, [_game(1, 1, 2, Result.BLACK, handicap=2, komi=0.5)]))
    g = r.games[1]
    assert (g.black_change, g.black_after, str(g.black_rank_after)) == (499, 699, "10k")
    assert (g.white_change, g.white_after, str(g.white_rank_after)) == (-172, -222, "7k")
    assert effective_handicap(2, 0.5) == 2


def test_carol_and_dave() -> None:
    """Seed 001's 22k-30k example: Dave 27k index 0 (overflow discarded), Carol 25k at the -800 floor."""
    players = _players(("Carol", "25k", 0), ("Dave", "28k", 0))
    r = SagcEngine().replay(History(players, [_game(1, 2, 1, Result.BLACK, gtype=GameType.TOURNAMENT)]))
    assert (str(r.final[2].rank), r.final[2].value) == ("27k", 0)
    assert (str(r.final[1].rank), r.final[1].value) == ("25k", -800)
    assert r.games[1].black_change == 14576  # ~14576 in the seed
    assert r.games[1].white_change == -8168  # ~-8168 in the seed


def test_eleven_kyu_needs_four_big_losses() -> None:
    """Spec check: -900, -950, -999, then 12k index 0 (different stronger-ranked... weaker opponents each time)."""
    players = _players(("Me", "11k", 0), ("A", "18k", 0), ("B", "18k", 0), ("C", "18k", 0), ("E", "18k", 0))
    games = [_game(i, 1, opp, Result.WHITE, gtype=GameType.TOURNAMENT, on=D + timedelta(days=i))
             for i, opp in enumerate((2, 3, 4, 5), start=1)]
    r = SagcEngine().replay(History(players, games))
    walk = [(str(r.games[i].black_rank_after), r.games[i].black_after) for i in range(1, 5)]
    assert walk == [("11k", -900), ("11k", -950), ("11k", -999), ("12k", 0)]


@pytest.mark.parametrize(("rank", "losses"), [("25k", 6), ("29k", 6), ("20k", 5), ("24k", 5), ("11k", 4), ("19k", 4),
                                              ("10k", 4), ("7k", 3), ("5k", 3), ("9k", 3), ("3k", 2), ("4k", 2), ("1k", 2),
                                              ("1d", 2), ("6d", 2)])
def test_floor_walk_of_every_tier(rank: str, losses: int) -> None:
    r, i = parse_rank(rank).ordinal, 0
    for n in range(1, losses + 1):
        r2, i = apply_change(r, i, -100_000)
        if n < losses:
            assert r2 == r, f"{rank} demoted after only {n} losses"
        else:
            assert rank_from_ordinal(r2) == rank_from_ordinal(r - 1) and i == 0


def test_floor_walk_through_replays_for_25k() -> None:
    players = _players(("Me", "25k", 0), *((f"O{n}", "30k", 0) for n in range(6)))
    games = [_game(n, 1, n + 1, Result.WHITE, gtype=GameType.TOURNAMENT, on=D + timedelta(days=n)) for n in range(1, 7)]
    r = SagcEngine().replay(History(players, games))
    assert [r.games[n].black_after for n in range(1, 7)] == [-800, -850, -900, -950, -999, 0]
    assert str(r.final[1].rank) == "26k"


def test_thirty_kyu_is_never_demoted() -> None:
    r, i = 0, 0
    for _ in range(20):
        r, i = apply_change(r, i, -100_000)
    assert (r, i) == (0, -999)


def test_nine_dan_index_stops_at_999() -> None:
    assert apply_change(parse_rank("9d").ordinal, 900, 500) == (parse_rank("9d").ordinal, 999)
    assert apply_change(parse_rank("8d").ordinal, 900, 500) == (parse_rank("9d").ordinal, 0)


def test_truncation_toward_zero_is_exact() -> None:
    """A product that is exactly an integer stays that integer (no float -1266.999...)."""
    for x in range(37):
        for gsf in (Fraction(3, 2), 1, Fraction(1, 2)):
            for grf in ("-2.7", "-1.17", "0.54", "3.5", "-0.03"):
                for of in range(1, 11):
                    for hf in range(2, 21):
                        exact = level_factor(x) * gsf * Fraction(of, 10) * Fraction(grf) * Fraction(hf, 20)
                        num = sagc._lf60(x) * int(gsf * 2) * of * int(Fraction(grf) * 200) * hf
                        fast = num // sagc._DEN if num >= 0 else -(-num // sagc._DEN)
                        assert fast == int(exact)


def test_opponent_factor_counts_free_games() -> None:
    """Free games change nothing themselves but lower the opponent factor of later rated games."""
    players = _players(("A", "10k", 0), ("B", "10k", 0))
    free = [_game(i, 1, 2, Result.BLACK, gtype=GameType.FREE) for i in range(1, 4)]
    rated = _game(4, 1, 2, Result.BLACK)
    r = SagcEngine().replay(History(players, [*free, rated]))
    assert all(r.games[i].black_change == 0 and not r.games[i].rated for i in range(1, 4))
    alone = SagcEngine().replay(History(players, [rated])).games[4].black_change
    assert r.games[4].black_change == int(Fraction(alone) * Fraction(7, 10)) or r.games[4].black_change < alone
    expected = ref.change_for("10k", 0, "10k", "B", "win", 0, 6.5, "club", ["B", "B", "B"], "B")
    assert r.games[4].black_change == expected


def test_game_without_result_is_not_rated() -> None:
    players = _players(("A", "10k", 0), ("B", "10k", 0))
    r = SagcEngine().replay(History(players, [_game(1, 1, 2, None)]))  # type: ignore[arg-type]
    assert 1 not in r.games and r.final[1].value == 0 and r.final[1].games == 0


def _random_history(seed: int, n_players: int = 12, n_games: int = 400) -> tuple[History, dict, list[dict]]:
    rng = random.Random(seed)
    ranks = [str(rank_from_ordinal(o)) for o in range(0, 39)]
    ref_players = {f"P{i}": (rng.choice(ranks), rng.randrange(-999, 1000)) for i in range(n_players)}
    players = {i: Player(i, f"P{i}", parse_rank(ref_players[f"P{i}"][0]), ref_players[f"P{i}"][1])
               for i in range(n_players)}
    games: list[Game] = []
    adjs: list[Adjustment] = []
    seq = 0
    for _ in range(n_games):
        seq += 1
        on = date(2024, 1, 1) + timedelta(days=rng.randrange(0, 120))
        if rng.random() < 0.03:
            p = rng.randrange(n_players)
            adjs.append(Adjustment(seq, seq, on, p, parse_rank(rng.choice(ranks)), rng.randrange(-999, 1000)))
            continue
        b, w = rng.sample(range(n_players), 2)
        games.append(Game(seq, seq, on, b, w, rng.choice([Result.BLACK, Result.WHITE, Result.JIGO]),
                          rng.randrange(0, 10), rng.choice([6.5, 0.5, 7.5, -5.5, 0, 16, -14.5, 26.0]),
                          rng.choice(list(GameType))))
    h = History(players, games, adjs)
    h.sort()
    items = []
    for it in h.items():
        if isinstance(it, Adjustment):
            items.append({"kind": "adj", "player": f"P{it.player}", "rank": str(it.rank), "index": it.index})
        else:
            items.append({"kind": "game", "black": f"P{it.black}", "white": f"P{it.white}", "result": it.result.value,
                          "handicap": it.handicap, "komi": it.komi, "type": it.type.value})
    return h, ref_players, items


@pytest.mark.parametrize("seed", range(12))
def test_random_histories_match_the_reference(seed: int) -> None:
    h, ref_players, items = _random_history(seed)
    r = SagcEngine().replay(h)
    final, rows = ref.replay(ref_players, items)
    games = [it for it in h.items() if isinstance(it, Game)]
    for g, (cb, (rb, ib), cw, (rw, iw)) in zip(games, rows, strict=True):
        got = r.games[g.id]
        assert (got.black_change, str(got.black_rank_after), got.black_after) == (cb, rb, ib)
        assert (got.white_change, str(got.white_rank_after), got.white_after) == (cw, rw, iw)
    for pid, p in h.players.items():
        assert (str(r.final[pid].rank), r.final[pid].value) == final[p.name]


@pytest.mark.parametrize("seed", range(5))
def test_resume_from_any_checkpoint_equals_full_replay(seed: int) -> None:
    h, _, _ = _random_history(100 + seed, n_games=600)
    full = SagcEngine().replay(h, checkpoints=20)
    assert len(full.checkpoints) >= 10
    for cp in full.checkpoints:
        part = SagcEngine().replay(h, cp)
        for gid, row in part.games.items():
            assert row == full.games[gid]
        assert part.final == full.final
        later = {g.id for g in h.games if g.date > cp.after and g.result is not None}
        assert set(part.games) == later
