"""The `clubrater` command as scripts and the checkers use it (interchange.md)."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest

from clubrater.cli import run
from clubrater.domain.ranks import rank_from_ordinal
from tests import sagc_reference as ref


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    code = run([str(a) for a in args], out=out)
    return code, out.getvalue()


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def club(tmp_path: Path) -> Path:
    db = tmp_path / "club.sqlite"
    assert cli("init", "--system", "sagc", "--club", "Stellenbosch", "--db", db)[0] == 0
    players = write(tmp_path / "players.csv", "name,rank,index\nAlice,10k,200\nBob,7 kyu,-50\nCarol,25K,0\nDave,28k,\n")
    assert cli("--db", db, "import", "players", players)[0] == 0
    return db


def standings(db: Path, *extra: str) -> list[dict]:
    code, out = cli("standings", "--db", db, "--format", "json", *extra)
    assert code == 0
    return json.loads(out)


def test_seed_examples_through_the_command_line(club: Path, tmp_path: Path) -> None:
    games = write(tmp_path / "games.csv", "date,black,white,result,handicap,komi,type\n"
                  "2025-01-01,Alice,Bob,B,2,0.5,club\n2025-01-02,Dave,Carol,B,0,6.5,tournament\n")
    assert cli("--db", club, "import", "games", games)[0] == 0
    got = {r["name"]: (r["rank"], r["index"], r["games"], r["last_played"]) for r in standings(club)}
    assert got == {"Alice": ("10k", 699, 1, "2025-01-01"), "Bob": ("7k", -222, 1, "2025-01-01"),
                   "Carol": ("25k", -800, 1, "2025-01-02"), "Dave": ("27k", 0, 1, "2025-01-02")}
    code, out = cli("--db", club, "history", "alice", "--format", "json")
    (row,) = json.loads(out)
    assert (row["opponent"], row["opponent_rank"], row["colour"], row["handicap"], row["komi"], row["winner"],
            row["gsf"], row["change"], row["new_index"], row["new_rank"], row["date"]) == (
        "Bob", "7k", "B", 2, 0.5, "B", 1.0, 499, 699, "10k", "2025-01-01")
    code, out = cli("--db", club, "history", "Bob")
    assert code == 0 and "-172" in out and "-222" in out


def test_init_never_overwrites(club: Path) -> None:
    before = club.read_bytes()
    code, _ = cli("init", "--system", "egf", "--db", club)
    assert code != 0 and club.read_bytes() == before


BAD_ROWS = [
    ("2025-01-01,Alice,Zed,B", 'line 2: unknown player "Zed"'),
    ("2025-13-45,Alice,Bob,B", "line 2: 2025-13-45 does not exist: there is no month 13"),
    ("14/03/2025,Alice,Bob,B", 'line 2: date "14/03/2025"'),
    ("2025-01-01,Alice,Bob,Q", 'line 2: result "Q" is not B, W or J'),
    ("2025-01-01,Alice,alice,B", "line 2: same player on both sides"),
    ("2025-01-01,Alice,Bob,", "line 2: the result is empty"),
    (",Alice,Bob,B", "line 2: the date is empty"),
]


@pytest.mark.parametrize(("row", "message"), BAD_ROWS)
def test_bad_games_file_is_refused_whole(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture, row: str,
                                         message: str) -> None:
    bad = write(tmp_path / "bad.csv", f"date,black,white,result\n{row}\n2025-02-01,Alice,Bob,W\n")
    before = standings(club)
    code, _ = cli("--db", club, "import", "games", bad)
    err = capsys.readouterr().err
    assert code != 0 and message in err and "Traceback" not in err
    assert standings(club) == before


def test_bad_games_columns(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    bad = write(tmp_path / "bad.csv", "date,black,white,result,handicap,type,class,black_rank\n"
                "2025-01-01,Alice,Bob,B,12,club,A,\n2025-01-01,Alice,Bob,B,0,blitz,A,\n"
                "2025-01-01,Alice,Bob,B,0,club,E,\n2025-01-01,Alice,Bob,B,0,club,A,3x\n")
    code, _ = cli("--db", club, "import", "games", bad)
    err = capsys.readouterr().err
    assert code == 1
    for msg in ("line 2: handicap 12 is not between 0 and 9", 'line 3: type "blitz"', 'line 4: class "E"',
                'line 5: black rank: rank "3x"'):
        assert msg in err


def test_bad_players_file(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    bad = write(tmp_path / "p.csv", "name,rank,index\nEve,12q,0\nalice,3d,0\nFrank,5k,2000\nGina,,0\n")
    code, _ = cli("--db", club, "import", "players", bad)
    err = capsys.readouterr().err
    assert code == 1
    for msg in ('line 2: rank "12q"', 'line 3: player "alice" is already in the player list',
                "line 4: index 2000 is not between -999 and 999", "line 5: the rank is empty"):
        assert msg in err
    assert len(standings(club)) == 4


def test_file_without_header(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    bad = write(tmp_path / "g.csv", "2025-01-01,Alice,Bob,B\n")
    assert cli("--db", club, "import", "games", bad)[0] == 1
    err = capsys.readouterr().err
    assert "does not look like a games file" in err and "line 1 has 2025-01-01" in err


def test_no_traceback_from_the_real_command(tmp_path: Path) -> None:
    db = tmp_path / "nothing.sqlite"
    proc = subprocess.run([sys.executable, "-m", "clubrater.cli", "--db", str(db), "standings"], capture_output=True,
                          text=True)
    assert proc.returncode != 0 and "Traceback" not in proc.stderr and "no club database" in proc.stderr
    junk = write(tmp_path / "junk.sqlite", "this is not a database")
    proc = subprocess.run([sys.executable, "-m", "clubrater.cli", "--db", str(junk), "standings"], capture_output=True,
                          text=True)
    assert proc.returncode != 0 and "Traceback" not in proc.stderr and "not a ClubRater database" in proc.stderr
    assert junk.read_text() == "this is not a database"


@pytest.mark.parametrize("seed", range(3))
def test_random_club_history_matches_the_reference(tmp_path: Path, seed: int) -> None:
    """Games entered out of date order, all types, handicaps and komi, through init/import/standings."""
    rng = random.Random(seed)
    n = 15
    players = {f"Player {i}": (str(rank_from_ordinal(rng.randrange(0, 39))), rng.randrange(-999, 1000)) for i in range(n)}
    lines = ["name,rank,index"] + [f"{name},{rank},{idx}" for name, (rank, idx) in players.items()]
    games = []
    for k in range(300):
        b, w = rng.sample(list(players), 2)
        on = date(2024, 1, 1) + timedelta(days=rng.randrange(0, 90))
        games.append((on, k, b, w, rng.choice("BWJ"), rng.randrange(0, 10), rng.choice([6.5, 0.5, 7.5, -3.5, 16.0]),
                      rng.choice(["tournament", "club", "friendly", "free"])))
    db = tmp_path / "c.sqlite"
    write(tmp_path / "p.csv", "\n".join(lines) + "\n")
    write(tmp_path / "g.csv", "date,black,white,result,handicap,komi,type\n" + "\n".join(
        f"{g[0]},{g[2]},{g[3]},{g[4]},{g[5]},{g[6]},{g[7]}" for g in games) + "\n")
    assert cli("init", "--system", "sagc", "--db", db)[0] == 0
    assert cli("import", "players", tmp_path / "p.csv", "--db", db)[0] == 0
    # entered in two files, the second with older dates: replay order is by date, then entry order
    assert cli("import", "games", tmp_path / "g.csv", "--db", db)[0] == 0
    games.sort(key=lambda g: (g[0], g[1]))
    items = [{"kind": "game", "black": g[2], "white": g[3], "result": g[4], "handicap": g[5], "komi": g[6],
              "type": g[7]} for g in games]
    final, _ = ref.replay(players, items)
    got = {r["name"]: (r["rank"], r["index"]) for r in standings(db, "--all")}
    assert got == final


def test_egd_table_round_trip_through_the_command(tmp_path: Path) -> None:
    """import h9 -> rate -> export h9 -> import into a new club: the same games and the same ratings."""
    from tests.conftest import shared_path

    a, b = tmp_path / "a.sqlite", tmp_path / "b.sqlite"
    for db in (a, b):
        assert cli("init", "--system", "egf", "--db", db)[0] == 0
    assert cli("import", "h9", shared_path("fixtures", "egd", "juvisy.h9"), "--db", a)[0] == 0
    code, out = cli("export", "h9", "Tournoi de Juvisy", tmp_path / "juvisy-out.h9", "--db", a)
    assert code == 0, out
    assert cli("import", "h9", tmp_path / "juvisy-out.h9", "--db", b)[0] == 0
    first, second = standings(a, "--all"), standings(b, "--all")
    assert len(first) == 19
    assert {r["name"]: (r["rating"], r["games"]) for r in first} == {r["name"]: (r["rating"], r["games"]) for r in second}
    assert "Nemo André" in {r["name"] for r in first}


def test_a_command_does_not_write_under_an_open_window(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """The window holds the club's lock; import refuses, reading still works."""
    from clubrater.controller.files import acquire_lock as acquire

    games = write(tmp_path / "g.csv", "date,black,white,result\n2025-01-01,Alice,Bob,B\n")
    held = acquire(club)
    assert held is not None
    try:
        code, _ = cli("import", "games", games, "--db", club)
        assert code != 0 and "is open in ClubRater" in capsys.readouterr().err
        assert all(r["games"] == 0 for r in standings(club))
    finally:
        held.release()
    assert cli("import", "games", games, "--db", club)[0] == 0
    assert {r["name"]: r["games"] for r in standings(club)}["Alice"] == 1
