"""Games of a file that are already in the club (issue 19 item 5: the window's import preview, `import --only-new`).

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
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Joined, Messages
from clubrater.domain.names import name_key
from clubrater.domain.records import GameRow


class OverlapMessages(Messages):
    """A file whose games are already in the club."""



def _key(day: object, black: int, white: int, result: object, handicap: int, komi: float | None,
         pieces: str) -> Hashable:  # fmt: skip
    return day, black, white, result, handicap, None if komi is None else round(komi * 2), pieces


class Overlap:
    """The club's stored games counted once, so a file read a chunk at a time is matched chunk by chunk.

    Each stored game accounts for one row: a row matched here is not matched again by a later chunk.
    """

    def __init__(self, club: ClubState) -> None:
        self._ids = {name_key(p.name): pid for pid, p in club.history.players.items()}
        self._stored = Counter(_key(g.date, g.black, g.white, g.result, g.handicap, g.komi, g.piece_handicap)
                               for g in club.history.games)  # fmt: skip

    def known(self, rows: Sequence[GameRow]) -> list[bool]:
        """For each row, whether that game is already stored in the club (True: leave it out)."""
        ids, stored = self._ids, self._stored
        out: list[bool] = []
        for row in rows:
            black, white = ids.get(name_key(row.black)), ids.get(name_key(row.white))
            if black is None or white is None or not stored:
                out.append(False)
                continue
            k = _key(row.date, black, white, row.result, row.handicap, row.komi, row.piece_handicap)
            if stored[k] > 0:
                stored[k] -= 1
                out.append(True)
            else:
                out.append(False)
        return out


def games_already_in(club: ClubState, rows: Sequence[GameRow]) -> list[bool]:
    """For each row of a file, whether that game is already stored in the club (True: leave it out)."""
    if not rows:
        return []
    return Overlap(club).known(rows)


SHOWN = 5  # games named in the refusal; the rest are counted


class PartlyImportedError(ClubRaterError):
    """Some of a file's games are already in the club: which ones (the first few by line), and what to do."""

    def __init__(self, name: str, total: int, known: Sequence[GameRow], count: int | None = None, *,
                 again: bool = True) -> None:  # fmt: skip
        """`known`: the file's games the club has, in file order (at least the first SHOWN); `count`: how many
        there are in all (default: len(known)), so a big file need not keep every one of them. `again`: whether
        --again would store them (not for a tournament whose event the club has with its games)."""
        count = len(known) if count is None else count
        self.count, self.total = count, total
        shown = Joined(", ", (OverlapMessages.tr("line {line} ({game})").format(line=g.line, game=describe(g))
                              for g in known[:SHOWN]))
        more = OverlapMessages.tr(" ... and {more} more").format(more=count - SHOWN) if count > SHOWN else ""
        if count >= total:
            what = (OverlapMessages.tr("all {total} of its games are already in the club: {shown}{more}. There is nothing "
                                       "new in it; use --again to store them a second time anyway.") if again else
                    OverlapMessages.tr("all {total} of its games are already in the club: {shown}{more}. There is nothing "
                                       "new in it.")).format(total=total, shown=shown, more=more)
        else:
            new = total - count
            what = (OverlapMessages.tr("{count} of its {total} games are already in the club: {shown}{more}. Use "
                                       "--only-new to import only the {new} new {games}, or --again to store all {total}.")
                    if again else
                    OverlapMessages.tr("{count} of its {total} games are already in the club: {shown}{more}. Use "
                                       "--only-new to import only the {new} new {games}.")).format(
                count=count, total=total, shown=shown, more=more, new=new,
                games=OverlapMessages.tr("game") if new == 1 else OverlapMessages.tr("games"))
        super().__init__(OverlapMessages.tr("{file} was not imported; nothing was stored: {what}").format(file=name, what=what))


def describe(g: GameRow) -> str:
    """'2025-03-04 Alice Abrahams - Bob Botha, B' (Black first), as the games file has it."""
    result = g.result.value if g.result is not None else "?"
    return f"{g.date.isoformat()} {g.black} - {g.white}, {result}"
