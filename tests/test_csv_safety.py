"""Nothing ClubRater writes runs in a spreadsheet, and nothing is lost on the way back (issue 16).

The CSV writers put an apostrophe before a text field a spreadsheet would take for a
formula (=, +, -, @, tab, CR: the OWASP rule); the readers take it off again, so the
names that went out come back exactly. Invisible format characters (U+202E and the
rest of Unicode's Cf) are taken out of names on the way in, with a note.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from datetime import date
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubrater.io.cells import TRIGGERS, guard, guard_workbook_text, unguard
from clubrater.io.csv_export import csv_lines, write_csv
from clubrater.io.tables import read_games, read_players

NASTY = ['=HYPERLINK("http://x","y")', "+cmd", "@SUM(A1)", "-1+1", "-Kim-", "+1 Go Club", "'t Hooft", "'=x", "''-y",
         "=1+1", "Ann", "O'Neill"]  # fmt: skip
PLAYERS = ["name", "rank", "club", "country", "egd_pin", "rating", "index", "active"]
GAMES = ["date", "black", "white", "result", "handicap", "komi", "type", "event", "class", "black_rank",
         "white_rank", "round", "note"]  # fmt: skip

# Names as ClubRater keeps them: printable text, no format characters, single spaces, nothing around.
_PRINTABLE = st.characters(blacklist_categories=("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))
NAMES = st.text(_PRINTABLE, min_size=1, max_size=30).map(lambda s: " ".join(s.split())).filter(bool)


def _fields(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


def _players_csv(path: Path, names: list[str], clubs: list[str]) -> None:
    rows = [(n, "5k", c, None, None, None, -575 + i, "yes") for i, (n, c) in enumerate(zip(names, clubs))]
    write_csv(path, PLAYERS, rows)


def test_guard_and_unguard_are_exact_inverses_on_the_awkward_cases() -> None:
    for text in NASTY:
        assert unguard(guard(text)) == text
        assert not guard(text).startswith(TRIGGERS)
    assert guard("'t Hooft") == "'t Hooft" and guard("-Kim-") == "'-Kim-" and guard("'=x") == "''=x"
    assert guard_workbook_text("=x") == "=x" and guard_workbook_text("'=x") == "''=x"


def test_players_csv_with_formula_names_imports_back_exactly(tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    _players_csv(path, NASTY, list(reversed(NASTY)))
    rows = _fields(path.read_text(encoding="utf-8"))
    assert all(not f.startswith(TRIGGERS) for row in rows for f in row[:3])
    assert [r[6] for r in rows[1:4]] == ["-575", "-574", "-573"]  # a negative index is a number: no apostrophe
    batch = read_players(path)
    assert [(p.name, p.club, p.index) for p in batch.players] == [
        (n, c, -575 + i) for i, (n, c) in enumerate(zip(NASTY, reversed(NASTY)))
    ]


def test_games_csv_keeps_a_negative_komi_a_number_and_guards_the_text(tmp_path: Path) -> None:
    path = tmp_path / "games.csv"
    d = date(2025, 3, 14)
    rows = [(d, "-Kim-", "+1 Go Club", "B", 0, -5.5, "club", "=cup()", "A", None, None, 1, "@note"),
            (d, "Ann", "Bea", "W", 2, 0.5, "club", None, "A", None, None, 2, "-1+1")]  # fmt: skip
    write_csv(path, GAMES, rows)
    text = path.read_text(encoding="utf-8")
    fields = _fields(text)
    assert fields[1][5] == "-5.5" and fields[1][1] == "'-Kim-" and fields[1][7] == "'=cup()" and fields[2][12] == "'-1+1"
    assert all(not f.startswith(TRIGGERS) for row in fields for i, f in enumerate(row) if i != 5)
    back = read_games(path)
    got = [(g.black, g.white, g.komi, g.event, g.note, g.round) for g in back.games]
    assert got == [("-Kim-", "+1 Go Club", -5.5, "=cup()", "@note", 1), ("Ann", "Bea", 0.5, None, "-1+1", 2)]


def test_a_text_column_is_guarded_even_where_a_value_looks_like_a_number() -> None:
    out = io.StringIO()
    csv_lines(out, ["name", "change"], [("-12", -12), ("Bo", 7)])
    assert _fields(out.getvalue()) == [["name", "change"], ["'-12", "-12"], ["Bo", "7"]]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(names=st.lists(NAMES, min_size=1, max_size=8, unique_by=lambda s: s.casefold()), data=st.data())
def test_any_printable_name_round_trips_through_csv(tmp_path: Path, names: list[str], data: st.DataObject) -> None:
    clubs = [data.draw(NAMES) for _ in names]
    path = tmp_path / "p.csv"
    _players_csv(path, names, clubs)
    for row in _fields(path.read_text(encoding="utf-8")):
        assert not any(f.startswith(TRIGGERS) for f in row[:5] + row[7:])
    back = read_players(path)
    assert back.problems == [] and back.notes == []
    assert [(p.name, p.club) for p in back.players] == list(zip(names, clubs))


@settings(max_examples=150, deadline=None)
@given(rows=st.lists(st.tuples(st.text(max_size=12), st.floats(allow_nan=False, allow_infinity=False),
                               st.integers(-10**6, 10**6), st.one_of(st.none(), st.text(max_size=5))), max_size=10))
def test_no_field_of_any_written_csv_starts_with_a_trigger(rows: list[tuple]) -> None:  # type: ignore[type-arg]
    out = io.StringIO()
    csv_lines(out, ["text", "komi", "index", "note"], rows)
    for line in _fields(out.getvalue())[1:]:
        assert not line[0].startswith(TRIGGERS) and not line[3].startswith(TRIGGERS)
        float(line[1]), int(line[2])  # numbers stay numbers


def test_invisible_characters_are_taken_out_with_a_note(tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    path.write_text("name,rank,club\nKim\u202e Lee,5k,Go\u200b Club\nAnn,3k,\n", encoding="utf-8")
    batch = read_players(path)
    assert [(p.name, p.club) for p in batch.players] == [("Kim Lee", "Go Club"), ("Ann", "")]
    assert len(batch.notes) == 2 and batch.notes[0][0] == 2
    assert "U+202E RIGHT-TO-LEFT OVERRIDE" in batch.notes[0][1] and "U+200B ZERO WIDTH SPACE" in batch.notes[1][1]
    assert all(unicodedata.category(ch) != "Cf" for p in batch.players for ch in p.name + p.club)


def test_invisible_characters_leave_games_h9_and_fesa_files_too(tmp_path: Path) -> None:
    from clubrater.io.fesa import read_fesa_dir
    from clubrater.io.h9 import read_h9, table_to_batch

    games = tmp_path / "games.csv"
    games.write_text("date,black,white,result,note\n2025-01-05,\u202eAnn,Bea\u2066,B,well\u200d played\n", "utf-8")
    g = read_games(games)
    assert [(x.black, x.white, x.note) for x in g.games] == [("Ann", "Bea", "well played")] and len(g.notes) == 3
    h9 = tmp_path / "t.h9"
    h9.write_text("; CL[A]\n; EV[Cup\u202e]\n; PC[Here]\n; DT[2025-01-05]\n; HA[h9]\n; KM[6.5]\n; TM[60]\n"
                  "1 Ann\u202e Lee  5k ZA Club 1 2+/b0\n2 Bo Wu 6k ZA Club 0 1-/w0\n", "utf-8")  # fmt: skip
    batch = table_to_batch(read_h9(h9))
    assert all(unicodedata.category(ch) != "Cf" for p in batch.players for ch in p.name)
    assert batch.notes
    folder = tmp_path / "fesa"
    folder.mkdir()
    (folder / "ratingliste.pre").write_text("NIL\n", "iso-8859-1")
    (folder / "turnering.txt").write_text("[Cup]\n[2024-03-02]\n1 [Sato\u202e] [Ken] [2+]\n2 [Ito] [] [1-]\n", "utf-8")
    f = read_fesa_dir(folder)
    assert [p.name for p in f.players] == ["Sato Ken", "Ito"] and [x.black for x in f.games] == ["Sato Ken"]
    assert f.notes and "U+202E" in f.notes[0][1]


def test_formula_looking_names_round_trip_through_a_workbook_as_text(tmp_path: Path) -> None:
    """The workbook writes names as string cells (never formulas) and reads back exactly, `'=x` included."""
    import openpyxl

    from clubrater.io.xlsx_export import Column, Properties, Sheet, write_workbook

    path = tmp_path / "club.xlsx"
    rows = [(n, "5k", n, None, None, None, -575, "yes") for n in NASTY]
    write_workbook(path, [Sheet("Players", [Column(c) for c in PLAYERS], rows)], Properties("Club"))
    cells = [c for row in openpyxl.load_workbook(path)["Players"].iter_rows() for c in row]
    assert not [c.coordinate for c in cells if c.data_type == "f"]
    assert [(p.name, p.club, p.index) for p in read_players(path).players] == [(n, n, -575) for n in NASTY]


def test_libreoffice_finds_no_formula_in_an_exported_csv(tmp_path: Path) -> None:
    import openpyxl

    from tests.libreoffice import CSV_IN, convert  # never skipped in CI (issue 28)

    path = tmp_path / "players.csv"
    _players_csv(path, NASTY, NASTY)
    wb = openpyxl.load_workbook(convert(path, "xlsx", tmp_path, infilter=CSV_IN))
    cells = [c for row in wb.active.iter_rows() for c in row]
    assert cells and not [c.coordinate for c in cells if c.data_type == "f" or str(c.value or "").startswith("=")]


def test_typed_names_clubs_events_and_notes_lose_invisible_characters_too(tmp_path: Path) -> None:
    from clubrater.controller.session import ClubController
    from clubrater.domain.model import Result
    from clubrater.domain.records import EventRow, GameInput

    ctrl = ClubController.create(tmp_path / "c.sqlite", "sagc", "Club")
    try:
        a = ctrl.players.add("Kim\u202e Lee", "5k", club="Go\u200b Club").id
        b = ctrl.players.add("Bo", "6k").id
        ctrl.players.edit(b, name="Bo\u2067 Wu")
        ev = ctrl.events.add(EventRow("Cup\u202e", place="Here\ufeff")).id
        g = ctrl.games.enter(GameInput(date(2025, 1, 5), a, b, Result.BLACK, event=ev, note="\u202egood game")).id
        assert (ctrl.queries.player(a).name, ctrl.queries.player(a).club) == ("Kim Lee", "Go Club")
        assert ctrl.queries.player(b).name == "Bo Wu"
        assert (ctrl.queries.event(ev).name, ctrl.queries.event(ev).place) == ("Cup", "Here")
        assert ctrl.queries.game(g).note == "good game"
    finally:
        ctrl.close()
    again = ClubController.open(tmp_path / "c.sqlite")  # what was stored, not only what is in memory
    try:
        assert sorted(p.name for p in again.queries.players()) == ["Bo Wu", "Kim Lee"]
    finally:
        again.close()


def test_every_listing_of_the_command_line_is_safe_csv_and_imports_back(tmp_path: Path) -> None:
    """standings, players, games, history --format csv: no formula anywhere, numbers as numbers, names back exactly."""
    from clubrater.cli import run

    def cli(*args: str | Path) -> str:
        out = io.StringIO()
        code = run(["--db", str(tmp_path / "c.sqlite"), *[str(a) for a in args]], out=out)
        assert code == 0, out.getvalue()
        return out.getvalue()

    cli("init", "--system", "sagc")
    cli("player", "add", "--rank", "5k", "--", "-Kim-")
    cli("player", "add", "--rank", "6k", "--club", "=cmd()", "--", "+1 Go Club")
    cli("player", "add", "--rank", "3k", "--", "@SUM(A1)")
    cli("game", "add", "2025-03-14", "--komi=-5.5", "--", "-Kim-", "+1 Go Club", "B")
    cli("game", "add", "2025-03-15", "--", "@SUM(A1)", "-Kim-", "W")
    for args in (("standings",), ("players",), ("games",), ("history", "--", "-Kim-")):
        fields = _fields(cli(*args[:1], "--format", "csv", *args[1:]))
        head, body = fields[0], fields[1:]
        assert body and not [f for row in body for f in row if f.startswith(TRIGGERS) and not _number(f)]
        for key in ("index", "komi", "change"):
            if key in head:
                assert all(_number(row[head.index(key)]) for row in body)
    assert any(r[6] == "-5.5" for r in _fields(cli("games", "--format", "csv")))
    (tmp_path / "players.csv").write_text(cli("players", "--format", "csv"), encoding="utf-8")
    back = read_players(tmp_path / "players.csv")
    assert sorted((p.name, p.club) for p in back.players) == [("+1 Go Club", "=cmd()"), ("-Kim-", ""), ("@SUM(A1)", "")]


def _number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True
