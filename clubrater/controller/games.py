"""Games: enter one, save a whole record sheet, edit, delete, and put back what undo took away.

Every method is one change that returns `Changes`; `ids` are the games' ids in the
order given. A record sheet is stored whole or not at all.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import cast

from sqlalchemy import Table, bindparam, delete, insert, select, update

from clubrater.controller import checks, storage
from clubrater.controller.changes import Changes
from clubrater.controller.queries import Queries
from clubrater.controller.state import ClubState
from clubrater.controller.versions import expect, mark, missing, unchanged
from clubrater.domain.errors import ClubRaterError, InputError
from clubrater.domain.message import Clause, Messages
from clubrater.domain.model import Game, RatingSystem
from clubrater.domain.records import GameInput
from clubrater.store.models import Club, GameRecord


class GameMessages(Messages):
    """Entering games and record sheets."""


_CLUB = cast(Table, Club.__table__)
_GAMES = cast(Table, GameRecord.__table__)
_TAKE_SEQ = (update(_CLUB).where(_CLUB.c.id == 1).values(next_seq=_CLUB.c.next_seq + bindparam("n"))
             .returning(_CLUB.c.next_seq))  # the club's next entry number after taking n
_INSERT_ONE = insert(_GAMES).returning(_GAMES.c.id)  # the columns are the values' keys ("id" too for a restore)
# on a server the entry order is the server's (revision 0007): what it gave each game is read back
_INSERT_SERVER = insert(_GAMES).returning(_GAMES.c.id, _GAMES.c.seq, sort_by_parameter_order=True)


class Games:
    def __init__(self, club: ClubState) -> None:
        self._c = club

    def _game(self, game_id: int, read: int | None = None) -> Game:
        try:
            return self._c.by_id[game_id]
        except KeyError:  # deleted by someone since `read` (said so, who and when), or never there
            raise missing(self._c, "game", game_id, read,
                          GameMessages.tr("There is no game number {number}.").format(number=game_id)) from None

    # ----------------------------------------------------------------- what the entry form proposes
    def komi_for(self, handicap: int) -> float:
        """Komi to White: the club's even-game komi, or 0.5 with handicap stones (0 for shogi)."""
        return self._c.usual_komi(handicap)

    def default_handicap(self, black: int | None, white: int | None) -> tuple[int, float]:
        """The usual handicap and komi for these two players.

        One stone per rank of difference (capped at 9), the weaker player taking
        Black; a difference of one rank or none is an even game at the club's komi.
        If the stronger player is Black, the game is taken as even.
        """
        if black is None or white is None or self._c.system == RatingSystem.FESA:
            return 0, self.komi_for(0)
        q = Queries(self._c)
        b, w = q.current_rank_ordinal(black), q.current_rank_ordinal(white)
        if b is None or w is None:
            return 0, self.komi_for(0)
        diff = w - b  # positive when Black is the weaker player
        if diff <= 1:
            return 0, self.komi_for(0)
        stones = min(diff, 9)
        return stones, self.komi_for(stones)

    # ----------------------------------------------------------------- changes
    def enter(self, game: GameInput) -> Changes:
        """One game; `Changes.id` is its id."""
        return self.enter_sheet([game])

    def _problems(self, g: GameInput) -> list[str]:
        """What is wrong with a game, and on a federation server whether this secretary may enter it at all."""
        found = checks.game(self._c, g)
        if not found and self._c.on_server:
            reason = self._c.federation.why_not_game(g.black, g.white, g.event)
            if reason:
                found.append(Clause(reason))  # a problem is a phrase: the sheet and `sentence` add the stop
        return found

    def enter_sheet(self, games: Sequence[GameInput]) -> Changes:
        """A record sheet: every game stored, or none (every problem is reported, by row)."""
        problems: list[tuple[int, str]] = []
        for n, g in enumerate(games, start=1):
            problems.extend((n, reason) for reason in self._problems(g))
        if problems and self._c.on_server:  # a player another club has just added: catch up and look again
            self._c.sync()
            problems = [(n, reason) for n, g in enumerate(games, start=1) for reason in self._problems(g)]
        if problems:
            if len(games) == 1:
                raise ClubRaterError(checks.sentence(problems[0][1]))
            raise InputError(GameMessages.tr("The record sheet was not saved:"), [(n, GameMessages.tr("game {number}: {problem}").format(number=n, problem=r))
                                                                          for n, r in problems])
        stored = self._insert([storage.normalise(g) for g in games])
        self._c.rerate(self._c.games_dates(stored))
        return Changes(games=True, ratings=True, ids=tuple(g.id for g in stored))

    def edit(self, game_id: int, game: GameInput, *, read: int | None = None) -> Changes:
        """Store `game` as game `game_id`. `read`: the version the caller read the game at (`ctrl.version()`
        when its form opened; by default the client's version now): a game changed or deleted since by
        someone else is refused in one sentence (ChangedMeanwhile), nothing saved, the client caught up."""
        read = mark(self._c) if read is None else read
        self._c.sync()
        old = self._game(game_id, read)
        self._c.federation.check("game", game_id)  # another club's game: the server would refuse it
        problems = self._problems(game)
        if problems:
            raise ClubRaterError(checks.sentence(problems[0]))
        g = storage.normalise(game)
        with unchanged(self._c, "game", [game_id], read) as s:
            done = s.execute(update(GameRecord).where(GameRecord.id == game_id).values(**storage.game_values(g)))
            expect(s, done, "game", [game_id])
        new = storage.game_from_values({**storage.game_values(g), "id": game_id, "seq": old.seq})
        self._c.remove_from_history([old])
        self._c.add_to_history([new])
        self._c.rerate(self._c.games_dates([old, new]))
        return Changes(games=True, ratings=True, ids=(game_id,))

    def replace(self, game: Game, *, read: int | None = None) -> Changes:
        """Set a game back to an earlier version, keeping its entry order (undo of an edit)."""
        return self.edit(game.id, GameInput.of(game), read=read)

    def delete(self, game_ids: Iterable[int], *, read: int | None = None) -> Changes:
        """Delete games (read them first with `ctrl.queries.game` if they are to be restored); `read` as for edit."""
        read = mark(self._c) if read is None else read
        self._c.sync()
        old = [self._game(i, read) for i in game_ids]
        self._c.federation.check("game", *(g.id for g in old))
        ids = [g.id for g in old]
        with unchanged(self._c, "game", ids, read) as s:
            expect(s, s.execute(delete(GameRecord).where(GameRecord.id.in_(ids))), "game", ids)
        self._c.remove_from_history(old)
        if old:
            self._c.rerate(self._c.games_dates(old))
        return Changes(games=True, ratings=True, ids=tuple(g.id for g in old))

    def restore(self, games: Sequence[Game]) -> Changes:
        """Put deleted games back exactly (same id and entry order): undo of a delete."""
        inputs = [GameInput.of(g) for g in games]
        self._insert(inputs, ids=[(g.id, g.seq) for g in games])
        self._c.rerate(self._c.games_dates(games))
        return Changes(games=True, ratings=True, ids=tuple(g.id for g in games))

    def _insert(self, games: Sequence[GameInput], ids: Sequence[tuple[int, int]] | None = None) -> list[Game]:
        server = self._c.on_server
        with self._c.db.transaction() as s:
            # the entry numbers taken in one statement, and each game stored by one statement built once
            # (an ORM load of the club row and a statement built per game were a third of a save's insert);
            # on a server the server numbers them (0 is a stand-in), and a restored game keeps its number
            # only if it is exactly the game deleted (revision 0007)
            seq0 = 0
            if ids is None and not server:
                seq0 = s.execute(_TAKE_SEQ, {"n": len(games)}).scalar_one() - len(games)
            values = []
            for n, g in enumerate(games):
                v = storage.game_values(g)
                if ids is not None:
                    v["id"], v["seq"] = ids[n]
                else:
                    v["seq"] = seq0 + n
                values.append(v)
            if server:
                numbered = s.execute(_INSERT_SERVER, values).all()
                for v, (gid, seq) in zip(values, numbered, strict=True):
                    v["id"], v["seq"] = gid, seq
            elif len(values) > 1000:
                s.execute(insert(GameRecord), values)
                s.flush()
                if ids is None:
                    got = dict(s.execute(select(GameRecord.seq, GameRecord.id).where(GameRecord.seq >= seq0)).all())
                    for v in values:
                        v["id"] = got[v["seq"]]
            else:
                for v in values:
                    v["id"] = s.execute(_INSERT_ONE, v).scalar_one()
        stored = [storage.game_from_values(v) for v in values]
        self._c.add_to_history(stored)
        return stored
