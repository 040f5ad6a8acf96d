"""FESA Elo engine (seed 002) and the reader of the FESA program's files: unit checks."""

from __future__ import annotations

import json
import random
from datetime import date, timedelta
from fractions import Fraction
from pathlib import Path

import pytest

from clubrater.domain.errors import InputError
from clubrater.domain.model import Adjustment, Event, Game, GameType, History, Player, Result
from clubrater.domain.shogi import parse_grade
from clubrater.engines.fesa import (
    MAX_SWEEPS,
    FesaEngine,
    _Grading,
    f,
    game_change,
    grade_after,
    grade_number_to_rating,
    handicap_effect,
    handicapped_rating,
    k,
    performance_rating,
    rating_to_grade_number,
)
from clubrater.io.fesa import (
    Keyword,
    Struct,
    Symbol,
    parse_rating_list,
    parse_tournament,
    player_name,
    read_fesa_dir,
    read_lisp,
    tournament_games,
)

D = date(2024, 3, 2)

# ----------------------------------------------------------------- formulas


def test_expected_score() -> None:
    assert f(1600, 2000) == 1 / 11
    assert f(1600, 1600) == 0.5


def test_k_table() -> None:
    ratings = (2240, 2239, 1920, 1919, 1560, 1559, 1280, 1279, 1040, 1039, 720, 719)
    assert [k(r) for r in ratings] == [16, 20, 20, 24, 24, 28, 28, 32, 32, 36, 36, 40]


def test_game_change_before_any_bonus() -> None:
    assert game_change(1600, 1600, 1) == 12
    assert game_change(1200, 1800, 1) == 120  # upset gain 32 x 600 / 160 beats 32 x (1 - f)
    assert game_change(1600, 1600, 0) == -12
    assert game_change(1600, 1600, Fraction(1, 2)) == 0


def test_upset_gain_only_when_larger_and_won() -> None:
    normal = 24 * (1 - f(1600, 1650))
    assert game_change(1600, 1650, 1) == pytest.approx(normal)  # 24 x 50/160 = 7.5 < 10.7
    assert game_change(1200, 1800, 0) == pytest.approx(32 * (0 - f(1200, 1800)))


def test_development_bonus() -> None:
    assert game_change(1200, 1800, 1, bonus_count=0) == 123  # + (1800 - 1200)/200
    assert game_change(1200, 1800, 1, bonus_count=99) == 123
    assert game_change(1200, 1800, 1, bonus_count=100) == 120
    assert game_change(1950, 1950, 1, bonus_count=0) == 10  # no bonus from 1800


def test_exact_fractions_until_a_float() -> None:
    """An upset with the bonus stays an exact fraction, as in the program's Common Lisp."""
    assert isinstance(game_change(1200, 1800, 1, bonus_count=0), Fraction)
    assert isinstance(game_change(1600, 1600, 1), float)


def test_handicap_rook_moves_1800_to_1550() -> None:
    assert handicapped_rating(1800, "rook") == 1550
    assert handicap_effect(1800, "R") == 250
    assert handicap_effect(1800, "") == 0


def test_grade_number_scale() -> None:
    assert rating_to_grade_number(1800) == 16.0  # 2 dan's LB
    assert rating_to_grade_number(1680) == 15.0
    assert rating_to_grade_number(1560) == 14.0
    assert rating_to_grade_number(1460) == 13.0
    assert rating_to_grade_number(400) == 0.0  # 15 kyu's LB
    for r in (1, 80, 500, 1234, 1679, 1681, 2000, 2500):
        assert grade_number_to_rating(rating_to_grade_number(r)) == r
    assert handicapped_rating(2000, "bishop") == 1800  # 17.5 - 1.5 = 16 = 2 dan's LB


def test_performance_rating() -> None:
    assert performance_rating([(1740, 0), (1740, 1)]) == 1740
    assert performance_rating([(1000, 0), (1200, 0)]) == 1
    # All wins: a dummy draw against the best opponent: 1.5 of 2 against 1000.
    assert performance_rating([(1000, 1), (900, 1)]) == performance_rating([(1000, Fraction(1, 2)), (1000, 1), (900, 1)])
    assert performance_rating([(1000, 1)]) == round(1000 + 400 * 0.47712125472)
    assert performance_rating([(400, 0), (400, 0), (400, Fraction(1, 2))]) >= 1


# ----------------------------------------------------------------- engine helpers


def _player(pid: int, rating: int = 0, games: int | list = 0, bonus: int = 0, grade: str = "", **state: object) -> Player:
    start = None
    if rating or games:
        start = {"rating": rating, "games": games, "bonus_count": bonus, "grade": grade, **state}
    return Player(pid, f"P{pid}", None, start_state=start)


def _game(gid: int, b: int, w: int, res: Result | None, *, day: date = D, event: int | None = 1, rnd: int | None = 1,
          handicap: str = "", gtype: GameType = GameType.TOURNAMENT) -> Game:
    return Game(gid, gid, day, b, w, res, type=gtype, event=event, round=rnd, piece_handicap=handicap)


def _replay(players: list[Player], games: list[Game], events: dict[int, Event] | None = None,
            adjustments: list[Adjustment] | None = None) -> tuple[History, object]:
    h = History({p.id: p for p in players}, sorted(games, key=lambda g: (g.date, g.seq)), adjustments or [],
                events if events is not None else {1: Event(1, "Cup", D, D)})
    return h, FesaEngine().replay(h)


def test_established_game_by_game_and_rounded_at_the_end() -> None:
    """pr moves game by game; or is the opponent's rating after the tournament."""
    players = [_player(1, 1600, 40, 100), _player(2, 1600, 40, 100), _player(3, 1600, 40, 100)]
    games = [_game(1, 1, 2, Result.BLACK, rnd=1), _game(2, 1, 3, Result.BLACK, rnd=2), _game(3, 2, 3, Result.JIGO, rnd=3)]
    _, rep = _replay(players, games)
    a, b, c = (rep.final[i].value for i in (1, 2, 3))  # type: ignore[attr-defined]
    first = game_change(1600, b, 1)
    second = game_change(1600 + first, c, 1)
    assert a == round(1600 + first + second)
    assert rep.final[1].games == 42 and rep.final[1].extra["bonus_count"] == 100  # type: ignore[attr-defined]
    row = rep.games[2]  # type: ignore[attr-defined]
    assert row.black_before == pytest.approx(1600 + first)
    assert row.black_after == a
    assert row.detail["black"]["opponent_rating"] == c


def test_sennichite_is_a_draw() -> None:
    players = [_player(1, 1500, 30, 100), _player(2, 1500, 30, 100)]
    _, rep = _replay(players, [_game(1, 1, 2, Result.JIGO)])
    assert rep.final[1].value == 1500 and rep.final[2].value == 1500  # type: ignore[attr-defined]


def test_bonus_count_stops_at_100() -> None:
    players = [_player(1, 1000, 150, 99), _player(2, 1000, 150, 99)]
    games = [_game(1, 1, 2, Result.BLACK, rnd=1), _game(2, 2, 1, Result.BLACK, rnd=2)]
    _, rep = _replay(players, games)
    assert rep.final[1].extra["bonus_count"] == 100  # type: ignore[attr-defined]
    # only the first game paid (1800 - pr)/200: 4 points in all, the two games otherwise cancel out
    assert rep.final[1].value + rep.final[2].value == 2000 + 8  # type: ignore[attr-defined]


def test_unplayed_free_and_unrated_games_change_nothing() -> None:
    players = [_player(1, 1500, 30, 100), _player(2, 1500, 30, 100)]
    events = {1: Event(1, "Cup", D, D), 2: Event(2, "Blitz", D, D, rated=False)}
    games = [
        _game(1, 1, 2, None),
        _game(2, 1, 2, Result.BLACK, event=None, gtype=GameType.FREE),
        _game(3, 1, 2, Result.BLACK, event=2),
    ]
    _, rep = _replay(players, games, events)
    assert all(not rep.games[g].rated for g in (1, 2, 3))  # type: ignore[attr-defined]
    assert rep.final[1].value == 1500 and rep.final[1].games == 30  # type: ignore[attr-defined]
    assert rep.final[1].last_played == D  # type: ignore[attr-defined]


def test_new_players_performance_and_prior_grade() -> None:
    """First tournament: performance over all games; a prior grade adds a win and a loss at its MP."""
    players = [Player(1, "A", None, grade="1 Dan"), Player(2, "B", None), Player(3, "C", None)]
    games = [_game(1, 1, 2, Result.BLACK, rnd=1), _game(2, 1, 3, Result.BLACK, rnd=2), _game(3, 2, 3, Result.BLACK, rnd=3)]
    _, rep = _replay(players, games)
    a, b, c = (rep.final[i] for i in (1, 2, 3))  # type: ignore[attr-defined]
    assert c.value == 1  # all losses
    assert a.games == 4 and b.games == 2 and c.games == 2
    lst = a.extra["state"]["games"]
    assert lst[:2] == [[1740, 0, 1], [1740, 1, 1]]
    assert lst[3] == [400, 1, 1]  # an opponent below 400 counts as 400
    assert a.value == performance_rating([(o, r) for o, r, _ in lst])
    assert a.extra["performance"] and a.grade == "" and a.extra["prior_grade"] == "1 Dan"


def test_performance_until_nine_games_then_formula() -> None:
    """A list player with 6 games playing 3 more is rated by formula (1) from his rating, bonus from 0."""
    lst = [[1500, 1, 1], [1400, 0, 1], [1450, 1, 1], [1300, 0, 1], [1600, 1, 1], [1500, 0, 1]]
    players = [_player(1, 1480, lst), _player(2, 1500, 40, 100)]
    games = [_game(n, 1, 2, Result.BLACK, rnd=n) for n in (1, 2, 3)]
    _, rep = _replay(players, games)
    st = rep.final[1]  # type: ignore[attr-defined]
    assert st.games == 9 and st.extra["bonus_count"] == 3 and not st.extra["performance"]
    players[0] = _player(1, 1480, lst[:5])
    _, rep = _replay(players, games)
    st = rep.final[1]  # type: ignore[attr-defined]
    assert st.games == 8 and st.extra["performance"] and st.extra["bonus_count"] == 0


def test_all_prior_wins_stays_on_performance() -> None:
    lst = [[1500, 1, 1]] * 10
    players = [_player(1, 2000, lst), _player(2, 1500, 40, 100)]
    _, rep = _replay(players, [_game(1, 2, 1, Result.BLACK)])
    st = rep.final[1]  # type: ignore[attr-defined]
    assert st.extra["performance"] and st.games == 11
    assert st.value == performance_rating([(1500, 1)] * 10 + [(rep.final[2].value, 0)])  # type: ignore[attr-defined]


def test_handicap_in_the_engine() -> None:
    """Black receives the rook from White: Black's or is White's rating less the handicap, and
    White's or is Black's rating plus White's own handicap effect."""
    players = [_player(1, 1550, 40, 100), _player(2, 1800, 40, 100)]
    _, rep = _replay(players, [_game(1, 1, 2, Result.BLACK, handicap="rook")])
    row = rep.games[1]  # type: ignore[attr-defined]
    w_after = rep.final[2].value  # type: ignore[attr-defined]
    b_after = rep.final[1].value  # type: ignore[attr-defined]
    assert row.detail["black"]["opponent_rating"] == handicapped_rating(w_after, "rook")
    assert row.detail["white"]["opponent_rating"] == b_after + 250
    assert b_after - 1550 == round(game_change(1550, handicapped_rating(w_after, "rook"), 1))


def test_games_outside_events_are_one_tournament_a_date() -> None:
    players = [_player(1, 1600, 40, 100), _player(2, 1600, 40, 100)]
    games = [_game(1, 1, 2, Result.BLACK, event=None, rnd=None),
             _game(2, 1, 2, Result.BLACK, event=None, rnd=None, day=D + timedelta(days=1))]
    _, rep = _replay(players, games, {})
    # Day 1: 1600 beats 1600 -> +12 / -12; day 2 from 1612 against 1588.
    assert rep.games[1].black_after == 1612  # type: ignore[attr-defined]
    assert rep.games[2].black_before == 1612  # type: ignore[attr-defined]


def test_adjustment_sets_the_rating() -> None:
    players = [_player(1, 1600, 40, 100), _player(2, 1600, 40, 100)]
    adj = Adjustment(1, 1, D, 1, rating=1700)
    _, rep = _replay(players, [_game(1, 1, 2, Result.BLACK, day=D + timedelta(days=1))], adjustments=[adj])
    assert rep.adjustments[1].before == 1600 and rep.adjustments[1].after == 1700  # type: ignore[attr-defined]
    assert rep.games[1].black_before == 1700  # type: ignore[attr-defined]


def test_sweeps_are_bounded() -> None:
    assert 10 <= MAX_SWEEPS <= 1000


def _random_history(seed: int) -> History:
    rnd = random.Random(seed)
    players = []
    for pid in range(1, 21):
        kind = rnd.random()
        if kind < 0.3:
            players.append(Player(pid, f"P{pid}", None, grade=rnd.choice(["", "3 Kyu", "1 Dan", "5 Kyu"])))
        elif kind < 0.5:
            lst = [[rnd.randint(300, 2200), rnd.choice([0, 1, 0.5]), 1] for _ in range(rnd.randint(1, 7))]
            players.append(_player(pid, rnd.randint(300, 2200), lst))
        else:
            players.append(_player(pid, rnd.randint(300, 2300), rnd.randint(9, 120), rnd.randint(0, 100),
                                   rnd.choice(["", "5 Kyu", "1 Kyu", "1 Dan"])))
    events = {n: Event(n, f"T{n}", rated=n % 7 != 0) for n in range(1, 16)}
    games = []
    gid = 0
    day = date(2020, 1, 1)
    for ev in range(1, 16):
        day += timedelta(days=rnd.randint(1, 20))
        for rnd_no in range(1, 5):
            pool = rnd.sample(range(1, 21), 8)
            for b, w in zip(pool[::2], pool[1::2]):
                gid += 1
                games.append(Game(gid, gid, day, b, w, rnd.choice([Result.BLACK, Result.WHITE, Result.JIGO, None]),
                                  type=rnd.choice(list(GameType)), event=ev if rnd.random() < 0.8 else None,
                                  round=rnd_no, piece_handicap=rnd.choice(["", "", "", "rook", "sente", "2 pieces"])))
    h = History({p.id: p for p in players}, games, [], events)
    h.sort()
    return h


@pytest.mark.parametrize("seed", [1, 2])
def test_resume_from_any_checkpoint_equals_full_replay(seed: int) -> None:
    h = _random_history(seed)
    full = FesaEngine().replay(h, checkpoints=10)
    assert len(full.checkpoints) >= 5
    for cp in full.checkpoints:
        part = FesaEngine().replay(h, cp, checkpoints=10)
        assert part.final == full.final
        assert all(part.games[g] == full.games[g] for g in part.games)
        assert {g.id for g in h.games if g.date > cp.after} <= set(part.games)
    json.dumps([st.extra["state"] for st in full.final.values()])  # a state the controller can store


def test_checkpoint_state_is_not_changed_by_later_replays() -> None:
    h = _random_history(3)
    full = FesaEngine().replay(h, checkpoints=10)
    cp = full.checkpoints[0]
    snapshot = {pid: repr(s) for pid, s in cp.state.items()}
    FesaEngine().replay(h, cp)
    assert {pid: repr(s) for pid, s in cp.state.items()} == snapshot


# ----------------------------------------------------------------- grades (section 7)


def _grading(grade: str = "", lb: tuple[int, bool] | None = None, mp: int | None = None, dan_rule: bool = True,
             dan: tuple = ((0, ()),) * 5) -> _Grading:
    g = parse_grade(grade)
    return _Grading(g.ordinal if g else 0, lb, mp, dan, dan_rule)


def test_no_grade_before_nine_games() -> None:
    g = _grading()
    grade_after(g, 1500, 1500, 8, 8)
    assert g.grade == 0


def test_nine_to_seventeen_games_need_the_ub_of_the_grade_above() -> None:
    g = _grading()
    grade_after(g, 1182, 1198, 3, 11)  # 13th Nekomadoken, N52: 8 kyu (7 kyu would need 1200)
    assert g.grade == parse_grade("8 Kyu").ordinal  # type: ignore[union-attr]
    g = _grading("4 Kyu")
    grade_after(g, 1536, 1562, 3, 14)  # 14th Nekomadoken, N41: 3 kyu at 1560
    assert g.grade == parse_grade("3 Kyu").ordinal  # type: ignore[union-attr]


def test_from_18_games_ub_mp_and_lb_routes() -> None:
    g = _grading("2 Kyu")
    g.test(1680)  # UB of 1 kyu
    assert g.grade == parse_grade("1 Kyu").ordinal  # type: ignore[union-attr]
    g = _grading("2 Kyu", lb=(6, True), mp=6)
    g.test(1630)  # the 7th game above 1 kyu's MP
    assert g.grade == parse_grade("1 Kyu").ordinal and g.lb is None  # type: ignore[union-attr]
    g = _grading("2 Kyu", lb=(13, True))
    g.test(1570)  # 14 games above LB, MP reached once
    assert g.grade == parse_grade("1 Kyu").ordinal  # type: ignore[union-attr]
    g = _grading("2 Kyu", lb=(13, False))
    g.test(1570)  # never reached MP
    assert g.grade == parse_grade("2 Kyu").ordinal and g.lb == (14, False)  # type: ignore[union-attr]
    g.test(1500)  # below LB: counting starts again
    assert g.lb is None and g.mp is None


def test_tournament_change_divided_equally() -> None:
    """+60 over 3 games counts as 1580, 1600, 1620: one game above MP (1620), three above LB."""
    g = _grading("2 Kyu")
    grade_after(g, 1560, 1620, 3, 25)
    assert g.lb == (3, True) and g.mp == 1


def test_bound_to_get_it() -> None:
    """13 games above LB with MP once: even 20 full losses from 1640 keep him above LB for the 14th."""
    g = _grading("2 Kyu", lb=(13, True))
    grade_after(g, 1640, 1640, 0, 30)
    assert g.grade == parse_grade("1 Kyu").ordinal  # type: ignore[union-attr]
    g = _grading("2 Kyu", lb=(5, True))
    grade_after(g, 1640, 1640, 0, 30)
    assert g.grade == parse_grade("2 Kyu").ordinal  # type: ignore[union-attr]


def test_dan_needs_games_against_the_grade_below_midpoint() -> None:
    g = _grading("1 Kyu")
    g.test(1800)
    assert g.grade == parse_grade("1 Kyu").ordinal  # no games against 1620 or better  # type: ignore[union-attr]
    assert g.mp == 1  # still counted, so the grade comes once the games are there
    g = _grading("1 Kyu", dan=((7, (5,)),) + ((0, ()),) * 4)
    g.test(1800)
    assert g.grade == parse_grade("1 Kyu").ordinal  # seven games, but one opponent  # type: ignore[union-attr]
    g = _grading("1 Kyu", dan=((7, (5, 6)),) + ((0, ()),) * 4)
    g.test(1800)
    assert g.grade == parse_grade("1 Dan").ordinal  # type: ignore[union-attr]
    g = _grading("1 Kyu", dan_rule=False)
    g.test(1800)
    assert g.grade == parse_grade("1 Dan").ordinal  # as the FESA program did  # type: ignore[union-attr]


def test_engine_counts_dan_games() -> None:
    players = [_player(1, 1790, 30, 100, "1 Kyu")] + [_player(p, 1700, 40, 100) for p in (2, 3)]
    games = [_game(n, 1, 2 + n % 2, Result.BLACK, rnd=n) for n in range(1, 8)]
    _, rep = _replay(players, games)
    st = rep.final[1]  # type: ignore[attr-defined]
    assert st.extra["state"]["dan_games"][0] == [7, [3, 2]]
    assert st.value > 1800 and st.grade == "1 Dan"  # UB of 1 dan passed, 7 games against two opponents


# ----------------------------------------------------------------- the reader


def test_lisp_reader_forms() -> None:
    text = '(#S(PLAYER :LAST-NAME "van \\"Dam\\" Jr" :NATIONALITY-LIST (#S(HOME :LIST #\\E :LAST NIL)) ' \
           ':LB-COUNT (:LB 6 NIL) :MP-COUNT (:MP 2) :FLAG T :X 1/2 :Y -3 :Z 2.5 :S FOO) ; comment\n)'
    (top,) = read_lisp(text)
    s = top[0]
    assert isinstance(s, Struct) and s.name == "PLAYER" and s.line == 1
    assert s.fields["LAST-NAME"] == 'van "Dam" Jr'
    home = s.fields["NATIONALITY-LIST"][0]
    assert home.name == "HOME" and home.fields == {"LIST": "E", "LAST": None}
    assert s.fields["LB-COUNT"] == [Keyword("LB"), 6, None]
    assert s.fields["FLAG"] is True and s.fields["X"] == Fraction(1, 2) and s.fields["Y"] == -3
    assert s.fields["Z"] == 2.5 and s.fields["S"] == Symbol("FOO")


PRE = (
    '(#S(PLAYER :LAST-NAME "Ishikawa" :FIRST-NAME "Musashi" :NATIONALITY-LIST (#S(HOME :LIST #\\E :NATIONALITY "FR" '
    ':RESIDENS "FR" :LAST "2013-04-05")) :GRADE-LEVEL 0 :GRADE-NAME "" :NSR-GRADE-LEVEL 1 :NSR-GRADE-NAME "Dan" '
    ':ELO-NUMBER 1766 :GAMES ((1740 0 1) (1740 1 1) (1550 1/2 1)) :LAST-PLAYED "2013-04-05" :LB-COUNT NIL '
    ':MP-COUNT NIL :BONUS-COUNT 0)\n'
    '#S(PLAYER :LAST-NAME "N2" :FIRST-NAME "" :NATIONALITY-LIST (#S(HOME :LIST #\\E :NATIONALITY "JP" :RESIDENS "JP" '
    ':LAST "2017-02-05")) :GRADE-LEVEL 4 :GRADE-NAME "Dan" :NSR-GRADE-LEVEL 5 :NSR-GRADE-NAME "Dan" :ELO-NUMBER 2297 '
    ':GAMES 23 :LAST-PLAYED "2017-02-05" :LB-COUNT (:LB 6 T) :MP-COUNT (:MP 2) :BONUS-COUNT 15)\n\n)\n'
)


def test_rating_list_players_and_start_state() -> None:
    a, b = parse_rating_list(PRE)
    assert (a.name, a.line, a.prior_grade, a.grade, a.rating) == ("Ishikawa Musashi", 1, "1 Dan", "", 1766)
    assert a.games == [[1740, 0, 1], [1740, 1, 1], [1550, 0.5, 1]]
    assert (b.name, b.line, b.grade, b.prior_grade, b.games, b.bonus_count) == ("N2", 2, "4 Dan", "5 Dan", 23, 15)
    assert b.lb_count == [6, True] and b.mp_count == 2 and b.nationality == "JP"
    state = b.start_state()
    assert json.loads(json.dumps(state)) == state
    assert {"rating", "games", "bonus_count", "grade", "prior_grade", "lb_count", "mp_count", "last_played"} <= set(state)


@pytest.mark.parametrize(
    ("text", "line", "reason"),
    [
        ('(#S(PLAYER :LAST-NAME "A"\n :GAMES 3\n', 1, "never closed"),
        ('(#S(PLAYER :LAST-NAME "A" :GAMES 3)\n#S(PLAYER :LAST-NAME "B" :GAMES ((1 2)))\n)', 2, "GAMES"),
        ('(#S(PLAYER :LAST-NAME "A" :GAMES 3)\n#S(PLAYER :LAST-NAME "B" :GRADE-LEVEL 30 :GRADE-NAME "Kyu")\n)', 2, "grade"),
        ('(#S(PLAYER :LAST-NAME "A" :ELO-NUMBER "x")\n)', 1, "ELO-NUMBER"),
        ('(\n#S(PLAYER :LAST-NAME "A" :LB-COUNT (:MP 2))\n)', 2, "LB-COUNT"),
        ('(\n\n"oops)', 3, "string"),
        ('(\n)\n)', 3, "closes nothing"),
        ('(\n#S(PLAYER :LAST-NAME)\n)', 2, "without a value"),
    ],
)
def test_broken_rating_lists_name_the_line(text: str, line: int, reason: str) -> None:
    with pytest.raises(InputError) as exc:
        parse_rating_list(text)
    assert exc.value.problems[0][0] == line
    assert reason in exc.value.problems[0][1]


TOURNAMENT = """[Club Cup]
[2024-03-02]
1 [Sato] [Ken] [2+ 3=(-R) 0-]
2 [Ito] [] [1- 0- 3+]
3 [Abe] [Yu] [0+ 1=(+R) 2-]
"""


def test_tournament_games() -> None:
    t = parse_tournament(TOURNAMENT)
    assert (t.name, t.date, [e.name for e in t.entrants]) == ("Club Cup", D, ["Sato Ken", "Ito", "Abe Yu"])
    rows = tournament_games(t)
    got = [(g.round, g.black, g.white, g.result, g.piece_handicap, g.line) for g in rows]
    assert got == [
        (1, "Sato Ken", "Ito", Result.BLACK, "", 3),
        (2, "Abe Yu", "Sato Ken", Result.JIGO, "rook", 3),  # Sato gave the rook: the giver plays White
        (3, "Ito", "Abe Yu", Result.BLACK, "", 4),
    ]
    assert all(g.type is GameType.TOURNAMENT and g.event == "Club Cup" and g.date == D for g in rows)


@pytest.mark.parametrize(
    ("text", "line", "reason"),
    [
        ("[Cup]\n[2024-13-02]\n1 [A] [] [2+]\n2 [B] [] [1-]\n", 2, "not a date"),
        ("[Cup]\n[2024-03-02]\n1 [A] [] [2+]\n2 [B] [] [1+]\n", 3, "one point"),
        ("[Cup]\n[2024-03-02]\n1 [A] [] [2+]\n2 [B] [] [3-]\n3 [C] [] [0-]\n", 3, "says otherwise"),
        ("[Cup]\n[2024-03-02]\n1 [A] [] [2+ 0-]\n2 [B] [] [1-]\n", 4, "rounds"),
        ("[Cup]\n[2024-03-02]\n1 [A] [] [2+(+R)]\n2 [B] [] [1-(+R)]\n", 3, "handicap"),
        ("[Cup]\n[2024-03-02]\n1 [A] [] [2+(+Q)]\n2 [B] [] [1-(-Q)]\n", 3, "handicap"),
        ("[Cup]\n[2024-03-02]\n1 [A] [] [2+ 3x]\n2 [B] [] [1- 0-]\n", 3, "not a result"),
        ("[Cup]\n[2024-03-02]\n1 [A] [] [5+]\n2 [B] [] [0-]\n", 3, "no opponent"),
        ("[Cup]\n[2024-03-02]\n1 [A] [2+]\n2 [B] [] [1-]\n", 3, "[results]"),
    ],
)
def test_broken_tournaments_name_the_line(text: str, line: int, reason: str) -> None:
    with pytest.raises(InputError) as exc:
        parse_tournament(text)
    assert any(ln == line and reason in r for ln, r in exc.value.problems), exc.value.problems


def test_read_fesa_dir(tmp_path: Path) -> None:
    (tmp_path / "ratingliste.pre").write_text(PRE, encoding="iso-8859-1")
    (tmp_path / "turnering.txt").write_text(
        "[Cup]\n[2024-03-02]\n1 [Ishikawa] [Musashi] [2+]\n2 [Hébert] [Pascal] [1-]\n", encoding="iso-8859-1"
    )
    (tmp_path / "nye-spillere").write_text(
        '(\n("Hébert" "Pascal" (#S(HOME :list #\\E :nationality "FR" :residens "FR")) 3 "Kyu" 0 0 nil)\n)\n',
        encoding="iso-8859-1",
    )
    batch = read_fesa_dir(tmp_path)
    names = [(p.name, p.grade, p.rank, p.start_state is not None) for p in batch.players]
    assert names == [("Ishikawa Musashi", "1 Dan", None, True), ("N2", "5 Dan", None, True),
                     ("Hébert Pascal", "3 Kyu", None, False)]
    assert [(e.name, e.start, e.end) for e in batch.events] == [("Cup", D, D)]
    assert [(g.black, g.white, g.result, g.round) for g in batch.games] == [
        ("Ishikawa Musashi", "Hébert Pascal", Result.BLACK, 1)
    ]


def test_read_fesa_dir_refuses_what_is_not_a_fesa_folder(tmp_path: Path) -> None:
    with pytest.raises(InputError):
        read_fesa_dir(tmp_path / "missing")
    with pytest.raises(InputError, match="ratingliste.pre"):
        read_fesa_dir(tmp_path)


def test_names() -> None:
    assert player_name("Ould Ahmed", "Samy") == "Ould Ahmed Samy"
    assert player_name("N2", "") == "N2"


def test_tournament_lists_a_player_once() -> None:
    with pytest.raises(InputError) as exc:
        parse_tournament("[Cup]\n[2024-03-02]\n1 [A] [] [2+]\n2 [A] [] [1-]\n")
    assert exc.value.problems == [(4, '"A" is already listed on line 3')]


def test_tournament_before_a_players_last_game_is_refused(tmp_path: Path) -> None:
    """The program refuses a tournament older than a player's last one: it was rated already."""
    (tmp_path / "ratingliste.pre").write_text(PRE, encoding="iso-8859-1")
    (tmp_path / "turnering.txt").write_text("[Cup]\n[2015-01-01]\n1 [N2] [] [2+]\n2 [New] [] [1-]\n")
    with pytest.raises(InputError) as exc:
        read_fesa_dir(tmp_path)
    assert exc.value.problems[0][0] == 3 and "2017-02-05" in exc.value.problems[0][1]


def test_announced_newcomers_without_games_are_players_too(tmp_path: Path) -> None:
    (tmp_path / "ratingliste.pre").write_text(PRE, encoding="iso-8859-1")
    (tmp_path / "nye-spillere").write_text('(\n("N58" "" (#S(HOME :list #\\E :nationality "JP")) 1 "Kyu" 0 0 nil)\n)\n')
    batch = read_fesa_dir(tmp_path)
    assert [(p.name, p.grade, p.country, p.start_state) for p in batch.players][-1] == ("N58", "1 Kyu", "JP", None)
    assert batch.games == [] and batch.events == []
