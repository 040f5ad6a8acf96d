"""Issue 29: a command imports what it uses and nothing more.

`clubrater standings` on a club file answers from the ratings kept in it with plain sqlite3: no SQLAlchemy,
no PostgreSQL driver, no openpyxl, Jinja2 or Qt. Each command is run in a fresh process (the real
`clubrater.cli.main`) on a real club file, and `sys.modules` is read after it. A command line builds only the
group of the command it names (cli.COMMANDS, checked here against every group's own commands).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tomllib
from importlib import import_module
from importlib.metadata import version
from pathlib import Path

import pytest

import clubrater
from clubrater.cli import COMMANDS, GROUPS
from clubrater.cli.base import Commands, Parser
from tests.conftest import shared_path
from tests.test_quick_commands import _club, _names

HEAVY = ("sqlalchemy", "alembic", "psycopg", "psycopg_binary", "openpyxl", "jinja2", "PySide6", "shiboken6",
         "pyqtgraph", "networkx")

_RUN = r"""
import io, json, sys
from clubrater.cli import main
out = io.StringIO()
sys.stdout, real = out, sys.stdout
code = main(sys.argv[1:])
sys.stdout = real
heavy = sorted({m.split(".")[0] for m in sys.modules} & set(json.loads(sys.stdin.read())))
print(json.dumps({"code": code, "heavy": heavy, "out": len(out.getvalue())}))
"""


# The user folders the clubs were made with: the snapshot is sealed with a key kept in the user's data folder
# (issue 25), and a module's clubs are made before each test's own folders are set (tests/conftest.py).
_USER_DIRS: dict[str, str] = {}


def _imports(*args: str) -> dict:
    env = {**os.environ, **_USER_DIRS}
    r = subprocess.run([sys.executable, "-c", _RUN, *args], input=json.dumps(HEAVY), capture_output=True, text=True,
                       check=True, timeout=120, env=env)
    return json.loads(r.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def clubs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("imports")
    _USER_DIRS.update({f"XDG_{kind}_HOME": str(folder / "home" / kind.lower()) for kind in ("DATA", "CONFIG", "STATE",
                                                                                         "CACHE")})
    with pytest.MonkeyPatch.context() as mp:
        for key, value in _USER_DIRS.items():
            mp.setenv(key, value)
        return {system: _club(folder / system, system, 5) for system in ("egf", "fesa")}


@pytest.mark.parametrize("system", ["egf", "fesa"])
def test_standings_on_a_club_file_imports_no_sqlalchemy_psycopg_openpyxl_jinja2_or_qt(clubs: dict[str, Path],
                                                                                      system: str) -> None:
    got = _imports("--db", str(clubs[system]), "standings")
    assert got["code"] == 0 and got["out"] > 100
    assert got["heavy"] == []


def test_every_reading_command_imports_only_what_it_writes_with(clubs: dict[str, Path], tmp_path: Path) -> None:
    club = clubs["egf"]
    names = _names(club)
    someone = names["players"][0]
    expected = [
        (["players", "--all", "--format", "json"], []),
        (["history", someone, "--format", "csv"], []),
        (["games", "--player", someone], []),
        (["events", "--format", "json"], []),
        (["whatif", someone], []),
        (["standings", "--system", "sagc"], []),
        (["export", str(tmp_path / "games.csv")], []),
        (["export", "h9", names["events"][0], str(tmp_path / "event.h9")], []),
        (["export", str(tmp_path / "club.xlsx")], ["openpyxl"]),  # the workbook's writer
        (["report", someone, str(tmp_path / "report.pdf")], ["PySide6", "shiboken6"]),  # Qt paints the PDF
    ]
    for args, heavy in expected:
        got = _imports("--db", str(club), *args)
        assert got["code"] == 0, args
        assert got["heavy"] == heavy, args


def test_a_kept_list_is_searched_without_sqlalchemy(clubs: dict[str, Path]) -> None:
    lists = shared_path("fixtures", "rating-lists")
    club = clubs["egf"]
    subprocess.run([sys.executable, "-m", "clubrater.cli", "--db", str(club), "list", "load",
                    str(lists / "egd_allworld_lp.html")], check=True, capture_output=True, timeout=120,
                   env={**os.environ, **_USER_DIRS})
    for args in (["list", "find", "an"], ["list", "show", "--format", "json"]):
        got = _imports("--db", str(club), *args)
        assert got["code"] == 0 and got["out"] > 0, args
        assert got["heavy"] == [], args


def test_pair_on_a_club_file_imports_no_sqlalchemy(clubs: dict[str, Path], tmp_path: Path) -> None:
    """Issue 26: `pair` (a writing command: the lock brings Qt's QtCore) reads the club from its kept ratings and
    keeps the pairing with plain sqlite3; networkx only for the matching. Showing, printing and forgetting the
    pairing import no SQLAlchemy either (and no networkx)."""
    import shutil

    club = tmp_path / "pair.sqlite"
    shutil.copyfile(clubs["egf"], club)
    names = _names(club)["players"][:7]
    night = ["--date", "2026-01-09"]
    expected = [
        (["pair", *names, *night], ["PySide6", "networkx", "shiboken6"]),
        (["pair", *names[:5], *night, "--round", "2", "--format", "json"], ["PySide6", "networkx", "shiboken6"]),
        (["pairing", *night], []),
        (["pairing", *night, "--round", "1", "--format", "csv"], []),
        (["print", "--pairing", str(tmp_path / "sheet.pdf"), *night], ["PySide6", "shiboken6"]),  # Qt paints it
        (["pairing", "delete", *night, "--round", "2"], ["PySide6", "shiboken6"]),  # the lock
    ]
    for args, heavy in expected:
        got = _imports("--db", str(club), *args)
        assert got["code"] == 0 and got["out"] > 0, args
        assert got["heavy"] == heavy, args


def test_the_version_is_imported_without_the_package_metadata() -> None:
    """`--version` and the snapshot's stamp read `clubrater.__version__`: the same as pyproject's and the
    installed metadata's, without importing importlib.metadata at every command."""
    pyproject = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    assert clubrater.__version__ == pyproject["project"]["version"] == version("clubrater")
    out = subprocess.run([sys.executable, "-c", "import sys, clubrater.cli; "
                          "print('importlib.metadata' in sys.modules)"], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_command_table_names_every_groups_commands() -> None:
    """cli.COMMANDS says which group declares each command (a command line builds that group alone)."""
    declared: dict[str, str] = {}
    for group in GROUPS:
        sub = Parser(prog="clubrater").add_subparsers(dest="command")
        import_module(group).register(Commands(sub, argparse.ArgumentParser(add_help=False)))
        declared.update(dict.fromkeys(sub.choices, group))
    assert declared == COMMANDS


@pytest.mark.parametrize(("argv", "command"), [(["standings"], "standings"), (["--db", "x", "history", "A"], "history"),
                                               (["--db=x", "players"], "players"),
                                               (["--for-club", "Soweto", "--db", "p", "games"], "games")])
def test_a_command_line_builds_only_its_group(argv: list[str], command: str) -> None:
    from clubrater.cli import build_parser

    sub = next(a for a in build_parser(argv)._actions if isinstance(a, argparse._SubParsersAction))
    assert set(sub.choices) == {c for c, group in COMMANDS.items() if group == COMMANDS[command]}


def test_an_unknown_command_is_refused_with_every_command_named(capsys: pytest.CaptureFixture) -> None:
    from clubrater.cli import run

    assert run(["standngs"]) == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'standngs'" in err and "'standings'" in err and "'federation'" in err


def test_a_writing_command_on_a_club_file_imports_no_postgresql_driver(clubs: dict[str, Path], tmp_path: Path) -> None:
    """psycopg only for a postgresql:// --db: a change to a club file asks the federation's rules (a club file is
    a federation of one) without loading the driver. (Qt's QtCore comes with the club's lock, QLockFile, which the
    window shares.)"""
    import shutil

    club = tmp_path / "write.sqlite"
    shutil.copyfile(clubs["egf"], club)
    names = _names(club)["players"]
    for args in (["player", "add", "Newcomer Ntombi", "--rank", "12k"],
                 ["game", "add", "2025-03-01", names[0], names[1], "W"]):
        got = _imports("--db", str(club), *args)
        assert got["code"] == 0, args
        assert not {"psycopg", "psycopg_binary", "openpyxl", "jinja2"} & set(got["heavy"]), (args, got["heavy"])
        assert "sqlalchemy" in got["heavy"]  # it writes: the usual opening
