"""Issue 17 point 6: an empty standings list says why, and text outputs show ratings in whole points."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from clubrater.cli import run
from tests.conftest import SHARED

JUVISY = SHARED / "fixtures" / "egd" / "juvisy.h9"  # an EGD table from October 2019


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    code = run([str(a) for a in args], out=out)
    return code, out.getvalue()


@pytest.fixture
def egf_club(tmp_path: Path) -> Path:
    db = tmp_path / "juvisy.sqlite"
    assert cli("init", "--system", "egf", "--club", "Juvisy", "--db", db)[0] == 0
    assert cli("--db", db, "import", "h9", JUVISY)[0] == 0
    return db


def _players_in_table() -> int:
    return sum(1 for line in JUVISY.read_text(encoding="latin-1").splitlines() if re.match(r"\s*\d+\s", line))


def test_standings_of_a_2019_table_print_why_they_are_empty(egf_club: Path, capsys: pytest.CaptureFixture) -> None:
    code, out = cli("standings", "--db", egf_club)
    err = capsys.readouterr().err
    n = _players_in_table()
    assert code == 0 and n > 1
    assert f"{n} players are not on the current list (no tournament in the last 2 years / 12 / 6 months)" in err
    assert "--all" in err
    assert len(out.strip().splitlines()) == 1  # the heading only: everyone is off the list
    # JSON on stdout stays a clean list; the hint still goes to stderr
    code, out = cli("standings", "--db", egf_club, "--format", "json")
    assert json.loads(out) == [] and "not on the current list" in capsys.readouterr().err
    # with --all nobody is missing, so no hint
    code, out = cli("standings", "--db", egf_club, "--all")
    assert code == 0 and len(out.strip().splitlines()) == n + 1
    assert "not on the current list" not in capsys.readouterr().err


def test_text_shows_ratings_in_whole_points_json_keeps_precision(egf_club: Path) -> None:
    code, out = cli("standings", "--db", egf_club, "--all", "--format", "json")
    recs = json.loads(out)
    fractional = [r for r in recs if not float(r["rating"]).is_integer()]
    assert fractional, "an EGF replay gives ratings with decimals, and JSON keeps them"
    code, text = cli("standings", "--db", egf_club, "--all")
    lines = text.splitlines()
    col = lines[0].split().index("rating")
    for r in fractional:
        line = next(ln for ln in lines[1:] if r["name"] in ln)
        cells = line.replace(r["name"], "NAME").split()
        assert cells[col] == f"{r['rating']:.0f}", line


def test_history_text_shows_whole_points(egf_club: Path) -> None:
    code, out = cli("standings", "--db", egf_club, "--all", "--format", "json")
    name = json.loads(out)[0]["name"]
    code, text = cli("history", name, "--db", egf_club)
    assert code == 0
    lines = text.splitlines()
    code, js = cli("history", name, "--db", egf_club, "--format", "json")
    rows = json.loads(js)
    assert len(lines) == len(rows) + 1 and any(not float(r["rating_after"]).is_integer() for r in rows)
    end = lines[0].index("rating_after") + len("rating_after")  # numbers are right-aligned under their heading
    for line, r in zip(lines[1:], rows):
        assert line[:end].split()[-1] == f"{r['rating_after']:.0f}", line


def test_unknown_player_in_an_import_and_in_history_says_did_you_mean(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture) -> None:
    """Point 13: a misspelt name in a games file or on the command line names the likely player."""
    db = tmp_path / "club.sqlite"
    assert cli("init", "--system", "sagc", "--club", "Stellenbosch", "--db", db)[0] == 0
    players = tmp_path / "players.csv"
    players.write_text("name,rank\nThandiwe Nkosi,10k\nSipho Dlamini,12k\n", encoding="utf-8")
    assert cli("--db", db, "import", "players", players)[0] == 0
    games = tmp_path / "games.csv"
    games.write_text("date,black,white,result\n2025-01-07,Thandiwe Nkosi,Sipho Dlamini,B\n"
                     "2025-01-14,Tandiwe Nkosi,Sipho Dlamini,W\n", encoding="utf-8")
    code, _ = cli("--db", db, "import", "games", games)
    err = capsys.readouterr().err
    assert code != 0
    assert 'unknown player "Tandiwe Nkosi" (did you mean "Thandiwe Nkosi"?)' in err
    assert "3" in err  # the line of the bad row
    assert json.loads(cli("standings", "--db", db, "--format", "json")[1])[0]["games"] == 0  # nothing stored
    code, _ = cli("history", "Sipho Dlamni", "--db", db)
    assert code != 0 and 'Did you mean "Sipho Dlamini"?' in capsys.readouterr().err


def test_the_workbook_says_starting_rank_and_reads_it_back(tmp_path: Path) -> None:
    """Point 9/17: the Players sheet's rank column is the starting rank, in words, and imports back as the rank."""
    import openpyxl

    src = tmp_path / "club.sqlite"
    assert cli("init", "--system", "sagc", "--club", "Stellenbosch", "--db", src)[0] == 0
    players = tmp_path / "players.csv"
    players.write_text("name,rank,index\nThandiwe Nkosi,10k,250\nSipho Dlamini,12k,0\n", encoding="utf-8")
    assert cli("--db", src, "import", "players", players)[0] == 0
    book = tmp_path / "club.xlsx"
    assert cli("export", book, "--db", src)[0] == 0
    head = [c.value for c in openpyxl.load_workbook(book)["Players"][1]]
    assert head[:2] == ["Name", "Starting rank"] and "Starting index" in head
    dst = tmp_path / "copy.sqlite"
    assert cli("init", "--system", "sagc", "--db", dst)[0] == 0
    assert cli("--db", dst, "import", "players", book)[0] == 0
    copy = {r["name"]: (r["rank"], r["index"]) for r in json.loads(cli("standings", "--db", dst, "--format", "json")[1])}
    assert copy == {"Thandiwe Nkosi": ("10k", 250), "Sipho Dlamini": ("12k", 0)}


def test_reading_commands_and_print_work_while_the_window_has_the_club(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture) -> None:
    """Point 11: with the window's lock held, print writes the PDF (not remembered), and listings and exports run."""
    import subprocess

    from clubrater.controller.files import acquire_lock
    from clubrater.controller.session import ClubController

    db = tmp_path / "club.sqlite"
    assert cli("init", "--system", "sagc", "--club", "Stellenbosch", "--db", db)[0] == 0
    players = tmp_path / "players.csv"
    players.write_text("name,rank\nThandiwe Nkosi,10k\nSipho Dlamini,12k\n", encoding="utf-8")
    games = tmp_path / "games.csv"
    games.write_text("date,black,white,result\n2025-01-07,Sipho Dlamini,Thandiwe Nkosi,B\n", encoding="utf-8")
    assert cli("--db", db, "import", "players", players)[0] == 0
    assert cli("--db", db, "import", "games", games)[0] == 0
    held = acquire_lock(db)
    assert held is not None
    try:
        code, out = cli("print", tmp_path / "board.pdf", "--db", db)
        err = capsys.readouterr().err
        assert code == 0, err
        assert "not remembered" in err
        text = subprocess.run(["pdftotext", "-layout", str(tmp_path / "board.pdf"), "-"], capture_output=True,
                              text=True, check=True).stdout
        assert "Sipho Dlamini" in text and "Thandiwe Nkosi" in text
        assert cli("standings", "--db", db)[0] == 0
        assert cli("history", "Sipho Dlamini", "--db", db)[0] == 0
        assert cli("export", tmp_path / "club.xlsx", "--db", db)[0] == 0 and (tmp_path / "club.xlsx").stat().st_size
        assert cli("report", "Sipho Dlamini", tmp_path / "sipho.pdf", "--db", db)[0] == 0
        code, _ = cli("import", "games", games, "--db", db)  # a change is still refused
        assert code != 0 and "is open in ClubRater" in capsys.readouterr().err
    finally:
        held.release()
    ctrl = ClubController.open(db, read_only=True)
    assert ctrl.printouts.last_printout() is None  # nothing was written into the club under the window
    ctrl.close()
    assert cli("print", tmp_path / "board2.pdf", "--db", db)[0] == 0  # window closed: remembered
    assert "not remembered" not in capsys.readouterr().err
    ctrl = ClubController.open(db, read_only=True)
    assert ctrl.printouts.last_printout() is not None
    ctrl.close()
