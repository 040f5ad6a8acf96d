"""A fifth rating system is one engine and one registry line: `clubrater init --system` and `standings --system`
offer it with no change to the command line's code (issue 10, item 4)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from clubrater.cli import run
from clubrater.domain.model import RatingSystem
from tests.toy_engine import TOY_LABEL, ToyEngine


def register_toy() -> RatingSystem:
    """The one line a fifth system needs (engines/registry.py), here in-process."""
    from clubrater.engines import registry

    return registry.register(RatingSystem.define("toy", TOY_LABEL), ToyEngine)


@pytest.fixture
def toy() -> Iterator[RatingSystem]:
    from clubrater.engines import registry

    system = register_toy()
    yield system
    registry.unregister(system)


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    return run([str(a) for a in args], out=out), out.getvalue()


def help_text(capsys: pytest.CaptureFixture, *args: str) -> str:
    capsys.readouterr()
    with pytest.raises(SystemExit) as exc:
        run([*args, "--help"], out=io.StringIO())
    assert exc.value.code == 0
    return capsys.readouterr().out


def games_of(db: Path) -> None:
    for args in (["player", "add", "Ann", "--rank", "5k"], ["player", "add", "Ben", "--rank", "3k"],
                 ["player", "add", "Cat", "--rank", "1d"],
                 ["game", "add", "2025-01-01", "Ann", "Ben", "B"], ["game", "add", "2025-01-02", "Ann", "Cat", "B"],
                 ["game", "add", "2025-01-03", "Cat", "Ben", "W"], ["game", "add", "2025-01-04", "Ben", "Ann", "J"]):
        assert cli("--db", db, *args)[0] == 0, args


def test_init_offers_a_registered_system_and_rates_with_it(tmp_path: Path, toy: RatingSystem,
                                                            capsys: pytest.CaptureFixture) -> None:
    assert "toy" in help_text(capsys, "init") and "toy" in help_text(capsys, "standings")
    db = tmp_path / "toy.sqlite"
    code, out = cli("init", "--system", "toy", "--club", "Toy Club", "--db", db)
    assert code == 0 and out == f"Created Toy Club ({TOY_LABEL}) at {db}\n"
    games_of(db)
    got = json.loads(cli("standings", "--format", "json", "--db", db)[1])
    # Ann won twice, Ben once, Cat never; the jigo counts as a game for both
    assert [(r["name"], r["rating"], r["games"]) for r in got] == [("Ann", 1020, 3), ("Ben", 1010, 3),
                                                                   ("Cat", 1000, 2)]


def test_standings_rates_another_club_with_it_changing_nothing(tmp_path: Path, toy: RatingSystem) -> None:
    db = tmp_path / "sagc.sqlite"
    assert cli("init", "--system", "sagc", "--db", db)[0] == 0
    games_of(db)
    before = cli("standings", "--format", "json", "--db", db)[1]
    code, out = cli("standings", "--system", "toy", "--format", "json", "--db", db)
    assert code == 0
    assert {r["name"]: r["rating"] for r in json.loads(out)} == {"Ann": 1020, "Ben": 1010, "Cat": 1000}
    assert cli("standings", "--format", "json", "--db", db)[1] == before  # the club still rates with SAGC
    assert "index" in json.loads(before)[0]


def test_an_unregistered_system_is_not_offered(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert "toy" not in help_text(capsys, "init")
    code, _ = cli("init", "--system", "toy", "--db", tmp_path / "x.sqlite")
    err = capsys.readouterr().err
    assert code == 2 and "invalid choice: 'toy'" in err and "sagc" in err
    assert not (tmp_path / "x.sqlite").exists()


def test_the_real_command_offers_it_once_registered(tmp_path: Path) -> None:
    """A separate process: register the toy, then the unchanged `clubrater` main() runs."""
    code = ("import sys; sys.path.insert(0, sys.argv.pop(1)); from tests.test_cli_systems import register_toy; "
            "register_toy(); from clubrater.cli import main; raise SystemExit(main())")
    root = str(Path(__file__).resolve().parents[1])
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    db = tmp_path / "toy.sqlite"
    r = subprocess.run([sys.executable, "-c", code, root, "init", "--system", "toy", "--db", str(db)],
                       capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith(f"Created toy ({TOY_LABEL})")
    r = subprocess.run([sys.executable, "-m", "clubrater.cli", "init", "--system", "toy", "--db", str(tmp_path / "y")],
                       capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 2 and "invalid choice: 'toy'" in r.stderr  # not registered in that process
