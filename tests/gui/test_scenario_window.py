"""Issue 10's Done-when in the window: the steps of tests/scenario.py done through the window's own actions
(menus and shortcuts, its dialogs, the game form, File > Back up now and File > Restore a backup) give the
same standings as the real command line given the same steps (`clubrater standings --format json`).

Only the questions are answered by the test (the fixture in conftest.py and `answer_modal`); every change
goes through the window's undo commands and the controller like a secretary's would.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication

from tests import scenario
from tests.scenario import AddGame, AddPlayer, Adjust, Backup, DeleteGame, Init, MergePlayers, Restore

from .conftest import FIXED_TODAY
from .helpers import answer_modal, press, shortcut, show_window, type_text

pytestmark = pytest.mark.gui


def clubrater(db: Path, *args: str) -> str:
    """The command line's own entry point (`clubrater.cli.main`, what the console script calls) with these
    arguments; what it printed. In this process: fifteen fresh interpreters would cost half a minute."""
    from clubrater.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["--db", str(db), *args])
    assert status == 0, f"clubrater {' '.join(args)}: {out.getvalue()}{err.getvalue()}"
    return out.getvalue()


def command_line_standings(db: Path, system: str) -> dict[str, list[dict]]:
    """The scenario through `clubrater`, as a secretary at a terminal would type it; the standings as
    `standings --format json` prints them, and with `--all` (the EGF systems list only players with a rated
    game in the last months, and the scenario's games are of 2025)."""
    game_ids: dict[int, int] = {}
    backup: str | None = None
    for step in scenario.steps(system):
        out = clubrater(db, *scenario.cli_args(step, game_ids, backup))
        if isinstance(step, AddGame):
            found = re.search(r"Entered game (\d+)", out)
            assert found, out
            game_ids[len(game_ids) + 1] = int(found.group(1))
        elif isinstance(step, Backup):
            backup = json.loads(clubrater(db, "backups", "--format", "json"))[0]["file"]  # newest first
    return standings(db)


def standings(db: Path) -> dict[str, list[dict]]:
    return {"listed": json.loads(clubrater(db, "standings", "--format", "json")),
            "all": json.loads(clubrater(db, "standings", "--all", "--format", "json"))}


def pick(combo, text: str) -> None:
    i = combo.findText(text)
    assert i >= 0, f"{text!r} is not offered"
    combo.setCurrentIndex(i)


def window_scenario(qtbot, win, path: Path, system: str, feedback) -> None:
    """The same steps through the window."""
    entered: list[int] = []  # game ids in entry order
    for step in scenario.steps(system):
        ctrl = win.ctrl
        match step:
            case Init(system_id, club):
                offered = [win.welcome.system.itemData(i).value for i in range(win.welcome.system.count())]
                win.welcome.system.setCurrentIndex(offered.index(system_id))
                win.welcome.suggest_path(path)
                win.welcome.name.setText(club)
                qtbot.keyClick(win.welcome.name, Qt.Key.Key_Return)
                assert win.ctrl is not None and win.ctrl.system.value == system_id
            case AddPlayer(name, rank, index, rating):
                def add(d, name=name, rank=rank, index=index, rating=rating) -> bool:
                    d.name_edit.setText(name)
                    d.rank_edit.setCurrentText(rank)
                    if index is not None:
                        d.index_edit.setValue(index)
                    if rating is not None:
                        d.rating_check.setChecked(True)
                        d.rating_edit.setValue(rating)
                    return d.try_accept()

                feedback.dialogs.append(add)
                shortcut(win, "Ctrl+Shift+N")
                assert ctrl.queries.find_player(name).rank is not None
            case AddGame(on, black, white, result, handicap, komi):
                shortcut(win, "Ctrl+2")
                form = win.entry_page
                form.date.setDate(QDate(on.year, on.month, on.day))
                form.black.setFocus()
                type_text(black)
                press(Qt.Key.Key_Tab)
                type_text(white)
                press(Qt.Key.Key_Tab)
                form.handicap.setValue(handicap)  # as given, not the window's suggestion from the ranks
                if komi is not None:
                    form.komi.setValue(komi)
                assert form.komi.value() == (komi if komi is not None else ctrl.games.komi_for(handicap))
                form.result.setFocus()
                qtbot.wait(QApplication.keyboardInputInterval() + 50)  # a new word for the box, not "BW"
                type_text(result)
                before = {g.id for g in ctrl.queries.games()}
                press(Qt.Key.Key_Return)
                new = [g.id for g in ctrl.queries.games() if g.id not in before]
                assert len(new) == 1, (step, form.result.currentIndex(), form.banner.text())
                entered.append(new[0])
            case MergePlayers(keep, other):
                def merge(d, keep=keep, other=other) -> bool:
                    d.keep_edit.setText(keep)
                    d.drop_edit.setText(other)
                    return d.try_accept()

                feedback.dialogs.append(merge)
                shortcut(win, "Ctrl+1")
                shortcut(win, "Ctrl+M")
                assert [p.name for p in ctrl.queries.players()].count(other) == 0
            case Adjust(name, on, rank, index, rating, note):
                def adjust(d, on=on, rank=rank, index=index, rating=rating, note=note) -> bool:
                    d.date_edit.setDate(QDate(on.year, on.month, on.day))
                    if rank is not None:
                        d.rank_edit.setCurrentText(rank)
                    if index is not None:
                        d.index_edit.setValue(index)
                    if rating is not None:
                        d.rating_edit.setValue(rating)
                    d.note_edit.setText(note)
                    return d.try_accept()

                win.show_player(ctrl.queries.find_player(name).id)
                feedback.dialogs.append(adjust)
                shortcut(win, "Ctrl+J")
                assert [a.note for a in ctrl.queries.adjustments()] == [note]
            case DeleteGame(n):
                shortcut(win, "Ctrl+4")
                page = win.games_page
                page.clear_filters()
                rows = [r for r in range(page.proxy.rowCount()) if page.proxy.id_at(r) == entered[n - 1]]
                assert len(rows) == 1
                page.view.setFocus()
                page.view.selectRow(rows[0])
                shortcut(win, "Del")
                assert feedback.asked[-1].startswith("Delete the game")
                assert entered[n - 1] not in {g.id for g in ctrl.queries.games()}
            case Backup():
                shortcut(win, "Ctrl+Alt+B")
                assert "Took a backup" in win.statusBar().currentMessage()
            case Restore():
                def manual(d) -> None:
                    d.select(next(i for i, b in enumerate(d.backups) if b.reason == "manual"))

                said = answer_modal("Restore", manual)
                answer_modal("OK", said=said)
                shortcut(win, "Ctrl+Shift+B")
                assert said and "is back as it was" in said[0], said
                assert win.ctrl is not None and win.ctrl is not ctrl  # the restored file, opened again
            case _:
                raise AssertionError(f"the window cannot do {step!r}")


@pytest.mark.parametrize("system", ["sagc", "egf"])
def test_the_window_and_the_command_line_give_the_same_standings_for_the_same_steps(qtbot, tmp_path, system,
                                                                                    feedback):
    from clubrater.ui.app import MainWindow

    expected = command_line_standings(tmp_path / "cli" / "club.sqlite", system)

    win = MainWindow(today=lambda: FIXED_TODAY)
    show_window(qtbot, win)
    window_file = tmp_path / "window" / "club.sqlite"
    window_file.parent.mkdir()
    window_scenario(qtbot, win, window_file, system, feedback)

    # what the window shows is the command line's list, player for player: the standings as listed, then
    # with "Show players not on the list" (View, Ctrl+Shift+H) as `--all`
    ctrl = win.ctrl
    win.activateWindow()  # back from the restore's dialogs
    win.show_page(0)
    everyone = expected["all"]
    assert sorted(r["name"] for r in everyone) == ["Sipho Dlamini", "Thandi Nkosi"]  # S. Dlamini merged away
    value_key = "index" if system == "sagc" else next(k for k in everyone[0] if k not in (
        "name", "rank", "games", "last_played", "listed", "club", "country"))
    model = win.players_page.model

    def on_screen() -> list[tuple[str, str, str, int]]:
        rows = [[model.index(r, c).data() for c in (1, 2, 3, 4)] for r in range(model.rowCount())]
        return sorted((name, rank, value, int(games)) for name, rank, value, games in rows)

    def in_json(rows: list[dict]) -> list[tuple[str, str, str, int]]:
        return sorted((r["name"], r["rank"], ctrl.queries.format_value(r[value_key]), r["games"]) for r in rows)

    assert on_screen() == in_json(expected["listed"])
    win.actions["show_inactive"].trigger()  # as from the View menu
    assert on_screen() == in_json(everyone)
    assert len(ctrl.queries.games()) == 4  # five entered, one deleted; the one after the backup undone by the restore
    assert win.close_club()

    # and the club file the window wrote, read by the command line, is the same list
    assert standings(window_file) == expected
