"""What a page, a dialog flow or an undo command may use of the window, and nothing more.

Pages never see the window itself (that would make every page import it while
it imports every page). The window makes one `WindowContext` and hands it to
each page: the open club, the undo stack, work off the GUI thread, the
`Changes` of an operation going out to every view, the shared actions the page
shows as buttons, and signals that ask the window to show another page.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QMainWindow

from clubrater.controller.changes import Changes
from clubrater.ui import feedback, undo
from clubrater.ui.shown import keys
from clubrater.ui.tasks import BusyRunner

if TYPE_CHECKING:  # the controller's modules load SQLAlchemy: imported when a club is open, not at start-up
    from clubrater.controller.queries import PlayerLookup
    from clubrater.controller.session import ClubController
    from clubrater.domain.model import RatingSystem

T = TypeVar("T")

APP_NAME = "ClubRater"


class WindowContext(QObject):
    """The services of the window, shared by its pages; the window owns the club and sets it here."""

    changed = Signal(object)  # the Changes of an operation: every view refreshes from these alone
    actions_stale = Signal()  # a selection moved: the window enables its actions again
    player_requested = Signal(int)  # show this player's record sheet and chart
    games_of_player_requested = Signal(int)
    games_of_event_requested = Signal(int)
    to_sheet = Signal(object)  # a club night's pairs for the record sheet: [(date, black, white, stones, komi, round)]

    def __init__(self, window: QMainWindow, *, today: Callable[[], date] | None = None) -> None:
        super().__init__(window)
        self.window = window  # the parent of every dialog and message
        self._today = today
        self._ctrl: ClubController | None = None
        self._lookup: PlayerLookup | None = None
        self.last_error = ""
        self.undo_stack = QUndoStack(window)
        self.busy = BusyRunner(window.statusBar())
        self.busy.close_asked.connect(window.close)  # Close during a server's wait: the wait ended, now close
        self.actions: dict[str, QAction] = {}
        # the pairs (date, round) whose result is typed on the record sheet, not saved yet (the window sets it)
        self.typed_pairs: Callable[[date, int], set[frozenset[int]]] = lambda _day, _round: set()
        from clubrater.ui.keys import WindowKeys

        self.keys = WindowKeys(window, self.actions)  # the window's shortcuts win over a text box's (issue 30)

    # ----------------------------------------------------------------- the club
    @property
    def ctrl(self) -> ClubController | None:
        return self._ctrl

    def set_club(self, ctrl: ClubController | None) -> None:
        """Only the window calls this, when it opens or closes a club."""
        self._ctrl = ctrl
        self._lookup = None
        self.undo_stack.clear()

    def club(self) -> ClubController:
        """The open club, for code that only runs while one is open."""
        assert self._ctrl is not None, "no club is open"
        return self._ctrl

    @property
    def lookup(self) -> PlayerLookup:
        """Names to players, rebuilt after the player list changes."""
        if self._lookup is None or self._lookup.ctrl is not self._ctrl:
            self._lookup = self.club().queries.lookup()
        return self._lookup

    def today(self) -> date:
        if self._today is not None:
            return self._today()
        if self._ctrl is not None:
            return self._ctrl.today()
        return date.today()

    # ----------------------------------------------------------------- doing things
    def run(self, label: str, fn: Callable[[], T], *, hold_input: bool = True, smooth: bool = True) -> T:
        """Controller work off the GUI thread (the window keeps painting and shows a progress bar)."""
        ctrl = self._ctrl
        if ctrl is None:
            return self.busy.run(label, fn, hold_input=hold_input, smooth=smooth)
        # a save waiting for a federation server ends at once when the window is closed (issue 25)
        cancel = ctrl.cancel_wait if getattr(ctrl, "on_server", False) else None

        def work() -> T:
            # A re-rating replaces the engine's checkpoints (each a copy of every player's state).
            # Dropped all at once they are freed in one long stretch that holds the interpreter and
            # freezes the window; held here, they are let go one by one, with pauses in between.
            previous = list(ctrl.replay.checkpoints)
            try:
                return fn()
            finally:
                if cancel is not None:
                    ctrl.cancel_wait(done=True)  # a Close that came after the last wait cancels nothing later
                while previous:
                    previous.pop()

        return self.busy.run(label, work, hold_input=hold_input, smooth=smooth, cancel=cancel)

    def push(self, cmd: undo.ClubCommand, *, show_error: bool = False) -> bool:
        """Do a change and put it on the undo stack; on a refusal nothing changes and `last_error` says why.
        A game or adjustment dated after tomorrow is stored only when the secretary confirms the date."""
        if not self._future_confirmed(cmd):
            self.last_error = self.tr("Nothing was saved: correct the date, then save again.")
            return False
        try:
            undo.push(self.undo_stack, cmd)
        except Exception as exc:  # the controller's refusal, or anything unexpected: said in words
            self.last_error = feedback.explain(exc)
            if show_error and not self.busy.closing:  # (the window is closing: no dialog in its way)
                feedback.warn(self.window, APP_NAME, self.last_error)
            return False
        self.last_error = ""
        #: The status bar after a change; {what} is the undo command's name ("Add player Sipho Dlamini").
        self.window.statusBar().showMessage(keys(self.tr("Done: {what}. Ctrl+Z undoes it.")).format(what=cmd.text()), 6000)
        return True

    def _future_confirmed(self, cmd: undo.ClubCommand) -> bool:
        """True unless the change stores a date after tomorrow and the secretary says it is wrong (issue 25):
        a slip of the keyboard, or a computer whose clock is off, would store a game that cannot have been
        played yet, or make a future adjustment the rank shown today."""
        from datetime import timedelta

        from clubrater.ui.shown import long_day

        tomorrow = self.today() + timedelta(days=1)
        ahead = sorted(d for d in cmd.dates() if d > tomorrow)
        if not ahead:
            return True
        #: Asked before a game or adjustment dated after tomorrow is saved; {day} is its date ("Sunday 28 November 2027").
        text = self.tr("This is dated {day}, after tomorrow. Games are entered once they are played, and an "
                       "adjustment dated ahead would already show as the rank today. Is the date right (and this "
                       "computer's clock)? Save it all the same?").format(day=long_day(ahead[0]))
        return feedback.ask(self.window, self.tr("A date after tomorrow"), text, yes=self.tr("Save"),
                            no=self.tr("Correct the date"), default_yes=False)

    def apply(self, changes: Changes) -> None:
        """Tell every view what changed; the visible one refreshes now, the others when shown."""
        if self._ctrl is None:
            return
        if changes.players:
            self._lookup = None
        self.changed.emit(changes)

    def report(self, exc: BaseException) -> None:
        self.last_error = feedback.explain(exc)
        if not self.busy.closing:
            feedback.warn(self.window, APP_NAME, self.last_error)

    def update_actions(self) -> None:
        """What is selected changed: the window's actions follow."""
        self.actions_stale.emit()

    # ----------------------------------------------------------------- navigation
    def show_player(self, player_id: int) -> None:
        self.player_requested.emit(player_id)

    def show_games_of_player(self, player_id: int) -> None:
        self.games_of_player_requested.emit(player_id)

    def show_games_of_event(self, event_id: int) -> None:
        self.games_of_event_requested.emit(event_id)


def rating_systems() -> list[RatingSystem]:
    """The rating systems ClubRater offers, for the pickers (new club, settings): the engines' registry,
    read through the controller, so a newly registered system is offered with no change here.
    Imported when asked: the window must not wait for the controller's heavier modules at start-up."""
    from clubrater.controller.systems import available_systems

    return available_systems()
