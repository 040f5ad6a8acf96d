"""Where a club's file lives when the user names none, and which file was used last."""

from __future__ import annotations

import json
from pathlib import Path

from platformdirs import user_config_dir, user_data_dir, user_log_dir

APP = "ClubRater"


def data_dir() -> Path:
    return Path(user_data_dir(APP, appauthor=False))


def default_database() -> Path:
    return data_dir() / "club.sqlite"


def log_dir() -> Path:
    return Path(user_log_dir(APP, appauthor=False))


def _state_file() -> Path:
    return Path(user_config_dir(APP, appauthor=False)) / "state.json"


def _read_state() -> dict:
    try:
        return json.loads(_state_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def recent_databases() -> list[Path]:
    return [Path(p) for p in _read_state().get("recent", []) if isinstance(p, str)]


def last_database() -> Path | None:
    for p in recent_databases():
        if p.exists():
            return p
    return None


def remember_database(path: Path) -> None:
    """Put `path` first in the recent-files list (kept short)."""
    state = _read_state()
    recent = [str(path)] + [p for p in state.get("recent", []) if p != str(path)]
    state["recent"] = recent[:8]
    f = _state_file()
    try:
        f.parent.mkdir(parents=True, exist_ok=True)
        tmp = f.with_suffix(".tmp")
        tmp.write_text(json.dumps(state, indent=1), encoding="utf-8")
        tmp.replace(f)
    except OSError:
        pass  # the recent list is a convenience; never fail an open because of it
