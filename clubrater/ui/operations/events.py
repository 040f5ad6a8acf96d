"""Events (tournaments): add, change, delete one without games."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from clubrater.ui import feedback, undo
from clubrater.ui.operations import until_done
from clubrater.ui.shown import keys

if TYPE_CHECKING:
    from clubrater.ui.context import WindowContext


def add_event(ctx: WindowContext, name: str = "", on: date | None = None) -> int | None:
    """Ask for a new event's details; its id, or None if the secretary cancels."""
    from clubrater.domain.records import EventRow
    from clubrater.ui.dialogs import EventDialog

    if ctx.ctrl is None:
        return None
    cmd = until_done(ctx, EventDialog(ctx.ctrl, name=name, on=on, parent=ctx.window),
                     lambda d: undo.AddEvent(ctx, EventRow(**d.values())))
    return cmd.event.id if cmd is not None and cmd.event is not None else None


def offer_new_event(ctx: WindowContext, name: str, on: date) -> int | None:
    if feedback.ask(ctx.window, QCoreApplication.translate("EventOperations", "A new event?"),
                    QCoreApplication.translate("EventOperations", 'There is no event called "{name}". Add it?').format(
                        name=name),
                    yes=QCoreApplication.translate("EventOperations", "Add the event…"),
                    no=QCoreApplication.translate("EventOperations", "No")):
        return add_event(ctx, name, on)
    return None


def edit_event(ctx: WindowContext, eid: int | None) -> None:
    from clubrater.ui.dialogs import EventDialog

    ctrl = ctx.ctrl
    if eid is None or ctrl is None:
        return
    from clubrater.ui.federation import refuse_locked

    if refuse_locked(ctx, "event", [eid]):  # entered by another club on a federation server (issue 11)
        return
    read = [ctrl.version()]  # the event as the form shows it: changed by someone meanwhile, refused (issue 25)
    until_done(ctx, EventDialog(ctrl, ctrl.history.events[eid], parent=ctx.window),
               lambda d: undo.EditEvent(ctx, eid, read=read[0], **d.values()),
               refused=lambda: read.__setitem__(0, ctrl.version()))


def delete_event(ctx: WindowContext, eid: int | None) -> None:
    ctrl = ctx.ctrl
    if eid is None or ctrl is None:
        return
    from clubrater.ui.federation import refuse_locked

    if refuse_locked(ctx, "event", [eid]):
        return
    name = ctrl.history.events[eid].name
    read = ctrl.version()  # the event as the question shows it (issue 25)
    if feedback.ask(ctx.window, QCoreApplication.translate("EventOperations", "Delete"),
                    keys(QCoreApplication.translate("EventOperations", 'Delete the event "{name}"? Ctrl+Z brings it back.'))
                    .format(name=name),
                    yes=QCoreApplication.translate("EventOperations", "Delete"),
                    no=QCoreApplication.translate("EventOperations", "Keep")):
        cmd = undo.DeleteEvent(ctx, eid)
        cmd.read = read
        ctx.push(cmd, show_error=True)
