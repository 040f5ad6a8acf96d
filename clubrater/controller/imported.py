"""Files imported before, by their content: the same games do not go in twice unasked (issue 19).

Each imported file's SHA-256 (for a FESA folder: of its files, in name order) is kept in the club
(`imported_files`, schema 0003) with the time and the counts, so importing it again is refused with
"already imported on DATE (N games)"; `--again` insists.
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select

from clubrater.controller.state import ClubState
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.store.models import ImportedFileRecord


class ImportedMessages(Messages):
    """A file imported before."""



def fingerprint(path: Path) -> str | None:
    """SHA-256 of the file (or of a folder's files, in name order); None when it cannot be read."""
    h = hashlib.sha256()
    try:
        files = sorted(p for p in path.iterdir() if p.is_file()) if path.is_dir() else [path]
        for f in files:
            h.update(f.name.encode() if path.is_dir() else b"")
            with f.open("rb") as fh:
                for chunk in iter(lambda: fh.read(1 << 20), b""):
                    h.update(chunk)
    except OSError:
        return None  # the import itself says what is wrong with the file
    return h.hexdigest()


class AlreadyImportedError(ClubRaterError):
    """The same file was imported before."""


def refuse_known(club: ClubState, sha: str | None, path: Path, kind: str) -> None:
    """Refuse a file imported before as the same kind (a workbook's players and its games are two imports)."""
    if sha is None:
        return
    with club.db.reading() as s:
        rec = s.scalars(select(ImportedFileRecord).where(ImportedFileRecord.sha256 == sha, ImportedFileRecord.kind == kind)
                        .order_by(ImportedFileRecord.imported_at.desc())).first()  # fmt: skip
        if rec is None:
            return
        when, games, players = rec.imported_at, rec.games, rec.players
    what = ImportedMessages.tr("{games} games").format(games=games) if games or not players else \
        ImportedMessages.tr("{players} players").format(players=players)
    raise AlreadyImportedError(
        ImportedMessages.tr("{file} was already imported on {when:%Y-%m-%d %H:%M} ({what}); nothing was stored. Importing it "
                            "again would put its games in twice; use --again to do so anyway.").format(
            file=path.name, when=when, what=what)
    )


def remember(club: ClubState, sha: str | None, kind: str, path: Path, summary: Any) -> None:
    if sha is None or club.read_only:
        return
    with club.db.transaction() as s:
        s.add(ImportedFileRecord(
            sha256=sha, kind=kind, name=path.name[:500], imported_at=datetime.now().replace(microsecond=0),
            players=int(getattr(summary, "player_count", 0) or 0), events=int(getattr(summary, "event_count", 0) or 0),
            games=int(getattr(summary, "game_count", 0) or 0),
        ))  # fmt: skip
