"""The noticeboard PDF (`clubrater print`) and the one-player report, checked as a reader of the paper would.

pdftotext and pdftoppm (poppler) read the PDF back where they are installed;
without them those tests are skipped.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.records import GameInput
from tests.test_exports import FORMULA_NAMES, cli, make_club, standings


def _tool(name: str) -> str:
    exe = shutil.which(name)
    if exe is None:
        pytest.skip(f"{name} (poppler-utils) is not installed")
    return exe


def pages_text(pdf: Path) -> list[str]:
    """The text of each page (pdftotext separates pages with a form feed)."""
    out = subprocess.run([_tool("pdftotext"), "-layout", str(pdf), "-"], capture_output=True, text=True, check=True)
    return out.stdout.split("\f")[:-1]


def page_size(pdf: Path) -> str:
    out = subprocess.run([_tool("pdfinfo"), str(pdf)], capture_output=True, text=True, check=True).stdout
    return next(line for line in out.splitlines() if line.startswith("Page size:"))


@pytest.fixture
def sagc(tmp_path: Path) -> Path:
    return make_club(tmp_path, "sagc", players=60, games=700, today=date.today())


@pytest.fixture
def egf(tmp_path: Path) -> Path:
    return make_club(tmp_path, "egf", players=40, games=500, today=date.today())


def test_print_carries_every_listed_player_and_no_inactive_one(sagc: Path, tmp_path: Path) -> None:
    ctrl = ClubController.open(sagc)
    ctrl.players.add("Ffion Griffiths-Flores", "9k")  # no "fi"/"ff"/"fl" ligatures: the name reads back as typed
    ctrl.close()
    pdf = tmp_path / "board.pdf"
    code, out = cli("print", "--db", sagc, pdf)
    assert code == 0 and "board.pdf" in out
    pages = pages_text(pdf)
    text = "\n".join(pages)
    listed = [r["name"] for r in standings(sagc)]
    everyone = [r["name"] for r in standings(sagc, "--all")]
    assert len(listed) == 60 and len(everyone) == 61 and "Ffion Griffiths-Flores" in listed
    for name in listed:
        assert name in text, name
    (inactive,) = set(everyone) - set(listed)
    assert inactive not in text
    assert set(FORMULA_NAMES) <= set(listed)
    assert "A4" in page_size(pdf) and "595" in page_size(pdf)  # portrait: 595 x 842 pt
    assert len(pages) >= 3
    for n, page in enumerate(pages, start=1):  # the header and the page number on every page
        assert "Last played" in page and "Index" in page, n
        assert f"Page {n} of {len(pages)}" in page, n
    assert "Stellenbosch Go Club" in pages[0] and "SAGC rank and index" in pages[0]
    assert "Change" not in pages[0]  # no earlier printout to compare with


def test_sagc_list_is_grouped_by_rank_in_list_order(sagc: Path, tmp_path: Path) -> None:
    pdf = tmp_path / "board.pdf"
    assert cli("print", "--db", sagc, pdf)[0] == 0
    text = "\n".join(pages_text(pdf))
    rows = standings(sagc)
    positions = [text.index(r["name"]) for r in rows]
    assert positions == sorted(positions)  # the list order of `clubrater standings`
    heading = {"k": "kyu", "d": "dan"}
    for r in rows:
        level, kind = r["rank"][:-1], r["rank"][-1]
        assert f"{level} {heading[kind]}" in text
    assert "(continued)" in text or len(pages_text(pdf)) == 1


def test_egf_list_is_ordered_by_gor_with_the_rank(egf: Path, tmp_path: Path) -> None:
    pdf = tmp_path / "board.pdf"
    assert cli("print", "--db", egf, pdf)[0] == 0
    pages = pages_text(pdf)
    text = "\n".join(pages)
    rows = standings(egf)
    assert rows, "someone must be on the EGF list"
    assert "GoR" in pages[0] and "Rank" in pages[0]
    last = -1
    for r in rows:
        line = next(ln for ln in text.splitlines() if r["name"] in ln)
        assert f"{r['rating']:.0f}" in line and r["rank"] in line
        assert text.index(r["name"]) > last
        last = text.index(r["name"])


def test_change_since_the_previous_printout(sagc: Path, tmp_path: Path) -> None:
    assert cli("print", "--db", sagc, tmp_path / "first.pdf")[0] == 0
    ctrl = ClubController.open(sagc)
    try:
        assert ctrl.printouts.last_printout() is not None
        ps = [ctrl.queries.find_player(r["name"]) for r in standings(sagc)[:6]]
        for a, b in zip(ps[::2], ps[1::2]):
            ctrl.games.enter(GameInput(date.today(), a.id, b.id, Result.BLACK))
        ctrl.players.add("Newcomer Nomvula", "20k")
    finally:
        ctrl.close()
    after = {r["name"]: r["index"] for r in standings(sagc)}
    pdf = tmp_path / "second.pdf"
    assert cli("print", "--db", sagc, pdf)[0] == 0
    text = "\n".join(pages_text(pdf))
    assert "Change" in text and "change since the list of" in text
    newcomer = next(ln for ln in text.splitlines() if "Newcomer Nomvula" in ln)
    assert newcomer.rstrip().endswith("new")
    unchanged = next(ln for ln in text.splitlines() if ps[-1].name not in ln and "Player" in ln and
                     not any(p.name in ln for p in ps))  # fmt: skip
    assert not unchanged.rstrip().endswith(("new",))
    winner = next(ln for ln in text.splitlines() if ps[0].name in ln)
    assert ("+" in winner.split()[-1] or "was" in winner) and str(abs(after[ps[0].name])) in winner


def test_print_works_headless_without_an_application_or_display(sagc: Path, tmp_path: Path) -> None:
    """A fresh interpreter: no QApplication, no QT_QPA_PLATFORM and no DISPLAY."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    pdf = tmp_path / "headless.pdf"
    proc = subprocess.run([sys.executable, "-m", "clubrater.cli", "print", "--db", str(sagc), str(pdf)], env=env,
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert pdf.read_bytes().startswith(b"%PDF")


def test_print_refuses_a_wrong_name(sagc: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert cli("print", "--db", sagc, tmp_path / "board.png")[0] == 1
    assert cli("print", "--db", sagc, tmp_path / "missing" / "board.pdf")[0] == 1
    err = capsys.readouterr().err
    assert "ends in .pdf" in err or "ending in .pdf" in err
    assert "no folder" in err and "Traceback" not in err


def test_the_pdf_renders_to_a_png_a_person_would_pin_up(sagc: Path, tmp_path: Path) -> None:
    """pdftoppm renders each page; the first page is mostly white paper with dark type and grey bands."""
    from PySide6.QtGui import QImage

    pdf = tmp_path / "board.pdf"
    assert cli("print", "--db", sagc, pdf)[0] == 0
    subprocess.run([_tool("pdftoppm"), "-png", "-r", "50", str(pdf), str(tmp_path / "page")], check=True)
    pngs = sorted(tmp_path.glob("page-*.png"))
    assert len(pngs) == len(pages_text(pdf))
    img = QImage(str(pngs[0]))
    assert abs(img.width() - 413) <= 1 and abs(img.height() - 585) <= 1  # A4 at 50 dpi
    greys = [img.pixelColor(x, y).lightness() for y in range(0, img.height(), 3) for x in range(0, img.width(), 3)]
    white = sum(g > 240 for g in greys) / len(greys)
    dark = sum(g < 90 for g in greys) / len(greys)
    shaded = sum(200 <= g <= 240 for g in greys) / len(greys)
    assert 0.4 < white < 0.9 and dark > 0.02 and shaded > 0.05


def test_player_report_has_record_and_chart(sagc: Path, tmp_path: Path) -> None:

    ctrl = ClubController.open(sagc)
    try:
        name = standings(sagc)[0]["name"]
        pid = ctrl.queries.find_player(name).id
        sheet = ctrl.reports.record_sheet(pid)
        pdf = tmp_path / "report.pdf"
        pages = ctrl.printouts.player_report_pdf(pid, pdf)
        report = ctrl.printouts.player_report(pid)
    finally:
        ctrl.close()
    assert len(report.lines) == len(sheet) and report.lines[0].date == max(r.date for r in sheet)
    assert len(report.chart.points) == sum(1 for r in sheet if r.rated and r.winner) + 1  # the start, then each game
    text = "\n".join(pages_text(pdf))
    assert len(pages_text(pdf)) == pages
    assert name in text and "Record sheet, latest first" in text
    opponents = {r.opponent for r in sheet}
    assert all(o in text for o in opponents)


# --------------------------------------------------------------------------------------------- layout rules


def test_a_heading_never_ends_a_page_and_a_carried_group_is_headed_again() -> None:
    from clubrater.io.noticeboard import _Item, _paginate

    items = []
    for g in range(6):
        items.append(_Item(group=f"{g + 1} kyu"))
        items += [_Item((str(g), f"P{g}-{i}")) for i in range(7)]
    pages = _paginate(items, bottom=100.0, first_top=20.0, other_top=5.0, row_h=10.0, group_h=8.0)
    assert [it for page in pages for it in page if not it.group or "continued" not in it.group] == items
    for page in pages:
        assert not page[-1].group
        assert page[0].group or page is pages[0] and page[0].group
    for prev, page in zip(pages, pages[1:]):
        carried = [it for it in prev if it.group][-1].group
        if not page[0].group.endswith("(continued)"):
            assert page[0].group and "continued" not in page[0].group
        else:
            assert page[0].group == f"{carried} (continued)"


def test_pdf_for_an_empty_club(tmp_path: Path) -> None:
    db = tmp_path / "empty.sqlite"
    assert cli("init", "--system", "sagc", "--club", "New Club", "--db", db)[0] == 0
    pdf = tmp_path / "empty.pdf"
    assert cli("print", "--db", db, pdf)[0] == 0
    assert "No active players yet" in pages_text(pdf)[0]


def test_no_player_is_left_alone_on_the_last_page() -> None:
    """Issue 17.16: the pages are balanced so the last one holds a fair share, in the same number of pages."""
    from clubrater.io.noticeboard import LAST_PAGE_ROWS, _balanced, _Item, _paginate

    geometry = {"bottom": 100.0, "first_top": 20.0, "other_top": 0.0, "row_h": 10.0, "group_h": 8.0}
    for count in range(1, 40):
        items = [_Item((str(i), f"Player {i}")) for i in range(count)]
        greedy = _paginate(items, **geometry)
        pages = _balanced(items, **geometry)
        assert [it for page in pages for it in page] == items  # every player, in list order
        assert len(pages) == len(greedy)
        if len(pages) > 1:
            assert len(pages[-1]) >= min(LAST_PAGE_ROWS, len(greedy[-1]) + LAST_PAGE_ROWS), count
    # the case a secretary saw: one player alone on page 2 of an otherwise full list
    items = [_Item((str(i), f"Player {i}")) for i in range(19)]
    assert [len(p) for p in _paginate(items, **geometry)] == [8, 10, 1]
    balanced = [len(p) for p in _balanced(items, **geometry)]
    assert len(balanced) == 3 and sum(balanced) == 19 and balanced[-1] >= LAST_PAGE_ROWS
