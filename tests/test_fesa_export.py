"""Files back to the FESA rating program (issue 15), on the program's own files (shared fixtures).

The writers are checked against what the program wrote: its rating lists read and written
again are the same text, the state ClubRater reaches by rating 13th and 14th Nekomadoken is
`ratingliste.post` line for line, and an event written as turnering.txt + nye-spillere and
read back into a club taken over from the same `ratingliste.pre` rates to the same numbers.
"""

from __future__ import annotations

import shutil
from datetime import date
from fractions import Fraction
from pathlib import Path

import pytest

from clubrater.domain.errors import InputError
from clubrater.domain.model import Event, Game, History, Player, Result
from clubrater.domain.records import GameRow, ImportBatch
from clubrater.engines.base import Replay
from clubrater.engines.fesa import FesaEngine
from clubrater.io.fesa import (
    FesaPlayer,
    build_tournament,
    encode_for_program,
    format_elo_list,
    format_new_players,
    format_player,
    format_rating_list,
    format_tournament,
    parse_new_players,
    parse_rating_list,
    parse_tournament,
    program_order,
    read_fesa_dir,
    read_rating_list,
    split_name,
    state_player,
    tournament_games,
)
from tests.conftest import shared_path

FOLDERS = ["sample", "13th_nekomadoken", "14th_nekomadoken"]
REAL = ["13th_nekomadoken", "14th_nekomadoken"]


def _fixture(name: str, file: str) -> Path:
    return shared_path("fixtures", "fesa", name, file)


def _history(batch: ImportBatch) -> History:
    players = {n: Player(n, r.name, None, start_state=r.start_state, grade=r.grade, country=r.country)
               for n, r in enumerate(batch.players, start=1)}  # fmt: skip
    ids = {p.name: pid for pid, p in players.items()}
    events = {n: Event(n, e.name, e.start, e.end, rounds=e.rounds) for n, e in enumerate(batch.events, start=1)}
    event_ids = {e.name: eid for eid, e in events.items()}
    games = [
        Game(n, n, g.date, ids[g.black], ids[g.white], g.result, type=g.type,
             event=event_ids[g.event] if g.event else None, round=g.round, piece_handicap=g.piece_handicap)
        for n, g in enumerate(batch.games, start=1)
    ]  # fmt: skip
    return History(players, games, [], events)


def _rated(folder: Path) -> tuple[History, Replay]:
    history = _history(read_fesa_dir(folder))
    return history, FesaEngine().replay(history)


def _state(history: History, replay: Replay) -> list[FesaPlayer]:
    """Every player as the program keeps him, in the program's order after the one tournament."""
    start = [(pid, int((p.start_state or {}).get("rating", 0))) for pid, p in history.players.items()]
    after = {}
    for g in history.games:
        r = replay.games[g.id]
        after[g.black], after[g.white] = int(r.black_after), int(r.white_after)
    order = program_order(start, [list(after.items())])
    return [state_player(history.players[pid].name, history.players[pid].country, history.players[pid].start_state,
                         replay.final[pid]) for pid in order]  # fmt: skip


def _event_files(history: History, replay: Replay, out: Path) -> None:
    """turnering.txt and nye-spillere of the history's one event, as `export fesa EVENT DIR` writes them."""
    names = {p.name: split_name(p.name, p.start_state) for p in history.players.values()}
    pn = {pid: p.name for pid, p in history.players.items()}
    ev = next(iter(history.events.values()))
    rows = [GameRow(g.date, pn[g.black], pn[g.white], g.result, round=g.round, piece_handicap=g.piece_handicap)
            for g in history.games if g.event == ev.id]  # fmt: skip
    t = build_tournament(ev.name, ev.start or rows[0].date, rows, names)
    (out / "turnering.txt").write_bytes(encode_for_program(format_tournament(t))[0])
    playing = {e.name for e in t.entrants}
    new = [p for p in history.players.values() if not p.start_state and p.name in playing]
    by_place = {e.name: e.place for e in t.entrants}
    new.sort(key=lambda p: by_place[p.name])
    newcomers = [FesaPlayer(*split_name(p.name, None), 0, p.country, prior_grade=p.grade) for p in new]
    (out / "nye-spillere").write_bytes(encode_for_program(format_new_players(newcomers))[0])


# --------------------------------------------------------------------------------------------- the writers


@pytest.mark.parametrize("name", FOLDERS)
@pytest.mark.parametrize("file", ["ratingliste.pre", "ratingliste.post"])
def test_the_programs_lists_are_written_back_as_they_were(name: str, file: str) -> None:
    text = _fixture(name, file).read_text(encoding="iso-8859-1")
    assert format_rating_list(parse_rating_list(text)) == text


def test_a_player_line_reads_back_with_quotes_and_backslashes() -> None:
    p = FesaPlayer('O"Brien \\ Jr', "Ann", 1, "IE", "2 Kyu", "1 Dan", 1650, [[1700, Fraction(1, 2), 1], [400, 1, 1]],
                   "2024-03-02", [3, True], 2, 12, "GB", "E")  # fmt: skip
    back = parse_rating_list("(" + format_player(p) + "\n\n)\n")[0]
    assert (back.last_name, back.first_name, back.nationality, back.residens) == ('O"Brien \\ Jr', "Ann", "IE", "GB")
    assert (back.grade, back.prior_grade, back.rating, back.games) == ("2 Kyu", "1 Dan", 1650, [[1700, 0.5, 1], [400, 1, 1]])
    assert (back.last_played, back.lb_count, back.mp_count, back.bonus_count) == ("2024-03-02", [3, True], 2, 12)
    assert "(1700 1/2 1)" in format_player(p)


def test_sample_all_txt_byte_for_byte(tmp_path: Path) -> None:
    """The Elo list after the sample tournament, from ClubRater's own rating of it."""
    folder = tmp_path / "sample"
    shutil.copytree(shared_path("fixtures", "fesa", "sample"), folder)
    history, replay = _rated(folder)
    text = format_elo_list(_state(history, replay), date(2016, 1, 7))
    data, encoding = encode_for_program(text)
    assert data == _fixture("sample", "all.txt").read_bytes()
    assert encoding == "iso-8859-1" and not data.endswith(b"\n")


@pytest.mark.parametrize(("name", "when"), [("13th_nekomadoken", date(2017, 4, 15)), ("14th_nekomadoken", date(2017, 5, 20))])
def test_real_all_txt_byte_for_byte(name: str, when: date, tmp_path: Path) -> None:
    """FESA grade and prior grade in two columns, as the program printed them (tests/fixtures/fesa_all)."""
    folder = tmp_path / name
    shutil.copytree(shared_path("fixtures", "fesa", name), folder)
    history, replay = _rated(folder)
    data, _ = encode_for_program(format_elo_list(_state(history, replay), when))
    assert data == (Path(__file__).parent / "fixtures" / "fesa_all" / f"{name}_all.txt").read_bytes()


def test_players_without_games_are_left_off_the_elo_list() -> None:
    post = read_rating_list(_fixture("14th_nekomadoken", "ratingliste.post"))
    lines = format_elo_list(post, date(2017, 5, 20)).split("\n")
    assert len(post) == 89 and len(lines) == 3 + 85  # N58, N100, N106, N107 have no game
    assert lines[-1] == " 85 N28                                      10 Kyu  766   3     JP"


# --------------------------------------------------------------------------------------------- round trips


@pytest.mark.parametrize("name", REAL)
def test_rated_state_equals_ratingliste_post_line_for_line(name: str, tmp_path: Path) -> None:
    folder = tmp_path / name
    shutil.copytree(shared_path("fixtures", "fesa", name), folder)
    history, replay = _rated(folder)
    got = format_rating_list(_state(history, replay)).split("\n")
    want = _fixture(name, "ratingliste.post").read_text(encoding="iso-8859-1").split("\n")
    assert len(got) == len(want)
    assert [(n, a) for n, (a, b) in enumerate(zip(got, want), start=1) if a != b] == []


@pytest.mark.parametrize("name", FOLDERS)
def test_event_written_and_read_back_rates_the_same(name: str, tmp_path: Path) -> None:
    """turnering.txt + nye-spillere written by ClubRater, beside the same ratingliste.pre: the same ratings."""
    first = tmp_path / "first"
    shutil.copytree(shared_path("fixtures", "fesa", name), first)
    history, replay = _rated(first)
    again = tmp_path / "again"
    again.mkdir()
    shutil.copy(first / "ratingliste.pre", again / "ratingliste.pre")
    _event_files(history, replay, again)
    history2, replay2 = _rated(again)
    assert {p.name for p in history2.players.values()} == {p.name for p in history.players.values()}
    # Everything the program keeps, player by player (7b's bookkeeping names opponents by club ids: left out).
    one = {format_player(p) for p in _state(history, replay)}
    two = {format_player(p) for p in _state(history2, replay2)}
    assert one == two
    assert format_rating_list(_state(history2, replay2)) == _fixture(name, "ratingliste.post").read_text("iso-8859-1")
    assert len(history2.games) == len(history.games)


def test_sample_turnering_txt_is_written_as_the_program_had_it(tmp_path: Path) -> None:
    folder = tmp_path / "sample"
    shutil.copytree(shared_path("fixtures", "fesa", "sample"), folder)
    history, replay = _rated(folder)
    out = tmp_path / "out"
    out.mkdir()
    _event_files(history, replay, out)
    assert (out / "turnering.txt").read_bytes() == _fixture("sample", "turnering.txt").read_bytes()
    assert parse_new_players((out / "nye-spillere").read_text("iso-8859-1")) == []


@pytest.mark.parametrize("name", REAL)
def test_nye_spillere_lists_the_newcomers_with_prior_grades(name: str, tmp_path: Path) -> None:
    folder = tmp_path / name
    shutil.copytree(shared_path("fixtures", "fesa", name), folder)
    history, replay = _rated(folder)
    out = tmp_path / "out"
    out.mkdir()
    _event_files(history, replay, out)
    got = (out / "nye-spillere").read_text("iso-8859-1").splitlines()
    want = _fixture(name, "nye-spillere").read_text("iso-8859-1").splitlines()
    assert (got[0], got[-1]) == ("(", ")")
    assert sorted(got[1:-1]) == sorted(want[1:-1])


def test_handicaps_draws_and_missing_games_survive_the_table() -> None:
    text = "[Club Cup]\n[2024-03-02]\n1 [Sato] [Ken] [2+ 3=(-R) 0-]\n2 [Ito] [] [1- 0- 3+]\n3 [Abe] [Yu] [0- 1=(+R) 2-]\n"
    t = parse_tournament(text)
    rows = tournament_games(t)
    names = {e.name: (e.last_name, e.first_name) for e in t.entrants}
    written = format_tournament(build_tournament(t.name, t.date, rows, names))
    back = tournament_games(parse_tournament(written))
    key = [(g.round, g.black, g.white, g.result, g.piece_handicap) for g in rows]
    assert [(g.round, g.black, g.white, g.result, g.piece_handicap) for g in back] == key
    assert "(-R)" in written and "(+R)" in written and "=" in written


def test_games_without_rounds_are_put_in_the_first_free_round() -> None:
    d = date(2024, 5, 1)
    rows = [GameRow(d, "A", "B", Result.BLACK), GameRow(d, "C", "D", Result.WHITE), GameRow(d, "A", "C", Result.JIGO)]
    t = build_tournament("Evening", d, rows, {})
    assert [(e.name, e.place) for e in t.entrants] == [("A", 1), ("D", 2), ("C", 3), ("B", 4)]
    assert format_tournament(t).splitlines()[2:] == [
        "1 [A] [] [4+ 3=]", "2 [D] [] [3+ 0-]", "3 [C] [] [2- 1=]", "4 [B] [] [1- 0-]",
    ]


def test_a_bracket_in_a_name_is_refused_plainly() -> None:
    d = date(2024, 5, 1)
    t = build_tournament("Cup", d, [GameRow(d, "A [x]", "B", Result.BLACK)], {})
    with pytest.raises(InputError, match='"A \\[x\\]"'):
        format_tournament(t)


def test_a_name_outside_latin_1_makes_the_file_utf_8() -> None:
    assert encode_for_program("[Café]") == ("[Café]".encode("iso-8859-1"), "iso-8859-1")
    assert encode_for_program("[将棋]") == ("[将棋]".encode(), "utf-8")
    p = FesaPlayer("将棋", "", 0, "JP")
    data, enc = encode_for_program(format_rating_list([p]))
    assert enc == "utf-8" and parse_rating_list(data.decode())[0].last_name == "将棋"
