"""The published site in a real browser (headless Chromium through Selenium, tests/browser.py): screenshots
at phone and desktop width, typing into the search box filters the standings, sorting, the page without
its script."""

from __future__ import annotations

import struct
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from clubrater.controller.demo import create_demo_club
from clubrater.controller.site import publish
from tests.browser import Browser

ARTIFACTS = Path(__file__).resolve().parent / "_artifacts" / "site"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("club")
    ctrl = create_demo_club(d / "club.sqlite", "sagc", end=date(2026, 11, 20))
    pid = ctrl.players.add("<script>alert('x')</script>", "12k").id
    from clubrater.domain.model import Result
    from clubrater.domain.records import GameInput

    ctrl.games.enter(GameInput(date(2026, 11, 21), pid, ctrl.queries.find_player("Sipho Dlamini").id, Result.WHITE))
    out = d / "site"
    publish(ctrl, out, today=date(2026, 11, 23))
    ctrl.close()
    return out


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize(("width", "height", "phone"), [(390, 1400, True), (1366, 900, False)])
def test_screenshots_phone_and_desktop(site: Path, width: int, height: int, phone: bool) -> None:
    b = Browser(width, height, phone=phone)
    try:
        for page, name in (("index.html", "standings"), ("players/1.html", "player")):
            b.open((site / page).as_uri())
            assert b.evaluate("window.innerWidth") == width
            data = b.screenshot(ARTIFACTS / f"{name}-{width}.png")
            assert _png_size(data) == (width, height)
            assert len(data) > 20_000  # a rendered page, not a blank one
    finally:
        b.close()


@pytest.fixture()
def browser() -> Iterator[Browser]:
    b = Browser()
    try:
        yield b
    finally:
        b.close()


VISIBLE = "Array.from(document.querySelectorAll('#standings tbody tr')).filter(r => !r.hidden).map(r => r.cells[1].textContent)"


def test_typing_in_the_search_box_filters_the_standings(site: Path, browser: Browser) -> None:
    browser.open((site / "index.html").as_uri())
    everyone = browser.evaluate(VISIBLE)
    assert len(everyone) == 41
    assert browser.evaluate("document.getElementById('q').parentNode.hidden") is False  # shown once JS runs
    browser.type("#q", "sip")
    assert browser.evaluate(VISIBLE) == ["Sipho Dlamini"]
    assert browser.evaluate("document.getElementById('count').textContent") == "1 of 41 players"
    browser.clear_by_keys("#q")
    assert browser.evaluate("document.getElementById('q').value") == ""
    assert len(browser.evaluate(VISIBLE)) == 41
    browser.type("#q", "script")
    assert browser.evaluate(VISIBLE) == ["<script>alert('x')</script>"]  # shown as a name, never run
    assert browser.evaluate("typeof window.alert") == "function"
    assert browser.evaluate("document.querySelectorAll('script').length") == 1


def test_sorting_by_a_column(site: Path, browser: Browser) -> None:
    browser.open((site / "index.html").as_uri())
    browser.find("#standings thead th:nth-child(2) button").click()  # Name, A to Z
    names = browser.evaluate(VISIBLE)
    assert names == sorted(names, key=str.lower)
    browser.find("#standings thead th:nth-child(5) button").click()  # Games, most first
    games = browser.evaluate(
        "Array.from(document.querySelectorAll('#standings tbody tr')).map(r => +r.cells[4].textContent)")
    assert games == sorted(games, reverse=True)


def test_fragment_query_filters_on_load_and_page_opens_fast(site: Path, browser: Browser) -> None:
    load = browser.open((site / "index.html").as_uri() + "#q=khumalo")
    assert browser.evaluate(VISIBLE) == ["Naledi Khumalo"]
    assert load < 1.0


def test_without_javascript_the_page_is_complete(site: Path) -> None:
    b = Browser(javascript=False)
    try:
        b.open((site / "index.html").as_uri())
        dom = b.source()
    finally:
        b.close()
    assert dom.count("<tr>") == 42  # header + 41 players, none hidden
    assert 'class="search" hidden' in dom  # the search box needs the script, so it stays out of the way
    assert "<button" not in dom  # the sort buttons are the script's


# --------------------------------------------------------------------- a phone (issue 30 point 7)
OFF_SCREEN = """(() => {
  const w = window.innerWidth, out = [];
  document.querySelectorAll('td, th').forEach(c => {
    const r = c.getBoundingClientRect();
    if (r.width && (r.right > w + 0.5 || r.left < -0.5)) { out.push(c.textContent.trim().slice(0, 30)); }
  });
  return out;
})()"""


@pytest.fixture(scope="module")
def egf_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("egf")
    ctrl = create_demo_club(d / "club.sqlite", "egf", end=date(2026, 11, 20))
    publish(ctrl, d / "site", today=date(2026, 11, 23))
    ctrl.close()
    return d / "site"


def test_at_phone_width_every_page_shows_every_cell_without_sideways_scrolling(site: Path, egf_site: Path) -> None:
    """At 390 px: no page scrolls sideways and no cell of any table is beyond the screen's edge (before, the
    standings cut off Last played and Club, and the last club night's result was off to the right)."""
    b = Browser(390, 844, phone=True)
    try:
        pages = [site / "index.html", site / "last-night.html", site / "players" / "1.html",
                 egf_site / "players" / "1.html", *sorted((site / "events").glob("*.html"))[:1],
                 *sorted((egf_site / "events").glob("*.html"))[:1]]
        for page in pages:
            b.open(page.as_uri())
            assert b.evaluate("window.innerWidth") == 390
            assert b.evaluate("document.documentElement.scrollWidth") <= 390, page
            assert b.evaluate(OFF_SCREEN) == [], page
            assert b.evaluate("document.querySelectorAll('td').length") >= 7, page  # tables, not an empty page
        # The last club night: who played whom and who won, on one line per game.
        b.open((site / "last-night.html").as_uri())
        first = b.evaluate("""Array.from(document.querySelectorAll('table.games tbody tr')[0].cells)
            .filter(c => ['b', 'w', 'res'].includes(c.className))
            .map(c => [c.className, Math.round(c.getBoundingClientRect().top), c.getBoundingClientRect().right])""")
        assert [c[0] for c in first] == ["b", "w", "res"]
        assert len({c[1] for c in first}) == 1 and all(c[2] <= 390 for c in first)
        b.screenshot(ARTIFACTS / "last-night-390.png")
    finally:
        b.close()


# --------------------------------------------------------------------- in the club's language (issue 28)
@pytest.mark.parametrize("lang", ["de", "ja"])
def test_a_player_page_in_german_and_japanese_at_phone_width(lang: str, tmp_path: Path) -> None:
    """Screenshots (tests/_artifacts/site/player-de-390.png, player-ja-390.png) looked at: the page in the
    language, ranks in 級/段 in Japanese, nothing off the screen; the search box counts in the language."""
    ctrl = create_demo_club(tmp_path / "club.sqlite", "sagc", end=date(2026, 11, 20))
    ctrl.settings.set_language(lang)
    sipho = ctrl.queries.find_player("Sipho Dlamini").id
    n = len(ctrl.queries.standings(today=date(2026, 11, 23)))
    publish(ctrl, tmp_path / "site", today=date(2026, 11, 23))
    ctrl.close()
    b = Browser(390, 1400, phone=True)
    try:
        b.open((tmp_path / "site" / "players" / f"{sipho}.html").as_uri())
        assert b.evaluate("document.documentElement.lang") == lang
        assert b.evaluate("document.documentElement.scrollWidth") <= 390
        assert b.evaluate(OFF_SCREEN) == []
        heading = b.evaluate("document.querySelectorAll('h2')[1].textContent")
        assert heading == {"de": "Spielbogen", "ja": "対局記録"}[lang]
        ranks = b.evaluate("Array.from(document.querySelectorAll('table.record tbody tr')).map(r => r.cells[1].textContent)")
        if lang == "ja":
            assert ranks and all(r.endswith(("級", "段")) for r in ranks)
        b.screenshot(ARTIFACTS / f"player-{lang}-390.png")
        b.open((tmp_path / "site" / "index.html").as_uri())
        b.type("#q", "sipho")
        count = b.evaluate("document.getElementById('count').textContent")
        assert count == {"de": f"1 von {n} Spielern", "ja": f"{n} 人中 1 人"}[lang]
        shown = b.evaluate("Array.from(document.querySelectorAll('#standings tbody tr'))"
                           ".filter(r => r.getClientRects().length).map(r => r.cells[1].textContent)")
        assert shown == ["Sipho Dlamini"]  # the phone's row layout still lets the search hide rows
        b.screenshot(ARTIFACTS / f"standings-{lang}-390.png")
    finally:
        b.close()
