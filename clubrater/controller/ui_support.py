"""What the window needs from a club beyond `ClubController`'s own methods.

Everything here takes a ClubController, so the UI never reaches the store or an
engine itself. The tables are returned as plain column lists, because the
window shows 5,000 players and 100,000 games and must refresh them in
milliseconds: building one object per row would cost more than the rating.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timezone
from typing import TYPE_CHECKING

from clubrater.controller.changes import Changes
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import Event, Game, GameType, RatingSystem

if TYPE_CHECKING:
    from clubrater.controller.club import ClubController, RecordRow
    from clubrater.engines.base import PlayerState

GO_SYSTEMS = (RatingSystem.SAGC, RatingSystem.EGF, RatingSystem.EGF2021)


def name_key(name: str) -> str:
    """The controller's rule: names are unique regardless of case and spacing."""
    return " ".join(name.split()).casefold()


# --------------------------------------------------------------------- standings as columns
@dataclass(slots=True)
class StandingsTable:
    """The rating list, one list per column, in the controller's standings order."""

    ids: list[int]
    names: list[str]
    ranks: list[str]
    rank_keys: list[int]
    values: list[float]
    games: list[int]
    last_played: list[date | None]
    clubs: list[str]
    listed: list[bool]
    active: list[bool]

    def __len__(self) -> int:
        return len(self.ids)


def standings_table(ctrl: ClubController, *, include_inactive: bool = True) -> StandingsTable:
    """Same rows, order and listing rule as `ctrl.standings`, without building a row object per player."""
    from clubrater.controller import club as _club

    today = ctrl.today()
    final = ctrl.replay.final
    system = ctrl.system
    egf = system in (RatingSystem.EGF, RatingSystem.EGF2021)
    listed_rule = _club._listed
    rows = []
    for p in ctrl.history.players.values():
        st = final.get(p.id)
        if st is None:
            continue
        listed = p.active and (not egf or listed_rule(system, st, today))
        if not listed and not include_inactive:
            continue
        rank = st.rank
        rows.append((p, st, listed, rank.ordinal if rank is not None else -1, p.name.casefold()))
    if system == RatingSystem.SAGC:
        rows.sort(key=lambda r: (-r[3], -r[1].value, r[4]))
    else:
        rows.sort(key=lambda r: (-r[1].value, r[4]))
    labels: dict[object, str] = {}

    def label(st: PlayerState) -> str:
        if st.rank is not None:
            return labels.get(st.rank) or labels.setdefault(st.rank, str(st.rank))
        return st.grade or st.extra.get("prior_grade", "") or ""

    return StandingsTable(
        ids=[r[0].id for r in rows],
        names=[r[0].name for r in rows],
        ranks=[label(r[1]) for r in rows],
        rank_keys=[r[3] for r in rows],
        values=[r[1].value for r in rows],
        games=[r[1].games for r in rows],
        last_played=[r[1].last_played for r in rows],
        clubs=[r[0].club for r in rows],
        listed=[r[2] for r in rows],
        active=[r[0].active for r in rows],
    )


def value_label(ctrl: ClubController) -> str:
    """The column title of the engine's number: Index, GoR or Elo."""
    return getattr(ctrl.engine, "value_label", "Rating")


def format_value(ctrl: ClubController, value: float) -> str:
    return ctrl.engine.format_value(value)


def rank_title(ctrl: ClubController) -> str:
    return "Grade" if ctrl.system == RatingSystem.FESA else "Rank"


# --------------------------------------------------------------------- players for pick lists
class PlayerLookup:
    """Typed names to players, built once per change of the player list (not once per keystroke).

    A window keeps one and drops it when the player list changes; with 5,000
    players a linear search per cell typed would cost milliseconds each time.
    """

    def __init__(self, ctrl: ClubController) -> None:
        self.ctrl = ctrl
        players = sorted(ctrl.history.players.values(), key=lambda p: p.name.casefold())
        self.by_key: dict[str, int] = {name_key(p.name): p.id for p in players}
        self.order: list[tuple[int, str]] = [(p.id, p.name) for p in players]

    def find(self, text: str) -> int | None:
        """A typed name to a player id; accepts what the completer shows, "Name (12k)"."""
        text = text.strip()
        if not text:
            return None
        pid = self.by_key.get(name_key(text))
        if pid is None and text.endswith(")") and "(" in text:
            pid = self.by_key.get(name_key(text[: text.rindex("(")]))
        return pid

    def suggest(self, text: str) -> str | None:
        """The player probably meant by a name that is not in the list ("Carol" -> "Carol Cele"), if any."""
        import difflib

        key = name_key(text)
        if not key:
            return None
        names = {k: self.ctrl.history.players[pid].name for k, pid in self.by_key.items()}
        starts = [n for k, n in names.items() if k.startswith(key) or any(part.startswith(key) for part in k.split())]
        if len(starts) == 1:
            return starts[0]
        close = difflib.get_close_matches(key, list(names), n=1, cutoff=0.8)
        return names[close[0]] if close else None

    def choices(self) -> list[tuple[int, str, str]]:
        """(id, name, current rank or grade) for every player, by name: what completers offer."""
        final = self.ctrl.replay.final
        players = self.ctrl.history.players
        labels: dict[object, str] = {}
        out = []
        for pid, name in self.order:
            st = final.get(pid)
            if st is not None and st.rank is not None:
                label = labels.get(st.rank) or labels.setdefault(st.rank, str(st.rank))
            elif st is not None and st.grade:
                label = st.grade
            else:
                p = players[pid]
                label = str(p.rank) if p.rank is not None else p.grade
            out.append((pid, name, label))
        return out


def player_choices(ctrl: ClubController) -> list[tuple[int, str, str]]:
    return PlayerLookup(ctrl).choices()


def resolve_player(ctrl: ClubController, text: str) -> int | None:
    return PlayerLookup(ctrl).find(text)


def suggest_player(ctrl: ClubController, text: str) -> str | None:
    return PlayerLookup(ctrl).suggest(text)


def current_rank_ordinal(ctrl: ClubController, player_id: int) -> int | None:
    st = ctrl.replay.final.get(player_id)
    rank = st.rank if st is not None and st.rank is not None else ctrl.player(player_id).rank
    return rank.ordinal if rank is not None else None


# --------------------------------------------------------------------- game defaults
def handicap_komi_default(ctrl: ClubController, handicap: int) -> float:
    """Komi to White: the club's even-game komi, or 0.5 with handicap stones."""
    if ctrl.system == RatingSystem.FESA:
        return 0.0
    return ctrl.default_komi_even if handicap == 0 else 0.5


def default_handicap(ctrl: ClubController, black: int | None, white: int | None) -> tuple[int, float]:
    """The usual handicap and komi for these two players.

    One stone per rank of difference (capped at 9), the weaker player taking
    Black; a difference of one rank or none is an even game at the club's komi.
    If the stronger player is Black, the game is taken as even.
    """
    if black is None or white is None or ctrl.system == RatingSystem.FESA:
        return 0, handicap_komi_default(ctrl, 0)
    b, w = current_rank_ordinal(ctrl, black), current_rank_ordinal(ctrl, white)
    if b is None or w is None:
        return 0, handicap_komi_default(ctrl, 0)
    diff = w - b  # positive when Black is the weaker player
    if diff <= 1:
        return 0, handicap_komi_default(ctrl, 0)
    stones = min(diff, 9)
    return stones, handicap_komi_default(ctrl, stones)


# --------------------------------------------------------------------- games as rows
def game_changes(ctrl: ClubController, game_id: int) -> tuple[float, float] | None:
    """(black's change, white's change), or None for a game that was not rated."""
    raw = ctrl.replay.games.raw.get(game_id)
    if raw is None or not raw[1]:
        return None
    return raw[4], raw[9]


def player_names(ctrl: ClubController) -> dict[int, str]:
    return {pid: p.name for pid, p in ctrl.history.players.items()}


def event_names(ctrl: ClubController) -> dict[int, str]:
    return {eid: e.name for eid, e in ctrl.history.events.items()}


def filter_games(
    games: Sequence[Game],
    *,
    start: date | None = None,
    end: date | None = None,
    player: int | None = None,
    event: int | None = None,
) -> list[Game]:
    """The games list's filters; one pass with the cheapest tests first (100,000 games)."""
    out: list[Game] = list(games) if start is None and end is None and player is None and event is None else [
        g
        for g in games
        if (start is None or g.date >= start)
        and (end is None or g.date <= end)
        and (player is None or g.black == player or g.white == player)
        and (event is None or g.event == event)
    ]
    out.reverse()  # newest first: the secretary checks what was just typed
    return out


def event_game_counts(ctrl: ClubController) -> dict[int, int]:
    counts: dict[int, int] = {}
    for g in ctrl.history.games:
        if g.event is not None:
            counts[g.event] = counts.get(g.event, 0) + 1
    return counts


def player_game_count(ctrl: ClubController, player_id: int) -> int:
    return sum(1 for g in ctrl.history.games if g.black == player_id or g.white == player_id)


# --------------------------------------------------------------------- a player's history
@dataclass(frozen=True, slots=True)
class ChartPoint:
    """One point of the history chart: a rated game or an adjustment, and what it did."""

    when: date
    x: float  # seconds since 1970 (UTC), spread within a day so the games of one evening stay in order
    y: float  # SAGC: rank ordinal + index / 1000; else the rating
    label: str  # what hovering shows


def chart_y(system: RatingSystem, rank_label: str, value: float) -> float:
    """SAGC rank and index on one continuous scale: 10k +999 meets 9k 0, 10k -999 meets 11k 0."""
    if system == RatingSystem.SAGC:
        from clubrater.domain.ranks import parse_rank

        return parse_rank(rank_label).ordinal + value / 1000.0
    return float(value)


def day_seconds(d: date) -> float:
    return datetime(d.year, d.month, d.day, tzinfo=timezone.utc).timestamp()  # noqa: UP017 - py3.11 keeps both


def chart_points(ctrl: ClubController, player_id: int, rows: Sequence[RecordRow] | None = None) -> list[ChartPoint]:
    """The record sheet's rated lines as chart points (the chart draws exactly these)."""
    rows = ctrl.record_sheet(player_id) if rows is None else rows
    system = ctrl.system
    points: list[ChartPoint] = []
    per_day: dict[date, int] = {}
    for r in rows:
        if r.kind == "game" and not r.rated:
            continue
        if system == RatingSystem.SAGC and not r.rank_after:
            continue
        n = per_day.get(r.date, 0)
        per_day[r.date] = n + 1
        x = day_seconds(r.date) + 3600.0 * min(n, 23)
        points.append(ChartPoint(r.date, x, chart_y(system, r.rank_after, r.after), _point_label(ctrl, r)))
    return points


def _point_label(ctrl: ClubController, r: RecordRow) -> str:
    fmt = ctrl.engine.format_value
    sign = "+" if r.change >= 0 else ""
    after = f"{r.rank_after} {fmt(r.after)}".strip() if ctrl.system == RatingSystem.SAGC else fmt(r.after)
    if r.kind == "adjustment":
        return f"{r.date:%d %b %Y}: adjustment to {after}"
    if r.winner == "J":
        outcome = "jigo"
    elif r.winner:
        outcome = "won" if r.winner == r.colour else "lost"
    else:
        outcome = "no result"
    colour = {"B": "Black", "W": "White"}.get(r.colour, "")
    hcp = f", {r.handicap} stones" if r.handicap else ""
    event = f" ({r.event})" if r.event else ""
    return (
        f"{r.date:%d %b %Y}: {outcome} against {r.opponent} {r.opponent_rank} as {colour}{hcp}{event}\n"
        f"{sign}{fmt(r.change)} → {after}"
    )


@dataclass(frozen=True, slots=True)
class EventSummary:
    """EGF record sheets read per event: the rating before, the change, the rating after."""

    date: date
    event: str
    games: int
    wins: int
    before: float
    change: float
    after: float
    rank_after: str


def event_summaries(rows: Sequence[RecordRow]) -> list[EventSummary]:
    """Group a record sheet's rated games by event (club games by date) in replay order."""
    out: list[EventSummary] = []
    current_key: tuple | None = None
    first: RecordRow | None = None
    last: RecordRow | None = None
    count = wins = 0

    def close() -> None:
        if first is not None and last is not None:
            out.append(
                EventSummary(first.date, first.event or "Club games", count, wins, first.before,
                             last.after - first.before, last.after, last.rank_after)
            )

    for r in rows:
        if r.kind != "game" or not r.rated:
            continue
        key = ("e", r.event) if r.event else ("d", r.date)
        if key != current_key:
            close()
            current_key, first, count, wins = key, r, 0, 0
        last = r
        count += 1
        wins += 1 if r.winner and r.winner == r.colour else 0
    close()
    return out


# --------------------------------------------------------------------- events and settings
@dataclass(frozen=True, slots=True)
class EventResult:
    """One player's event: games, wins, and where the rating went (SAGC: rank and index)."""

    player_id: int
    name: str
    games: int
    wins: float
    before: str
    change: float
    after: str


def event_results(ctrl: ClubController, event_id: int) -> list[EventResult]:
    """The players of an event with their score and rating before and after, best score first."""
    games = [g for g in ctrl.history.games if g.event == event_id]
    ratings = ctrl.replay.games
    fmt = ctrl.engine.format_value
    sagc = ctrl.system == RatingSystem.SAGC
    acc: dict[int, list] = {}  # id -> [games, wins, before, change, after]

    def label(rank: object, value: float) -> str:
        return f"{rank} {fmt(value)}" if sagc and rank is not None else fmt(value)

    for g in games:
        r = ratings.get(g.id)
        for pid, black in ((g.black, True), (g.white, False)):
            a = acc.setdefault(pid, [0, 0.0, "", 0.0, ""])
            a[0] += 1
            if g.result is not None:
                won = (g.result.value == "B") == black
                a[1] += 0.5 if g.result.value == "J" else (1.0 if won else 0.0)
            if r is None or not r.rated:
                continue
            if black:
                before, change, after = label(r.black_rank_before, r.black_before), r.black_change, label(
                    r.black_rank_after, r.black_after)
            else:
                before, change, after = label(r.white_rank_before, r.white_before), r.white_change, label(
                    r.white_rank_after, r.white_after)
            if not a[2]:
                a[2] = before
            a[3] += change
            a[4] = after
    players = ctrl.history.players
    out = [EventResult(pid, players[pid].name if pid in players else "?", a[0], a[1], a[2], a[3], a[4])
           for pid, a in acc.items()]
    out.sort(key=lambda e: (-e.wins, -e.change, e.name.casefold()))
    return out



def restore_event(ctrl: ClubController, event: Event) -> Changes:
    """Put back an event removed by undo, with the same id, so games entered later still find it."""
    from clubrater.controller.club import _event_record
    from clubrater.domain.records import EventRow

    if event.id in ctrl.history.events:
        raise ClubRaterError(f'The event "{event.name}" is already there.')
    row = EventRow(name=event.name, start=event.start, end=event.end, place=event.place, klass=event.klass,
                   rounds=event.rounds, komi=event.komi, handicap_policy=event.handicap_policy, rated=event.rated)
    with ctrl.db.transaction() as s:
        rec = _event_record(row, seq=event.seq)
        rec.id = event.id
        s.add(rec)
    ctrl.history.events[event.id] = event
    return Changes(events=True)


def inactivity_rule(system: RatingSystem) -> str:
    """The rule the standings apply, in the words a secretary would use."""
    if system == RatingSystem.SAGC:
        return ("Every active player is listed. A player you mark inactive disappears from the standings "
                "but keeps their games and comes back when marked active again.")
    if system in (RatingSystem.EGF, RatingSystem.EGF2021):
        return ("As on the EGF rating list: dan players are listed for two years after their last rated game, "
                "1k-10k for twelve months and weaker players for six months. Players you mark inactive are "
                "never listed.")
    return ("Every active player with a rating is listed. A player you mark inactive disappears from the standings "
            "but keeps their games.")


GAME_TYPE_LABELS = {
    GameType.TOURNAMENT: "tournament",
    GameType.CLUB: "club",
    GameType.FRIENDLY: "friendly",
    GameType.FREE: "free",
}


def club_summary(ctrl: ClubController) -> str:
    """One line for the status bar: how big the club is."""
    return f"{len(ctrl.history.players)} players, {len(ctrl.history.games)} games, {len(ctrl.history.events)} events"


def games_by_ids(ctrl: ClubController, ids: Sequence[int]) -> list[Game]:
    """The games still there among `ids` (an undo may have taken some away), in the given order."""
    out = []
    for gid in ids:
        try:
            out.append(ctrl.game(gid))
        except ClubRaterError:
            continue
    return out


def last_entered(ctrl: ClubController, n: int, *, look_back: int = 5000) -> list[Game]:
    """About the `n` games entered last, newest first: the highest entry numbers among the latest-dated games.

    A game entered with an old date is not among them; the entry form keeps its own list of what was just typed.
    """
    import heapq

    games = ctrl.history.games
    return heapq.nlargest(n, games[-look_back:] if len(games) > look_back else games, key=_seq)


def _seq(g: Game) -> int:
    return g.seq
