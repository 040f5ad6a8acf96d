"""Big clubs both ways, and Excel's serial dates (issue 19, items 9 and 10).

Whatever ClubRater writes it reads back, at any size: no file-size limit refuses honest data (a
workbook that would unpack to hundreds of times its size, a zip bomb, is refused from the zip's
directory), the workbook goes on in "Games (2)", ... past Excel's rows, and the importer reads
every part. The real 1,000,000-game round trip is in benchmarks/bench_million_io.py; here the
sheet split is shown with `rows_per_sheet=1000`, and one slow test re-imports a 1,000,000-game CSV
in a process of its own and measures its peak memory.

Excel counts a 29 February 1900 that never was (serial 60): 1 is 1900-01-01, 59 is 1900-02-28,
61 is 1900-03-01, and 0 shows as 1900-01-00, the day before 1900-01-01.
"""

from __future__ import annotations

import json
import re
import sqlite3
import subprocess
import sys
import zipfile
from datetime import date, datetime, timedelta
from pathlib import Path

import openpyxl
import pytest

from clubrater.controller.session import ClubController
from clubrater.domain.errors import InputError
from clubrater.io import tables
from clubrater.io.csv_export import write_csv
from clubrater.io.tables import read_games
from clubrater.io.xlsx_export import Column, Properties, Sheet, part_number, part_title, write_workbook
from tests.test_exports import GAME_COLUMNS, cli, db_state, make_club, standings


def game_rows(db: Path) -> list[tuple]:
    """The club's games as its games file has them (names, not ids): what a round trip must give back."""
    ctrl = ClubController.open(db)
    try:
        return ctrl.exports.game_rows()[1]
    finally:
        ctrl.close()


def sheet_names(book: Path) -> list[str]:
    wb = openpyxl.load_workbook(book, read_only=True)
    try:
        return list(wb.sheetnames)
    finally:
        wb.close()


def fresh_club(folder: Path, name: str = "again.sqlite") -> Path:
    db = folder / name
    assert cli("init", "--system", "sagc", "--club", "Again", "--db", db)[0] == 0
    return db


# ------------------------------------------------------------------------------------ the workbook, split


@pytest.fixture(scope="module")
def club_2500(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """2,400 games with events, handicaps, odd komi, notes and formula-like names (tests/test_exports.py)."""
    return make_club(tmp_path_factory.mktemp("big"), games=2400, players=40)


def test_a_workbook_past_its_sheet_size_goes_on_in_more_sheets_and_imports_back(club_2500: Path,
                                                                                tmp_path: Path) -> None:  # fmt: skip
    book = tmp_path / "club.xlsx"
    ctrl = ClubController.open(club_2500)
    try:
        said = ctrl.exports.workbook(book, rows_per_sheet=1000)
    finally:
        ctrl.close()
    assert "2400 games, 4800 history rows" in said
    names = sheet_names(book)
    assert [n for n in names if n.startswith("Games")] == ["Games", "Games (2)", "Games (3)"]
    assert [n for n in names if n.startswith("History")] == ["History"] + [f"History ({k})" for k in range(2, 6)]
    # each part is a sheet Excel can show on its own: the header row, then at most 1,000 rows
    wb = openpyxl.load_workbook(book, read_only=True)
    counts = [sum(1 for _ in wb[n].iter_rows()) for n in ("Games", "Games (2)", "Games (3)")]
    headers = {tuple(c.value for c in next(wb[n].iter_rows())) for n in ("Games", "Games (2)", "Games (3)")}
    wb.close()
    assert counts == [1001, 1001, 401] and len(headers) == 1

    again = fresh_club(tmp_path)
    assert cli("import", "players", book, "--db", again)[0] == 0
    code, out = cli("import", "games", book, "--db", again)
    assert code == 0 and "2400 games" in out, out
    assert game_rows(again) == game_rows(club_2500)
    assert standings(again) == standings(club_2500)


def test_a_bad_row_in_a_later_part_is_named_with_its_sheet(club_2500: Path, tmp_path: Path) -> None:
    book = tmp_path / "club.xlsx"
    ctrl = ClubController.open(club_2500)
    try:
        ctrl.exports.workbook(book, rows_per_sheet=1000)
    finally:
        ctrl.close()
    wb = openpyxl.load_workbook(book)
    wb["Games (2)"]["D7"] = "X"  # the result of the sixth game of the second part
    wb.save(book)
    batch = read_games(book)
    assert [(str(line), reason) for line, reason in batch.problems] == [
        ('7 of sheet "Games (2)"', 'result "X" is not B, W or J')]
    assert len(batch.games) == 2399
    again = fresh_club(tmp_path)
    assert cli("import", "players", book, "--db", again)[0] == 0
    before = db_state(again)
    code, _ = cli("import", "games", book, "--db", again)
    assert code == 1 and db_state(again) == before


def test_part_names_stay_within_excels_31_characters() -> None:
    long = "Partidas del club de ajedrez y go"  # a translated title, longer than a sheet name may be
    assert part_title("Games", 1) == "Games" and part_title("Games", 12) == "Games (12)"
    assert len(part_title(long, 1)) == 31 and len(part_title(long, 123)) == 31
    assert part_title(long, 123).endswith(" (123)")
    assert part_number(part_title(long, 123), long) == 123 and part_number("games (2)", "Games") == 2
    assert part_number("Games (1)", "Games") is None and part_number("Gamesx (2)", "Games") is None


# ------------------------------------------------------------------------------- no size limit, a zip bomb


def test_the_clubs_own_csv_over_32_mb_imports_back(tmp_path: Path) -> None:
    """A 32 MB limit once refused the program's own export; a file is now judged by what it holds, not its size."""
    db = make_club(tmp_path, games=300, players=20)
    long_note = "moves: " + " ".join(f"{c}{n}" for n in range(1, 20) for c in "abcdefghjklmnopqrst") * 15
    ctrl = ClubController.open(db)
    try:
        header, rows = ctrl.exports.game_rows()
        names = sorted(p.name for p in ctrl.history.players.values())
    finally:
        ctrl.close()
    at = header.index("note")
    rows = [(*r[:at], f"{k} {long_note}", *r[at + 1:]) for k, r in enumerate(rows * 8)]  # 2,400 games
    big = tmp_path / "games.csv"
    write_csv(big, header, rows)
    assert big.stat().st_size > 33 * 1024 * 1024
    again = fresh_club(tmp_path)
    players = tmp_path / "players.csv"
    write_csv(players, ["name", "rank"], [(n, "10k") for n in names])
    assert cli("import", "players", players, "--db", again)[0] == 0
    code, out = cli("import", "games", big, "--db", again)
    assert code == 0 and "2400 games" in out, out
    back = game_rows(again)
    assert len(back) == 2400 and {r[at] for r in back} == {r[at] for r in rows}


def _bomb(path: Path, rows: int) -> Path:
    """A real workbook whose Games sheet is `rows` identical rows: it packs to a few kB."""
    book = tmp = path.with_suffix(".tmp.xlsx")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Games"
    ws.append(["date", "black", "white", "result"])
    wb.save(tmp)
    row = '<row><c t="inlineStr"><is><t>2025-01-05</t></is></c><c t="inlineStr"><is><t>Alice</t></is></c>' \
          '<c t="inlineStr"><is><t>Bob</t></is></c><c t="inlineStr"><is><t>B</t></is></c></row>'
    with zipfile.ZipFile(book) as src, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "xl/worksheets/sheet1.xml":
                head, _, tail = data.partition(b"</sheetData>")
                with out.open(info.filename, "w", force_zip64=True) as fh:
                    fh.write(head)
                    chunk = (row * 1000).encode()
                    for _ in range(rows // 1000):
                        fh.write(chunk)
                    fh.write(b"</sheetData>" + tail)
            else:
                out.writestr(info, data)
    tmp.unlink()
    return path


def test_a_zip_bomb_is_refused_before_it_is_unpacked(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    bomb = _bomb(tmp_path / "bomb.xlsx", 200_000)  # 37 MB of rows in about 40 kB
    assert bomb.stat().st_size < 200_000
    db = fresh_club(tmp_path)
    before = db_state(db)
    code, _ = cli("import", "games", bomb, "--db", db)
    err = capsys.readouterr().err
    assert code == 1 and err.count("\n") == 1 and "Traceback" not in err, err
    assert "bomb.xlsx is not read: it would unpack to" in err and "zip bomb" in err and "nothing was read" in err
    assert db_state(db) == before
    with pytest.raises(InputError, match="times its size"):
        tables.file_kinds(bomb)


def test_the_clubs_own_workbook_packs_well_within_the_guard(club_2500: Path, tmp_path: Path) -> None:
    """The guard's ratio leaves honest workbooks far behind: ClubRater's own packs its sheets about 10:1."""
    book = tmp_path / "club.xlsx"
    ctrl = ClubController.open(club_2500)
    try:
        ctrl.exports.workbook(book)
    finally:
        ctrl.close()
    with zipfile.ZipFile(book) as z:
        sheets = [i for i in z.infolist() if i.filename.startswith("xl/worksheets/")]
    worst = max(i.file_size / i.compress_size for i in sheets)
    assert worst < tables.MAX_RATIO / 4, worst


# ------------------------------------------------------------------------------- Excel's serial dates


SERIALS = [(1, date(1900, 1, 1)), (59, date(1900, 2, 28)), (61, date(1900, 3, 1)), (45000, date(2023, 3, 15))]


def _dated_book(path: Path, serials: list[float], number_format: str = "yyyy-mm-dd") -> Path:
    """A Games sheet whose date cells hold these serials as Excel stores them, formatted as dates."""
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Games"
    ws.append(["date", "black", "white", "result"])
    for n, serial in enumerate(serials, start=2):
        ws.append([serial, "Alice", "Bob", "B"])
        ws.cell(n, 1).number_format = number_format
    wb.save(path)
    return path


def test_serial_dates_read_as_excel_shows_them(tmp_path: Path) -> None:
    book = _dated_book(tmp_path / "games.xlsx", [s for s, _d in SERIALS])
    batch = read_games(book)
    assert not batch.problems
    assert [g.date for g in batch.games] == [d for _s, d in SERIALS]
    assert tables.day_of_serial(0) == datetime(1899, 12, 31)  # Excel's 1900-01-00
    assert tables.day_of_serial(45000.75) == datetime(2023, 3, 15, 18, 0)


def test_serial_60_the_day_that_never_was_is_refused_in_one_sentence(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture) -> None:  # fmt: skip
    book = _dated_book(tmp_path / "games.xlsx", [59, 60, 61])
    batch = read_games(book)
    assert [g.date for g in batch.games] == [date(1900, 2, 28), date(1900, 3, 1)]
    ((line, reason),) = batch.problems
    assert line == 3 and reason.count(".") == 0 and "29 February 1900 that never was" in reason
    db = fresh_club(tmp_path)
    players = tmp_path / "players.csv"
    players.write_text("name,rank\nAlice,10k\nBob,7k\n", encoding="utf-8")
    assert cli("import", "players", players, "--db", db)[0] == 0
    before = db_state(db)
    code, _ = cli("import", "games", book, "--db", db)
    err = capsys.readouterr().err
    assert code == 1 and "line 3: the date cell holds Excel's day 60" in err and db_state(db) == before


def test_the_workbook_writes_the_serials_excel_means(tmp_path: Path) -> None:
    days = [date(1899, 12, 30), date(1899, 12, 31), date(1900, 1, 1), date(1900, 2, 28), date(1900, 3, 1),
            date(2023, 3, 15)]  # fmt: skip
    book = tmp_path / "dates.xlsx"
    rows = [(d, "Alice", "Bob", "B") for d in days]
    write_workbook(book, [Sheet("Games", [Column(t) for t in ("date", "black", "white", "result")], rows)],
                   Properties(title="dates"))  # fmt: skip
    with zipfile.ZipFile(book) as z:
        xml = z.read("xl/worksheets/sheet1.xml").decode()
    cells = re.findall(r'<c r="A\d+"[^>]*>(.*?)</c>', xml)[1:]  # after the header
    # 1899-12-30 has no serial in Excel (it would show a negative number): written as text, read back as text
    assert cells == ["<is><t>1899-12-30</t></is>", "<v>0</v>", "<v>1</v>", "<v>59</v>", "<v>61</v>", "<v>45000</v>"]
    assert [g.date for g in read_games(book).games] == days
    # an independent reader agrees from 1900-01-01 on (openpyxl reads serial 0 as a time of day)
    wb = openpyxl.load_workbook(book)
    assert [wb["Games"].cell(n, 1).value for n in range(4, 8)] == [datetime.combine(d, datetime.min.time())
                                                                   for d in days[2:]]  # fmt: skip


def test_a_date_cell_beyond_the_calendar_is_refused_as_not_a_date(tmp_path: Path) -> None:
    book = _dated_book(tmp_path / "games.xlsx", [45000, 10**9])
    batch = read_games(book)
    assert [g.date for g in batch.games] == [date(2023, 3, 15)]
    ((line, reason),) = batch.problems
    assert line == 3 and reason.startswith('date "1000000000" is not a date')


# ------------------------------------------------------------------------------- 1,000,000 games (slow)

_WRAP = r"""
import json, resource, sys
from clubrater.cli import run
rc = run(sys.argv[1:], out=open("/dev/null", "w"))
print(json.dumps({"rc": rc, "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def million_games_csv(folder: Path, games: int = 1_000_000, players: int = 5000) -> tuple[Path, Path]:
    """A players file and a games file of `games` rows written by ClubRater's own CSV writer in the export's
    columns (what `clubrater export FILE.csv` writes for such a club)."""
    names = [f"Player {i}" for i in range(players)]
    ranks = [f"{1 + i % 30}k" for i in range(players)]
    players_csv = folder / "players.csv"
    write_csv(players_csv, ["name", "rank"], list(zip(names, ranks, strict=True)))
    start = date(2000, 1, 1)
    days = [start + timedelta(days=k) for k in range(games // 140 + 1)]

    def rows() -> list[tuple]:
        out = []
        for k in range(games):
            b = (k * 7919) % players
            w = (b + 1 + (k * 104729) % (players - 1)) % players
            out.append((days[k // 140], names[b], names[w], "BWBWJ"[k % 5], 0, 6.5, "club", None, "A", None, None,
                        None, None))  # fmt: skip
        return out

    games_csv = folder / "games.csv"
    write_csv(games_csv, GAME_COLUMNS, rows())
    return players_csv, games_csv


def _step(*args: str | Path) -> dict:
    r = subprocess.run([sys.executable, "-c", _WRAP, *map(str, args)], capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stderr[-2000:]
    figures = json.loads(r.stdout.strip().splitlines()[-1])
    figures["err"] = r.stderr
    return figures


@pytest.mark.slow
def test_a_million_game_csv_imports_in_under_1_gb(tmp_path: Path) -> None:
    players, games = million_games_csv(tmp_path)
    assert games.stat().st_size > 45e6
    db = tmp_path / "million.sqlite"
    assert _step("--db", db, "init", "--system", "sagc", "--club", "Million")["rc"] == 0
    assert _step("--db", db, "import", "players", players)["rc"] == 0
    fig = _step("--db", db, "import", "games", games)
    assert fig["rc"] == 0, fig["err"]
    con = sqlite3.connect(db)
    try:
        assert con.execute("SELECT count(*) FROM games").fetchone()[0] == 1_000_000
    finally:
        con.close()
    assert fig["peak_mb"] < 1024, fig
