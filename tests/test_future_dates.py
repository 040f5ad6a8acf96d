"""Issue 25, item 13 on the command line: a game or adjustment dated after tomorrow is refused in one sentence
unless --future is given; an imported file with such dates is refused naming their lines, unless --future.

The audit's client, its clock a year ahead, stored a game and an adjustment a year ahead without a word, and the
future adjustment became the rank shown today.
"""

from __future__ import annotations

import contextlib
import io
from datetime import date, timedelta
from pathlib import Path

import pytest

from clubrater.cli import run
from clubrater.controller.session import ClubController

TODAY = date.today()
AHEAD = TODAY + timedelta(days=365)
TOMORROW = TODAY + timedelta(days=1)


def _cli(*args: str | Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err):
        code = run([str(a) for a in args], out=out)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture()
def club(tmp_path: Path) -> Path:
    path = tmp_path / "club.sqlite"
    assert _cli("init", "--system", "sagc", "--club", "Clock Club", "--db", path)[0] == 0
    for name, rank in (("Ann", "5k"), ("Bob", "6k")):
        assert _cli("player", "add", name, "--rank", rank, "--db", path)[0] == 0
    return path


def _stored(path: Path) -> tuple[list[date], list[date]]:
    ctrl = ClubController.open(path, read_only=True)
    try:
        return [g.date for g in ctrl.queries.games()], [a.date for a in ctrl.queries.adjustments()]
    finally:
        ctrl.close()


def test_a_game_a_year_ahead_is_refused_unless_future(club: Path) -> None:
    code, _out, err = _cli("game", "add", AHEAD.isoformat(), "Ann", "Bob", "W", "--db", club)
    assert code == 1 and len(err.strip().splitlines()) == 1
    assert f"The date {AHEAD.isoformat()} is after tomorrow ({TOMORROW.isoformat()}), so the game was not stored" in err
    assert "--future" in err and _stored(club) == ([], [])
    assert _cli("game", "add", TOMORROW.isoformat(), "Ann", "Bob", "W", "--db", club)[0] == 0  # tomorrow is fine
    code, _out, err = _cli("game", "edit", "1", "--date", AHEAD.isoformat(), "--db", club)
    assert code == 1 and "so the change was not stored" in err and _stored(club)[0] == [TOMORROW]
    code, out, _err = _cli("game", "add", AHEAD.isoformat(), "Ann", "Bob", "B", "--future", "--db", club)
    assert code == 0 and "Entered game 2" in out and _stored(club)[0] == [TOMORROW, AHEAD]


def test_an_adjustment_a_year_ahead_is_refused_unless_future(club: Path) -> None:
    code, _out, err = _cli("adjust", "Ann", "--rank", "1d", "--date", AHEAD.isoformat(), "--db", club)
    assert code == 1 and "so the adjustment was not stored" in err and _stored(club) == ([], [])
    code, _out, _err = _cli("adjust", "Ann", "--rank", "1d", "--date", AHEAD.isoformat(), "--future", "--db", club)
    assert code == 0 and _stored(club)[1] == [AHEAD]


def test_an_imported_file_with_dates_ahead_is_refused_by_line_unless_future(club: Path, tmp_path: Path) -> None:
    games = tmp_path / "games.csv"
    games.write_text(f"date,black,white,result\n{TODAY.isoformat()},Ann,Bob,B\n{AHEAD.isoformat()},Ann,Bob,W\n",
                     encoding="utf-8")
    code, _out, err = _cli("import", "games", games, "--db", club)
    assert code == 1 and f"line 3: the date {AHEAD.isoformat()} is after tomorrow" in err
    assert "line 2" not in err and "Give --future" in err and _stored(club) == ([], [])
    code, _out, _err = _cli("import", "games", games, "--future", "--db", club)
    assert code == 0 and _stored(club)[0] == [TODAY, AHEAD]
    h9 = tmp_path / "ahead.h9"
    h9.write_text(f"; CL[B]\n; EV[Next Year Cup]\n; PC[,Lyon]\n; DT[{AHEAD.isoformat()},{AHEAD.isoformat()}]\n"
                  "; KM[6.5]\n   1 Strong Sam 1k FR Lyon 2+\n   2 Weak Wendy 5k FR Lyon 1-\n", encoding="utf-8")
    code, _out, err = _cli("import", "h9", h9, "--db", club)
    assert code == 1 and "is after tomorrow" in err
