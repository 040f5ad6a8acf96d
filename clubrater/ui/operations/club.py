"""The club's settings: name, default komi and game type, rating system (one undoable step)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from clubrater.ui import undo
from clubrater.ui.context import rating_systems
from clubrater.ui.operations import until_done

if TYPE_CHECKING:
    from clubrater.ui.context import WindowContext
    from clubrater.ui.dialogs import SettingsDialog


def apply_languages(ctx: WindowContext, d: SettingsDialog) -> None:
    """Issue 13: the club's language for paper and workbook at once (kept in the club file, not undone by Ctrl+Z);
    the window's own language on this computer, by building the window anew once the dialog has closed."""
    from PySide6.QtCore import QTimer

    from clubrater.ui import feedback, i18n

    window_lang, club_lang = d.languages()
    c = ctx.ctrl
    if c is not None and club_lang != c.settings.language:
        try:
            ctx.apply(c.settings.set_language(club_lang))
        except Exception as exc:  # e.g. a read-only club: said, and the rest of the settings still go ahead
            feedback.warn(ctx.window, d.windowTitle(), feedback.explain(exc))
    if window_lang != i18n.chosen_language():
        window = ctx.window
        QTimer.singleShot(0, lambda: i18n.switch_window_language(window, window_lang))


def edit_settings(ctx: WindowContext) -> None:
    from clubrater.ui.dialogs import SettingsDialog

    c = ctx.ctrl
    if c is None:
        return

    def command(d: SettingsDialog) -> undo.ChangeSettings | None:
        apply_languages(ctx, d)
        v = d.values()
        if (v["name"], v["komi"], v["game_type"], v["system"], v["handicap"]) == (
            c.club_name, c.default_komi_even, c.default_game_type, c.system, c.settings.handicap_rule()
        ):
            return None
        return undo.ChangeSettings(ctx, **v)

    until_done(ctx, SettingsDialog(c, rating_systems(), parent=ctx.window), command)
