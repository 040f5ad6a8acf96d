"""The packaged program's entry point: the same `clubrater` command a source install has.

With no command it opens the window (clubrater.ui.app.main); with one it is the CLI.
"""

from __future__ import annotations

import sys

from clubrater.cli import main

if __name__ == "__main__":
    sys.exit(main())
