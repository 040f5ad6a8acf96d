"""A shogi club in the window (issue 15): File > Export > FESA list / FESA tournament files, both grades shown.

Offscreen; the `feedback` fixture (tests/gui/conftest.py) keeps every dialog from blocking.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shutil  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from clubrater.controller.session import ClubController  # noqa: E402
from clubrater.ui import fesa_ui  # noqa: E402
from tests.conftest import shared_path  # noqa: E402
from tests.gui.conftest import FIXED_TODAY  # noqa: E402

pytestmark = pytest.mark.gui


@pytest.fixture
def shogi(tmp_path: Path) -> Iterator[ClubController]:
    """A club taken over from the FESA program with 13th Nekomadoken rated."""
    ctrl = ClubController.create(tmp_path / "shogi.sqlite", "fesa", "Nekomado", today=lambda: FIXED_TODAY)
    ctrl.imports.file("fesa", shared_path("fixtures", "fesa", "13th_nekomadoken"))
    yield ctrl
    ctrl.close()


def test_fesa_list_from_the_window_is_the_programs_all_txt(qtbot, shogi: ClubController, tmp_path: Path) -> None:
    target = tmp_path / "all.txt"
    message = fesa_ui.export_fesa_list(None, shogi, target)
    assert message and "59 players" in message
    want = Path(__file__).parent.parent / "fixtures" / "fesa_all" / "13th_nekomadoken_all.txt"
    assert target.read_bytes() == want.read_bytes()


def test_fesa_tournament_files_from_the_window(qtbot, shogi: ClubController, tmp_path: Path) -> None:
    out = tmp_path / "to-fesa"
    out.mkdir()
    message = fesa_ui.export_fesa_event(None, shogi, "13th Nekomadoken", out)
    assert message and "3 players new to FESA" in message
    # the rating officer's side: the same ratingliste.pre, ClubRater's two files
    again = tmp_path / "again"
    shutil.copytree(out, again)
    shutil.copy(shared_path("fixtures", "fesa", "13th_nekomadoken", "ratingliste.pre"), again / "ratingliste.pre")
    other = ClubController.create(tmp_path / "other.sqlite", "fesa", "Officer", today=lambda: FIXED_TODAY)
    try:
        other.imports.file("fesa", again)
        mine = [(r.name, r.value, r.games, r.grade, r.prior_grade) for r in shogi.queries.standings()]
        theirs = [(r.name, r.value, r.games, r.grade, r.prior_grade) for r in other.queries.standings()]
        assert mine == theirs
    finally:
        other.close()


def test_a_refusal_is_said_and_nothing_is_written(qtbot, shogi: ClubController, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    from clubrater.ui import feedback as fb

    errors: list[str] = []
    monkeypatch.setattr(fb, "error", lambda parent, exc, title="ClubRater": errors.append(str(exc)))
    assert fesa_ui.export_fesa_event(None, shogi, "No such cup", tmp_path) is None
    assert fesa_ui.export_fesa_list(None, shogi, tmp_path / "missing" / "all.txt") is None
    assert len(errors) == 2 and "No such cup" in errors[0] and "missing" in errors[1]
    assert not (tmp_path / "turnering.txt").exists()
