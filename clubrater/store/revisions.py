"""The schema revisions this ClubRater knows, read from the migration files: no Alembic, no SQLAlchemy.

Opening a club only compares its revision with these. Importing Alembic for that cost 0.16-0.24 s of every
start (issue 14), and a reading command that opens a club from its snapshot with plain sqlite3 imports no
SQLAlchemy at all (issue 29), so both read the files here. `test_upgrade` checks this agrees with Alembic's
own reading of the same files.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
_REVISION = re.compile(r'^(down_revision|revision)\s*=\s*(?:"([^"]*)"|None)', re.MULTILINE)


def revisions(folder: Path = MIGRATIONS) -> tuple[frozenset[str], str]:
    """Every schema revision this ClubRater knows (in the migrations `folder`), and the newest."""
    files = tuple(sorted((str(f), f.stat().st_mtime_ns) for f in (folder / "versions").glob("*.py")))
    return _read_revisions(files)


@functools.cache
def _read_revisions(files: tuple[tuple[str, int], ...]) -> tuple[frozenset[str], str]:
    known: set[str] = set()
    parents: set[str] = set()
    for name, _mtime in files:
        found = dict(_REVISION.findall(Path(name).read_text(encoding="utf-8")))
        if found.get("revision"):
            known.add(found["revision"])
            if found.get("down_revision"):
                parents.add(found["down_revision"])
    heads = known - parents
    assert len(heads) == 1, f"the migrations must have one head, not {sorted(heads)}"
    return frozenset(known), heads.pop()
