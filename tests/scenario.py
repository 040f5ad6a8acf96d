"""Issue 10's Done-when scenario as data, so the command line, the controller and the window run the same steps.

init, player add x3, game add x5, player merge, adjust, game delete, backup, one more game, restore.
The game entered after the backup is there so that the restore visibly does something: the
standings at the end must not contain it. Each runner (tests/test_cli_scenario.py for the command
line and the controller; the window's test for the GUI) turns the steps into its own actions and
ends with the standings as `clubrater standings --format json` prints them.

Handicap and komi are exactly as given (no handicap: 0; no komi: the usual one for the handicap),
never the window's suggestion from the ranks: a GUI runner must type them.

Games are referred to by their place in entry order (1 = the first game entered), never by
database id, so that every runner can map them to whatever ids its club file gave them.
"""

from __future__ import annotations

import io
import json
import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Init:
    system: str
    club: str


@dataclass(frozen=True)
class AddPlayer:
    name: str
    rank: str
    index: int | None = None  # SAGC starting index
    rating: float | None = None  # EGF starting rating


@dataclass(frozen=True)
class AddGame:
    date: date
    black: str
    white: str
    result: str  # B, W or J
    handicap: int = 0
    komi: float | None = None  # None: the usual komi for the handicap


@dataclass(frozen=True)
class MergePlayers:
    keep: str
    other: str


@dataclass(frozen=True)
class Adjust:
    name: str
    date: date
    rank: str | None = None
    index: int | None = None
    rating: float | None = None
    note: str = ""


@dataclass(frozen=True)
class DeleteGame:
    entered: int  # 1 = the first game entered in this scenario


@dataclass(frozen=True)
class Backup:
    pass


@dataclass(frozen=True)
class Restore:
    """Put back the copy the (last) Backup step took."""


Step = Init | AddPlayer | AddGame | MergePlayers | Adjust | DeleteGame | Backup | Restore


def steps(system: str = "sagc") -> list[Step]:
    """The scenario for a Go club rated by `system` (sagc adjusts an index, the EGF systems a rating)."""
    sagc = system == "sagc"
    adjust = (Adjust("Thandi Nkosi", date(2025, 3, 1), rank="9k", index=100, note="promoted at the AGM") if sagc
              else Adjust("Thandi Nkosi", date(2025, 3, 1), rank="9k", rating=1200.0, note="promoted at the AGM"))
    return [
        Init(system, "Scenario Go Club"),
        AddPlayer("Sipho Dlamini", "12k", index=150 if sagc else None),
        AddPlayer("Thandi Nkosi", "10k", rating=None if sagc else 1050.0),
        AddPlayer("S. Dlamini", "12k"),  # the same person entered twice; merged below
        AddGame(date(2025, 2, 3), "Sipho Dlamini", "Thandi Nkosi", "B", handicap=2),
        AddGame(date(2025, 2, 10), "Thandi Nkosi", "S. Dlamini", "W"),
        AddGame(date(2025, 2, 17), "Sipho Dlamini", "Thandi Nkosi", "W", handicap=2, komi=0.5),
        AddGame(date(2025, 3, 3), "S. Dlamini", "Thandi Nkosi", "B", handicap=1),
        AddGame(date(2025, 3, 10), "Thandi Nkosi", "Sipho Dlamini", "J", komi=6.5),
        MergePlayers("Sipho Dlamini", "S. Dlamini"),
        adjust,
        DeleteGame(3),
        Backup(),
        AddGame(date(2025, 3, 17), "Sipho Dlamini", "Thandi Nkosi", "B"),  # taken away again by the restore
        Restore(),
    ]


def cli_args(step: Step, game_ids: dict[int, int], backup: str | None) -> list[str]:
    """The `clubrater` arguments (without --db) for one step; `game_ids` maps entry order to game numbers."""
    match step:
        case Init(system, club):
            return ["init", "--system", system, "--club", club]
        case AddPlayer(name, rank, index, rating):
            extra = (["--index", str(index)] if index is not None else []) + (
                ["--rating", str(rating)] if rating is not None else [])
            return ["player", "add", name, "--rank", rank, *extra]
        case AddGame(on, black, white, result, handicap, komi):
            extra = ["--handicap", str(handicap)] if handicap else []
            extra += ["--komi", str(komi)] if komi is not None else []
            return ["game", "add", on.isoformat(), black, white, result, *extra]
        case MergePlayers(keep, other):
            return ["player", "merge", keep, other]
        case Adjust(name, on, rank, index, rating, note):
            extra = (["--rank", rank] if rank else []) + (["--index", str(index)] if index is not None else [])
            extra += (["--rating", str(rating)] if rating is not None else []) + (["--note", note] if note else [])
            return ["adjust", name, "--date", on.isoformat(), *extra]
        case DeleteGame(entered):
            return ["game", "delete", str(game_ids[entered])]
        case Backup():
            return ["backup"]
        case Restore():
            assert backup is not None, "Restore needs a Backup step before it"
            return ["restore", backup]
    raise AssertionError(f"unknown step {step!r}")


# --------------------------------------------------------------------- two runners: the command line and the controller
def run_cli(db: Path, plan: list[Step]) -> list[dict[str, Any]]:
    """The steps as `clubrater` commands on `db`; the final `standings --all --format json`.

    --all: the scenario's games are from 2025, and the EGF list leaves kyu players off after
    6-12 months without a game, so without it an EGF club's list would be empty by now.
    """
    from clubrater.cli import run

    game_ids: dict[int, int] = {}
    backup: str | None = None
    for step in plan:
        out = io.StringIO()
        args = ["--db", str(db), *cli_args(step, game_ids, backup)]
        assert run(args, out=out) == 0, f"{args} was refused"
        printed = out.getvalue()
        assert printed.strip(), f"{args} printed nothing: every change says what it did"
        if isinstance(step, AddGame):
            m = re.match(r"Entered game (\d+):", printed)
            assert m, printed
            game_ids[len(game_ids) + 1] = int(m.group(1))
        elif isinstance(step, Backup):
            m = re.match(r"Took a backup of .+?: (.+?)(, \d+ games)?\.$", printed.strip())
            assert m, printed
            backup = m.group(1)
    out = io.StringIO()
    assert run(["--db", str(db), "standings", "--all", "--format", "json"], out=out) == 0
    result: list[dict[str, Any]] = json.loads(out.getvalue())
    return result


def run_controller(db: Path, plan: list[Step]) -> list[dict[str, Any]]:
    """The same steps through the controller's use cases (what the window calls); the standings as run_cli gives them."""
    from clubrater.controller import files
    from clubrater.controller.session import ClubController
    from clubrater.domain.model import Result
    from clubrater.domain.records import GameInput

    ctrl: ClubController | None = None
    game_ids: dict[int, int] = {}
    backup: Path | None = None
    for step in plan:
        if isinstance(step, Init):
            ctrl = ClubController.create(db, step.system, step.club)
            continue
        assert ctrl is not None, "the scenario starts with Init"
        q = ctrl.queries
        match step:
            case AddPlayer(name, rank, index, rating):
                ctrl.players.add(name, rank, index=index or 0, rating=rating)
            case AddGame(on, black, white, result, handicap, komi):
                g = GameInput(on, q.find_player(black).id, q.find_player(white).id, Result(result), handicap=handicap,
                              komi=komi)
                game_ids[len(game_ids) + 1] = ctrl.games.enter(g).id
            case MergePlayers(keep, other):
                ctrl.players.merge(q.find_player(keep).id, q.find_player(other).id)
            case Adjust(name, on, rank, index, rating, note):
                ctrl.players.adjust(q.find_player(name).id, on, rank=rank, index=index, rating=rating, note=note)
            case DeleteGame(entered):
                ctrl.games.delete([game_ids[entered]])
            case Backup():
                backup = files.take_backup(db)
            case Restore():
                assert backup is not None
                ctrl.close()  # a backup goes over the file, which must be closed (the window does the same)
                files.restore_backup(db, backup)
                ctrl = ClubController.open(db)
    assert ctrl is not None
    try:
        return ctrl.reports.standings_records(include_inactive=True)
    finally:
        ctrl.close()
