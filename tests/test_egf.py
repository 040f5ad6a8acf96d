"""Classic EGF GoR (seeds 000, 004; spec "EGF - GoR, classic") and the event replay both GoR engines share."""

from __future__ import annotations

import copy
import random
import re
from datetime import date, timedelta

import pytest

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import Adjustment, Event, Game, GameType, History, Player, Result
from clubrater.domain.ranks import Rank, parse_rank
from clubrater.engines.base import Engine, Replay
from clubrater.engines.egf import (
    EgfEngine,
    a,
    con,
    expected_score,
    is_listed,
    rank_for_rating,
    starting_rating,
)
from clubrater.engines.egf2021 import Egf2021Engine
from clubrater.engines.registry import compiled_module, engine_for
from tests.conftest import SHARED

SEED_004 = SHARED / "seeds" / "004_fdc044522a286daf.txt"
D0 = date(2025, 3, 1)
RESULT = {"B": Result.BLACK, "W": Result.WHITE, "J": Result.JIGO, None: None}


def day(n: int) -> date:
    return D0 + timedelta(days=n)


class Club:
    """A tiny history built game by game: ids and entry order (seq) count up as things are added."""

    def __init__(self) -> None:
        self.players: dict[int, Player] = {}
        self.games: list[Game] = []
        self.events: dict[int, Event] = {}
        self.adjustments: list[Adjustment] = []
        self.seq = 0

    def player(self, rank: str | None = "10k", rating: float | None = None) -> int:
        pid = len(self.players) + 1
        self.players[pid] = Player(pid, f"P{pid}", parse_rank(rank) if rank else None, rating=rating)
        return pid

    def event(self, klass: str = "A", rated: bool = True) -> int:
        eid = len(self.events) + 1
        self.events[eid] = Event(eid, f"E{eid}", klass=klass, rated=rated)
        return eid

    def game(self, on: int, black: int, white: int, result: str | None = "B", **kw: object) -> int:
        self.seq += 1
        gid = len(self.games) + 1
        for side in ("black_rank", "white_rank"):
            if isinstance(kw.get(side), str):
                kw[side] = parse_rank(kw[side])
        self.games.append(Game(gid, self.seq, day(on), black, white, RESULT[result], **kw))  # type: ignore[arg-type]
        return gid

    def adjust(self, on: int, player: int, rating: float | None = None, rank: str | None = None) -> int:
        self.seq += 1
        aid = len(self.adjustments) + 1
        self.adjustments.append(Adjustment(aid, self.seq, day(on), player, parse_rank(rank) if rank else None, None, rating))
        return aid

    def history(self) -> History:
        h = History(dict(self.players), list(self.games), list(self.adjustments), dict(self.events))
        h.sort()
        return h


def replay(club: Club, engine: Engine | None = None) -> Replay:
    return (engine or EgfEngine()).replay(club.history())


# -- formulas -------------------------------------------------------------------------------------


def test_seed000_example3_equal_ratings() -> None:
    c = Club()
    x, y = c.player("4d", 2400), c.player("4d", 2400)
    g = c.game(0, x, y, "B")
    row = replay(c, EgfEngine(epsilon=0)).games[g]
    assert (row.black_after, row.white_after) == (2407.5, 2392.5)


def test_seed000_example4_low_ratings() -> None:
    assert a(320) == 189
    assert round(expected_score(320, 400, epsilon=0), 3) == 0.396
    c = Club()
    x, y = c.player("18k", 320), c.player("17k", 400)
    g = c.game(0, x, y, "B")
    row = replay(c, EgfEngine(epsilon=0)).games[g]
    assert (round(row.black_after), round(row.white_after)) == (383, 340)


def test_seed000_example5_handicap() -> None:
    assert round(expected_score(1850, 2400, handicap=5, epsilon=0), 3) == 0.248
    c = Club()
    x, y = c.player("3k", 1850), c.player("4d", 2400)
    g = c.game(0, x, y, "B", handicap=5)  # A takes 5 stones (Black) and wins
    row = replay(c, EgfEngine(epsilon=0)).games[g]
    assert (round(row.black_after), round(row.white_after)) == (1875, 2389)


def _seed004_table() -> list[tuple[int, str, int, int, list[float]]]:
    rows = []
    for line in SEED_004.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^(\d+) \| (\d+[kd]) \| (\d+) \| (\d+) \| (.*)$", line)
        if m:
            pct = [float(v) for v in re.findall(r"([\d.]+)%", m.group(5))]
            rows.append((int(m.group(1)), m.group(2), int(m.group(3)), int(m.group(4)), pct))
    return rows


def test_seed004_every_cell() -> None:
    rows = _seed004_table()
    assert [r[0] for r in rows] == list(range(100, 2701, 100))
    for rating, rank, k, a_col, pct in rows:
        assert len(pct) == 21
        assert con(rating) == k, rating
        assert a(rating) == a_col, rating
        assert starting_rating(parse_rank(rank)) == rating
        assert str(rank_for_rating(rating)) == rank
        for i, want in enumerate(pct):
            got = 100 * expected_score(rating, rating + 25 * i, epsilon=0)
            assert abs(got - want) <= 0.05 + 1e-9, (rating, 25 * i, got, want)


def test_con_and_a_interpolate_and_clamp() -> None:
    assert con(150) == 113
    assert con(2050) == 25.5
    assert con(2650) == 10.5
    assert (con(50), con(100), con(2700), con(3000)) == (116, 116, 10, 10)
    assert (a(50), a(100), a(1850), a(2700), a(2940)) == (200, 200, 112.5, 70, 70)


def test_expected_score_sums_to_one_minus_eps_and_handicap_sign() -> None:
    for r, o, h in ((2000, 2000, 0), (1500, 2100, 0), (1850, 2400, 5), (2400, 1850, -5), (900, 1000, 1)):
        assert expected_score(r, o, h) + expected_score(o, r, -h) == pytest.approx(1 - 0.016)
    assert expected_score(2000, 2000) == pytest.approx(0.5 - 0.008)
    # One stone (no komi) is worth 50 points: 1950 taking 1 stone from 2000 is an even game.
    assert expected_score(1950, 2000, 1) == pytest.approx(0.492)
    assert expected_score(2000, 1950, -1) == pytest.approx(0.492)


def test_starting_ratings() -> None:
    want = {"30k": 100, "21k": 100, "20k": 100, "10k": 1100, "1k": 2000, "1d": 2100, "7d": 2700, "9d": 2900,
            "1p": 2700, "2p": 2730, "9p": 2940}  # fmt: skip
    assert {r: starting_rating(parse_rank(r)) for r in want} == want


def test_rank_for_rating_nearest_nominal_clamped() -> None:
    cases = {2050: "1d", 2149.99: "1d", 2150: "2d", 2049.99: "1k", 100: "20k", 149.9: "20k", 150: "19k",
             -500: "20k", 2700: "7d", 2850: "9d", 3300: "9d"}  # fmt: skip
    assert {r: str(rank_for_rating(r)) for r in cases} == cases


def test_is_listed_whole_years_and_months() -> None:
    today = date(2026, 11, 22)
    dan, kyu5, kyu15 = parse_rank("3d"), parse_rank("5k"), parse_rank("15k")
    assert is_listed(dan, date(2024, 1, 1), today)
    assert not is_listed(dan, date(2023, 12, 31), today)
    assert is_listed(parse_rank("2p"), date(2024, 6, 1), today)
    assert is_listed(kyu5, date(2025, 11, 1), today)
    assert not is_listed(kyu5, date(2025, 10, 31), today)
    assert is_listed(parse_rank("10k"), date(2025, 11, 1), today)
    assert not is_listed(parse_rank("11k"), date(2025, 11, 1), today)
    assert is_listed(kyu15, date(2026, 5, 1), today)
    assert not is_listed(kyu15, date(2026, 4, 30), today)
    assert not is_listed(dan, None, today)


def test_registry_knows_both_engines() -> None:
    # The compiled build of the same source when a current one exists (engines.registry), else the reference.
    for system, pure in (("egf", EgfEngine), ("egf2021", Egf2021Engine)):
        built = compiled_module(pure.__module__.rsplit(".", 1)[1])
        engine = engine_for(system)
        assert type(engine) is (getattr(built, pure.__name__) if built is not None else pure)
        assert engine.system is pure.system
    assert EgfEngine.value_label == Egf2021Engine.value_label == "GoR"


# -- replay rules ---------------------------------------------------------------------------------


def test_jigo_between_equals_gives_both_the_eps_half() -> None:
    c = Club()
    x, y = c.player("1k"), c.player("1k")
    g = c.game(0, x, y, "J")
    row = replay(c).games[g]
    assert row.black_change == pytest.approx(27 * 0.008)  # con(2000) x (0.5 - (0.5 - eps/2))
    assert row.black_after == row.white_after == pytest.approx(2000.216)


def test_event_is_rated_at_once_on_pre_event_ratings() -> None:
    c = Club()
    x, y, z = c.player("1k"), c.player("1k"), c.player("1k")
    ev = c.event()
    g1 = c.game(0, x, y, "B", event=ev)
    g2 = c.game(1, x, z, "B", event=ev)
    r = replay(c)
    one = 27 * (1 - (0.5 - 0.008))
    for g in (g1, g2):
        assert r.games[g].black_before == 2000
        assert r.games[g].black_change == pytest.approx(one)
        assert r.games[g].black_after == pytest.approx(2000 + 2 * one)
    # The same two games on two dates without an event: the second uses the new rating.
    c2 = Club()
    x, y, z = c2.player("1k"), c2.player("1k"), c2.player("1k")
    c2.game(0, x, y, "B")
    g2 = c2.game(1, x, z, "B")
    row = replay(c2).games[g2]
    assert row.black_before == pytest.approx(2000 + one)
    assert row.black_change < one


def test_games_without_event_form_one_event_per_date() -> None:
    c = Club()
    x, y, z = c.player("5k"), c.player("5k"), c.player("5k")
    g1 = c.game(3, x, y, "B")
    g2 = c.game(3, z, x, "W")
    r = replay(c)
    assert r.games[g1].black_before == r.games[g2].white_before == 1600
    assert r.games[g1].black_after == r.games[g2].white_after == pytest.approx(1600 + 2 * r.games[g1].black_change)


def test_events_ordered_by_last_game_date_then_entry_order() -> None:
    c = Club()
    x, y, z = c.player("5k"), c.player("5k"), c.player("5k")
    ev = c.event()
    e1 = c.game(0, x, y, "B", event=ev)
    e2 = c.game(2, x, z, "B", event=ev)  # the event ends on day 2
    club = c.game(1, y, x, "B")  # a club game on day 1, rated before the event
    r = replay(c)
    assert r.games[club].white_before == 1600
    assert r.games[e1].black_before == r.games[e2].black_before == r.games[club].white_after
    # Two events ending the same day: the one whose first game was entered first goes first.
    c = Club()
    x, y = c.player("5k"), c.player("5k")
    late, early = c.event(), c.event()
    g_early = c.game(0, x, y, "B", event=early)
    g_late = c.game(0, x, y, "B", event=late)
    r = replay(c)
    assert r.games[g_late].black_before == r.games[g_early].black_after


def test_class_weights() -> None:
    changes = {}
    for klass in "ABCD":
        c = Club()
        x, y = c.player("3k"), c.player("2k")
        g = c.game(0, x, y, "B", event=c.event(klass))
        changes[klass] = replay(c).games[g].black_change
    assert changes["B"] == pytest.approx(0.75 * changes["A"])
    assert changes["C"] == pytest.approx(0.5 * changes["A"])
    assert changes["D"] == pytest.approx(0.25 * changes["A"])
    # Outside events each game weighs by its own class; an event's class beats the game's.
    c = Club()
    x, y, z, u = c.player("3k"), c.player("2k"), c.player("3k"), c.player("2k")
    g_c = c.game(0, x, y, "B", klass="C")
    g_a = c.game(0, z, u, "B", klass="A")
    g_ev = c.game(1, x, y, "B", klass="A", event=c.event("D"))
    r = replay(c)
    assert r.games[g_c].black_change == pytest.approx(changes["C"])
    assert r.games[g_a].black_change == pytest.approx(changes["A"])
    row = r.games[g_ev]
    assert row.black_change == pytest.approx(0.25 * con(row.black_before) * (1 - expected_score(row.black_before, row.white_before)))
    c.game(2, x, y, "B", klass="E")
    with pytest.raises(ClubRaterError, match='class "E"'):
        replay(c)


def test_net_loss_per_event_capped_at_100() -> None:
    c = Club()
    weak = c.player("5k")
    ev = c.event()
    games = [c.game(0, c.player("9k"), weak, "B", event=ev) for _ in range(4)]
    r = replay(c)
    rows = [r.games[g] for g in games]
    assert sum(row.white_change for row in rows) < -100  # 4 losses to 9k players
    assert rows[0].white_after == 1500
    assert rows[0].detail == {"white_capped": True}
    assert r.final[weak].value == 1500


def test_floor_100() -> None:
    c = Club()
    weak = c.player("20k", rating=130)
    g = c.game(0, weak, c.player("18k"), "W")
    row = replay(c).games[g]
    assert row.black_before + row.black_change < 100
    assert row.black_after == 100
    assert row.detail == {"black_floored": True}


def test_reset_on_two_grade_jump() -> None:
    c = Club()
    x, y = c.player("10k"), c.player("10k")
    c.game(0, x, y, "W")  # x loses: below 1100
    g1 = c.game(1, x, y, "W", black_rank="9k")  # one grade above 10k: no reset
    g2 = c.game(2, x, y, "W", black_rank="7k")  # two grades above the highest before (9k)
    g3 = c.game(3, x, y, "W", black_rank="8k")
    g4 = c.game(4, x, y, "W", black_rank="6k")  # one grade above the highest (7k): no reset
    r = replay(c)
    assert r.games[g1].black_before < 1100 and r.games[g1].detail is None
    assert r.games[g2].black_before == 1400
    assert r.games[g2].detail == {"black_reset_from": r.games[g1].black_after}
    assert r.games[g3].detail is None and r.games[g4].detail is None
    assert r.games[g4].black_before == r.games[g3].black_after


def test_reset_one_grade_for_professionals() -> None:
    c = Club()
    pro, other = c.player("1p"), c.player("1p")
    c.game(0, pro, other, "W")
    g = c.game(1, pro, other, "B", black_rank="2p")
    row = replay(c).games[g]
    assert row.black_before == 2730
    assert row.detail == {"black_reset_from": pytest.approx(2700 - 10 * 0.492)}


def test_first_rating_from_rating_column_or_professed_rank() -> None:
    c = Club()
    known, new, other = c.player("3d", rating=2234.5), c.player("12k"), c.player("1d")
    g1 = c.game(0, known, other, "B", black_rank="5d")
    g2 = c.game(0, new, other, "B", black_rank="9k", white_rank="1d")
    r = replay(c)
    assert r.games[g1].black_before == 2234.5  # the rating column wins over the rank
    assert r.games[g2].black_before == 1200  # rank professed at the first event
    assert r.games[g2].black_rank_before == parse_rank("9k")
    # The rank used for the first rating (9k, not the registered 12k) seeds "highest professed".
    g3 = c.game(1, new, other, "W", black_rank="8k")
    r = replay(c)
    assert r.games[g3].detail is None
    assert r.games[g3].black_before == r.games[g2].black_after


def test_free_games_unrated_events_and_missing_results_are_kept_not_rated() -> None:
    c = Club()
    x, y, z = c.player("5k"), c.player("5k"), c.player("12k")
    g0 = c.game(0, x, y, "B")
    free = c.game(1, x, y, "B", type=GameType.FREE)
    fast = c.game(2, x, y, "B", event=c.event(rated=False))
    pending = c.game(3, x, y, None)
    newcomer = c.game(4, z, x, "B", type=GameType.FREE)
    r = replay(c)
    after = r.games[g0].black_after
    for g in (free, fast, pending):
        row = r.games[g]
        assert not row.rated
        assert (row.black_before, row.black_change, row.black_after) == (after, 0.0, after)
        assert row.black_rank_before == row.black_rank_after == rank_for_rating(after)
    row = r.games[newcomer]
    assert (row.black_rank_before, row.black_before) == (parse_rank("12k"), 900)  # never rated: nominal
    assert r.final[x].value == after
    assert r.final[x].games == 4  # results, rated or not: g0, free, fast, newcomer
    assert r.final[x].last_played == day(4)
    assert r.final[x].last_rated == day(0)
    assert r.final[z].extra == {"unrated": True}
    assert (r.final[z].rank, r.final[z].value, r.final[z].games, r.final[z].last_rated) == (parse_rank("12k"), 900, 1, None)


def test_final_state_rank_stands_for_rating() -> None:
    c = Club()
    x, y = c.player("1k", rating=2049), c.player("1k", rating=2049)
    c.game(0, x, y, "B")
    r = replay(c)
    assert r.final[x].rank == parse_rank("1d") and r.final[x].value > 2050
    assert r.final[y].rank == parse_rank("1k")


def test_adjustments_set_rating_or_rank() -> None:
    c = Club()
    x, y = c.player("5k"), c.player("5k")
    g0 = c.game(0, x, y, "B")
    a1 = c.adjust(1, x, rating=1234.5)
    g = c.game(2, x, y, "B")
    a2 = c.adjust(3, y, rank="1k")
    g2 = c.game(4, y, x, "B", black_rank="1k")  # 1k already professed by the adjustment: no reset
    a3 = c.adjust(5, y, rank="4k", rating=1500)
    r = replay(c)
    adj = r.adjustments[a1]
    assert (adj.player, adj.rank_after, adj.after) == (x, parse_rank("9k"), 1234.5)
    assert adj.before == r.games[g0].black_after
    assert r.games[g].black_before == 1234.5
    assert (r.adjustments[a2].after, r.adjustments[a2].rank_after) == (2000, parse_rank("1k"))
    assert r.games[g2].black_before == 2000 and r.games[g2].detail is None
    assert r.adjustments[a3].after == 1500 and r.final[y].value == 1500


def test_adjustment_on_event_day_applies_before_an_event_ending_later() -> None:
    c = Club()
    x, y = c.player("5k"), c.player("5k")
    ev = c.event()
    g = c.game(0, x, y, "B", event=ev)
    c.game(2, x, y, "B", event=ev)
    c.adjust(1, x, rating=1700)
    assert replay(c).games[g].black_before == 1700


def test_replay_is_deterministic() -> None:
    h = random_history(7)
    one, two = EgfEngine().replay(h), EgfEngine().replay(h)
    assert dict(one.games) == dict(two.games)
    assert one.final == two.final
    assert one.adjustments == two.adjustments


# -- checkpoints and resume -----------------------------------------------------------------------


def random_history(seed: int, n_players: int = 14, n_units: int = 50) -> History:
    """Events over 1-3 days (some unrated), club games per date, free games, pending games, jigo,
    handicaps, rank jumps (resets), adjustments, and games entered out of date order."""
    rng = random.Random(seed)
    c = Club()
    ranks = ["25k", "18k", "12k", "8k", "5k", "2k", "1d", "3d", "5d", "1p"]
    pids = [c.player(rng.choice(ranks), rng.choice([None, None, None, rng.uniform(100, 2600)])) for _ in range(n_players)]
    pending: list[tuple] = []
    on = 0
    for _ in range(n_units):
        on += rng.choice((0, 0, 1, 1, 2, 5))
        ev = c.event(rng.choice("ABCD"), rated=rng.random() > 0.1) if rng.random() < 0.6 else None
        length = rng.randint(1, 3) if ev else 1
        size = rng.choice((1, 2, 4, 8, 20))
        pool = rng.sample(pids, 4) if size == 20 else pids  # a long event among few: big net losses (cap)
        for _ in range(size):
            b, w = rng.sample(pool, 2)
            kw: dict[str, object] = {
                "event": ev,
                "klass": rng.choice("ABCD"),
                "handicap": rng.choice((0, 0, 0, 1, 2, 5)),
                "type": GameType.FREE if rng.random() < 0.05 else GameType.CLUB,
            }
            if rng.random() < 0.2:
                kw["black_rank"] = rng.choice(ranks)
            res = rng.choice(("B", "W", "B", "W", "J", None))
            pending.append((on + rng.randrange(length), b, w, res, kw))
        if rng.random() < 0.15:
            pending.append((on, rng.choice(pids), None, rng.choice([None, "3k"]), rng.uniform(500, 2500)))
    rng.shuffle(pending)  # entry order differs from date order
    for on_, b, w, res, kw in pending:
        if w is None:
            c.adjust(on_, b, rating=kw, rank=res)
        else:
            c.game(on_, b, w, res, **kw)
    return c.history()


def unit_date(h: History, game: Game) -> date:
    if game.event is None:
        return game.date
    return max(g.date for g in h.games if g.event == game.event)


ENGINES = [EgfEngine(), Egf2021Engine()]


@pytest.mark.parametrize("engine", ENGINES, ids=["classic", "2021"])
@pytest.mark.parametrize("seed", range(6))
def test_resume_from_any_checkpoint_equals_full_replay(engine: Engine, seed: int) -> None:
    h = random_history(seed)
    full = engine.replay(h, checkpoints=10)
    cps = full.checkpoints
    assert 3 <= len(cps) <= 12
    assert [cp.after for cp in cps] == sorted({cp.after for cp in cps})
    assert cps[-1].after == max(max(unit_date(h, g) for g in h.games), max((x.date for x in h.adjustments), default=D0))
    for cp in cps:
        state = copy.deepcopy(cp.state)
        part = engine.replay(h, start=cp, checkpoints=10)
        assert set(part.games) == {g.id for g in h.games if unit_date(h, g) > cp.after}
        assert set(part.adjustments) == {x.id for x in h.adjustments if x.date > cp.after}
        merged = {gid: row for gid, row in full.games.items() if gid not in part.games}
        merged.update(part.games)
        assert merged == dict(full.games)
        assert part.final == full.final
        assert {k: v for k, v in full.adjustments.items() if k in part.adjustments} == part.adjustments
        assert all(c.after > cp.after for c in part.checkpoints)
        assert not part.checkpoints or part.checkpoints[-1].after == cps[-1].after
        assert cp.state == state  # resuming did not touch the stored checkpoint


@pytest.mark.parametrize("engine", ENGINES, ids=["classic", "2021"])
def test_resume_after_new_games_equals_full_replay_of_new_history(engine: Engine) -> None:
    h = random_history(11)
    old = engine.replay(h, checkpoints=8)
    cp = old.checkpoints[len(old.checkpoints) // 2]
    extra = [
        Game(10_000 + i, 10_000 + i, cp.after + timedelta(days=i % 3 + 1), 1 + i % 5, 6 + i % 4, Result.BLACK)
        for i in range(6)
    ]
    new = History(h.players, h.games + extra, h.adjustments, h.events)
    new.sort()
    part = engine.replay(new, start=cp)
    full = engine.replay(new)
    merged = {gid: row for gid, row in old.games.items() if gid not in part.games}
    merged.update(part.games)
    assert merged == dict(full.games)
    assert part.final == full.final


def test_players_added_after_a_checkpoint() -> None:
    c = Club()
    x, y = c.player("5k"), c.player("5k")
    c.game(0, x, y, "B")
    h = c.history()
    cp = EgfEngine().replay(h).checkpoints[-1]
    z = c.player("2d")
    g = c.game(1, z, x, "B")
    part = EgfEngine().replay(c.history(), start=cp)
    assert part.games[g].black_before == 2200
    assert part.final[z].games == 1 and part.final[y].games == 1


def test_empty_history() -> None:
    c = Club()
    p = c.player("3k", rating=1812.0)
    r = replay(c)
    assert (len(r.games), r.checkpoints) == (0, [])
    assert (r.final[p].rank, r.final[p].value, r.final[p].games, r.final[p].last_played) == (Rank("k", 3), 1812.0, 0, None)
