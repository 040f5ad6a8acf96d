"""Catching up with other secretaries on a federation server: re-read only the rows they changed.

Every write on the server logs the rows it changed in `change_log` under a new `data_version`
(triggers of revision 0006). A client that knows the data up to version K reads the log after
K, fetches those rows as they are now (a row that is gone was deleted), mirrors them in its
history and re-rates from the earliest date they can affect, exactly as its own changes do. The
result equals a full replay of the stored games (tests/test_federation_concurrency.py checks it).
A settings change (the rating system, the name) or a very large batch reloads everything.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from clubrater.controller import storage
from clubrater.controller.changes import Changes
from clubrater.domain.message import Joined, Messages
from clubrater.domain.model import Game
from clubrater.store.models import AdjustmentRecord, ChangeLogRecord, EventRecord, GameRecord, PlayerRecord


class CatchupMessages(Messages):
    """What arrived from other secretaries."""


_COUNTS = {"players": lambda n: CatchupMessages.tr("%n player(s)", "", n),
           "games": lambda n: CatchupMessages.tr("%n game(s)", "", n),
           "events": lambda n: CatchupMessages.tr("%n event(s)", "", n),
           "adjustments": lambda n: CatchupMessages.tr("%n adjustment(s)", "", n)}

# `state` below is a ClubState; not imported, since state.py imports this module (tests/test_layers.py: no circles)
ClubState = Any

RELOAD_ABOVE = 20_000  # more changed rows than this: reading everything again is quicker
_RATING_FIELDS = ("rank", "index", "rating", "grade", "start_state")
_NOUNS = {"players": "player", "games": "game", "events": "event", "adjustments": "adjustment"}
_GAME_FIELDS = ("id", "seq", "date", "black_id", "white_id", "result", "handicap", "komi", "game_type", "event_id",
                "round", "black_rank", "white_rank", "piece_handicap", "note", "klass")


@dataclass(frozen=True, slots=True)
class Arrived(Changes):
    """What other secretaries changed since this client last looked: a `Changes` plus a quiet note.

    `counts` maps (club name, kind) to rows, kind one of players, games, events, adjustments (rows
    added or changed) or "games removed" and so on (rows deleted); `note` is "2 games from Pretoria"
    or "2 games from Pretoria; 1 game removed by Durban" ("" when nothing arrived).
    """

    note: str = ""
    counts: dict[tuple[str, str], int] = field(default_factory=dict)


def note_of(counts: dict[tuple[str, str], int]) -> str:
    """ "1 player, 2 games from Cape Town; 1 game removed by Durban": by club, arrivals before removals."""
    order = list(_NOUNS)
    groups: dict[tuple[str, bool], list[str]] = {}
    for (club, kind), n in sorted(counts.items(), key=lambda kv: (kv[0][0], kv[0][1].endswith(" removed"),
                                                                   order.index(kv[0][1].split()[0]))):
        table = kind.split()[0]
        groups.setdefault((club, kind.endswith(" removed")), []).append(_COUNTS[table](n))
    return Joined("; ", ((CatchupMessages.tr("{things} removed by {club}") if removed else
                          CatchupMessages.tr("{things} from {club}")).format(things=Joined(", ", parts), club=club)
                         for (club, removed), parts in groups.items()))


def catch_up(state: ClubState, s: Session, known: int, now: int) -> Arrived:
    """Mirror every row changed after version `known` (up to `now`), then re-rate; what arrived."""
    return fetch(state, s, known, now)(False)


def fetch(state: ClubState, s: Session, known: int, now: int) -> Callable[[bool], Arrived]:
    """Read what changed after version `known` (SQL only, quick: a writer does it under the lock);
    the function returned mirrors it in memory (a writer calls it after its commit) and re-rates, or,
    with `defer`, leaves the re-rate to the writer's own one that follows (one replay instead of two)."""
    rows = s.execute(
        select(ChangeLogRecord.tbl, ChangeLogRecord.row_id, ChangeLogRecord.club_id)
        .where(ChangeLogRecord.version > known, ChangeLogRecord.version <= now)
        .order_by(ChangeLogRecord.id)
    ).all()
    latest: dict[tuple[str, int], int | None] = {(t, i): c for t, i, c in rows}
    tables = {t for t, _i in latest}
    if not rows:
        return Arrived
    if tables & {"club", "member_clubs"} or len(latest) > RELOAD_ABOVE:
        state.load_from(s)
        h = state.history
        there = {"players": set(h.players), "games": set(state.by_id), "events": set(h.events),
                 "adjustments": {a.id for a in h.adjustments}}
        present = {(t, i) for t, i in latest if t in there and i in there[t]}
        counts = _counted(state, latest, present)
        ch = Changes.everything()
        arrived = Arrived(ch.players, ch.games, ch.events, ch.ratings, ch.settings, (), note_of(counts), counts)
        return lambda _defer: arrived
    ids: dict[str, list[int]] = {}
    for t, i in latest:
        ids.setdefault(t, []).append(i)
    players = ({r.id: r for r in s.scalars(select(PlayerRecord).where(PlayerRecord.id.in_(ids["players"])))}
               if "players" in ids else {})
    events = ({r.id: r for r in s.scalars(select(EventRecord).where(EventRecord.id.in_(ids["events"])))}
              if "events" in ids else {})
    games = ({r.id: r for r in s.scalars(select(GameRecord).where(GameRecord.id.in_(ids["games"])))}
             if "games" in ids else {})
    adjustments = ({r.id: r for r in s.scalars(select(AdjustmentRecord).where(AdjustmentRecord.id.in_(
        ids["adjustments"])))} if "adjustments" in ids else {})
    found: dict[str, set[int]] = {"players": set(players), "events": set(events), "games": set(games),
                                  "adjustments": set(adjustments)}
    present = {(t, i) for t, i in latest if i in found.get(t, set())}
    counts = _counted(state, latest, present)

    def apply(defer: bool) -> Arrived:
        _apply(state, ids, players, events, games, adjustments, defer)
        return Arrived(players="players" in ids, games="games" in ids or "adjustments" in ids,
                       events="events" in ids, ratings=True, settings=False, ids=tuple(ids.get("games", ())),
                       note=note_of(counts), counts=counts)

    return apply


def _counted(state: ClubState, latest: dict[tuple[str, int], int | None],
             present: set[tuple[str, int]]) -> dict[tuple[str, str], int]:
    return dict(Counter((state.club_name_of(c), t if (t, i) in present else f"{t} removed")
                        for (t, i), c in latest.items() if t in _NOUNS))


def _apply(state: ClubState, ids: dict[str, list[int]], players: dict[int, PlayerRecord],
           events: dict[int, EventRecord], games: dict[int, GameRecord],
           adjustments: dict[int, AdjustmentRecord], defer: bool) -> None:
    """Mirror the fetched rows in the history (players first, their deletions last) and re-rate once
    (with `defer`, the state's next `rerate` call does it, from the earlier of both dates)."""
    h = state.history
    since: date | None = None
    everything = new_players = False

    def earlier(d: date | None) -> None:
        nonlocal since
        if d is not None and (since is None or d < since):
            since = d

    gone_players = [pid for pid in ids.get("players", ()) if pid not in players]
    for pid, rec in players.items():
        old, new = h.players.get(pid), storage.player_of(rec)
        h.players[pid] = new
        state.home_club[pid] = rec.home_club_id
        if old is None:
            new_players = True
        elif any(getattr(old, f) != getattr(new, f) for f in _RATING_FIELDS):
            everything = True
    for eid in ids.get("events", ()):
        rec_e = events.get(eid)
        if rec_e is None:
            h.events.pop(eid, None)
        else:
            h.events[eid] = storage.event_of(rec_e)
            state.event_club[eid] = rec_e.club_id
        for d in state.event_dates(eid):
            earlier(d)
    if "games" in ids:
        olds = [state.by_id[i] for i in ids["games"] if i in state.by_id]
        news: list[Game] = []
        for gid, rec_g in games.items():
            news.append(storage.game_from_values({f: getattr(rec_g, f) for f in _GAME_FIELDS}))
            state.game_club[gid] = rec_g.club_id
        if olds:
            state.remove_from_history(olds)
        if news:
            state.add_to_history(news)
        earlier(state.games_dates(olds + news))
    if "adjustments" in ids:
        wanted = set(ids["adjustments"])
        for a in [a for a in h.adjustments if a.id in wanted]:
            h.adjustments.remove(a)
            state.replay.adjustments.pop(a.id, None)
            earlier(a.date)
        for aid, rec_a in adjustments.items():
            adj = storage.adjustment_of(rec_a)
            state.insert_adjustment(adj)
            state.adjustment_club[aid] = rec_a.club_id
            earlier(adj.date)
    for pid in gone_players:
        h.players.pop(pid, None)
        state.replay.final.pop(pid, None)
        state.home_club.pop(pid, None)
    if defer:
        state.defer_rerate(date.min if everything else since, new_players)
        return
    if new_players:
        state.rerate(None, new_players_only=True)
    if everything:
        state.rerate(date.min)
    elif since is not None:
        state.rerate(since)


def merged(found: list[Arrived]) -> Arrived:
    """Several catch-ups as one (the window hears of them together)."""
    if not found:
        return Arrived()
    if len(found) == 1:
        return found[0]
    counts: Counter[tuple[str, str]] = Counter()
    ch = Changes()
    for a in found:
        counts.update(a.counts)
        ch = ch | a
    return Arrived(ch.players, ch.games, ch.events, ch.ratings, ch.settings, ch.ids, note_of(dict(counts)),
                   dict(counts))
