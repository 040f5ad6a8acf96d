"""Where each kind of file dialog opens: the user's documents the first time, then where he last went.

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
    """The user's documents folder (home when the desktop names none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


def folder_for(kind: str) -> Path:
    """Where a dialog of this kind opens: the last folder used, if it still exists, else documents."""
    last = _read().get(kind)
    if last and Path(last).is_dir():
        return Path(last)
    return documents()


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
