"""The project's own errors: every refusal the user sees is one of these."""

from __future__ import annotations

from collections.abc import Sequence

from clubrater.domain.message import Joined, Messages


class ErrorMessages(Messages):
    """The sentences errors compose around their reasons."""


class ClubRaterError(Exception):
    """A refusal with a message meant for the club secretary, never a traceback.

    `str(exc)` is the English (the command line's); `exc.message` is the sentence as made, a `Msg` when the
    controller composed one, which the window says in its language (domain/message.py)."""

    @property
    def message(self) -> str:
        first = self.args[0] if len(self.args) == 1 else None
        return first if isinstance(first, str) else str(self)


class RankError(ClubRaterError, ValueError):
    """A rank that cannot be read."""


class InputError(ClubRaterError):
    """A file or form with bad rows; `problems` lists each as (line, reason)."""

    def __init__(self, message: str, problems: Sequence[tuple[int, str]] | None = None) -> None:
        self.problems = list(problems or [])
        if self.problems:
            shown: list[object] = [ErrorMessages.tr("line {line}: {reason}").format(line=line, reason=reason)
                                   for line, reason in self.problems[:50]]
            more = len(self.problems) - 50
            if more > 0:
                shown.append(ErrorMessages.tr("and {more} more").format(more=more))
            message = ErrorMessages.tr("{message} {problems}.").format(message=message, problems=Joined("; ", shown))
        super().__init__(message)


class DiskFullError(ClubRaterError):
    """The disk (or the user's quota) is full: said as such, with where, never as a damaged file."""


class FileWriteError(ClubRaterError):
    """A file could not be written whole; the file that was there before is unchanged."""


class ReadOnlyFileError(ClubRaterError):
    """The club file or its folder cannot be written: the club is open for viewing, exporting and printing only."""


_FULL = {28, 122}  # ENOSPC, EDQUOT


def is_disk_full(exc: BaseException) -> bool:
    """An OSError (or an SQLite error) that means no space is left."""
    if isinstance(exc, OSError) and exc.errno in _FULL:
        return True
    code = getattr(exc, "sqlite_errorcode", None)
    return code is not None and code & 0xFF == 13  # SQLITE_FULL


def free_bytes(folder: object) -> int | None:
    """Free space where `folder` lives (None when it cannot be asked)."""
    import shutil
    from pathlib import Path

    p = Path(str(folder))
    while not p.exists() and p != p.parent:
        p = p.parent
    try:
        return shutil.disk_usage(p).free
    except OSError:
        return None


def disk_full_error(folder: object, what: str) -> DiskFullError:
    """'The disk holding FOLDER is full: WHAT.' (what was and was not done, in the caller's words)."""
    return DiskFullError(ErrorMessages.tr("The disk holding {folder} is full: {what} Free some space there and try again.")
                         .format(folder=folder, what=what))
