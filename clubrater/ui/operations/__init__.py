"""What the secretary does through a dialog, as functions over the window's context (never the window).

Each function asks (a form, or a yes/no question), then does the change as an
undo command through `ctx.push`; the views refresh from that command's
`Changes`. Pages call these, and so do the window's menu actions, so one
flow serves the menu, the page's button and the page that needs it in passing
(the record sheet adding a missing player). In the spirit of Anki's
`aqt/operations/`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from clubrater.ui import feedback

if TYPE_CHECKING:
    from clubrater.ui.context import WindowContext
    from clubrater.ui.dialogs import _Form
    from clubrater.ui.undo import ClubCommand

    F = TypeVar("F", bound=_Form)
    C = TypeVar("C", bound=ClubCommand)


def until_done(ctx: WindowContext, dialog: F, command: Callable[[F], C | None],
               refused: Callable[[], None] | None = None) -> C | None:
    """Show the form until its change is done (the command) or the secretary cancels (None).

    A refusal is said inside the form and everything typed stays; `command` returning None means
    there is nothing to change. The dialog lives for this one question only. `refused` is called
    after each refusal (a form that remembers what version it read takes the one now shown).
    """
    try:
        while feedback.run_dialog(dialog):
            cmd = command(dialog)
            if cmd is None:
                return None
            if ctx.push(cmd):
                return cmd
            dialog.message.say(ctx.last_error, "error")
            if refused is not None:
                refused()
        return None
    finally:
        dialog.deleteLater()
