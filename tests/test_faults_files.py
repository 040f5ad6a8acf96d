"""Files written whole or not at all, tried on a disk that really fills up and a folder that is really read-only.

Each test keeps a good file in place, makes the fault, writes again, and checks what a secretary would:
the old file is byte for byte what it was, no temporary file is left, and the message names the fault.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import textwrap
import zipfile
from datetime import date
from pathlib import Path

import openpyxl
import pytest

from clubrater.domain.errors import ClubRaterError, DiskFullError, FileWriteError
from clubrater.io import atomic
from clubrater.io.noticeboard import Board, BoardRow, write_board_pdf
from clubrater.io.xlsx_export import Column, Properties, Sheet, write_workbook
from tests.fault_env import fill, read_only_mount, small_disk

REPO = Path(__file__).resolve().parents[1]


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def board(n: int = 120) -> Board:
    rows = [BoardRow(i, f"Player {i:03d}", f"{i % 20 + 1}k", f"+{i}", i % 9, date(2026, 1, 1 + i % 28)) for i in range(1, n)]
    return Board("Safety Club", "SAGC rank and index", "Index", date(2026, 11, 23), rows, grouped=False)


def workbook(path: Path, rows: int = 2000) -> None:
    sheet = Sheet("Games", [Column("date"), Column("black"), Column("white")],
                  [(date(2020, 1, 1), f"Black {i}", f"White {i}") for i in range(rows)])  # fmt: skip
    write_workbook(path, [sheet], Properties(title="Safety Club"))


def rows(xlsx: Path) -> int:
    """The Games sheet's rows, read back the way Excel would open the file."""
    wb = openpyxl.load_workbook(xlsx, read_only=True)
    try:
        return sum(1 for _ in wb["Games"].iter_rows())
    finally:
        wb.close()


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(".clubrater-"))


def test_printing_onto_a_full_disk_keeps_the_old_noticeboard_and_says_the_disk_is_full(qapp: object, tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", "1m") as disk:
        pdf = disk / "noticeboard.pdf"
        write_board_pdf(pdf, board())
        good = sha(pdf)
        assert pdf.read_bytes().startswith(b"%PDF-") and pdf.stat().st_size > 10_000
        fill(disk)
        with pytest.raises(DiskFullError) as caught:
            write_board_pdf(pdf, board(200))
        message = str(caught.value)
        assert f"The disk holding {disk} is full" in message and "noticeboard.pdf" in message
        assert "damaged" not in message and "\n" not in message
        assert sha(pdf) == good
        assert leftovers(disk) == []


def test_a_workbook_onto_a_full_disk_keeps_the_old_one(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", "1m") as disk:
        xlsx = disk / "club.xlsx"
        workbook(xlsx, 200)
        good = sha(xlsx)
        fill(disk, leave=8192)
        with pytest.raises(DiskFullError, match="is full"):
            workbook(xlsx, 20_000)
        assert sha(xlsx) == good
        assert rows(xlsx) == 201
        assert leftovers(disk) == []


def test_text_onto_a_full_disk_keeps_the_old_file(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", "512k") as disk:
        target = disk / "games.csv"
        atomic.write_text(target, "date,black,white,result\n2020-01-01,A,B,W\n")
        good = sha(target)
        fill(disk)
        with pytest.raises(DiskFullError, match=f"The disk holding {disk} is full: games.csv was not written"):
            atomic.write_text(target, "date,black,white,result\n" + "2020-01-01,A,B,W\n" * 50_000)
        assert sha(target) == good and leftovers(disk) == []


def test_a_read_only_folder_is_said_and_the_old_file_stays(tmp_path: Path) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    atomic.write_text(folder / "standings.csv", "old\n")
    with read_only_mount(folder, tmp_path / "ro") as ro:
        with pytest.raises(FileWriteError, match="read-only") as caught:
            atomic.write_text(ro / "standings.csv", "new\n")
        assert "\n" not in str(caught.value)
        assert (ro / "standings.csv").read_text() == "old\n"


def test_a_writer_that_fails_leaves_the_old_file_and_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "club.xlsx"
    workbook(target, 10)
    good = sha(target)

    class Broken(Exception):
        pass

    with pytest.raises(Broken), atomic.replacing(target) as tmp:
        tmp.write_bytes(b"PK\x03\x04 half a zip")
        raise Broken
    assert sha(target) == good and leftovers(tmp_path) == []
    unreadable = "club.xlsx was not written: the workbook came out unreadable"
    with pytest.raises(FileWriteError, match=unreadable), atomic.replacing(target) as tmp:
        tmp.write_bytes(b"PK\x03\x04 half a zip")  # finished, but not a workbook: never put in place
    assert sha(target) == good and leftovers(tmp_path) == []
    with pytest.raises(FileWriteError, match="the PDF came out incomplete"), atomic.replacing(tmp_path / "a.pdf") as tmp:
        tmp.write_bytes(b"%PDF-1.4\n")
    assert not (tmp_path / "a.pdf").exists()


def test_the_finished_file_keeps_the_replaced_files_permissions(tmp_path: Path) -> None:
    target = tmp_path / "list.csv"
    target.write_text("x\n")
    target.chmod(0o640)
    atomic.write_text(target, "y\n")
    assert target.read_text() == "y\n" and (target.stat().st_mode & 0o777) == 0o640


KILLED_WRITER = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from clubrater.io import atomic
    with atomic.replacing(Path(sys.argv[1]), mode="w") as fh:
        fh.write("half of it")
        fh.flush()
        os.kill(os.getpid(), signal.SIGKILL)
    """
)


def test_a_killed_writers_temporary_file_is_removed_at_the_next_start(tmp_path: Path) -> None:
    out = tmp_path / "exports"
    out.mkdir()
    target = out / "games.csv"
    target.write_text("the good one\n")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", KILLED_WRITER, str(target)], env=env, cwd=REPO, check=False)
    assert done.returncode == -9
    assert target.read_text() == "the good one\n"
    assert len(leftovers(out)) == 1  # what a killed export leaves...
    from clubrater.store import scratch

    removed = scratch.remove_stale()  # ...is removed at the next start (Database.open runs this)
    assert [p.name for p in removed] == leftovers(out) or leftovers(out) == []
    assert leftovers(out) == []
    assert target.read_text() == "the good one\n"


def test_a_killed_writers_file_is_removed_by_the_next_write_into_that_folder(tmp_path: Path) -> None:
    stale = tmp_path / ".clubrater-999999999-abcd.xlsx"  # no such process
    stale.write_bytes(b"PK")
    mine_in_progress = atomic.temp_name(tmp_path / "x.pdf")
    mine_in_progress.write_bytes(b"%PDF")  # this process's: still being written, left alone
    atomic.write_text(tmp_path / "a.txt", "a")
    assert not stale.exists() and mine_in_progress.exists()


def test_a_workbook_is_checked_by_opening_it(tmp_path: Path) -> None:
    target = tmp_path / "club.xlsx"
    workbook(target, 50)
    with zipfile.ZipFile(target) as z:
        assert z.testzip() is None
    assert rows(target) == 51
    assert isinstance(FileWriteError("x"), ClubRaterError)


def test_a_long_note_is_cut_to_excels_limit_before_escaping_and_the_workbook_opens(tmp_path: Path) -> None:
    note = "&a<b>" * 8_000  # 40,000 characters, every one of them escaped
    target = tmp_path / "notes.xlsx"
    write_workbook(target, [Sheet("Games", [Column("note")], [(note,)])], Properties(title="Safety Club"))
    wb = openpyxl.load_workbook(target, read_only=True)
    try:
        cell = next(wb["Games"].iter_rows(min_row=2, max_row=2, values_only=True))[0]
    finally:
        wb.close()
    assert cell == note[:32_767]
