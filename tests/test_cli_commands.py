"""Every command of the window on the command line (issue 10): players, games, events, adjustments.

Through `clubrater.cli.run` on real club files, and the real `.venv/bin/clubrater` where the
exit status and stderr of the installed command matter. Numbers are seed 001's examples.
"""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from pathlib import Path

import pytest

from clubrater.cli import run


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    code = run([str(a) for a in args], out=out)
    return code, out.getvalue()


def ok(db: Path, *args: str | Path) -> str:
    code, out = cli("--db", db, *args)
    assert code == 0, f"{args} failed"
    return out


def refused(db: Path, capsys: pytest.CaptureFixture, *args: str | Path, status: int = 1) -> str:
    """The command is refused: the given status, nothing on stdout, one paragraph (one line) on stderr."""
    capsys.readouterr()
    code, out = cli("--db", db, *args)
    err = capsys.readouterr().err
    assert code == status, (code, err)
    assert out == "" and "Traceback" not in err
    assert err.startswith("clubrater: ") and err.count("\n") == 1, err
    return err


def standings(db: Path, *extra: str) -> list[dict]:
    return json.loads(ok(db, "standings", "--format", "json", *extra))


def games_rows(db: Path, *extra: str) -> list[dict]:
    return json.loads(ok(db, "games", "--format", "json", *extra))


def file_state(db: Path) -> list[tuple]:
    """Everything stored about players, games, events and adjustments, read straight from the file."""
    con = sqlite3.connect(db)
    try:
        return [con.execute(f"SELECT * FROM {t} ORDER BY id").fetchall()  # noqa: S608 - constant names
                for t in ("players", "games", "events", "adjustments")]
    finally:
        con.close()


@pytest.fixture
def club(tmp_path: Path) -> Path:
    """Seed 001's Alice (10k, index 200) and Bob (7k, index -50), plus Carol and Dave, in a SAGC club."""
    db = tmp_path / "club.sqlite"
    assert cli("init", "--system", "sagc", "--club", "Stellenbosch", "--db", db)[0] == 0
    for args in (["Alice", "--rank", "10k", "--index", "200"], ["Bob", "--rank", "7 kyu", "--index", "-50"],
                 ["Carol", "--rank", "25K"], ["Dave", "--rank", "28k"]):
        ok(db, "player", "add", *args)
    return db


# --------------------------------------------------------------------- players
def test_player_add_says_what_it_did_and_lists(club: Path) -> None:
    out = ok(club, "player", "add", "Sipho  Dlamini", "--rank", "12 kyu", "--club", "Soweto", "--country", "ZA",
             "--pin", "12345678", "--index", "-150")
    assert out == "Added Sipho Dlamini (12k, index -150) to the player list.\n"
    rows = {r["name"]: r for r in json.loads(ok(club, "players", "--format", "json"))}
    assert rows["Sipho Dlamini"] == {"name": "Sipho Dlamini", "rank": "12k", "index": -150, "games": 0,
                                     "last_played": None, "club": "Soweto", "country": "ZA", "egd_pin": "12345678",
                                     "ffg_licence": "", "aga_id": "", "active": True}
    assert list(rows) == ["Alice", "Bob", "Carol", "Dave", "Sipho Dlamini"]  # name order
    text = ok(club, "players").splitlines()
    assert text[0].split() == ["name", "rank", "index", "games", "club", "country", "egd_pin"]
    assert text[5].split() == ["Sipho", "Dlamini", "12k", "-150", "0", "Soweto", "ZA", "12345678"]
    got = list(csv.DictReader(io.StringIO(ok(club, "players", "--format", "csv"))))
    assert got[4] == {"name": "Sipho Dlamini", "rank": "12k", "index": "-150", "games": "0", "club": "Soweto",
                      "country": "ZA", "egd_pin": "12345678", "ffg_licence": "", "aga_id": ""}


def test_player_add_refusals(club: Path, capsys: pytest.CaptureFixture) -> None:
    before = file_state(club)
    assert 'Rank "12q" is not a rank' in refused(club, capsys, "player", "add", "Eve", "--rank", "12q")
    assert "needs a rank" in refused(club, capsys, "player", "add", "Eve")
    assert 'player "alice" is already in the player list' in refused(club, capsys, "player", "add", "alice", "--rank",
                                                                    "3d").lower()
    assert "between -999 and +999" in refused(club, capsys, "player", "add", "Eve", "--rank", "3k", "--index", "2000")
    assert '"1,5" is not a whole number' in refused(club, capsys, "player", "add", "Eve", "--rank", "3k",
                                                     "--index", "1,5")
    # --rating and --index together: the command line itself is wrong (status 2), still one paragraph
    err = refused(club, capsys, "player", "add", "Eve", "--rank", "3k", "--index", "1", "--rating", "900", status=2)
    assert "not allowed with argument" in err and "clubrater player add --help" in err
    assert file_state(club) == before


def test_unknown_player_says_did_you_mean(club: Path, capsys: pytest.CaptureFixture) -> None:
    err = refused(club, capsys, "history", "Alcie")
    assert '"Alcie" is not in the player list. Did you mean "Alice"?' in err
    err = refused(club, capsys, "game", "add", "2025-01-01", "Alice", "Zed", "B")
    assert '"Zed" is not in the player list.' in err and "Did you mean" not in err


def test_player_edit_renames_and_rerates(club: Path, capsys: pytest.CaptureFixture) -> None:
    ok(club, "game", "add", "2025-01-01", "Alice", "Bob", "B", "--handicap", "2", "--komi", "0.5")
    out = ok(club, "player", "edit", "alice", "--name", "Alice Smith", "--club", "Durban")
    assert out == 'Changed Alice: name "Alice" -> "Alice Smith"; club (none) -> "Durban".\n'
    # a new starting index is where Alice's history starts: her game is rated again from there
    out = ok(club, "player", "edit", "Alice Smith", "--index", "0")
    assert "starting index 200 -> 0" in out and "Alice Smith now stands at 10k, index 499 (was 10k, index 699)" in out
    assert {r["name"]: r["index"] for r in standings(club)}["Alice Smith"] == 499
    assert "Say what to change" in refused(club, capsys, "player", "edit", "Bob")
    assert "already in the player list" in refused(club, capsys, "player", "edit", "Bob", "--name", "carol")


def test_merge_moves_the_games(club: Path, capsys: pytest.CaptureFixture) -> None:
    ok(club, "game", "add", "2025-01-01", "Alice", "Bob", "B", "--handicap", "2", "--komi", "0.5")
    ok(club, "player", "add", "Bobby", "--rank", "7k")
    ok(club, "game", "add", "2025-01-05", "Carol", "Bobby", "W")
    out = ok(club, "player", "merge", "Bob", "bobby")
    assert out.startswith("Merged Bobby into Bob: 1 game moved, and Bobby left the player list. Bob now stands at ")
    assert [g["white"] for g in games_rows(club, "--player", "Bob")] == ["Bob", "Bob"]
    assert "Bobby" not in {p["name"] for p in json.loads(ok(club, "players", "--all", "--format", "json"))}
    before = file_state(club)
    err = refused(club, capsys, "player", "merge", "Bob", "BOB")
    assert "cannot be merged with himself" in err
    err = refused(club, capsys, "player", "merge", "Alice", "Bob")
    assert "played each other, so they are two people" in err
    assert file_state(club) == before


def test_inactive_and_active(club: Path) -> None:
    assert ok(club, "player", "inactive", "Dave") == ("Dave is now inactive: kept with all games, but left off the "
                                                     "standings.\n")
    assert "Dave" not in {r["name"] for r in standings(club)}
    assert {r["name"]: r["listed"] for r in standings(club, "--all")}["Dave"] is False
    assert "Dave" not in ok(club, "players") and "Dave" in ok(club, "players", "--all")
    assert ok(club, "player", "inactive", "Dave") == "Dave is already inactive; nothing changed.\n"
    assert ok(club, "player", "active", "dave") == "Dave is now active and back on the standings.\n"
    assert "Dave" in {r["name"] for r in standings(club)}


# --------------------------------------------------------------------- games
def test_game_add_prints_its_number_and_both_changes(club: Path) -> None:
    """Seed 001: Alice 10k (200) beats Bob 7k (-50) taking two stones: +499 and -172."""
    out = ok(club, "game", "add", "2025-01-01", "Alice", "Bob", "B", "--handicap", "2", "--komi", "0.5")
    game_id = games_rows(club)[0]["id"]
    assert out.splitlines() == [
        f"Entered game {game_id}: 2025-01-01, Alice (B) - Bob (W), Black won, handicap 2, komi 0.5, club game.",
        "  Alice: 10k 200 -> 10k 699 (+499)",
        "  Bob: 7k -50 -> 7k -222 (-172)",
    ]
    out = ok(club, "game", "add", "2025-01-02", "Dave", "Carol", "B", "--type", "tournament")
    assert "komi 6.5, tournament game" in out and "Dave: 28k 0 -> 27k 0" in out  # seed 001: Dave promoted


def test_game_add_refusals(club: Path, capsys: pytest.CaptureFixture) -> None:
    before = file_state(club)
    err = refused(club, capsys, "game", "add", "2026-11-31", "Alice", "Bob", "B")
    assert 'The date "2026-11-31" does not exist: November 2026 has 30 days.' in err
    assert "February 2025 has 28 days" in refused(club, capsys, "game", "add", "2025-02-29", "Alice", "Bob", "B")
    assert "there is no month 13" in refused(club, capsys, "game", "add", "2025-13-01", "Alice", "Bob", "B")
    err = refused(club, capsys, "game", "add", "14/03/2025", "Alice", "Bob", "B")
    assert 'The date "14/03/2025" is not a date; write it as YYYY-MM-DD' in err
    assert 'The result "Q" is not B' in refused(club, capsys, "game", "add", "2025-01-01", "Alice", "Bob", "Q")
    assert "same player is on both sides" in refused(club, capsys, "game", "add", "2025-01-01", "Alice", "alice", "B")
    assert "Handicap 12 is not between 0 and 9" in refused(club, capsys, "game", "add", "2025-01-01", "Alice", "Bob",
                                                           "B", "--handicap", "12")
    assert 'no event called "Cape Open"' in refused(club, capsys, "game", "add", "2025-01-01", "Alice", "Bob", "B",
                                                     "--event", "Cape Open")
    assert "this club plays Go" in refused(club, capsys, "game", "add", "2025-01-01", "Alice", "Bob", "B",
                                           "--pieces", "rook")
    assert file_state(club) == before


def test_games_lists_and_filters(club: Path, capsys: pytest.CaptureFixture) -> None:
    ok(club, "event", "add", "Cape Open", "--start", "2025-02-01", "--end", "2025-02-02")
    ok(club, "game", "add", "2025-03-01", "Alice", "Bob", "W")
    ok(club, "game", "add", "2025-01-01", "Carol", "Dave", "B")  # entered later, played earlier
    ok(club, "game", "add", "2025-02-01", "Alice", "Carol", "J", "--event", "cape open", "--note", "round 1")
    rows = games_rows(club)
    assert [(r["date"], r["black"], r["white"], r["result"]) for r in rows] == [
        ("2025-01-01", "Carol", "Dave", "B"), ("2025-02-01", "Alice", "Carol", "J"), ("2025-03-01", "Alice", "Bob", "W")]
    assert rows[1]["event"] == "Cape Open" and rows[1]["note"] == "round 1" and rows[1]["komi"] == 6.5
    assert [r["date"] for r in games_rows(club, "--player", "carol")] == ["2025-01-01", "2025-02-01"]
    assert [r["date"] for r in games_rows(club, "--event", "Cape Open")] == ["2025-02-01"]
    assert [r["date"] for r in games_rows(club, "--from", "2025-02-01", "--to", "2025-02-28")] == ["2025-02-01"]
    assert games_rows(club, "--player", "Dave", "--from", "2025-01-02") == []
    got = list(csv.DictReader(io.StringIO(ok(club, "games", "--format", "csv"))))
    assert [(r["id"], r["date"], r["event"]) for r in got] == [(str(r["id"]), r["date"], r["event"]) for r in rows]
    assert "after --to" in refused(club, capsys, "games", "--from", "2025-03-01", "--to", "2025-01-01")
    assert "does not exist" in refused(club, capsys, "games", "--to", "2025-04-31")


def test_game_edit_and_delete_rerate(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    ok(club, "game", "add", "2025-01-01", "Alice", "Bob", "W", "--handicap", "2", "--komi", "0.5")
    ok(club, "game", "add", "2025-01-02", "Dave", "Carol", "B", "--type", "tournament")
    first = games_rows(club)[0]["id"]
    out = ok(club, "game", "edit", str(first), "--result", "B")
    assert out.splitlines() == [
        f"Changed game {first}: was 2025-01-01, Alice (B) - Bob (W), White won, handicap 2, komi 0.5, club game; "
        "now 2025-01-01, Alice (B) - Bob (W), Black won, handicap 2, komi 0.5, club game.",
        "  Alice: 10k 200 -> 10k 699 (+499)", "  Bob: 7k -50 -> 7k -222 (-172)"]
    # the same club entered right the first time gives the same list
    fresh = tmp_path / "fresh.sqlite"
    cli("init", "--system", "sagc", "--club", "Stellenbosch", "--db", fresh)
    for args in (["Alice", "--rank", "10k", "--index", "200"], ["Bob", "--rank", "7k", "--index", "-50"],
                 ["Carol", "--rank", "25k"], ["Dave", "--rank", "28k"]):
        ok(fresh, "player", "add", *args)
    ok(fresh, "game", "add", "2025-01-01", "Alice", "Bob", "B", "--handicap", "2", "--komi", "0.5")
    ok(fresh, "game", "add", "2025-01-02", "Dave", "Carol", "B", "--type", "tournament")
    assert standings(club) == standings(fresh)
    # a changed handicap without --komi takes the usual komi for it
    assert "handicap 3, komi 0.5" in ok(club, "game", "edit", str(first), "--handicap", "3")
    assert "komi 6.5" in ok(club, "game", "edit", str(first), "--handicap", "0")
    out = ok(club, "game", "delete", str(first))
    assert out.startswith(f"Deleted game {first}: 2025-01-01, Alice (B) - Bob (W), Black won, komi 6.5, club game.")
    assert "  Alice now stands at 10k, index 200." in out
    assert {r["name"]: (r["index"], r["games"]) for r in standings(club)}["Bob"] == (-50, 0)
    assert "There is no game number 999" in refused(club, capsys, "game", "delete", "999")
    assert "is not a whole number" in refused(club, capsys, "game", "delete", "one")
    assert "Say what to change" in refused(club, capsys, "game", "edit", str(games_rows(club)[0]["id"]))


# --------------------------------------------------------------------- adjustments
def test_adjust_sets_rank_and_index(club: Path, capsys: pytest.CaptureFixture) -> None:
    ok(club, "game", "add", "2025-01-01", "Alice", "Bob", "B", "--handicap", "2", "--komi", "0.5")
    out = ok(club, "adjust", "Alice", "--rank", "8k", "--index", "0", "--date", "2025-02-01", "--note", "AGM")
    assert out.splitlines() == ["Adjusted Alice on 2025-02-01: 10k 699 -> 8k 0.",
                                "Alice now stands at 8k, index 0 (was 10k, index 699)."]
    hist = json.loads(ok(club, "history", "Alice", "--format", "json"))
    assert [(h["kind"], h["date"], h["new_rank"], h["new_index"]) for h in hist] == [
        ("game", "2025-01-01", "10k", 699), ("adjustment", "2025-02-01", "8k", 0)]
    assert "adjustment: AGM" in hist[1]["comments"]
    before = file_state(club)
    assert "sets a rank" in refused(club, capsys, "adjust", "Alice", "--date", "2025-02-02")
    assert "does not exist" in refused(club, capsys, "adjust", "Alice", "--index", "5", "--date", "2025-06-31")
    assert "between -999 and +999" in refused(club, capsys, "adjust", "Alice", "--index", "1000")
    assert refused(club, capsys, "adjust", "Alice", "--index", "1", "--rating", "900", status=2)
    assert file_state(club) == before


# --------------------------------------------------------------------- events
def test_events(club: Path, capsys: pytest.CaptureFixture) -> None:
    out = ok(club, "event", "add", "Cape Open 2025", "--start", "2025-03-14", "--end", "2025-03-16", "--class", "B",
             "--rounds", "5")
    assert out == "Added the event Cape Open 2025 (2025-03-14 to 2025-03-16, class B, 5 rounds).\n"
    ok(club, "event", "add", "Friday league", "--unrated")
    ok(club, "game", "add", "2025-03-14", "Alice", "Bob", "B", "--event", "Cape Open 2025")
    got = json.loads(ok(club, "events", "--format", "json"))
    assert [(e["name"], e["start"], e["end"], e["class"], e["rounds"], e["rated"], e["games"]) for e in got] == [
        ("Friday league", None, None, "A", None, False, 0),
        ("Cape Open 2025", "2025-03-14", "2025-03-16", "B", 5, True, 1)]
    before = file_state(club)
    err = refused(club, capsys, "event", "delete", "cape open 2025")
    assert '"Cape Open 2025" still has 1 game; delete them or move them' in err
    assert "already an event called" in refused(club, capsys, "event", "add", "friday LEAGUE")
    assert 'Did you mean "Cape Open 2025"?' in refused(club, capsys, "event", "delete", "Cape Opn 2025")
    assert "does not exist" in refused(club, capsys, "event", "add", "Spring", "--start", "2025-04-31")
    assert "before it starts" in refused(club, capsys, "event", "add", "Spring", "--start", "2025-04-03", "--end",
                                         "2025-04-01")
    assert "is not one of" not in refused(club, capsys, "event", "add", "Spring", "--class", "E", status=2)
    assert file_state(club) == before
    assert ok(club, "event", "delete", "Friday league") == "Deleted the event Friday league.\n"
    out = ok(club, "event", "edit", "Cape Open 2025", "--name", "Cape Open", "--class", "A")
    assert out == ("Changed the event Cape Open 2025 (now called Cape Open): was 2025-03-14 to 2025-03-16, class B, "
                   "5 rounds; now 2025-03-14 to 2025-03-16, class A, 5 rounds.\n")
    assert [e["name"] for e in json.loads(ok(club, "events", "--format", "json"))] == ["Cape Open"]


# --------------------------------------------------------------------- the club file
def test_system_and_settings(club: Path) -> None:
    out = ok(club, "system", "egf")
    assert out == ("Stellenbosch now rates with EGF GoR (classic, 1998-2020) (was SAGC rank and index); every rating "
                   "was worked out again.\n")
    assert "rating" in standings(club, "--all")[0]
    out = ok(club, "settings", "--name", "Stellenbosch Go Club", "--komi", "7.5", "--type", "tournament")
    assert out.splitlines()[0] == ("Changed the club's name Stellenbosch Go Club, default komi 7.5, default game "
                                   "type tournament.")
    assert "komi 7.5, tournament game" in ok(club, "game", "add", "2025-01-01", "Alice", "Bob", "B")


def test_changes_wait_for_an_open_window(club: Path, capsys: pytest.CaptureFixture) -> None:
    """The window holds the club's lock: every change is refused, reading still works."""
    from clubrater.controller.files import acquire_lock as acquire

    held = acquire(club)
    assert held is not None
    try:
        before = file_state(club)
        for args in (["player", "add", "Eve", "--rank", "3k"], ["game", "add", "2025-01-01", "Alice", "Bob", "B"],
                     ["event", "add", "Spring"], ["adjust", "Alice", "--index", "1"], ["player", "inactive", "Dave"]):
            assert "is open in ClubRater" in refused(club, capsys, *args)
        assert file_state(club) == before
        assert len(standings(club)) == 4
    finally:
        held.release()
    ok(club, "player", "add", "Eve", "--rank", "3k")


def test_a_shogi_club_gives_grades_and_pieces(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    db = tmp_path / "shogi.sqlite"
    assert cli("init", "--system", "fesa", "--club", "Nekomado", "--db", db)[0] == 0
    ok(db, "player", "add", "Akira")  # a shogi player needs no Go rank
    ok(db, "player", "add", "Bea", "--grade", "1 Dan")
    out = ok(db, "game", "add", "2025-01-05", "Akira", "Bea", "W", "--pieces", "Rook")
    assert out.startswith("Entered game ") and ", Akira (B) - Bea (W), White won, rook handicap, club game.\n" in out
    assert "komi" not in out
    assert "no handicap stones (2); give the handicap pieces instead" in refused(
        db, capsys, "game", "add", "2025-01-06", "Akira", "Bea", "B", "--handicap", "2")
    assert 'not a shogi handicap' in refused(db, capsys, "game", "add", "2025-01-06", "Akira", "Bea", "B",
                                             "--pieces", "queen")
    (row,) = games_rows(db)
    assert (row["pieces"], row["result"]) == ("rook", "W")
    assert ok(db, "games").splitlines()[0].split() == ["id", "date", "black", "white", "result", "pieces", "type",
                                                      "event", "note"]
    players = {p["name"]: p for p in json.loads(ok(db, "players", "--format", "json"))}
    assert players["Bea"]["prior_grade"] == "1 Dan" and players["Akira"]["games"] == 1
