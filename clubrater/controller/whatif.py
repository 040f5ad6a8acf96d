"""What if: "what do I need to go up?" for one player of the open club (engines/whatif on the club's state).

`ctrl.whatif.ask(...)` gives issue 12's JSON objects; `summary` the same answer in a sentence for the
player view; `one_win_to_promotion` the noticeboard's "1 win to 9k" lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from clubrater.domain.errors import ClubRaterError, RankError
from clubrater.domain.message import Joined, Messages, RankText
from clubrater.domain.model import GameType, RatingSystem
from clubrater.domain.names import name_key
from clubrater.domain.ranks import parse_rank
from clubrater.engines import whatif as wi

if TYPE_CHECKING:
    from clubrater.controller.state import ClubState
    from clubrater.io.noticeboard import Board


class Noticeboard(Messages):
    """The printout's words (io/noticeboard.py and controller/printouts.py share the context)."""


class WhatIfMessages(Messages):
    """What if: the answer in words and its refusals."""


GAME_TYPES = {t.value: t for t in GameType}


class WhatIf:
    def __init__(self, club: ClubState) -> None:
        self._c = club

    def opponent(self, text: str | None, me: int) -> wi.Opponent | None:
        """`--against`: a player's name, or a rank (Go) or grade (shogi) meaning a new player of it each game."""
        if text is None or not text.strip():
            return None
        c = self._c
        key = name_key(text)
        for p in c.history.players.values():
            if name_key(p.name) == key:
                if p.id == me:
                    raise ClubRaterError(WhatIfMessages.tr("A player cannot play against themself; choose another opponent."))
                return wi.Opponent(player_id=p.id)
        if c.system == RatingSystem.FESA:
            from clubrater.domain.shogi import GradeError, parse_grade

            try:
                grade = parse_grade(text)
            except GradeError:
                grade = None
            if grade is not None:
                return wi.Opponent(grade=grade.label)
        else:
            try:
                return wi.Opponent(rank=parse_rank(text))
            except RankError:
                pass
        what = "grade" if c.system == RatingSystem.FESA else "rank"
        raise ClubRaterError(WhatIfMessages.tr('"{text}" is neither a player of the club nor a {what}.').format(text=text, what=what))

    def ask(self, player_id: int, against: str | None = None, *, handicap: int = 0, game_type: str | GameType = "club",
            komi: float | None = None, piece_handicap: str = "") -> dict[str, Any]:
        """Issue 12's answer for the club's system, counted from the club's current state."""
        c = self._c
        if isinstance(game_type, str):
            try:
                game_type = GAME_TYPES[game_type.strip().lower()]
            except KeyError:
                raise ClubRaterError(WhatIfMessages.tr('"{game_type}" is not a game type (tournament, club, friendly, free).').format(game_type=game_type)) from None
        return wi.whatif(c.engine, c.history, c.replay, player_id, self.opponent(against, player_id),
                         handicap=handicap, komi=komi, game_type=game_type, piece_handicap=piece_handicap)

    def summary(self, player_id: int, against: str | None = None, **kw: Any) -> str:
        """The answer in words, for the player view (a Msg: the window says it in its language)."""
        a = self.ask(player_id, against, **kw)
        c = self._c
        fmt = c.engine.format_value
        parts: list[object]
        if c.system == RatingSystem.SAGC:
            st = c.replay.final[player_id]
            up = a["wins_to_promote"]
            down = a["losses_to_demote"]
            nxt = _next_rank(st.rank)
            prev = _prev_rank(st.rank)
            parts = [WhatIfMessages.tr("A win now: {win:+d}, a loss: {loss:+d}, a jigo: {jigo:+d}.").format(
                win=a["win"], loss=a["loss"], jigo=a["jigo"])]
            parts.append(WhatIfMessages.tr("%n win(s) in a row to {rank}.", "", up).format(rank=RankText(nxt))
                         if up and nxt else
                         WhatIfMessages.tr("No number of wins in a row against this opponent promotes (within 500 games)."))
            parts.append(WhatIfMessages.tr("%n loss(es) in a row to {rank}.", "", down).format(rank=RankText(prev))
                         if down and prev else WhatIfMessages.tr("Losses against this opponent never demote."))
            return Joined(" ", parts)
        if c.system == RatingSystem.FESA:
            parts = [WhatIfMessages.tr("A win now: {win:+.1f}, a loss: {loss:+.1f}.").format(win=a["win"], loss=a["loss"])]
            if a["next_grade"]:
                parts.append(WhatIfMessages.tr("Next grade {grade}: {needs}.").format(grade=RankText(a["next_grade"]),
                                                                                    needs=a["needs"]))
            return Joined(" ", parts)
        parts = [WhatIfMessages.tr("At a class A tournament, a win: {win:+.1f}, a loss: {loss:+.1f}.").format(
            win=a["win"], loss=a["loss"])]
        if a["next_rank"]:
            parts.append(WhatIfMessages.tr("{rank} from GoR {rating}.").format(
                rank=RankText(a["next_rank"]), rating=fmt(a["rating_for_next_rank"])))
        return Joined(" ", parts)

    def one_win_to_promotion(self, player_ids: list[int] | None = None) -> dict[int, str]:
        """Players one win (against a player of their own rank or rating, a club game) from going up -> "1 win to 9k"."""
        c = self._c
        sim = wi.Simulation.start(c.engine, c.history, c.replay)
        out: dict[int, str] = {}
        ids = player_ids if player_ids is not None else list(c.history.players)
        fesa = c.system == RatingSystem.FESA
        for pid in ids:
            st = sim.final.get(pid)
            if st is None or (fesa and not st.value):
                continue
            s = sim.fork()
            opp = next(wi._opponents(s, pid, None))
            played = s.play(pid, opp, True, game_type=GameType.CLUB if c.system == RatingSystem.SAGC
                            else GameType.TOURNAMENT)
            if fesa:
                after = s.final[pid].grade
                if after and after != st.grade:
                    #: A small line under a player on the noticeboard: one more win promotes them to {rank} (e.g. 9k).
                    out[pid] = Noticeboard.tr("1 win to {rank}").format(rank=RankText(after))
                continue
            r0, r1 = st.rank, played.rank_after
            if r0 is not None and r1 is not None and r1.ordinal > r0.ordinal:
                out[pid] = Noticeboard.tr("1 win to {rank}").format(rank=RankText(str(r1)))
        return out


def with_promotion_lines(whatif: WhatIf, board: Board, values: dict[int, tuple[float, str]]) -> Board:
    """The noticeboard with "1 win to 9k" under each player one win from going up (`values` is in row order)."""
    from dataclasses import replace

    from clubrater.io.words import words

    ids = list(values)
    say = words(board.language).say  # "1 win to 9k", in the club's language with its way of writing ranks
    lines = {pid: say(line) for pid, line in whatif.one_win_to_promotion(ids).items()}
    rows = [replace(r, promotion=lines.get(pid, "")) for pid, r in zip(ids, board.rows)]
    return replace(board, rows=rows)


def _next_rank(rank: Any) -> str:
    from clubrater.domain.ranks import rank_from_ordinal

    if rank is None or rank.ordinal >= 38:
        return ""
    return str(rank_from_ordinal(rank.ordinal + 1))


def _prev_rank(rank: Any) -> str:
    from clubrater.domain.ranks import rank_from_ordinal

    if rank is None or rank.ordinal <= 0:
        return ""
    return str(rank_from_ordinal(rank.ordinal - 1 if rank.ordinal != 40 else 38))
