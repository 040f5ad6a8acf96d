"""Club-night pairing (issue 26; rating-rules.md "Club-night pairing"): the spec's two checks, the properties of
the matching on random rooms, handicaps and colours for every system, kept pairings, late arrivals, entering."""

from __future__ import annotations

import itertools
import random
import uuid
from collections.abc import Callable
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubrater.controller.session import ClubController
from clubrater.domain import pairing as pr
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import GameType, History, Result
from clubrater.domain.records import GameInput
from clubrater.engines.pairing import min_cost_matching
from clubrater.engines.registry import engine_for

D = date(2025, 3, 14)  # a Friday: club night
GO = ["sagc", "egf", "egf2021"]
FAST = settings(max_examples=200, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
CLUBS = settings(max_examples=12, deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def _club(tmp_path: Path, system: str = "sagc", name: str = "club") -> ClubController:
    return ClubController.create(tmp_path / f"{name}-{system}.sqlite", system, "Pairing Club", today=lambda: D)


def _players(ctrl: ClubController, *ranks: str) -> list[int]:
    return [ctrl.players.add(f"P{i + 1} {r}", r).id for i, r in enumerate(ranks)]


def _names(ctrl: ClubController, board: pr.Board) -> set[str]:
    return {ctrl.queries.player(board.black).name, ctrl.queries.player(board.white).name}


# --------------------------------------------------------------------------------------------- the spec's checks
@pytest.mark.parametrize("system", GO)
def test_check_one_equal_ranks_pair_with_each_other_even(tmp_path: Path, system: str) -> None:
    """rating-rules.md: 4 players 10k, 10k, 5k, 5k with no history pair 10k-10k and 5k-5k, even."""
    ctrl = _club(tmp_path, system)
    a, b, c, d = _players(ctrl, "10k", "10k", "5k", "5k")
    p = ctrl.pairings.plan([a, c, b, d])
    assert [set(bd.players) for bd in p.boards] == [{c, d}, {a, b}]  # board 1 the stronger pair
    assert all(bd.handicap == 0 and bd.komi == 6.5 for bd in p.boards)
    assert p.bye is None and p.cost == 0


@pytest.mark.parametrize("system", GO)
def test_check_two_recent_meetings_outweigh_two_ranks(tmp_path: Path, system: str) -> None:
    """rating-rules.md: two 10k who met on each of the last 4 club nights, with two 8k who never met, play 10k-8k
    twice with 2 stones each (cost 4 + 4 = 8 beats 0 + 16 + 0); without that history 10k-10k and 8k-8k (cost 0).
    The meetings are free games (they count for m and leave both players 10k)."""
    ctrl = _club(tmp_path, system)
    a, b, c, d = _players(ctrl, "10k", "10k", "8k", "8k")
    fresh = ctrl.pairings.plan([a, b, c, d])
    assert {frozenset(bd.players) for bd in fresh.boards} == {frozenset((a, b)), frozenset((c, d))}
    assert fresh.cost == 0
    for week in range(1, 5):
        ctrl.games.enter(GameInput(D - timedelta(days=7 * week), a, b, Result.JIGO, type=GameType.FREE))
    p = ctrl.pairings.plan([a, b, c, d])
    assert all({bd.black, bd.white} & {a, b} and {bd.black, bd.white} & {c, d} for bd in p.boards)
    assert all(bd.black in (a, b) and bd.handicap == 2 and bd.komi == 0.5 for bd in p.boards)
    assert pr.in_ranks(p.cost) == pytest.approx(8.0)
    assert [pr.why_text(bd.why, D) for bd in p.boards] == ["closest not met in the last 4 nights"] * 2


# --------------------------------------------------------------------------------------------- properties of the matching
def _brute(players: list[int], cost: Callable[[int, int], int], bye: Callable[[int], int]) -> int:
    """The least total cost over every perfect matching (with the bye when the count is odd)."""
    if not players:
        return 0
    if len(players) % 2:
        return min(bye(p) + _brute([q for q in players if q != p], cost, bye) for p in players)
    first, rest = players[0], players[1:]
    return min(cost(first, q) + _brute([r for r in rest if r != q], cost, bye) for q in rest)


@st.composite
def rooms(draw: st.DrawFn, most: int = 10) -> tuple[list[int], dict[int, int], dict[tuple[int, int], int], dict[int, int]]:
    """Players present with strengths (often equal), meetings m and byes: a random club night."""
    n = draw(st.integers(0, most))
    ids = draw(st.lists(st.integers(1, 500), min_size=n, max_size=n, unique=True))
    units = {p: draw(st.sampled_from([draw(st.integers(1, 39)) * pr.SCALE, draw(st.integers(pr.SCALE, 39 * pr.SCALE))]))
             for p in ids}
    met = {}
    for a, b in itertools.combinations(sorted(ids), 2):
        m = draw(st.sampled_from([0, 0, 0, 1, 2, 10, 11]))
        if m:
            met[(a, b)] = m
    byes = {p: draw(st.integers(0, 2)) for p in ids}
    return ids, units, met, byes


def _priced(units: dict[int, int], met: dict[tuple[int, int], int], byes: dict[int, int]
            ) -> tuple[Callable[[int, int], int], Callable[[int], int]]:
    entrants = {p: pr.Entrant(p, u, None) for p, u in units.items()}

    def cost(a: int, b: int) -> int:
        return pr.pair_cost(entrants[a], entrants[b], pr.Met(met.get(pr.pair_key(a, b), 0)))

    return cost, lambda p: pr.bye_cost(byes.get(p, 0))


@FAST
@given(rooms())
def test_every_player_once_and_the_cost_is_the_brute_force_minimum(room) -> None:
    ids, units, met, byes = room
    cost, bye = _priced(units, met, byes)
    pairs, left, total = min_cost_matching(ids, cost, units.__getitem__, bye)
    seated = [p for pair in pairs for p in pair] + ([left] if left is not None else [])
    assert sorted(seated) == sorted(ids)  # everybody on exactly one board, or the bye
    assert (left is not None) == (len(ids) % 2 == 1)
    assert total == sum(cost(a, b) for a, b in pairs) + (bye(left) if left is not None else 0)
    assert total == _brute(sorted(ids), cost, bye)


@FAST
@given(rooms(most=24), st.randoms(use_true_random=False))
def test_the_same_room_gives_the_same_pairs_in_any_order(room, rnd: random.Random) -> None:
    ids, units, met, byes = room
    cost, bye = _priced(units, met, byes)
    first = min_cost_matching(ids, cost, units.__getitem__, bye)
    shuffled = list(ids)
    rnd.shuffle(shuffled)
    assert min_cost_matching(shuffled, cost, units.__getitem__, bye) == first


def test_the_pruned_graph_gives_the_complete_graphs_cost_on_big_rooms() -> None:
    """Beyond brute force: 30-60 players, the pruned matching costs what networkx finds on the whole graph."""
    import networkx as nx

    rnd = random.Random(26)
    for n in (30, 45, 60, 61):
        ids = list(range(1, n + 1))
        units = {p: rnd.randint(1, 39 * 20) * pr.SCALE // 20 for p in ids}
        met = {k: rnd.choice([1, 2, 3]) for k in itertools.combinations(ids, 2) if rnd.random() < 0.08}
        byes = {p: rnd.choice([0, 0, 1]) for p in ids}
        cost, bye = _priced(units, met, byes)
        _, _, total = min_cost_matching(ids, cost, units.__getitem__, bye)
        g = nx.Graph()
        nodes = ids + ([0] if n % 2 else [])
        for a, b in itertools.combinations(nodes, 2):
            g.add_edge(a, b, weight=-(bye(b) if a == 0 else bye(a) if b == 0 else cost(a, b)))
        whole = nx.max_weight_matching(g, maxcardinality=True)
        assert total == -sum(g[a][b]["weight"] for a, b in whole)


# --------------------------------------------------------------------------------------------- clubs with a history
@st.composite
def histories(draw: st.DrawFn) -> tuple[list[str], list[tuple[int, int, int, str]], list[int]]:
    """Ranks, games on the last weeks' club nights (weeks ago, black, white, result) and who is here tonight."""
    ranks = draw(st.lists(st.sampled_from(["12k", "10k", "9k", "8k", "5k", "4k", "1k", "1d", "2d"]),
                          min_size=2, max_size=9))
    n = len(ranks)
    games = draw(st.lists(st.tuples(st.integers(1, 6), st.integers(0, n - 1), st.integers(0, n - 1),
                                    st.sampled_from("BWJ")), max_size=25))
    here = draw(st.lists(st.integers(0, n - 1), min_size=2, max_size=n, unique=True))
    return ranks, [g for g in games if g[1] != g[2]], here


def _build(tmp_path: Path, system: str, ranks: list[str], games: list[tuple[int, int, int, str]]) -> tuple[ClubController, list[int]]:
    ctrl = ClubController.create(tmp_path / f"h{uuid.uuid4().hex}.sqlite", system, "H", today=lambda: D)
    ids = _players(ctrl, *ranks)
    if games:
        ctrl.games.enter_sheet([GameInput(D - timedelta(days=7 * w), ids[b], ids[wh], Result(r))
                                for w, b, wh, r in games])
    return ctrl, ids


@CLUBS
@given(histories(), st.sampled_from(GO))
def test_round_two_follows_the_cost_with_tonights_pairs_forty_dearer(tmp_path: Path, hist, system: str) -> None:
    """Round 1 kept, round 2 costs exactly what the rule prices, tonight's round-1 pairs 4 x 10 = 40 dearer, and
    is the cheapest matching of the room under that price (brute force)."""
    ranks, games, here = hist
    ctrl, ids = _build(tmp_path, system, ranks, games)
    present = [ids[i] for i in here]
    ctrl.pairings.pair(present)
    one = ctrl.pairings.kept(D, 1)
    assert one is not None
    two = ctrl.pairings.plan(present, round_=2)
    s = ctrl.pairings.entrants(present, D)
    nights = sorted({g.date for g in ctrl.history.games if g.date < D}, reverse=True)[:4]
    base: dict[tuple[int, int], int] = {}
    for g in ctrl.history.games:
        if g.date in nights:
            base[pr.pair_key(g.black, g.white)] = base.get(pr.pair_key(g.black, g.white), 0) + 1
    tonight = {pr.pair_key(*bd.players) for bd in one.boards}

    def cost(a: int, b: int) -> int:
        c = pr.pair_cost(s[a], s[b], pr.Met(base.get(pr.pair_key(a, b), 0)))
        return c + (40 * pr.SQUARE if pr.pair_key(a, b) in tonight else 0)

    byes = {one.bye: 1} if one.bye is not None else {}

    def bye(p: int) -> int:
        return pr.bye_cost(byes.get(p, 0))

    total = sum(cost(*bd.players) for bd in two.boards) + (bye(two.bye) if two.bye is not None else 0)
    assert total == two.cost == _brute(sorted(present), cost, bye)
    for bd in two.boards:
        if pr.pair_key(*bd.players) in tonight:
            assert bd.why.kind == pr.TONIGHT and bd.why.rounds == (1,)


@CLUBS
@given(histories(), st.sampled_from(GO))
def test_colours_handicap_and_komi_follow_the_rule(tmp_path: Path, hist, system: str) -> None:
    ranks, games, here = hist
    ctrl, ids = _build(tmp_path, system, ranks, games)
    present = [ids[i] for i in here]
    ctrl.settings.set_handicap_rule(correction=1, ceiling=4)
    p = ctrl.pairings.plan(present)
    assert ctrl.pairings.plan(list(reversed(present))) == p  # the same room in another order: the same pairs
    s = ctrl.pairings.entrants(present, D)
    for bd in p.boards:
        black, white = s[bd.black], s[bd.white]
        assert black.units <= white.units  # the lower s takes Black
        d = white.rank - black.rank  # type: ignore[operator]
        assert bd.handicap == (0 if d - 1 <= 1 else min(d - 1, 4))
        assert bd.komi == (6.5 if bd.handicap == 0 else 0.5)
    numbers = [bd.number for bd in p.boards]
    assert numbers == list(range(1, len(p.boards) + 1))
    strongest = [max(s[bd.black].units, s[bd.white].units) for bd in p.boards]
    assert strongest == sorted(strongest, reverse=True)


@pytest.mark.parametrize("system", [*GO, "fesa"])
def test_strength_is_the_state_before_the_date(tmp_path: Path, system: str) -> None:
    """s(p) from p's state before D: games dated D and later do not count; equals a full replay of what is before."""
    ctrl = _club(tmp_path, system)
    if system == "fesa":
        ids = [ctrl.players.add(n, None, grade=g).id for n, g in (("A", "3 kyu"), ("B", "1 dan"), ("C", "5 kyu"))]
    else:
        ids = _players(ctrl, "10k", "8k", "3k")
    a, b, c = ids
    ctrl.games.enter_sheet([GameInput(D - timedelta(days=7 * k), a, b, Result.BLACK) for k in range(1, 7)])
    ctrl.games.enter_sheet([GameInput(D + timedelta(days=k), a, c, Result.BLACK) for k in range(0, 5)])
    h = ctrl.history
    before = engine_for(ctrl.system).replay(History(h.players, [g for g in h.games if g.date < D], [], h.events)).final
    got = ctrl.pairings.entrants(ids, D)
    for pid in ids:
        st_ = before[pid]
        sagc = system == "sagc"
        want = pr.sagc_units(st_.rank.ordinal + 1, int(st_.value)) if sagc else pr.rating_units(st_.value)  # type: ignore[union-attr]
        assert got[pid].units == want
    assert got[a].units != ctrl.pairings.entrants([a], D + timedelta(days=10))[a].units  # later games do count later


def test_fesa_gives_no_handicap_and_sente_to_the_weaker(tmp_path: Path) -> None:
    ctrl = _club(tmp_path, "fesa")
    a = ctrl.players.add("Strong", None, grade="4 dan").id
    b = ctrl.players.add("Weak", None, grade="10 kyu").id
    p = ctrl.pairings.plan([a, b])
    (bd,) = p.boards
    assert (bd.black, bd.white, bd.handicap, bd.komi) == (b, a, 0, 0.0)


def test_a_ceiling_and_a_correction_limit_the_stones(tmp_path: Path) -> None:
    ctrl = _club(tmp_path, "sagc")
    a, b = _players(ctrl, "20k", "2d")
    assert ctrl.pairings.plan([a, b]).boards[0].handicap == 9
    ctrl.settings.set_handicap_rule(ceiling=5)
    assert ctrl.pairings.plan([a, b]).boards[0].handicap == 5
    ctrl.settings.set_handicap_rule(correction=20 - 18, ceiling=9)
    c, d = _players(ctrl, "12k", "9k")
    assert ctrl.pairings.plan([c, d]).boards[0].handicap == 0  # d = 3, c = 2: 1 stone or less is even
    with pytest.raises(ClubRaterError, match="between 0 and 9"):
        ctrl.settings.set_handicap_rule(ceiling=12)
    assert ctrl.settings.handicap_rule() == (2, 9)
    assert pr.stones(2) == 2 and pr.stones(1) == 0 and pr.stones(14) == 9 and pr.stones(5, 1, 3) == 3


# --------------------------------------------------------------------------------------------- kept pairings
def test_the_bye_goes_to_who_sat_out_least(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    a, b, c = _players(ctrl, "5k", "5k", "5k")
    ctrl.games.enter(GameInput(D - timedelta(days=7), a, b, Result.BLACK, type=GameType.FREE))  # last week: a night
    last_week = ctrl.pairings.plan([a, b, c], day=D - timedelta(days=7))
    ctrl.pairings.put(last_week.day, 1, last_week)
    first_bye = last_week.bye
    assert first_bye is not None
    tonight = ctrl.pairings.plan([a, b, c])
    assert tonight.bye is not None and tonight.bye != first_bye and tonight.bye_byes == 0
    for k in (1, 2, 3):
        ctrl.pairings.pair([a, b, c], round_=k)
    byes = [ctrl.pairings.kept(D, k).bye for k in (1, 2, 3)]  # type: ignore[union-attr]
    assert first_bye not in byes[:2] and len(set(byes[:2])) == 2  # nobody sits out twice while another has not
    third = ctrl.pairings.kept(D, 3)
    assert third is not None and third.bye_byes == 1  # everybody has sat out once: the words say so


def test_pairing_again_replaces_an_unentered_round_and_enter_stores_those_games(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    ids = _players(ctrl, "10k", "9k", "5k", "4k", "1d", "2d")
    ctrl.pairings.pair(ids[:4])
    assert ctrl.pairings.rounds(D) == [1]
    ctrl.pairings.pair(ids)  # the same round again: nothing entered, so replaced
    p = ctrl.pairings.kept(D)
    assert p is not None and p.round == 1 and ctrl.pairings.rounds(D) == [1] and len(p.boards) == 3
    before = len(ctrl.history.games)
    changes = ctrl.pairings.enter({1: Result.BLACK, 3: Result.JIGO})
    assert changes.games and changes.pairings and len(changes.ids) == 2
    stored = ctrl.queries.games_by_ids(changes.ids)
    assert len(ctrl.history.games) == before + 2
    for g, n in zip(stored, (1, 3)):
        bd = p.board(n)
        assert bd is not None
        assert (g.date, g.black, g.white, g.handicap, g.komi, g.round) == (D, bd.black, bd.white, bd.handicap, bd.komi, 1)
    assert [g.result for g in stored] == [Result.BLACK, Result.JIGO]
    assert set(ctrl.pairings.entered(p)) == {1, 3}
    with pytest.raises(ClubRaterError, match="entered already"):
        ctrl.pairings.enter({1: Result.WHITE, 2: Result.WHITE})
    assert len(ctrl.history.games) == before + 2  # all or nothing: board 2 was not entered either
    with pytest.raises(ClubRaterError, match="no board 7"):
        ctrl.pairings.enter({7: Result.WHITE})
    assert ctrl.pairings.default_round(D) == 2  # pairing again now means the next round
    ctrl.games.delete(changes.ids)  # a game deleted opens its board again
    assert ctrl.pairings.entered(p) == {} and ctrl.pairings.default_round(D) == 1
    # a board's game typed by hand (no round): entered, as long as no other round of the night paired the two
    b2 = p.board(2)
    assert b2 is not None
    gid = ctrl.games.enter(GameInput(D, b2.white, b2.black, Result.WHITE)).id
    assert ctrl.pairings.entered(p) == {2: gid}
    ctrl.pairings.put(D, 2, replace(p, round=2, boards=(b2,), bye=None, id=None))
    assert ctrl.pairings.entered(p) == {}  # now it may be round 2's game: said by neither


def test_late_arrivals_play_the_bye_or_re_pair_only_boards_not_started(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    ids = _players(ctrl, "10k", "9k", "5k", "4k", "1d")
    ctrl.pairings.pair(ids)
    p = ctrl.pairings.kept()
    assert p is not None and p.bye is not None
    late = ctrl.players.add("Late Comer", "6k").id
    ctrl.pairings.with_bye(late)
    q = ctrl.pairings.kept()
    assert q is not None and q.bye is None and q.boards[:2] == p.boards  # nothing else moved
    assert set(q.boards[-1].players) == {late, p.bye} and q.boards[-1].number == 3
    # board 1 gets its result; another player arrives: only the boards not started are paired again
    ctrl.pairings.enter({1: Result.WHITE})
    later = ctrl.players.add("Later Still", "3k").id
    ctrl.pairings.pair([*ids, late, later], round_=1)
    r = ctrl.pairings.kept()
    assert r is not None and r.board(1) == q.board(1)
    assert sorted(r.players()) == sorted([*ids, late, later])


def test_fixed_pairs_stay_and_the_rest_is_paired(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    a, b, c, d = _players(ctrl, "10k", "10k", "5k", "5k")
    p = ctrl.pairings.plan([a, b, c, d], fixed=[(a, c)])
    hand = p.board_of(a)
    assert hand is not None and set(hand.players) == {a, c} and hand.fixed and hand.why.kind == pr.HAND
    assert hand.handicap == 5 and hand.black == a
    assert {frozenset(bd.players) for bd in p.boards} == {frozenset((a, c)), frozenset((b, d))}
    ctrl.pairings.put(D, 1, p)
    again = ctrl.pairings.plan([a, b, c, d], round_=1)  # the hand pair is kept when the room is paired again
    assert {frozenset(bd.players) for bd in again.boards} == {frozenset((a, c)), frozenset((b, d))}
    with pytest.raises(ClubRaterError, match="on a board already"):
        ctrl.pairings.plan([a, b, c, d], fixed=[(a, b), (a, c)])


def test_a_kept_pairing_survives_closing_the_club(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    ids = _players(ctrl, "10k", "9k", "5k")
    kept_id = ctrl.pairings.pair(ids).id
    p = ctrl.pairings.kept()
    path = ctrl.path
    ctrl.close()
    again = ClubController.open(path, today=lambda: D)
    try:
        q = again.pairings.kept()
        assert q is not None and q.id == kept_id
        assert (q.boards, q.bye, q.nights) == (p.boards, p.bye, p.nights)  # type: ignore[union-attr]
        again.pairings.delete()
        assert again.pairings.kept() is None
    finally:
        again.close()
