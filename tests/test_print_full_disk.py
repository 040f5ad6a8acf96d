"""`clubrater print` with the club's disk full (issue 19, the known limit left by the last session).

The lock file beside the club could not be made on a full disk, so `print` refused even to write the PDF
into another folder, although printing only reads the club. Now it prints read-only, records nothing (that
would need room on the full disk) and says why on stderr; printing onto the full disk itself is still
refused in one sentence with the old PDF untouched.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tests.fault_env import fill, small_disk
from tests.test_faults_machine import cli, one_plain_line, state
from tests.test_safety import make_club


def pdf_text(path: Path) -> str:
    """What a reader of the printout sees (poppler's pdftotext)."""
    if shutil.which("pdftotext") is None:
        return ""
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout  # fmt: skip


def test_printing_to_another_folder_works_when_the_clubs_disk_is_full(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    with small_disk(tmp_path / "disk", "3m") as disk:
        db = make_club(disk / "club", games=300)
        before = state(db)
        fill(disk)  # not a byte left where the club (and its lock file) live
        done = cli("--db", str(db), "print", str(out / "board.pdf"))
        assert done.returncode == 0, done.stderr
        assert f"Wrote the noticeboard standings to {out / 'board.pdf'}" in done.stdout
        err = one_plain_line(done.stderr)
        assert f"The disk holding {db.parent} is full" in err and "not remembered" in err
        assert "open in ClubRater" not in err  # nobody has it open: the message says the real reason
        pdf = out / "board.pdf"
        assert pdf.read_bytes().startswith(b"%PDF-")
        text = pdf_text(pdf)
        if text:
            assert "Safety Club" in text and "Player 01" in text
        assert state(db) == before  # nothing recorded, nothing else written
        assert sorted(p.name for p in db.parent.iterdir()) == ["club.sqlite", "games.csv", "players.csv"]

        # onto the full disk itself: refused plainly, the old printout kept byte for byte, nothing recorded
        old = disk / "club" / "board.pdf"
        (disk / "filler.bin").unlink()
        shutil.copyfile(pdf, old)
        fill(disk)
        kept = old.read_bytes()
        done = cli("--db", str(db), "print", str(old))
        assert done.returncode == 1
        err = one_plain_line(done.stderr)
        assert "is full" in err and "damaged" not in err
        assert old.read_bytes() == kept
        assert state(db)["printouts"] == []

        # with room again the printout is remembered as before
        (disk / "filler.bin").unlink()
        done = cli("--db", str(db), "print", str(out / "board2.pdf"))
        assert done.returncode == 0 and "not remembered" not in done.stderr, done.stderr
        assert len(state(db)["printouts"]) == 1
