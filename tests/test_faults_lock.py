"""One writer per club file, whatever name it is opened by: a hard link, a symlink, another spelling.

Found by issue 19: a 20,000-game import through `club.sqlite` and a 3,000-game import through a hard link
to it both reported success, and the club ended with 3,000 games and integrity "ok".
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from clubrater.store import lock
from tests.test_safety import make_club, write_games_csv

REPO = Path(__file__).resolve().parents[1]

HOLD = textwrap.dedent(
    """
    import sys, time
    from clubrater.store.lock import acquire
    held = acquire(sys.argv[1])
    print("locked" if held else "refused", flush=True)
    time.sleep(120)
    """
)


@pytest.fixture()
def club(tmp_path: Path) -> Path:
    return make_club(tmp_path / "club", games=50)


@pytest.fixture()
def held_elsewhere(club: Path) -> Iterator[subprocess.Popen[str]]:
    """Another ClubRater (another process) holds the club by its usual name."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(club)], stdout=subprocess.PIPE, text=True, cwd=REPO)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        yield proc
    finally:
        proc.kill()
        proc.wait()


def names_for(club: Path, tmp_path: Path) -> dict[str, Path]:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(parents=True, exist_ok=True)
    hard = elsewhere / "hardlink.sqlite"
    os.link(club, hard)
    soft = elsewhere / "symlink.sqlite"
    soft.symlink_to(club)
    return {
        "hard link in another folder": hard,
        "symlink": soft,
        "another spelling": club.parent / ".." / club.parent.name / club.name,
    }


def test_no_name_of_the_file_lets_a_second_writer_in(club: Path, tmp_path: Path,
                                                     held_elsewhere: subprocess.Popen[str]) -> None:  # fmt: skip
    for how, name in names_for(club, tmp_path).items():
        assert lock.acquire(name) is None, how
        who = lock.holder(name)
        assert who is not None and who.pid == held_elsewhere.pid, how
        assert f"process {held_elsewhere.pid}" in lock.in_use_message(name), how
    held_elsewhere.kill()  # the first ClubRater dies: its locks go with it
    held_elsewhere.wait()
    for how, name in names_for(club, tmp_path / "again").items():
        taken = lock.acquire(name)
        assert taken is not None and taken.held, how
        taken.release()


def test_in_one_process_a_hard_link_is_the_same_file(club: Path, tmp_path: Path) -> None:
    first = lock.acquire(club)
    assert first is not None
    hard = tmp_path / "link.sqlite"
    os.link(club, hard)
    assert lock.acquire(hard) is None
    first.release()
    again = lock.acquire(hard)
    assert again is not None
    again.release()


def test_a_command_through_a_hard_link_is_refused_while_the_club_is_open(club: Path, tmp_path: Path,
                                                                        held_elsewhere: subprocess.Popen[str]) -> None:  # fmt: skip
    hard = tmp_path / "link.sqlite"
    os.link(club, hard)
    write_games_csv(tmp_path / "more.csv", 300, seed=8)
    before = club.read_bytes()
    done = subprocess.run(
        [sys.executable, "-m", "clubrater.cli", "--db", str(hard), "import", "games", str(tmp_path / "more.csv")],
        capture_output=True, text=True, cwd=REPO, check=False,
    )
    assert done.returncode == 1, done.stderr
    assert "is open in ClubRater" in done.stderr and "Traceback" not in done.stderr
    assert club.read_bytes() == before
    assert not Path(f"{hard}-wal").exists()  # the second name never got a write-ahead log of its own
