"""A file that overlaps the club partly, on the command line (issue 19 item 5).

Last month's export with this month's games added, or a tournament table sent again after its last round:
some of its games are already in the club. `clubrater import` refuses such a file naming the games it
already has (the first five with their line numbers, "... and N more"), and stores nothing; `--only-new`
stores exactly the others, all or nothing; `--again` stores everything. The games are found as the window's
import preview finds them (controller/overlap.py). Every case goes through the command line: `clubrater.cli.run`
in this process, and once the real `clubrater` program in its own.
"""

from __future__ import annotations

import io
import json
import random
import re
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest

from clubrater.cli import run
from tests.conftest import shared_path
from tests.test_safety import db_state

PLAYERS = [("Alice Abrahams", "10k"), ("Bob Botha", "7k"), ("Carol Cele", "12k"), ("Dave Dube", "12k"),
           ("Eve Engelbrecht", "3k"), ("Frank Fourie", "15k"), ("Grace Gumede", "5k"), ("Hugo Human", "20k")]
HEADER = "date,black,white,result,handicap"


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    code = run([str(a) for a in args], out=out)
    return code, out.getvalue()


def evenings(n: int, seed: int, start: date) -> list[str]:
    """n games of club nights (a game's CSV line), several on each evening, handicaps from 0 to 3."""
    rng = random.Random(seed)
    names = [p for p, _ in PLAYERS]
    rows = []
    for i in range(n):
        black, white = rng.sample(names, 2)
        day = start + timedelta(days=7 * (i // 4))
        rows.append(f"{day.isoformat()},{black},{white},{rng.choice('BW')},{rng.choice('0000123')}")
    return rows


def write_csv(path: Path, rows: list[str]) -> Path:
    path.write_text("\n".join([HEADER, *rows]) + "\n", encoding="utf-8")
    return path


def new_club(path: Path, system: str = "sagc") -> Path:
    assert cli("init", "--system", system, "--db", path)[0] == 0
    if system == "sagc":
        players = path.with_name(path.stem + "-players.csv")
        players.write_text("name,rank\n" + "".join(f"{n},{r}\n" for n, r in PLAYERS), encoding="utf-8")
        assert cli("import", "players", players, "--db", path)[0] == 0
    return path


def games(db: Path) -> list[tuple]:
    code, out = cli("games", "--format", "json", "--db", db)
    assert code == 0
    return [(g["date"], g["black"], g["white"], g["result"], g["handicap"], g["komi"], g["event"])
            for g in json.loads(out)]


def standings(db: Path) -> list[dict]:
    code, out = cli("standings", "--all", "--format", "json", "--db", db)
    assert code == 0
    return json.loads(out)


def same_standings(a: list[dict], b: list[dict]) -> None:
    """Row by row the same players, ranks and game counts; ratings and indexes equal to rounding."""
    assert [(r["name"], r["rank"], r["games"]) for r in a] == [(r["name"], r["rank"], r["games"]) for r in b]
    for ra, rb in zip(a, b, strict=True):
        for key in ra.keys() - {"name", "rank", "games"}:
            if isinstance(ra[key], float):
                assert ra[key] == pytest.approx(rb[key], abs=1e-9), (ra["name"], key)
            else:
                assert ra[key] == rb[key], (ra["name"], key)


def lines_named(err: str) -> list[int]:
    return [int(n) for n in re.findall(r"line (\d+) \(", err)]


def test_a_partly_overlapping_csv_is_refused_naming_the_games_then_only_new_stores_exactly_the_new_ones(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = new_club(tmp_path / "club.sqlite")
    march = evenings(40, seed=1, start=date(2025, 3, 4))
    april = evenings(24, seed=2, start=date(2025, 4, 1))
    assert cli("import", "games", write_csv(tmp_path / "march.csv", march), "--db", db)[0] == 0
    # the export sent again a month later: the last 12 of March's games, then April's 24 (line 1 is the header)
    again_rows = march[28:] + april
    sent = write_csv(tmp_path / "march-april.csv", again_rows)
    before = db_state(db)
    capsys.readouterr()

    assert cli("import", "games", sent, "--db", db)[0] == 1
    err = capsys.readouterr().err
    assert "march-april.csv was not imported; nothing was stored" in err
    assert "12 of its 36 games are already in the club" in err
    assert lines_named(err) == [2, 3, 4, 5, 6]  # the first five, by their lines in the file
    first = march[28].split(",")
    assert f"line 2 ({first[0]} {first[1]} - {first[2]}, {first[3]})" in err
    assert "... and 7 more" in err and "import only the 24 new games, or --again to store all 36." in err
    assert db_state(db) == before  # nothing stored, nothing remembered

    code, out = cli("import", "games", sent, "--only-new", "--db", db)
    assert code == 0, capsys.readouterr().err
    assert "24 games (12 already in the club were left out)" in out
    stored = games(db)
    assert len(stored) == 64
    # exactly March and April, each game once: the same as a club that was given the two months once each
    replay = new_club(tmp_path / "replay.sqlite")
    assert cli("import", "games", write_csv(tmp_path / "both.csv", march + april), "--db", replay)[0] == 0
    assert stored == games(replay)
    same_standings(standings(db), standings(replay))

    # the same file a third time is refused by its content, as any file imported before
    capsys.readouterr()
    assert cli("import", "games", sent, "--only-new", "--db", db)[0] == 1
    assert "was already imported on" in capsys.readouterr().err
    assert len(games(db)) == 64


def test_a_pair_that_played_twice_in_an_evening_stored_once_leaves_the_second_game_new(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = new_club(tmp_path / "club.sqlite")
    game = "2025-03-04,Alice Abrahams,Bob Botha,W,0"
    assert cli("import", "games", write_csv(tmp_path / "one.csv", [game]), "--db", db)[0] == 0
    both = write_csv(tmp_path / "both.csv", [game, game, "2025-03-04,Bob Botha,Alice Abrahams,W,0"])
    capsys.readouterr()
    assert cli("import", "games", both, "--db", db)[0] == 1
    err = capsys.readouterr().err
    assert "1 of its 3 games are already in the club" in err and lines_named(err) == [2]
    assert "... and" not in err and "import only the 2 new games" in err
    assert cli("import", "games", both, "--only-new", "--db", db)[0] == 0
    assert [g[1:4] for g in games(db)] == [("Alice Abrahams", "Bob Botha", "W")] * 2 + [
        ("Bob Botha", "Alice Abrahams", "W")]


def test_a_file_without_overlap_imports_as_before_and_again_stores_everything(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = new_club(tmp_path / "club.sqlite")
    march = evenings(20, seed=3, start=date(2025, 3, 4))
    april = evenings(8, seed=4, start=date(2025, 4, 1))
    code, out = cli("import", "games", write_csv(tmp_path / "march.csv", march), "--db", db)
    assert code == 0 and out.strip() == "Imported 0 new players, 0 new events and 20 games."
    code, out = cli("import", "games", write_csv(tmp_path / "april.csv", april), "--db", db)
    assert code == 0 and out.strip() == "Imported 0 new players, 0 new events and 8 games."
    assert len(games(db)) == 28

    overlapping = write_csv(tmp_path / "again.csv", march[:5] + evenings(3, seed=5, start=date(2025, 5, 6)))
    code, out = cli("import", "games", overlapping, "--again", "--db", db)
    assert code == 0 and "8 games." in out and "left out" not in out  # --again: every game, those 5 twice
    assert len(games(db)) == 36

    capsys.readouterr()
    code, _ = cli("import", "games", overlapping, "--again", "--only-new", "--db", db)
    assert code == 2 and "not allowed with" in capsys.readouterr().err
    assert len(games(db)) == 36


def test_bad_rows_are_named_before_the_games_already_there(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = new_club(tmp_path / "club.sqlite")
    march = evenings(6, seed=6, start=date(2025, 3, 4))
    assert cli("import", "games", write_csv(tmp_path / "march.csv", march), "--db", db)[0] == 0
    bad = write_csv(tmp_path / "bad.csv", march + ["2025-04-01,Alice Abrahams,Zola Zulu,B,0"])
    before = db_state(db)
    capsys.readouterr()
    assert cli("import", "games", bad, "--only-new", "--db", db)[0] == 1
    err = capsys.readouterr().err
    assert 'line 8: unknown player "Zola Zulu"' in err and "already in the club" not in err
    assert db_state(db) == before


def without_last_round(table: Path, out: Path) -> Path:
    """The EGD table as the organiser sent it before the last round: each player's last round column cut off."""
    text = table.read_bytes().decode("latin-1")
    lines = [line if line.startswith(";") or not line.strip() else line.rstrip().rsplit(None, 1)[0]
             for line in text.splitlines()]
    out.write_bytes(("\n".join(lines) + "\n").encode("latin-1"))
    return out


def test_an_egd_table_sent_again_after_its_last_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    final = shared_path("fixtures", "egd", "juvisy.h9")
    early = without_last_round(final, tmp_path / "juvisy-3-rounds.h9")
    db = new_club(tmp_path / "club.sqlite", "egf")
    code, out = cli("import", "h9", early, "--db", db)
    assert code == 0 and "19 new players, 1 new events and 27 games" in out
    before = db_state(db)
    capsys.readouterr()

    assert cli("import", "h9", final, "--db", db)[0] == 1
    err = capsys.readouterr().err
    assert "juvisy.h9 was not imported; nothing was stored: 27 of its 36 games are already in the club" in err
    assert lines_named(err) == [12, 14, 16, 18, 19]  # the players' lines that list the first round's games
    assert "line 12 (2019-10-26 Daguenet Mathieu - Minieri Davide, W)" in err and "... and 22 more" in err
    assert "import only the 9 new games." in err
    assert "--again" not in err  # it would be refused: the club has the event with its games
    assert cli("import", "h9", final, "--again", "--db", db)[0] == 1
    assert "already in the club with its games" in capsys.readouterr().err
    assert db_state(db) == before

    code, out = cli("import", "h9", final, "--only-new", "--db", db)
    assert code == 0 and "0 new players, 0 new events and 9 games (27 already in the club were left out)" in out
    code, out = cli("events", "--format", "json", "--db", db)
    assert [e["name"] for e in json.loads(out)] == ["Tournoi de Juvisy"]  # the last round joined its event
    replay = new_club(tmp_path / "replay.sqlite", "egf")
    assert cli("import", "h9", final, "--db", replay)[0] == 0
    assert sorted(games(db)) == sorted(games(replay))
    same_standings(standings(db), standings(replay))


def test_the_real_program_refuses_in_one_paragraph_and_only_new_imports(tmp_path: Path) -> None:
    db = new_club(tmp_path / "club.sqlite")
    march = evenings(8, seed=7, start=date(2025, 3, 4))
    assert cli("import", "games", write_csv(tmp_path / "march.csv", march), "--db", db)[0] == 0
    sent = write_csv(tmp_path / "sent.csv", march[4:] + evenings(4, seed=8, start=date(2025, 4, 1)))

    def clubrater(*args: str | Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "clubrater.cli", *map(str, args), "--db", str(db)],
                              capture_output=True, text=True, timeout=120)

    refused = clubrater("import", "games", sent)
    assert refused.returncode == 1 and refused.stdout == ""
    assert len(refused.stderr.strip().splitlines()) == 1 and "Traceback" not in refused.stderr
    assert "4 of its 8 games are already in the club" in refused.stderr and lines_named(refused.stderr) == [2, 3, 4, 5]
    done = clubrater("import", "games", sent, "--only-new")
    assert done.returncode == 0, done.stderr
    assert "4 games (4 already in the club were left out)" in done.stdout
    assert len(games(db)) == 12


def test_a_fesa_folder_sent_again_with_nothing_new(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The FESA program's folder of a tournament already taken over, sent again with a line added at the end."""
    import shutil

    folder = shutil.copytree(shared_path("fixtures", "fesa", "13th_nekomadoken"), tmp_path / "13th")
    db = new_club(tmp_path / "club.sqlite", "fesa")
    assert cli("import", "fesa", folder, "--db", db)[0] == 0
    resent = shutil.copytree(folder, tmp_path / "13th again")
    with (resent / "turnering.txt").open("a", encoding="latin-1") as f:
        f.write("\n")  # another file by its content: the fingerprint does not know it
    before = db_state(db)
    capsys.readouterr()
    assert cli("import", "fesa", resent, "--db", db)[0] == 1
    err = capsys.readouterr().err
    assert "all 18 of its games are already in the club" in err and "There is nothing new in it." in err
    assert len(lines_named(err)) == 5 and "... and 13 more" in err
    assert db_state(db) == before
    code, out = cli("import", "fesa", resent, "--only-new", "--db", db)
    assert code == 0 and "0 new players, 0 new events and 0 games (18 already in the club were left out)" in out
    assert len(games(db)) == 18
