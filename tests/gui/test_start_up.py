"""The window's start-up does not wait for the database layer: SQLAlchemy and Alembic take about a second
to import, so the welcome page (and the window before a club has loaded) must show without them; they are
imported in the worker thread that opens a club. The time itself is measured in benchmarks/bench_gui.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.gui

_CHILD = r"""
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from clubrater.ui.app import MainWindow
w = MainWindow()
w.show()
app.processEvents()
combo = w.welcome.system
print(json.dumps({
    "welcome shown": w.stack.currentWidget() is w.welcome,
    "systems offered": [combo.itemText(i) for i in range(combo.count())],
    "database modules loaded": sorted(m for m in sys.modules if m.split(".")[0] in ("sqlalchemy", "alembic")),
}))
"""


def test_the_welcome_page_shows_without_loading_the_database_layer(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["welcome shown"]
    assert "SAGC rank and index" in seen["systems offered"]  # the picker is filled, from the registry
    assert seen["database modules loaded"] == []
