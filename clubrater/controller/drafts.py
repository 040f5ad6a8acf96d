"""Typing survives a crash (issue 19 item 11): unsaved rows kept as a draft beside the club file.

Rows typed into the record sheet and a game half typed into the game form are written, a moment
after each edit, to a small JSON file next to the club (`.club.sqlite.draft.json`), never into the
games. It is removed when the rows are saved or cleared, and when the secretary leaves them on
purpose; so a draft that is still there when the club is opened again means the program was killed
or the machine lost power, and the window offers the rows back. The draft names the club it belongs
to (the club's id stored inside the file): a draft of another club (a copied file, a restored
backup of another club) is never offered.

A club on a federation server has no file to keep a draft beside (its `ctrl.path` is only a stand-in
in the home folder, never to be written next to). Its draft is kept in the user's own data folder
instead, under `drafts/`, in a file named by a hash of the server's address without the password and
the login role: the same secretary connecting again finds it; another secretary connecting from the
same computer account (another role), or another database, never does. The draft names the
federation's own id as well, so a database made again under the same address is not offered old rows.
Typing on a server is at least as much at risk as in a file: the connection can drop as well as the
power (issue 11).

This module is the only one that reads or writes drafts; the window (ui/drafts_ui.py) only hands
it plain values. No Qt here.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.io.atomic import write_text
from clubrater.store.backups import club_identity

if TYPE_CHECKING:
    from clubrater.controller.state import ClubState


class DraftMessages(Messages):
    """A record sheet's draft that cannot be read back."""


log = logging.getLogger(__name__)

FORMAT = "clubrater-draft"
VERSION = 1
CELLS = 8  # the record sheet's typed columns: date, black, white, handicap, komi, winner, type, event

FormValue = str | int | float | bool


@dataclass(frozen=True, slots=True)
class Draft:
    """What was typed and not saved: the record sheet's rows and settings, and the game form's boxes."""

    club_uid: str
    saved_at: datetime
    sheet_rows: list[list[str]] = field(default_factory=list)  # only rows with something typed, in order
    sheet_date: str = ""  # the sheet's "club night of" (ISO), which rows without a typed date take
    sheet_type: str = ""
    sheet_event: str = ""
    form: dict[str, FormValue] = field(default_factory=dict)  # the game form's boxes; empty when nothing typed

    @property
    def empty(self) -> bool:
        return not self.sheet_rows and not self.form

    def to_json(self) -> str:
        return json.dumps({
            "format": FORMAT, "version": VERSION, "club_uid": self.club_uid,
            "saved_at": self.saved_at.replace(microsecond=0).isoformat(),
            "sheet": {"date": self.sheet_date, "type": self.sheet_type, "event": self.sheet_event,
                      "rows": self.sheet_rows},
            "form": self.form,
        }, ensure_ascii=False, indent=1)


def draft_path(db_path: str | Path) -> Path:
    """club.sqlite -> .club.sqlite.draft.json beside it (hidden: it is the program's, not the secretary's)."""
    p = Path(db_path).expanduser()
    return p.with_name(f".{p.name}.draft.json")


def server_draft_path(location: str, role: str | None) -> Path:
    """A server's draft in the user's data folder: drafts/<hash of the address without password, and role>.json."""
    from clubrater.store.paths import data_dir

    key = hashlib.sha256(json.dumps([location, role or ""]).encode("utf-8")).hexdigest()[:32]
    return data_dir() / "drafts" / f"server-{key}.draft.json"


def club_uid(db_path: str | Path) -> str | None:
    """The id stored inside the club file (read without writing), which a draft must carry to be offered."""
    return club_identity(Path(db_path).expanduser())[0]


def draft_for(club: ClubState) -> tuple[Path, str] | None:
    """Where the open club's draft is kept, and the id it must carry; None when none can be kept.

    A club file: beside it, with the id stored inside the file. A server: in the user's data folder (see the
    module's note), with the federation's id; never beside the stand-in path.
    """
    if not club.on_server:
        uid = club_uid(club.path)
        return (draft_path(club.path), uid) if uid else None
    from clubrater.store.models import Club

    try:
        with club.db.reading() as s:
            rec = s.get(Club, 1)
            uid = str(rec.uid) if rec is not None and rec.uid else ""
    except ClubRaterError as exc:  # the server went away: typing goes on, only not kept
        log.warning("no draft kept for %s: %s", club.location, exc)
        return None
    return (server_draft_path(club.location, club.federation.role()), uid) if uid else None


def write_draft(db_path: str | Path, draft: Draft, *, file: Path | None = None) -> None:
    """Keep `draft` beside the club (or in `file`), whole or not at all (a crash mid-write leaves the previous
    draft); an empty draft removes the file instead."""
    if draft.empty:
        remove_draft(db_path, file=file)
        return
    target = file or draft_path(db_path)
    if file is not None:
        target.parent.mkdir(parents=True, exist_ok=True)
    write_text(target, draft.to_json())


def remove_draft(db_path: str | Path, *, file: Path | None = None) -> None:
    """The rows were saved, cleared or let go on purpose: nothing is left to offer."""
    try:
        (file or draft_path(db_path)).unlink(missing_ok=True)
    except OSError as exc:  # a read-only folder: no draft could have been written there either
        log.warning("could not remove the draft of %s: %s", db_path, exc)


def read_draft(db_path: str | Path, uid: str | None, *, file: Path | None = None) -> Draft | None:
    """The draft left beside the club (or in `file`), if it belongs to the club with id `uid` and holds
    something typed.

    A draft of another club, an unreadable or malformed one, or one without rows is never offered (None).
    """
    path = file or draft_path(db_path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except OSError as exc:
        log.warning("could not read the draft %s: %s", path, exc)
        return None
    try:
        draft = parse(text)
    except ClubRaterError as exc:
        log.warning("ignoring the draft %s: %s", path, exc)
        return None
    if not uid or draft.club_uid != uid:
        log.info("ignoring the draft %s: it belongs to another club", path)
        return None
    return None if draft.empty else draft


def parse(text: str) -> Draft:
    """A draft from its JSON; anything that is not one raises ClubRaterError (nothing of it is used)."""
    try:
        data: Any = json.loads(text)
    except ValueError as exc:
        raise ClubRaterError(DraftMessages.tr("the draft is not JSON ({exc})").format(exc=exc)) from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise ClubRaterError(DraftMessages.tr("the file is not a ClubRater draft this version knows"))
    try:
        saved_at = datetime.fromisoformat(str(data["saved_at"]))
        sheet = data.get("sheet") or {}
        rows = sheet.get("rows") or []
        if not isinstance(rows, list) or not all(
                isinstance(r, list) and len(r) == CELLS and all(isinstance(c, str) for c in r) for r in rows):
            raise ClubRaterError(DraftMessages.tr("the draft's rows are not rows of the record sheet"))
        form = data.get("form") or {}
        if not isinstance(form, dict) or not all(
                isinstance(k, str) and isinstance(v, str | int | float | bool) for k, v in form.items()):
            raise ClubRaterError(DraftMessages.tr("the draft's game form is not a set of boxes"))
        return Draft(club_uid=str(data["club_uid"]), saved_at=saved_at,
                     sheet_rows=[list(r) for r in rows if any(r)], sheet_date=str(sheet.get("date", "")),
                     sheet_type=str(sheet.get("type", "")), sheet_event=str(sheet.get("event", "")), form=dict(form))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ClubRaterError(DraftMessages.tr("the draft is incomplete ({exc})").format(exc=exc)) from exc
