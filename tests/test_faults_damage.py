"""Silent damage is found: a flipped bit that SQLite's own integrity check misses.

Found by issue 19: single-bit flips in 5 of 40 tries changed stored games and players while
`PRAGMA integrity_check` still said "ok". Every record the secretary typed now has a checksum.
"""

from __future__ import annotations

import random
import shutil
import sqlite3
from datetime import date
from pathlib import Path

from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.records import GameInput
from clubrater.store import checksums, safety
from clubrater.store.backups import list_backups, take_backup
from tests.test_safety import make_club

TYPED = ("players", "events", "games", "adjustments")


def typed_state(path: Path) -> dict[str, list[tuple]] | None:
    """Every typed record, or None when SQLite cannot even read them back."""
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
        try:
            return {t: con.execute(f'SELECT * FROM "{t}" ORDER BY id').fetchall() for t in TYPED}
        finally:
            con.close()
    except sqlite3.Error:
        return None


def flip(path: Path, offset: int, bit: int) -> None:
    data = bytearray(path.read_bytes())
    data[offset] ^= 1 << bit
    path.write_bytes(bytes(data))


def club_with_notes(tmp_path: Path) -> Path:
    db = make_club(tmp_path / "club", games=400)
    ctrl = ClubController.open(db)
    a, b = ctrl.queries.find_player("Player 03").id, ctrl.queries.find_player("Player 04").id
    ctrl.games.enter(GameInput(date(2020, 5, 5), a, b, Result.BLACK, note="Marker-note-for-the-flip"))
    ctrl.close()
    return db


def test_a_flipped_bit_in_a_games_note_is_found_with_the_game_and_the_backup_to_go_back_to(tmp_path: Path) -> None:
    db = club_with_notes(tmp_path)
    good = take_backup(db, "manual")
    ctrl = ClubController.open(db)
    game = next(g for g in ctrl.queries.games() if g.note == "Marker-note-for-the-flip")
    ctrl.close()
    assert safety.full_check(db).ok

    data = db.read_bytes()
    flip(db, data.index(b"Marker-note") + 2, 0)  # "Marker" -> "Masker": a well-formed file with a wrong value
    assert safety.integrity_problems(db) == []  # SQLite's own check sees nothing
    result = safety.full_check(db)
    assert not result.ok
    assert [(m.table, m.rid) for m in result.mismatches] == [("games", game.id)]
    assert result.good_backup is not None and result.good_backup.path == good
    text = result.describe()
    assert f"game {game.id} does not match its checksum" in text and good.name in text

    copy = take_backup(db, "manual")  # a backup over silently damaged records says so in its name
    assert "damaged-records" in copy.name
    assert any(b.path == copy and "damaged-records" in b.reason for b in list_backups(db))


def test_single_bit_flips_that_integrity_check_misses_are_all_found(tmp_path: Path) -> None:
    db = club_with_notes(tmp_path)
    assert safety.full_check(db).ok
    before = typed_state(db)
    size = db.stat().st_size
    rng = random.Random(19)
    missed_by_sqlite = 0
    for n in range(300):
        trial = tmp_path / f"trial{n % 3}.sqlite"
        shutil.copyfile(db, trial)
        flip(trial, rng.randrange(100, size), rng.randrange(8))
        if safety.integrity_problems(trial):
            continue  # SQLite finds this one itself
        after = typed_state(trial)
        if after == before:
            continue  # the flip hit free space or something untyped
        missed_by_sqlite += 1
        result = safety.full_check(trial, remember=False)
        assert not result.ok, f"flip {n} changed typed records and nothing noticed"
    assert missed_by_sqlite >= 5  # the damage the issue saw happens here too, and every case was caught


def test_checksums_follow_every_change_the_program_makes(tmp_path: Path) -> None:
    db = make_club(tmp_path / "club", games=300)
    ctrl = ClubController.open(db)
    ids = {p.name: p.id for p in ctrl.queries.players()}
    ctrl.players.edit(ids["Player 02"], name="Renamed Player")
    ctrl.players.merge(ids["Player 01"], ids["Twin"])
    ctrl.games.delete([g.id for g in ctrl.queries.games()[:20]])
    ctrl.players.adjust(ids["Player 05"], date(2013, 5, 1), rank="1d")
    ctrl.settings.set_system("egf")
    ctrl.close()
    assert checksums.verify(db) == []
    con = sqlite3.connect(db)  # another program edits the file: its changes are summed at ClubRater's next write
    con.execute("UPDATE players SET note = 'edited elsewhere' WHERE id = ?", (ids["Player 06"],))
    con.commit()
    con.close()
    assert checksums.verify(db) == []
    ctrl = ClubController.open(db)
    ctrl.players.add("Newcomer", "20k")
    ctrl.close()
    assert checksums.verify(db) == [] and safety.full_check(db).ok


def test_clubrater_check_names_the_damaged_record_and_the_backup_to_restore(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    from clubrater.cli import run

    db = club_with_notes(tmp_path)
    good = take_backup(db, "manual")
    assert run(["check", "--db", str(db)]) == 0
    assert "is intact" in capsys.readouterr().out
    data = db.read_bytes()
    flip(db, data.index(b"Marker-note") + 2, 0)
    assert run(["check", "--db", str(db)]) == 1
    err = capsys.readouterr().err
    assert "does not match its checksum" in err and f"clubrater restore {good.name}" in err
    assert "Traceback" not in err
