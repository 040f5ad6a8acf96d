"""Issue 29: every reading command says the same, byte for byte, whether the club was read from the ratings it
kept (controller/opening.py: plain sqlite3, no replay) or opened the usual way; and a kept snapshot that cannot
be trusted (stale, changed behind the program's back, tampered with) is never what a command or the window shows.

Each command runs on two copies of the same club file: once as the program runs it (the quick way, which the
test checks was taken) and once with the quick way refused (`Opening.quick` answering None), so the second is
the usual opening: SQLAlchemy, the integrity check, a full replay when the snapshot does not match. Random clubs
of every rating system, with events, adjustments, an inactive player, a newcomer, federation IDs and a list
rating; files written (CSV, workbook, h9, FESA's files, PDFs) are read back and compared.
"""

from __future__ import annotations

import io
import json
import random
import shutil
import sqlite3
import struct
import subprocess
import zlib
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from clubrater.cli import run
from clubrater.controller import opening
from clubrater.controller.demo import create_demo_club
from clubrater.controller.opening import Opening
from clubrater.controller.session import ClubController
from tests.test_snapshot import _build, insert_a_game_behind_the_programs_back

TODAY = date.today()  # what the command line rates with (the EGF inactivity rule, FESA's dates)


def _club(folder: Path, system: str, seed: int) -> Path:
    """A random club of `system`, closed (its snapshot kept), with the things a standings list shows besides."""
    folder.mkdir(parents=True, exist_ok=True)
    if system == "fesa":
        path = folder / "fesa.sqlite"
        ctrl = create_demo_club(path, "fesa", end=TODAY - timedelta(days=3), seed=seed)
    else:
        path = _build(folder, system, seed)
        ctrl = ClubController.open(path)
    try:
        rng = random.Random(seed)
        players = ctrl.queries.players()
        ctrl.players.set_active(rng.choice(players).id, False)
        if system == "fesa":
            ctrl.players.add("Newcomer Nomvula", None, grade=players[3].grade)
        else:
            ctrl.players.add("Newcomer Nomvula", "15k")
            ctrl.players.edit(players[1].id, egd_pin="12345678")
    finally:
        ctrl.close()
    if system != "fesa":
        con = sqlite3.connect(path)
        with con:  # a list rating, as `list sync --apply` keeps it
            con.execute("INSERT INTO federation_ratings (player_id, federation, rating, rank, list_date) "
                        "VALUES (?, 'egd', 2104.5, '2d', '2025-02-01')", (players[2].id,))
        con.close()
    _settle(path)
    return path


def _settle(path: Path) -> None:
    """The write-ahead log folded into the file, so a copy of the file alone is the whole club."""
    con = sqlite3.connect(path)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()


def _names(path: Path) -> dict[str, Any]:
    """Players, events and a few things to ask about, read from the file."""
    con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        players = [r[0] for r in con.execute(
            "SELECT p.name FROM players p JOIN games g ON p.id IN (g.black_id, g.white_id) "
            "GROUP BY p.id ORDER BY count(*) DESC, p.name")]
        events = [r[0] for r in con.execute("SELECT e.name FROM events e JOIN games g ON g.event_id = e.id "
                                            "GROUP BY e.id ORDER BY e.name")]
        (system,) = con.execute("SELECT system FROM club").fetchone()
        (adjusted,) = con.execute("SELECT p.name FROM players p JOIN adjustments a ON a.player_id = p.id "
                                  "UNION SELECT '' ORDER BY 1 DESC LIMIT 1").fetchone()
    finally:
        con.close()
    return {"players": players, "events": events, "system": system, "adjusted": adjusted}


def _commands(path: Path, out: Path) -> list[list[str]]:
    """Every reading command (and its formats) on this club; files go into `out`."""
    n = _names(path)
    busy, quiet, middle = n["players"][0], n["players"][-1], n["players"][len(n["players"]) // 2]
    other = {"sagc": "egf", "egf": "egf2021", "egf2021": "sagc", "fesa": "fesa"}[n["system"]]
    cmds: list[list[str]] = []
    for fmt in ("text", "csv", "json"):
        cmds += [["standings", "--format", fmt], ["standings", "--all", "--format", fmt],
                 ["players", "--format", fmt], ["players", "--all", "--format", fmt],
                 ["history", busy, "--format", fmt], ["games", "--format", fmt], ["events", "--format", fmt]]
    cmds += [["standings", "--system", other, "--format", "json"],
             ["history", quiet], ["history", middle, "--format", "json"], ["history", "Newcomer Nomvula"],
             ["games", "--player", middle, "--format", "json"], ["games", "--from", "2024-06-01", "--to", "2025-01-31"],
             ["whatif", busy], ["whatif", middle, "--format", "json"], ["whatif", quiet, "--against", busy],
             ["export", str(out / "club.csv")], ["export", str(out / "club.xlsx")],
             ["print", str(out / "standings.pdf")], ["report", busy, str(out / "report.pdf")]]
    if n["adjusted"]:
        cmds.append(["history", n["adjusted"], "--format", "csv"])
    if n["events"]:
        cmds.append(["games", "--event", n["events"][0], "--format", "csv"])
    if n["system"] == "fesa":
        cmds += [["export", "fesa-list", str(out / "all.txt")], ["export", "fesa-state", str(out / "ratingliste.txt")]]
        if n["events"]:
            cmds.append(["export", "fesa", n["events"][-1], str(out)])
    elif n["events"]:
        cmds += [["export", "h9", n["events"][0], str(out / "event.h9")],
                 ["whatif", busy, "--against", "3k", "--handicap", "2"]]
    if n["system"] == "sagc":
        cmds.append(["print", str(out / "lines.pdf"), "--promotion-lines"])
    return cmds


def _written(folder: Path) -> dict[str, Any]:
    """What the files a command wrote say: text files byte for byte, a workbook's cells, a PDF's text."""
    from openpyxl import load_workbook

    found: dict[str, Any] = {}
    for f in sorted(p for p in folder.rglob("*") if p.is_file()):
        key = str(f.relative_to(folder))
        if f.suffix == ".xlsx":
            book = load_workbook(f, read_only=True)
            found[key] = {ws.title: [list(r) for r in ws.iter_rows(values_only=True)] for ws in book.worksheets}
            book.close()
        elif f.suffix == ".pdf":
            found[key] = subprocess.run(["pdftotext", "-layout", str(f), "-"], capture_output=True, check=True).stdout
        else:
            found[key] = f.read_bytes()
    return found


class _Runs:
    """Runs a command line in this process and says which opening it took."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
        self.capsys = capsys
        self.monkeypatch = monkeypatch
        self.quick_taken: list[bool] = []
        real = Opening.quick

        def spy(opening_: Opening, **kw: Any) -> Any:
            got = real(opening_, **kw)
            self.quick_taken.append(got is not None)
            return got

        monkeypatch.setattr(Opening, "quick", spy)

    def __call__(self, db: Path, args: list[str], *, quick: bool = True) -> tuple[int, str, str]:
        self.quick_taken.clear()
        self.capsys.readouterr()
        out = io.StringIO()
        with self.monkeypatch.context() as m:
            if not quick:
                m.setattr(Opening, "quick", lambda self_, **kw: None)
            code = run(["--db", str(db), *args], out=out)
        err = self.capsys.readouterr().err
        return code, out.getvalue(), err


@pytest.fixture
def runs(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> Iterator[_Runs]:
    yield _Runs(monkeypatch, capsys)


def _both_ways(runs: _Runs, club: Path, tmp_path: Path, args_of: Any, *, expect_quick: bool) -> list[str]:
    """Each command on two copies of `club`: as run (quick when `expect_quick`) and the usual way; equal."""
    checked = []
    for k, args in enumerate(args_of(tmp_path / "x" / "out")):
        seen = {}
        for way in ("quick", "usual"):
            folder = tmp_path / f"{way}{k}"
            folder.mkdir()
            db = folder / club.name
            shutil.copyfile(club, db)
            out = folder / "out"
            out.mkdir()
            real_args = [a.replace(str(tmp_path / "x" / "out"), str(out)) for a in args]
            code, text, err = runs(db, real_args, quick=way == "quick")
            if way == "quick":
                assert runs.quick_taken == ([True] if expect_quick else [False]), (args, runs.quick_taken)
            seen[way] = (code, text.replace(str(out), "OUT").replace(str(folder), "DIR"),
                         err.replace(str(out), "OUT").replace(str(folder), "DIR"), _written(out))
        assert seen["quick"] == seen["usual"], args
        assert seen["quick"][0] == 0, (args, seen["quick"][2])
        checked.append(args[0])
    return checked


@pytest.mark.parametrize(("system", "seed"), [("sagc", 11), ("egf", 12), ("egf2021", 13), ("fesa", 14)])
def test_every_reading_command_says_the_same_either_way(runs: _Runs, tmp_path: Path, system: str, seed: int) -> None:
    club = _club(tmp_path / "club", system, seed)
    assert Opening(club).quick() is not None  # the club as kept: the quick way is open to it
    checked = _both_ways(runs, club, tmp_path, lambda out: _commands(club, out), expect_quick=True)
    assert {"standings", "players", "history", "games", "events", "whatif", "export", "print", "report"} <= set(checked)


def _stale(path: Path) -> None:
    insert_a_game_behind_the_programs_back(path)


def _result_changed(path: Path) -> None:
    con = sqlite3.connect(path)
    with con:
        con.execute("UPDATE games SET result = CASE result WHEN 'B' THEN 'W' ELSE 'B' END "
                    "WHERE id = (SELECT id FROM games WHERE result IN ('B', 'W') "
                    "ORDER BY game_type = 'tournament' DESC, date DESC LIMIT 1)")  # a rated game in every system
    con.close()


def _rank_changed(path: Path) -> None:
    con = sqlite3.connect(path)
    with con:
        con.execute("UPDATE players SET rank = '1d', grade = '1 Dan' WHERE id = "
                    "(SELECT black_id FROM games ORDER BY date DESC LIMIT 1)")
    con.close()


def _stamp_edited(path: Path) -> None:
    """The stamp made to name the data as it is now, over a snapshot of other data: another fingerprint."""
    con = sqlite3.connect(path)
    with con:
        (stamp,) = con.execute("SELECT stamp FROM rating_snapshot").fetchone()
        con.execute("UPDATE rating_snapshot SET stamp = ?", (stamp[:-6] + "000000",))
    con.close()


def _bytes_flipped(path: Path) -> None:
    con = sqlite3.connect(path)
    with con:
        (data,) = con.execute("SELECT data FROM rating_snapshot").fetchone()
        data = bytearray(data)
        for i in range(len(data) // 3, len(data) // 3 + 64):
            data[i] ^= 0x5A
        con.execute("UPDATE rating_snapshot SET data = ?", (bytes(data),))
    con.close()


def _truncated(path: Path) -> None:
    con = sqlite3.connect(path)
    with con:
        (data,) = con.execute("SELECT data FROM rating_snapshot").fetchone()
        con.execute("UPDATE rating_snapshot SET data = ?", (data[: len(data) // 2],))
    con.close()


def _forged(path: Path) -> None:
    """Everyone's final value raised by 100 in a snapshot packed again, its stamp kept as it was (the layout of
    controller/snapshot.py's FORMAT 5: the part counts and sizes, the head, then everyone's final state by column)."""
    from array import array

    con = sqlite3.connect(path)
    with con:
        data = con.execute("SELECT data FROM rating_snapshot").fetchone()[0]
        body = zlib.decompress(data[4:])  # after the stream's CRC
        (count,) = struct.unpack_from("<Q", body)
        sizes = struct.unpack_from(f"<{count}Q", body, 8)
        parts, pos = [], 8 * (count + 1)
        for size in sizes:
            parts.append(body[pos : pos + size])
            pos += size
        head = json.loads(parts[0])
        kind = head["final_columns"][1]["k"]  # the final states' second column: the value (rank, value, games, ...)
        assert kind in ("float", "int")
        a = array("d" if kind == "float" else "q")
        a.frombytes(parts[2])
        parts[2] = array(a.typecode, [x + 100 for x in a]).tobytes()
        packed = zlib.compress(struct.pack(f"<{count + 1}Q", count, *map(len, parts)) + b"".join(parts), 1)
        con.execute("UPDATE rating_snapshot SET data = ?", (struct.pack("<I", zlib.crc32(packed)) + packed,))
    con.close()


_UNTRUSTED = [("stale: a game inserted with sqlite3", _stale),
              ("a result changed with sqlite3", _result_changed),
              ("a player's rank changed with sqlite3", _rank_changed),
              ("tampered: the stamp edited", _stamp_edited),
              ("tampered: bytes of the snapshot changed", _bytes_flipped),
              ("tampered: the snapshot cut short", _truncated)]


@pytest.mark.parametrize(("why", "spoil"), _UNTRUSTED, ids=[w for w, _ in _UNTRUSTED])
@pytest.mark.parametrize("system", ["egf", "fesa"])
def test_a_snapshot_that_cannot_be_trusted_is_never_shown(runs: _Runs, tmp_path: Path, system: str, why: str,
                                                         spoil: Any) -> None:
    club = _club(tmp_path / "club", system, 21)
    kept = _standings_json(runs, club, tmp_path / "before")
    spoil(club)
    assert Opening(club).quick() is None, why
    assert Opening(club, locked=True).standings(TODAY) is None  # nor does the window paint it
    commands = [["standings", "--format", "json"], ["players", "--all", "--format", "csv"],
                ["history", _names(club)["players"][0], "--format", "json"], ["games", "--format", "csv"]]
    _both_ways(runs, club, tmp_path, lambda _out: commands, expect_quick=False)
    if spoil in (_stale, _result_changed, _rank_changed):  # the data changed: so do the standings
        assert _standings_json(runs, club, tmp_path / "after") != kept


def test_a_snapshot_forged_with_its_stamp_kept_is_never_shown(runs: _Runs, tmp_path: Path) -> None:
    club = _club(tmp_path / "club", "sagc", 22)
    kept = _standings_json(runs, club, tmp_path / "before")
    _forged(club)
    assert Opening(club).quick() is None
    assert _standings_json(runs, club, tmp_path / "after") == kept


def _standings_json(runs: _Runs, club: Path, folder: Path) -> list[dict]:
    folder.mkdir(parents=True)
    db = folder / club.name
    shutil.copyfile(club, db)
    code, text, _err = runs(db, ["standings", "--all", "--format", "json"])
    assert code == 0
    return json.loads(text)


def test_the_kept_lists_read_the_same_either_way(tmp_path: Path, capsys: pytest.CaptureFixture,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """`list find` and `list show` read the club file's kept lists with plain sqlite3 (store/quick.py)."""
    from clubrater.store.quick import QuickFile

    club = _club(tmp_path / "club", "egf", 31)
    lists = Path("/work/shared/fixtures/rating-lists")
    if not lists.is_dir():
        lists = Path(__file__).resolve().parent / "fixtures" / "rating-lists"
    for f in ("egd_allworld_lp.html", "ech_ffg_V3.txt", "TDListA.txt"):
        assert run(["--db", str(club), "list", "load", str(lists / f)], out=io.StringIO()) == 0
    _settle(club)
    opened: list[bool] = []
    real = QuickFile.try_open

    def spy(path: Path, **kw: Any) -> Any:
        got = real(path, **kw)
        opened.append(got is not None)
        return got

    monkeypatch.setattr(QuickFile, "try_open", staticmethod(spy))
    for args in (["list", "show"], ["list", "show", "--format", "json"], ["list", "find", "an"],
                 ["list", "find", "ma", "--format", "csv", "--limit", "7"], ["list", "find", "ffg:a"]):
        seen = []
        for quick in (True, False):
            opened.clear()
            with monkeypatch.context() as m:
                if not quick:
                    m.setattr(QuickFile, "try_open", staticmethod(lambda path, **kw: None))
                out = io.StringIO()
                code = run(["--db", str(club), *args], out=out)
            seen.append((code, out.getvalue(), capsys.readouterr().err))
            if quick:
                assert opened == [True], args
        assert seen[0] == seen[1], args
        assert seen[0][0] == 0 and seen[0][1], args


def test_the_quick_club_reads_the_file_in_one_state(tmp_path: Path) -> None:
    """A window writing beside a reading command: what the command reads is the file as it was when it began
    (one read transaction), not a mixture; the next command sees the change (the stamp then stale)."""
    club = _club(tmp_path / "club", "sagc", 41)
    ctrl = Opening(club).quick()
    assert ctrl is not None
    try:
        before = {p.id: p.name for p in ctrl.queries.players()}
        writer = sqlite3.connect(club)
        with writer:  # another program writes while the command reads
            writer.execute("UPDATE players SET name = name || ' Jr' WHERE id = ?", (min(before),))
            insert = "INSERT INTO games (seq, date, black_id, white_id, result, handicap, komi, game_type, klass) " \
                     "VALUES (?, ?, ?, ?, 'B', 0, 6.5, 'club', 'A')"
            writer.execute(insert, (999_999, "2026-01-01", min(before), max(before)))
        writer.close()
        games = ctrl.queries.games()  # read after the write, in the command's state of the file
        assert all(g.seq != 999_999 for g in games)
        assert {p.id: p.name for p in ctrl.queries.players()} == before
    finally:
        ctrl.close()
    assert Opening(club).quick() is None  # the next look sees the change: the snapshot no longer matches


def test_a_club_file_of_an_older_schema_opens_the_usual_way(tmp_path: Path) -> None:
    """The quick way reads files of this ClubRater's schema only; an older one is upgraded by the usual opening."""
    old = Path(__file__).resolve().parent / "fixtures" / "clubrater-0001.sqlite"
    if not old.exists():
        pytest.skip("no old-schema fixture")
    club = tmp_path / "old.sqlite"
    shutil.copyfile(old, club)
    assert Opening(club).quick() is None
    ctrl = opening.open_for_reading(club)
    try:
        assert not ctrl.quick and ctrl.queries.players()
    finally:
        ctrl.close()


def test_a_reading_command_leaves_the_file_and_its_folder_as_they_were(runs: _Runs, tmp_path: Path) -> None:
    """Read from its snapshot, the club file is not written, nor is anything left beside it (no -wal, no -shm,
    no backup): the connection's own files go with it, as ClubRater's other connections' do."""
    import hashlib

    club = _club(tmp_path / "club", "sagc", 51)
    shutil.rmtree(club.parent / "backups", ignore_errors=True)

    def seen() -> tuple[list[str], str, int]:
        return (sorted(p.name for p in club.parent.iterdir()), hashlib.sha256(club.read_bytes()).hexdigest(),
                club.stat().st_mtime_ns)

    before = seen()
    for args in (["standings"], ["history", _names(club)["players"][0]], ["games", "--format", "csv"], ["events"]):
        code, _out, err = runs(club, args)
        assert code == 0 and runs.quick_taken == [True], (args, err)
        assert seen() == before, args
