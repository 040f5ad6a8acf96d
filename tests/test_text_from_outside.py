"""Issue 25, items 11 and 13 (sizes): text from others never drives a terminal, and one limit for names.

A name with a terminal escape (`Evil\\x1b[2J\\x1b]0;TITLE\\x07Name`) stored before ClubRater refused such text
(with sqlite3 in a club file, with psql on the federation server) is printed escaped by every listing and
message of the command line, in text, CSV and JSON; and such text, or a name over 200 characters, is refused
on every way in: typed, imported (CSV, h9), a federation rating list, a pushed club file.
"""

from __future__ import annotations

import contextlib
import io
import json
import sqlite3
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from clubrater.cli import run
from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.records import GameInput
from clubrater.domain.text import MAX_NAME
from tests.federation_setup import Fed, federation
from tests.pg_server import PostgresServer, postgres  # noqa: F401 - the fixture
from tests.test_safety import make_club

EVIL = "Evil\x1b[2J\x1b]0;TITLE\x07Name"
RAW = ("\x1b", "\x07", "\x9b")  # what must never reach a terminal


def _cli(*args: str | Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err):
        code = run([str(a) for a in args], out=out)
    return code, out.getvalue(), err.getvalue()


def _clean(text: str) -> bool:
    return not any(c in text for c in RAW)


@pytest.fixture()
def club(tmp_path: Path) -> Path:
    return make_club(tmp_path / "club", games=40)


def _store_raw_name(path: Path, old: str, new: str) -> None:
    """What another program did: a name changed with sqlite3, past every check ClubRater makes."""
    con = sqlite3.connect(path)
    with con:
        assert con.execute("UPDATE players SET name = ? WHERE name = ?", (new, old)).rowcount == 1
    con.close()


# --------------------------------------------------------------------------- on the way out
def test_a_stored_escape_is_printed_escaped_by_every_listing(club: Path) -> None:
    _store_raw_name(club, "Player 03", EVIL)
    _store_raw_name(club, "Player 04", "Bell\x9bRinger\u202eX")  # C1 and a bidirectional override too
    shown = EVIL.replace("\x1b", "\\x1b").replace("\x07", "\\x07")
    for args in (["players"], ["players", "--format", "csv"], ["standings", "--all"],
                 ["standings", "--all", "--format", "csv"], ["games"], ["history", "Player 05"],
                 ["history", "Player 05", "--format", "csv"], ["events"]):
        code, out, err = _cli(*args, "--db", club)
        assert code == 0, (args, err)
        assert _clean(out) and _clean(err) and "\u202e" not in out, args
        if args[0] in ("players", "standings"):
            assert shown in out and "Bell\\x9bRinger\\u202eX" in out, args
    # JSON carries the exact name, escaped as JSON escapes it: read back, it is what is stored
    code, out, _err = _cli("standings", "--all", "--format", "json", "--db", club)
    assert code == 0 and _clean(out) and "\u202e" not in out
    names = {r["name"] for r in json.loads(out)}
    assert EVIL in names and "Bell\x9bRinger\u202eX" in names
    # and a message naming the player (a refusal, a change) shows it escaped too
    code, out, err = _cli("player", "edit", EVIL, "--rank", "12k", "--db", club)
    assert _clean(out) and _clean(err)
    code, out, err = _cli("player", "inactive", EVIL + "x", "--db", club)
    assert code == 1 and _clean(err)


def test_a_list_entry_stored_with_an_escape_is_printed_escaped(club: Path, tmp_path: Path) -> None:
    aga = tmp_path / "TDListA.txt"
    aga.write_text("Novak, Jana\t15648\tFull\t-20.05711\t7/2/2008\tLIGC\tNY\t1.09198\t8/1/2007\r\n"
                   "Kim, Minho\t23964\tNon\t9.54301\t6/21/2018\t\tCA\t0.48833\t7/22/2018\r\n", encoding="utf-8")
    assert _cli("list", "load", aga, "--db", club)[0] == 0
    con = sqlite3.connect(club)
    with con:
        assert con.execute("UPDATE rating_list_entries SET surname = ? WHERE ext_id = '23964'", (EVIL,)).rowcount == 1
    con.close()
    for args in (["list", "show"], ["list", "find", "23964"], ["list", "show", "--format", "csv"]):
        code, out, err = _cli(*args, "--db", club)
        assert code == 0, (args, err)
        assert _clean(out) and "Evil\\x1b[2J" in out, args


# --------------------------------------------------------------------------- on the way in
def test_typed_text_with_control_characters_is_refused_in_one_sentence(club: Path) -> None:
    for args, field in ((["player", "edit", "Player 01", "--club", "Go\x1b[31mClub"], "club"),
                        (["event", "add", "Cup\x07"], "event's name"),
                        (["adjust", "Player 01", "--rank", "9k", "--note", "ok\x1b]0;x\x07"], "note"),
                        (["settings", "--name", "Club\x9b"], "club's name")):
        code, out, err = _cli(*args, "--db", club)
        assert code == 1, args
        assert f"the {field} contains" in err.lower() or f"{field} contains" in err, (args, err)
        assert _clean(err) and len(err.strip().splitlines()) == 1


def test_one_limit_for_names_on_every_way_in(club: Path, tmp_path: Path) -> None:
    long = "N" * (MAX_NAME + 100)
    code, _out, err = _cli("player", "add", long, "--rank", "5k", "--db", club)
    assert code == 1 and "the name is 300 characters long (at most 200)" in err.lower()
    code, _out, err = _cli("player", "edit", "Player 01", "--name", long, "--db", club)
    assert code == 1 and "300 characters long" in err
    code, _out, err = _cli("event", "add", "E" * 201, "--db", club)
    assert code == 1 and "201 characters long" in err
    assert _cli("player", "add", "N" * MAX_NAME, "--rank", "5k", "--db", club)[0] == 0  # 200 is fine
    # an EGD tournament table with a 10,000,000-character name
    h9 = tmp_path / "huge.h9"
    h9.write_text("; CL[B]\n; EV[Club Cup]\n; PC[,Lyon]\n; DT[2024-03-02,2024-03-03]\n; KM[6.5]\n"
                  f"   1 {'Z' * 10_000_000} Sam 1k FR Lyon 2+\n   2 Weak Wendy 5k FR Lyon 1-\n", encoding="utf-8")
    code, _out, err = _cli("import", "h9", h9, "--db", club)
    assert code == 1 and "line 6: the name is 10,000,004 characters long (at most 200)" in err
    assert len(err) < 2000  # the name itself is not repeated
    # and a federation's rating list with one
    aga = tmp_path / "TDListA.txt"
    aga.write_text(f"Novak, Jana\t15648\tFull\t-20.05711\t7/2/2008\tLIGC\tNY\t1.09198\t8/1/2007\r\n"
                   f"{'K' * 250}, Minho\t23964\tNon\t9.54301\t6/21/2018\t\tCA\t0.48833\t7/22/2018\r\n", encoding="utf-8")
    code, _out, err = _cli("list", "load", aga, "--db", club)
    assert code == 1 and "line 2: the surname is 250 characters long (at most 200)" in err
    names = [p.name for p in ClubController.open(club, read_only=True).queries.players()]
    assert not any(len(n) > MAX_NAME for n in names)


def test_an_h9_table_and_a_rating_list_with_escapes_are_refused_by_line(club: Path, tmp_path: Path) -> None:
    h9 = tmp_path / "evil.h9"
    h9.write_text("; CL[B]\n; EV[Club\x1b[2J Cup]\n; PC[,Lyon]\n; DT[2024-03-02,2024-03-03]\n; KM[6.5]\n"
                  "   1 Strong\x07 Sam 1k FR Lyon 2+\n   2 Weak Wendy 5k FR Lyon 1-\n", encoding="utf-8")
    code, _out, err = _cli("import", "h9", h9, "--db", club)
    assert code == 1 and _clean(err)
    assert "event's name contains a terminal escape sequence" in err
    assert "line 6: the name contains the control character U+0007" in err
    aga = tmp_path / "TDListA.txt"
    aga.write_text("Novak, Jana\t15648\tFull\t-20.05711\t7/2/2008\tLIGC\tNY\t1.09198\t8/1/2007\r\n"
                   f"{EVIL}, Minho\t23964\tNon\t9.54301\t6/21/2018\t\tCA\t0.48833\t7/22/2018\r\n", encoding="utf-8")
    code, _out, err = _cli("list", "load", aga, "--db", club)
    assert code == 1 and _clean(err) and "line 2: the surname contains a terminal escape sequence" in err
    assert "nothing was loaded" in err


# --------------------------------------------------------------------------- the federation server
@pytest.fixture(scope="module")
def fed(postgres: PostgresServer) -> Iterator[Fed]:  # noqa: F811
    f = federation(postgres, "outside_text")
    ctrl = ClubController.open(f.secretary_url("Pretoria"))
    try:
        a = ctrl.players.add("Pam Pretoria", "8k").id
        b = ctrl.players.add("Piet Pretoria", "9k").id
        ctrl.games.enter(GameInput(date(2026, 1, 13), a, b, Result.BLACK))
    finally:
        ctrl.close()
    yield f


def test_a_name_inserted_with_psql_is_printed_escaped(fed: Fed) -> None:
    import psycopg

    with psycopg.connect(fed.conninfo("postgres", fed.server.password), autocommit=True) as con:
        # as before the server refused such text: no CHECK, no trigger in the way (the superuser's own session)
        con.execute("""DO $$ DECLARE r record; BEGIN
                         FOR r IN SELECT conname FROM pg_constraint WHERE conrelid = 'players'::regclass AND contype = 'c'
                         LOOP EXECUTE format('ALTER TABLE players DROP CONSTRAINT %I', r.conname); END LOOP; END $$""")
        con.execute("SET session_replication_role = replica")
        con.execute("UPDATE players SET name = %s WHERE name = 'Pam Pretoria'", (EVIL,))
    url = fed.secretary_url("Pretoria")
    for args in (["players"], ["standings"], ["standings", "--format", "csv"], ["games"], ["history", "Piet Pretoria"]):
        code, out, err = _cli(*args, "--db", url)
        assert code == 0, (args, err)
        assert _clean(out) and _clean(err) and "Evil\\x1b[2J" in out, args
    code, out, _err = _cli("standings", "--format", "json", "--db", url)
    assert _clean(out) and EVIL in {r["name"] for r in json.loads(out)}


def test_a_club_file_with_an_old_escape_is_not_pushed(fed: Fed, tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    ctrl = ClubController.create(path, "sagc", "Old Club")
    try:
        ctrl.players.add("Tom Old", "10k")
    finally:
        ctrl.close()
    _store_raw_name(path, "Tom Old", "Tom\x1b[31mOld")
    code, _out, err = _cli("federation", "push", path, "--club", "Cape Town", "--db", fed.officer_url)
    assert code == 1 and _clean(err)
    assert "the name contains a terminal escape sequence; nothing was pushed" in err
