"""Every file the program writes is written whole or not at all.

The new content goes to a temporary file in the target's own folder (so the final
rename stays on one disk), is flushed and synced, checked (not empty; a workbook
opens as a zip with its parts, a PDF has its header and end marker), and only then
renamed over the old file. On any failure the old file is byte for byte what it
was, the temporary file is gone, and the caller gets one sentence: a full disk is
said to be full (and where), a read-only folder read-only.

A process killed mid-write leaves its temporary file (`.clubrater-PID-….ext`);
the next write into that folder, and the next start (clubrater.store.scratch),
remove it.

    from clubrater.io.atomic import write_bytes, write_text, replacing

    write_text(path, text)                           # small files
    with replacing(path) as tmp:                     # anything that writes to a path itself (QPdfWriter...)
        writer(tmp)
    with replacing(path, mode="w", newline="") as fh:  # streaming through a file object
        fh.write(...)
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import secrets
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any, overload

from clubrater.domain.errors import ClubRaterError, FileWriteError, disk_full_error, free_bytes, is_disk_full
from clubrater.domain.message import Messages
from clubrater.store import scratch
from clubrater.store.backups import fsync_dir, fsync_file, pid_alive


class FileMessages(Messages):
    """Writing a file whole or not at all."""


PREFIX = ".clubrater-"
log = logging.getLogger(__name__)

Check = Callable[[Path], str | None]  # the problem with a finished temporary file, or None


def check_nonempty(path: Path) -> str | None:
    return FileMessages.tr("it came out empty") if path.stat().st_size == 0 else None


def check_pdf(path: Path) -> str | None:
    """A PDF that a reader will open: the header at the start, the end-of-file marker at the end."""
    size = path.stat().st_size
    if size == 0:
        return FileMessages.tr("it came out empty")
    with path.open("rb") as fh:
        head = fh.read(8)
        fh.seek(max(0, size - 1024))
        tail = fh.read()
    if not head.startswith(b"%PDF-") or b"%%EOF" not in tail:
        return FileMessages.tr("the PDF came out incomplete")
    return None


def check_xlsx(path: Path) -> str | None:
    """A workbook that opens: a readable zip whose every part passes its checksum, with the parts Excel needs."""
    if path.stat().st_size == 0:
        return FileMessages.tr("it came out empty")
    try:
        with zipfile.ZipFile(path) as z:
            names = set(z.namelist())
            if not {"[Content_Types].xml", "xl/workbook.xml"} <= names:
                return FileMessages.tr("the workbook came out without its parts")
            bad = z.testzip()
            if bad is not None:
                return FileMessages.tr("the workbook part {part} came out damaged").format(part=bad)
    except (zipfile.BadZipFile, OSError, EOFError) as exc:
        return FileMessages.tr("the workbook came out unreadable ({reason})").format(reason=exc)
    return None


CHECKS: dict[str, Check] = {".pdf": check_pdf, ".xlsx": check_xlsx}


def temp_name(path: Path) -> Path:
    """`.clubrater-PID-RANDOM.ext` beside `path`: the process id says when it is a leftover."""
    return path.with_name(f"{PREFIX}{os.getpid()}-{secrets.token_hex(4)}{path.suffix}")


def remove_leftovers(folder: Path) -> list[Path]:
    """Temporary files in `folder` of processes that no longer run (killed mid-write)."""
    removed: list[Path] = []
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return removed
    for p in entries:
        if not p.name.startswith(PREFIX):
            continue
        pid_text = p.name[len(PREFIX):].split("-", 1)[0]
        if pid_text.isdigit():
            if pid_alive(int(pid_text)):
                continue
        else:  # written by an older ClubRater (mkstemp names, no process id): only once it is an hour old
            try:
                import time

                if time.time() - p.stat().st_mtime < 3600:
                    continue
            except OSError:
                continue
        with contextlib.suppress(OSError):
            p.unlink()
            removed.append(p)
    if removed:
        log.warning("removed half-written files of a process that was killed: %s", ", ".join(map(str, removed)))
    return removed


def fault(exc: BaseException, path: Path) -> ClubRaterError:
    """One sentence for an OSError met while writing `path` (the old file is unchanged)."""
    if isinstance(exc, ClubRaterError):
        return exc
    unchanged = _unchanged(path)
    if is_disk_full(exc) or (free_bytes(path.parent) or 0) < 64 * 1024:
        return disk_full_error(path.parent, FileMessages.tr("{file} was not written; {unchanged}").format(
            file=path.name, unchanged=unchanged))
    if isinstance(exc, OSError) and exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return FileWriteError(FileMessages.tr("ClubRater cannot write {file} in {folder} (it is read-only); {unchanged}")
                              .format(file=path.name, folder=path.parent, unchanged=unchanged))
    if isinstance(exc, OSError):
        return FileWriteError(FileMessages.tr("{file} could not be written ({reason}); {unchanged}").format(
            file=path.name, reason=exc.strerror or exc, unchanged=unchanged))
    return FileWriteError(FileMessages.tr("{file} could not be written ({reason}); {unchanged}").format(
        file=path.name, reason=exc, unchanged=unchanged))


def _unchanged(path: Path) -> str:
    return FileMessages.tr("the file that was there is unchanged.") if path.exists() else \
        FileMessages.tr("nothing was written.")


def _finish(tmp: Path, path: Path, check: Check | None) -> None:
    """Sync, check and put the finished temporary file in place of `path`."""
    fsync_file(tmp)
    problem = (check or CHECKS.get(path.suffix.lower(), check_nonempty))(tmp)
    if problem is not None:
        if (free_bytes(path.parent) or 0) < 1024 * 1024:
            raise disk_full_error(path.parent, FileMessages.tr("{file} was not written ({problem}); {unchanged}").format(
                file=path.name, problem=problem, unchanged=_unchanged(path)))
        raise FileWriteError(FileMessages.tr("{file} was not written: {problem}; {unchanged}").format(
            file=path.name, problem=problem, unchanged=_unchanged(path)))
    try:
        mode = path.stat().st_mode & 0o7777  # the replaced file's permissions
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    os.chmod(tmp, mode)
    os.replace(tmp, path)
    fsync_dir(path.parent)


@contextlib.contextmanager
def _replacing_path(path: Path, check: Check | None) -> Iterator[Path]:
    remove_leftovers(path.parent)
    tmp = temp_name(path)
    marker = scratch.note(tmp)
    try:
        try:
            tmp.touch(mode=0o600, exist_ok=False)
            yield tmp
            _finish(tmp, path, check)
        except BaseException as exc:
            with contextlib.suppress(OSError):
                tmp.unlink()
            if isinstance(exc, OSError):
                raise fault(exc, path) from None
            raise
    finally:
        scratch.done(marker)


@contextlib.contextmanager
def _replacing_file(path: Path, mode: str, check: Check | None, **open_kw: Any) -> Iterator[IO[Any]]:
    with _replacing_path(path, check) as tmp:
        try:
            with open(tmp, mode, **open_kw) as fh:  # noqa: PTH123 - text or binary, as asked
                yield fh
        except OSError as exc:
            raise fault(exc, path) from None


@overload
def replacing(path: str | Path, *, check: Check | None = None) -> contextlib.AbstractContextManager[Path]: ...
@overload
def replacing(path: str | Path, *, mode: str, check: Check | None = None,
              **open_kw: Any) -> contextlib.AbstractContextManager[IO[Any]]: ...  # fmt: skip


def replacing(path: str | Path, *, mode: str | None = None, check: Check | None = None,
              **open_kw: Any) -> contextlib.AbstractContextManager[Any]:
    """Write `path` whole or not at all.

    Without `mode`, yields the temporary path for a writer that takes a file name (QPdfWriter, zipfile,
    openpyxl); with `mode` ("w", "wb", ...), yields the open temporary file. When the block ends without
    an error the file is synced, checked (`check`, or by its suffix: .pdf, .xlsx, else "not empty") and
    renamed over `path`. Raises a ClubRaterError (DiskFullError, FileWriteError) with one sentence.
    """
    path = Path(path).expanduser()
    if not path.parent.is_dir():
        raise FileWriteError(FileMessages.tr("There is no folder {folder} to write {file} in.").format(
            folder=path.parent, file=path.name))
    if mode is None:
        return _replacing_path(path, check)
    if "w" not in mode and "x" not in mode:
        raise ValueError(f"replacing() opens for writing, not {mode!r}")
    return _replacing_file(path, mode.replace("x", "w"), check, **open_kw)


def write_bytes(path: str | Path, data: bytes, *, check: Check | None = None) -> None:
    """`path` holds exactly `data`, or is as it was."""

    def same_size(tmp: Path) -> str | None:
        size = tmp.stat().st_size
        if size != len(data):
            return FileMessages.tr("only {written} of {size} bytes were written").format(
                written=f"{size:,}", size=f"{len(data):,}")
        return check(tmp) if check is not None else None

    with replacing(path, mode="wb", check=same_size) as fh:
        fh.write(data)


def write_text(path: str | Path, text: str, *, encoding: str = "utf-8", check: Check | None = None) -> None:
    """`path` holds exactly `text` (newlines as given, not translated), or is as it was."""
    write_bytes(path, text.encode(encoding), check=check)
