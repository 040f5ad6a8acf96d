"""The window's side of drafts (issue 19 item 11): typing in the record sheet and the game form survives a crash.

`DraftKeeper` watches both pages. About a second after the last edit it hands what is typed to
controller/drafts.py, which keeps it beside the club file; when nothing is left typed (the rows were
saved or cleared) the draft is removed at once, so a saved sheet is never offered again. When a club
is opened and its draft is still there, the program was killed or the machine lost power: the window
offers the rows back, unsaved, for the secretary to check and save. Declining asks whether to throw
them away. A club opened read-only keeps no draft (nothing typed there could be saved). A club on a
federation server keeps its draft in the user's data folder, by address and role, never beside the
stand-in path a server connection has (controller/drafts.py says why).
"""

from __future__ import annotations

import contextlib
import logging
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDateTime, QLocale, QObject, QTimer

from clubrater.ui import feedback
from clubrater.ui.dialogs import qdate
from clubrater.ui.plural import counted
from clubrater.ui.shown import date_format

if TYPE_CHECKING:
    from clubrater.controller.drafts import Draft
    from clubrater.controller.session import ClubController
    from clubrater.ui.context import WindowContext
    from clubrater.ui.entry_page import EntryPage
    from clubrater.ui.sheet_page import SheetPage

log = logging.getLogger("clubrater.ui")

DELAY_MS = 1000  # written this long after the last edit: a burst of typing is one write


class DraftKeeper(QObject):
    """One per window: keeps the typing of the record sheet and the game form as the open club's draft."""

    def __init__(self, ctx: WindowContext, sheet: SheetPage, entry: EntryPage) -> None:
        super().__init__(ctx)
        self.ctx = ctx
        self.sheet = sheet
        self.entry = entry
        self._path: Path | None = None  # the draft file of the club whose typing is kept; None while none is kept
        self._where = ""  # the club's file or server address, for the log
        self._uid = ""
        self._last = ""  # what was last written (rows and boxes), so a re-check of the sheet writes nothing
        self._kept_old = False  # the draft on disk is an older one the secretary chose to keep for later
        self._kept = (0, False)  # rows and whether a form game are in the draft on disk
        self.timer = QTimer(self)
        self.timer.setObjectName("draftTimer")
        self.timer.setSingleShot(True)
        self.timer.setInterval(DELAY_MS)
        self.timer.timeout.connect(self.write_now)

        model = sheet.model
        for signal in (model.dataChanged, model.modelReset, model.rowsInserted):
            signal.connect(self._edited)
        sheet.day.dateChanged.connect(self._edited)
        sheet.type.currentIndexChanged.connect(self._edited)
        sheet.event.currentTextChanged.connect(self._edited)
        for box in (entry.black, entry.white):
            box.textChanged.connect(self._edited)
        entry.result.currentIndexChanged.connect(self._edited)
        entry.pieces.currentIndexChanged.connect(self._edited)
        entry.handicap.valueChanged.connect(self._edited)
        entry.komi.valueChanged.connect(self._edited)
        entry.date.dateChanged.connect(self._edited)
        entry.type.currentIndexChanged.connect(self._edited)
        entry.event.currentTextChanged.connect(self._edited)

    @property
    def path(self) -> Path | None:
        """The draft file kept for the open club (None when none is kept)."""
        return self._path

    # ----------------------------------------------------------------- what is typed
    def _sheet_rows(self) -> list[list[str]]:
        model = self.sheet.model
        return [list(model.rows[r]) for r in model.filled_rows()]

    def _form(self) -> dict[str, Any]:
        e = self.entry
        if not (e.black.text().strip() or e.white.text().strip() or e.result.currentIndex() >= 0):
            return {}  # the date, type and event stay from game to game: alone they are not a typed game
        return {
            "date": e.date.date().toString("yyyy-MM-dd"), "black": e.black.text(), "white": e.white.text(),
            "handicap": e.handicap.value(), "komi": e.komi.value(), "pieces": e.pieces.currentIndex(),
            "auto_handicap": bool(getattr(e, "_auto_handicap", True)), "auto_komi": bool(getattr(e, "_auto_komi", True)),
            "result": e.result.currentIndex(), "type": e.type.currentText(), "event": e.event.currentText(),
        }

    def current(self) -> Draft:
        """What the two pages hold now, as a draft of the open club."""
        from clubrater.controller.drafts import Draft

        s = self.sheet
        return Draft(club_uid=self._uid, saved_at=datetime.now(), sheet_rows=self._sheet_rows(),
                     sheet_date=s.day.date().toString("yyyy-MM-dd"), sheet_type=s.type.currentText(),
                     sheet_event=s.event.currentText().strip(), form=self._form())

    # ----------------------------------------------------------------- keeping it
    def _edited(self, *_: object) -> None:
        if self._path is None:
            return
        rows, form = len(self._sheet_rows()), bool(self._form())
        if rows < self._kept[0] or (self._kept[1] and not form):
            # rows saved or cleared, a game saved: the draft follows at once, so nothing saved is ever offered again
            self.write_now()
        else:
            self.timer.start()

    def write_now(self) -> None:
        """Keep what is typed now (the timer calls this a second after the last edit)."""
        self.timer.stop()
        if self._path is not None:
            self._write(self.current())

    def _write(self, draft: Draft) -> None:
        from clubrater.controller import drafts

        assert self._path is not None
        if draft.empty and self._kept_old:
            return  # nothing typed yet this time: the kept draft stays
        key = repr((draft.sheet_rows, draft.sheet_date, draft.sheet_type, draft.sheet_event, draft.form))
        if key == self._last:
            return
        try:
            drafts.write_draft(self._where, draft, file=self._path)
        except Exception as exc:  # noqa: BLE001 - a draft is a safety net: a full disk must not stop the typing
            log.warning("could not keep the draft of %s: %s", self._where, exc)
            return
        self._last = key
        self._kept = (len(draft.sheet_rows), bool(draft.form))
        self._kept_old = self._kept_old and draft.empty

    def stop(self, *, discard: bool) -> None:
        """The club is being closed. With `discard` (the secretary chose to leave the rows) the draft goes."""
        self.timer.stop()
        if self._path is not None and discard and not self._kept_old:
            from clubrater.controller import drafts

            drafts.remove_draft(self._where, file=self._path)
        self._path = None
        self._last = ""
        self._kept = (0, False)
        self._kept_old = False

    # ----------------------------------------------------------------- opening a club
    def club_opened(self, ctrl: ClubController) -> None:
        """Offer a draft left by a crash, then keep this club's typing (not for a club opened read-only)."""
        self.stop(discard=False)
        if getattr(ctrl, "read_only", False):
            return
        from clubrater.controller import drafts

        kept = drafts.draft_for(ctrl)  # beside the club file, or for a server in the user's data folder
        if kept is None:
            return
        file, uid = kept
        where = ctrl.location
        draft = drafts.read_draft(where, uid, file=file)
        restored = False
        if draft is not None:
            if feedback.ask(self.ctx.window, self.tr("Typing that was not saved"), self._offer_text(draft),
                            yes=self.tr("Put it back"), no=self.tr("Not now"), default_yes=True):
                self.restore(draft)
                restored = True
            elif feedback.ask(self.ctx.window, self.tr("Typing that was not saved"), self.tr(
                    "Throw away what was typed on {when}? If you keep it, ClubRater offers it again the next time "
                    "this club is opened, unless new rows are typed before then.").format(when=_when(draft.saved_at)),
                    yes=self.tr("Throw it away"), no=self.tr("Keep it for later"), default_yes=False):
                drafts.remove_draft(where, file=file)
            else:
                self._kept_old = True
        self._uid, self._path, self._where = uid, file, where
        if restored:
            self.write_now()  # the draft is now what the pages hold, and follows them from here on

    def _offer_text(self, draft: Draft) -> str:
        when = _when(draft.saved_at)
        n = len(draft.sheet_rows)
        check = self.tr("Nothing is saved until you check it and save it.")
        if n and draft.form:
            text = counted(self.tr("Not saved when ClubRater stopped on {when}: %n typed row(s) of the record sheet "
                                   "and a game in Enter a game. Put what was typed back?", "", n), n)
        elif n:
            text = counted(self.tr("Not saved when ClubRater stopped on {when}: %n typed row(s) of the record sheet. "
                                   "Put them back in the record sheet?", "", n), n)
        else:
            text = self.tr("Not saved when ClubRater stopped on {when}: a game typed into Enter a game. "
                           "Put it back in the form?")
        return f"{text.format(when=when)} {check}"

    def restore(self, draft: Draft) -> None:
        """The draft's rows into the record sheet and its game into the form, unsaved, checked as typed."""
        s = self.sheet
        if draft.sheet_rows:
            self._set_date(s.day, draft.sheet_date)
            if draft.sheet_type and s.type.findText(draft.sheet_type) >= 0:
                s.type.setCurrentText(draft.sheet_type)
            s.event.setCurrentText(draft.sheet_event)
            model = s.model
            model.clear()
            for r, cells in enumerate(draft.sheet_rows):
                for c, text in enumerate(cells):
                    if text:
                        model.setData(model.index(r, c), text)
            model.check_all()
            s.view.setCurrentIndex(model.index(0, 1))
        if draft.form:
            self._restore_form(draft.form)
        if draft.sheet_rows:
            self.ctx.actions["page_sheet"].trigger()
        elif draft.form:
            self.ctx.actions["page_entry"].trigger()

    def _restore_form(self, form: dict[str, Any]) -> None:
        e = self.entry
        self._set_date(e.date, str(form.get("date", "")))
        if str(form.get("type", "")) and e.type.findText(str(form["type"])) >= 0:
            e.type.setCurrentText(str(form["type"]))
        e.event.setCurrentText(str(form.get("event", "")))
        e.black.setText(str(form.get("black", "")))
        e.white.setText(str(form.get("white", "")))
        if not form.get("auto_handicap", True):
            e.handicap.setValue(int(form.get("handicap", 0)))  # typed over the default: stays as typed
        if not form.get("auto_komi", True):
            e.komi.setValue(float(form.get("komi", 0.0)))
        pieces = int(form.get("pieces", 0))
        if 0 <= pieces < e.pieces.count():
            e.pieces.setCurrentIndex(pieces)
        result = int(form.get("result", -1))
        e.result.setCurrentIndex(result if -1 <= result < e.result.count() else -1)

    @staticmethod
    def _set_date(edit: Any, iso: str) -> None:
        with contextlib.suppress(ValueError):  # an unreadable date: the page's own date stays
            edit.setDate(qdate(date.fromisoformat(iso)))


def _when(t: datetime) -> str:
    """'Tuesday 20:14' within the week, else '03.03.2025 20:14' (the window's one date form), in its language."""
    qt = QDateTime(qdate(t.date()), QDateTime.fromString(t.strftime("%H:%M"), "HH:mm").time())
    days = (datetime.now().date() - t.date()).days
    return QLocale().toString(qt, "dddd HH:mm" if 0 <= days < 7 else f"{date_format()} HH:mm")
