"""Issue 10's Done-when: the scenario on the command line gives the same standings as through the controller.

The window's half (the same steps in MainWindow) is the GUI test's; both run tests/scenario.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.scenario import AddGame, Restore, run_cli, run_controller, steps


@pytest.mark.parametrize("system", ["sagc", "egf2021"])
def test_scenario_same_standings_as_the_controller(tmp_path: Path, system: str) -> None:
    plan = steps(system)
    for folder in ("cli", "ctrl"):  # each club file with its own backups folder
        (tmp_path / folder).mkdir()
    through_cli = run_cli(tmp_path / "cli" / "club.sqlite", plan)
    expected = run_controller(tmp_path / "ctrl" / "club.sqlite", plan)
    assert through_cli == expected
    # what the steps must have done, whichever way they ran: S. Dlamini merged away, game 3 deleted, game 6 restored away
    games = {r["name"]: r["games"] for r in expected}
    assert games == {"Sipho Dlamini": 4, "Thandi Nkosi": 4}  # 5 games, one deleted; the 6th taken away by the restore
    assert isinstance(plan[-1], Restore) and isinstance(plan[-2], AddGame)
    assert {r["last_played"] for r in expected} == {"2025-03-10"}


def test_the_restore_takes_away_the_game_after_the_backup(tmp_path: Path) -> None:
    """Without the restore the scenario's last game counts: so the comparison above really tests the restore."""
    plan = steps("sagc")
    without = run_controller(tmp_path / "club.sqlite", plan[:-1])
    assert {r["name"]: r["games"] for r in without} == {"Sipho Dlamini": 5, "Thandi Nkosi": 5}


def test_sagc_scenario_matches_the_reference_replay(tmp_path: Path) -> None:
    """The scenario's end state is seed 001's rules applied to what is left: merged names, game 3 gone, the adjustment."""
    from tests import sagc_reference as ref

    got = {r["name"]: (r["rank"], r["index"]) for r in run_cli(tmp_path / "club.sqlite", steps("sagc"))}
    game = {"kind": "game", "type": "club"}
    items = [
        {**game, "black": "Sipho Dlamini", "white": "Thandi Nkosi", "result": "B", "handicap": 2, "komi": 0.5},
        {**game, "black": "Thandi Nkosi", "white": "Sipho Dlamini", "result": "W", "handicap": 0, "komi": 6.5},
        {"kind": "adj", "player": "Thandi Nkosi", "rank": "9k", "index": 100},
        {**game, "black": "Sipho Dlamini", "white": "Thandi Nkosi", "result": "B", "handicap": 1, "komi": 0.5},
        {**game, "black": "Thandi Nkosi", "white": "Sipho Dlamini", "result": "J", "handicap": 0, "komi": 6.5},
    ]
    final, _ = ref.replay({"Sipho Dlamini": ("12k", 150), "Thandi Nkosi": ("10k", 0)}, items)
    assert got == final
