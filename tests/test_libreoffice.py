"""Issue 28: LibreOffice Calc opens the club workbook (English, German and Japanese) and the CSV exports.

Each file is converted by a real soffice (`tests/libreoffice.py`: never skipped in CI) and what Calc made of it is
read back: every sheet by its name, every cell with the value ClubRater wrote, dates as dates, numbers as numbers,
and no cell a formula, whatever the names say (=HYPERLINK, +cmd, @SUM).
"""

from __future__ import annotations

import csv
import io
from datetime import date, datetime
from pathlib import Path

import openpyxl
import pytest

from clubrater.cli import run
from tests.libreoffice import CSV_IN, convert

NASTY = ['=HYPERLINK("http://x","y")', "+cmd", "@SUM(A1)", "-Kim-", "Řehoř Čížek", "羽生善治"]


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    code = run([str(a) for a in args], out=out)
    return code, out.getvalue()


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A club with awkward names, an event, games on two days and an inactive player."""
    db = tmp_path_factory.mktemp("lo") / "club.sqlite"
    assert cli("init", "--db", db, "--system", "egf")[0] == 0
    for name, rank in zip(NASTY, ("5k", "3d", "12k", "1d", "9k", "2k"), strict=True):
        assert cli("player", "add", "--db", db, "--rank", rank, "--", name)[0] == 0, name  # "--": "-Kim-" is a name
    games = [("2026-11-03", NASTY[0], NASTY[1], "B"), ("2026-11-03", NASTY[2], NASTY[3], "W"),
             ("2026-11-10", NASTY[4], NASTY[5], "J"), ("2026-11-10", NASTY[1], NASTY[4], "W")]  # fmt: skip
    for day, black, white, result in games:
        code, out = cli("game", "add", "--db", db, "--", day, black, white, result)
        assert code == 0, out
    assert cli("player", "inactive", "--db", db, "--", NASTY[3])[0] == 0
    return db


def _values(path: Path) -> dict[str, list[tuple[object, ...]]]:
    wb = openpyxl.load_workbook(path)  # not read-only: data_type shows a formula as "f"
    formulas = [f"{ws.title}!{c.coordinate}" for ws in wb.worksheets for row in ws.iter_rows() for c in row
                if c.data_type == "f"]  # fmt: skip
    assert not formulas, formulas
    return {ws.title: [tuple(c.value for c in row) for row in ws.iter_rows()] for ws in wb.worksheets}


def _same(a: object, b: object) -> bool:
    if isinstance(a, datetime) or isinstance(b, datetime):
        return a == b or (isinstance(a, date) and isinstance(b, date) and a.timetuple()[:3] == b.timetuple()[:3])
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and abs(float(a) - float(b)) < 1e-9  # type: ignore[arg-type]
    return a == b


@pytest.mark.parametrize("lang", ["", "de", "ja"])
def test_libreoffice_reads_the_club_workbook_cell_for_cell(club: Path, tmp_path: Path, lang: str) -> None:
    """The workbook re-saved by Calc has the same sheets by name (in the club's language), the same cells, dates
    still dates, numbers still numbers, and no formula."""
    assert cli("settings", "--db", club, "--language", lang or "en")[0] == 0
    try:
        book = tmp_path / "club.xlsx"
        assert cli("export", "--db", club, book)[0] == 0
        ours = _values(book)
        theirs = _values(convert(book, "xlsx:Calc MS Excel 2007 XML", tmp_path / "calc"))
    finally:
        assert cli("settings", "--db", club, "--language", "en")[0] == 0
    assert list(theirs) == list(ours)
    if lang == "de":
        assert list(ours)[:4] == ["Rangliste", "Spieler", "Partien", "Verlauf"]
    if lang == "ja":
        assert "三段" in {v for row in ours[list(ours)[0]] for v in row}
    for sheet, rows in ours.items():
        assert len(theirs[sheet]) == len(rows), sheet
        for r, (a_row, b_row) in enumerate(zip(rows, theirs[sheet], strict=True)):
            b_row = tuple(b_row) + (None,) * (len(a_row) - len(b_row))
            bad = [(c, a, b) for c, (a, b) in enumerate(zip(a_row, b_row, strict=False)) if not _same(a, b)]
            assert not bad, (sheet, r, bad)
    games = theirs[list(theirs)[2]]
    assert isinstance(games[1][0], datetime) and games[1][0].date() == date(2026, 11, 3)  # a date, not text
    names = {v for rows in theirs.values() for row in rows for v in row if isinstance(v, str)}
    assert set(NASTY) <= names  # "=HYPERLINK(...)" is the text typed, never a formula


@pytest.mark.parametrize("what", ["games", "standings"])
def test_libreoffice_reads_the_csv_exports_as_text_numbers_and_dates(club: Path, tmp_path: Path, what: str) -> None:
    """`clubrater export FILE.csv` and `clubrater standings --format csv`: Calc opens them with every name as text
    (a leading =, +, - or @ behind the apostrophe that guards it, README "What a spreadsheet sees"), no formula."""
    path = tmp_path / f"{what}.csv"
    if what == "games":
        assert cli("export", "--db", club, path)[0] == 0
    else:
        code, out = cli("standings", "--db", club, "--all", "--format", "csv")
        assert code == 0
        path.write_text(out, encoding="utf-8")
    written = list(csv.reader(path.open(encoding="utf-8", newline="")))
    rows = _values(convert(path, "xlsx:Calc MS Excel 2007 XML", tmp_path / "calc", infilter=CSV_IN))[what]
    assert len(rows) == len(written) and [str(v) for v in rows[0]] == written[0]
    names = {v for row in rows for v in row if isinstance(v, str)}
    assert {f"'{n}" if n[0] in "=+-@" else n for n in NASTY} <= names, names
    if what == "games":
        assert all(isinstance(r[0], datetime) for r in rows[1:])  # the ISO dates are dates to Calc
        assert all(isinstance(r[written[0].index("komi")], (int, float)) for r in rows[1:])  # komi: numbers
    else:
        assert all(isinstance(r[written[0].index("rating")], (int, float)) for r in rows[1:])
