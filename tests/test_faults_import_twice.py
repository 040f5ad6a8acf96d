"""The same file imported twice: refused with when and how many, `--again` to insist (issue 19: both runs
exited 0 and every game was in twice)."""

from __future__ import annotations

from pathlib import Path

from clubrater.cli import run
from tests.test_safety import db_state, make_club, write_games_csv


def test_the_same_games_file_twice_is_refused_and_again_insists(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    db = make_club(tmp_path / "club", games=0)
    games = tmp_path / "evening.csv"
    write_games_csv(games, 80, seed=4)
    assert run(["import", "games", str(games), "--db", str(db)]) == 0
    before = db_state(db)
    capsys.readouterr()
    assert run(["import", "games", str(games), "--db", str(db)]) == 1
    err = capsys.readouterr().err
    assert "evening.csv was already imported on " in err and "(80 games)" in err and "--again" in err
    assert db_state(db) == before
    copy = tmp_path / "renamed copy.csv"  # the same content under another name is the same file
    copy.write_bytes(games.read_bytes())
    assert run(["import", "games", str(copy), "--db", str(db)]) == 1
    assert run(["import", "games", str(games), "--again", "--db", str(db)]) == 0
    assert len(db_state(db)["games"]) == 160
