"""CSV speed with the formula guard (issue 16): 100,000 games' rows written, and read back by the importer.

Run: .venv/bin/pytest benchmarks/bench_csv.py --benchmark-only --benchmark-enable -s -p no:cacheprovider
"""

from __future__ import annotations

import io
import random
from datetime import date, timedelta
from pathlib import Path

import pytest

from clubrater.io.csv_export import csv_lines, write_csv
from clubrater.io.tables import read_games

GAMES = 100_000
HEADER = ["date", "black", "white", "result", "handicap", "komi", "type", "event", "class", "black_rank",
          "white_rank", "round", "note"]  # the games file's columns (README)
WRITE_BUDGET_S = 5.0  # what a secretary would wait for a file of ten years of club games


def _rows() -> list[tuple]:  # type: ignore[type-arg]
    """Names with a few formula-looking ones among them, negative komi, notes: what the guard has to look at."""
    rng = random.Random(16)
    names = [f"Player {i:03d}" for i in range(496)] + ["-Kim-", "+1 Go Club", "=cmd()", "@home"]
    start = date(2016, 1, 1)
    rows = []
    for n in range(GAMES):
        b, w = rng.sample(names, 2)
        rows.append((start + timedelta(days=n // 30), b, w, rng.choice("BWJ"), rng.randrange(0, 4),
                     rng.choice((6.5, 0.5, -5.5)), "club", None, "A", None, None, 1 + n % 5,
                     rng.choice(("", "late entry", "-1+1"))))  # fmt: skip
    return rows


def test_write_100k_game_rows(benchmark: pytest.FixtureRequest) -> None:
    rows = _rows()
    n = benchmark.pedantic(lambda: csv_lines(io.StringIO(), HEADER, rows), rounds=3, iterations=1)
    assert n == GAMES
    assert benchmark.stats.stats.max < WRITE_BUDGET_S  # type: ignore[attr-defined]


def test_read_back_100k_game_rows(benchmark: pytest.FixtureRequest, tmp_path: Path) -> None:
    path = tmp_path / "games.csv"
    write_csv(path, HEADER, _rows())
    batch = benchmark.pedantic(lambda: read_games(path), rounds=3, iterations=1)
    assert len(batch.games) == GAMES and not batch.problems
    assert {g.black for g in batch.games} >= {"-Kim-", "+1 Go Club", "=cmd()", "@home"}
