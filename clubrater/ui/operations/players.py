"""Players: add, change, mark inactive, merge two entries of one person, adjust a rank."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from clubrater.ui import feedback, undo
from clubrater.ui.operations import until_done
from clubrater.ui.shown import day, keys

if TYPE_CHECKING:
    from clubrater.ui.context import WindowContext


def add_player(ctx: WindowContext, name: str = "") -> int | None:
    """Ask for a new player's details; the new player's id, or None if the secretary cancels."""
    from clubrater.ui.dialogs import PlayerDialog
    from clubrater.ui.list_search import AddFromList

    if ctx.ctrl is None:
        return None
    if not _new_name_is_meant(ctx, name):
        return None
    dlg = PlayerDialog(ctx.ctrl, name=name, parent=ctx.window)

    def command(d: PlayerDialog) -> undo.AddPlayer:
        v: dict[str, Any] = d.values()
        entry = getattr(d, "list_entry", None)
        if entry is not None:  # taken from a federation's list: added with his ID and the list's rating
            return AddFromList(ctx, entry, v.pop("name"), v.pop("rank"), **v)
        return undo.AddPlayer(ctx, v.pop("name"), v.pop("rank"), **v)

    cmd = until_done(ctx, dlg, command)
    return cmd.player.id if cmd is not None and cmd.player is not None else None


def _longer_names(ctx: WindowContext, name: str) -> list[str]:
    """The players whose names start with `name` but are longer ("Tha": Thabo Mokoena), in list order."""
    typed = " ".join(name.split()).casefold()
    if not typed or ctx.ctrl is None:
        return []
    return [p.name for p in ctx.ctrl.queries.players()
            if " ".join(p.name.split()).casefold().startswith(typed) and " ".join(p.name.split()).casefold() != typed]


def _new_name_is_meant(ctx: WindowContext, name: str) -> bool:
    """A new player whose name is only the start of an existing one is most likely that player cut short: ask
    first, with "no" as the default (Enter adds nobody)."""
    longer = _longer_names(ctx, name)
    if not longer:
        return True
    who = f"{longer[0]}" if len(longer) == 1 else f"{', '.join(longer[:3])}{' …' if len(longer) > 3 else ''}"
    typed = name.strip()
    return feedback.ask(ctx.window, QCoreApplication.translate("PlayerOperations", "A new player?"),
                        QCoreApplication.translate(
                            "PlayerOperations",
                            '"{typed}" is how {who} begins. Add a new player called "{typed}" all the same?',
                        ).format(typed=typed, who=who),
                        yes=QCoreApplication.translate("PlayerOperations", "Add {name} as a new player…").format(
                            name=typed),
                        no=QCoreApplication.translate("PlayerOperations", "No, I meant an existing player"),
                        default_yes=False)


def offer_new_player(ctx: WindowContext, name: str) -> int | None:
    """ "Sipho is not in the player list. Add Sipho?" — the new id, or None."""
    if _longer_names(ctx, name):
        return add_player(ctx, name)  # which asks the sharper question: "Tha" is how Thabo Mokoena begins
    if feedback.ask(ctx.window, QCoreApplication.translate("PlayerOperations", "A new player?"),
                    QCoreApplication.translate("PlayerOperations", "{name} is not in the player list. Add {name}?")
                    .format(name=name),
                    yes=QCoreApplication.translate("PlayerOperations", "Add {name}…").format(name=name),
                    no=QCoreApplication.translate("PlayerOperations", "No, let me correct the name")):
        return add_player(ctx, name)
    return None


def edit_player(ctx: WindowContext, pid: int | None) -> None:
    from clubrater.ui.dialogs import PlayerDialog

    ctrl = ctx.ctrl
    if pid is None or ctrl is None:
        return
    from clubrater.ui.federation import refuse_locked

    if refuse_locked(ctx, "player", [pid]):  # another club's player on a federation server (issue 11)
        return

    read = [ctrl.version()]  # the player as the form shows him: changed by someone meanwhile, refused (issue 25)

    def command(d: PlayerDialog) -> undo.EditPlayer | None:
        changes = d.changes()
        #: Undo command text (Edit > Undo ...): a player's details were changed.
        text = QCoreApplication.translate("PlayerOperations", "Change {name}").format(name=ctrl.queries.player(pid).name)
        return undo.EditPlayer(ctx, pid, text, read=read[0], **changes) if changes else None

    until_done(ctx, PlayerDialog(ctrl, ctrl.queries.player(pid), parent=ctx.window), command,
               refused=lambda: read.__setitem__(0, ctrl.version()))


def toggle_active(ctx: WindowContext, pid: int | None) -> None:
    if pid is None or ctx.ctrl is None:
        return
    from clubrater.ui.federation import refuse_locked

    if refuse_locked(ctx, "player", [pid]):
        return
    p = ctx.ctrl.queries.player(pid)
    text = (QCoreApplication.translate("PlayerOperations", "Mark {name} inactive") if p.active else
            QCoreApplication.translate("PlayerOperations", "Mark {name} active again")).format(name=p.name)
    ctx.push(undo.EditPlayer(ctx, pid, text, active=not p.active), show_error=True)


def merge_players(ctx: WindowContext, keep: int | None) -> None:
    """One person entered twice: the games of one entry move to the other."""
    from clubrater.ui.dialogs import MergeDialog

    if ctx.ctrl is None:
        return

    def command(d: MergeDialog) -> undo.MergePlayers:
        kept, dropped = d.ids()
        assert kept is not None and dropped is not None
        return undo.MergePlayers(ctx, kept, dropped)

    until_done(ctx, MergeDialog(ctx.ctrl, keep=keep, parent=ctx.window, lookup=ctx.lookup), command)


def adjust_player(ctx: WindowContext, pid: int | None) -> None:
    from clubrater.ui.dialogs import AdjustmentDialog

    if pid is None or ctx.ctrl is None:
        return
    until_done(ctx, AdjustmentDialog(ctx.ctrl, pid, parent=ctx.window),
               lambda d: undo.AddAdjustment(ctx, pid, d.on(), **d.values()))


def delete_adjustment(ctx: WindowContext, row: Any) -> None:
    """Take back the adjustment on this row of a player's record sheet (after asking)."""
    if row is None or row.kind != "adjustment" or ctx.ctrl is None:
        return
    read = ctx.ctrl.version()  # the adjustment as the question shows it (issue 25)
    on = day(row.date)  # the window's one date form
    if feedback.ask(ctx.window, QCoreApplication.translate("PlayerOperations", "Remove the adjustment"),
                    keys(QCoreApplication.translate(
                        "PlayerOperations", "Remove the adjustment of {date}? The games after it are rated again; "
                        "Ctrl+Z puts it back.")).format(date=on),
                    yes=QCoreApplication.translate("PlayerOperations", "Remove"),
                    no=QCoreApplication.translate("PlayerOperations", "Keep")):
        cmd = undo.DeleteAdjustment(ctx, row.item_id)
        cmd.read = read
        ctx.push(cmd, show_error=True)
