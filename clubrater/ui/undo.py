"""Every change the secretary makes, as an undoable command over the controller.

A command does its work once when created (`execute`), so that a refusal
("Sipho and Sipho played each other…") is reported before anything reaches the
undo stack; `redo` after an undo and `undo` call the controller's inverse
operations, which put back exactly what was there (same ids, same entry order),
so every later rating comes back exactly too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace
from datetime import date
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from clubrater.controller.changes import Changes
from clubrater.domain.model import Adjustment, Event, Game, GameType, Player, RatingSystem
from clubrater.ui.plural import counted

if TYPE_CHECKING:
    from clubrater.controller.players import MergeRecord
    from clubrater.controller.session import ClubController
    from clubrater.domain.records import EventRow, GameInput

T = TypeVar("T")

GAMES = Changes(games=True, ratings=True)
PLAYERS = Changes(players=True)
RATINGS = Changes(players=True, ratings=True)
EVERYTHING_BUT_SETTINGS = Changes(players=True, games=True, events=True, ratings=True)
_PLAYER_FIELDS = ("name", "rank", "club", "country", "egd_pin", "index", "rating", "grade", "active", "start_state",
                  "ffg_licence", "aga_id")


class Host(Protocol):
    """What a command needs from the window (ui/context.py): the club, a way to run long work, and a refresh."""

    def club(self) -> ClubController: ...

    def run(self, label: str, fn: Callable[[], T]) -> T: ...

    def apply(self, changes: Changes) -> None: ...

    def report(self, exc: BaseException) -> None: ...


class ClubCommand(QUndoCommand):
    """Base: `_do` on first execution and redo, `_undo` on undo; both return the Changes to show."""

    changes = EVERYTHING_BUT_SETTINGS

    def __init__(self, host: Host, text: str) -> None:
        super().__init__(text)
        self.host = host
        self._executed = False
        # the version of the data this command's rows were read at (a form's, when it opened; then the one its
        # own last change left): on a federation server a row changed by someone since is refused (issue 25)
        self.read: int | None = None

    def _remember(self) -> None:
        self.read = self.ctrl.version()

    @property
    def ctrl(self) -> ClubController:
        return self.host.club()

    def execute(self) -> None:
        """First run; raises the controller's refusal (nothing changed) so the caller can report it."""
        self.host.apply(self.host.run(self.text() + "…", self._first))
        self._executed = True
        self._remember()

    def redo(self) -> None:
        if not self._executed:  # pushed without execute(): do it now
            self.execute()
            return
        if getattr(self, "_skip_redo", False):
            self._skip_redo = False
            return
        self._guarded(self._redo, QCoreApplication.translate("UndoCommands", "Redoing: {what}…"))

    def undo(self) -> None:
        self._guarded(self._undo, QCoreApplication.translate("UndoCommands", "Undoing: {what}…"))

    def _guarded(self, fn: Callable[[], Changes], label: str) -> None:
        """`label`: the status bar's words while it runs, with {what} for the command's own text."""
        try:
            changes = self.host.run(label.format(what=self.text()), fn)
        except Exception as exc:  # the club changed under the command: say so and drop it
            self.setObsolete(True)
            self.host.report(exc)
            self.host.apply(Changes.everything())
            return
        self._remember()
        self.host.apply(changes)

    def dates(self) -> list[date]:
        """The dates this change stores (games, adjustments): the window asks before one lies after tomorrow."""
        return []

    # the three operations
    def _first(self) -> Changes:
        return self._redo()

    def _redo(self) -> Changes:
        raise NotImplementedError

    def _undo(self) -> Changes:
        raise NotImplementedError


def push(stack: Any, cmd: ClubCommand) -> None:
    """Execute a command (raising any refusal) and only then put it on the undo stack."""
    cmd.execute()
    cmd._skip_redo = True  # QUndoStack.push calls redo(); the work is already done
    stack.push(cmd)


# --------------------------------------------------------------------- games
class EnterGames(ClubCommand):
    changes = GAMES

    def __init__(self, host: Host, games: list[GameInput], text: str | None = None) -> None:
        n = len(games)
        if text is None:
            from clubrater.ui.i18n import context

            UndoCommands = context("UndoCommands")  # counts through Context.tr: lupdate reads them as plurals
            text = (QCoreApplication.translate("UndoCommands", "Enter a game") if n == 1 else
                    counted(UndoCommands.tr("Enter %n game(s)", "", n), n))
        super().__init__(host, text)
        self.inputs = games
        self.stored: list[Game] = []

    def dates(self) -> list[date]:
        return [g.date for g in self.inputs]

    def _first(self) -> Changes:
        self.stored = self.ctrl.queries.games_by_ids(self.ctrl.games.enter_sheet(self.inputs).ids)
        return GAMES

    def _redo(self) -> Changes:
        self.ctrl.games.restore(self.stored)
        return GAMES

    def _undo(self) -> Changes:
        self.ctrl.games.delete([g.id for g in self.stored], read=self.read)
        return GAMES


class EditGame(ClubCommand):
    def __init__(self, host: Host, game_id: int, new: GameInput, *, read: int | None = None) -> None:
        super().__init__(host, QCoreApplication.translate("UndoCommands", "Edit a game"))
        self.game_id, self.new_input, self.read = game_id, new, read
        self.old: Game | None = None
        self.new: Game | None = None

    def dates(self) -> list[date]:
        return [self.new_input.date]

    def _first(self) -> Changes:
        self.old = self.ctrl.queries.game(self.game_id)
        self.ctrl.games.edit(self.game_id, self.new_input, read=self.read)
        self.new = self.ctrl.queries.game(self.game_id)
        return GAMES

    def _redo(self) -> Changes:
        assert self.new is not None
        return self.ctrl.games.replace(self.new, read=self.read) | GAMES

    def _undo(self) -> Changes:
        assert self.old is not None
        return self.ctrl.games.replace(self.old, read=self.read) | GAMES


class DeleteGames(ClubCommand):
    def __init__(self, host: Host, game_ids: list[int]) -> None:
        n = len(game_ids)
        from clubrater.ui.i18n import context

        UndoCommands = context("UndoCommands")  # counts through Context.tr: lupdate reads them as plurals
        super().__init__(host, QCoreApplication.translate("UndoCommands", "Delete a game") if n == 1 else
                         counted(UndoCommands.tr("Delete %n game(s)", "", n), n))
        self.ids = game_ids
        self.old: list[Game] = []

    def _redo(self) -> Changes:
        self.old = [self.ctrl.queries.game(i) for i in self.ids]
        self.ctrl.games.delete(self.ids, read=self.read)
        return GAMES

    def _undo(self) -> Changes:
        return self.ctrl.games.restore(self.old) | GAMES


# --------------------------------------------------------------------- players
class AddPlayer(ClubCommand):
    def __init__(self, host: Host, name: str, rank: Any, **details: Any) -> None:
        super().__init__(host, QCoreApplication.translate("UndoCommands", "Add {name}").format(name=" ".join(name.split())))
        self.name, self.rank, self.details = name, rank, details
        self.player: Player | None = None

    def _first(self) -> Changes:
        self.player = self.ctrl.queries.player(self.ctrl.players.add(self.name, self.rank, **self.details).id)
        return RATINGS

    def _redo(self) -> Changes:
        assert self.player is not None
        return self.ctrl.players.restore(self.player) | RATINGS

    def _undo(self) -> Changes:
        assert self.player is not None
        self.ctrl.players.delete(self.player.id, read=self.read)
        return RATINGS


class EditPlayer(ClubCommand):
    def __init__(self, host: Host, player_id: int, text: str, *, read: int | None = None, **changes: Any) -> None:
        super().__init__(host, text)
        self.player_id, self.changes_wanted, self.read = player_id, changes, read
        self.old: Player | None = None
        self.new: Player | None = None

    def _first(self) -> Changes:
        self.old = self.ctrl.queries.player(self.player_id)
        self.ctrl.players.edit(self.player_id, read=self.read, **self.changes_wanted)
        self.new = self.ctrl.queries.player(self.player_id)
        return EVERYTHING_BUT_SETTINGS

    def _set(self, p: Player) -> Changes:
        self.ctrl.players.edit(self.player_id, read=self.read, **{f: getattr(p, f) for f in _PLAYER_FIELDS})
        return EVERYTHING_BUT_SETTINGS

    def _redo(self) -> Changes:
        assert self.new is not None
        return self._set(self.new)

    def _undo(self) -> Changes:
        assert self.old is not None
        return self._set(self.old)


class MergePlayers(ClubCommand):
    def __init__(self, host: Host, keep: int, drop: int) -> None:
        ctrl = host.club()
        super().__init__(host, QCoreApplication.translate("UndoCommands", "Merge {dropped} into {kept}").format(
            dropped=ctrl.queries.player(drop).name, kept=ctrl.queries.player(keep).name))
        self.keep, self.drop = keep, drop
        self.record: MergeRecord | None = None

    def _redo(self) -> Changes:
        self.record = self.ctrl.players.merge(self.keep, self.drop, read=self.read).record
        return EVERYTHING_BUT_SETTINGS

    def _undo(self) -> Changes:
        assert self.record is not None
        return self.ctrl.players.unmerge(self.record) | EVERYTHING_BUT_SETTINGS


class AddAdjustment(ClubCommand):
    def __init__(self, host: Host, player_id: int, on: date, **values: Any) -> None:
        #: Undo command text: a player's rank (or rating) was set by hand from a date on.
        super().__init__(host, QCoreApplication.translate("UndoCommands", "Adjust {name}").format(
            name=host.club().queries.player(player_id).name))
        self.player_id, self.on, self.values = player_id, on, values
        self.adj: Adjustment | None = None

    def dates(self) -> list[date]:
        return [self.on]

    def _first(self) -> Changes:
        self.adj = self.ctrl.queries.adjustment(self.ctrl.players.adjust(self.player_id, self.on, **self.values).id)
        return RATINGS | Changes(games=True)

    def _redo(self) -> Changes:
        assert self.adj is not None
        return self.ctrl.players.restore_adjustment(self.adj) | Changes(games=True)

    def _undo(self) -> Changes:
        assert self.adj is not None
        self.ctrl.players.delete_adjustment(self.adj.id, read=self.read)
        return RATINGS | Changes(games=True)


class DeleteAdjustment(ClubCommand):
    def __init__(self, host: Host, adjustment_id: int) -> None:
        super().__init__(host, QCoreApplication.translate("UndoCommands", "Delete an adjustment"))
        self.adjustment_id = adjustment_id
        self.adj: Adjustment | None = None

    def _redo(self) -> Changes:
        self.adj = self.ctrl.queries.adjustment(self.adjustment_id)
        self.ctrl.players.delete_adjustment(self.adjustment_id, read=self.read)
        return RATINGS | Changes(games=True)

    def _undo(self) -> Changes:
        assert self.adj is not None
        return self.ctrl.players.restore_adjustment(self.adj) | Changes(games=True)


# --------------------------------------------------------------------- events
class AddEvent(ClubCommand):
    def __init__(self, host: Host, row: EventRow) -> None:
        #: "event": a tournament or other occasion at which games were played.
        super().__init__(host, QCoreApplication.translate("UndoCommands", "Add the event {name}").format(
            name=row.name.strip()))
        self.row = row
        self.event: Event | None = None

    def _first(self) -> Changes:
        self.event = self.ctrl.queries.event(self.ctrl.events.add(self.row).id)
        return Changes(events=True)

    def _redo(self) -> Changes:
        assert self.event is not None
        return self.ctrl.events.restore(self.event)

    def _undo(self) -> Changes:
        assert self.event is not None
        self.ctrl.events.delete(self.event.id, read=self.read)
        return Changes(events=True)


class DeleteEvent(ClubCommand):
    """Only an event without games can go (the controller refuses otherwise)."""

    def __init__(self, host: Host, event_id: int) -> None:
        super().__init__(host, QCoreApplication.translate("UndoCommands", "Delete the event {name}").format(
            name=host.club().history.events[event_id].name))
        self.event_id = event_id
        self.event: Event | None = None

    def _redo(self) -> Changes:
        self.event = self.ctrl.queries.event(self.event_id)
        self.ctrl.events.delete(self.event_id, read=self.read)
        return Changes(events=True)

    def _undo(self) -> Changes:
        assert self.event is not None
        return self.ctrl.events.restore(self.event)


class EditEvent(ClubCommand):
    def __init__(self, host: Host, event_id: int, *, read: int | None = None, **changes: Any) -> None:
        super().__init__(host, QCoreApplication.translate("UndoCommands", "Edit an event"))
        self.event_id, self.wanted, self.read = event_id, changes, read
        self.old: Event | None = None
        self.new: Event | None = None

    def _first(self) -> Changes:
        self.old = self.ctrl.queries.event(self.event_id)
        self.ctrl.events.edit(self.event_id, read=self.read, **self.wanted)
        self.new = self.ctrl.queries.event(self.event_id)
        return Changes(events=True, games=True, ratings=True, players=True)

    def _set(self, ev: Event) -> Changes:
        values = {f.name: getattr(ev, f.name) for f in fields(ev) if f.name not in ("id", "seq")}
        self.ctrl.events.edit(self.event_id, read=self.read, **values)
        return Changes(events=True, games=True, ratings=True, players=True)

    def _redo(self) -> Changes:
        assert self.new is not None
        return self._set(self.new)

    def _undo(self) -> Changes:
        assert self.old is not None
        return self._set(self.old)


# --------------------------------------------------------------------- settings
class ChangeSettings(ClubCommand):
    """Club name, default komi and game type, rating system: one undoable step."""

    def __init__(self, host: Host, *, name: str, komi: float, game_type: GameType, system: RatingSystem,
                 handicap: tuple[int, int] | None = None) -> None:
        super().__init__(host, QCoreApplication.translate("UndoCommands", "Change the club settings"))
        ctrl = host.club()
        self.old = (ctrl.club_name, ctrl.default_komi_even, ctrl.default_game_type, ctrl.system)
        self.new = (name, komi, game_type, system)
        rule = ctrl.settings.handicap_rule()  # club-night pairing's (issue 26)
        self.handicap = {"old": rule, "new": handicap if handicap is not None else rule}

    def _apply(self, values: tuple[str, float, GameType, RatingSystem]) -> Changes:
        name, komi, game_type, system = values
        ctrl = self.ctrl
        changes = Changes(settings=True)
        rule = self.handicap["new" if values is self.new else "old"]
        if rule != ctrl.settings.handicap_rule():
            changes |= ctrl.settings.set_handicap_rule(correction=rule[0], ceiling=rule[1]) | Changes(pairings=True)
        if name.strip() != ctrl.club_name:
            changes |= ctrl.settings.rename(name)
        if komi != ctrl.default_komi_even or game_type != ctrl.default_game_type:
            changes |= ctrl.settings.set_defaults(komi=komi, game_type=game_type)
        if system != ctrl.system:
            changes |= ctrl.settings.set_system(system) | EVERYTHING_BUT_SETTINGS
        return changes

    def _redo(self) -> Changes:
        return self._apply(self.new)

    def _undo(self) -> Changes:
        return self._apply(self.old)


def game_input_of(game: Game) -> GameInput:
    """A stored game as the input that would store it again (for the edit dialog)."""
    from clubrater.domain.records import GameInput

    return GameInput.of(game)


__all__ = [
    "AddAdjustment", "AddEvent", "AddPlayer", "ChangeSettings", "ClubCommand", "DeleteAdjustment", "DeleteGames",
    "EditEvent", "EditGame", "EditPlayer", "EnterGames", "MergePlayers", "game_input_of", "push", "replace",
]
