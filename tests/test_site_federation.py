"""One member club's website from a federation's PostgreSQL server (issue 30 point 18), as print and workbook
already choose a club: its players' standings and pages, the games they played (an opponent of another club
named, not linked to a page the site does not have), the events they played in, and every link inside the
site. Against a real server (tests/pg_server.py), set up as the README tells (tests/federation_setup.py).
"""

from __future__ import annotations

import io
import re
from datetime import date
from pathlib import Path

import html5lib

from clubrater.cli import run
from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.records import EventRow, GameInput
from tests.federation_setup import Fed, federation
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture

TODAY = date(2025, 6, 30)
PRETORIA = ["Sipho Dlamini", "Thandi Khumalo", "André Nemo"]
CAPE_TOWN = ["Anna Smit", "Pieter van der Berg"]


def cli(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    return run(list(args), out=out), out.getvalue()


def _federation(server: PostgresServer) -> Fed:
    """Pretoria and Cape Town, a club night of each (Cape Town's last one later), a game between the clubs, a
    Cape Town event Sipho of Pretoria played in and one only Cape Town's players played in."""
    fed = federation(server, "site_club")
    for club, names, ranks in (("Pretoria", PRETORIA, ("5k", "12k", "2d")), ("Cape Town", CAPE_TOWN, ("10k", "3k"))):
        c = ClubController.open(fed.secretary_url(club), today=lambda: TODAY)
        try:
            for name, rank in zip(names, ranks):
                c.players.add(name, rank)
        finally:
            c.close()
    pta = ClubController.open(fed.secretary_url("Pretoria"), today=lambda: TODAY)
    try:
        f = pta.queries.find_player
        pta.games.enter(GameInput(date(2025, 5, 6), f("Sipho Dlamini").id, f("Thandi Khumalo").id, Result.BLACK))
        pta.games.enter(GameInput(date(2025, 5, 13), f("Sipho Dlamini").id, f("Anna Smit").id, Result.WHITE))
    finally:
        pta.close()
    cpt = ClubController.open(fed.secretary_url("Cape Town"), today=lambda: TODAY)
    try:
        f = cpt.queries.find_player
        cpt.games.enter(GameInput(date(2025, 5, 20), f("Anna Smit").id, f("Pieter van der Berg").id, Result.BLACK))
        open_ = cpt.events.add(EventRow("Cape Open", start=date(2025, 4, 5), end=date(2025, 4, 6))).id
        cup = cpt.events.add(EventRow("Cape Cup", start=date(2025, 3, 1))).id
        cpt.games.enter(GameInput(date(2025, 4, 5), f("Anna Smit").id, f("Sipho Dlamini").id, Result.BLACK,
                                  event=open_))
        cpt.games.enter(GameInput(date(2025, 3, 1), f("Pieter van der Berg").id, f("Anna Smit").id, Result.WHITE,
                                  event=cup))
    finally:
        cpt.close()
    return fed


def _parse(path: Path):  # noqa: ANN202 - an html5lib element
    return html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(path.read_bytes(),
                                                                              likely_encoding="utf-8")


def _links_resolve(site: Path) -> None:
    for page in site.rglob("*.html"):
        for target in re.findall(r'href="([^"#]+)', page.read_text(encoding="utf-8")):
            assert (page.parent / target).resolve().is_file(), (page, target)


def test_a_member_clubs_site_lists_its_players_and_the_games_they_played(postgres: PostgresServer,  # noqa: F811
                                                                          tmp_path: Path) -> None:
    fed = _federation(postgres)
    ctrl = ClubController.open(fed.secretary_url("Pretoria"), today=lambda: TODAY)
    try:
        ids = {p.name: p.id for p in ctrl.queries.players()}
        site = tmp_path / "pretoria"
        report = ctrl.site.publish(site, club="pretoria")  # case and spacing do not matter, as for print
        events = {e.name: e.id for e in ctrl.history.events.values()}
    finally:
        ctrl.close()
    assert sorted(p.name for p in (site / "players").iterdir()) == sorted(f"{ids[n]}.html" for n in PRETORIA)
    home = _parse(site / "index.html")
    assert home.find(".//header/a").text == "Pretoria"
    listed = [r.findall("td")[1].find("a").text for r in home.findall(".//table[@id='standings']/tbody/tr")]
    assert sorted(listed) == sorted(PRETORIA)
    assert [a.text for a in home.findall(".//ul[@class='events']/li/a")] == ["Cape Open"]  # Sipho played there
    assert (site / "events" / f"{events['Cape Open']}.html").is_file()
    assert not (site / "events" / f"{events['Cape Cup']}.html").exists()
    # Pretoria's last club night (13 May: Sipho against Cape Town's Anna), not Cape Town's later one.
    night = (site / "last-night.html").read_text(encoding="utf-8")
    assert 'datetime="2025-05-13"' in night and "Anna Smit" in night and "Pieter van der Berg" not in night
    # Sipho's record sheet names Anna, of Cape Town, without a link to a page this site has not got.
    sipho = (site / "players" / f"{ids['Sipho Dlamini']}.html").read_text(encoding="utf-8")
    assert "Anna Smit" in sipho and f'href="{ids["Anna Smit"]}.html"' not in sipho
    assert f'href="{ids["Thandi Khumalo"]}.html"' in sipho
    _links_resolve(site)
    assert len(report.written) == 3 + 1 + 4  # players, the event, index, last night, style and script

    # The whole federation's site (no club chosen) has every player, and the same from the command line.
    status, text = cli("--db", fed.officer_url, "publish", str(tmp_path / "all"))
    assert status == 0, text
    assert len(list((tmp_path / "all" / "players").glob("*.html"))) == len(PRETORIA) + len(CAPE_TOWN)
    _links_resolve(tmp_path / "all")
    status, text = cli("--db", fed.officer_url, "publish", str(tmp_path / "cape"), "--club", "Cape Town")
    assert status == 0 and text.startswith("Published Cape Town to "), text
    assert sorted(p.name for p in (tmp_path / "cape" / "players").iterdir()) == sorted(
        f"{ids[n]}.html" for n in CAPE_TOWN)
    _links_resolve(tmp_path / "cape")


def test_an_unknown_club_is_one_sentence_and_nothing_is_written(postgres: PostgresServer,  # noqa: F811
                                                                tmp_path: Path) -> None:
    fed = federation(postgres, "site_unknown")
    status, text = cli("--db", fed.secretary_url("Pretoria"), "publish", str(tmp_path / "site"), "--club", "Durban")
    assert status == 1
    assert not (tmp_path / "site").exists()
