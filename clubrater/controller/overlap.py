"""Games of a file that are already in the club (issue 19 item 5, the window's import preview).

A file imported before is refused by its fingerprint (controller/imported.py); a file that overlaps the
club only partly (last month's export with this month's games added, a tournament table sent twice with a
correction) has some games that are already stored. Those are found game by game: the same date, the same
two players (by name, as the import matches them), the same result, handicap, komi and shogi handicap. Each
stored game accounts for one row of the file, so a pair that really played twice that evening, stored
once, leaves the second row new.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence

from clubrater.controller.state import ClubState
from clubrater.domain.names import name_key
from clubrater.domain.records import GameRow


def _key(day: object, black: int, white: int, result: object, handicap: int, komi: float | None,
         pieces: str) -> Hashable:  # fmt: skip
    return day, black, white, result, handicap, None if komi is None else round(komi * 2), pieces


def games_already_in(club: ClubState, rows: Sequence[GameRow]) -> list[bool]:
    """For each row of a file, whether that game is already stored in the club (True: leave it out)."""
    if not rows:
        return []
    ids = {name_key(p.name): pid for pid, p in club.history.players.items()}
    stored = Counter(_key(g.date, g.black, g.white, g.result, g.handicap, g.komi, g.piece_handicap)
                     for g in club.history.games)  # fmt: skip
    known: list[bool] = []
    for row in rows:
        black, white = ids.get(name_key(row.black)), ids.get(name_key(row.white))
        if black is None or white is None:
            known.append(False)
            continue
        k = _key(row.date, black, white, row.result, row.handicap, row.komi, row.piece_handicap)
        if stored[k] > 0:
            stored[k] -= 1
            known.append(True)
        else:
            known.append(False)
    return known
