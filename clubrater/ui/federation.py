"""The federation in the window: File > Connect to a federation database, the push preview, and the listener.

- `ConnectDialog` asks for the server's URL (recent ones offered, never with a password) and a password
  only when the URL has none; the password lives in the dialog and the connection, never in settings.
- `ChangeListener` waits, in a thread of its own, for another secretary's save (the server's
  LISTEN/NOTIFY, through the controller's listener, which knows nothing of Qt) and hands each note to
  the window, which reads the club again and says quietly what arrived ("2 games from Pretoria").
- `PushPreview` shows what a push of a club file would do (matches, new players, conflicts) before
  anything is written; the Push button is there only when there is no conflict.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, unquote, urlsplit, urlunsplit

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, QThread, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from clubrater.ui.plural import counted
from clubrater.ui.shown import rank, said
from clubrater.ui.widgets import Banner

if TYPE_CHECKING:
    from clubrater.controller.federation_push import PushPlan
    from clubrater.controller.session import ClubController

log = logging.getLogger("clubrater.ui")

_SETTINGS = ("ClubRater", "ClubRater")
RECENT_KEY = "federation/recent_urls"
RECENT_MAX = 8


# --------------------------------------------------------------------- URLs without secrets
def is_server_url(text: str) -> bool:
    """A PostgreSQL URL (postgresql://, postgres://, postgresql+psycopg://) rather than a club file."""
    scheme = text.strip().split("://", 1)[0].lower() if "://" in text else ""
    return scheme in ("postgresql", "postgres", "postgresql+psycopg")


def without_password(url: str) -> str:
    """The URL as it may be shown and remembered: ROLE@HOST:PORT/DB, never ROLE:SECRET@..."""
    parts = urlsplit(url.strip())
    if parts.password is None:
        return url.strip()
    user = quote(unquote(parts.username or ""), safe="")
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = f"{user}@{host}" if user else host
    if parts.port is not None:
        netloc += f":{parts.port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def has_password(url: str) -> bool:
    return urlsplit(url.strip()).password is not None


def _settings() -> QSettings:
    return QSettings(*_SETTINGS)


def recent_urls() -> list[str]:
    raw = _settings().value(RECENT_KEY, [])
    items: list[Any] = [raw] if isinstance(raw, str) else list(raw) if isinstance(raw, (list, tuple)) else []
    return [without_password(str(u)) for u in items if str(u).strip()]


def remember_url(url: str) -> None:
    """Put the URL first in the recent list, its password taken out first (a password is never stored)."""
    clean = without_password(url)
    urls = [clean] + [u for u in recent_urls() if u != clean]
    s = _settings()
    s.setValue(RECENT_KEY, urls[:RECENT_MAX])
    s.sync()


# --------------------------------------------------------------------- the connect dialog
class ConnectDialog(QDialog):
    """File > Connect to a federation database: a URL and, if the URL has none, a password."""

    def __init__(self, parent: QWidget | None = None, url: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("connectDialog")
        self.setWindowTitle(self.tr("Connect to a federation database"))
        self.url = QComboBox()
        self.url.setObjectName("federationUrl")
        self.url.setEditable(True)
        self.url.addItems(recent_urls())
        self.url.setEditText(url or (self.url.itemText(0) if self.url.count() else ""))
        self.url.setMinimumWidth(420)
        line = self.url.lineEdit()
        assert line is not None
        line.setPlaceholderText("postgresql://ROLE@HOST:5432/DATABASE")
        self.password = QLineEdit()
        self.password.setObjectName("federationPassword")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(self.tr("Not needed when the server knows you (~/.pgpass)"))
        self.message = Banner()
        self.message.setObjectName("connectMessage")
        note = QLabel(self.tr("The password is used for this connection only; ClubRater never stores it."))
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Server address (URL)"), self.url)
        form.addRow(self.tr("Password"), self.password)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Connect"))
        ok.setObjectName("connectButton")
        buttons.accepted.connect(self.try_accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(note)
        lay.addWidget(self.message)
        lay.addWidget(buttons)

    def typed_url(self) -> str:
        return self.url.currentText().strip()

    def values(self) -> tuple[str, str | None]:
        """(URL as typed, password typed or None): the password only in memory, for this connection."""
        return self.typed_url(), (self.password.text() or None)

    def try_accept(self) -> None:
        url = self.typed_url()
        if not url:
            self.message.say(self.tr("Type the federation server's address, for example "
                                     "postgresql://secretary@club.example.org:5432/federation."), "error")
            return
        if not is_server_url(url):
            self.message.say(self.tr("That is not a PostgreSQL address: it begins with postgresql://. "
                                     "A club file is opened with File > Open club file."), "error")
            return
        self.accept()


# --------------------------------------------------------------------- the listener thread
class ChangeListener(QThread):
    """Waits for other secretaries' saves off the GUI thread and says `arrived` when one came.

    `make` opens the controller's listener (its own server connection, LISTEN clubrater; no Qt in it):
    an object with wait(timeout) -> bool and close(). It is made, used and closed in this thread only,
    so the window's connection is never shared between threads. The GUI thread then catches up
    (`ctrl.refresh()`): the controller itself is only ever used there. A lost server is said once
    (`lost`), and the thread keeps trying to listen again, quietly.
    """

    arrived = Signal()
    lost = Signal(str)
    back = Signal()

    def __init__(self, make: Callable[[], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._make = make
        self._stop = threading.Event()
        self.listening = threading.Event()  # set once LISTEN is in place (tests wait for it)

    def run(self) -> None:
        listener: Any = None
        failures = 0
        while not self._stop.is_set():
            try:
                if listener is None:
                    listener = self._make()
                    if failures:
                        self.back.emit()
                    failures = 0
                    self.listening.set()
                    self.arrived.emit()  # whatever came while nobody listened
                if listener.wait(0.25) and not self._stop.is_set():
                    self.arrived.emit()
            except Exception as exc:  # a lost server: say so once, keep trying quietly
                self.listening.clear()
                failures += 1
                if failures == 1:
                    log.warning("the federation listener lost the server: %s", exc)
                    self.lost.emit(said(exc))
                _close_quietly(listener)
                listener = None
                self._stop.wait(min(5.0, 0.5 * failures))
        _close_quietly(listener)

    def stop(self) -> None:
        self._stop.set()
        self.wait(5000)


def _close_quietly(listener: Any) -> None:
    if listener is None:
        return
    try:
        listener.close()
    except Exception:  # closing a dead connection  # noqa: BLE001
        log.debug("closing the listener failed", exc_info=True)


class Watch(QObject):
    """The window's side of the listener: on a note, catch up (GUI thread) and say quietly what arrived."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        ctrl = window.ctrl
        self.listener_thread = ChangeListener(ctrl.listener, self)
        self.listener_thread.arrived.connect(self.catch_up, Qt.ConnectionType.QueuedConnection)
        self.listener_thread.lost.connect(self._lost, Qt.ConnectionType.QueuedConnection)
        self.listener_thread.back.connect(self._back, Qt.ConnectionType.QueuedConnection)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self.catch_up)
        self.last_note = ""
        self.notes: list[str] = []  # every note said, oldest first
        self.listener_thread.start()

    def catch_up(self) -> None:
        """Read what other secretaries saved; while the window is busy (a save, a re-rate), a little later."""
        ctrl = self.window.ctrl
        if ctrl is None or not getattr(ctrl, "on_server", False):
            return
        if self.window.busy.busy:
            self._retry.start(150)
            return
        try:
            arrived = ctrl.refresh()
        except Exception as exc:  # a lost connection while catching up: the next note tries again
            log.warning("catching up with the federation failed: %s", exc)
            self._retry.start(2000)
            return
        if arrived.any():
            self.window.ctx.apply(arrived)
        note = getattr(arrived, "note", "")
        if note:
            self.last_note = note
            self.notes.append(note)
            self.window.statusBar().showMessage(self.tr("Arrived: {what}").format(what=said(note)), 10000)

    def _lost(self, _reason: str) -> None:
        self.window.statusBar().showMessage(
            self.tr("The federation server cannot be reached; what others save shows when it is back."), 15000)

    def _back(self) -> None:
        self.window.statusBar().showMessage(self.tr("The federation server is back."), 5000)

    def stop(self) -> None:
        self._retry.stop()
        self.listener_thread.stop()


def attach(window: Any) -> None:
    """A club was opened in the window: on a server, listen for other secretaries' saves."""
    detach(window)
    ctrl = window.ctrl
    if ctrl is not None and getattr(ctrl, "on_server", False):
        window.federation_watch = Watch(window)


def detach(window: Any) -> None:
    """Before the club closes: stop listening (the listener's connection closes in its own thread)."""
    watch = getattr(window, "federation_watch", None)
    if watch is not None:
        watch.stop()
        watch.deleteLater()
        window.federation_watch = None


# --------------------------------------------------------------------- clubs in the window
class ClubFilter(QComboBox):
    """The standings' club filter: All clubs, or one member club; shown only when there are several."""

    chosen = Signal(str)  # "" = every club

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clubFilter")
        self.setToolTip(self.tr("Show the players of one member club (ratings stay the federation's)"))
        self._names: list[str] = []
        self.addItem(self.tr("All clubs"), "")
        self.currentIndexChanged.connect(lambda _i: self.chosen.emit(self.currentData() or ""))
        self.hide()

    def fill(self, ctrl: ClubController) -> str | None:
        """Offer the club's member clubs (kept as chosen while they stay); the one chosen, None for all."""
        clubs = ctrl.federation.clubs() if hasattr(ctrl, "federation") else []
        names = [c.name for c in clubs]
        if names != self._names:
            keep = self.currentData() or ""
            self.blockSignals(True)
            try:
                self.clear()
                self.addItem(self.tr("All clubs"), "")
                for n in names:
                    self.addItem(n, n)
                at = self.findData(keep) if keep in names else 0
                self.setCurrentIndex(max(at, 0))
            finally:
                self.blockSignals(False)
            self._names = names
        self.setVisible(len(names) > 1)
        return (self.currentData() or None) if len(names) > 1 else None

    def reset(self) -> None:
        self.blockSignals(True)
        self.setCurrentIndex(0)
        self.blockSignals(False)

    @staticmethod
    def locked_players(ctrl: ClubController) -> dict[int, str]:
        return locked_players(ctrl)


def locked_players(ctrl: ClubController) -> dict[int, str]:
    """Player id -> why the connected secretary may not change that player ({} on a club file or for the officer)."""
    return _locked(ctrl, "player", getattr(ctrl, "home_club", {}), ctrl.history.players)


def locked_games(ctrl: ClubController, ids: Any) -> dict[int, str]:
    """Game id -> why the connected secretary may not change it, for the games shown."""
    return _locked(ctrl, "game", getattr(ctrl, "game_club", {}), ids)


def locked_events(ctrl: ClubController, ids: Any) -> dict[int, str]:
    """Event id -> why the connected secretary may not change it (entered by another club), for the events shown."""
    return _locked(ctrl, "event", getattr(ctrl, "event_club", {}), ids)


def _locked(ctrl: ClubController, kind: str, owners: dict[int, int], ids: Any) -> dict[int, str]:
    """The reason for each row of another club, asked of the controller once per owning club (100,000 games)."""
    if not getattr(ctrl, "on_server", False) or ctrl.federation.is_officer():
        return {}
    mine = ctrl.federation.mine()
    own = mine.id if mine is not None else None
    reasons: dict[int, str] = {}  # owning club -> the sentence
    out: dict[int, str] = {}
    for i in ids:
        owner = owners.get(i)
        if owner is None:
            why = said(ctrl.federation.why_not(kind, i))
        elif owner == own:
            continue
        else:
            if owner not in reasons:
                reasons[owner] = said(ctrl.federation.why_not(kind, i))  # in the window's language
            why = reasons[owner]
        if why:
            out[i] = why
    return out


# the window's actions that change the selected row, and the kind of row each changes (issue 30, point 5)
ROW_ACTIONS = {"edit_player": "player", "toggle_active": "player", "adjust_player": "player",
               "delete_adjustment": "adjustment", "edit_game": "game", "delete_game": "game",
               "edit_event": "event", "delete_event": "event"}


def _selected(window: Any, kind: str) -> list[int]:
    """The rows an action of `kind` would change: the selected player, games, event or record-sheet adjustment."""
    if kind == "player":
        pid = window.selected_player()
        return [pid] if pid is not None else []
    if kind == "game":
        return list(window.games_page.selected_games())
    if kind == "event":
        eid = window.events_page.current_event()
        return [eid] if eid is not None else []
    row = window.player_page.current_record_row()
    return [row.item_id] if row is not None and row.kind == "adjustment" else []


def explain_rights(window: Any) -> None:
    """On a federation server, an action the user may not do on the selected row (another club's player, game,
    event or adjustment) is disabled, and its tooltip and status tip say why; elsewhere the tips are the
    action's own. Called at the end of the window's update_actions (cheap: a dictionary look-up a row)."""
    ctrl = window.ctrl
    on_server = ctrl is not None and bool(getattr(ctrl, "on_server", False))
    if not on_server and not getattr(window, "_rights_tipped", False):
        return  # a club file, and no tip changed since a server was open: nothing to do (each save calls this)
    window._rights_tipped = on_server
    for name, kind in ROW_ACTIONS.items():
        action = window.actions.get(name)
        if action is None:
            continue
        own = action.property("ownTips")
        if own is None:  # the action's own tips, kept once
            own = [action.toolTip(), action.statusTip()]
            action.setProperty("ownTips", own)
        why = ""
        if on_server and action.isEnabled():
            for row_id in _selected(window, kind):
                try:
                    why = said(ctrl.federation.why_not(kind, row_id))  # in the window's language
                except Exception:  # a row just removed by a catch-up: nothing to explain
                    why = ""
                if why:
                    break
        if why:
            action.setEnabled(False)
            action.setToolTip(why)
            action.setStatusTip(why)
            shown = (kind, tuple(_selected(window, kind)))
            if getattr(window, "_rights_shown", None) != shown:  # said once when such a row is chosen, not hovered
                window._rights_shown = shown
                window.statusBar().showMessage(why, 8000)
        elif action.toolTip() != own[0] or action.statusTip() != own[1]:
            action.setToolTip(own[0])
            action.setStatusTip(own[1])


def refuse_locked(ctx: Any, kind: str, ids: Any) -> bool:
    """Before a form opens: if the user may not change this row, say why (the server would refuse it) and stop."""
    ctrl = ctx.ctrl
    if ctrl is None or not getattr(ctrl, "on_server", False):
        return False
    for i in ids:
        if i is None:
            continue
        why = said(ctrl.federation.why_not(kind, i))
        if why:
            from clubrater.ui import feedback

            ctx.last_error = why
            feedback.warn(ctx.window, "ClubRater", why)
            return True
    return False


# --------------------------------------------------------------------- connecting
def open_server(url: str, password: str | None) -> ClubController:
    """The federation database as a club; the password only for this connection (never stored)."""
    from clubrater.controller.session import ClubController

    return ClubController.open(url, password=(lambda: password) if password else None)


def connect(window: Any, url: str = "") -> bool:
    """File > Connect to a federation database: ask, connect (off the GUI thread), show it as a club.

    A wrong password or an unreachable server is said inside the dialog, which keeps the URL typed.
    """
    from clubrater.ui import feedback

    dialog = ConnectDialog(window, url)
    try:
        while feedback.run_dialog(dialog):
            typed, password = dialog.values()
            try:  # connected first: a wrong password leaves the club that is open as it was
                ctrl = window.run(QCoreApplication.translate("Federation", "Connecting to {where}…").format(
                                  where=without_password(typed)),
                                  lambda typed=typed, password=password: open_server(typed, password),
                                  hold_input=False)
            except Exception as exc:  # said in the dialog; the URL stays, the password is typed again
                dialog.message.say(feedback.explain(exc), "error")
                dialog.password.clear()
                window.last_connect_error = feedback.explain(exc)
                continue
            if not window.close_club():  # the secretary keeps the open club (an unsaved sheet)
                ctrl.close()
                return False
            remember_url(typed)
            window.set_controller(ctrl)
            return True
        return False
    finally:
        dialog.deleteLater()


# --------------------------------------------------------------------- pushing from the window
def push_club_file(window: Any, path: str | None = None, club: str | None = None) -> bool:
    """File > Push a club file into the federation: choose the file and the club, preview, then push."""
    from clubrater.controller import federation_push as fp
    from clubrater.ui import feedback

    ctrl = window.ctrl
    if ctrl is None or not getattr(ctrl, "on_server", False):
        return False
    if path is None:
        path = feedback.choose_open_file(
            window, QCoreApplication.translate("Federation", "Push a club file into the federation"),
            QCoreApplication.translate("Federation", "Club files (*.sqlite *.db);;All files (*)"), kind="club")
        if not path:
            return False
    if club is None:
        club = choose_club(window, ctrl)
        if club is None:
            return False
    chosen = Path(path)
    plan = window.run(QCoreApplication.translate("Federation", "Comparing {file} with the federation…").format(
                      file=chosen.name),
                      lambda: fp.plan_push(ctrl, chosen, club))
    preview = PushPreview(plan, window)
    try:
        if not feedback.run_dialog(preview) or not plan.ok or not plan.anything:
            return False
    finally:
        preview.deleteLater()
    done = window.run(QCoreApplication.translate("Federation", "Pushing {file}…").format(file=chosen.name),
                      lambda: fp.push(ctrl, chosen, club))
    window.undo_stack.clear()  # a push is not undone from the window (the ids it made are the federation's now)
    from clubrater.controller.changes import Changes

    window.ctx.apply(Changes.everything())
    window.statusBar().showMessage(said(done.sentence(plan.club)), 15000)
    return True


# --------------------------------------------------------------------- pulling from the window (issue 30, point 18)
def pull_club_file(window: Any, path: str | None = None, club: str | None = None) -> str | None:
    """File > Pull a club file from the federation: the whole federation as a NEW club file whose own club is
    the secretary's (the officer picks one), for offline use; what was written, or None."""
    from clubrater.controller import federation_push as fp
    from clubrater.ui import feedback

    ctrl = window.ctrl
    if ctrl is None or not getattr(ctrl, "on_server", False):
        return None
    if club is None:
        club = choose_club(window, ctrl, QCoreApplication.translate("Federation", "Pull a club file"),
                           QCoreApplication.translate("Federation", "The club file's own club:"))
        if club is None:
            return None
    if path is None:
        suggested = str(Path.home() / f"{club} {ctrl.today().isoformat()}.sqlite")
        path = feedback.choose_save_file(
            window, QCoreApplication.translate("Federation", "Pull a club file from the federation"),
            QCoreApplication.translate("Federation", "Club files (*.sqlite)"), suggested, kind="club")
        if not path:
            return None
    chosen = Path(path) if Path(path).suffix else Path(path).with_suffix(".sqlite")
    try:
        done = window.run(QCoreApplication.translate("Federation", "Writing {file}…").format(file=chosen.name),
                          lambda: fp.pull(ctrl, club, chosen))
    except Exception as exc:  # the controller's sentence (a file already there, no folder, the server lost)
        window.ctx.report(exc)
        return None
    shown = said(done)  # the controller's sentence (what was written) in the window's language
    window.statusBar().showMessage(shown, 15000)
    return shown


def choose_club(window: Any, ctrl: ClubController, title: str | None = None, question: str | None = None) -> str | None:
    """The member club a push is entered for (or a pulled file is for): a secretary's own club; the officer picks."""
    mine = ctrl.federation.mine()
    if mine is not None:
        return str(mine.name)
    from PySide6.QtWidgets import QInputDialog

    names = [c.name for c in ctrl.federation.clubs()]
    name, ok = QInputDialog.getItem(window, title or QCoreApplication.translate("Federation", "Push a club file"),
                                    question or QCoreApplication.translate("Federation",
                                                                           "Enter its games for the member club:"),
                                    names, 0, False)
    return name if ok and name else None


# --------------------------------------------------------------------- the push preview
class PushPreview(QDialog):
    """What a push would do, before anything is written: matches, new players, conflicts."""

    def __init__(self, plan: PushPlan, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plan = plan
        self.setObjectName("pushPreview")
        self.setWindowTitle(self.tr("Push {file} into the federation").format(file=plan.source.name))
        self.summary = QLabel()
        self.summary.setObjectName("pushSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.tabs = QTabWidget()
        self.matches = self._list("pushMatches", [said(m.text) for m in plan.matches])
        self.new = self._list("pushNew", [f"{p.name} ({rank(p.rank if p.rank is not None else p.grade)})"
                                          for p in plan.new_players])
        self.conflicts = self._list("pushConflicts", [said(c.text) for c in plan.conflicts])
        #: Tab titles of the push preview; %n is how many lines the tab lists.
        self.tabs.addTab(self.matches, self.tr("Matched (%n)", "", len(plan.matches)))
        self.tabs.addTab(self.new, self.tr("New players (%n)", "", len(plan.new_players)))
        self.tabs.addTab(self.conflicts, self.tr("Conflicts (%n)", "", len(plan.conflicts)))
        if plan.conflicts:
            self.tabs.setCurrentWidget(self.conflicts)
        self.message = Banner()
        self.message.setObjectName("pushMessage")
        games = counted(self.tr("%n game(s) to enter", "", len(plan.new_games)), len(plan.new_games))
        known = counted(self.tr("%n already in the federation", "", plan.known_games), plan.known_games)
        events = counted(self.tr("%n new event(s)", "", len(plan.new_events)), len(plan.new_events))
        self.summary.setText(self.tr("Entered as {club}: {games} ({known}); {events}.").format(
            club=plan.club, games=games, known=known, events=events))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.push_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.push_button.setObjectName("pushButton")
        self.push_button.setText(self.tr("Push"))
        if plan.conflicts:
            self.push_button.setEnabled(False)
            self.message.say(self.tr("Nothing can be pushed while there are conflicts: settle each one in the club "
                                     "file, or on the command line with --match or --new."), "error")
        elif not plan.anything:
            self.push_button.setEnabled(False)
            self.message.say(self.tr("Everything in this file is already in the federation: nothing to push."), "info")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.summary)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(self.message)
        lay.addWidget(buttons)
        self.resize(640, 420)

    @staticmethod
    def _list(name: str, rows: list[str]) -> QListWidget:
        w = QListWidget()
        w.setObjectName(name)
        w.addItems(rows)
        return w


# --------------------------------------------------------------------- paper and workbook for one member club
class _Ask(Enum):
    ASK = "ask"


# A printout's or workbook's club not given by the caller: the secretary is asked (on a federation server only).
ASK = _Ask.ASK
PaperClub = str | None | _Ask  # a member club's name, None for every club, or ASK


def paper_clubs(ctrl: ClubController | None) -> list[str]:
    """The member clubs a noticeboard or workbook can be for: on a federation server only ([] on a club file)."""
    if ctrl is None or not getattr(ctrl, "on_server", False):
        return []
    return [c.name for c in ctrl.federation.clubs()]


def default_paper_club(ctrl: ClubController) -> str | None:
    """What the choice starts at: the secretary's own club; every club (None) for the federation officer."""
    mine = ctrl.federation.mine()
    return mine.name if mine is not None else None


class PaperClubChoice(QComboBox):
    """All clubs, or one member club: whose players the noticeboard or the workbook lists (`everyone`: the first
    item's words instead of "All clubs", as the federation's name at a player report's head)."""

    def __init__(self, names: list[str], chosen: str | None, parent: QWidget | None = None,
                 everyone: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("paperClub")
        self.setToolTip(self.tr("The players of one member club, or of every club (the ratings are the federation's)"))
        self.addItem(everyone or self.tr("All clubs"), "")
        for name in names:
            self.addItem(name, name)
        at = self.findData(chosen) if chosen else 0
        self.setCurrentIndex(max(at, 0))

    def club(self) -> str | None:
        return self.currentData() or None


class PaperClubDialog(QDialog):
    """Before printing, saving the PDF or exporting the workbook on a federation server: for which club."""

    def __init__(self, names: list[str], chosen: str | None, title: str, parent: QWidget | None = None,
                 label: str | None = None, everyone: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("paperClubDialog")
        self.setWindowTitle(title)
        self.choice = PaperClubChoice(names, chosen, self, everyone)
        form = QFormLayout()
        #: Whose players the noticeboard or the workbook lists: every member club's, or one club's.
        form.addRow(label or self.tr("&Players of:"), self.choice)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(buttons)

    def club(self) -> str | None:
        return self.choice.club()


def ask_paper_club(parent: QWidget | None, ctrl: ClubController, title: str,
                   club: PaperClub = ASK, *, chosen: str | None | _Ask = ASK, label: str | None = None,
                   everyone: str | None = None) -> tuple[bool, str | None]:
    """(go on, the member club or None for all): asked on a federation server only, unless the caller says which.
    `chosen`: where the choice starts (by default the secretary's own club); `label`, `everyone`: the dialog's
    words for the choice and for its first item when they are not "Players of" and "All clubs"."""
    if not isinstance(club, _Ask):
        return True, club
    names = paper_clubs(ctrl)
    if not names:
        return True, None
    from clubrater.ui import feedback

    start = default_paper_club(ctrl) if isinstance(chosen, _Ask) else chosen
    dialog = PaperClubDialog(names, start, title, parent, label, everyone)
    try:
        if not feedback.run_dialog(dialog):
            return False, None
        return True, dialog.club()
    finally:
        dialog.deleteLater()


def add_preview_choice(dialog: QDialog, ctrl: ClubController,
                       changed: Callable[[str | None], None]) -> PaperClubChoice | None:
    """The print preview's club choice, in its tool bar: a change paints the preview again (federation server only)."""
    from PySide6.QtPrintSupport import QPrintPreviewWidget
    from PySide6.QtWidgets import QToolBar

    names = paper_clubs(ctrl)
    bar = dialog.findChild(QToolBar)
    if not names or bar is None:
        return None
    choice = PaperClubChoice(names, default_paper_club(ctrl), dialog)
    bar.addSeparator()
    label = QLabel(QCoreApplication.translate("Federation", "Players of:"))
    label.setContentsMargins(6, 0, 4, 0)
    bar.addWidget(label)
    bar.addWidget(choice)
    preview = dialog.findChild(QPrintPreviewWidget)

    def repaint(_index: int) -> None:
        changed(choice.club())
        if preview is not None:
            preview.updatePreview()

    choice.currentIndexChanged.connect(repaint)
    return choice
