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

from dataclasses import dataclass
from datetime import date


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
