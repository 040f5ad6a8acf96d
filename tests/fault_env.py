"""Real faults for the tests: a full disk (a small tmpfs), a read-only mount, a process without root.

These need root (CI runs as root). Outside CI a test that cannot make its fault is skipped;
in CI (env CI set) that is a failure, so the faults are never silently left untested there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def cannot(reason: str) -> None:
    """Skip outside CI; fail in CI (a fault test that does not run there proves nothing)."""
    if os.environ.get("CI"):
        pytest.fail(f"this fault test must run in CI: {reason}")
    pytest.skip(reason)


def _run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(cmd), capture_output=True, text=True, check=False)


@contextmanager
def small_disk(folder: Path, size: str = "2m") -> Iterator[Path]:
    """A tmpfs of `size` mounted at `folder` (made if missing): a disk that really fills up."""
    if os.geteuid() != 0:
        cannot("mounting a small disk needs root")
    folder.mkdir(parents=True, exist_ok=True)
    r = _run("mount", "-t", "tmpfs", "-o", f"size={size},mode=0777", "tmpfs", str(folder))
    if r.returncode != 0:
        cannot(f"cannot mount a tmpfs here: {r.stderr.strip()}")
    try:
        yield folder
    finally:
        _run("umount", "-l", str(folder))


def fill(folder: Path, leave: int = 0) -> Path:
    """Fill the disk holding `folder` until no more than `leave` bytes are free; returns the filler file."""
    filler = folder / "filler.bin"
    chunk = b"\0" * 4096
    with filler.open("ab") as fh:
        while shutil.disk_usage(folder).free > leave:
            try:
                fh.write(chunk)
                fh.flush()
            except OSError:
                break
    return filler


@contextmanager
def read_only_mount(source: Path, target: Path) -> Iterator[Path]:
    """`source` (a folder, or one file) seen through a read-only bind mount at `target` (which may be `source`
    itself); root cannot write there either."""
    if os.geteuid() != 0:
        cannot("a read-only bind mount needs root")
    if source.is_dir():
        target.mkdir(parents=True, exist_ok=True)
    r = _run("mount", "--bind", str(source), str(target))
    if r.returncode != 0:
        cannot(f"cannot bind-mount here: {r.stderr.strip()}")
    try:
        r = _run("mount", "-o", "remount,ro,bind", str(target))
        if r.returncode != 0:
            cannot(f"cannot remount read-only: {r.stderr.strip()}")
        yield target
    finally:
        _run("umount", "-l", str(target))
