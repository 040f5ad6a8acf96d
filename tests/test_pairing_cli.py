"""`clubrater pair`, `pairing`, `pairing enter|delete`, `print --pairing` and `settings --handicap-*` (issue 26),
run as a secretary or a script runs them; the sheet read back with pdftotext."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from clubrater.cli import run

NIGHT = "2025-03-14"
PLAYERS = [("Sipho Dlamini", "12k"), ("Anna Smith", "10k"), ("Bob Brown", "10k"), ("Carol White", "5k"),
           ("Dave Green", "4k"), ("Eve Black", "1d"), ("Frank Hill", "12k")]


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    code = run([str(a) for a in args], out=out)
    return code, out.getvalue()


@pytest.fixture
def club(tmp_path: Path) -> Path:
    db = tmp_path / "club.sqlite"
    assert cli("init", "--system", "sagc", "--club", "Pairing Club", "--db", db)[0] == 0
    for name, rank in PLAYERS:
        assert cli("player", "add", name, "--rank", rank, "--db", db)[0] == 0
    return db


def _pair(db: Path, *extra: str) -> dict:
    code, out = cli("pair", *[n for n, _ in PLAYERS], "--date", NIGHT, "--format", "json", "--db", db, *extra)
    assert code == 0, out
    return json.loads(out)


def test_pair_prints_the_issues_json_and_keeps_the_pairing(club: Path) -> None:
    got = _pair(club)
    assert set(got) == {"date", "round", "pairs", "bye"}
    assert (got["date"], got["round"]) == (NIGHT, 1)
    assert all(set(p) == {"board", "black", "white", "handicap", "komi", "why"} for p in got["pairs"])
    assert [p["board"] for p in got["pairs"]] == [1, 2, 3]
    assert got["bye"] == "Eve Black"  # the 1d has nobody near him: the cheapest bye
    assert {frozenset((p["black"], p["white"])) for p in got["pairs"]} == {
        frozenset(("Carol White", "Dave Green")), frozenset(("Anna Smith", "Bob Brown")),
        frozenset(("Sipho Dlamini", "Frank Hill"))}
    assert all(p["why"] == "closest not met in the last 4 nights" for p in got["pairs"])
    code, out = cli("pairing", "--date", NIGHT, "--format", "json", "--db", club)
    shown = json.loads(out)
    assert shown["pairs"] == [{**p, "game": None} for p in got["pairs"]] and shown["bye"] == "Eve Black"
    assert _pair(club) == got  # pairing again replaces it: the same room, the same pairs
    code, out = cli("pairing", "--date", NIGHT, "--format", "csv", "--db", club)
    lines = out.splitlines()
    assert lines[0] == "board,black,white,handicap,komi,why,game" and lines[-1].startswith(",Eve Black,")


def test_names_as_everywhere_with_did_you_mean(club: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = cli("pair", "sipho dlamini", "Frnk Hill", "--date", NIGHT, "--db", club)
    assert code == 1
    assert 'Did you mean "Frank Hill"?' in capsys.readouterr().err
    code, out = cli("pairing", "--date", NIGHT, "--db", club)
    assert code == 1  # nothing was kept


def test_pairing_enter_stores_exactly_those_games(club: Path, capsys: pytest.CaptureFixture[str]) -> None:
    got = _pair(club)
    code, out = cli("pairing", "enter", "1=B", "3=j", "--date", NIGHT, "--db", club)
    assert code == 0, capsys.readouterr().err
    assert "Entered 2 games" in out and "Not entered yet: board 2." in out
    code, out = cli("games", "--format", "json", "--db", club)
    games = json.loads(out)
    by_board = {p["board"]: p for p in got["pairs"]}
    assert len(games) == 2
    for g, (board, winner) in zip(games, ((1, "B"), (3, "J"))):
        want = by_board[board]
        assert (g["date"], g["black"], g["white"], g["handicap"], g["komi"], g["result"], g["round"]) == (
            NIGHT, want["black"], want["white"], want["handicap"], want["komi"], winner, 1)
    code, out = cli("pairing", "enter", "2=W", "3=B", "--date", NIGHT, "--db", club)
    assert code == 1 and "Board 3 of round 1 is entered already" in capsys.readouterr().err
    assert len(json.loads(cli("games", "--format", "json", "--db", club)[1])) == 2  # all or nothing
    code, _ = cli("pairing", "enter", "2=X", "--date", NIGHT, "--db", club)
    assert code == 1 and "1=B" in capsys.readouterr().err
    shown = json.loads(cli("pairing", "--date", NIGHT, "--format", "json", "--db", club)[1])
    assert [p["game"] is not None for p in shown["pairs"]] == [True, False, True]
    # the next `pair` of the night is round 2: tonight's round-1 pairs are 40 dearer, so none repeats
    two = _pair(club)
    assert two["round"] == 2
    first = {frozenset((p["black"], p["white"])) for p in got["pairs"]}
    assert not first & {frozenset((p["black"], p["white"])) for p in two["pairs"]}
    assert two["bye"] != "Eve Black"
    code, out = cli("pairing", "delete", "--date", NIGHT, "--round", "2", "--db", club)
    assert code == 0 and "Forgot the pairing of round 2" in out
    assert json.loads(cli("pairing", "--date", NIGHT, "--format", "json", "--db", club)[1])["round"] == 1


def test_settings_take_the_handicap_rule(club: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = cli("settings", "--handicap-correction", "1", "--handicap-ceiling", "3", "--db", club)
    assert code == 0 and "handicap correction 1, handicap ceiling 3" in out
    code, out = cli("pair", "Sipho Dlamini", "Eve Black", "--date", NIGHT, "--format", "json", "--db", club)
    (p,) = json.loads(out)["pairs"]
    assert (p["black"], p["white"], p["handicap"], p["komi"]) == ("Sipho Dlamini", "Eve Black", 3, 0.5)
    code, _ = cli("settings", "--handicap-ceiling", "10", "--db", club)
    assert code == 1 and "between 0 and 9" in capsys.readouterr().err


def _text(pdf: Path) -> str:
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    return subprocess.run([tool, "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout


def test_the_sheet_to_pin_up_reads_back(club: Path, tmp_path: Path) -> None:
    cli("settings", "--komi", "7.5", "--db", club)
    got = _pair(club)
    pdf = tmp_path / "tonight.pdf"
    code, out = cli("print", "--pairing", pdf, "--date", NIGHT, "--db", club)
    assert code == 0 and "round 1 of 2025-03-14" in out and pdf.read_bytes().startswith(b"%PDF")
    text = _text(pdf)
    assert "Pairing Club" in text and "Club night of 14 March 2025 · round 1" in text
    for word in ("Board", "Black", "White", "Handicap", "Komi", "Result"):
        assert word in text
    lines = [" ".join(line.split()) for line in text.splitlines()]
    ranks = dict(PLAYERS)
    for p in got["pairs"]:
        row = f"{p['board']} {p['black']} {ranks[p['black']]} {p['white']} {ranks[p['white']]} "
        row += ("–" if not p["handicap"] else str(p["handicap"])) + f" {p['komi']:g}"
        assert row in lines, (row, lines)
    assert "Bye (sits out this round): Eve Black (1d)" in lines


def test_the_sheet_is_in_the_clubs_language_and_runs_to_more_pages(tmp_path: Path) -> None:
    db = tmp_path / "big.sqlite"
    cli("init", "--system", "egf", "--club", "Großer Verein", "--db", db)
    cli("settings", "--language", "de", "--db", db)
    names = [f"Spieler {n:02d}" for n in range(1, 81)]
    for n, name in enumerate(names):
        cli("player", "add", name, "--rank", f"{n % 30 + 1}k", "--db", db)
    assert cli("pair", *names, "--date", NIGHT, "--db", db)[0] == 0
    pdf = tmp_path / "abend.pdf"
    assert cli("print", "--pairing", pdf, "--date", NIGHT, "--db", db)[0] == 0
    text = _text(pdf)
    pages = text.split("\f")[:-1]
    assert len(pages) >= 2 and all("Brett" in page and "Ergebnis" in page for page in pages)  # the header repeats
    assert "Vereinsabend am 14. März 2025 · Runde 1" in text
    boards = [int(line.split()[0]) for line in text.splitlines() if line.split() and line.split()[0].isdigit()
              and "Spieler" in line]
    assert boards == list(range(1, 41))


def test_print_needs_one_file(club: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli("print", "--db", club)[0] == 1
    assert "clubrater print --pairing FILE.pdf" in capsys.readouterr().err
    assert cli("print", "--pairing", "a.pdf", "--date", NIGHT, "--db", club)[0] == 1
    assert "There is no kept pairing of 2025-03-14" in capsys.readouterr().err
