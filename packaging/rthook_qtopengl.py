"""PyInstaller runtime hook: the packaged folder leaves out PySide6.QtOpenGL (9 MB of bindings, issue 14).

pyqtgraph imports PySide6.QtOpenGL when its curve module is imported, but draws with it only when its
`useOpenGL` option is on, which ClubRater never sets (ui/chart.py draws with QPainter). This stands in for
the module so that the import succeeds; using anything from it says plainly that it is not there.
"""

import sys
import types


class _LeftOut(types.ModuleType):
    """PySide6.QtOpenGL as the packaged ClubRater has it: present to import, empty to use."""

    def __getattr__(self, name: str) -> object:
        if name.startswith("__"):
            raise AttributeError(name)
        raise AttributeError(f"PySide6.QtOpenGL.{name}: OpenGL drawing is left out of the packaged ClubRater")


sys.modules.setdefault("PySide6.QtOpenGL", _LeftOut("PySide6.QtOpenGL"))
