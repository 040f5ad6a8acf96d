"""A 1,000,000-game club both ways (issue 19, item 9): import and export, CSV and workbook, time and peak memory.

Whatever ClubRater writes it reads back, at any size: the games CSV it exports re-imports (no file-size
limit), the workbook goes on in "History (2)" past Excel's 1,048,576 rows and imports back whole, and
an import of 1,000,000 games stays under 1 GB. Each step is the real `clubrater` command in a process
of its own, so its peak memory (ru_maxrss) is its own. Slow (several minutes): `make bench` runs it.

Run: .venv/bin/pytest benchmarks/bench_million_io.py --benchmark-only --benchmark-enable -s -p no:cacheprovider
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
import zipfile
from pathlib import Path
from typing import Any

import openpyxl
import pytest

from benchmarks.bench_foundation import _club_history
from clubrater.io.csv_export import write_csv
from clubrater.io.tables import MAX_RATIO

PLAYERS = 5_000
GAMES = 1_000_000
IMPORT_BUDGET_MB = 1024  # issue 19: an import of 1,000,000 games under 1 GB
GAME_COLUMNS = ["date", "black", "white", "result", "handicap", "komi", "type", "event", "class", "black_rank",
                "white_rank", "round", "note"]  # the export's columns (README, "Games file")  # fmt: skip

# The command in this process, then its own peak memory (MB) and wall time as JSON on the last line.
_WRAP = r"""
import json, resource, sys, time
from clubrater.cli import run
t = time.perf_counter()
rc = run(sys.argv[1:], out=open("/dev/null", "w"))
print(json.dumps({"rc": rc, "seconds": time.perf_counter() - t,
                  "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def _step(args: list[str | Path], cwd: Path) -> dict[str, Any]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, "-c", _WRAP, *map(str, args)], cwd=cwd, env=env, capture_output=True,
                       text=True, timeout=3600)  # fmt: skip
    assert r.returncode == 0, r.stderr[-3000:]
    figures: dict[str, Any] = json.loads(r.stdout.strip().splitlines()[-1])
    figures["message"] = r.stderr.strip()
    return figures


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    """A club-like history (bench_foundation) as ClubRater's own files: players, and the games in the export's
    columns written by the export's CSV writer, so that `export FILE.csv` of the imported club gives it back."""
    folder = tmp_path_factory.mktemp("million_io")
    h = _club_history(PLAYERS, GAMES)
    players = folder / "players.csv"
    write_csv(players, ["name", "rank"], [(p.name, str(p.rank)) for p in h.players.values()])
    names = {p.id: p.name for p in h.players.values()}
    rows = [(g.date, names[g.black], names[g.white], g.result.value if g.result else None, g.handicap, g.komi,
             g.type.value, None, "A", None, None, None, None) for g in h.games]  # fmt: skip
    games = folder / "games.csv"
    write_csv(games, GAME_COLUMNS, rows)
    return folder, players, games


def _games_in(db: Path) -> int:
    con = sqlite3.connect(db)
    try:
        return int(con.execute("SELECT count(*) FROM games").fetchone()[0])
    finally:
        con.close()


def test_million_games_both_ways(benchmark, files: tuple[Path, Path, Path]) -> None:  # noqa: ANN001
    folder, players, games = files
    db, again = folder / "million.sqlite", folder / "again.sqlite"
    csv_out, book = folder / "exported.csv", folder / "exported.xlsx"
    steps: list[tuple[str, list[str | Path]]] = [
        ("", ["--db", db, "init", "--system", "sagc", "--club", "Million"]),
        ("", ["--db", db, "import", "players", players]),
        ("import 1,000,000 games (CSV)", ["--db", db, "import", "games", games]),
        ("export the games (CSV)", ["--db", db, "export", csv_out]),
        ("export the club workbook (xlsx)", ["--db", db, "export", book]),
        ("", ["--db", again, "init", "--system", "sagc", "--club", "Again"]),
        ("", ["--db", again, "import", "players", book]),
        ("import 1,000,000 games (the workbook)", ["--db", again, "import", "games", book]),
    ]
    results: list[tuple[str, dict[str, Any]]] = []

    def run_all() -> None:
        for label, args in steps:
            results.append((label, _step(args, folder)))

    t = time.perf_counter()
    benchmark.pedantic(run_all, rounds=1, iterations=1)
    with zipfile.ZipFile(book) as z:
        parts = z.infolist()
    wb = openpyxl.load_workbook(book, read_only=True)
    sheets = list(wb.sheetnames)
    wb.close()
    unpacked = sum(i.file_size for i in parts)
    ratio = max(i.file_size / max(i.compress_size, 1) for i in parts)
    print(f"\n1,000,000-game club both ways, each step a fresh `clubrater` process ({time.perf_counter() - t:.0f} s "
          f"in all); files: CSV {games.stat().st_size / 1e6:.0f} MB, workbook {book.stat().st_size / 1e6:.0f} MB "
          f"({unpacked / 1e6:.0f} MB unpacked; sheets {' + '.join(sheets)}; worst part {ratio:.1f}:1; the bomb guard "
          f"refuses over {MAX_RATIO}:1)")  # fmt: skip
    for label, fig in results:
        if label:
            budget = f"(budget {IMPORT_BUDGET_MB} MB)" if label.startswith("import") else "(no budget)"
            print(f"  {label:40s} {fig['seconds']:7.1f} s   peak {fig['peak_mb']:6.0f} MB {budget}")
    assert all(fig["rc"] == 0 for _label, fig in results), [fig["message"] for _label, fig in results]
    assert csv_out.read_bytes() == games.read_bytes()  # the export is the file that went in, byte for byte
    assert _games_in(db) == _games_in(again) == GAMES
    # 1,000,000 games fit one sheet; their 2,000,000 history rows go on in a second
    assert sheets == ["Standings", "Players", "Games", "History", "History (2)"] and ratio < MAX_RATIO
    for label, fig in results:
        if label.startswith("import"):
            assert fig["peak_mb"] < IMPORT_BUDGET_MB, (label, fig)
