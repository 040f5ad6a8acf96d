"""Bringing files into a club: players, games, EGD tables, FESA folders. All or nothing.

`plan` is the preview (what would be added, every problem row, nothing stored);
`execute` stores a plan in one transaction; `file` and `batch` do both. A refused
import names every bad line and stores nothing.

A games file given to `file` is streamed (issue 19, item 9): read, checked and stored a
chunk at a time inside one transaction, which is rolled back whole if any row is bad, so
1,000,000 games go in keeping only the games themselves in memory.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any

from sqlalchemy import func, insert, select
from sqlalchemy.orm import Session

from clubrater.controller import checks, storage
from clubrater.controller.changes import Changes
from clubrater.controller.state import ClubState
from clubrater.domain.dates import after_tomorrow
from clubrater.domain.errors import ClubRaterError, InputError
from clubrater.domain.message import Messages
from clubrater.domain.model import Event, Game, Player
from clubrater.domain.names import NameIndex, name_key
from clubrater.domain.records import EventRow, GameInput, GameRow, ImportBatch, PlayerRow
from clubrater.io import tables
from clubrater.store.models import AdjustmentRecord, Club, EventRecord, GameRecord


class ImportMessages(Messages):
    """Importing files: refusals and each problem by line."""


# Files that bring a tournament with its own players: players already in the club are matched, not refused.
TOURNAMENT_KINDS = ("h9", "fesa")
KINDS = ("players", "games", "h9", "fesa")


@dataclass(frozen=True, slots=True)
class ImportPlan:
    batch: ImportBatch
    new_players: list[PlayerRow]
    new_events: list[EventRow]
    problems: list[tuple[int, str]]
    matched_players: dict[str, int]


@dataclass(frozen=True, slots=True)
class ImportSummary(Changes):
    """An import's Changes, with what it added (Anki's OpChangesWithCount)."""

    new_players: tuple[Player, ...] = ()
    new_events: tuple[Event, ...] = ()
    new_games: tuple[Game, ...] = ()
    already: int = 0  # games of the file left out because the club has them (`only_new`)

    @property
    def player_count(self) -> int:
        return len(self.new_players)

    @property
    def event_count(self) -> int:
        return len(self.new_events)

    @property
    def game_count(self) -> int:
        return len(self.new_games)


_UNKNOWN = re.compile(r'unknown player "(.*)"$')


def _with_suggestions(club: ClubState, problems: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """'unknown player "Tandiwe"' gains ' (did you mean "Thandiwe Nkosi"?)' when the club has a likely one."""
    from clubrater.controller.queries import PlayerLookup

    lookup: PlayerLookup | None = None
    out = []
    for line, reason in problems:
        m = _UNKNOWN.search(reason)
        if m:
            lookup = lookup or PlayerLookup(club)
            guess = lookup.suggest(m.group(1))
            if guess:
                reason = ImportMessages.tr('{problem} (did you mean "{guess}"?)').format(problem=reason, guess=guess)
        out.append((line, reason))
    return out


def read_file(kind: str, path: Path) -> ImportBatch:
    """Parse a file of the given kind; raises InputError naming every bad line."""
    if kind == "players":
        return tables.read_players(path)
    if kind == "games":
        return tables.read_games(path)
    if kind == "h9":
        from clubrater.io import h9

        return h9.table_to_batch(h9.read_h9(Path(path)))
    if kind == "fesa":
        from clubrater.io import fesa

        return fesa.read_fesa_dir(Path(path))
    raise ClubRaterError(ImportMessages.tr('"{kind}" is not something ClubRater imports (players, games, h9, fesa).').format(kind=kind))


class Imports:
    def __init__(self, club: ClubState) -> None:
        self._c = club

    # ----------------------------------------------------------------- files
    def plan_file(self, kind: str, path: Path, *, today: date | None = None) -> ImportPlan:
        """The preview of a file: what would be added and every problem row, nothing stored."""
        return self.plan(self._prepared(kind, path), match_existing_players=kind in TOURNAMENT_KINDS, today=today)

    def file(self, kind: str, path: Path, *, again: bool = False, only_new: bool = False,
             today: date | None = None) -> ImportSummary:
        """Import a file of `kind` (players, games, h9, fesa) whole, or refuse it whole.

        The same file (by its content) imported before is refused, unless `again`: its games would go in twice.
        A file some of whose games the club already has (controller/overlap.py) is refused naming them, unless
        `only_new` (only the others are stored, all or nothing) or `again` (everything is stored).
        `today`: a game or adjustment dated after the day after it is a problem of its line (domain/dates.py;
        the front ends give it unless the secretary says the dates are right).
        """
        from clubrater.controller import imported

        fingerprint = imported.fingerprint(Path(path))
        if not again:
            imported.refuse_known(self._c, fingerprint, Path(path), kind)
        if kind == "games":
            summary = self._stream_games(Path(path), overlap=not again, only_new=only_new, today=today)
        elif kind == "players" or again:
            summary = self.batch(self._prepared(kind, path), match_existing_players=kind in TOURNAMENT_KINDS,
                                 today=today)  # fmt: skip
        else:
            summary = self._tournament_new_games(kind, Path(path), only_new=only_new, today=today)
        imported.remember(self._c, fingerprint, kind, Path(path), summary)
        return summary

    def _tournament_new_games(self, kind: str, path: Path, *, only_new: bool, today: date | None) -> ImportSummary:
        """A tournament table (h9, FESA) with the games the club already has found first.

        None found: as before (an event the club has with its games is refused). Some found: refused naming
        them, or with `only_new` the others go in (into the club's event of that name, when it has one).
        """
        from clubrater.controller.overlap import Overlap, PartlyImportedError

        batch = self._prepared(kind, path, check_events=False)
        self._c.sync()  # on a server: the games other clubs stored until now count too
        known = Overlap(self._c).known(batch.games) if self._c.history.games else [False] * len(batch.games)
        if not any(known):
            self._refuse_known_events(batch)
            return self.batch(batch, match_existing_players=True, today=today)
        new = replace(batch, games=[g for g, k in zip(batch.games, known, strict=True) if not k])
        if not only_new:
            plan = self.plan(new, match_existing_players=True, today=today)
            if plan.problems:  # bad rows are said first: they must be put right either way
                raise InputError(ImportMessages.tr("{file} was not imported; nothing was stored. Problems:").format(
                    file=batch.source or path.name),
                                 plan.problems)  # fmt: skip
            try:  # --again would be refused too when the club has the table's event with its games
                self._refuse_known_events(batch)
                again = True
            except ClubRaterError:
                again = False
            raise PartlyImportedError(path.name, len(batch.games),
                                      [g for g, k in zip(batch.games, known, strict=True) if k], again=again)
        return replace(self.batch(new, match_existing_players=True, today=today), already=sum(known))

    def _stream_games(self, path: Path, *, overlap: bool = False, only_new: bool = False,
                      today: date | None = None) -> ImportSummary:
        """A games file read, checked and stored a chunk at a time in ONE transaction: all or nothing as `batch`,
        but holding only the stored games, not the file's rows (1,000,000 games in well under 1 GB).

        Every row is still checked: after the first bad one nothing more is stored, the reading goes on to name
        every bad line, and the transaction is rolled back. With `overlap`, games the club already has are found
        as the chunks go by (controller/overlap.py): the file is refused naming them, or with `only_new` they
        are left out.
        """
        from clubrater.controller.overlap import SHOWN, Overlap, PartlyImportedError

        c = self._c
        if not path.is_file():
            raise ClubRaterError(ImportMessages.tr("There is no file {file}.").format(file=path))
        chunks = tables.game_chunks(path)  # the header is checked here, before the transaction
        c.sync()  # on a server: the players and games other clubs stored until now count too
        names: dict[str, int | None] = {name_key(p.name): p.id for p in c.history.players.values()}
        problems: list[tuple[int, str]] = []
        # An empty club has nothing to overlap: a big first import keeps its speed.
        overlapping = Overlap(c) if overlap and c.history.games else None
        known: list[GameRow] = []  # the first few the club already has, for the refusal to name
        already = total = 0
        rule = c.on_server and not c.federation.is_officer()  # the federation's game rule (issue 25, item 4)
        events_by_name = {name_key(e.name): e for e in c.history.events.values()}
        with c.db.transaction() as s:
            writer = _GameWriter(c, s, dict(names))  # type: ignore[arg-type]  # every known player has an id
            for chunk in chunks:
                problems.extend(chunk.problems)
                problems.extend((line, ImportMessages.tr('unknown player "{name}"').format(name=name)) for line, name in chunk.names_on_bad_rows
                                if name_key(name) not in names)  # fmt: skip
                good: list[GameRow] = []
                for g in chunk.games:
                    reasons = checks.game_row(g, names) + checks.handicap_kind(c, g.handicap, g.piece_handicap)
                    if rule and not reasons and not _may_enter(c, g, names, events_by_name):
                        reasons.append(_not_yours(g))
                    if today is not None and (late := after_tomorrow(g.date, today)):
                        reasons.append(late)
                    if reasons:
                        problems.extend((g.line, r) for r in reasons)
                    elif not problems:
                        good.append(g)
                total += len(chunk.games)
                if overlapping is not None and good:
                    flags = overlapping.known(good)
                    already += sum(flags)
                    if len(known) < SHOWN:
                        known.extend([g for g, k in zip(good, flags, strict=True) if k][:SHOWN - len(known)])
                    if only_new:
                        good = [g for g, k in zip(good, flags, strict=True) if not k]
                if not problems and (only_new or not already):
                    writer.add(good)
            if problems:
                problems = sorted(dict.fromkeys(_with_suggestions(c, problems)), key=lambda p: p[0])
                raise InputError(ImportMessages.tr("{file} was not imported; nothing was stored. Problems:").format(file=path.name), problems)
            if already and not only_new:
                raise PartlyImportedError(path.name, total, known, already)
            events = writer.finish()
        return replace(self._mirror([], events, writer.stored, []), already=already)

    def _mirror(self, players: list[Player], events: list[Event], stored: list[Game],
                adjustments: list[Any]) -> ImportSummary:  # fmt: skip
        """What was committed, mirrored in the club's memory and rated; the import's Changes."""
        c = self._c
        for p in players:
            c.history.players[p.id] = p
        for e in events:
            c.history.events[e.id] = e
        c.add_to_history(stored)
        for a in adjustments:
            c.insert_adjustment(a)
        dates = ([min(g.date for g in stored)] if stored else []) + [a.date for a in adjustments]
        if dates:
            c.rerate(min(dates + c.event_dates(*{g.event for g in stored})))
        else:
            c.rerate(None, new_players_only=True)
        return ImportSummary(players=bool(players), games=bool(stored), events=bool(events),
                             ratings=bool(players or stored or adjustments), new_players=tuple(players),
                             new_events=tuple(events), new_games=tuple(stored))

    def _prepared(self, kind: str, path: Path, *, check_events: bool = True) -> ImportBatch:
        """Read the file and fit it to the club: tournaments are not taken twice, names are matched."""
        path = Path(path)
        if kind != "fesa" and not path.is_file():
            raise ClubRaterError(ImportMessages.tr("There is no file {file}.").format(file=path))
        batch = read_file(kind, path)
        if kind in TOURNAMENT_KINDS and check_events:
            self._refuse_known_events(batch)
        if kind == "h9":
            batch = self._match_tournament_players(batch)
        return batch

    def _refuse_known_events(self, batch: ImportBatch) -> None:
        """A tournament table brings its own event: importing it twice would rate its games twice."""
        h = self._c.history
        for ev in batch.events:
            known = next((e for e in h.events.values() if name_key(e.name) == name_key(ev.name)), None)
            if known is not None and any(g.event == known.id for g in h.games):
                raise ClubRaterError(
                    ImportMessages.tr('The event "{name}" is already in the club with its games; nothing was imported. Delete its games first to import the table again.').format(name=known.name)
                )

    def _match_tournament_players(self, batch: ImportBatch) -> ImportBatch:
        """Use the club's own spelling for players a tournament table names differently.

        Matching ignores case and accents and accepts either name order, so
        "NEMO Andre" in a table is the club's "André Nemo".
        """
        index: NameIndex[str] = NameIndex()
        for p in self._c.history.players.values():
            index.add(p.name, p.name)
        renamed: dict[str, str] = {}
        for row in batch.players:
            found = index.find(row.name)
            if found is not None and found != row.name:
                renamed[row.name] = found
                row.name = found
        for g in batch.games:
            g.black = renamed.get(g.black, g.black)
            g.white = renamed.get(g.white, g.white)
        return batch

    # ----------------------------------------------------------------- batches
    def batch(self, batch: ImportBatch, *, match_existing_players: bool = False,
              today: date | None = None) -> ImportSummary:
        """Store a file's players, events and games in one transaction, or refuse it whole.

        With `match_existing_players` (tournament tables), players already in the
        club are used instead of refused as duplicates.
        """
        self._c.sync()  # on a server: checked against what other clubs have stored until now
        plan = self.plan(batch, match_existing_players=match_existing_players, today=today)
        if plan.problems:
            raise InputError(ImportMessages.tr("{file} was not imported; nothing was stored. Problems:").format(file=batch.source)
                             if batch.source else ImportMessages.tr("The file was not imported; nothing was stored. Problems:"),
                             plan.problems)
        return self.execute(plan)

    def plan(self, batch: ImportBatch, *, match_existing_players: bool = False, today: date | None = None) -> ImportPlan:
        """What an import would add, and every problem row, without storing anything (the preview); with `today`,
        a game or adjustment dated after the day after it is a problem of its line."""
        c = self._c
        problems: list[tuple[int, str]] = list(batch.problems)
        new_players: list[PlayerRow] = []
        known: dict[str, int | None] = {name_key(p.name): p.id for p in c.history.players.values()}
        matched: dict[str, int] = {}
        seen: set[str] = set()
        for row in batch.players:
            key = name_key(row.name)
            if match_existing_players and key in known and known[key] is not None:
                matched[key] = known[key]  # type: ignore[assignment]
                continue
            for line, reason in checks.player_rows(c, [row], seen):
                problems.append((line, reason))
            seen.add(key)
            new_players.append(row)
        names: dict[str, int | None] = {**known, **{name_key(r.name): None for r in new_players}}
        events_by_name = {name_key(e.name): e for e in c.history.events.values()}
        new_events: dict[str, EventRow] = {}
        from_games: set[str] = set()  # events named only by games: dated from their first game to their last
        for ev in batch.events:
            k = name_key(ev.name)
            problems.extend((1, p) for p in checks.event_row(ev.name, ev.place))  # a table's event: its head line
            if k not in events_by_name and k not in new_events:
                new_events[k] = ev
        rule = c.on_server and not c.federation.is_officer()  # the federation's game rule (issue 25, item 4)
        for g in batch.games:
            for reason in checks.game_row(g, names) + checks.handicap_kind(c, g.handicap, g.piece_handicap):
                problems.append((g.line, reason))
            if rule and not _may_enter(c, g, names, events_by_name):
                problems.append((g.line, _not_yours(g)))
            if today is not None and (late := after_tomorrow(g.date, today)):
                problems.append((g.line, late))
            if g.event and name_key(g.event) not in events_by_name:
                named = new_events.get(name_key(g.event))
                if named is None:
                    new_events[name_key(g.event)] = EventRow(name=g.event.strip(), start=g.date, end=g.date,
                                                             klass=g.klass)  # fmt: skip
                    from_games.add(name_key(g.event))
                elif name_key(g.event) in from_games and named.start is not None and named.end is not None:
                    named.start, named.end = min(named.start, g.date), max(named.end, g.date)
        for a in batch.adjustments:
            if name_key(a.player) not in names:
                problems.append((a.line, ImportMessages.tr('adjustment: unknown player "{player}"').format(player=a.player)))
            if a.rank is None and a.index is None and a.rating is None:
                problems.append((a.line, ImportMessages.tr("adjustment: it sets no rank, index or rating")))
            problems.extend((a.line, ImportMessages.tr("adjustment: {problem}").format(problem=p))
                            for p in checks.text({checks.FIELD_NOTE: a.note}, names=(), notes=(checks.FIELD_NOTE,)))
            if today is not None and (late := after_tomorrow(a.date, today)):
                problems.append((a.line, ImportMessages.tr("adjustment: {problem}").format(problem=late)))
        for line, name in batch.names_on_bad_rows:
            if name_key(name) not in names:
                problems.append((line, ImportMessages.tr('unknown player "{name}"').format(name=name)))
        problems = _with_suggestions(c, problems)
        problems = sorted(dict.fromkeys(problems), key=lambda p: p[0])
        return ImportPlan(batch, new_players, list(new_events.values()), problems, matched)

    def execute(self, plan: ImportPlan) -> ImportSummary:
        """Store a planned import in one transaction (the preview's Import button); `plan` must have no problems."""
        if plan.problems:
            raise InputError((ImportMessages.tr("{file} was not imported; nothing was stored. Problems:").format(file=plan.batch.source)
                             if plan.batch.source else ImportMessages.tr("The file was not imported; nothing was stored. Problems:")), plan.problems)
        c = self._c
        batch = plan.batch
        with c.db.transaction() as s:
            ids: dict[str, int] = {name_key(p.name): p.id for p in c.history.players.values()}
            new_player_recs = [storage.player_record(r) for r in plan.new_players]
            s.add_all(new_player_recs)
            ev_recs = []
            base_seq = len(c.history.events)
            spans: dict[str, list[date]] = {}
            if any(ev.start is None or ev.end is None for ev in plan.new_events):  # one pass, not one per event
                for g in batch.games:
                    if g.event:
                        span = spans.setdefault(name_key(g.event), [g.date, g.date])
                        span[0], span[1] = min(span[0], g.date), max(span[1], g.date)
            for n, ev in enumerate(plan.new_events, start=1):
                first, last = spans.get(name_key(ev.name), (None, None))
                row = replace(ev, start=ev.start or first, end=ev.end or last)
                ev_recs.append(storage.event_record(row, seq=base_seq + n))
            s.add_all(ev_recs)
            s.flush()
            for rec in new_player_recs:
                ids[rec.name_key] = rec.id
            event_ids = {name_key(e.name): e.id for e in c.history.events.values()}
            event_ids.update({name_key(r.name): r.id for r in ev_recs})
            club = s.get(Club, 1)
            assert club is not None
            seq0 = 0 if c.on_server else club.next_seq  # on a server the server numbers them (revision 0007)
            # Adjustments are entered ahead of the file's games: on a shared date they come first.
            adj_recs = [
                AdjustmentRecord(seq=seq0 + n, date=a.date, player_id=ids[name_key(a.player)],
                                 rank=storage.rank_text(a.rank), index=a.index, rating=a.rating, note=a.note)
                for n, a in enumerate(batch.adjustments)
            ]
            s.add_all(adj_recs)
            if not c.on_server:
                club.next_seq += len(adj_recs)
            s.flush()
            if c.on_server and adj_recs:
                given = dict(s.execute(select(AdjustmentRecord.id, AdjustmentRecord.seq).where(
                    AdjustmentRecord.id.in_([r.id for r in adj_recs]))).all())
                for r in adj_recs:
                    r.seq = given[r.id]
            writer = _GameWriter(c, s, ids, event_ids)
            for start in range(0, len(batch.games), tables.GAME_CHUNK):
                writer.add(batch.games[start:start + tables.GAME_CHUNK])
            writer.finish()
            players = [storage.player_of(r) for r in new_player_recs]
            events = [storage.event_of(r) for r in ev_recs]
            adjustments = [storage.adjustment_of(r) for r in adj_recs]
        return self._mirror(players, events, writer.stored, adjustments)


def _not_yours(g: GameRow) -> str:
    """A secretary's import of a game that is not his club's (issue 25, item 4), as a problem of its line."""
    return ImportMessages.tr("neither {black} nor {white} plays for your club and the game is in no event your club "
                             "entered; a secretary enters only his own club's games").format(black=g.black, white=g.white)


def _may_enter(c: ClubState, g: GameRow, names: dict[str, int | None], events: dict[str, Event]) -> bool:
    """A secretary's import: the game has a player of his club (a new one becomes his), or its event is his."""
    mine = c.federation.mine()
    if mine is None:
        return False
    for who in (g.black, g.white):
        pid = names.get(name_key(who), 0)
        if pid is None or (pid and c.home_club.get(pid) == mine.id):
            return True
    if g.event:
        ev = events.get(name_key(g.event))
        return ev is None or c.event_club.get(ev.id) == mine.id
    return False


class _GameWriter:
    """Games stored a chunk at a time inside the caller's transaction, each as one multi-row INSERT; the stored
    games come back as `Game`s (ids read by primary-key range, never by a scan). Events a game names that the
    club does not have are created as they appear, dated from their first game to their last."""

    def __init__(self, club: ClubState, session: Session, ids: dict[str, int],
                 event_ids: dict[str, int] | None = None) -> None:  # fmt: skip
        self._c, self._s, self._ids = club, session, ids
        self._events = event_ids if event_ids is not None else {name_key(e.name): e.id
                                                                 for e in club.history.events.values()}  # fmt: skip
        self._new: dict[str, tuple[EventRecord, list[date]]] = {}
        rec = session.get(Club, 1)
        assert rec is not None
        self._club = rec
        self._floor = session.execute(select(func.max(GameRecord.id))).scalar() or 0
        self._table = GameRecord.__table__  # Core's INSERT: no ORM bookkeeping per row
        self.stored: list[Game] = []

    def add(self, rows: Sequence[GameRow]) -> None:
        if not rows:
            return
        s, ids, events = self._s, self._ids, self._events
        seq0 = self._club.next_seq
        values: list[dict[str, Any]] = []
        for n, g in enumerate(rows):
            event = None
            if g.event:
                key = name_key(g.event)
                event = events.get(key)
                if event is None:
                    event = events[key] = self._event(g)
                elif key in self._new:
                    span = self._new[key][1]
                    span[0], span[1] = min(span[0], g.date), max(span[1], g.date)
            gi = GameInput(
                date=g.date, black=ids[name_key(g.black)], white=ids[name_key(g.white)], result=g.result,
                handicap=g.handicap, komi=g.komi, type=g.type, event=event, klass=g.klass, round=g.round,
                black_rank=g.black_rank, white_rank=g.white_rank, piece_handicap=g.piece_handicap, note=g.note,
            )
            v = storage.game_values(storage.normalise(gi))
            v["seq"] = seq0 + n
            values.append(v)
        if self._c.on_server:  # the server numbers them in the order given (revision 0007): read back
            stmt = insert(GameRecord).returning(GameRecord.id, GameRecord.seq, sort_by_parameter_order=True)
            for v, (gid, seq) in zip(values, s.connection().execute(stmt, values).all(), strict=True):
                v["id"], v["seq"] = gid, seq
                self.stored.append(storage.game_from_values(v))
            return
        self._club.next_seq = seq0 + len(values)
        s.connection().execute(insert(self._table), values)  # type: ignore[arg-type]  # a Table, typed as FromClause
        got = dict(s.execute(select(GameRecord.seq, GameRecord.id).where(GameRecord.id > self._floor,
                                                                         GameRecord.seq >= seq0)).all())  # fmt: skip
        for v in values:
            v["id"] = got[v["seq"]]
            self.stored.append(storage.game_from_values(v))
        self._floor = max(self._floor, max(got.values()))

    def _event(self, g: GameRow) -> int:
        assert g.event is not None
        rec = storage.event_record(EventRow(name=g.event.strip(), start=g.date, end=g.date, klass=g.klass),
                                   seq=len(self._c.history.events) + len(self._new) + 1)  # fmt: skip
        self._s.add(rec)
        self._s.flush()
        self._new[name_key(g.event)] = (rec, [g.date, g.date])
        return rec.id

    def finish(self) -> list[Event]:
        """The events created on the way, with their dates; to be called inside the transaction."""
        for rec, (first, last) in self._new.values():
            rec.start, rec.end = first, last
        self._s.flush()
        return [storage.event_of(rec) for rec, _span in self._new.values()]
