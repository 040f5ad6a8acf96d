"""Issue 26's `clubrater pair` within a second on a big club: the pairing commands take the quick club.

`pair`, `pairing`, `pairing delete` and `print --pairing` read the club from the ratings it kept (controller/
opening.py, plain sqlite3, no SQLAlchemy), and `pair` and `pairing delete` keep or forget the pairing in a plain
sqlite3 transaction under the lock (store/quick.py `QuickFile.plain_write`), because a pairing is a plan, not
typed truth. Each command runs on two copies of a random club of every rating system: as the program runs it (the
quick way, which the test checks was taken) and with the quick way refused (`Opening.quick` answering None: the
usual opening, SQLAlchemy and the integrity check, as every writing command opened the club before). Outputs,
files written and the pairings kept must be the same. A snapshot that is stale or tampered with, and a file
holding a schema object ClubRater's migrations do not make, take the usual way (which refuses the latter in its
own words); such a file is never written through plain sqlite3.
"""

from __future__ import annotations

import re
import shutil
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from clubrater.controller.opening import Opening
from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError
from tests.test_quick_commands import _UNTRUSTED, _club, _forged, _Runs, _written


@pytest.fixture
def runs(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> Iterator[_Runs]:
    yield _Runs(monkeypatch, capsys)


def _people(path: Path) -> dict[str, Any]:
    """Who plays most (names, most games first), and two club nights: one after the last game, one in the middle
    of the history (the strengths then come from a replay up to it, and the games of the night count)."""
    con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        names = [r[0] for r in con.execute(
            "SELECT p.name FROM players p JOIN games g ON p.id IN (g.black_id, g.white_id) "
            "GROUP BY p.id ORDER BY count(*) DESC, p.name")]
        days = [r[0] for r in con.execute("SELECT DISTINCT date FROM games WHERE event_id IS NULL ORDER BY date")]
    finally:
        con.close()
    late = (date.fromisoformat(days[-1]) + timedelta(days=7)).isoformat()
    return {"names": names, "late": late, "mid": days[len(days) // 2]}


def _rows(path: Path) -> list[tuple]:
    con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return con.execute("SELECT id, club_id, date, round, nights, boards, bye, created FROM pairings "
                           "ORDER BY id").fetchall()
    finally:
        con.close()


def _without_time(rows: list[tuple]) -> list[tuple]:
    """The rows but their `created` (the clock when each was made), whose form is checked instead."""
    for r in rows:
        assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}", r[-1]), r[-1]  # as SQLAlchemy writes it
    return [r[:-1] for r in rows]


def _games(path: Path) -> list[tuple]:
    con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return con.execute("SELECT * FROM games ORDER BY id").fetchall()
    finally:
        con.close()


def _copies(club: Path, tmp_path: Path) -> dict[str, Path]:
    out = {}
    for way in ("quick", "usual"):
        folder = tmp_path / way
        (folder / "out").mkdir(parents=True)
        out[way] = folder / club.name
        shutil.copyfile(club, out[way])
    return out


def _same_both_ways(runs: _Runs, dbs: dict[str, Path], steps: list[tuple[list[str], list[bool], int]]) -> None:
    """Each step (its words, the quick openings expected the quick way, its exit status) on both copies in turn:
    the same status, output, refusal and files written."""
    for args, quick_taken, status in steps:
        seen = {}
        for way, db in dbs.items():
            out = db.parent / "out"
            real = [a.replace("OUT", str(out)) for a in args]
            code, text, err = runs(db, real, quick=way == "quick")
            if way == "quick":
                assert runs.quick_taken == quick_taken, (args, runs.quick_taken, err)
            seen[way] = (code, text.replace(str(db.parent), "DIR"), err.replace(str(db.parent), "DIR"), _written(out))
        assert seen["quick"] == seen["usual"], args
        assert seen["quick"][0] == status, (args, seen["quick"][2])


def _kept(path: Path, quick: bool) -> dict[tuple[date, int], Any]:
    """Every kept pairing as the controller reads it back (from the snapshot with plain sqlite3, or the usual way)."""
    ctrl = Opening(path).quick() if quick else ClubController.open(path)
    assert ctrl is not None and ctrl.quick == quick
    try:
        found = {}
        for day in ctrl.pairings.days():
            for k in ctrl.pairings.rounds(day):
                found[(day, k)] = ctrl.pairings.kept(day, k)
        return found
    finally:
        ctrl.close()


@pytest.mark.parametrize(("system", "seed"), [("sagc", 61), ("egf", 62), ("egf2021", 63), ("fesa", 64)])
def test_the_pairing_commands_say_and_keep_the_same_either_way(runs: _Runs, tmp_path: Path, system: str,
                                                               seed: int) -> None:
    club = _club(tmp_path / "club", system, seed)
    who = _people(club)
    eleven = [*who["names"][:10], "Newcomer Nomvula"]  # an odd room: somebody sits out
    seven = who["names"][3:10]
    late, mid = who["late"], who["mid"]
    q, usual = [True], []  # the quick club taken; a usual writing command (Opening.quick not asked)
    steps = [
        (["pair", *eleven, "--date", late], q, 0),
        (["pair", *eleven, "--date", late, "--format", "json"], q, 0),  # round 1 again, in place of the first
        (["pair", *seven, "--date", late, "--round", "2", "--nights", "2", "--format", "csv"], q, 0),
        (["pairing", "--date", late], q, 0),
        (["pairing", "--date", late, "--round", "1", "--format", "json"], q, 0),
        (["pairing", "--date", late, "--format", "csv"], q, 0),
        (["print", "--pairing", "OUT/sheet.pdf", "--date", late, "--round", "1"], q, 0),
        (["pairing", "delete", "--date", late, "--round", "2"], q, 0),
        (["pairing", "--date", late, "--round", "2"], q, 1),
        (["pairing", "delete", "--date", late, "--round", "2"], q, 1),
        (["pairing", "--date", "2001-01-01"], q, 1),
        (["pair", *eleven, "--date", mid, "--format", "json"], q, 0),  # strengths replayed up to that night
        (["pairing", "enter", "1=B", "2=W", "--date", mid], usual, 0),  # stores games: the usual way
        (["pairing", "--date", mid, "--format", "json"], q, 0),  # with the games entered
        (["pair", *eleven, "--date", mid], q, 0),  # round 1 is entered: round 2
        (["pairing", "--date", mid, "--round", "1"], q, 0),
        (["print", "--pairing", "OUT/sheet2.pdf", "--date", mid], q, 0),
        (["pair", *seven[:3], "Nobody At All", "--date", late], q, 1),
    ]
    dbs = _copies(club, tmp_path)
    _same_both_ways(runs, dbs, steps)
    rows = {way: _rows(db) for way, db in dbs.items()}
    assert _without_time(rows["quick"]) == _without_time(rows["usual"])
    assert len(rows["quick"]) == 3  # round 1 of the late night, rounds 1 and 2 of the middle one
    assert _games(dbs["quick"]) == _games(dbs["usual"])
    # read back: what plain sqlite3 kept reads the same the usual way, and the same as SQLAlchemy's
    kept = {way: _kept(db, quick=False) for way, db in dbs.items()}
    assert kept["quick"] == _kept(dbs["quick"], quick=True)
    assert kept["usual"] == _kept(dbs["usual"], quick=True)
    assert {k: replace(p, created=None) for k, p in kept["quick"].items()} == \
           {k: replace(p, created=None) for k, p in kept["usual"].items()}
    assert all(p.created is not None for p in kept["quick"].values())


@pytest.mark.parametrize(("why", "spoil", "system"), [(w, s, "sagc") for w, s in _UNTRUSTED] +
                         [("stale, FESA", _UNTRUSTED[0][1], "fesa"), ("forged, its stamp kept", _forged, "sagc")],
                         ids=[w for w, _ in _UNTRUSTED] + ["stale, FESA", "forged, its stamp kept"])
def test_a_stale_or_tampered_snapshot_pairs_the_usual_way(runs: _Runs, tmp_path: Path, why: str, spoil: Any,
                                                          system: str) -> None:
    club = _club(tmp_path / "club", system, 71)
    who = _people(club)
    spoil(club)
    assert Opening(club).quick() is None, why
    room = who["names"][:9]
    steps = [(["pair", *room, "--date", who["late"], "--format", "json"], [False], 0),
             (["pairing", "delete", "--date", who["late"]], None, 0),  # the snapshot kept again at the close
             (["pair", *room, "--date", who["mid"]], None, 0)]
    dbs = _copies(club, tmp_path)
    for args, quick_taken, status in steps:
        if quick_taken is None:
            quick_taken = [_quick_now(dbs["quick"])]
        _same_both_ways(runs, dbs, [(args, quick_taken, status)])
    assert _without_time(_rows(dbs["quick"])) == _without_time(_rows(dbs["usual"]))
    assert len(_rows(dbs["quick"])) == 1


def _quick_now(path: Path) -> bool:
    ctrl = Opening(path).quick()
    if ctrl is None:
        return False
    ctrl.close()
    return True


_FOREIGN = {
    "a trigger on pairings": ("CREATE TRIGGER keep_watch AFTER INSERT ON pairings BEGIN "
                              "UPDATE club SET name = 'Changed by a trigger'; END", 'the trigger "keep_watch" on pairings'),
    "a trigger on deleting": ("CREATE TRIGGER never_forget BEFORE DELETE ON pairings BEGIN "
                              "SELECT RAISE(IGNORE); END", 'the trigger "never_forget" on pairings'),
    "a view": ("CREATE VIEW peek AS SELECT * FROM pairings", 'the view "peek"'),
}


def _add(path: Path, sql: str) -> None:
    con = sqlite3.connect(path)
    with con:
        con.execute(sql)
    con.close()


def _club_row(path: Path) -> tuple:
    con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return con.execute("SELECT * FROM club").fetchone()
    finally:
        con.close()


@pytest.mark.parametrize("what", list(_FOREIGN))
def test_a_file_holding_a_foreign_object_is_never_written_through_plain_sqlite3(runs: _Runs, tmp_path: Path,
                                                                                 what: str) -> None:
    """The quick club is read (the object is in no table the snapshot's stamp covers), but the pairing is not
    written with plain sqlite3: the usual opening refuses the file, naming the object, and nothing changes."""
    club = _club(tmp_path / "club", "egf", 81)
    who = _people(club)
    room = who["names"][:8]
    dbs = _copies(club, tmp_path)
    _same_both_ways(runs, dbs, [(["pair", *room, "--date", who["late"]], [True], 0)])  # one kept before
    sql, named = _FOREIGN[what]
    for db in dbs.values():
        _add(db, sql)
    before = {way: (_rows(db), _club_row(db)) for way, db in dbs.items()}
    assert Opening(dbs["quick"]).quick() is not None  # the quick club could be read...
    steps = [(["pair", *room, "--date", who["late"], "--round", "2"], [True], 1),  # ...but not written
             (["pair", *room, "--date", who["late"]], [True], 1),
             (["pairing", "delete", "--date", who["late"]], [True], 1)]
    _same_both_ways(runs, dbs, steps)
    for way, db in dbs.items():
        assert (_rows(db), _club_row(db)) == before[way], way
    code, _out, err = runs(dbs["quick"], ["pair", *room, "--date", who["late"]])
    assert code == 1 and named in err and "It was not opened, and nothing was written to it." in err


def test_a_foreign_trigger_added_after_the_quick_opening_stops_the_plain_write(tmp_path: Path) -> None:
    """Another program adds a trigger on pairings between the quick opening (which found none) and the write: the
    write's own transaction finds it, writes nothing with plain sqlite3, and the usual opening refuses the file."""
    from clubrater.controller.opening import open_for_plans

    club = _club(tmp_path / "club", "sagc", 82)
    who = _people(club)
    ctrl = open_for_plans(club)
    try:
        assert ctrl.quick
        ids = [ctrl.queries.find_player(n).id for n in who["names"][:6]]
        plan = ctrl.pairings.plan(ids, date.fromisoformat(who["late"]))
        _add(club, _FOREIGN["a trigger on pairings"][0])
        before = (_rows(club), _club_row(club))
        with pytest.raises(ClubRaterError, match='the trigger "keep_watch" on pairings'):
            ctrl.pairings.put(plan.day, plan.round, plan)
    finally:
        ctrl.close()
    assert (_rows(club), _club_row(club)) == before == ([], before[1])


def test_a_club_whose_file_may_take_it_is_paired_quick_and_read_back(tmp_path: Path) -> None:
    """The controller's side: `open_for_plans` gives the quick club, which keeps the pairing with plain sqlite3 and
    imports no SQLAlchemy for it; the usual opening reads exactly that pairing back, and keeps the snapshot."""
    from clubrater.controller.opening import open_for_plans

    club = _club(tmp_path / "club", "egf2021", 83)
    who = _people(club)
    day = date.fromisoformat(who["mid"])
    ctrl = open_for_plans(club)
    try:
        assert ctrl.quick
        ids = [ctrl.queries.find_player(n).id for n in who["names"][:9]]
        changes = ctrl.pairings.pair(ids, day)
        assert not ctrl.db.wrote()  # not through the usual opening
        mine = ctrl.pairings.kept(day)
        assert mine is not None and changes.ids == (mine.id,)
    finally:
        ctrl.close()
    assert Opening(club).quick() is not None  # the pairing is outside the snapshot's stamp
    usual = ClubController.open(club)
    try:
        assert usual.pairings.kept(day) == mine
        assert usual.pairings.plan(ids, day).boards == mine.boards  # the usual way pairs the room the same
    finally:
        usual.close()


def _table(path: Path, sql: str) -> list[tuple]:
    con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


def test_keeping_a_pairing_settles_the_record_checksums_as_any_change_does(runs: _Runs, tmp_path: Path) -> None:
    """A block of games noted as changed (as the checksums' triggers note one when another program writes; here the
    note alone, so the club's rows and its kept ratings still match): keeping a pairing settles the checksums as
    every ClubRater transaction does, whichever way it is written, so `check` has the same to say after either."""
    club = _club(tmp_path / "club", "sagc", 84)
    who = _people(club)
    block = _games(club)[-1][0] // 256
    _add(club, f"INSERT INTO record_dirty (tbl, blk) VALUES ('games', {block})")
    assert _quick_now(club)
    dbs = _copies(club, tmp_path)
    _same_both_ways(runs, dbs, [(["pair", *who["names"][:6], "--date", who["late"]], [True], 0)])
    sums = "SELECT * FROM record_sums ORDER BY tbl, blk"
    for db in dbs.values():
        assert _table(db, "SELECT * FROM record_dirty") == []
        assert _table(db, sums) == _table(club, sums)  # the same sums: nothing typed changed
    assert _table(club, "SELECT tbl, blk FROM record_dirty") == [("games", block)]
