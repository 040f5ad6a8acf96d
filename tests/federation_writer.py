"""One club's secretary entering games into a federation database, as a separate process (concurrency test, bench).

    python -m tests.federation_writer URL CLUB GAMES SEED [TOTAL [START_AT]]

Enters GAMES games one at a time through the controller (as the window's Enter does), between
its own club's players and the others' (tournament games), about one in five back-dated by up
to 60 days. Each game's note is "CLUB #n", so the test can tell every game was stored once.
With TOTAL it then waits (refreshing) until the database holds TOTAL games, and prints its own
standings, as it has them in memory after catching up, as JSON: {name: [rank, value, games]}.
TOTAL 0 skips that wait; START_AT (a time.time()) makes several writers begin entering together
(the benchmark), after each has opened the federation.
"""

from __future__ import annotations

import json
import random
import sys
import time
from datetime import date, timedelta


def main(argv: list[str]) -> int:
    from clubrater.controller.session import ClubController
    from clubrater.domain.model import Result
    from clubrater.domain.records import GameInput

    url, club, n, seed = argv[0], argv[1], int(argv[2]), int(argv[3])
    total = int(argv[4]) if len(argv) > 4 and int(argv[4]) else None
    start_at = float(argv[5]) if len(argv) > 5 else None
    rng = random.Random(seed)
    ctrl = ClubController.open(url)
    mine_id = ctrl.federation.mine()
    assert mine_id is not None, "the writer is a club's secretary"
    mine = [p for p in ctrl.history.players if ctrl.home_club.get(p) == mine_id.id]
    everyone = list(ctrl.history.players)
    start = date(2025, 1, 1)
    day = 0
    if start_at is not None:
        time.sleep(max(0.0, start_at - time.time()))
    started = time.perf_counter()
    for i in range(1, n + 1):
        black = rng.choice(mine)
        white = rng.choice([p for p in everyone if p != black])
        if rng.random() < 0.2:
            on = start + timedelta(days=max(0, day - rng.randint(1, 60)))  # back-dated
        else:
            day += rng.randint(0, 1)
            on = start + timedelta(days=day)
        colours = (black, white) if rng.random() < 0.5 else (white, black)
        ctrl.games.enter(GameInput(on, colours[0], colours[1], rng.choice([Result.BLACK, Result.WHITE]),
                                   note=f"{club} #{i}"))
    took = time.perf_counter() - started
    print(json.dumps({"club": club, "games": n, "seconds": took, "began": start_at or 0.0, "ended": time.time()}),
          file=sys.stderr)
    if total is not None:
        deadline = time.monotonic() + 300
        while len(ctrl.history.games) < total and time.monotonic() < deadline:
            time.sleep(0.2)
            ctrl.refresh()
        rows = {r.name: [r.rank_label, r.value, r.games] for r in ctrl.queries.standings(include_inactive=True)}
        print(json.dumps(rows))
    ctrl.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
