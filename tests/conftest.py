"""Shared test helpers: headless Qt, the shared fixtures folder, a fresh club."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


def shared_path(*parts: str) -> Path:
    p = SHARED.joinpath(*parts)
    if not p.exists():
        pytest.skip(f"shared material not found: {p}")
    return p


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never touch the real user's data, config or log folders."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / "state"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))


@pytest.fixture(autouse=True)
def _fresh_logging(monkeypatch: pytest.MonkeyPatch):
    """Each test starts with no log file chosen and leaves no handler behind.

    The command line sets up its log when run in-process (`clubrater.cli.main`); without this, the
    first such test decides where every later test's log goes, and which test runs first decides
    what a log test sees.
    """
    import logging

    from clubrater import logsetup

    monkeypatch.setattr(logsetup, "_log_file", None)
    yield
    for name in ("clubrater", "py.warnings"):
        logger = logging.getLogger(name)
        for handler in [h for h in logger.handlers if getattr(h, logsetup._HANDLER_TAG, False)]:
            logger.removeHandler(handler)
            handler.close()
