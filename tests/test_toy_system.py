"""A fifth rating system is one engine and one registry line: the controller takes it with no other change."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from clubrater.controller.session import ClubController
from clubrater.controller.settings import available_systems
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import RatingSystem, Result
from clubrater.domain.records import GameInput
from tests import toy_engine
from tests.toy_engine import TOY_LABEL

toy_system = toy_engine.toy_system  # the fixture: the toy system is offered during each test that asks for it

GAMES = [  # (black, white, result): Ann wins 3, Ben 1, Cy 0; a jigo and a game without a result count no win
    ("Ann", "Ben", Result.BLACK), ("Ben", "Cy", Result.BLACK), ("Cy", "Ann", Result.WHITE),
    ("Ann", "Cy", Result.BLACK), ("Ben", "Ann", Result.JIGO), ("Cy", "Ben", None),
]


def _play(ctrl: ClubController) -> dict[str, int]:
    ids = {n: ctrl.players.add(n, r).id for n, r in (("Ann", "3k"), ("Ben", "5k"), ("Cy", "10k"))}
    for day, (b, w, res) in enumerate(GAMES, start=1):
        ctrl.games.enter(GameInput(date(2025, 3, day), ids[b], ids[w], res))
    return ids


def test_a_registered_system_is_offered_and_rates_a_club(tmp_path: Path, toy_system: RatingSystem) -> None:
    assert toy_system in available_systems() and toy_system.label == TOY_LABEL
    ctrl = ClubController.create(tmp_path / "toy.sqlite", "toy", "Toy Club")
    _play(ctrl)
    rows = ctrl.queries.standings()
    assert [(r.name, r.value, r.games) for r in rows] == [("Ann", 1030, 4), ("Ben", 1010, 3), ("Cy", 1000, 3)]
    assert ctrl.queries.value_label() == "Toy" and ctrl.queries.format_value(1030) == "1030"
    sheet = ctrl.reports.record_sheet(ctrl.queries.find_player("Ben").id)
    assert [(r.opponent, r.before, r.after) for r in sheet if r.rated] == [
        ("Ann", 1000, 1000), ("Cy", 1000, 1010), ("Ann", 1010, 1010)]
    ctrl.close()
    again = ClubController.open(tmp_path / "toy.sqlite")  # the club file remembers its system
    assert again.system is toy_system and [r.value for r in again.queries.standings()] == [1030, 1010, 1000]
    again.close()


def test_another_club_is_rated_with_it_without_changing(tmp_path: Path, toy_system: RatingSystem) -> None:
    ctrl = ClubController.create(tmp_path / "sagc.sqlite", "sagc", "Go Club")
    _play(ctrl)
    sagc = ctrl.queries.standings()
    toy = ctrl.queries.standings("toy")
    assert [(r.name, r.value) for r in toy] == [("Ann", 1030), ("Ben", 1010), ("Cy", 1000)]
    assert ctrl.system == RatingSystem.SAGC and ctrl.queries.standings() == sagc
    ctrl.settings.set_system("toy")
    assert ctrl.system is toy_system and [r.value for r in ctrl.queries.standings()] == [1030, 1010, 1000]
    ctrl.close()


def test_after_unregistering_it_is_gone(tmp_path: Path) -> None:
    assert "toy" not in [s.value for s in available_systems()]
    assert [s.value for s in available_systems()] == ["sagc", "egf", "egf2021", "fesa"]
    with pytest.raises(ClubRaterError, match='"toy" is not a rating system ClubRater knows'):
        ClubController.create(tmp_path / "x.sqlite", "toy")
    assert not (tmp_path / "x.sqlite").exists()
