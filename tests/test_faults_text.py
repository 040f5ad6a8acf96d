"""Text that cannot hurt: control characters and terminal escapes are refused at every entry point,
with the line and the field named (issue 19: names with \\x01 and \\x1b[31m were imported and printed raw)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError, InputError
from clubrater.domain.model import Result
from clubrater.domain.records import GameInput
from tests.test_safety import db_state, make_club


@pytest.fixture()
def club(tmp_path: Path) -> Path:
    return make_club(tmp_path / "club", games=20)


def test_an_imported_players_file_with_control_characters_or_escapes_is_refused_by_line_and_field(club: Path) -> None:
    bad = club.parent / "bad.csv"
    bad.write_text("name,rank,club\nGood Name,3k,\nBell\x07Ringer,5k,\nRed\x1b[31mName,6k,\nPlain,7k,Club\x9bX\n",
                   encoding="utf-8")  # fmt: skip
    before = db_state(club)
    ctrl = ClubController.open(club)
    with pytest.raises(InputError) as caught:
        ctrl.imports.file("players", bad)
    text = str(caught.value)
    assert "line 3: the name contains the control character U+0007" in text
    assert "line 4: the name contains a terminal escape sequence" in text
    assert "line 5: the club contains a terminal escape sequence" in text
    assert "line 2" not in text
    ctrl.close()
    assert db_state(club) == before  # all or nothing


def test_typed_names_notes_and_the_club_name(club: Path) -> None:
    ctrl = ClubController.open(club)
    with pytest.raises(ClubRaterError, match=r"control character U\+0001"):
        ctrl.players.add("Ann\x01", "3k")
    a, b = ctrl.queries.find_player("Player 03").id, ctrl.queries.find_player("Player 04").id
    with pytest.raises(ClubRaterError, match="note contains a terminal escape sequence"):
        ctrl.games.enter(GameInput(date(2020, 1, 1), a, b, Result.BLACK, note="see \x1b[2J"))
    ok = ctrl.games.enter(GameInput(date(2020, 1, 1), a, b, Result.BLACK, note="two lines\n\tand a tab"))
    assert ctrl.queries.game(ok.id).note == "two lines\n\tand a tab"  # tab and newline are fine in notes
    with pytest.raises(ClubRaterError, match=r"club's name contains the control character U\+001B"):
        ctrl.settings.rename("Club\x1b")
    ctrl.close()


def test_the_command_line_refuses_them_in_one_line(club: Path, capsys) -> None:  # noqa: ANN001
    from clubrater.cli import run

    games = club.parent / "bad_games.csv"
    games.write_text("date,black,white,result,note\n2020-01-01,Player 01,Player 02,B,\x1b[31mred\n", encoding="utf-8")
    assert run(["import", "games", str(games), "--db", str(club)]) == 1
    err = capsys.readouterr().err
    assert "line 2: the note contains a terminal escape sequence" in err and "\x1b" not in err
