"""Importing players and games files: generous column names, and every kind of bad file refused with a clear
message and nothing changed in the club (interchange.md: a file with any bad row is refused whole)."""

from __future__ import annotations

import zipfile
from datetime import date
from pathlib import Path

import openpyxl
import pytest

from clubrater.domain.errors import InputError
from clubrater.io.tables import file_kinds, read_club_file, read_games, read_players
from tests.test_exports import cli, db_state, standings


@pytest.fixture
def club(tmp_path: Path) -> Path:
    db = tmp_path / "club.sqlite"
    assert cli("init", "--system", "sagc", "--club", "Test Club", "--db", db)[0] == 0
    players = tmp_path / "players.csv"
    players.write_text("name,rank\nAlice,10k\nBob,7k\nCarol,12k\n", encoding="utf-8")
    assert cli("import", "players", players, "--db", db)[0] == 0
    games = tmp_path / "games.csv"
    games.write_text("date,black,white,result\n2025-01-05,Alice,Bob,B\n", encoding="utf-8")
    assert cli("import", "games", games, "--db", db)[0] == 0
    return db


def xlsx(path: Path, sheets: dict[str, list[list[object]]]) -> Path:
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for title, rows in sheets.items():
        ws = wb.create_sheet(title)
        for row in rows:
            ws.append(row)
    wb.save(path)
    return path


def refused(db: Path, kind: str, path: Path, capsys: pytest.CaptureFixture, *phrases: str) -> str:
    """Import `path`; it must fail with each phrase in one message, and leave every row of the club as it was."""
    before = db_state(db)
    code, _ = cli("import", kind, path, "--db", db)
    err = capsys.readouterr().err
    assert code == 1, err
    assert "Traceback" not in err and err.count("\n") == 1, err  # one paragraph
    for phrase in phrases:
        assert phrase in err, (phrase, err)
    assert db_state(db) == before
    return err


# --------------------------------------------------------------------------------------------- bad files


def test_corrupt_workbook(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    good = xlsx(tmp_path / "good.xlsx", {"Games": [["date", "black", "white", "result"], [date(2025, 2, 1), "Alice",
                                                                                       "Carol", "W"]]})  # fmt: skip
    truncated = tmp_path / "truncated.xlsx"
    truncated.write_bytes(good.read_bytes()[: good.stat().st_size // 2])
    refused(club, "games", truncated, capsys, "truncated.xlsx is not an Excel workbook", "nothing was read")
    # a whole zip whose sheet is not XML
    broken = tmp_path / "broken.xlsx"
    with zipfile.ZipFile(good) as src, zipfile.ZipFile(broken, "w") as out:
        for info in src.infolist():
            data = src.read(info.filename)
            out.writestr(info, b"<worksheet><sheetData><row>garbage" if "worksheets/sheet" in info.filename else data)
    refused(club, "games", broken, capsys, "broken.xlsx is damaged", "nothing was read")


def test_password_protected_workbook(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """Excel saves an encrypted workbook as an OLE2 compound file, whatever its ending."""
    locked = tmp_path / "locked.xlsx"
    locked.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(4096))
    refused(club, "games", locked, capsys, "locked.xlsx is password-protected", "remove the password")
    refused(club, "players", locked, capsys, "password-protected")


@pytest.mark.parametrize("content", [b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj", b"date,black,white,result\n",
                                     b"\x89PNG\r\n\x1a\n" + bytes(200)])  # fmt: skip
def test_other_file_renamed_xlsx(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture, content: bytes) -> None:
    fake = tmp_path / "games.xlsx"
    fake.write_bytes(content)
    refused(club, "games", fake, capsys, "games.xlsx is not an Excel workbook", "renamed .xlsx")


def test_binary_file_renamed_csv(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    book = xlsx(tmp_path / "g.xlsx", {"Games": [["date"]]})
    fake = tmp_path / "games.csv"
    fake.write_bytes(book.read_bytes())
    refused(club, "games", fake, capsys, "is a spreadsheet, not a CSV file")


def test_sheet_without_a_recognisable_header(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    book = xlsx(tmp_path / "games.xlsx", {"Games": [[date(2025, 2, 1), "Alice", "Carol", "W"],
                                                    [date(2025, 2, 2), "Bob", "Carol", "B"]]})  # fmt: skip
    refused(club, "games", book, capsys, "does not look like a games file", "no date or black or white or result",
            "line 1 has 2025-02-01")  # fmt: skip
    titled = xlsx(tmp_path / "titled.xlsx", {"Players": [["Club players, autumn"], ["Alice", "10k"]]})
    refused(club, "players", titled, capsys, "does not look like a players file", "no name column")
    unnamed = xlsx(tmp_path / "unnamed.xlsx", {"Sheet1": [[date(2025, 2, 1), "Alice", "Carol", "W"]]})
    with pytest.raises(InputError, match="no header row ClubRater recognises.*it has 2025-02-01, Alice"):
        file_kinds(unnamed)


@pytest.mark.parametrize(("suffix", "what"), [(".xlsx", "is not an Excel workbook"),
                                              (".csv", "is not a text (CSV) file")])  # fmt: skip
def test_a_50_mb_file_of_zeros_is_refused_for_what_it_is(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture,
                                                         suffix: str, what: str) -> None:  # fmt: skip
    """No size limit refuses honest data (issue 19, item 9: tests/test_big_files.py); a file is judged by content."""
    big = tmp_path / f"huge{suffix}"
    with big.open("wb") as fh:
        fh.write(b"date,black,white,result\n")
        fh.truncate(50 * 1024 * 1024 + 1)  # sparse: instant, and no disk used
    refused(club, "games", big, capsys, f"huge{suffix} {what}")


DATES_AS_TEXT = [("22/11/2026", "2026-11-22"), ("11/22/2026", "2026-11-22"), ("22.11.2026", "2026-11-22")]


@pytest.mark.parametrize(("text", "iso"), DATES_AS_TEXT)
def test_dates_as_text_in_a_workbook(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture, text: str,
                                     iso: str) -> None:  # fmt: skip
    book = xlsx(tmp_path / "games.xlsx", {"Games": [["Date", "Black", "White", "Result"],
                                                    [date(2026, 11, 20), "Alice", "Carol", "W"],
                                                    [text, "Bob", "Carol", "B"]]})  # fmt: skip
    refused(club, "games", book, capsys, f'line 3: date "{text}" is text', f"YYYY-MM-DD ({iso})")


@pytest.mark.parametrize(("text", "iso"), DATES_AS_TEXT)
def test_dates_as_text_in_a_csv(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture, text: str,
                                iso: str) -> None:  # fmt: skip
    games = tmp_path / "games.csv"
    games.write_text(f"date,black,white,result\n2026-11-20,Alice,Carol,W\n{text},Bob,Carol,B\n", encoding="utf-8")
    refused(club, "games", games, capsys, f'line 3: date "{text}" is text', iso)


def test_an_ambiguous_day_and_month_is_not_guessed(tmp_path: Path) -> None:
    games = tmp_path / "games.csv"
    games.write_text("date,black,white,result\n05/06/2026,Alice,Bob,B\n", encoding="utf-8")
    (line, reason), = read_games(games).problems
    assert line == 2 and "2026-05-06 or 2026-06-05" in reason


def test_one_bad_row_refuses_the_whole_games_file(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    book = xlsx(tmp_path / "games.xlsx", {"Games": [["date", "black", "white", "result"],
                                                    [date(2025, 3, 1), "Alice", "Bob", "B"],
                                                    [date(2025, 3, 1), "Alice", "Zora", "W"],
                                                    [date(2025, 3, 2), "Carol", "Bob", "Q"]]})  # fmt: skip
    refused(club, "games", book, capsys, 'line 3: unknown player "Zora"', 'line 4: result "Q" is not B, W or J')


# --------------------------------------------------------------------------------------------- generous reading


def test_column_names_are_matched_generously(club: Path, tmp_path: Path) -> None:
    games = tmp_path / "games.csv"
    games.write_text("DATE;Black Player;white player;Result;Handicap;KOMI;Game Type;Tournament;Notes\n"
                     "2025-04-01;Alice;Carol;w;2;0.5;Tournament;Spring Open;first round\n", encoding="utf-8")
    assert cli("import", "games", games, "--db", club)[0] == 0
    book = xlsx(tmp_path / "p.xlsx", {"Sheet1": [["Player Name", "Grade", "EGD PIN", "Country"],
                                                 ["Dumisani", "3 dan", "12345678", "ZA"]]})  # fmt: skip
    assert cli("import", "players", book, "--db", club)[0] == 0
    got = {r["name"]: r for r in standings(club)}
    assert got["Alice"]["games"] == 2 and got["Dumisani"]["rank"] == "3d"


def test_a_clubrater_workbook_gives_players_and_games(tmp_path: Path) -> None:
    book = xlsx(tmp_path / "club.xlsx", {
        "Standings": [["#", "name"]],
        "Players": [["name", "rank"], ["Alice", "10k"], ["Bob", "7k"]],
        "Games": [["date", "black", "white", "result"], [date(2025, 1, 5), "Alice", "Bob", "B"]],
    })  # fmt: skip
    sheets = read_club_file(book)
    assert set(sheets) == {"players", "games"}
    assert [p.name for p in sheets["players"].players] == ["Alice", "Bob"] and len(sheets["games"].games) == 1
    single = tmp_path / "g.csv"
    single.write_text("date,black,white,result\n2025-01-05,Alice,Bob,B\n", encoding="utf-8")
    assert list(read_club_file(single)) == ["games"]
    other = xlsx(tmp_path / "other.xlsx", {"Budget": [["item"]], "Notes": [["x"]]})
    with pytest.raises(InputError, match='no sheet called "Players" or "Games"'):
        read_club_file(other)
    players = read_players(io_free(tmp_path / "p.csv", "Name,Rank\nZed,5k\n"))
    assert players.players[0].name == "Zed"


def io_free(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path

