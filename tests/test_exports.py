"""The club workbook and the games CSV: what is in them, that formula-looking names stay text, and round trips.

A workbook exported by ClubRater must import back into an empty club to the
same standings (`clubrater import players X.xlsx`, then `import games X.xlsx`).
"""

from __future__ import annotations

import csv
import io
import json
import random
import shutil
import sqlite3
import subprocess
import zipfile
from datetime import date, datetime, timedelta
from pathlib import Path

import openpyxl
import pytest

from clubrater.cli import run
from clubrater.controller.session import ClubController
from clubrater.domain.model import GameType, Result
from clubrater.domain.ranks import parse_rank
from clubrater.domain.records import GameRow, ImportBatch, PlayerRow

FORMULA_NAMES = ['=HYPERLINK("http://evil.example","click")', "+27 Smith", "-Minus Mike", "@Sum Sam"]
PLAYER_COLUMNS = ["name", "rank", "club", "country", "egd_pin", "rating", "index", "active"]
GAME_COLUMNS = ["date", "black", "white", "result", "handicap", "komi", "type", "event", "class", "black_rank",
                "white_rank", "round", "note"]  # fmt: skip


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    code = run([str(a) for a in args], out=out)
    return code, out.getvalue()


def make_club(folder: Path, system: str = "sagc", players: int = 24, games: int = 300, seed: int = 7,
              name: str = "Stellenbosch Go Club", today: date = date(2025, 6, 30), inactive: bool = True,
              adjust: bool = False) -> Path:  # fmt: skip
    """A club with events, handicaps, odd komi, professed ranks, notes, formula-like names, (with `inactive`)
    a player marked inactive and (with `adjust`) a rank adjustment in the middle of the history."""
    rng = random.Random(seed)
    db = folder / f"{system}.sqlite"
    ctrl = ClubController.create(db, system, name, today=lambda: today)
    names = FORMULA_NAMES + [f"Player {i:02d} Ñandú" for i in range(players - len(FORMULA_NAMES))]
    rows = [PlayerRow(n, parse_rank(f"{rng.randint(1, 20)}k" if rng.random() < 0.8 else f"{rng.randint(1, 5)}d"),
                      line=i + 2, club=rng.choice(["Stb", "CT", ""]), country="ZA", egd_pin=str(10000000 + i),
                      index=rng.choice([0, 0, 250, -400]), rating=rng.choice([None, None, 1850.5]))
            for i, n in enumerate(names)]  # fmt: skip
    game_rows = []
    d0 = today - timedelta(days=400)
    for i in range(games):
        b, w = rng.sample(names, 2)
        h = rng.choice([0, 0, 0, 2, 4])
        game_rows.append(GameRow(
            d0 + timedelta(days=i * 395 // games), b, w, rng.choice([Result.BLACK, Result.WHITE, Result.JIGO]),
            line=i + 2, handicap=h, komi=rng.choice([6.5, 0.5, 7.5, -3.5]) if h == 0 else 0.5,
            type=rng.choice(list(GameType)), event="Winter Cup" if i % 25 == 0 else None,
            klass=rng.choice("ABCD"), black_rank=parse_rank("5k") if i % 40 == 0 else None,
            round=i // 25 + 1 if i % 25 == 0 else None, note="late entry" if i % 33 == 0 else "",
        ))  # fmt: skip
    ctrl.imports.batch(ImportBatch(players=rows, games=game_rows, source="test"))
    if inactive:
        ctrl.players.set_active(ctrl.queries.find_player(names[-1]).id, False)
    if adjust:
        ctrl.players.adjust(ctrl.queries.find_player(names[-2]).id, d0 + timedelta(days=200), rank="3k", index=100,
                            note="synchronised with the national list")
    ctrl.close()
    return db


def standings(db: Path, *extra: str) -> list[dict]:
    code, out = cli("standings", "--db", db, "--format", "json", *extra)
    assert code == 0
    return json.loads(out)


def db_state(db: Path) -> dict[str, list[tuple]]:
    """Every stored row, to show that a refused file changed nothing."""
    con = sqlite3.connect(db)
    try:
        return {t: con.execute(f"SELECT * FROM {t} ORDER BY id").fetchall()
                for t in ("players", "games", "events", "adjustments", "printouts")}  # fmt: skip
    finally:
        con.close()


@pytest.fixture(scope="module")
def sagc_club(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_club(tmp_path_factory.mktemp("sagc"))


@pytest.fixture
def club(sagc_club: Path, tmp_path: Path) -> Path:
    """A private copy: tests that write to the club do not disturb each other."""
    db = tmp_path / "club.sqlite"
    shutil.copy(sagc_club, db)
    return db


@pytest.fixture(scope="module")
def workbook(sagc_club: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("wb") / "club.xlsx"
    code, out = cli("export", "--db", sagc_club, path)
    assert code == 0 and "24 players, 300 games" in out
    return path


# --------------------------------------------------------------------------------------------- contents


def test_workbook_sheets_headers_and_types(workbook: Path, sagc_club: Path) -> None:
    wb = openpyxl.load_workbook(workbook)  # the full reader: styles, filters and panes are visible
    assert wb.sheetnames == ["Standings", "Players", "Games", "History"]
    for ws in wb.worksheets:
        assert ws.freeze_panes == "A2", ws.title
        assert ws.auto_filter.ref == f"A1:{ws.cell(1, ws.max_column).column_letter}{ws.max_row}", ws.title
        header = [c for c in ws[1]]
        assert all(c.font.b for c in header), ws.title
        for c in header:  # every column wide enough for its title and its longest entry
            longest = max(len(str(v)) for (v,) in ws.iter_rows(min_col=c.column, max_col=c.column, values_only=True)
                          if v is not None and not isinstance(v, datetime))  # fmt: skip
            assert ws.column_dimensions[c.column_letter].width >= min(longest, 58), (ws.title, c.value)
    players = wb["Players"]  # headings are words (issue 17); the rank, rating and index are what players started with
    assert [c.value for c in players[1]] == ["Name", "Starting rank", "Club", "Country", "EGD pin", "Starting rating",
                                             "Starting index", "Active"]
    assert players.max_row == 25
    games = wb["Games"]
    assert [c.value for c in games[1]] == ["Date", "Black", "White", "Result", "Handicap", "Komi", "Type", "Event",
                                           "Class", "Black rank", "White rank", "Round", "Note"]
    assert games.max_row == 301
    row2 = [c for c in games[2]]
    assert row2[0].is_date and row2[0].number_format == "yyyy-mm-dd"
    assert isinstance(row2[4].value, int) and isinstance(row2[5].value, float)
    history = wb["History"]
    assert [c.value for c in history[1]][:10] == ["Date", "Player", "Colour", "Opponent", "Result", "Rank before",
                                                  "Before", "Change", "After", "Rank after"]  # fmt: skip
    assert history.max_row - 1 == 2 * 300
    last: dict[str, tuple] = {}
    for row in history.iter_rows(min_row=2, values_only=True):
        assert isinstance(row[0], datetime) and all(isinstance(v, int) for v in row[6:9])
        if row[1] in last:  # each player's next game starts where the previous one ended
            assert (row[5], row[6]) == last[row[1]]
        last[row[1]] = (row[9], row[8])
    st = wb["Standings"]
    header = [c.value for c in st[1]]
    assert header[:6] == ["#", "Name", "Rank", "Index", "Games", "Last played"]
    flags = {r[header.index("Listed")] for r in st.iter_rows(min_row=2, values_only=True)}
    assert flags == {"yes", "no"}  # written as the Players sheet writes Active
    assert {r[-1] for r in players.iter_rows(min_row=2, values_only=True)} <= {"yes", "no"}
    listed = [r for r in st.iter_rows(min_row=2, values_only=True) if r[header.index("Listed")] == "yes"]
    assert [r[1] for r in listed] == [r["name"] for r in standings(sagc_club)]
    assert len(list(st.iter_rows(min_row=2))) == 24  # the inactive player too, marked not listed


def test_document_properties_name_the_club_and_the_time(workbook: Path) -> None:
    props = openpyxl.load_workbook(workbook, read_only=True).properties
    assert props.title == "Stellenbosch Go Club" and props.creator == "ClubRater"
    assert abs(props.created - datetime.utcnow()).total_seconds() < 600  # noqa: DTZ003 - openpyxl's naive UTC
    assert "Stellenbosch Go Club" in props.description
    with zipfile.ZipFile(workbook) as z:
        custom = z.read("docProps/custom.xml").decode()
    assert "Stellenbosch Go Club" in custom and "Exported" in custom


def test_formula_looking_names_stay_text(workbook: Path) -> None:
    with zipfile.ZipFile(workbook) as z:
        sheets = [n for n in z.namelist() if n.startswith("xl/worksheets/")]
        assert len(sheets) == 4
        for name in sheets:
            xml = z.read(name).decode()
            assert "<f>" not in xml and "<f " not in xml, name
    wb = openpyxl.load_workbook(workbook)
    names = {c.value: c for c in wb["Players"]["A"][1:]}
    for n in FORMULA_NAMES:
        assert names[n].data_type == "s", n
    seen = {v for row in wb["Games"].iter_rows(min_row=2, max_col=3, values_only=True) for v in row[1:]}
    assert set(FORMULA_NAMES) <= seen


def test_games_csv_has_the_interchange_columns(club: Path, tmp_path: Path) -> None:
    path = tmp_path / "games.csv"
    code, out = cli("export", "--db", club, path)
    assert code == 0 and "300 games" in out
    rows = list(csv.reader(path.open(encoding="utf-8", newline="")))
    assert rows[0] == GAME_COLUMNS and len(rows) == 301
    assert all(r[0] == date.fromisoformat(r[0]).isoformat() for r in rows[1:])
    assert {r[3] for r in rows[1:]} <= {"B", "W", "J"}
    # issue 16: a formula-looking name is written with a leading apostrophe (the import takes it off again)
    written = {r[1] for r in rows[1:]} | {r[2] for r in rows[1:]}
    assert {("'" + n if n[0] in "=+-@" else n) for n in FORMULA_NAMES} <= written
    assert not [f for r in rows[1:] for i, f in enumerate(r) if i != 5 and f.startswith(("=", "+", "-", "@"))]
    assert any(r[7] == "Winter Cup" for r in rows) and any(r[12] == "late entry" for r in rows)


def test_export_refuses_what_it_cannot_write(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert cli("export", "--db", club, tmp_path / "x.ods")[0] == 1
    assert "FILE.xlsx" in capsys.readouterr().err
    assert cli("export", "--db", club, tmp_path / "no" / "such" / "x.xlsx")[0] == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.startswith("clubrater:")


def test_export_h9_writes_one_event(club: Path, tmp_path: Path) -> None:
    from clubrater.io.h9 import read_h9

    path = tmp_path / "cup.h9"
    code, out = cli("export", "--db", club, "h9", "winter cup", path)
    assert code == 0, out
    table = read_h9(path)
    assert table.header.name == "Winter Cup" and table.players


# --------------------------------------------------------------------------------------------- round trips


@pytest.mark.parametrize("system", ["sagc", "egf", "egf2021"])
def test_workbook_imports_back_to_the_same_standings(tmp_path: Path, system: str) -> None:
    src = make_club(tmp_path, system, players=30, games=400, seed=11, inactive=True)
    book = tmp_path / "club.xlsx"
    assert cli("export", "--db", src, book)[0] == 0
    dst = tmp_path / "copy.sqlite"
    assert cli("init", "--system", system, "--db", dst)[0] == 0
    assert cli("import", "players", book, "--db", dst)[0] == 0
    assert cli("import", "games", book, "--db", dst)[0] == 0
    assert standings(dst, "--all") == standings(src, "--all")
    names = {r["name"] for r in standings(dst, "--all")}
    assert set(FORMULA_NAMES) <= names


def test_games_csv_imports_back_to_the_same_standings(tmp_path: Path) -> None:
    club = make_club(tmp_path, inactive=False)
    book, games = tmp_path / "club.xlsx", tmp_path / "games.csv"
    assert cli("export", "--db", club, book)[0] == 0
    assert cli("export", "--db", club, games)[0] == 0
    dst = tmp_path / "copy.sqlite"
    assert cli("init", "--system", "sagc", "--db", dst)[0] == 0
    assert cli("import", "players", book, "--db", dst)[0] == 0
    assert cli("import", "games", games, "--db", dst)[0] == 0
    assert standings(dst, "--all") == standings(club, "--all")


# --------------------------------------------------------------------------------------------- LibreOffice


def _soffice() -> str:
    from tests.libreoffice import soffice  # never skipped in CI (issue 28)

    return soffice()


def test_libreoffice_opens_the_workbook_without_repair(workbook: Path, tmp_path: Path) -> None:
    """A converted PDF (and a CSV of the first sheet with the names as text) means LibreOffice read it as is."""
    exe = _soffice()
    profile = tmp_path / "profile"
    for fmt in ("pdf", "csv"):
        proc = subprocess.run(
            [exe, f"-env:UserInstallation=file://{profile}", "--headless", "--norestore", "--convert-to", fmt,
             "--outdir", str(tmp_path), str(workbook)],
            capture_output=True, text=True, timeout=300,
        )  # fmt: skip
        out = tmp_path / f"club.{fmt}"
        assert proc.returncode == 0 and out.exists() and out.stat().st_size > 0, proc.stderr
    text = (tmp_path / "club.csv").read_text(encoding="utf-8", errors="replace")
    assert '=HYPERLINK(""http://evil.example"",""click"")' in text  # shown as typed, not as a link
    assert "+27 Smith" in text and "@Sum Sam" in text
