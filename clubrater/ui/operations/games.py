"""Games: correct one, delete some (entering games is the form's and the record sheet's own work)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from clubrater.ui import feedback, undo
from clubrater.ui.operations import until_done
from clubrater.ui.plural import counted
from clubrater.ui.shown import day, keys

if TYPE_CHECKING:
    from clubrater.ui.context import WindowContext


def edit_game(ctx: WindowContext, game_id: int | None) -> None:
    """Correct one game in its form; the ratings after it are worked out again."""
    from clubrater.ui.dialogs import GameDialog

    ctrl = ctx.ctrl
    if game_id is None or ctrl is None:
        return
    from clubrater.ui.federation import refuse_locked

    if refuse_locked(ctx, "game", [game_id]):  # entered by another club on a federation server (issue 11)
        return
    # the version the form shows: a game changed by someone else meanwhile is refused, what was typed stays, and
    # the sentence says what the game now is; saving again then stores the form over that (issue 25)
    read = [ctrl.version()]
    until_done(ctx, GameDialog(ctrl, ctrl.queries.game(game_id), parent=ctx.window, lookup=ctx.lookup),
               lambda d: undo.EditGame(ctx, game_id, d.game_input(), read=read[0]),
               refused=lambda: read.__setitem__(0, ctrl.version()))


def delete_games(ctx: WindowContext, ids: list[int]) -> None:
    """Delete after asking, naming the game when it is one."""
    ctrl = ctx.ctrl
    if not ids or ctrl is None:
        return
    from clubrater.ui.federation import refuse_locked

    if refuse_locked(ctx, "game", ids):
        return
    read = ctrl.version()  # the games as the question shows them (issue 25)
    n = len(ids)
    if n == 1:
        g = ctrl.queries.game(ids[0])
        black, white = ctrl.queries.player(g.black).name, ctrl.queries.player(g.white).name
        on = day(g.date)  # the window's one date form
        question = keys(QCoreApplication.translate(
            "GameOperations", "Delete the game {black} – {white} of {date}? Every later rating is worked out again; "
            "Ctrl+Z brings it back.")).format(black=black, white=white, date=on)
    else:
        from clubrater.ui.i18n import context

        GameOperations = context("GameOperations")  # counts through Context.tr: lupdate reads them as plurals
        question = counted(keys(GameOperations.tr(
            "Delete these %n game(s)? Every later rating is worked out again; Ctrl+Z brings them back.", "", n)), n)
    if feedback.ask(ctx.window, QCoreApplication.translate("GameOperations", "Delete"), question,
                    yes=QCoreApplication.translate("GameOperations", "Delete"),
                    no=QCoreApplication.translate("GameOperations", "Keep")):
        cmd = undo.DeleteGames(ctx, ids)
        cmd.read = read
        ctx.push(cmd, show_error=True)
