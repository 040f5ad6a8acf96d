"""A player's record sheet and history chart, an event's results, and plain records for files.

The record sheet is seed 001's twelve columns with the value before and after each
game for every system; the chart draws exactly its rated lines. The plain records
(`standing_record`, `history_record`) are what the command line prints as json or csv.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timezone
from typing import Any

from clubrater.controller.queries import Queries, StandingRow
from clubrater.controller.state import ClubState
from clubrater.controller.storage import ORDER_KEY, label
from clubrater.domain.message import Day, Joined, Messages, RankText
from clubrater.domain.model import Adjustment, Game, GameType, Player, RatingSystem


class ReportMessages(Messages):
    """The chart's words: what each game did, and where the player stands."""


GSF_BY_TYPE = {GameType.TOURNAMENT: 1.5, GameType.CLUB: 1.0, GameType.FRIENDLY: 0.5, GameType.FREE: 0.0}


@dataclass(frozen=True, slots=True)
class RecordRow:
    """One line of a player's record sheet (seed 001's columns, and before/after for every system)."""

    date: date
    kind: str  # "game" or "adjustment"
    item_id: int
    opponent: str
    opponent_rank: str
    colour: str  # "B", "W" or "" for adjustments
    handicap: int
    komi: float | None
    winner: str  # "B", "W", "J" or ""
    gsf: float | None
    rated: bool
    rank_before: str
    before: float
    change: float
    after: float
    rank_after: str
    event: str
    game_type: str
    comments: str
    opponent_id: int | None = None


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


class Reports:
    def __init__(self, club: ClubState) -> None:
        self._c = club

    def _player(self, player_id: int) -> Player:
        return self._c.player(player_id)

    def record_sheet(self, player_id: int) -> list[RecordRow]:
        """A player's games and adjustments in replay order, with the rating around each."""
        c = self._c
        p = self._player(player_id)
        players = c.history.players
        events = c.history.events
        rows: list[RecordRow] = []
        # The player's own games first (read alone when the club was opened from its snapshot: issue 29), then
        # their adjustments merged in.
        mine: list[Game | Adjustment] = list(c.games_of(player_id))
        ratings = c.ratings_of([g.id for g in mine])
        adjs = [a for a in c.history.adjustments if a.player == player_id]
        if adjs:
            mine = sorted([*mine, *adjs], key=ORDER_KEY)
        for it in mine:
            if isinstance(it, Adjustment):
                if it.player != player_id or it.id not in c.replay.adjustments:
                    continue
                a = c.replay.adjustments[it.id]
                rows.append(
                    RecordRow(
                        it.date, "adjustment", it.id, p.name, label(a.rank_after), "", 0, None, "", None, True,
                        label(a.rank_before), a.before, a.after - a.before, a.after, label(a.rank_after), "", "",
                        ("adjustment: " + it.note).strip(": "), player_id,
                    )
                )
                continue
            if player_id not in (it.black, it.white):
                continue
            r = ratings.get(it.id)
            black = it.black == player_id
            opp = players[it.white if black else it.black]
            if r is None:  # no result: shown, not rated
                st = None
                before = change = after = 0.0
                rank_b = rank_a = opp_rank = ""
            else:
                if black:
                    rank_b, before, change, rank_a, after = (
                        label(r.black_rank_before), r.black_before, r.black_change, label(r.black_rank_after), r.black_after,
                    )
                    opp_rank = label(r.white_rank_before)
                else:
                    rank_b, before, change, rank_a, after = (
                        label(r.white_rank_before), r.white_before, r.white_change, label(r.white_rank_after), r.white_after,
                    )
                    opp_rank = label(r.black_rank_before)
                st = r
            ev = events.get(it.event) if it.event is not None else None
            comments = "; ".join(x for x in (it.note, _detail_note(r.detail if r else None, "black" if black else "white")) if x)
            rows.append(
                RecordRow(
                    it.date, "game", it.id, opp.name, opp_rank or label(opp.rank) or opp.grade, "B" if black else "W",
                    it.handicap, it.komi, it.result.value if it.result else "", GSF_BY_TYPE[it.type],
                    bool(st and st.rated), rank_b, before, change, after, rank_a, ev.name if ev else "", it.type.value,
                    comments, opp.id,
                )
            )
        return rows

    def chart_points(self, player_id: int, rows: Sequence[RecordRow] | None = None) -> list[ChartPoint]:
        """The record sheet's rated lines as chart points, one per night (issue 17: a night's games summarised in
        one dot whose hover lists them, not stacked): the dot stands where the night ended."""
        rows = self.record_sheet(player_id) if rows is None else rows
        system = self._c.system
        nights: dict[date, list[RecordRow]] = {}
        for r in rows:
            if r.kind == "game" and not r.rated:
                continue
            if system == RatingSystem.SAGC and not r.rank_after:
                continue
            nights.setdefault(r.date, []).append(r)
        points: list[ChartPoint] = []
        for day, night in nights.items():
            last = night[-1]
            points.append(ChartPoint(day, day_seconds(day), chart_y(system, last.rank_after, last.after),
                                     self._night_label(day, night)))
        return points

    def _night_label(self, day: date, night: Sequence[RecordRow]) -> str:
        """One night in words: what each game did, then where the player stands (and between which rank lines)."""
        if len(night) == 1:
            return self._point_label(night[0])
        games = sum(1 for r in night if r.kind == "game")
        head = ReportMessages.tr("{date}: %n game(s)", "", games).format(date=Day(day, "%d %b %Y"))
        lines = [ReportMessages.tr("  {game}").format(game=self._point_label(r, dated=False)) for r in night]
        return Joined("\n", [head, *lines, ReportMessages.tr("→ {standing}").format(standing=self._standing_text(night[-1]))])

    def _standing_text(self, r: RecordRow) -> str:
        """ "9k -575 (between 10k and 9k)": where an SAGC dot sits on the rank lines; a rating as it is."""
        fmt = self._c.engine.format_value
        if self._c.system != RatingSystem.SAGC:
            return fmt(r.after)
        text = ReportMessages.tr("{rank} {index}").format(rank=RankText(r.rank_after or ""), index=fmt(r.after)) \
            if r.rank_after else fmt(r.after)
        from clubrater.domain.errors import RankError
        from clubrater.domain.ranks import parse_rank, rank_from_ordinal

        try:
            o = parse_rank(r.rank_after).ordinal
            if r.after < 0:
                return ReportMessages.tr("{standing} (between {lower} and {upper})").format(
                    standing=text, lower=RankText(str(rank_from_ordinal(o - 1))), upper=RankText(r.rank_after))
            if r.after > 0:
                return ReportMessages.tr("{standing} (between {lower} and {upper})").format(
                    standing=text, lower=RankText(r.rank_after), upper=RankText(str(rank_from_ordinal(o + 1))))
        except RankError:
            pass  # at the ends of the scale there is no line beyond
        return text

    def _point_label(self, r: RecordRow, dated: bool = True) -> str:
        """One game or adjustment in words: "04 Mar 2025: won against Bob 5k as Black, 2 stones\n+12 → 9k -3"
        (without the date when it is a line of a night's label; its line break then ": ")."""
        fmt = self._c.engine.format_value
        sign = "+" if r.change >= 0 else ""
        after = self._standing_text(r)
        if r.kind == "adjustment":
            what: str = ReportMessages.tr("adjustment to {standing}").format(standing=after)
        else:
            colour = {"B": ReportMessages.tr("Black"), "W": ReportMessages.tr("White")}.get(r.colour, "")
            hcp = ReportMessages.tr(", %n stone(s)", "", r.handicap) if r.handicap else ""
            event = ReportMessages.tr(" ({event})").format(event=r.event) if r.event else ""
            if r.winner == "J":
                game = ReportMessages.tr("jigo against {opponent} {rank} as {colour}{stones}{event}")
            elif r.winner and r.winner == r.colour:
                game = ReportMessages.tr("won against {opponent} {rank} as {colour}{stones}{event}")
            elif r.winner:
                game = ReportMessages.tr("lost against {opponent} {rank} as {colour}{stones}{event}")
            else:
                game = ReportMessages.tr("no result against {opponent} {rank} as {colour}{stones}{event}")
            what = ReportMessages.tr("{game}{separator}{change} → {standing}").format(
                game=game.format(opponent=r.opponent, rank=RankText(r.opponent_rank or ""), colour=colour, stones=hcp,
                                 event=event),
                separator="\n" if dated else ": ", change=f"{sign}{fmt(r.change)}", standing=after)
        return ReportMessages.tr("{date}: {what}").format(date=Day(r.date, "%d %b %Y"), what=what) if dated else what

    def event_results(self, event_id: int) -> list[EventResult]:
        """The players of an event with their score and rating before and after, best score first."""
        ctrl = self._c
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

    def standings_records(
        self, system: RatingSystem | None = None, include_inactive: bool = False, club: str | None = None
    ) -> list[dict[str, Any]]:
        """The standings as interchange.md's objects (what `clubrater standings --format json` prints)."""
        sys_ = system or self._c.system
        rows = Queries(self._c).standings(sys_, include_inactive=include_inactive, club=club)
        return [standing_record(r, sys_) for r in rows]

    def history_records(self, player_id: int) -> list[dict[str, Any]]:
        """A player's record sheet as seed 001's objects (what `clubrater history --format json` prints)."""
        return [history_record(r, self._c.system) for r in self.record_sheet(player_id)]


_FLAG_WORDS = {
    "reset": "rating reset to the new rank",
    "capped": "event loss capped at 100",
    "floored": "rating at the floor",
}


def _detail_note(detail: object, side: str) -> str:
    """What an engine flagged about this player's game, in words for the record sheet."""
    if not isinstance(detail, dict):
        return ""
    mine = detail.get(side)
    if isinstance(mine, dict):  # FESA: per side
        words = ["performance rating" if mine.get("performance") else ""]
        before, after = mine.get("grade_before", ""), mine.get("grade_after", "")
        if after != before:
            words.append(f"grade {before or 'none'} -> {after or 'none'}")
        return "; ".join(w for w in words if w)
    flags = [k[len(side) + 1 :] for k, v in detail.items() if k.startswith(side + "_") and v]
    return "; ".join(_FLAG_WORDS.get(f, f) for f in flags)


def value_key(system: RatingSystem) -> str:
    return "index" if system == RatingSystem.SAGC else "rating"


def standing_record(row: StandingRow, system: RatingSystem) -> dict[str, Any]:
    """interchange.md's object: name, rank, games, last_played and index (SAGC) or rating."""
    rec: dict[str, Any] = {
        "name": row.name,
        "rank": str(row.rank) if row.rank is not None else "",
        "games": row.games,
        "last_played": row.last_played.isoformat() if row.last_played else None,
    }
    if system == RatingSystem.SAGC:
        rec["index"] = int(row.value)
    else:
        rec["rating"] = row.value
    if system == RatingSystem.FESA:
        rec["grade"] = row.grade  # the FESA grade ("" when none): the prior grade is a key of its own
        rec["prior_grade"] = row.prior_grade
    rec["listed"] = row.listed
    rec["club"] = row.club
    rec["country"] = row.country
    return rec


def history_record(row: RecordRow, system: RatingSystem) -> dict[str, Any]:
    """Seed 001's twelve record-sheet columns, plus the value before the game for every system."""
    rec: dict[str, Any] = {
        "date": row.date.isoformat(),
        "kind": row.kind,
        "opponent": row.opponent,
        "opponent_rank": row.opponent_rank,
        "colour": row.colour,
        "handicap": row.handicap,
        "komi": row.komi,
        "winner": row.winner,
        "rated": row.rated,
    }
    if system == RatingSystem.SAGC:
        rec.update(
            gsf=row.gsf, change=int(row.change), new_index=int(row.after), new_rank=row.rank_after,
            index_before=int(row.before), rank_before=row.rank_before,
        )
    else:
        rec.update(rating_before=row.before, change=row.change, rating_after=row.after, rank_after=row.rank_after)
    rec.update(event=row.event, type=row.game_type, comments=row.comments)
    return rec
