"""One Alembic migration at a time in this process.

Alembic's `op` and `context` are module-level proxies bound to the migration that is running: two
migrations in two threads at once (the weekly check working out what the migrations make, in a
worker, while the window upgrades a club file) run each other's statements on the wrong database.
Every `command.upgrade` in ClubRater holds this lock.
"""

from __future__ import annotations

import threading

ALEMBIC = threading.RLock()
