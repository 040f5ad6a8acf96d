"""The window's import marks games already in the club and imports only the new ones (issue 19 items 5 and 6).

Found by issue 19: the same file imported twice doubled every game. The command line refuses a file it
imported before; the window did neither, and a file that overlaps the club only partly (last month's
export with this month's games added) was not handled anywhere.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

HEADER = "date,black,white,result,handicap,komi\n"
FIRST = ["2025-02-04,Alice Abrahams,Bob Botha,W,0,6.5", "2025-02-04,Carol Cele,Dave Dube,B,0,6.5",
         "2025-02-11,Frank Fourie,Alice Abrahams,W,5,0.5"]
LATER = ["2025-02-18,Dave Dube,Carol Cele,J,0,6",  # a jigo: Carol and Dave meet again a week later
         "2025-02-25,Alice Abrahams,Bob Botha,B,0,6.5"]


def games_csv(path: Path, rows: list[str]) -> Path:
    path.write_text(HEADER + "\n".join(rows) + "\n", encoding="utf-8")
    return path


def stored(ctrl: Any) -> list[tuple[str, str, str, str]]:
    names = ctrl.queries.player_names()
    return sorted((g.date.isoformat(), names[g.black], names[g.white], g.result.value) for g in ctrl.queries.games())


def import_through_the_menu(window: Any, feedback: Any, path: Path, *, press_import: bool = True) -> dict[str, Any]:
    """File > Import as the secretary does it; returns what the preview showed."""
    seen: dict[str, Any] = {}

    def look(dialog: Any) -> bool:
        table = dialog.findChild(type(dialog.tabs.widget(0)), "importGames")
        model = table.model()
        heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
        mark = heads.index("In the club")
        seen["marks"] = [model.index(r, mark).data() for r in range(model.rowCount())]
        seen["summary"] = dialog.summary.text()
        seen["button"] = dialog.import_button.text()
        seen["enabled"] = dialog.import_button.isEnabled()
        return press_import and dialog.import_button.isEnabled()

    feedback.open_file = str(path)
    feedback.dialogs.append(look)
    window.actions["import"].trigger()
    assert not feedback.dialogs, "the import preview was not shown"
    return seen


def test_an_overlapping_file_marks_the_games_already_there_and_imports_only_the_new_ones(
        window, feedback, club, tmp_path: Path) -> None:  # noqa: ANN001
    seen = import_through_the_menu(window, feedback, games_csv(tmp_path / "february.csv", FIRST))
    assert seen["marks"] == ["", "", ""] and seen["button"] == "Import" and "Left out" not in seen["summary"]
    assert len(stored(club)) == 3

    # the month's export again, with two more club nights added
    seen = import_through_the_menu(window, feedback, games_csv(tmp_path / "february-all.csv", FIRST + LATER))
    assert seen["marks"] == ["already in the club"] * 3 + ["", ""]
    assert "Left out, because the club already has them: 3 games (marked under Games)" in seen["summary"]
    assert "adds 0 new players, 0 new events and 2 games" in seen["summary"]
    assert seen["button"] == "Import only the 2 new games"
    assert stored(club) == sorted([
        ("2025-02-04", "Alice Abrahams", "Bob Botha", "W"), ("2025-02-04", "Carol Cele", "Dave Dube", "B"),
        ("2025-02-11", "Frank Fourie", "Alice Abrahams", "W"), ("2025-02-18", "Dave Dube", "Carol Cele", "J"),
        ("2025-02-25", "Alice Abrahams", "Bob Botha", "B")])  # each game once


def test_the_same_file_again_adds_nothing_and_cannot_be_imported(window, feedback, club, tmp_path: Path) -> None:  # noqa: ANN001
    path = games_csv(tmp_path / "february.csv", FIRST)
    import_through_the_menu(window, feedback, path)
    seen = import_through_the_menu(window, feedback, path)
    assert seen["marks"] == ["already in the club"] * 3
    assert seen["summary"] == "february.csv adds nothing new to the club: the club already has its 3 games."
    assert not seen["enabled"]
    assert len(stored(club)) == 3


def test_a_pair_that_played_twice_that_night_is_not_taken_for_one_game(window, feedback, club, tmp_path: Path) -> None:  # noqa: ANN001
    import_through_the_menu(window, feedback, games_csv(tmp_path / "one.csv", FIRST[:1]))
    seen = import_through_the_menu(window, feedback, games_csv(tmp_path / "two.csv", FIRST[:1] * 2))
    assert seen["marks"] == ["already in the club", ""]  # the stored game accounts for one row only
    assert seen["button"] == "Import only the 1 new game"
    assert stored(club).count(("2025-02-04", "Alice Abrahams", "Bob Botha", "W")) == 2
