"""Issues 14 and 29: a club file's standings built before the controller's SQLAlchemy is imported.

The window shows them read-only while the club is opened the usual way (controller/opening.py). They
must be the very rows the open club shows, for every system (FESA too) and with federation IDs and list
ratings, and nothing when the file's snapshot cannot be trusted as it is: a game inserted behind the
program's back, no snapshot. Real club files, made by the real controller.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest

from clubrater.controller import snapshot
from clubrater.controller.demo import create_demo_club
from clubrater.controller.opening import Opening, QuickStandings
from clubrater.controller.session import ClubController

TODAY = date(2025, 3, 4)


def _club(tmp_path: Path, system: str, end: date = TODAY) -> Path:
    """The demo club's two years to `end`, with two players marked inactive, a newcomer with no games, an adjustment."""
    path = tmp_path / f"{system}.sqlite"
    ctrl = create_demo_club(path, system, end=end)
    try:
        players = ctrl.queries.players()
        ctrl.players.set_active(players[0].id, False)
        ctrl.players.set_active(players[5].id, False)
        if system == "fesa":
            ctrl.players.add("Newcomer Nomvula", None, grade=players[3].grade)
        else:
            ctrl.players.add("Newcomer Nomvula", "15k")
            ctrl.players.adjust(players[2].id, end - timedelta(days=50), rank="5k")
    finally:
        ctrl.close()
    return path


def _quick(path: Path, *, include_inactive: bool = False) -> QuickStandings | None:
    return Opening(path, locked=True).standings(TODAY, include_inactive=include_inactive)


def test_the_quick_standings_import_no_sqlalchemy(tmp_path: Path) -> None:
    path = _club(tmp_path, "egf")
    code = ("import sys, json, datetime, clubrater.ui.models, clubrater.ui.players_page\n"
            "from clubrater.controller.opening import Opening\n"
            "shown = Opening(sys.argv[1], locked=True).standings(datetime.date(2025, 3, 4))\n"
            "print(json.dumps([len(shown.table), sorted(m for m in sys.modules if m.startswith(('sqlalchemy', "
            "'alembic', 'psycopg', 'clubrater.store.database')))]))")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True)
    rows, imported = json.loads(out.stdout)
    assert rows > 20 and imported == []


@pytest.mark.parametrize("system", ["sagc", "egf", "egf2021", "fesa"])
def test_the_quick_rows_are_the_open_clubs_rows(tmp_path: Path, system: str) -> None:
    path = _club(tmp_path, system)
    shown = {inactive: _quick(path, include_inactive=inactive) for inactive in (False, True)}
    ctrl = ClubController.open(path, today=lambda: TODAY)
    try:
        for inactive, q in shown.items():
            assert q is not None
            table = ctrl.queries.standings_table(include_inactive=inactive)
            assert q.table == table
            assert (q.value_label, q.rank_title, q.club_name) == (ctrl.queries.value_label(),
                                                                  ctrl.queries.rank_title(), ctrl.club_name)
            assert (q.players, q.games, q.events) == (len(ctrl.queries.players()), len(ctrl.queries.games()),
                                                      len(ctrl.queries.events()))
            assert q.unlisted_hint == ("" if inactive else ctrl.queries.unlisted_hint())
            assert [q.format_value(v) for v in q.table.values] == [ctrl.queries.format_value(v) for v in table.values]
            assert q.links == ctrl.rating_lists.links()
        players = {p.name: p for p in ctrl.queries.players()}
        every, listed = shown[True], shown[False]
        assert every is not None and listed is not None
        assert "Newcomer Nomvula" in every.table.names  # a player with no games yet
        inactive_ids = {p.id for p in players.values() if not p.active}
        assert len(inactive_ids) == 2 and inactive_ids <= set(every.table.ids)
        assert not inactive_ids & set(listed.table.ids)  # marked inactive: off the list
        assert listed.table.listed == [True] * len(listed.table)
    finally:
        ctrl.close()


def test_a_game_inserted_behind_the_programs_back_gives_no_quick_rows(tmp_path: Path) -> None:
    path = _club(tmp_path, "sagc")
    assert _quick(path) is not None
    con = sqlite3.connect(path)
    with con:
        con.execute(
            "INSERT INTO games (seq, date, black_id, white_id, result, handicap, komi, game_type, event_id, klass, "
            "round, black_rank, white_rank, piece_handicap, note) "
            "SELECT seq + 100000, date, white_id, black_id, 'B', 0, 6.5, 'club', NULL, klass, NULL, NULL, NULL, "
            "piece_handicap, 'sqlite3' FROM games ORDER BY date DESC, seq DESC LIMIT 1")
    con.close()
    assert _quick(path) is None
    ctrl = ClubController.open(path, today=lambda: TODAY)  # the usual way rates it again, the new game counted
    ctrl.close()
    assert _quick(path) is not None  # and keeps a snapshot of the file as it now is


def test_no_snapshot_gives_no_quick_rows(tmp_path: Path) -> None:
    path = _club(tmp_path, "egf")
    con = sqlite3.connect(path)
    with con:
        con.execute("DELETE FROM rating_snapshot")
    con.close()
    assert _quick(path) is None


def test_a_write_ahead_log_with_content_is_read_in_a_transaction_not_as_it_is(tmp_path: Path) -> None:
    """`immutable` would miss what the log holds: the window's prefetch does not start, and the quick look reads
    the file in one read transaction instead (the log's change seen, and the snapshot then stale)."""
    path = _club(tmp_path, "sagc")
    con = sqlite3.connect(path)
    try:
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("PRAGMA wal_autocheckpoint=0")
        with con:
            con.execute("UPDATE players SET active = 0 WHERE id = (SELECT min(id) FROM players WHERE active = 1)")
        assert Path(f"{path}-wal").stat().st_size > 0
        assert snapshot.prefetch_file(path) is None  # the window does not even try: `immutable` would miss it
        assert _quick(path) is None  # the change is seen: the stamp no longer matches (a player's `active`)
    finally:
        con.close()


def test_federation_ids_and_list_ratings_show_in_the_quick_rows(tmp_path: Path) -> None:
    """Issue 29: the IDs and the list's rating are columns of the standings; the quick rows have them too."""
    path = _club(tmp_path, "egf")
    ctrl = ClubController.open(path, today=lambda: TODAY)
    try:
        players = ctrl.queries.players()
        ctrl.players.edit(players[1].id, egd_pin="12345678")
        con = sqlite3.connect(path)
        with con:
            con.execute("INSERT INTO federation_ratings (player_id, federation, rating, rank, list_date) "
                        "VALUES (?, 'egd', 2104.5, '2d', '2025-02-01')", (players[2].id,))
        con.close()
        links = ctrl.rating_lists.links()
    finally:
        ctrl.close()
    assert set(links) == {players[1].id, players[2].id}
    q = _quick(path)  # (IDs and list ratings are not rated: the snapshot still matches)
    assert q is not None and q.links == links
