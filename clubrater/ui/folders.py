"""Where each kind of file dialog opens: the user's documents the first time, then where he last went.

Never a folder that is not there (issue 30: a desktop names ~/Documents on a machine that has none; the
dialog showed it and said "Directory not found" on accepting, or opened in the program's own folder): the
nearest folder that exists on the way up, else home.

The club file lives in a hidden data folder; a PDF or a workbook suggested there is lost to a
secretary who cannot find that folder again. Each kind (PDF, workbook, CSV, EGD table, import)
remembers its own folder, so the noticeboard PDFs and the federation's workbooks stay apart.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from platformdirs import user_config_dir
from PySide6.QtCore import QStandardPaths

_APP = "ClubRater"


def _file() -> Path:
    return Path(user_config_dir(_APP, appauthor=False)) / "folders.json"


def _read() -> dict[str, str]:
    try:
        data = json.loads(_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def documents() -> Path:
    """The user's documents folder, when it is there (home when the desktop names none or it is missing)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found and Path(found).is_dir() else Path.home()


def existing(folder: str | Path) -> Path:
    """`folder` if it is there, else the nearest folder above it that is, else home (never a missing one)."""
    path = Path(folder).expanduser() if str(folder) else Path.home()
    for candidate in (path, *path.parents):
        if candidate.is_dir():
            return candidate
    return Path.home()


def folder_for(kind: str) -> Path:
    """Where a dialog of this kind opens: the last folder used, if it still exists, else documents."""
    last = _read().get(kind)
    if last and Path(last).is_dir():
        return Path(last)
    return documents()


def remember_folder(kind: str, folder: str | Path) -> None:
    """Note a folder chosen as such (a website's), so that the next dialog of the kind opens in it."""
    remember(kind, Path(folder) / "_")


def remember(kind: str, chosen: str | Path) -> None:
    """Note the folder of a file the user chose; a failure to note it only costs the convenience."""
    data = _read()
    data[kind] = str(Path(chosen).resolve().parent)
    target = _file()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
        os.replace(tmp, target)
    except OSError:
        pass
