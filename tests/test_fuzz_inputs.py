"""Bad input, tried systematically: the readers and the rank parser fed arbitrary input.

The only outcomes allowed are a result or the project's own error (a ClubRaterError with a
message), never another exception; and an import of a fuzzed file either succeeds or leaves
the database exactly as it was (and the window's picture of the club with it).
"""

from __future__ import annotations

import csv
import functools
import io
import sqlite3
import string
import tempfile
import zipfile
from collections.abc import Callable
from datetime import date, datetime, time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.ranks import Rank, parse_rank
from clubrater.domain.records import ImportBatch
from clubrater.io import tables

# database=None: no .hypothesis/ folder in the working tree; inputs that once broke a reader are
# kept as explicit @example()s instead, so they are tried on every run, on every machine.
FAST = settings(max_examples=150, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
SLOWER = settings(max_examples=40, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
STATEFUL = settings(
    max_examples=40, deadline=None, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture, HealthCheck.data_too_large],
)

_TMP = Path(tempfile.mkdtemp(prefix="clubrater-fuzz-"))


def _file(data: bytes, suffix: str) -> Path:
    path = _TMP / f"input{suffix}"
    path.write_bytes(data)
    return path


def _outcome(fn: Callable[[], Any]) -> Any:
    """Run a reader: its result, or None if it refused with a ClubRaterError carrying a message."""
    try:
        return fn()
    except ClubRaterError as exc:
        assert str(exc).strip(), f"{type(exc).__name__} without a message"
        return None


# --------------------------------------------------------------------------- the rank parser
RANK_LIKE = st.from_regex(r"\s{0,2}[0-9٣３]{1,3}\s?[-_ ]?\s?(k|kyu|d|dan|p|pro|K|D|P|Kyu|x|)\s{0,2}", fullmatch=True)
CELL_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=30), RANK_LIKE, st.binary(max_size=10),
    st.dates(), st.datetimes(), st.times(),
)


@FAST
@given(CELL_VALUES)
@example("³d")
@example("３ｄ")
@example("1e3k")
@example(float("nan"))
def test_parse_rank_gives_a_rank_or_a_rank_error(value: object) -> None:
    rank = _outcome(lambda: parse_rank(value))
    if rank is not None:
        assert isinstance(rank, Rank) and 0 <= rank.ordinal <= 48
        assert parse_rank(str(rank)) == rank


# --------------------------------------------------------------------------- csv and xlsx readers
@FAST
@given(st.binary(max_size=2000))
@example(b"name,rank,index\n\xb2,\xb3k,\xb9\n")
@example(b"date,black,white,result,handicap\n2024-01-0\xb9,A,B,W,\xb2\n")
@example("date,black,white,result,round\n٢٠٢٤-٠١-٠١,A,B,W,٣\n".encode())
@example(b"\xef\xbb\xbf")
@example(b"name\r\n\"unterminated\n")
def test_csv_readers_on_arbitrary_bytes(data: bytes) -> None:
    path = _file(data, ".csv")
    for reader in (tables.read_players, tables.read_games):
        batch = _outcome(lambda r=reader: r(path))
        assert batch is None or isinstance(batch, ImportBatch)


PLAYER_HEADERS = ["name", "rank", "club", "country", "egd pin", "rating", "index", "Grade", "Naam", "x"]
GAME_HEADERS = ["date", "black", "white", "result", "handicap", "komi", "type", "event", "class", "round",
                "black rank", "white rank", "note", "Winner", "stones", "y"]
TEXT_CELL = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=25)


def _csv_text(header: list[str], rows: list[list[str]], delimiter: str) -> str:
    out = io.StringIO()
    w = csv.writer(out, delimiter=delimiter, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return out.getvalue()


@FAST
@given(
    st.lists(st.sampled_from(PLAYER_HEADERS + GAME_HEADERS), min_size=1, max_size=8),
    st.lists(st.lists(st.one_of(TEXT_CELL, RANK_LIKE, st.sampled_from(["B", "W", "J", "2024-02-30", "3", "-1"])),
                      max_size=9), max_size=8),
    st.sampled_from([",", ";", "\t"]),
    st.sampled_from(["utf-8", "utf-8-sig", "cp1252", "utf-16"]),
)
def test_csv_readers_on_tables_with_arbitrary_cells(header: list[str], rows: list[list[str]], delimiter: str,
                                                     encoding: str) -> None:
    text = _csv_text(header, rows, delimiter)
    path = _file(text.encode(encoding, errors="replace"), ".csv")
    for reader in (tables.read_players, tables.read_games):
        batch = _outcome(lambda r=reader: r(path))
        assert batch is None or isinstance(batch, ImportBatch)


@SLOWER
@given(st.binary(max_size=3000))
def test_xlsx_readers_on_arbitrary_bytes(data: bytes) -> None:
    path = _file(data, ".xlsx")
    for reader in (tables.read_players, tables.read_games):
        _outcome(lambda r=reader: r(path))


def _workbook(sheets: dict[str, list[list[Any]]]) -> bytes | None:
    import openpyxl
    from openpyxl.utils.exceptions import IllegalCharacterError

    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for title, rows in sheets.items():
        ws = wb.create_sheet(title)
        for row in rows:
            try:
                ws.append(row)
            except (ValueError, TypeError, IllegalCharacterError):  # openpyxl itself refuses control characters
                return None
    out = io.BytesIO()
    try:
        wb.save(out)
    except (ValueError, TypeError, OverflowError):
        return None
    return out.getvalue()


XLSX_CELLS = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**12), 10**12), st.floats(allow_nan=False, allow_infinity=False),
    TEXT_CELL, RANK_LIKE, st.dates(min_value=date(1900, 3, 1), max_value=date(9999, 12, 31)),
    st.datetimes(min_value=datetime(1900, 3, 1)), st.times(), st.sampled_from(["B", "W", "J", "12k", "3d", "=1+1"]),
)


@SLOWER
@given(
    st.sampled_from(["Players", "Games", "Sheet1", "games"]),
    st.lists(st.one_of(st.sampled_from(PLAYER_HEADERS + GAME_HEADERS), XLSX_CELLS), min_size=1, max_size=8),
    st.lists(st.lists(XLSX_CELLS, max_size=9), max_size=8),
    st.booleans(),
)
def test_xlsx_readers_on_valid_workbooks_with_arbitrary_cells(title: str, header: list[Any], rows: list[list[Any]],
                                                              second_sheet: bool) -> None:
    sheets = {title: [header, *rows]}
    if second_sheet:
        sheets["Notes" if title != "Notes" else "Other"] = [["written by hand"]]
    data = _workbook(sheets)
    assume(data is not None)
    path = _file(data, ".xlsx")  # type: ignore[arg-type]
    for reader in (tables.read_players, tables.read_games):
        batch = _outcome(lambda r=reader: r(path))
        assert batch is None or isinstance(batch, ImportBatch)


@functools.cache
def _good_workbook() -> bytes:
    """Made once: a workbook's bytes carry its creation time, and hypothesis needs the same bytes every run."""
    good = _workbook({"Games": [["date", "black", "white", "result"], ["2024-03-01", "Ann", "Bob", "B"]]})
    assert good is not None
    return good


@SLOWER
@given(st.data())
def test_xlsx_readers_on_damaged_workbooks(data: st.DataObject) -> None:
    good = _good_workbook()
    raw = bytearray(good)
    how = data.draw(st.sampled_from(["flip", "truncate", "member"]))
    if how == "flip":
        for _ in range(data.draw(st.integers(1, 20))):
            raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
    elif how == "truncate":
        raw = raw[: data.draw(st.integers(0, len(raw) - 1))]
    else:  # a well-formed zip whose sheet XML is garbage
        out = io.BytesIO()
        with zipfile.ZipFile(io.BytesIO(good)) as zin, zipfile.ZipFile(out, "w") as zout:
            victim = data.draw(st.sampled_from(zin.namelist()))
            for name in zin.namelist():
                body = zin.read(name)
                zout.writestr(name, data.draw(st.binary(max_size=200)) if name == victim else body)
        raw = bytearray(out.getvalue())
    path = _file(bytes(raw), ".xlsx")
    for reader in (tables.read_players, tables.read_games):
        _outcome(lambda r=reader: r(path))


# --------------------------------------------------------------------------- EGD tournament tables
h9 = pytest.importorskip("clubrater.io.h9")

H9_TOKENS = st.one_of(
    st.sampled_from(["1", "2", "3", "12", "0", "-1", "Ann", "Bob", "Van_der_Berg", "Nemo", "André", "3k", "1d", "2D",
                     "30k", "9p", "FR", "ZA", "Lyon", "75Ju", "2+/w0", "1-/b2", "3=", "0=", "0+", "0-", "2?/b0",
                     "1+/?0", "4+!b0", "2+/w", "1+/b10", "|12345678", "?", "32?", "½", "=", "+", "/"]),
    st.text(alphabet=string.ascii_letters + string.digits + "+-=/?!|_", min_size=1, max_size=6),
)
H9_TAGS = st.sampled_from(["; CL[A]", "; CL[Z]", "; DT[2024-03-02,2024-03-03]", "; DT[2024-13-40]", "; DT[]",
                           "; KM[6.5]", "; KM[x]", "; HA[h1]", "; HA[h12]", "; HA[]", "; EV[Cup]", "; PC[,Lyon]",
                           "; TM[80]", ";", ""])


@st.composite
def h9_text(draw: st.DrawFn) -> str:
    lines = draw(st.lists(H9_TAGS, max_size=6))
    for place in range(1, draw(st.integers(0, 6)) + 1):
        tokens = [str(place) if draw(st.booleans()) else "", *draw(st.lists(H9_TOKENS, max_size=10))]
        lines.append("   " + " ".join(tokens))
    return "\n".join(lines) + "\n"


def _read_table(data: bytes | str) -> None:
    table = _outcome(lambda: h9.read_h9(data))
    if table is not None:
        batch = _outcome(lambda: h9.table_to_batch(table))
        assert batch is None or isinstance(batch, ImportBatch)


@FAST
@given(st.one_of(st.binary(max_size=1500), st.text(max_size=1500)))
@example("¹")  # str.isdigit() is True for superscripts, int() refuses them
@example(b"   \xb2 Nemo Andre 2k FR Lyon 0=\n")  # the same in Latin-1 bytes
@example("   ٣ Nemo Andre 2k FR Lyon 0=\n")  # Arabic-Indic digits: int() accepts them
@example("\ufeff; CL[A]\n\x00\n")
def test_h9_reader_on_arbitrary_input(data: bytes | str) -> None:
    _read_table(data)


@FAST
@given(h9_text())
def test_h9_reader_on_tables_with_arbitrary_lines(text: str) -> None:
    _read_table(text)
    _read_table(text.encode("latin-1", errors="replace"))
    path = _file(text.encode("utf-8"), ".h9")
    _read_table(path.read_bytes())
    _outcome(lambda: h9.read_h9(path))


# --------------------------------------------------------------------------- importing fuzzed files into a club
CLUB_PLAYERS = ["Ann Alpha", "Bob Beta", "Cat Gamma", "Dan Delta", "Eve Epsilon", "Nemo André"]


def db_state(path: Path) -> dict[str, list[tuple]]:
    con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        names = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
        return {t: con.execute(f'SELECT * FROM "{t}" ORDER BY rowid').fetchall() for t in names}
    finally:
        con.close()


def _picture(ctrl: ClubController) -> tuple:
    """What the window shows: players, games and the standings."""
    rows = ctrl.queries.standings(include_inactive=True, today=date(2030, 1, 1))
    return (sorted(p.name for p in ctrl.queries.players()), len(ctrl.queries.games()), [(r.name, r.value, r.games) for r in rows])


@pytest.fixture(scope="module")
def fuzz_club(tmp_path_factory: pytest.TempPathFactory) -> ClubController:
    db = tmp_path_factory.mktemp("fuzzclub") / "club.sqlite"
    ctrl = ClubController.create(db, "sagc", "Fuzz Club")
    for n, name in enumerate(CLUB_PLAYERS):
        ctrl.players.add(name, f"{n + 3}k")
    yield ctrl
    ctrl.close()


def _import_all_or_nothing(ctrl: ClubController, kind: str, data: bytes, suffix: str) -> None:
    path = _file(data, suffix)
    before, picture = db_state(ctrl.path), _picture(ctrl)
    try:
        summary = ctrl.imports.file(kind, path)
    except ClubRaterError as exc:
        assert str(exc).strip()
        assert db_state(ctrl.path) == before, "a refused import changed the database"
        assert _picture(ctrl) == picture, "a refused import changed what the window shows"
        return
    after = db_state(ctrl.path)
    assert len(after["games"]) == len(before["games"]) + summary.game_count
    assert len(after["players"]) == len(before["players"]) + summary.player_count
    assert len(ctrl.queries.games()) == len(after["games"]) and len(ctrl.queries.players()) == len(after["players"])


NAME_CELLS = st.one_of(st.sampled_from(CLUB_PLAYERS + ["  ann  ALPHA ", "Stranger", ""]), TEXT_CELL)
GAME_ROW = st.fixed_dictionaries({
    "date": st.one_of(st.dates(min_value=date(2000, 1, 1), max_value=date(2030, 12, 31)).map(date.isoformat),
                      st.sampled_from(["", "2024-02-30", "14/03/2024", "yesterday"])),
    "black": NAME_CELLS,
    "white": NAME_CELLS,
    "result": st.sampled_from(["B", "W", "J", "b+", "draw", "", "?", "1-0"]),
    "handicap": st.sampled_from(["0", "2", "9", "10", "-1", "", "two", "3.0"]),
    "komi": st.sampled_from(["", "6.5", "0.5", "nan", "inf", "7,5", "x"]),
    "event": st.sampled_from(["", "", "Club Cup", "Spring Open"]),
    "class": st.sampled_from(["", "A", "b", "E"]),
})


@STATEFUL
@given(st.lists(GAME_ROW, min_size=1, max_size=12), st.sampled_from([".csv", ".xlsx"]))
def test_importing_a_fuzzed_games_file_is_all_or_nothing(fuzz_club: ClubController, rows: list[dict[str, str]],
                                                         suffix: str) -> None:
    header = list(GAME_ROW_KEYS)
    if suffix == ".csv":
        data = _csv_text(header, [[r[k] for k in header] for r in rows], ",").encode()
    else:
        data = _workbook({"Games": [header, *[[r[k] or None for k in header] for r in rows]]})  # type: ignore[assignment]
        assume(data is not None)
    _import_all_or_nothing(fuzz_club, "games", data, suffix)  # type: ignore[arg-type]


GAME_ROW_KEYS = ("date", "black", "white", "result", "handicap", "komi", "event", "class")


@STATEFUL
@given(st.lists(st.tuples(st.one_of(NAME_CELLS, st.text(alphabet=string.ascii_letters + " ", min_size=3, max_size=12)),
                          st.one_of(RANK_LIKE, st.sampled_from(["", "12k", "1d"])),
                          st.sampled_from(["", "0", "150", "-999", "1000", "x"])), min_size=1, max_size=8))
def test_importing_a_fuzzed_players_file_is_all_or_nothing(fuzz_club: ClubController,
                                                           rows: list[tuple[str, str, str]]) -> None:
    data = _csv_text(["name", "rank", "index"], [list(r) for r in rows], ",").encode()
    _import_all_or_nothing(fuzz_club, "players", data, ".csv")


@STATEFUL
@given(h9_text(), st.booleans())
def test_importing_a_fuzzed_tournament_table_is_all_or_nothing(fuzz_club: ClubController, text: str,
                                                               with_good_lines: bool) -> None:
    if with_good_lines:  # a table that mostly reads, so that the import itself is reached
        text = ("; CL[B]\n; EV[Fuzz Cup]\n; DT[2024-03-02,2024-03-03]\n"
                "   1 Alpha Ann   2k FR Lyon  1  2+/b0\n   2 Beta Bob    3k FR Lyon  0  1-/w0\n") + text
    _import_all_or_nothing(fuzz_club, "h9", text.encode("utf-8"), ".h9")


def test_the_fuzz_club_is_still_intact(fuzz_club: ClubController) -> None:
    """After every fuzzed import above: the file passes SQLite's check and rates like a fresh replay."""
    from clubrater.store.safety import integrity_problems

    assert integrity_problems(fuzz_club.path) == []
    assert fuzz_club.replay.final == fuzz_club.full_replay().final
    again = ClubController.open(fuzz_club.path, read_only=True)
    assert _picture(again) == _picture(fuzz_club)
    again.close()


_ = time  # (times are among the cell values above)
