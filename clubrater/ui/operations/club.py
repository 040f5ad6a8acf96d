"""The club's settings: name, default komi and game type, rating system (one undoable step)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from clubrater.ui import undo
from clubrater.ui.context import rating_systems
from clubrater.ui.operations import until_done

if TYPE_CHECKING:
    from clubrater.ui.context import WindowContext
    from clubrater.ui.dialogs import SettingsDialog


def edit_settings(ctx: WindowContext) -> None:
    from clubrater.ui.dialogs import SettingsDialog

    c = ctx.ctrl
    if c is None:
        return

    def command(d: SettingsDialog) -> undo.ChangeSettings | None:
        v = d.values()
        if (v["name"], v["komi"], v["game_type"], v["system"]) == (
            c.club_name, c.default_komi_even, c.default_game_type, c.system
        ):
            return None
        return undo.ChangeSettings(ctx, **v)

    until_done(ctx, SettingsDialog(c, rating_systems(), parent=ctx.window), command)
