"""Club-night pairing (issue 26): who plays whom tonight, with what handicap, from the club's own ratings.

The rule is rating-rules.md's "Club-night pairing". This module gathers what it needs from the club:
each present player's strength from his state before the date (a replay from the engine checkpoint
before it when the club has games on or after that date), who met whom on the last N club nights,
the byes and earlier rounds in the kept pairings; domain/pairing.py prices pairs and words the
reasons, engines/pairing.py finds the cheapest matching.

A pairing is kept in the club file (table `pairings`, one per date and round, and on a federation
server per member club) until it is replaced or deleted. It is a plan, not a result: whether a board
was entered is read from the games (dated the pairing's date, its round, between the board's two
players), so a game deleted or undone opens its board again, and nothing stored can disagree.

A club read from its kept snapshot (controller/opening.py, store/quick.py) pairs without SQLAlchemy: the
kept pairings are read with plain sqlite3 on its connection, and kept (or forgotten) in a plain sqlite3
transaction (`QuickFile.plain_write`: the pairing is no typed truth, with no record checksums and outside the
snapshot's stamp) when the file may take one; else through the usual opening, as any write of a quick club.
A club opened the usual way, or a federation server, reads and writes them through SQLAlchemy.
"""

from __future__ import annotations

import bisect
import json
import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from clubrater.controller.changes import Changes
from clubrater.controller.state import ClubState
from clubrater.domain import pairing as pr
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import Game, History, RatingSystem, Result
from clubrater.domain.pairing import Board, Entrant, Met, Pairing, PairingMessages, Why
from clubrater.domain.records import GameInput
from clubrater.engines.base import PlayerState

if TYPE_CHECKING:  # SQLAlchemy only where a club opened the usual way (or a server) reads or writes (issue 26)
    from clubrater.io.pairing_sheet import PairingSheet
    from clubrater.store.models import PairingRecord
    from clubrater.store.quick import QuickFile

CHANGED = Changes(pairings=True)
MAX_NIGHTS = 52
log = logging.getLogger(__name__)
_COLUMNS = "id, date, round, nights, boards, bye, created"  # a kept pairing's row, read with plain sqlite3


@dataclass(frozen=True, slots=True)
class _Which:
    """Which kept pairings: of one date (and round), of some dates, or every one (of the acting club on a server)."""

    day: date | None = None
    round: int | None = None
    days: tuple[date, ...] | None = None


def _game_date(g: Game) -> date:
    return g.date


class Pairings:
    """Pair the players present, keep the pairing, show it, enter its games, put an earlier one back (undo)."""

    def __init__(self, club: ClubState) -> None:
        self._c = club
        self._nights: dict[tuple[date, int], list[date]] = {}  # club nights read from the file (games unread)

    # ----------------------------------------------------------------- the club's rule
    def rule(self) -> tuple[int, int]:
        """(handicap correction c, handicap ceiling), read from the club file (another secretary may change it)."""
        from clubrater.controller.settings import Settings

        return Settings(self._c).handicap_rule()

    def komi_for(self, stones: int) -> float:
        """The club's usual komi for that many stones: its even-game komi, 0.5 with stones, 0 in shogi."""
        return self._c.usual_komi(stones)

    # ----------------------------------------------------------------- what the club says about the players
    def today(self) -> date:
        return self._c.today()

    def club_nights(self, day: date, nights: int = pr.DEFAULT_NIGHTS) -> list[date]:
        """The last `nights` club nights before `day`, newest first: dates with a game that is in no event.

        A club read from its snapshot whose games are unread asks the file (its games cannot change meanwhile:
        a quick club stores none), once per date and count."""
        if self._c.games_unread():
            from clubrater.controller.storage import game_days

            key = (day, nights)
            if key not in self._nights:
                self._nights[key] = game_days(self._c.db.con, day, nights)  # type: ignore[union-attr]  # a QuickFile
            return list(self._nights[key])
        games = self._c.history.games
        i = bisect.bisect_left(games, day, key=_game_date)
        found: list[date] = []
        while i > 0 and len(found) < nights:
            i -= 1
            g = games[i]
            if g.event is None and (not found or g.date != found[-1]):
                found.append(g.date)
        return found

    def states_before(self, day: date) -> Mapping[int, PlayerState]:
        """Every player's state after everything dated before `day` (the replay's final states when nothing is
        dated on or after it; else a replay from the engine checkpoint before it, up to it)."""
        c = self._c
        h = c.history
        latest = c.last_game_date()  # (the games themselves only when they are needed)
        later = (latest is not None and latest >= day) or any(a.date >= day for a in h.adjustments)
        if not later:
            return c.replay.final
        start = None
        for cp in c.replay.checkpoints:
            if cp.after < day:
                start = cp
            else:
                break
        cut = bisect.bisect_left(h.games, day, key=_game_date)
        before = History(h.players, h.games[:cut], [a for a in h.adjustments if a.date < day], h.events)
        return c.engine.replay(before, start, checkpoints=0).final

    def entrants(self, players: Iterable[int], day: date) -> dict[int, Entrant]:
        """Each player's strength s(p) and rank before `day` (rating-rules.md)."""
        states = self.states_before(day)
        sagc = self._c.system == RatingSystem.SAGC
        shogi = self._c.system == RatingSystem.FESA
        out = {}
        for pid in players:
            player = self._c.player(pid)
            st = states.get(pid)
            rank = st.rank if st is not None and st.rank is not None else player.rank
            if sagc:
                index = int(st.value) if st is not None else player.index
                if rank is None:
                    raise ClubRaterError(PairingMessages.tr("{name} has no Go rank, so cannot be paired by SAGC strength.").format(
                        name=player.name))
                units = pr.sagc_units(pr.spec_ordinal(rank.ordinal), index)
            else:
                value = st.value if st is not None else self._start_value(pid)
                units = pr.rating_units(value)
            out[pid] = Entrant(pid, units, None if shogi or rank is None else pr.spec_ordinal(rank.ordinal))
        return out

    def _start_value(self, pid: int) -> float:
        """A player the replay does not know yet (cannot happen after a re-rate): his rank's starting rating."""
        from clubrater.engines.registry import engine_for

        final = engine_for(self._c.system).replay(History({pid: self._c.player(pid)}, [])).final
        return final[pid].value

    def meetings(self, players: Iterable[int], day: date, round_: int, nights: int,
                 earlier: Sequence[Pairing] = ()) -> dict[tuple[int, int], Met]:
        """m(a, b) for the pairs among `players`: their games on the last `nights` club nights before `day`, and
        the earlier rounds of `day` (kept pairings `earlier`) that paired them."""
        present = set(players)
        found: dict[tuple[int, int], tuple[int, date | None, list[int]]] = {}
        dates = self.club_nights(day, nights)
        if dates:
            on = set(dates)
            for g in self._c.games_dated(dates[-1], day - timedelta(days=1)):  # (dates[-1] < day: no underflow)
                if g.date in on and g.black in present and g.white in present and g.black != g.white:
                    k = pr.pair_key(g.black, g.white)
                    n, last, rounds = found.get(k, (0, None, []))
                    found[k] = (n + 1, g.date if last is None or g.date > last else last, rounds)
        for p in earlier:
            if p.day == day and p.round < round_:
                for b in p.boards:
                    if b.black in present and b.white in present:
                        k = pr.pair_key(b.black, b.white)
                        n, last, rounds = found.get(k, (0, None, []))
                        found[k] = (n, last, [*rounds, p.round])
        return {k: Met(n, last, tuple(sorted(set(r)))) for k, (n, last, r) in found.items()}

    def byes(self, players: Iterable[int], day: date, round_: int, nights: int,
             earlier: Sequence[Pairing] = ()) -> dict[int, int]:
        """Each player's byes in the kept pairings of the last `nights` club nights and of earlier rounds of `day`."""
        present = set(players)
        on = set(self.club_nights(day, nights))
        out: dict[int, int] = {}
        for p in earlier:
            if p.bye in present and (p.day in on or (p.day == day and p.round < round_)):
                out[p.bye] = out.get(p.bye, 0) + 1
        return out

    def recent_players(self, day: date, nights: int = pr.DEFAULT_NIGHTS) -> list[int]:
        """The players of the last `nights` club nights before `day` (and of its kept pairings), most games first:
        the window lists them first when the secretary ticks who is here."""
        dates = self.club_nights(day, nights)
        count: dict[int, int] = {}
        if dates:
            games = self._c.history.games
            lo = bisect.bisect_left(games, dates[-1], key=_game_date)
            hi = bisect.bisect_right(games, day, key=_game_date)
            for g in games[lo:hi]:
                for pid in (g.black, g.white):
                    count[pid] = count.get(pid, 0) + 1
        for p in self._read(self._where(day=day)):
            for pid in p.players():
                count.setdefault(pid, 0)
        players = self._c.history.players
        return sorted((pid for pid in count if pid in players), key=lambda pid: (-count[pid], players[pid].name.casefold()))

    # ----------------------------------------------------------------- kept pairings
    def _club_id(self) -> int | None:
        """The member club whose pairings these are: 1 in a club file; on a server the acting club (None: none)."""
        if not self._c.on_server:
            return 1
        acting = self._c.federation.acting()
        return acting.id if acting is not None else None

    def _where(self, *, day: date | None = None, round: int | None = None,  # noqa: A002 - the column's name
               days: Iterable[date] | None = None) -> _Which:
        return _Which(day, round, tuple(days) if days is not None else None)

    def _condition(self, which: _Which) -> Any:
        """`which` as SQLAlchemy's condition (None: every pairing), on a server the acting club's only."""
        from sqlalchemy import and_

        from clubrater.store.models import PairingRecord

        cond = []
        if self._c.on_server:
            club = self._club_id()
            cond.append(PairingRecord.club_id == club if club is not None else PairingRecord.id.is_(None))
        if which.day is not None:
            cond.append(PairingRecord.date == which.day)
        if which.round is not None:
            cond.append(PairingRecord.round == which.round)
        if which.days is not None:
            cond.append(PairingRecord.date.in_(which.days))
        return and_(*cond) if cond else None

    def _plain(self) -> QuickFile | None:
        """The club's QuickFile when the kept pairings are read and written with plain sqlite3 on it: a club read
        from its snapshot, as long as no write went through the usual opening beside it (that write is read the
        usual way too)."""
        if not self._c.quick:
            return None
        from clubrater.store.quick import QuickFile

        db = self._c.db
        return db if isinstance(db, QuickFile) and not db.wrote() else None

    def _read(self, which: _Which) -> list[Pairing]:
        plain = self._plain()
        if plain is not None:
            sql, args = _plain_where(which)
            rows = plain.con.execute(f"SELECT {_COLUMNS} FROM pairings{sql} ORDER BY date, round", args).fetchall()
            return [_pairing_of_row(*row) for row in rows]
        from sqlalchemy import select

        from clubrater.store.models import PairingRecord

        q = select(PairingRecord).order_by(PairingRecord.date, PairingRecord.round)
        where = self._condition(which)
        if where is not None:
            q = q.where(where)
        with self._c.db.reading() as s:
            return [_pairing_of(r) for r in s.scalars(q)]

    def kept(self, day: date | None = None, round_: int | None = None) -> Pairing | None:
        """The kept pairing of `day` (default today), round `round_` (default its latest), or None."""
        day = day or self.today()
        found = self._read(self._where(day=day, round=round_))
        if not found:
            return None
        p = found[-1]
        if p.bye is not None:  # the bye's earlier byes, for the words (not stored: the kept pairings say it)
            p = replace(p, bye_byes=self.byes([p.bye], p.day, p.round, p.nights, self._earlier(p.day, p.nights)
                                              ).get(p.bye, 0))
        return p

    def rounds(self, day: date | None = None) -> list[int]:
        """The rounds kept for `day`."""
        return [p.round for p in self._read(self._where(day=day or self.today()))]

    def days(self) -> list[date]:
        """Every date with a kept pairing, newest first."""
        return sorted({p.day for p in self._read(self._where())}, reverse=True)

    def _earlier(self, day: date, nights: int) -> list[Pairing]:
        """The kept pairings that count for `day`: those of its last club nights and of `day` itself."""
        days = [*self.club_nights(day, nights), day]
        return self._read(self._where(days=days))

    def entered(self, p: Pairing) -> dict[int, int]:
        """The boards of `p` whose game is in the club (board number -> game id): a game dated the pairing's date,
        between the board's two players (either colour), of its round; or with no round (typed by hand on the
        record sheet, or kept in a draft over a crash) when no other round of that date paired the two."""
        by_pair: dict[frozenset[int], int] = {}
        loose: dict[frozenset[int], int] = {}
        for g in self._c.games_dated(p.day, p.day):
            if g.round == p.round:
                by_pair.setdefault(frozenset((g.black, g.white)), g.id)
            elif g.round is None:
                loose.setdefault(frozenset((g.black, g.white)), g.id)
        if loose:
            elsewhere = {frozenset(b.players) for q in self._read(self._where(day=p.day)) if q.round != p.round
                         for b in q.boards}
            for pair, loose_id in loose.items():
                if pair not in elsewhere:
                    by_pair.setdefault(pair, loose_id)
        out = {}
        for b in p.boards:
            gid = by_pair.get(frozenset(b.players))
            if gid is not None:
                out[b.number] = gid
        return out

    def default_round(self, day: date) -> int:
        """The round `pair` works on when none is named: round 1 on a new date; the latest round while none of
        its boards is entered (pairing again replaces it); else the next round."""
        rounds = self._read(self._where(day=day))
        if not rounds:
            return 1
        latest = rounds[-1]
        return latest.round if not self.entered(latest) else latest.round + 1

    # ----------------------------------------------------------------- pairing
    def plan(self, players: Sequence[int], day: date | None = None, round_: int | None = None,
             nights: int = pr.DEFAULT_NIGHTS, *, fixed: Sequence[tuple[int, int]] = (), started: Iterable[int] = (),
             keep_fixed: bool = True) -> Pairing:
        """Pair `players` (ids) for round `round_` of `day`, without keeping it.

        The boards of the round's kept pairing that are entered, or `started` (a result typed on the record
        sheet), stay as they are with their numbers, their players with them. Pairs `fixed` by hand are kept as
        boards (and, with `keep_fixed`, those fixed by hand in the kept pairing whose two players are still here);
        everyone else present is paired at the least total cost (rating-rules.md).
        """
        day = day or self.today()
        if not 1 <= nights <= MAX_NIGHTS:
            raise ClubRaterError(PairingMessages.tr("The number of club nights to look back on must be between 1 and {most}, not "
                                                    "{nights}.").format(most=MAX_NIGHTS, nights=nights))
        round_ = round_ if round_ is not None else self.default_round(day)
        if round_ < 1:
            raise ClubRaterError(PairingMessages.tr("A round is numbered from 1, not {round}.").format(round=round_))
        present = list(dict.fromkeys(players))
        for pid in present:
            self._c.player(pid)
        existing = self.kept(day, round_)
        keep: list[Board] = []
        if existing is not None:
            hold = set(self.entered(existing)) | set(started)
            keep = [b for b in existing.boards if b.number in hold]
        held = {p for b in keep for p in b.players}
        here = set(present) | held
        hand: list[tuple[int, int]] = []
        taken: set[int] = set(held)
        for a, b in fixed:
            for pid in (a, b):
                if pid not in here:
                    raise ClubRaterError(PairingMessages.tr("{name} is not among the players present.").format(
                        name=self._c.player(pid).name))
                if pid in taken:
                    raise ClubRaterError(PairingMessages.tr("{name} is on a board already; nobody plays twice in a round.").format(
                        name=self._c.player(pid).name))
            if a == b:
                raise ClubRaterError(PairingMessages.tr("A player cannot play himself."))
            hand.append((a, b))
            taken |= {a, b}
        if keep_fixed and existing is not None:
            for bd in existing.boards:
                if bd.fixed and bd not in keep and set(bd.players) <= here - taken:
                    hand.append((bd.black, bd.white))
                    taken |= set(bd.players)
        pool = [pid for pid in present if pid not in taken]
        earlier = self._earlier(day, nights)
        everyone = [*pool, *(p for pair in hand for p in pair)]
        strength = self.entrants(everyone, day)
        met = self.meetings(everyone, day, round_, nights, earlier)
        byes = self.byes(pool, day, round_, nights, earlier)

        from clubrater.engines.pairing import min_cost_matching

        def cost(a: int, b: int) -> int:
            return pr.pair_cost(strength[a], strength[b], met.get(pr.pair_key(a, b), pr.NEVER))

        pairs, bye, total = min_cost_matching(pool, cost, lambda p: strength[p].units,
                                              lambda p: pr.bye_cost(byes.get(p, 0)))
        correction, ceiling = self.rule()
        others = [strength[p] for p in pool]

        def met_of(a: int, b: int) -> Met:
            return met.get(pr.pair_key(a, b), pr.NEVER)

        made: list[tuple[Entrant, Entrant, bool]] = [(strength[a], strength[b], True) for a, b in hand]
        made += [(strength[a], strength[b], False) for a, b in pairs]
        boards = list(keep)
        for number, one, two, by_hand in pr.number_boards(made, {bd.number for bd in keep}):
            black, white = pr.colours(one, two)
            stones = pr.handicap(black, white, correction, ceiling)
            m = met.get(pr.pair_key(one.player, two.player), pr.NEVER)
            why = pr.why_of(one, two, m, nights, others, met_of, by_hand=by_hand)
            boards.append(Board(number, black.player, white.player, stones, self.komi_for(stones), why, by_hand))
        boards.sort(key=lambda bd: bd.number)
        return Pairing(day, round_, tuple(boards), bye, nights, byes.get(bye, 0) if bye is not None else 0, total)

    def pair(self, players: Sequence[int], day: date | None = None, round_: int | None = None,
             nights: int = pr.DEFAULT_NIGHTS, **kw: Any) -> Changes:
        """Pair and keep the pairing (in place of the round's earlier one); `Changes.id` is the kept pairing's id."""
        p = self.plan(players, day, round_, nights, **kw)
        return self._put(p.day, p.round, p)

    def with_bye(self, player: int, day: date | None = None, round_: int | None = None) -> Changes:
        """A late arrival plays the player who sat out: a new board after the others, nothing else moves."""
        day = day or self.today()
        p = self.kept(day, round_)
        if p is None:
            raise ClubRaterError(PairingMessages.tr("There is no pairing of {date} to add a player to; pair first.").format(date=day))
        name = self._c.player(player).name
        if player in p.players():
            raise ClubRaterError(PairingMessages.tr("{name} is in round {round} already.").format(name=name, round=p.round))
        if p.bye is None:
            raise ClubRaterError(PairingMessages.tr("Nobody sits out in round {round}, so {name} cannot play the bye; pair the boards "
                                                    "not started again instead.").format(round=p.round, name=name))
        s = self.entrants([player, p.bye], day)
        black, white = pr.colours(s[player], s[p.bye])
        correction, ceiling = self.rule()
        stones = pr.handicap(black, white, correction, ceiling)
        met = self.meetings([player, p.bye], day, p.round, p.nights, self._earlier(day, p.nights))
        why = pr.why_of(black, white, met.get(pr.pair_key(player, p.bye), pr.NEVER), p.nights, [black, white])
        number = max((b.number for b in p.boards), default=0) + 1
        board = Board(number, black.player, white.player, stones, self.komi_for(stones), why)
        return self._put(p.day, p.round, replace(p, boards=(*p.boards, board), bye=None, bye_byes=0, id=None))

    def put(self, day: date, round_: int, p: Pairing | None) -> Changes:
        """Make the round's kept pairing exactly `p` (None: none): undo and redo of the window's changes."""
        if p is not None and (p.day, p.round) != (day, round_):
            raise ValueError("a pairing is put back in its own date and round")
        return self._put(day, round_, p)

    def delete(self, day: date | None = None, round_: int | None = None) -> Changes:
        """Forget a kept pairing (default: today's latest round); its entered games stay."""
        p = self.kept(day, round_)
        if p is None:
            when = day or self.today()
            raise ClubRaterError((PairingMessages.tr("There is no kept pairing of {date}, round {round}.") if round_ else
                                  PairingMessages.tr("There is no kept pairing of {date}.")).format(date=when, round=round_))
        return self._put(p.day, p.round, None)

    def _put(self, day: date, round_: int, p: Pairing | None) -> Changes:
        self._c.sync()
        club = self._club_id()
        if self._c.on_server and club is None:
            raise ClubRaterError(PairingMessages.tr("The federation officer pairs for one member club: choose it first (`--for-club "
                                                    "NAME` on the command line). Nothing was kept."))
        for pid in p.players() if p is not None else ():
            self._c.player(pid)
        plain = self._plain()
        if plain is not None:
            from clubrater.store.quick import NoPlainWrite

            try:
                new_id = _put_plain(plain, day, round_, p)
                return Changes(pairings=True, ids=(new_id,) if new_id is not None else ())
            except NoPlainWrite as why:  # (nothing written) the usual opening writes it, or says why not
                log.info("%s: the pairing is written the usual way (%s)", self._c.path, why)
        from sqlalchemy import delete

        from clubrater.store.models import PairingRecord

        with self._c.db.transaction() as s:
            s.execute(delete(PairingRecord).where(self._condition(self._where(day=day, round=round_))))
            new_id = None
            if p is not None:
                row = PairingRecord(date=day, round=round_, nights=p.nights, bye=p.bye,
                                    boards=[b.to_json() for b in p.boards], created=p.created or datetime.now())
                if not self._c.on_server:
                    row.club_id = 1
                s.add(row)
                s.flush()
                new_id = row.id
        return Changes(pairings=True, ids=(new_id,) if new_id is not None else ())

    # ----------------------------------------------------------------- the sheet to pin up
    def labels(self, players: Iterable[int], day: date) -> dict[int, str]:
        """Each player's rank (or shogi grade) before `day`, as the sheet and the window show it beside his name."""
        states = self.states_before(day)
        out = {}
        for pid in players:
            st = states.get(pid)
            player = self._c.player(pid)
            if st is not None and (st.rank is not None or st.grade):
                out[pid] = str(st.rank) if st.rank is not None else st.grade
            else:
                out[pid] = str(player.rank) if player.rank is not None else player.grade
        return out

    def sheet(self, day: date | None = None, round_: int | None = None) -> PairingSheet:
        """The kept pairing as the sheet to pin up, in the club's language."""
        from clubrater.controller.settings import club_language
        from clubrater.domain.rank_words import rank_in_language
        from clubrater.io.pairing_sheet import PairingSheet, SheetBoard

        p = self.kept(day, round_)
        if p is None:
            when = day or self.today()
            raise ClubRaterError((PairingMessages.tr("There is no kept pairing of {date}, round {round} to print; pair first.")
                                  if round_ else PairingMessages.tr("There is no kept pairing of {date} to print; pair first.")).format(
                date=when, round=round_))
        lang = club_language(self._c)
        rank = self.labels(p.players(), p.day)
        name = {pid: self._c.player(pid).name for pid in p.players()}
        rank = {pid: rank_in_language(label, lang) for pid, label in rank.items()}  # Japanese 三段, 3級 (issue 28)
        boards = [SheetBoard(b.number, name[b.black], rank[b.black], name[b.white], rank[b.white], b.handicap,
                             komi_text(b.komi, lang)) for b in p.boards]
        bye = f"{name[p.bye]} ({rank[p.bye]})" if p.bye is not None and rank[p.bye] else (
            name[p.bye] if p.bye is not None else "")
        return PairingSheet(self._c.club_name, p.day, p.round, boards, bye, self._c.system == RatingSystem.FESA, lang)

    def sheet_pdf(self, path: str | Path, day: date | None = None, round_: int | None = None) -> int:
        """The sheet as an A4 PDF (written whole or not at all); returns the pages."""
        from clubrater.controller.printouts import ensure_qt_app
        from clubrater.io.pairing_sheet import write_sheet_pdf

        sheet = self.sheet(day, round_)
        ensure_qt_app()
        return write_sheet_pdf(path, sheet)

    # ----------------------------------------------------------------- entering the games
    def games_of(self, p: Pairing, results: Mapping[int, Result | None] | None = None) -> dict[int, GameInput]:
        """The games of `p`'s boards not entered yet (board number -> game), each with `results`' result for its
        board (None: none yet, for the record sheet): its round, handicap and komi, the club's game type."""
        done = self.entered(p)
        out = {}
        for b in p.boards:
            if b.number in done:
                continue
            result = (results or {}).get(b.number)
            out[b.number] = GameInput(p.day, b.black, b.white, result, b.handicap, b.komi,
                                      self._c.default_game_type, round=p.round)
        return out

    def enter(self, results: Mapping[int, Result], day: date | None = None, round_: int | None = None) -> Changes:
        """Enter the games of a kept pairing's boards: a result per board (a board left out is not entered); every
        game or none, as one change (`Changes.ids`: the games' ids, in board order)."""
        p = self.kept(day, round_)
        if p is None:
            when = day or self.today()
            raise ClubRaterError((PairingMessages.tr("There is no kept pairing of {date}, round {round}; pair first (`clubrater pair`).")
                                  if round_ else PairingMessages.tr("There is no kept pairing of {date}; pair first (`clubrater pair`)."))
                                 .format(date=when, round=round_))
        numbers = sorted(b.number for b in p.boards)
        done = self.entered(p)
        for n in results:
            if p.board(n) is None:
                raise ClubRaterError(PairingMessages.tr("Round {round} of {date} has no board {board} (its boards are {boards}). "
                                                        "Nothing was entered.").format(round=p.round, date=p.day, board=n,
                                                                                       boards=_span(numbers)))
            if n in done:
                raise ClubRaterError(PairingMessages.tr("Board {board} of round {round} is entered already (game {game}). Nothing "
                                                        "was entered.").format(board=n, round=p.round, game=done[n]))
        if not results:
            raise ClubRaterError(PairingMessages.tr("Give a result for at least one board (for example 1=B 2=W 3=J)."))
        todo = self.games_of(p, results)
        games = [todo[n] for n in sorted(results)]
        from clubrater.controller.games import Games

        return Games(self._c).enter_sheet(games) | CHANGED


DECIMAL_COMMA = ("de", "fr", "cs", "af")  # languages that write 6,5 for six and a half


def komi_text(komi: float, language: str = "") -> str:
    """Komi as the club writes it: 6.5, or 6,5 in a language with a decimal comma."""
    text = f"{komi:g}"
    return text.replace(".", ",") if language in DECIMAL_COMMA else text


def _span(numbers: Sequence[int]) -> str:
    if not numbers:
        return PairingMessages.tr("none", "no boards")
    if list(numbers) == list(range(numbers[0], numbers[-1] + 1)):
        return f"{numbers[0]}-{numbers[-1]}" if len(numbers) > 1 else str(numbers[0])
    return ", ".join(str(n) for n in numbers)


def _pairing_of(r: PairingRecord) -> Pairing:
    boards = tuple(sorted((Board.from_json(b) for b in (r.boards or [])), key=lambda b: b.number))
    return Pairing(r.date, r.round, boards, r.bye, r.nights, created=r.created, id=r.id)


# ------------------------------------------------------------------ a kept pairing's row with plain sqlite3
# As SQLAlchemy keeps them in SQLite (store/models.py PairingRecord): the date as YYYY-MM-DD, the boards as
# json.dumps of their list, the time made as YYYY-MM-DD HH:MM:SS.ffffff; either way reads what the other wrote.
def _plain_where(which: _Which) -> tuple[str, list[Any]]:
    """`which` as a WHERE clause with its values (a club file: every pairing is its own club's)."""
    cond: list[str] = []
    args: list[Any] = []
    if which.day is not None:
        cond.append("date = ?")
        args.append(which.day.isoformat())
    if which.round is not None:
        cond.append("round = ?")
        args.append(which.round)
    if which.days is not None:
        cond.append(f"date IN ({', '.join('?' * len(which.days))})")
        args += [d.isoformat() for d in which.days]
    return (f" WHERE {' AND '.join(cond)}" if cond else ""), args


def _pairing_of_row(pid: int, day: str | date, round_: int, nights: int, boards: str | None, bye: int | None,
                    created: str | datetime | None) -> Pairing:
    items = json.loads(boards) if isinstance(boards, str) else boards
    kept = tuple(sorted((Board.from_json(b) for b in (items or [])), key=lambda b: b.number))
    day = day if isinstance(day, date) else date.fromisoformat(day)
    made = datetime.fromisoformat(created) if isinstance(created, str) else created
    return Pairing(day, round_, kept, bye, nights, created=made, id=pid)


def _time_text(t: datetime) -> str:
    """A datetime as SQLAlchemy keeps it in SQLite (always with microseconds)."""
    return (f"{t.year:04d}-{t.month:02d}-{t.day:02d} {t.hour:02d}:{t.minute:02d}:{t.second:02d}."
            f"{t.microsecond:06d}")


def _put_plain(qf: QuickFile, day: date, round_: int, p: Pairing | None) -> int | None:
    """Make round `round_` of `day` exactly `p` (None: none) in one plain sqlite3 transaction; the new row's id.
    NoPlainWrite (nothing written) when the file may not take it so."""
    with qf.plain_write("pairings") as con:
        con.execute("DELETE FROM pairings WHERE date = ? AND round = ?", (day.isoformat(), round_))
        if p is None:
            return None
        cur = con.execute("INSERT INTO pairings (club_id, date, round, nights, boards, bye, created) "
                          "VALUES (1, ?, ?, ?, ?, ?, ?)",
                          (day.isoformat(), round_, p.nights, json.dumps([b.to_json() for b in p.boards]), p.bye,
                           _time_text(p.created or datetime.now())))
        return cur.lastrowid


def why_words(why: Why, day: date) -> str:
    """The reason in English (the command line's words)."""
    return pr.why_text(why, day)


__all__ = ["Pairings", "why_words"]
