"""Whether a `--db` names a federation's server or a club file, asked before anything is imported (issue 29).

A club file opened by a reading command imports neither SQLAlchemy nor the PostgreSQL driver, so the
question lives here, beside nothing; store/server.py re-exports it.
"""

from __future__ import annotations

SCHEMES = ("postgresql://", "postgresql+psycopg://", "postgres://")


def is_server_url(target: object) -> bool:
    """Whether `--db` (or the window's Connect) names a server rather than a club file."""
    return isinstance(target, str) and target.strip().lower().startswith(SCHEMES)
