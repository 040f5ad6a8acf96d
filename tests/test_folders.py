"""File dialogs open in documents first, then where the user last went, per kind (issue 17, point 7)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from clubrater.ui import feedback, folders


class Dialog:
    """The file dialog, answered without blocking: records where it opened and gives the queued answers."""

    def __init__(self) -> None:
        self.opened: list[str] = []
        self.answer: list[str] = []

    def __call__(self, _parent: object, _caption: str, where: str, _filters: str) -> tuple[str, str]:
        self.opened.append(where)
        return (self.answer.pop(0) if self.answer else "", "")


@pytest.fixture
def dialog(monkeypatch: pytest.MonkeyPatch) -> Dialog:
    d = Dialog()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(d))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(d))
    return d


def test_first_time_in_documents_never_beside_the_hidden_club_file(dialog, tmp_path: Path) -> None:
    hidden = tmp_path / "data" / "ClubRater" / "club.sqlite"
    feedback.choose_save_file(None, "Save standings", "PDF (*.pdf)", str(hidden.with_name("Club standings.pdf")),
                              kind="pdf")
    assert dialog.opened[-1] == str(folders.documents() / "Club standings.pdf")
    assert "ClubRater" not in dialog.opened[-1]


def test_then_where_the_user_last_saved_each_kind(dialog, tmp_path: Path) -> None:
    board, federation = tmp_path / "noticeboard", tmp_path / "federation"
    board.mkdir()
    federation.mkdir()
    dialog.answer.extend([str(board / "week 12.pdf"), str(federation / "club.xlsx")])
    assert feedback.choose_save_file(None, "Save standings", "PDF (*.pdf)", "week 12.pdf", kind="pdf")
    assert feedback.choose_save_file(None, "Export workbook", "Excel (*.xlsx)", "club.xlsx", kind="xlsx")
    feedback.choose_save_file(None, "Save standings", "PDF (*.pdf)", "week 13.pdf", kind="pdf")
    assert dialog.opened[-1] == str(board / "week 13.pdf")
    feedback.choose_save_file(None, "Export workbook", "Excel (*.xlsx)", "club.xlsx", kind="xlsx")
    assert dialog.opened[-1] == str(federation / "club.xlsx")
    feedback.choose_open_file(None, "Import players or games", "*.csv", kind="import")
    assert dialog.opened[-1] == str(folders.documents())  # a kind not used yet still starts in documents


def test_a_cancelled_dialog_changes_nothing_and_a_vanished_folder_falls_back(dialog, tmp_path: Path) -> None:
    gone = tmp_path / "stick"
    gone.mkdir()
    dialog.answer.append(str(gone / "a.pdf"))
    feedback.choose_save_file(None, "Save", "PDF (*.pdf)", "a.pdf", kind="pdf")
    assert feedback.choose_save_file(None, "Save", "PDF (*.pdf)", "b.pdf", kind="pdf") is None  # cancelled
    assert dialog.opened[-1] == str(gone / "b.pdf")
    gone.rmdir()  # the memory stick was taken out
    feedback.choose_save_file(None, "Save", "PDF (*.pdf)", "c.pdf", kind="pdf")
    assert dialog.opened[-1] == str(folders.documents() / "c.pdf")
