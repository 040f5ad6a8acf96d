"""EGD tournament tables: the two real OpenGotha files, round trips, and every refusal with its line."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from clubrater.domain.errors import InputError
from clubrater.domain.model import GameType, Result
from clubrater.domain.ranks import parse_rank
from clubrater.domain.records import GameRow
from clubrater.io.h9 import (
    H9Header,
    H9Result,
    H9Table,
    build_table,
    check_table,
    computed_handicap,
    read_h9,
    table_to_batch,
    write_h9,
)


def _egd_fixtures() -> Path:
    """/work/shared/fixtures/egd, found by walking up from the repository to its `shared` sibling."""
    for parent in Path(__file__).resolve().parents:
        candidate = parent / "shared" / "fixtures" / "egd"
        if candidate.is_dir():
            return candidate
    pytest.skip("shared EGD fixtures not found")


IOCT = "ioct_20_02.h9"
JUVISY = "juvisy.h9"

HEADER = "; CL[B]\n; EV[Club Cup]\n; PC[,Lyon]\n; DT[2024-03-02,2024-03-03]\n; KM[6.5]\n"


def _read(name: str) -> H9Table:
    return read_h9(_egd_fixtures() / name)


def _refusal(text: str) -> list[tuple[int, str]]:
    with pytest.raises(InputError) as info:
        read_h9(text)
    return info.value.problems


def _game_keys(games: list[GameRow]) -> list[tuple]:
    return sorted(
        (g.round, g.black, g.white, g.result, g.handicap, g.komi, g.date, g.event, g.klass, g.black_rank, g.white_rank)
        for g in games
    )


# ---------------------------------------------------------------------------------------------- the real files


def test_ioct_header_and_players() -> None:
    table = _read(IOCT)
    h = table.header
    assert (h.klass, h.name, h.place) == ("D", "Istanbul Online City Tournament 2020/02", "TR, Istanbul")
    assert (h.start, h.end, h.komi, h.handicap_policy, h.time) == (date(2020, 8, 30), date(2020, 8, 30), 6.5, "", "120")
    assert h.comment == "Standard byo-yomi"
    assert len(table.players) == 4 and table.rounds == 3
    first = table.players[0]
    assert (first.place, first.surname, first.given, first.rank, first.country, first.club) == (
        1,
        "Kulubecioglu",
        "Ali",
        parse_rank("7k"),
        "TR",
        "Hat",
    )
    assert first.columns == ["1", "3", "3", "3"]
    assert first.results[0] == H9Result(3, "+", "b", 7)
    assert first.line == 11


def test_juvisy_latin1_names_header_and_free_rounds() -> None:
    raw = (_egd_fixtures() / JUVISY).read_bytes()
    assert b"Andr\xe9" in raw  # really ISO-8859-1, not UTF-8
    table = read_h9(raw)
    assert len(table.players) == 19 and table.rounds == 4
    names = [p.name for p in table.players]
    assert {"Nemo André", "Burq François", "Moscardo Léo", "Sarocchi Pierre-Luc"} <= set(names)
    h = table.header
    assert (h.klass, h.handicap_policy, h.handicap_reduction, h.komi) == ("A", "h1", 1, 7.5)
    assert (h.start, h.end, h.place) == (date(2019, 10, 26), date(2019, 10, 28), "Juvisy")
    daguenet = table.players[1]
    assert [r.token() for r in daguenet.results] == ["1-/b0", "0=", "0=", "0="]
    assert all(r.is_free for r in daguenet.results[1:])


def test_ioct_games_with_explicit_handicaps() -> None:
    batch = table_to_batch(_read(IOCT))
    assert len(batch.games) == 6
    assert [sum(g.round == r for g in batch.games) for r in (1, 2, 3)] == [2, 2, 2]
    (event,) = batch.events
    assert (event.name, event.klass, event.rounds, event.komi, event.start) == (
        "Istanbul Online City Tournament 2020/02",
        "D",
        3,
        6.5,
        date(2020, 8, 30),
    )
    first = batch.games[0]
    assert (first.black, first.white, first.result, first.handicap, first.komi) == (
        "Kulubecioglu Ali",
        "Celebican Barkin",
        Result.BLACK,
        7,
        0.5,
    )
    assert (first.black_rank, first.white_rank, first.round, first.type, first.klass) == (
        parse_rank("7k"),
        parse_rank("1d"),
        1,
        GameType.TOURNAMENT,
        "D",
    )
    even = next(g for g in batch.games if g.handicap == 0)
    assert (even.black, even.white, even.komi, even.result) == ("Ozgan Etkin", "Kibar Banu", 6.5, Result.WHITE)
    players = {p.name: p for p in batch.players}
    assert players["Kibar Banu"].rank == parse_rank("9k") and players["Kibar Banu"].club == "Ist"
    assert players["Kibar Banu"].country == "TR"


def test_juvisy_games_skip_free_rounds() -> None:
    batch = table_to_batch(_read(JUVISY), GameType.CLUB)
    # round 1: 18 players paired (Vargas free), rounds 2-4: 18 paired (Daguenet free)
    assert len(batch.games) == 36
    assert sum("Daguenet Mathieu" in (g.black, g.white) for g in batch.games) == 1
    assert sum("Vargas Olga" in (g.black, g.white) for g in batch.games) == 3
    assert all(g.date == date(2019, 10, 26) and g.type is GameType.CLUB for g in batch.games)
    pairs = [frozenset((g.round, g.black, g.white)) for g in batch.games]
    assert len(set(pairs)) == 36  # each game once
    nemo = next(p for p in batch.players if p.name == "Nemo André")
    assert (nemo.rank, nemo.club, nemo.country, nemo.line) == (parse_rank("2k"), "78Ve", "FR", 16)
    handicap = next(g for g in batch.games if g.round == 4 and g.white == "Minieri Davide")
    assert (handicap.black, handicap.handicap, handicap.komi) == ("Pinchard Alexandre", 4, 0.5)


@pytest.mark.parametrize("name", [IOCT, JUVISY])
def test_read_write_read_is_equal(name: str) -> None:
    table = _read(name)
    text = write_h9(table)
    again = read_h9(text)
    assert again == table
    assert read_h9(text.encode("iso-8859-15")) == table
    assert read_h9(text.encode("utf-8")) == table


@pytest.mark.parametrize("name", [IOCT, JUVISY])
def test_batch_build_write_read_gives_the_same_games(name: str) -> None:
    table = _read(name)
    batch = table_to_batch(table)
    players = [(p.name, p.rank, p.country, p.club, p.egd_pin) for p in batch.players]
    rebuilt = build_table(table.header, players, batch.games)
    again = table_to_batch(read_h9(write_h9(rebuilt)))
    assert _game_keys(again.games) == _game_keys(batch.games)
    assert [(p.name, p.rank, p.club, p.country) for p in sorted(again.players, key=lambda p: p.name)] == [
        (p.name, p.rank, p.club, p.country) for p in sorted(batch.players, key=lambda p: p.name)
    ]


# ---------------------------------------------------------------------------------------------- conventions


def test_missing_handicaps_come_from_grades_less_the_reduction_and_weaker_plays_black() -> None:
    text = (
        HEADER
        + "; HA[h1]\n"
        + "   1 Strong Sam      1k FR Lyon  2+  3+\n"
        + "   2 Weak Wendy      5k FR Lyon  1-  0-\n"
        + "   3 Novice Nick    25k FR Lyon  0+  1-\n"
    )
    batch = table_to_batch(read_h9(text))
    g1, g2 = batch.games
    assert (g1.black, g1.white, g1.handicap, g1.komi, g1.result) == ("Weak Wendy", "Strong Sam", 3, 0.5, Result.WHITE)
    assert (g2.black, g2.white, g2.handicap) == ("Novice Nick", "Strong Sam", 9)  # 24 - 1 capped at 9
    assert batch.events[0].handicap_policy == "h1"


def test_without_ha_missing_handicaps_are_even_and_first_listed_is_black() -> None:
    text = HEADER + "   1 Strong Sam 1k FR Lyon 2+\n   2 Weak Wendy 5k FR Lyon 1-\n"
    (game,) = table_to_batch(read_h9(text)).games
    assert (game.black, game.white, game.handicap, game.komi) == ("Strong Sam", "Weak Wendy", 0, 6.5)
    (game,) = table_to_batch(read_h9(text), handicap_reduction=2).games
    assert (game.black, game.handicap) == ("Weak Wendy", 2)


def test_computed_handicap_bounds() -> None:
    assert computed_handicap(parse_rank("3d"), parse_rank("5k"), 1) == 6
    assert computed_handicap(parse_rank("3k"), parse_rank("2k"), 2) == 0
    assert computed_handicap(parse_rank("3k"), parse_rank("20k"), None) == 0


def test_opengotha_marks_unknown_result_by_default_and_unknown_colour() -> None:
    text = HEADER + (
        "   1 Alpha Ann   2k FR Lyon 2?/b0  3+!w0  2+/?1\n"
        "   2 Beta Bob    3k FR Lyon 1?/w0  0=     1-/?1\n"
        "   3 Gamma Guy   4k FR Lyon 0-     1-!b0  0+\n"
    )
    table = read_h9(text)
    assert table.players[0].results == [
        H9Result(2, "?", "b", 0),
        H9Result(3, "+", "w", 0, by_default=True),
        H9Result(2, "+", None, 1),
    ]
    assert read_h9(write_h9(table)) == table
    games = table_to_batch(table).games
    assert len(games) == 2  # the game won by default was not played
    unknown, handicap = games
    assert (unknown.black, unknown.result) == ("Alpha Ann", None)
    assert (handicap.black, handicap.white, handicap.result, handicap.handicap) == (
        "Beta Bob",
        "Alpha Ann",
        Result.WHITE,
        1,
    )


def test_blank_place_pin_and_half_point_columns() -> None:
    text = HEADER + (
        "   1 Alpha Ann       2k FR Lyon  1½  12?   2+/b0 |12345678\n"
        "     Beta Bob        2k FR xxxx   1   12   1-/w0\n"  # tied: OpenGotha leaves the place blank
        "   3 Van_der_Berg Jan Piet 3k XX Lyon 0 0  0-\n"
    )
    table = read_h9(text)
    alpha, beta, van = table.players
    assert (alpha.pin, alpha.columns) == ("12345678", ["1½", "12?"])
    assert (beta.place, beta.club) == (2, "xxxx")
    assert (van.surname, van.given, van.name) == ("Van_der_Berg", "Jan Piet", "Van_der_Berg Jan Piet")
    batch = table_to_batch(table)
    rows = {p.name: p for p in batch.players}
    assert rows["Alpha Ann"].egd_pin == "12345678"
    assert (rows["Beta Bob"].club, rows["Van_der_Berg Jan Piet"].country) == ("", "")
    assert read_h9(write_h9(table)) == table
    assert "|12345678" in write_h9(table)


def test_windows_and_bom_encodings() -> None:
    text = HEADER + "   1 Šimek Ondřej 2k CZ Brno 2+\n   2 Nemo André 2k FR Lyon 1-\n"
    table = read_h9(("\ufeff" + text).encode("utf-8"))
    assert table.players[1].name == "Nemo André"
    latin = read_h9(text.replace("ř", "r").encode("cp1252"))
    assert latin.players[0].name == "Šimek Ondrej"
    assert read_h9(text.replace("ř", "r").encode("iso-8859-15")).players[0].name == "Šimek Ondrej"


def test_build_table_places_by_score_then_sos_then_name_with_unpaired_rounds() -> None:
    day = date(2024, 5, 1)
    rank = parse_rank
    players = [
        ("Dupont Anne", rank("3k"), "FR", "Lyon", "111"),
        ("Martin Paul", rank("5k"), "fr", "", ""),
        ("Zeller Eva", rank("1d"), "France", "Lyon Go", ""),
        ("Bernard Luc", rank("10k"), "FR", "Lyon", ""),
    ]
    games = [
        GameRow(day, "Martin Paul", "Dupont Anne", Result.BLACK, handicap=2, komi=0.5, round=1),
        GameRow(day, "Zeller Eva", "Bernard Luc", Result.BLACK, round=1),
        GameRow(day, "Zeller Eva", "Martin Paul", Result.WHITE, round=2),
        GameRow(day, "Dupont Anne", "Bernard Luc", Result.JIGO, round=3),
    ]
    header = H9Header(klass="C", name="Spring", place="Lyon", start=day, end=day, komi=6.5)
    table = build_table(header, players, games)
    assert [p.name for p in table.players] == ["Martin Paul", "Zeller Eva", "Dupont Anne", "Bernard Luc"]
    martin, zeller, dupont, bernard = table.players
    assert [r.token() for r in martin.results] == ["3+/b2", "2+/w0", "0-"]
    assert [r.token() for r in zeller.results] == ["4+/b0", "1-/b0", "0-"]
    assert [r.token() for r in dupont.results] == ["1-/w2", "0-", "4=/b0"]
    assert martin.columns == ["2", "1.5"] and dupont.columns == ["0.5", "2.5"]
    assert (zeller.country, zeller.club, martin.country, martin.club, dupont.pin) == (
        "XX",
        "Lyon_Go",
        "FR",
        "xxxx",
        "111",
    )
    assert check_table(table) == []
    text = write_h9(table)
    assert "; CL[C]" in text and "; DT[2024-05-01,2024-05-01]" in text and "; KM[6.5]" in text
    assert read_h9(text) == table
    back = table_to_batch(read_h9(text))

    def brief(rows: list[GameRow]) -> list[tuple]:
        return sorted((g.round, g.black, g.white, g.result, g.handicap, g.komi) for g in rows)

    assert brief(back.games) == brief(games)
    jigo = next(g for g in back.games if g.round == 3)
    assert (jigo.black, jigo.result, jigo.komi) == ("Dupont Anne", Result.JIGO, 6.5)


def test_build_table_without_rounds_puts_games_in_order() -> None:
    day = date(2024, 5, 1)
    players = [(n, parse_rank("5k"), "FR", "Lyon", "") for n in ("A a", "B b", "C c")]
    games = [
        GameRow(day, "A a", "B b", Result.BLACK),
        GameRow(day, "C c", "A a", Result.BLACK),
        GameRow(day, "B b", "C c", Result.BLACK),
    ]
    table = build_table(H9Header(name="Club league", start=day), players, games)
    assert table.rounds == 3
    assert [p.name for p in table.players] == ["A a", "B b", "C c"]  # all 1 win, SOS 2: by name
    assert sorted(g.round for g in table_to_batch(table).games) == [1, 2, 3]


def test_build_table_refuses_unknown_players_and_double_rounds() -> None:
    day = date(2024, 5, 1)
    players = [(n, parse_rank("5k"), "FR", "Lyon", "") for n in ("A a", "B b", "C c")]
    with pytest.raises(InputError) as info:
        build_table(H9Header(), players, [GameRow(day, "A a", "Nobody", Result.BLACK, line=7)])
    assert info.value.problems == [(7, '"Nobody" is not among the event\'s players')]
    games = [
        GameRow(day, "A a", "B b", Result.BLACK, line=2, round=1),
        GameRow(day, "A a", "C c", None, line=3, round=1),
    ]
    with pytest.raises(InputError) as info:
        build_table(H9Header(), players, games)
    assert info.value.problems == [(3, '"A a" has two games in round 1')]


# ---------------------------------------------------------------------------------------------- refusals


GOOD = HEADER + (  # lines 6..9
    "   1 Alpha Ann   2k FR Lyon  3  2+/b0  3+/w1\n"
    "   2 Beta Bob    3k FR Lyon  1  1-/w0  4+/b0\n"
    "   3 Gamma Guy   4k FR Lyon  1  4+/b0  1-/b1\n"
    "   4 Delta Dan   5k FR Lyon  0  3-/w0  2-/w0\n"
)


def _broken(old: str, new: str) -> str:
    assert old in GOOD
    return GOOD.replace(old, new)


def test_good_table_reads() -> None:
    assert len(table_to_batch(read_h9(GOOD)).games) == 4


@pytest.mark.parametrize(
    ("old", "new", "line", "words"),
    [
        ("1-/w0  4+/b0", "1-/w0", 7, "1 result, but the table has 2 rounds (as on line 6)"),
        ("4+/b0  1-/b1", "9+/b0  1-/b1", 8, "no player with place 9"),
        ("3-/w0  2-/w0", "3+/w0  2-/w0", 8, "results do not match"),
        ("3-/w0  2-/w0", "3-/b0  2-/w0", 8, "colours do not match"),
        ("1-/b1", "1-/b2", 6, "handicaps do not match"),
        ("3-/w0  2-/w0", "2-/w0  2-/w0", 8, 'place 4 (line 9) has "2-/w0" in round 1'),
        ("2+/b0  3+/w1", "1+/b0  3+/w1", 6, "against the player himself"),
        ("3-/w0  2-/w0", "3-/w0  2-!w0", 7, "by-default marks do not match"),
        ("; CL[B]", "; CL[X]", 1, "CL[X] is not A, B, C or D"),
        ("DT[2024-03-02,2024-03-03]", "DT[2 March 2024]", 4, "not dates"),
        ("DT[2024-03-02,2024-03-03]", "DT[2024-03-03,2024-03-02]", 4, "ends before it starts"),
        ("; KM[6.5]", "; KM[six]\n; HA[2 stones]", 6, "HA[2 stones] is not like HA[h0]"),
        ("; KM[6.5]", "; KM[six]", 5, "KM[six] is not a number"),
        ("Beta Bob    3k", "Beta Bob    35k", 7, 'rank "35k" is out of range'),
        ("Beta Bob    3k FR", "Beta Bob    FR", 7, "no rank, country and club"),
        ("4+/b0  1-/b1", "4+/b0  1-/x1", 8, 'round 2: result "1-/x1" is not like'),
        ("4+/b0  1-/b1", "4+/b0  1-/b1  5", 8, 'round 3: result "5" is not like'),
        ("2-/w0\n", "2-/w0 |abc\n", 9, "PIN"),
        ("   3 Gamma", "   2 Gamma", 8, "place 2 is already used on line 7"),
    ],
)
def test_each_broken_table_is_refused_with_its_line(old: str, new: str, line: int, words: str) -> None:
    problems = _refusal(_broken(old, new))
    assert any(at == line and words in reason for at, reason in problems), problems


def test_every_problem_is_listed_at_once() -> None:
    text = _broken("; CL[B]", "; CL[Z]").replace("Beta Bob    3k", "Beta Bob    0k").replace("3-/w0", "3*w0")
    problems = _refusal(text)
    lines = [at for at, _ in problems]
    assert 1 in lines and 7 in lines and 9 in lines
    with pytest.raises(InputError, match="line 1: class CL"):
        read_h9(text)


def test_table_without_dates_or_name_cannot_be_imported() -> None:
    table = read_h9(GOOD.replace("; DT[2024-03-02,2024-03-03]\n", ""))
    with pytest.raises(InputError, match="no DT"):
        table_to_batch(table)
    table = read_h9(GOOD.replace("; EV[Club Cup]\n", ""))
    with pytest.raises(InputError, match="no EV"):
        table_to_batch(table)
    only_end = read_h9(GOOD.replace("DT[2024-03-02,2024-03-03]", "DT[2024-03-03]"))
    assert {g.date for g in table_to_batch(only_end).games} == {date(2024, 3, 3)}


def test_empty_table_and_duplicate_names_are_refused() -> None:
    with pytest.raises(InputError, match="no player lines"):
        read_h9(HEADER)
    twins = GOOD.replace("Delta Dan", "Alpha Ann")
    with pytest.raises(InputError, match="same name as line 6"):
        table_to_batch(read_h9(twins))


def test_build_table_refusals_without_lines_are_in_the_message() -> None:
    day = date(2024, 5, 1)
    players = [("A a", parse_rank("5k"), "FR", "Lyon", ""), ("A a", parse_rank("4k"), "FR", "Lyon", "")]
    with pytest.raises(InputError, match='"A a" is listed twice') as info:
        build_table(H9Header(), players, [GameRow(day, "A a", "A a", Result.BLACK, handicap=12, line=4)])
    assert (4, "handicap 12 is not 0..9") in info.value.problems
    assert (4, '"A a" plays against himself') in info.value.problems


def test_place_with_country_and_unsafe_names_are_written_readably() -> None:
    table = _read(IOCT)
    assert "; PC[TR, Istanbul]" in write_h9(table)
    table.players[0].given = "Ali|Veli;x"
    again = read_h9(write_h9(table))
    assert again.players[0].given == "Ali_Veli_x" and again.header.place == "TR, Istanbul"
