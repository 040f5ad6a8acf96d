"""The read side the window and the command line share: lists, lookups, standings.

Nothing here changes the club. The window's tables get plain column lists
(`standings_table`) because it shows 5,000 players and 100,000 games and must
refresh them in milliseconds: building one object per row would cost more than
the rating. A player's record sheet and chart are in reports.py.
"""

from __future__ import annotations

import difflib
import heapq
from collections.abc import Callable, Sequence
from datetime import date
from typing import NamedTuple

from clubrater.controller import checks, standings_rules
from clubrater.controller.standings_rules import StandingsTable, egf_listed
from clubrater.controller.state import ClubState
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.domain.model import Adjustment, Event, Game, GameType, Player, RatingSystem
from clubrater.domain.names import name_key
from clubrater.domain.ranks import Rank
from clubrater.engines.base import PlayerState
from clubrater.engines.registry import engine_for, system_from_name
from clubrater.io.words import QT_TRANSLATE_NOOP


class QueryMessages(Messages):
    """Looking things up: a player, game, event or adjustment that is not there."""


GAME_TYPE_LABELS = {
    GameType.TOURNAMENT: "tournament",
    GameType.CLUB: "club",
    GameType.FRIENDLY: "friendly",
    GameType.FREE: "free",
}


class StandingRow(NamedTuple):
    """One line of the rating list (a NamedTuple: thousands are built after every change)."""

    player_id: int
    name: str
    rank: Rank | None
    value: float
    games: int
    last_played: date | None
    listed: bool
    grade: str = ""  # FESA grade earned by rating ("" = none yet)
    club: str = ""
    country: str = ""
    prior_grade: str = ""  # FESA: the grade the player brought (a column of its own, as in the program's list)

    @property
    def rank_label(self) -> str:
        return str(self.rank) if self.rank is not None else self.grade


def inactivity_rule(system: RatingSystem) -> str:
    """The rule a system's standings apply, in the words a secretary would use (the settings dialog shows it)."""
    # Marked for the translators (issue 13): the window shows QCoreApplication.translate("StandingsRule", rule).
    if system == RatingSystem.SAGC:
        return QT_TRANSLATE_NOOP("StandingsRule", "Every active player is listed. A player you mark inactive disappears "
                                 "from the standings but keeps their games and comes back when marked active again.")
    if system in (RatingSystem.EGF, RatingSystem.EGF2021):
        return QT_TRANSLATE_NOOP("StandingsRule", "As on the EGF rating list: dan players are listed for two years "
                                 "after their last rated game, 1k-10k for twelve months and weaker players for six "
                                 "months. Players you mark inactive are never listed.")
    return QT_TRANSLATE_NOOP("StandingsRule", "Every active player with a rating is listed. A player you mark "
                             "inactive disappears from the standings but keeps their games.")


class PlayerLookup:
    """Typed names to players, built once per change of the player list (not once per keystroke).

    A window keeps one and drops it when the player list changes; with 5,000
    players a linear search per cell typed would cost milliseconds each time.
    """

    def __init__(self, ctrl: ClubState) -> None:
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



class Queries:
    def __init__(self, club: ClubState) -> None:
        self._c = club

    # ----------------------------------------------------------------- players
    def players(self) -> list[Player]:
        """Everyone, inactive players too, by name."""
        return sorted(self._c.history.players.values(), key=lambda p: name_key(p.name))

    def player(self, player_id: int) -> Player:
        return self._c.player(player_id)

    def find_player(self, name: str) -> Player:
        """The player of this name (case and spacing do not count)."""
        key = name_key(name)
        for p in self._c.history.players.values():
            if name_key(p.name) == key:
                return p
        raise ClubRaterError(QueryMessages.tr('"{name}" is not in the player list.').format(name=name))

    def player_state(self, player_id: int) -> PlayerState:
        """Where the player stands now (rank, value, games)."""
        self.player(player_id)
        return self._c.replay.final[player_id]

    def state(self, player_id: int) -> PlayerState | None:
        """As player_state, None for an unknown player (the window asks for ids it may have lost)."""
        return self._c.replay.final.get(player_id)

    def lookup(self) -> PlayerLookup:
        """Typed names to players; keep it until a Changes says players changed."""
        return PlayerLookup(self._c)

    def player_names(self) -> dict[int, str]:
        return {pid: p.name for pid, p in self._c.history.players.items()}

    def player_game_count(self, player_id: int) -> int:
        return sum(1 for g in self._c.history.games if g.black == player_id or g.white == player_id)

    def current_rank_ordinal(self, player_id: int) -> int | None:
        st = self._c.replay.final.get(player_id)
        rank = st.rank if st is not None and st.rank is not None else self.player(player_id).rank
        return rank.ordinal if rank is not None else None

    # ----------------------------------------------------------------- games
    def games(self) -> list[Game]:
        """Every game in replay order (date, then entry order). Do not change the list."""
        return self._c.history.games

    def game(self, game_id: int) -> Game:
        try:
            return self._c.by_id[game_id]
        except KeyError:
            raise ClubRaterError(QueryMessages.tr("There is no game number {number}.").format(number=game_id)) from None

    def games_by_ids(self, ids: Sequence[int]) -> list[Game]:
        """The games still there among `ids` (an undo may have taken some away), in the given order."""
        by_id = self._c.by_id
        return [by_id[i] for i in ids if i in by_id]

    def last_entered(self, n: int, *, look_back: int = 5000) -> list[Game]:
        """About the `n` games entered last, newest first: the highest entry numbers among the latest-dated games.

        A game entered with an old date is not among them; the entry form keeps its own list of what was just typed.
        """
        games = self._c.history.games
        return heapq.nlargest(n, games[-look_back:] if len(games) > look_back else games, key=_seq)

    @staticmethod
    def filter_games(
        games: Sequence[Game], *, start: date | None = None, end: date | None = None, player: int | None = None,
        event: int | None = None,
    ) -> list[Game]:
        """The games list's filters, newest first; one pass with the cheapest tests first (100,000 games)."""
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

    def game_changes(self, game_id: int) -> tuple[float, float] | None:
        """(black's change, white's change), or None for a game that was not rated."""
        raw = self._c.replay.games.raw.get(game_id)
        if raw is None or not raw[1]:
            return None
        return raw[4], raw[9]

    # ----------------------------------------------------------------- events and adjustments
    def events(self) -> list[Event]:
        """Events by start date, then entry order."""
        return sorted(self._c.history.events.values(), key=lambda e: (e.start or date.min, e.seq, e.id))

    def event(self, event_id: int) -> Event:
        try:
            return self._c.history.events[event_id]
        except KeyError:
            raise ClubRaterError(QueryMessages.tr("There is no event number {number}.").format(number=event_id)) from None

    def event_by_name(self, name: str) -> Event | None:
        key = name_key(name)
        for e in self._c.history.events.values():
            if name_key(e.name) == key:
                return e
        return None

    def event_names(self) -> dict[int, str]:
        return {eid: e.name for eid, e in self._c.history.events.items()}

    def event_game_counts(self) -> dict[int, int]:
        counts: dict[int, int] = {}
        for g in self._c.history.games:
            if g.event is not None:
                counts[g.event] = counts.get(g.event, 0) + 1
        return counts

    def adjustments(self) -> list[Adjustment]:
        """Every adjustment in replay order. Do not change the list."""
        return self._c.history.adjustments

    def adjustment(self, adjustment_id: int) -> Adjustment:
        found = next((a for a in self._c.history.adjustments if a.id == adjustment_id), None)
        if found is None:
            raise ClubRaterError(QueryMessages.tr("There is no adjustment number {number}.").format(number=adjustment_id))
        return found

    # ----------------------------------------------------------------- standings
    def club_members(self, club: str | None) -> set[int] | None:
        """The ids of the players whose home club is `club` (by name); None for no filter (every club)."""
        if club is None:
            return None
        c = self._c
        wanted = c.federation.club_named(club).id
        if not c.on_server:
            return set(c.history.players)
        return {pid for pid in c.history.players if c.home_club.get(pid) == wanted}

    def standings(
        self, system: str | RatingSystem | None = None, *, include_inactive: bool = False, today: date | None = None,
        club: str | None = None,
    ) -> list[StandingRow]:
        """The rating list; `system` rates the same games with another engine, changing nothing.

        `club` (a member club's name) keeps only its players; their ratings are the whole federation's.
        """
        c = self._c
        members = self.club_members(club)
        sys_ = system_from_name(system) if system is not None else c.system
        if sys_ != c.system:
            checks.ranks_for(c, sys_)
        replay = c.replay if sys_ == c.system else engine_for(sys_).replay(c.history)
        today = today or c.today()
        rows: list[StandingRow] = []
        final = replay.final
        egf = sys_ in (RatingSystem.EGF, RatingSystem.EGF2021)
        for p in c.history.players.values():
            if members is not None and p.id not in members:
                continue
            st = final[p.id]
            listed = p.active and (not egf or egf_listed(sys_, st, today))
            if not listed and not include_inactive:
                continue
            # FESA grade and prior grade apart, as the program's Elo list keeps them (issue 15).
            rows.append(StandingRow(p.id, p.name, st.rank, st.value, st.games, st.last_played, listed, st.grade or "",
                                    p.club, p.country, st.extra.get("prior_grade", "") or ""))  # fmt: skip
        # Names are stored normalised (single spaces), so casefold() is their key.
        if sys_ == RatingSystem.SAGC:
            order: dict[Rank | None, int] = {r: -r.ordinal for r in {row.rank for row in rows} if r is not None}
            rows.sort(key=lambda r: (order.get(r.rank, 1), -r.value, r.name.casefold()))
        else:
            rows.sort(key=lambda r: (-r.value, r.name.casefold()))
        return rows

    def standings_table(self, *, include_inactive: bool = True, club: str | None = None) -> StandingsTable:
        """Same rows, order and listing rule as `standings`, without building a row object per player."""
        ctrl = self._c
        table = standings_rules.standings_table(ctrl.history.players.values(), ctrl.replay.final, ctrl.system,
                                                ctrl.today(), include_inactive=include_inactive,
                                                members=self.club_members(club))
        if ctrl.on_server:  # on a federation the Club column is each player's home club (issue 30, point 5)
            names, home = ctrl.member_clubs, ctrl.home_club
            table.clubs = [names.get(home.get(pid, 0), "") for pid in table.ids]
        return table

    # ----------------------------------------------------------------- how values read
    def value_label(self) -> str:
        """The column title of the engine's number: Index, GoR or Elo."""
        return getattr(self._c.engine, "value_label", "Rating")

    @property
    def format_value(self) -> Callable[[float], str]:
        """How the system writes a value ("-389", "2103.4"): the engine's own method, so `format_all` can skip it."""
        return self._c.engine.format_value

    def integer_values(self) -> bool:
        """True when the system's values are whole numbers (SAGC's index)."""
        return bool(self._c.engine.integer_values)

    def rank_title(self) -> str:
        return standings_rules.rank_title(self._c.system)

    def inactivity_rule(self) -> str:
        """The rule the standings apply, in the words a secretary would use."""
        return inactivity_rule(self._c.system)

    def unlisted_count(self, today: date | None = None) -> int:
        """Active players the EGF inactivity rule keeps off the current list (0 for the other systems)."""
        c = self._c
        return standings_rules.unlisted_count(c.history.players.values(), c.replay.final, c.system, today or c.today())

    def unlisted_hint(self, today: date | None = None) -> str:
        """Why players are missing from the standings, in one sentence ("" when none are): an empty list says why."""
        return standings_rules.unlisted_hint(self.unlisted_count(today))

    def club_summary(self) -> str:
        """One line for the status bar: how big the club is."""
        h = self._c.history
        return QueryMessages.tr("{players}, {games}, {events}").format(
            players=QueryMessages.tr("%n player(s)", "", len(h.players)), games=QueryMessages.tr("%n game(s)", "", len(h.games)),
            events=QueryMessages.tr("%n event(s)", "", len(h.events)))



def _seq(g: Game) -> int:
    return g.seq
