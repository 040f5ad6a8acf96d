"""The program's log: a rotating file in the user's log folder, and a hook that logs crashes.

Why: when something goes wrong at the club, the secretary can send one file
(its place is shown in every error dialog) instead of describing a traceback.
Nothing here imports Qt, so the CLI and tests can use it too.

The file is the user's alone (mode 0600, an older one's mode tightened, each rotated one made so) and
holds no password: every line is written through `mask_passwords`, so a server address typed with its
password (`postgresql://pretoria:S3cret@host/db`), in a message, a command line or a traceback, is
logged as `postgresql://pretoria:***@host/db` (issue 25, item 12).
"""

from __future__ import annotations

import io
import logging
import logging.handlers
import os
import re
import sys
import tempfile
import threading
from pathlib import Path
from types import TracebackType

LOG_NAME = "clubrater.log"
MAX_BYTES = 1_000_000
BACKUP_COUNT = 5
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
_HANDLER_TAG = "_clubrater_file_handler"

_log_file: Path | None = None

# scheme://user:PASSWORD@host... (the password runs to the last @ before the host, as URL parsers read it), and
# libpq's key=value form (password=...).
_URL_PASSWORD = re.compile(r"(?P<head>\b[A-Za-z][A-Za-z0-9+.-]*://[^\s:/@'\"]*:)(?P<pw>[^\s'\"]*)@")
_KEY_PASSWORD = re.compile(r"(?P<head>\bpassword\s*=\s*)(?P<pw>'[^']*'|\"[^\"]*\"|[^\s,;)]+)", re.IGNORECASE)


def mask_passwords(text: str) -> str:
    """`text` with any password in a URL or a `password=` setting shown as ***."""
    if "@" in text:
        text = _URL_PASSWORD.sub(lambda m: f"{m.group('head')}***@", text)
    if "assword" in text or "ASSWORD" in text:
        text = _KEY_PASSWORD.sub(lambda m: f"{m.group('head')}***", text)
    return text


class _MaskingFormatter(logging.Formatter):
    """Every line of the log (message, arguments, traceback) with its passwords masked."""

    def format(self, record: logging.LogRecord) -> str:
        return mask_passwords(super().format(record))


class _PrivateFileHandler(logging.handlers.RotatingFileHandler):
    """The rotating log, each file created readable and writable by the user only (0600)."""

    def _open(self) -> io.TextIOWrapper:
        fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        return io.TextIOWrapper(io.FileIO(fd, "a"), encoding=self.encoding, errors=self.errors)


def _tighten(folder: Path) -> None:
    """An existing log (and its rotated copies) made the user's alone: older ClubRaters wrote them 0644."""
    for p in folder.glob(f"{LOG_NAME}*"):
        try:
            if p.is_file() and p.stat().st_mode & 0o077:
                p.chmod(0o600)
        except OSError:
            pass


def default_log_dir() -> Path:
    from clubrater.store.paths import log_dir

    return log_dir()


def log_file() -> Path:
    """Where the log is written (or would be, once setup_logging has run)."""
    return _log_file or default_log_dir() / LOG_NAME


def setup_logging(level: int = logging.INFO, folder: Path | None = None) -> Path:
    """Send the `clubrater` loggers (and warnings) to a rotating file; returns the file's path.

    Safe to call more than once: the file handler is replaced, never doubled. If
    the user's log folder cannot be written, the system's temporary folder is used.
    """
    global _log_file
    folder = Path(folder) if folder is not None else default_log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        _tighten(folder)
        handler = _PrivateFileHandler(
            folder / LOG_NAME, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8", delay=False
        )
    except OSError:
        folder = Path(tempfile.gettempdir()) / "ClubRater"
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        _tighten(folder)
        handler = _PrivateFileHandler(
            folder / LOG_NAME, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8"
        )
    handler.setFormatter(_MaskingFormatter(FORMAT))
    setattr(handler, _HANDLER_TAG, True)
    root = logging.getLogger("clubrater")
    for old in [h for h in root.handlers if getattr(h, _HANDLER_TAG, False)]:
        root.removeHandler(old)
        old.close()
    root.addHandler(handler)
    root.setLevel(level)
    logging.captureWarnings(True)
    warnings_logger = logging.getLogger("py.warnings")
    if not any(getattr(h, _HANDLER_TAG, False) for h in warnings_logger.handlers):
        warnings_logger.addHandler(handler)
    _log_file = folder / LOG_NAME
    from clubrater import __version__

    root.info("ClubRater %s started (Python %s, %s)", __version__, sys.version.split()[0], sys.platform)
    return _log_file


def log_exception(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None, where: str = "unexpected error"
) -> None:
    logging.getLogger("clubrater.crash").error("%s: %s", where, exc_type.__name__, exc_info=(exc_type, exc, tb))


def install_excepthook() -> None:
    """Log every uncaught exception (main thread and other threads), then let the previous hook run.

    Qt-independent: the window adds its own dialog on top (clubrater.ui.errors).
    """
    previous = sys.excepthook
    if getattr(previous, _HANDLER_TAG, False):
        return

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if not issubclass(exc_type, KeyboardInterrupt):
            log_exception(exc_type, exc, tb)
        previous(exc_type, exc, tb)

    setattr(hook, _HANDLER_TAG, True)
    sys.excepthook = hook

    previous_thread_hook = threading.excepthook

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None and not issubclass(args.exc_type, KeyboardInterrupt):
            name = args.thread.name if args.thread is not None else "?"
            log_exception(args.exc_type, args.exc_value, args.exc_traceback, f"unexpected error in thread {name}")
        previous_thread_hook(args)

    threading.excepthook = thread_hook
