"""Temporary files in progress, noted so that the next start removes what a killed process left.

A file is written under a temporary name beside its target (io/atomic.py) and renamed
when complete. If the process is killed in between, the temporary file would stay
for ever in whatever folder it was being written to. So each one is noted here (a
tiny marker in the user's data folder naming the process and the file) while it
exists; `remove_stale()`, run when a club is opened, deletes the temporary files
of processes that no longer run.
"""

from __future__ import annotations

import logging
import os
import secrets
from pathlib import Path

from clubrater.store.backups import pid_alive
from clubrater.store.paths import data_dir

log = logging.getLogger(__name__)


def _folder() -> Path:
    return data_dir() / "writing"


def note(tmp: Path) -> Path | None:
    """Remember that this process is writing `tmp`; returns the marker (None if it cannot be kept)."""
    folder = _folder()
    marker = folder / f"{os.getpid()}-{secrets.token_hex(6)}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        marker.write_text(str(Path(tmp).resolve()), encoding="utf-8")
    except OSError:
        return None  # a convenience: the next write into the same folder still cleans up there
    return marker


def done(marker: Path | None) -> None:
    if marker is not None:
        marker.unlink(missing_ok=True)


def remove_stale() -> list[Path]:
    """Delete temporary files whose writer is gone (killed, or the computer lost power); returns them."""
    folder = _folder()
    removed: list[Path] = []
    try:
        markers = list(folder.iterdir())
    except OSError:
        return removed
    for marker in markers:
        pid_text = marker.name.split("-", 1)[0]
        if not pid_text.isdigit() or pid_alive(int(pid_text)):
            continue
        try:
            target = Path(marker.read_text(encoding="utf-8").strip())
        except (OSError, UnicodeDecodeError):
            target = None
        if target is not None and target.name.startswith(".clubrater-"):
            try:
                target.unlink()
                removed.append(target)
            except FileNotFoundError:
                pass
            except OSError as exc:
                log.info("could not remove the leftover %s: %s", target, exc)
                continue
        marker.unlink(missing_ok=True)
    if removed:
        log.warning("removed files left half-written by a process that was killed: %s", ", ".join(map(str, removed)))
    return removed
