"""A shogi club moving from the FESA program, through the command line (issue 6)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from clubrater.cli import run
from tests.conftest import shared_path


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    return run([str(a) for a in args], out=out), out.getvalue()


def test_sample_tournament_gives_the_programs_list(tmp_path: Path) -> None:
    db = tmp_path / "shogi.sqlite"
    assert cli("init", "--system", "fesa", "--club", "Nekomado", "--db", db)[0] == 0
    code, out = cli("import", "fesa", shared_path("fixtures", "fesa", "sample"), "--db", db)
    assert code == 0, out
    code, out = cli("standings", "--format", "json", "--db", db)
    got = [(r["name"], r["rating"], r["games"], r["grade"], r["prior_grade"]) for r in json.loads(out)]
    # sample/all.txt: the FESA program's own printed list after the tournament (1 Dan is Ishikawa's prior grade)
    assert got == [("Ishikawa Musashi", 1787, 8, "", "1 Dan"), ("Ould Ahmed Samy", 1321, 6, "", ""),
                   ("Hebert Pascal", 852, 6, "", ""), ("Mazouzi Sana", 1, 6, "", "")]
    code, out = cli("history", "Ishikawa Musashi", "--format", "json", "--db", db)
    rows = json.loads(out)
    assert [r["opponent"] for r in rows] == ["Ould Ahmed Samy", "Mazouzi Sana", "Hebert Pascal"]
    assert {r["rating_before"] for r in rows} >= {1766} and {r["rating_after"] for r in rows} == {1787}
    # importing the same tournament twice would rate it twice: refused, nothing changes
    code, _ = cli("import", "fesa", shared_path("fixtures", "fesa", "sample"), "--db", db)
    assert code != 0
    assert json.loads(cli("standings", "--format", "json", "--db", db)[1])[0]["rating"] == 1787


def test_standings_of_a_shogi_club_with_another_system(tmp_path: Path) -> None:
    """--system never changes the club's choice."""
    db = tmp_path / "shogi.sqlite"
    cli("init", "--system", "fesa", "--db", db)
    cli("import", "fesa", shared_path("fixtures", "fesa", "sample"), "--db", db)
    before = cli("standings", "--format", "json", "--db", db)[1]
    assert cli("standings", "--system", "fesa", "--format", "json", "--db", db)[1] == before


def test_handicap_pieces_are_checked_and_rated(tmp_path: Path) -> None:
    from datetime import date

    import pytest

    from clubrater.controller.session import ClubController
    from clubrater.domain.errors import ClubRaterError
    from clubrater.domain.model import Result
    from clubrater.domain.records import GameInput

    ctrl = ClubController.create(tmp_path / "s.sqlite", "fesa", "Shogi")
    a, b = ctrl.players.add("Akira", None).id, ctrl.players.add("Bea", None).id
    g = ctrl.queries.game(ctrl.games.enter(GameInput(date(2025, 1, 5), a, b, Result.WHITE, piece_handicap="Rook")).id)
    assert g.piece_handicap == "rook"
    with pytest.raises(ClubRaterError, match="not a shogi handicap"):
        ctrl.games.enter(GameInput(date(2025, 1, 5), a, b, Result.WHITE, piece_handicap="queen"))
    with pytest.raises(ClubRaterError, match="no handicap stones"):
        ctrl.games.enter(GameInput(date(2025, 1, 5), a, b, Result.WHITE, handicap=3))
    go = ClubController.create(tmp_path / "go.sqlite", "sagc", "Go")
    c, d = go.players.add("C", "5k").id, go.players.add("D", "3k").id
    with pytest.raises(ClubRaterError, match="this club plays Go"):
        go.games.enter(GameInput(date(2025, 1, 5), c, d, Result.WHITE, piece_handicap="rook"))


def test_sagc_cannot_rate_a_shogi_club_and_says_why(tmp_path: Path, capsys) -> None:
    db = tmp_path / "shogi.sqlite"
    cli("init", "--system", "fesa", "--db", db)
    cli("import", "fesa", shared_path("fixtures", "fesa", "sample"), "--db", db)
    for args in (("standings", "--system", "sagc"), ("system", "sagc")):
        code, _ = cli(*args, "--db", db)
        err = capsys.readouterr().err
        assert code != 0 and "needs every player's Go rank" in err and "Traceback" not in err
    assert json.loads(cli("standings", "--format", "json", "--db", db)[1])[0]["rating"] == 1787
