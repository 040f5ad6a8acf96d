"""A player carries his FFG licence and AGA ID as he carries his EGD PIN (issue 30, point 17; left over from issue 20).

Taken from the kept lists (`player add --from-list`, `list sync --apply`) or typed (`--ffg`, `--aga`), they stay
through an edit, a merge and its undo (with the federation ratings stored beside them), a delete and its undo,
reopening the file and the workbook's export and import; `clubrater players` shows them.
"""

from __future__ import annotations

import io
import json
from datetime import date
from pathlib import Path

import pytest

from clubrater.cli import run
from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.records import GameInput
from tests.conftest import shared_path

TODAY = date(2025, 3, 4)
FFG_REF, AGA_REF, EGD_REF = "ffg:9682409", "aga:78739", "egd:05673406"


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    code = run([str(a) for a in args], out=out)
    return code, out.getvalue()


@pytest.fixture
def club(tmp_path: Path):
    ctrl = ClubController.create(tmp_path / "club.sqlite", "sagc", "Lists", today=lambda: TODAY)
    for name in ("ech_ffg_V3.txt", "TDListA.txt", "egd_allworld_lp.html"):
        ctrl.rating_lists.load(shared_path("fixtures", "rating-lists", name))
    yield ctrl
    ctrl.close()


def _ids(ctrl: ClubController, pid: int) -> tuple[str, str, str]:
    p = ctrl.queries.player(pid)
    return p.egd_pin, p.ffg_licence, p.aga_id


def test_players_from_the_lists_carry_their_ids_in_the_domain_and_after_reopening(club, tmp_path):
    ffg = club.rating_lists.add_player(FFG_REF).id
    aga = club.rating_lists.add_player(AGA_REF).id
    assert _ids(club, ffg) == ("", "9682409", "")
    assert _ids(club, aga) == ("", "", "78739")
    path = club.path
    club.close()
    again = ClubController.open(path)
    try:
        assert _ids(again, ffg) == ("", "9682409", "") and _ids(again, aga) == ("", "", "78739")
        assert again.rating_lists.links()[ffg].ids == {"ffg": "9682409"}
    finally:
        again.close()


def test_an_edit_and_a_merge_and_its_undo_keep_the_ids_and_the_federation_ratings(club):
    ffg = club.rating_lists.add_player(FFG_REF).id
    other = club.players.add("Duplicate Entry", "7k", aga_id="12345").id
    club.games.enter(GameInput(TODAY, other, club.players.add("Somebody Else", "7k").id, Result.BLACK, 0))
    club.players.edit(ffg, club="Paris")  # an edit of something else: the IDs stay
    assert _ids(club, ffg) == ("", "9682409", "")
    ratings = club.rating_lists.links()[ffg].ratings
    assert "ffg" in ratings
    merged = club.players.merge(other, ffg)  # the list's entry merged into the one with the game (outside `list`)
    assert ffg not in club.history.players and ffg not in club.rating_lists.links()
    club.players.unmerge(merged.record)
    assert _ids(club, ffg) == ("", "9682409", "") and _ids(club, other) == ("", "", "12345")
    assert club.rating_lists.links()[ffg].ratings == ratings  # the federation's rating is back with him
    path = club.path
    club.close()
    reopened = ClubController.open(path)  # what was put back is what is stored, not only what is in memory
    try:
        assert _ids(reopened, ffg) == ("", "9682409", "") and reopened.rating_lists.links()[ffg].ratings == ratings
    finally:
        reopened.close()


def test_a_delete_and_its_undo_keep_the_ids(club):
    pid = club.players.add("New Member", "12k", egd_pin="11111111", ffg_licence="2222222", aga_id="333").id
    player = club.queries.player(pid)
    club.players.delete(pid)
    club.players.restore(player)
    assert _ids(club, pid) == ("11111111", "2222222", "333")


def test_list_sync_apply_and_its_undo_update_the_player_in_memory(club):
    from clubrater.io.rating_lists import read_list_file

    entry = next(e for e in read_list_file(shared_path("fixtures", "rating-lists", "TDListA.txt")).entries
                 if e.ref == AGA_REF)
    pid = club.players.add(entry.name, "14k").id
    before = club.rating_lists.links_of([pid])
    report, _changes = club.rating_lists.sync("aga", apply=True)
    assert _ids(club, pid) == ("", "", "78739")  # the window's player objects see it at once
    club.rating_lists.restore_links(before)
    assert _ids(club, pid) == ("", "", "")


def test_the_workbook_keeps_the_ids_both_ways(club, tmp_path):
    club.rating_lists.add_player(FFG_REF)
    club.rating_lists.add_player(AGA_REF)
    club.players.add("Only Egd", "10k", egd_pin="12345678")
    out = tmp_path / "club.xlsx"
    club.exports.workbook(out)
    fresh = ClubController.create(tmp_path / "fresh.sqlite", "sagc", "Fresh", today=lambda: TODAY)
    try:
        fresh.imports.file("players", out)
        got = {p.name: (p.egd_pin, p.ffg_licence, p.aga_id) for p in fresh.queries.players()}
        want = {p.name: (p.egd_pin, p.ffg_licence, p.aga_id) for p in club.queries.players()}
        assert got == want and any(v[1] for v in got.values()) and any(v[2] for v in got.values())
    finally:
        fresh.close()


def test_clubrater_players_shows_the_ids(club, tmp_path):
    path = club.path
    plain = club.players.add("Plain Player", "10k").id
    club.close()
    code, out = cli("players", "--db", path)
    assert code == 0 and "ffg_licence" not in out and "aga_id" not in out  # nobody has one: no empty columns
    code, out = cli("players", "--db", path, "--format", "csv")
    assert out.splitlines()[0].endswith(",egd_pin,ffg_licence,aga_id")  # csv and json always have them
    code, out = cli("players", "--db", path, "--format", "json")
    assert json.loads(out)[0]["ffg_licence"] == "" and json.loads(out)[0]["aga_id"] == ""
    assert cli("player", "add", "--from-list", FFG_REF, "--db", path)[0] == 0
    code, out = cli("player", "edit", "Plain Player", "--aga", "4242", "--db", path)
    assert code == 0 and 'AGA ID (none) -> "4242"' in out, out
    code, out = cli("players", "--db", path)
    head = out.splitlines()[0].split()
    assert head[-2:] == ["ffg_licence", "aga_id"], head
    assert any(line.split()[-1] == "4242" for line in out.splitlines()[1:])
    assert any("9682409" in line.split() for line in out.splitlines()[1:])
    rows = json.loads(cli("players", "--db", path, "--format", "json")[1])
    assert {r["name"]: (r["ffg_licence"], r["aga_id"]) for r in rows}["Plain Player"] == ("", "4242")
    again = ClubController.open(path)
    try:
        assert _ids(again, plain) == ("", "", "4242")
    finally:
        again.close()
