"""The base of every page: refresh from the controller only when a change concerns it, and only when seen.

A page that is not on screen notes that it is stale and refreshes when it is
shown, so saving a game costs only the refresh of what the secretary sees.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

from clubrater.controller.changes import Changes

if TYPE_CHECKING:
    from clubrater.controller.queries import PlayerLookup
    from clubrater.controller.session import ClubController
    from clubrater.controller.standings_rows import Finals
    from clubrater.domain.model import Game
    from clubrater.ui.context import WindowContext
    from clubrater.ui.widgets import NameCompleter

Choices = list[tuple[int, str, str]]


MANY_NEW = 500  # more new games than this (an import) and a page is built again: inserting each costs more
IDLE_MS = 250  # "soon": after the save has been painted, before anyone types the next name


class Page(QWidget):
    TITLE: object = ""  # the page's name in English, marked QT_TRANSLATE_NOOP("Pages", ...) where a page sets it

    @property
    def title(self) -> str:
        """The page's name in the window's language (its tab and menu entry)."""
        return QCoreApplication.translate("Pages", str(self.TITLE)) if self.TITLE else ""

    def __init__(self, ctx: WindowContext) -> None:
        super().__init__()
        self.ctx = ctx  # the window's services: never the window itself
        self._stale = True
        self.pending = Changes.everything()  # what changed since the last refresh
        self._given: dict[int, Choices] = {}  # completer -> the choices it was last given (give_choices)
        self._seen_games: tuple[int, Game | None] | None = None  # how many games, and the last, at the last refresh
        ctx.changed.connect(self.changed)

    @property
    def ctrl(self) -> ClubController | None:
        return self.ctx.ctrl

    @property
    def club(self) -> ClubController:
        """The open club (a page refreshes only while one is open)."""
        return self.ctx.club()

    def concerns(self, changes: Changes) -> bool:
        """Whether a change makes what this page shows out of date."""
        return changes.any()

    def changed(self, changes: Changes) -> None:
        if not self.concerns(changes):
            return
        self._stale = True
        self.pending = self.pending | changes
        if self.isVisible() and self.ctrl is not None:
            self.refresh_now()

    def refresh_now(self) -> None:
        self._stale = False
        ctrl = self.ctrl
        if ctrl is not None:
            self.refresh()
            loading = getattr(ctrl, "loading", None)
            if loading is None or loading.done():  # never wait here for the games of a club still being read
                games = ctrl.history.games
                self._seen_games = (len(games), games[-1] if games else None)
            else:
                self._seen_games = None
        self.pending = Changes()

    def games_read(self) -> None:
        """The open club's games are now read (issue 14): a page refreshed while they were read, and up to date,
        notes the last of them, so the next saved game is put in instead of the page being built again."""
        ctrl = self.ctrl
        if ctrl is not None and not self._stale and self._seen_games is None:
            games = ctrl.history.games
            self._seen_games = (len(games), games[-1] if games else None)

    def new_games(self) -> list[Game] | None:
        """The games the pending change added after every game this page last showed (a saved game of tonight,
        a record sheet), when that is all it did; None when anything else may have changed (issue 14).

        A change that adds games lists only their count here (undo's Enter a game gives no ids): the games
        are new when there are that many more, the page's last game is still where it was, and every id the
        change did name (an edit, a delete) is among them.
        """
        ch, ctrl, seen = self.pending, self.ctrl, self._seen_games
        if ctrl is None or seen is None or not ch.games or ch.players or ch.events or ch.settings:
            return None
        games = ctrl.history.games
        n, last = seen
        if not n or not n < len(games) <= n + MANY_NEW or games[n - 1] is not last:
            return None
        new = games[n:]
        if ch.ids and not set(ch.ids) <= {g.id for g in new}:
            return None
        return new

    def refresh(self) -> None:
        """Read the controller again; `self.pending` says what changed (pick lists need players)."""

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._stale and self.ctrl is not None:
            self.refresh_now()

    def action_buttons(self, *names: str) -> QHBoxLayout:
        """A row of buttons for the window's actions: same text, shortcut and enabled state as the menus."""
        row = QHBoxLayout()
        for name in names:
            b = QToolButton()
            b.setDefaultAction(self.ctx.actions[name])
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            row.addWidget(b)
        return row

    def soon(self, fn: Callable[[], None]) -> None:
        """Run `fn` once when the window is idle (after it has painted), however often it is asked for.

        Used for pick lists whose rank labels follow every rating change: the names in them do not
        change, only a rank now and then, so the save's refresh does not wait for them.
        """
        if not hasattr(self, "_soon"):
            self._soon: list[Callable[[], None]] = []
        if fn not in self._soon:
            self._soon.append(fn)
            if len(self._soon) == 1:
                QTimer.singleShot(IDLE_MS, self, self._run_soon)

    def give_choices(self, *completers: NameCompleter) -> None:
        """Every player's name and rank to these completers; nothing when none of the ranks changed (issue 14)."""
        choices = name_choices(self.ctx)
        for completer in completers:
            if self._given.get(id(completer)) is not choices:
                completer.set_choices(choices)
                self._given[id(completer)] = choices

    def _run_soon(self) -> None:
        todo, self._soon = self._soon, []
        if self.ctrl is not None:
            for fn in todo:
                fn()

    def club_closed(self) -> None:
        """The club went away (or another came): forget everything shown."""
        self._stale = True
        self.pending = Changes.everything()
        self._seen_games = None


class IdleBuild:
    """The pages not on show, built once a club's games are in, one per turn of the event loop (issue 14).

    Otherwise the first save after opening builds every hidden page in full (the games list of 100,000 among
    them) before the next name can be typed; one page per turn keeps the window answering meanwhile.
    """

    def __init__(self, owner: QObject) -> None:
        self._owner = owner  # the timers' context: none fires after it is gone
        self._todo: list[Page] = []
        self._ctrl: object = None

    def __bool__(self) -> bool:
        """Whether pages are still waiting to be built."""
        return bool(self._todo)

    def start(self, pages: Iterable[Page], ctrl: object, *, after_ms: int = 0) -> None:
        """The games of `ctrl` are in: build its pages that are out of date and hidden, from the next turn on
        (or `after_ms` from now: a club just shown paints its standings first)."""
        pages = list(pages)
        for page in pages:
            page.games_read()
        self._todo = [page for page in pages if page._stale and not page.isVisible()]
        self._ctrl = ctrl
        if self._todo:
            QTimer.singleShot(after_ms, self._owner, self._step)

    def stop(self) -> None:
        """The club went away: nothing more to build."""
        self._todo = []
        self._ctrl = None

    def _step(self) -> None:
        while self._todo:
            page = self._todo.pop(0)
            ctrl = page.ctrl
            if (ctrl is not None and ctrl is self._ctrl and getattr(ctrl, "loading", None) is None
                    and page._stale and not page.isVisible()):
                page.refresh_now()
                break
        if self._todo:
            QTimer.singleShot(0, self._owner, self._step)
        else:
            _meet_qt_types(self._owner)
            # The checkpoint a game of tonight re-rates from: one read from the club's snapshot is decoded on
            # first use (some 5 ms of JSON for 5,000 players), better now than in the first save.
            replay = getattr(self._ctrl, "replay", None)
            if replay is not None and replay.checkpoints:
                replay.checkpoints[-1].state  # noqa: B018 - read for its side effect


def _meet_qt_types(owner: QObject) -> None:
    """Have PySide6 set up, once per process, the Python types of Qt's objects while the window is idle.

    The first save's input hold (ui/tasks.py) is an application-wide event filter in Python: the first event
    it passes for an object of a class Python never met (the animation timer of a style animation, the
    window's handle) makes PySide6 set up, on the spot, the types of every QObject class it might be (some 70
    enums, 20-30 ms of the first save; issue 14). Listing the window's objects and handle meets them now.
    """
    global _MET
    if _MET:
        return
    _MET = True
    app = QCoreApplication.instance()
    if app is not None:
        app.children()
    owner.findChildren(QObject)
    if isinstance(owner, QWidget):
        owner.windowHandle()


_MET = False


class _Choices:
    """One lookup's completer choices, and the final states they were labelled from."""

    def __init__(self, lookup: PlayerLookup) -> None:
        self.choices: Choices = lookup.choices()
        self.final: Finals = dict(lookup.ctrl.replay.final)
        self.source = lookup.ctrl.replay.final
        self.at = {pid: i for i, (pid, _name, _label) in enumerate(self.choices)}


_choices: weakref.WeakKeyDictionary[PlayerLookup, _Choices] = weakref.WeakKeyDictionary()


def name_choices(ctx: WindowContext) -> Choices:
    """(id, name, rank) of every player for the name completers, shared by the pages (issue 14).

    After a saved game only its players' rank labels can change: those are looked at, and the list is
    the same object as before when none did, so a completer can tell it needs nothing. A new player
    list (a new lookup) builds it whole, as `PlayerLookup.choices` does.
    """
    lookup = ctx.lookup
    kept = _choices.get(lookup)
    final = lookup.ctrl.replay.final
    if kept is not None and kept.source is final:
        return kept.choices
    if kept is not None:
        from clubrater.controller.standings_rows import changed_players

        ids = changed_players(kept.final, final)
        if ids is not None and all(pid in kept.at for pid in ids):
            relabel = {}
            for pid in ids:
                st = final[pid]
                i = kept.at[pid]
                if st.rank is not None or st.grade:
                    label = str(st.rank) if st.rank is not None else st.grade
                else:
                    p = lookup.ctrl.history.players[pid]
                    label = str(p.rank) if p.rank is not None else p.grade
                if label != kept.choices[i][2]:
                    relabel[i] = (pid, kept.choices[i][1], label)
            if relabel:
                kept.choices = list(kept.choices)
                for i, row in relabel.items():
                    kept.choices[i] = row
            for pid in ids:
                kept.final[pid] = final[pid]
            kept.source = final
            return kept.choices
    kept = _choices[lookup] = _Choices(lookup)
    return kept.choices
