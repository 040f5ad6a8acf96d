"""The window's optional parts (import, exports, printing, backups, the crash dialog): found by name.

A part that is missing or does not load disables its actions instead of stopping the window; each is
looked up once, without importing it until it is first used.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import logging
import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QWidget

from clubrater.ui import feedback

log = logging.getLogger("clubrater.ui")

APP_NAME = "ClubRater"

# Actions of other parts of ClubRater: (module under clubrater.ui, function). Missing ones are disabled.
EXTERNAL = {
    "import": ("import_dialog", "run_import"),
    "export_workbook": ("reports_ui", "export_workbook"),
    "export_csv": ("reports_ui", "export_games_csv"),
    "print_preview": ("reports_ui", "print_preview"),
    "print": ("reports_ui", "print_standings"),
    "save_pdf": ("reports_ui", "save_pdf"),
    "player_report": ("reports_ui", "player_report"),
    "publish_site": ("site_ui", "publish_website"),
    "export_fesa_list": ("fesa_ui", "export_fesa_list"),  # FESA clubs only (issue 15)
    "export_fesa_event": ("fesa_ui", "export_fesa_event"),
    "restore_backup": ("errors", "restore_backup_in_window"),
}

_EXISTS: dict[str, bool] = {}


def module_exists(module: str) -> bool:
    """Whether another part of ClubRater is installed (looked up once, without importing it)."""
    if module not in _EXISTS:
        try:
            _EXISTS[module] = importlib.util.find_spec(f"clubrater.ui.{module}") is not None
        except (ImportError, ValueError):
            _EXISTS[module] = False
    return _EXISTS[module]


class Parts:
    """The functions behind the optional actions, each imported on first use."""

    def __init__(self) -> None:
        self.cache: dict[str, Callable[..., Any] | None] = {}

    def find(self, name: str) -> Callable[..., Any] | None:
        if name not in self.cache:
            module, func = EXTERNAL[name]
            fn = None
            if module_exists(module):
                try:
                    fn = getattr(importlib.import_module(f"clubrater.ui.{module}"), func, None)
                except Exception:  # a part that does not load is treated as missing  # noqa: BLE001
                    log.exception("clubrater.ui.%s does not load", module)
            self.cache[name] = fn
        return self.cache[name]

    def find_all(self) -> None:
        for name in EXTERNAL:
            self.find(name)

    def missing(self, name: str) -> bool:
        """Known to be missing (a part not yet looked for counts as there, so start-up imports nothing)."""
        return self.cache.get(name, True) is None or not module_exists(EXTERNAL[name][0])


def install_error_handling(window: QWidget) -> None:
    """The log file and the crash dialog of clubrater.logsetup / clubrater.ui.errors, else a plain fallback."""
    try:
        from clubrater import logsetup

        logsetup.setup_logging()
    except Exception:  # noqa: BLE001 - without that part, the plain log below
        _setup_logging()
    if module_exists("errors"):
        try:
            from clubrater.ui import errors

            errors.install_gui_excepthook(lambda: window)
            return
        except Exception:  # noqa: BLE001
            log.exception("the crash dialog could not be installed")
    sys.excepthook = _excepthook([window])


def _setup_logging() -> None:
    try:
        from clubrater.controller.files import log_dir

        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        logging.basicConfig(filename=folder / "clubrater.log", level=logging.INFO,
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    except OSError:
        logging.basicConfig(level=logging.WARNING)


def _excepthook(window_ref: list[QWidget]) -> Callable[..., None]:
    def hook(exc_type: type[BaseException], exc: BaseException, tb: Any) -> None:
        log.error("unexpected error", exc_info=(exc_type, exc, tb))
        parent = window_ref[0] if window_ref else None
        with contextlib.suppress(Exception):  # last resort: never crash on the way out
            feedback.warn(parent, APP_NAME, feedback.explain(exc))

    return hook
