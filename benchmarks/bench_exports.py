"""Export speed: a 100,000-game club to .xlsx in at most 15 s; the noticeboard PDF of 500 players in at most 2 s.

Run: .venv/bin/pytest benchmarks/bench_exports.py --benchmark-only --benchmark-enable -s -p no:cacheprovider
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402
import time  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from datetime import date, timedelta  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from clubrater.controller.printouts import ensure_qt_app  # noqa: E402
from clubrater.controller.session import ClubController  # noqa: E402
from clubrater.domain.model import GameType, Result  # noqa: E402
from clubrater.domain.ranks import rank_from_ordinal  # noqa: E402
from clubrater.domain.records import GameRow, ImportBatch, PlayerRow  # noqa: E402

PLAYERS = 500
GAMES = 100_000
XLSX_BUDGET_S = 15.0
PDF_BUDGET_S = 2.0
TODAY = date(2026, 6, 30)


@pytest.fixture(scope="module")
def big_club(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ClubController]:
    """500 players, 100,000 games over ten years (handicaps, komi, all types, some events and notes)."""
    rng = random.Random(2026)
    names = [f"{rng.choice('ABCDEFGHJKLMNPRSTVW')}{rng.choice('aeiou')}{rng.choice('lmnrst')}a Player {i:03d}"
             for i in range(PLAYERS)]  # fmt: skip
    players = [PlayerRow(n, rank_from_ordinal(rng.randrange(5, 36)), line=i + 2, club="Stb", country="ZA")
               for i, n in enumerate(names)]  # fmt: skip
    day0 = TODAY - timedelta(days=3650)
    games = []
    for i in range(GAMES):
        b, w = rng.sample(names, 2)
        h = rng.choice((0, 0, 0, 2, 3, 5))
        games.append(GameRow(day0 + timedelta(days=i * 3650 // GAMES), b, w, rng.choice((Result.BLACK, Result.WHITE)),
                             line=i + 2, handicap=h, komi=6.5 if h == 0 else 0.5, type=rng.choice(list(GameType)),
                             event=f"Cup {i // 2000}" if i % 50 == 0 else None, note="ok" if i % 97 == 0 else ""))  # fmt: skip
    t = time.perf_counter()
    ctrl = ClubController.create(tmp_path_factory.mktemp("big") / "big.sqlite", "sagc", "Big Club", today=lambda: TODAY)
    ctrl.imports.batch(ImportBatch(players=players, games=games, source="bench"))
    print(f"\nset-up: {PLAYERS} players and {GAMES:,} games imported in {time.perf_counter() - t:.1f} s")
    yield ctrl
    ctrl.close()


def test_export_100k_games_to_xlsx(benchmark, big_club: ClubController, tmp_path: Path) -> None:
    path = tmp_path / "big.xlsx"
    message = benchmark.pedantic(big_club.exports.workbook, args=(path,), rounds=3, iterations=1)
    worst = benchmark.stats.stats.max
    print(f"\n{message} {path.stat().st_size / 1e6:.1f} MB; worst of 3: {worst:.2f} s (budget {XLSX_BUDGET_S:.0f} s)")
    assert f"{GAMES} games" in message
    assert worst <= XLSX_BUDGET_S


def test_noticeboard_pdf_500_players(benchmark, big_club: ClubController, tmp_path: Path) -> None:
    ensure_qt_app()
    path = tmp_path / "board.pdf"
    pages = benchmark.pedantic(big_club.printouts.print_standings, args=(path,), rounds=5, iterations=1,
                               warmup_rounds=1)  # fmt: skip
    worst = benchmark.stats.stats.max
    listed = sum(1 for r in big_club.queries.standings() if r.listed)
    print(f"\nnoticeboard: {listed} players on {pages} pages; worst of 5: {worst:.2f} s (budget {PDF_BUDGET_S:.0f} s)")
    assert listed == PLAYERS
    assert worst <= PDF_BUDGET_S
