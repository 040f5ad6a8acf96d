"""Rating lists on a club (issue 20): load and replace, refusals that keep the old list, find in the file,
`player add --from-list` in each kind of club, the h9 export carrying the PIN, sync, and `list update`."""

from __future__ import annotations

import http.server
import io
import json
import sqlite3
import threading
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from clubrater.cli import run
from clubrater.controller.rating_lists import ListStore
from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.rating_list import ListIndex, rank_from_gor
from clubrater.domain.records import EventRow, GameInput
from clubrater.io.h9 import read_h9
from clubrater.io.rating_lists import read_list_file
from tests.conftest import shared_path

EGD, FFG, AGA = "egd_allworld_lp.html", "ech_ffg_V3.txt", "TDListA.txt"
# Three entries of the fixtures: an EGD player with GoR 1451 who declared 8k, an FFG player at -646 (7k), an AGA
# player at -14.93011 (14k).
EGD_REF, FFG_REF, AGA_REF = "egd:05673406", "ffg:9682409", "aga:78739"


def _fixture(name: str) -> Path:
    return shared_path("fixtures", "rating-lists", name)


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    code = run([str(a) for a in args], out=out)
    return code, out.getvalue()


def _club(tmp_path: Path, system: str) -> Path:
    db = tmp_path / f"{system}.sqlite"
    assert cli("init", "--system", system, "--club", "Lists", "--db", db)[0] == 0
    for name in (EGD, FFG, AGA):
        code, out = cli("list", "load", _fixture(name), "--db", db)
        assert code == 0, out
    return db


@pytest.fixture(scope="module")
def loaded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SAGC club keeping all three fixture lists, for the tests that only read them."""
    return _club(tmp_path_factory.mktemp("loaded"), "sagc")


def _entry_count(db: Path) -> int:
    con = sqlite3.connect(db)
    try:
        return con.execute("SELECT count(*) FROM rating_list_entries").fetchone()[0]
    finally:
        con.close()


# ------------------------------------------------------------------------------------------------ load


def test_load_says_what_it_holds_and_what_it_replaces(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "club.sqlite"
    assert cli("init", "--system", "egf", "--db", db)[0] == 0
    assert cli("list", "load", _fixture(EGD), "--db", db) == (0, "EGD list of 27 Dec 2018: 60 players.\n")
    newer = tmp_path / "allworld_lp.html"
    newer.write_bytes(_fixture(EGD).read_bytes().replace(b"(27 Dec 2018)", b"(3 Jan 2019)"))
    assert cli("list", "load", newer, "--db", db) == (
        0, "EGD list of 3 Jan 2019: 60 players; replaces the list of 27 Dec 2018.\n")
    code, _ = cli("list", "load", _fixture(EGD), "--db", db)  # older than the one kept
    assert code == 1
    assert "older than the one the club keeps (3 Jan 2019)" in capsys.readouterr().err
    assert cli("list", "load", _fixture(EGD), "--force", "--db", db)[0] == 0
    store = ListStore.open(db)
    try:
        assert [(k.federation, k.date, k.players) for k in store.kept()] == [("egd", date(2018, 12, 27), 60)]
    finally:
        store.close()
    assert _entry_count(db) == 60  # one list per federation: the replaced one is gone


def test_refused_loads_keep_the_old_list_whole(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _club(tmp_path, "egf")
    before = _entry_count(db)
    broken = tmp_path / "broken.html"
    lines = _fixture(EGD).read_bytes().split(b"\n")
    lines[40] = lines[40][:70] + b"?" + lines[40][71:]
    broken.write_bytes(b"\n".join(lines))
    assert cli("list", "load", broken, "--db", db)[0] == 1
    err = capsys.readouterr().err
    assert "1 lines do not fit the EGD list's layout; nothing was loaded: line 41: GoR" in err
    not_a_list = tmp_path / "notes.txt"
    not_a_list.write_text("Dear members,\nthe club meets on Tuesdays.\n", encoding="utf-8")
    assert cli("list", "load", not_a_list, "--db", db)[0] == 1
    assert "notes.txt is none of the lists ClubRater reads" in capsys.readouterr().err
    assert cli("list", "load", _fixture(FFG), "--federation", "aga", "--db", db)[0] == 1
    assert "is the FFG ladder, not the AGA list" in capsys.readouterr().err
    assert _entry_count(db) == before == 60 + 53 + 53


# ------------------------------------------------------------------------------------------- show and find


def test_show_json_has_every_entry_with_the_issue_fields(loaded: Path) -> None:
    db = loaded
    code, out = cli("list", "show", "--format", "json", "--db", db)
    shown = json.loads(out)
    assert code == 0 and len(shown) == 166
    expected = [e.to_json() for name in (EGD, FFG, AGA) for e in read_list_file(_fixture(name)).entries]
    assert sorted(shown, key=lambda r: (r["federation"], r["id"], r["surname"])) == sorted(
        expected, key=lambda r: (r["federation"], r["id"], r["surname"]))
    code, out = cli("list", "show", "--federation", "ffg", "--db", db)
    assert out.splitlines()[0] == "FFG ladder of 11 Jan 2021: 53 players (from ech_ffg_V3.txt)"
    assert "licence_status" in out.splitlines()[1] and len(out.splitlines()) == 2 + 53


@pytest.mark.parametrize("query", ["o", "ou", "zdy", "od zdy", "ZDYWKI odëx", "ihffh", "ihffh nz", "kim", "a b",
                                   "0", "05673406", "ffg:98a", "egd:0", "T", "w", "wei"])  # fmt: skip
def test_find_in_the_file_ranks_as_the_window_does(loaded: Path, query: str) -> None:
    """`list find` searches the file with SQL; the window's in-memory index must give the same answer."""
    db = loaded
    entries = [e for name in (EGD, FFG, AGA) for e in read_list_file(_fixture(name)).entries]
    index = ListIndex(entries)
    store = ListStore.open(db)
    try:
        got = [(e.federation, e.id, e.name) for e in store.find(query, limit=15)]
        assert got == [(e.federation, e.id, e.name) for e in index.find(query, limit=15)]
        assert [(e.federation, e.id, e.name) for e in store.index().find(query, limit=15)] == got
    finally:
        store.close()


def test_find_on_the_command_line(loaded: Path) -> None:
    db = loaded
    code, out = cli("list", "find", "odex zdy", "--format", "json", "--db", db)
    assert code == 0
    (found,) = json.loads(out)
    assert (found["surname"], found["first_name"], found["id"], found["rating"], found["rank"]) == (
        "ZDYWKI", "Odëxcc", "2600565", -2100, "21k")
    code, out = cli("list", "find", "nobody-like-this", "--db", db)
    assert code == 0 and out == 'Nobody in the kept lists answers to "nobody-like-this".\n'


# ------------------------------------------------------------------------------------- add from the list


@pytest.mark.parametrize("system", ["sagc", "egf", "egf2021", "fesa"])
def test_player_add_from_list_in_each_kind_of_club(tmp_path: Path, system: str) -> None:
    db = _club(tmp_path, system)
    for ref in (EGD_REF, FFG_REF, AGA_REF):
        code, out = cli("player", "add", "--from-list", ref, "--db", db)
        assert code == 0 and "from the list" in out, out
    ctrl = ClubController.open(db)
    try:
        players = {p.name: p for p in ctrl.queries.players()}
        egd, ffg, aga = players["Ouqyrv-Jxfgu Wporwvu"], players["OLJEIHQ Dyjfé"], players["Eozohfkb Wrqim"]
        assert (egd.club, egd.country, egd.egd_pin) == ("76Ha", "FR", "05673406")
        assert (ffg.club, ffg.country, aga.club, aga.country) == ("63Ce", "FR", "SFGC", "US")
        ids = ctrl.rating_lists.links()
        assert ids[ffg.id].ids == {"ffg": "9682409"} and ids[aga.id].ids == {"aga": "78739"}
        assert ids[egd.id].ratings["egd"][0] == 1451
        state = {p.name: ctrl.queries.player_state(p.id) for p in players.values()}
        if system in ("egf", "egf2021"):  # at his GoR, with the rank it stands for
            assert (egd.rating, str(egd.rank)) == (1451, "6k")
            assert (ffg.rating, str(ffg.rank)) == (-646 + 2050, str(rank_from_gor(-646 + 2050)))
            assert (aga.rating, str(aga.rank)) == (round(2050 + (-14.93011 + 1) * 100), "14k")
            assert state[egd.name].value == 1451
        elif system == "sagc":  # at the rank of his grade: the EGD player declared 8k (his GoR says 6k)
            assert (str(egd.rank), str(ffg.rank), str(aga.rank)) == ("8k", "7k", "14k")
            assert state[egd.name].value == 0
        else:  # FESA: the shogi grade of that rank
            assert (egd.grade, ffg.grade, aga.grade) == ("8 Kyu", "7 Kyu", "14 Kyu")
    finally:
        ctrl.close()


def test_add_from_list_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _club(tmp_path, "egf")
    assert cli("player", "add", "--from-list", EGD_REF, "--db", db)[0] == 0
    assert cli("player", "add", "--from-list", EGD_REF, "--db", db)[0] == 1
    assert "already in the player list with EGD PIN 05673406; nobody was added" in capsys.readouterr().err
    assert cli("player", "add", "--from-list", "egd:99999999", "--db", db)[0] == 1
    assert "There is nobody with EGD PIN 99999999 in the EGD list" in capsys.readouterr().err
    assert cli("player", "add", "--from-list", "ffg:2778545", "--db", db)[0] == 1  # -9999: no level in the ladder
    assert "has neither a rating nor a grade in the FFG ladder" in capsys.readouterr().err
    assert cli("player", "add", "Iqdrf", "--from-list", "ffg:2778545", "--rank", "12k", "--db", db)[0] == 0
    empty = tmp_path / "empty.sqlite"
    assert cli("init", "--system", "sagc", "--db", empty)[0] == 0
    assert cli("player", "add", "--from-list", EGD_REF, "--db", empty)[0] == 1
    assert "The club keeps no EGD list; load one first" in capsys.readouterr().err


def test_h9_export_carries_the_pin_from_the_list(tmp_path: Path) -> None:
    db = _club(tmp_path, "egf")
    ctrl = ClubController.open(db)
    try:
        a = ctrl.rating_lists.add_player(EGD_REF).id
        b = ctrl.rating_lists.add_player("egd:39063071").id
        c = ctrl.players.add("Local Player", "10k").id
        event = ctrl.events.add(EventRow("Club Cup", start=date(2025, 5, 3))).id
        for black, white in ((a, b), (b, c), (c, a)):
            ctrl.games.enter(GameInput(date(2025, 5, 3), black, white, Result.BLACK, event=event))
        ctrl.exports.event_h9("Club Cup", tmp_path / "cup.h9")
    finally:
        ctrl.close()
    table = read_h9(tmp_path / "cup.h9")
    assert {p.name: p.pin for p in table.players} == {"Ouqyrv-Jxfgu Wporwvu": "05673406",
                                                       "Hdbkam Ohgpg": "39063071", "Local Player": ""}


# ---------------------------------------------------------------------------------------------------- sync


def test_sync_matches_by_id_then_unique_name_never_guesses_and_apply_changes_no_rating(tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite"
    assert cli("init", "--system", "egf", "--db", db)[0] == 0
    twice = tmp_path / "allworld_lp.html"  # a second "Hdbkam Ohgpg" (another PIN): that name is ambiguous
    data = _fixture(EGD).read_bytes()
    line = next(raw for raw in data.split(b"\n") if b"Hdbkam Ohgpg" in raw)
    twice.write_bytes(data.replace(line, line + b"\n" + b" 39063072" + line[9:]).replace(
        b"Number of players: 60", b"Number of players: 61"))
    assert cli("list", "load", twice, "--db", db)[0] == 0
    ctrl = ClubController.open(db)
    try:
        by_pin = ctrl.players.add("Ouqyrv Somebody", "10k", egd_pin="05673406", club="76Ha", country="FR").id
        by_name = ctrl.players.add("Kmfrnj Hkfwwujiq", "20k", club="74Ch", country="RU").id  # word order swapped
        ambiguous = ctrl.players.add("Hdbkam Ohgpg", "6k").id
        stranger = ctrl.players.add("Nobody Known", "12k").id
        gone = ctrl.players.add("Old Member", "3k", egd_pin="11111111").id
        before = {r.player_id: (r.rank, r.value) for r in ctrl.queries.standings(include_inactive=True)}
        report = ctrl.rating_lists.compare("egd")
        rows = {r.player_id: r for r in report.rows}
        assert report.unmatched == 1 and stranger not in rows
        pin_entry, name_entry = rows[by_pin].entry, rows[by_name].entry
        assert pin_entry is not None and name_entry is not None
        assert (rows[by_pin].matched_by, pin_entry.id) == ("id", "05673406")
        assert ("rank", "10k", "6k") in rows[by_pin].differences and ("rating", "", "1451") in rows[by_pin].differences
        assert (rows[by_name].matched_by, name_entry.id, rows[by_name].differences[0]) == (
            "name", "26024168", ("id", "", "26024168"))
        assert rows[ambiguous].status == "ambiguous" and rows[ambiguous].entry is None
        assert sorted(c.id for c in rows[ambiguous].candidates) == ["39063071", "39063072"]
        assert rows[gone].status == "id not in list"
        changes = ctrl.rating_lists.apply(report)
        assert sorted(changes.ids) == sorted([by_pin, by_name])
        after = {r.player_id: (r.rank, r.value) for r in ctrl.queries.standings(include_inactive=True)}
        assert after == before  # the club's own ratings never change
        assert ctrl.queries.player(by_name).egd_pin == "26024168"
        links = ctrl.rating_lists.links()
        assert links[by_pin].ratings["egd"] == (1451, "6k", date(2018, 12, 27))
        assert ambiguous not in links and stranger not in links
        again = {r.player_id: r for r in ctrl.rating_lists.compare("egd").rows}
        assert again[by_name].matched_by == "id" and again[by_name].status == "same"
    finally:
        ctrl.close()
    code, out = cli("list", "sync", "--db", db)
    assert code == 0 and "1 ambiguous" in out and "egd:39063071 / egd:39063072" in out


# -------------------------------------------------------------------------------------------------- update


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    folder = tmp_path / "www"
    folder.mkdir()
    (folder / FFG).write_bytes(_fixture(FFG).read_bytes())

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args: object, **kwargs: object) -> None:
            super().__init__(*args, directory=str(folder), **kwargs)  # type: ignore[arg-type]

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Quiet)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_list_update_downloads_from_the_clubs_address(tmp_path: Path, server: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    db = tmp_path / "club.sqlite"
    assert cli("init", "--system", "sagc", "--db", db)[0] == 0
    code, out = cli("list", "update", "ffg", "--url", f"{server}/{FFG}", "--db", db)
    assert code == 0 and out.splitlines()[-1] == "FFG ladder of 11 Jan 2021: 53 players."
    code, out = cli("list", "update", "ffg", "--db", db)  # the address is remembered
    assert code == 0 and out.splitlines()[-1] == "FFG ladder of 11 Jan 2021: 53 players; replaces the list of 11 Jan 2021."
    assert cli("list", "update", "ffg", "--url", f"{server}/missing.txt", "--db", db)[0] == 1
    assert "answered 404" in capsys.readouterr().err
    assert _entry_count(db) == 53


def test_links_put_back_exactly_for_undo(tmp_path: Path) -> None:
    """What the window's undo of `sync --apply` relies on: restore_links gives back the IDs and ratings as they were."""
    db = _club(tmp_path, "sagc")
    ctrl = ClubController.open(db)
    try:
        known = ctrl.rating_lists.add_player(FFG_REF).id
        swapped = ctrl.players.add("Kmfrnj Hkfwwujiq", "20k").id
        before = ctrl.rating_lists.links_of([known, swapped])
        assert before[swapped].ids == {} and before[known].ids == {"ffg": "9682409"}
        ctrl.rating_lists.sync("egd", apply=True)
        assert ctrl.queries.player(swapped).egd_pin == "26024168"
        ctrl.rating_lists.restore_links(before)
        assert ctrl.rating_lists.links_of([known, swapped]) == before
        assert ctrl.queries.player(swapped).egd_pin == ""
    finally:
        ctrl.close()
    ctrl = ClubController.open(db)  # and so it is in the file
    try:
        assert ctrl.queries.player(swapped).egd_pin == "" and ctrl.rating_lists.links()[known].ids == {"ffg": "9682409"}
    finally:
        ctrl.close()


def test_a_first_release_club_file_takes_lists_after_its_upgrade(tmp_path: Path) -> None:
    """Revision 0002 on a file of schema 0001: every player keeps his PIN, and gains empty FFG and AGA IDs."""
    import shutil

    path = tmp_path / "old.sqlite"
    shutil.copyfile(Path(__file__).resolve().parent / "fixtures" / "clubrater-0001.sqlite", path)
    con = sqlite3.connect(path)
    pins = dict(con.execute("SELECT id, egd_pin FROM players").fetchall())
    con.close()
    ctrl = ClubController.open(path)
    try:
        assert {p.id: p.egd_pin for p in ctrl.queries.players()} == pins
        assert ctrl.rating_lists.kept() == []
        assert {pid: link.ids for pid, link in ctrl.rating_lists.links().items()} == {
            pid: {"egd": pin} for pid, pin in pins.items() if pin}
        assert ctrl.rating_lists.load(_fixture(EGD)).summary == "EGD list of 27 Dec 2018: 60 players"
    finally:
        ctrl.close()
    con = sqlite3.connect(path)
    assert con.execute("SELECT count(*) FROM players WHERE ffg_licence = '' AND aga_id = ''").fetchone()[0] == len(pins)
    con.close()
