"""Files for the federation and other programs: the club workbook, the games CSV, an event's EGD table.

This module turns the controller's state into plain rows; the writers in io/
only format them. What is printed on paper is in printouts.py. The workbook's Players and Games sheets and
the games CSV use interchange.md's columns, so `clubrater import` reads them
back into an empty club with the same standings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from clubrater.controller.queries import Queries
from clubrater.controller.reports import Reports, value_key
from clubrater.controller.settings import club_language
from clubrater.controller.state import ClubState
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.domain.model import Game, RatingSystem
from clubrater.domain.rank_words import rank_in_language
from clubrater.domain.ranks import Rank
from clubrater.io.words import QT_TRANSLATE_NOOP, Words, words  # lupdate reads the workbook's words from the NOOPs


class ExportMessages(Messages):
    """Writing files: the workbook, games, events."""


PLAYER_COLUMNS = ("name", "rank", "club", "country", "egd_pin", "rating", "index", "active")
# The workbook is read by people: its headings are words (issue 17), which io/tables.py reads back as the keys.
# The Players sheet holds what each player started with (ratings are derived from games), and says so.
HEADINGS = {
    "name": QT_TRANSLATE_NOOP("Workbook", "Name"), "rank": QT_TRANSLATE_NOOP("Workbook", "Rank"),
    "index": QT_TRANSLATE_NOOP("Workbook", "Index"), "rating": QT_TRANSLATE_NOOP("Workbook", "Rating"),
    "games": QT_TRANSLATE_NOOP("Workbook", "Games"), "last_played": QT_TRANSLATE_NOOP("Workbook", "Last played"),
    "listed": QT_TRANSLATE_NOOP("Workbook", "Listed"), "club": QT_TRANSLATE_NOOP("Workbook", "Club"),
    "country": QT_TRANSLATE_NOOP("Workbook", "Country"), "grade": QT_TRANSLATE_NOOP("Workbook", "Grade"),
    "prior_grade": QT_TRANSLATE_NOOP("Workbook", "Prior grade"), "egd_pin": QT_TRANSLATE_NOOP("Workbook", "EGD pin"),
    #: A player's number in the French federation's rating ladder (FFG), and his ID in the American one (AGA).
    "ffg_licence": QT_TRANSLATE_NOOP("Workbook", "FFG licence"), "aga_id": QT_TRANSLATE_NOOP("Workbook", "AGA ID"),
    "active": QT_TRANSLATE_NOOP("Workbook", "Active"), "date": QT_TRANSLATE_NOOP("Workbook", "Date"),
    "black": QT_TRANSLATE_NOOP("Workbook", "Black"), "white": QT_TRANSLATE_NOOP("Workbook", "White"),
    "result": QT_TRANSLATE_NOOP("Workbook", "Result"), "handicap": QT_TRANSLATE_NOOP("Workbook", "Handicap"),
    "komi": QT_TRANSLATE_NOOP("Workbook", "Komi"), "type": QT_TRANSLATE_NOOP("Workbook", "Type"),
    "event": QT_TRANSLATE_NOOP("Workbook", "Event"), "class": QT_TRANSLATE_NOOP("Workbook", "Class"),
    "black_rank": QT_TRANSLATE_NOOP("Workbook", "Black rank"),
    "white_rank": QT_TRANSLATE_NOOP("Workbook", "White rank"), "round": QT_TRANSLATE_NOOP("Workbook", "Round"),
    "note": QT_TRANSLATE_NOOP("Workbook", "Note"), "piece_handicap": QT_TRANSLATE_NOOP("Workbook", "Piece handicap"),
    "player": QT_TRANSLATE_NOOP("Workbook", "Player"), "colour": QT_TRANSLATE_NOOP("Workbook", "Colour"),
    "opponent": QT_TRANSLATE_NOOP("Workbook", "Opponent"), "rank_before": QT_TRANSLATE_NOOP("Workbook", "Rank before"),
    "before": QT_TRANSLATE_NOOP("Workbook", "Before"), "change": QT_TRANSLATE_NOOP("Workbook", "Change"),
    "after": QT_TRANSLATE_NOOP("Workbook", "After"), "rank_after": QT_TRANSLATE_NOOP("Workbook", "Rank after"),
}
STARTING = {
    "rank": QT_TRANSLATE_NOOP("Workbook", "Starting rank"), "rating": QT_TRANSLATE_NOOP("Workbook", "Starting rating"),
    "index": QT_TRANSLATE_NOOP("Workbook", "Starting index"), "grade": QT_TRANSLATE_NOOP("Workbook", "Starting grade"),
}


def heading(key: str, sheet: str = "", w: Words | None = None) -> str:
    """A column key as the workbook's heading: "last_played" -> "Last played"; Players: "rank" -> "Starting rank".

    `w`: the club's language (issue 13); the CSV and JSON column names stay the English keys.
    """
    translate = (w or Words("")).translate
    if sheet == "Players" and key in STARTING:
        return translate("Workbook", STARTING[key])
    return translate("Workbook", HEADINGS[key]) if key in HEADINGS else key.replace("_", " ").capitalize()


SHEETS = {
    #: The workbook's sheet names (at most 31 characters, none of : / \\ ? * [ ]).
    "Standings": QT_TRANSLATE_NOOP("Workbook", "Standings"), "Players": QT_TRANSLATE_NOOP("Workbook", "Players"),
    "Games": QT_TRANSLATE_NOOP("Workbook", "Games"), "History": QT_TRANSLATE_NOOP("Workbook", "History"),
    "Adjustments": QT_TRANSLATE_NOOP("Workbook", "Adjustments"),
}


def sheet_name(name: str, w: Words | None = None) -> str:
    """A sheet's name in the club's language, as Excel allows it (31 characters, no : / \\ ? * [ ])."""
    text = (w or Words("")).translate("Workbook", SHEETS.get(name, name)) or name
    text = "".join(" " if c in ":/\\?*[]" else c for c in text).strip()[:31]
    return text or name


# The workbook's cells that are words, in the club's language (issue 28); the CSV files keep the English.
CELL_WORDS = {
    #: A workbook cell (Standings: Listed; Players: Active): yes.
    "yes": QT_TRANSLATE_NOOP("Workbook", "yes"),
    #: A workbook cell (Standings: Listed; Players: Active): no.
    "no": QT_TRANSLATE_NOOP("Workbook", "no"),
    #: A workbook cell (History: Result): the player won the game.
    "won": QT_TRANSLATE_NOOP("Workbook", "won"),
    #: A workbook cell (History: Result): the player lost the game.
    "lost": QT_TRANSLATE_NOOP("Workbook", "lost"),
    #: A workbook cell (History: Result): a drawn Go game (jigo).
    "jigo": QT_TRANSLATE_NOOP("Workbook", "jigo"),
}
RANK_COLUMNS = ("rank", "grade", "prior_grade", "black_rank", "white_rank", "rank_before", "rank_after")


def in_words(header: Sequence[str], rows: Sequence[tuple[Any, ...]], w: Words) -> Sequence[tuple[Any, ...]]:
    """A sheet's rows with its ranks and words as the club's language writes them (Japanese 三段, 11級; German "ja",
    "gewonnen"), made as they are read; English rows as they are. io/tables.py reads either back."""
    if not w.language:
        return rows
    ranks: dict[Any, Any] = {}

    def rank(v: Any) -> Any:
        if v not in ranks:
            ranks[v] = rank_in_language(v, w.language) if isinstance(v, str) else v
        return ranks[v]

    said = {english: w.translate("Workbook", source) for english, source in CELL_WORDS.items()}
    fix: dict[int, Callable[[Any], Any]] = {}
    for i, h in enumerate(header):
        if h in RANK_COLUMNS and w.language == "ja":
            fix[i] = rank
        elif h in ("listed", "active") or (h == "result" and "colour" in header):  # History's won/lost, not B/W/J
            fix[i] = lambda v: said.get(v, v) if isinstance(v, str) else v
    if not fix:
        return rows
    return _Mapped(rows, lambda r: tuple(fix[i](v) if i in fix else v for i, v in enumerate(r)))


class _Mapped(Sequence[tuple[Any, ...]]):
    """`rows` with `change` applied to each row as it is read (a 2,000,000-row History is never copied)."""

    def __init__(self, rows: Sequence[tuple[Any, ...]], change: Callable[[tuple[Any, ...]], tuple[Any, ...]]) -> None:
        self._rows, self._change = rows, change

    def __len__(self) -> int:
        return len(self._rows)

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        return self._change(self._rows[i])

    def __iter__(self) -> Iterator[tuple[Any, ...]]:
        change = self._change
        for r in self._rows:
            yield change(r)


GAME_COLUMNS = ("date", "black", "white", "result", "handicap", "komi", "type", "event", "class", "black_rank",
                "white_rank", "round", "note")  # fmt: skip

if TYPE_CHECKING:
    pass


# --------------------------------------------------------------------------------------------- rows


def target(path: str | Path) -> Path:
    """Where a file is to be written; a missing folder is said plainly, before any work."""
    path = Path(path).expanduser()
    if not path.parent.is_dir():
        raise ClubRaterError(ExportMessages.tr("There is no folder {folder} to write {name} in.").format(folder=path.parent, name=path.name))
    return path

class _Pairs(Sequence[tuple[Any, ...]]):
    """Two rows per item, made when asked for (in order: each item's pair is made once)."""

    def __init__(self, items: list[Any], pair: Callable[[Any], tuple[tuple[Any, ...], tuple[Any, ...]]]) -> None:
        self._items, self._pair = items, pair
        self._last: tuple[int, tuple[tuple[Any, ...], tuple[Any, ...]]] | None = None

    def __len__(self) -> int:
        return 2 * len(self._items)

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        if not -len(self) <= i < len(self):
            raise IndexError(i)
        k, side = divmod(i % len(self), 2)
        if self._last is None or self._last[0] != k:
            self._last = (k, self._pair(self._items[k]))
        return self._last[1][side]

    def __iter__(self) -> Iterator[tuple[Any, ...]]:
        for item in self._items:
            yield from self._pair(item)


class Exports:
    def __init__(self, club: ClubState) -> None:
        self._c = club
        self._q = Queries(club)
        self._r = Reports(club)

    def player_rows(self) -> tuple[list[str], list[tuple[Any, ...]]]:
        """The players file: each player's starting rank, rating and index (ratings are derived from games)."""
        players = self._q.players()
        header = list(PLAYER_COLUMNS)
        with_grade = any(p.grade for p in players)
        if with_grade:
            header.append("grade")
        with_ids = any(p.ffg_licence or p.aga_id for p in players)  # FFG and AGA IDs, as the EGD pin (issue 30)
        if with_ids:
            header += ["ffg_licence", "aga_id"]
        rows = []
        for p in players:
            row: tuple[Any, ...] = (p.name, str(p.rank) if p.rank else None, p.club or None, p.country or None,
                                    p.egd_pin or None, p.rating, p.index, "yes" if p.active else "no")  # fmt: skip
            if with_grade:
                row += (p.grade or None,)
            if with_ids:
                row += (p.ffg_licence or None, p.aga_id or None)
            rows.append(row)
        return header, rows

    def game_rows(self) -> tuple[list[str], list[tuple[Any, ...]]]:
        """The games file, in replay order (date, then entry order), so an import rates them the same way.

        `class` is the class the game was rated in: its event's when it has one.
        """
        names = {pid: p.name for pid, p in self._c.history.players.items()}
        events = self._c.history.events
        games = self._q.games()
        shogi = any(g.piece_handicap for g in games)
        header = list(GAME_COLUMNS) + (["piece_handicap"] if shogi else [])
        rows = []
        for g in games:
            ev = events.get(g.event) if g.event is not None else None
            row: tuple[Any, ...] = (
                g.date, names[g.black], names[g.white], g.result.value if g.result else None, g.handicap, g.komi,
                g.type.value, ev.name if ev else None, ev.klass if ev else g.klass,
                str(g.black_rank) if g.black_rank else None, str(g.white_rank) if g.white_rank else None, g.round,
                g.note or None,
            )
            rows.append(row + (g.piece_handicap or None,) if shogi else row)
        return header, rows

    def standings_rows(self, today: date | None = None) -> tuple[list[str], list[tuple[Any, ...]]]:
        """Everyone, listed players first in list order; `listed` says who is on the printed list."""
        system = self._c.system
        rows_in = self._q.standings(include_inactive=True, today=today)
        ordered = [r for r in rows_in if r.listed] + [r for r in rows_in if not r.listed]
        header = ["#", "name", "rank", value_key(system), "games", "last_played", "listed", "club", "country"]
        fesa = system == RatingSystem.FESA
        if fesa:
            header[3:3] = ["grade", "prior_grade"]  # FESA grade and the grade brought, apart (issue 15)
        rows = []
        for n, r in enumerate(ordered, start=1):
            row: list[Any] = [n if r.listed else None, r.name, str(r.rank) if r.rank else None, self._number(r.value),
                              r.games, r.last_played, r.listed, r.club or None, r.country or None]  # fmt: skip
            if fesa:
                row[3:3] = [r.grade or None, r.prior_grade or None]
            rows.append(tuple(row))
        return header, rows

    def history_rows(self) -> tuple[list[str], Sequence[tuple[Any, ...]]]:
        """One row per player per rated game: the rank and value before, the change and after.

        The rows are made as they are read (`_Pairs`), not held: a 1,000,000-game club has 2,000,000 of them,
        which took 600 MB as tuples.
        """
        header = ["date", "player", "colour", "opponent", "result", "rank_before", "before", "change", "after",
                  "rank_after", "event"]  # fmt: skip
        names = {pid: p.name for pid, p in self._c.history.players.items()}
        events = {eid: e.name for eid, e in self._c.history.events.items()}
        ratings = self._c.replay.games
        whole = self._c.engine.integer_values
        outcome = {"B": ("won", "lost"), "W": ("lost", "won"), "J": ("jigo", "jigo")}
        rank_text: dict[Rank | None, str | None] = {None: None}

        def pair(g: Game) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
            r = ratings[g.id]
            assert g.result is not None
            b_res, w_res = outcome[g.result.value]
            ev = events.get(g.event) if g.event is not None else None
            for rk in (r.black_rank_before, r.black_rank_after, r.white_rank_before, r.white_rank_after):
                if rk not in rank_text:
                    rank_text[rk] = str(rk)
            bb: float
            bc: float
            ba: float
            wb: float
            wc: float
            wa: float
            if whole:
                bb, bc, ba, wb, wc, wa = (int(r.black_before), int(r.black_change), int(r.black_after), int(r.white_before),
                                          int(r.white_change), int(r.white_after))  # fmt: skip
            else:
                bb, bc, ba, wb, wc, wa = (r.black_before, r.black_change, r.black_after, r.white_before, r.white_change,
                                          r.white_after)  # fmt: skip
            return ((g.date, names[g.black], "B", names[g.white], b_res, rank_text[r.black_rank_before], bb, bc, ba,
                     rank_text[r.black_rank_after], ev),
                    (g.date, names[g.white], "W", names[g.black], w_res, rank_text[r.white_rank_before], wb, wc, wa,
                     rank_text[r.white_rank_after], ev))  # fmt: skip

        rated = [g for g in self._q.games() if g.id in ratings and g.result is not None]
        return header, _Pairs(rated, pair)

    def adjustment_rows(self) -> tuple[list[str], list[tuple[Any, ...]]]:
        names = {pid: p.name for pid, p in self._c.history.players.items()}
        rows = [(a.date, names.get(a.player, ""), str(a.rank) if a.rank else None, a.index, a.rating, a.note or None)
                for a in self._q.adjustments()]  # fmt: skip
        return ["date", "player", "rank", "index", "rating", "note"], rows

    def _number(self, value: float) -> int | float:
        return int(value) if self._c.engine.integer_values else value

    def workbook(
        self, path: str | Path, *, now: datetime | None = None, rows_per_sheet: int | None = None,
        club: str | None = None,
    ) -> str:
        """The club workbook: Standings, Players, Games, History (and Adjustments when there are any).

        `club` (a federation's member club): only its players, and the games and history they are in.

        A sheet longer than Excel allows goes on in "Games (2)", ... (`rows_per_sheet`: fewer, for a test).
        """
        from clubrater.io.xlsx_export import ROWS_PER_SHEET, Column, Properties, Sheet, write_workbook

        path = target(path)
        now_utc = (now or datetime.now(UTC)).astimezone(UTC).replace(tzinfo=None, microsecond=0)
        local = now_utc.replace(tzinfo=UTC).astimezone().replace(tzinfo=None)
        value_format = None if self._c.engine.integer_values else "0.00"

        w = words(club_language(self._c))  # headings and sheet names in the club's language (issue 13)

        def columns(header: Sequence[str], numeric: Sequence[str] = (), sheet: str = "") -> list[Column]:
            return [Column(heading(h, sheet, w), value_format if h in numeric else None) for h in header]

        s_head, s_rows = self.standings_rows()
        at = s_head.index("listed")  # yes/no written one way: as the Players sheet's "Active"
        s_rows = [(*r[:at], "yes" if r[at] else "no", *r[at + 1:]) for r in s_rows]
        p_head, p_rows = self.player_rows()
        g_head, g_rows = self.game_rows()
        h_head, h_rows = self.history_rows()
        keep: set[str] | None = None
        if club is not None:  # names are unique in a federation, so rows are kept by their players' names
            keep = {self._c.history.players[p].name for p in self._q.club_members(club) or ()}
            s_rows = [r for r in s_rows if r[1] in keep]
            p_rows = [r for r in p_rows if r[0] in keep]
            g_rows = [r for r in g_rows if r[1] in keep or r[2] in keep]
            h_rows = [r for r in h_rows if r[1] in keep]
        sheets = [
            Sheet(sheet_name("Standings", w), columns(s_head, ("rating",)), in_words(s_head, s_rows, w)),
            Sheet(sheet_name("Players", w), columns(p_head, sheet="Players"), in_words(p_head, p_rows, w)),
            Sheet(sheet_name("Games", w), columns(g_head), in_words(g_head, g_rows, w)),
            Sheet(sheet_name("History", w), columns(h_head, ("before", "change", "after")), in_words(h_head, h_rows, w)),
        ]
        if self._q.adjustments():
            a_head, a_rows = self.adjustment_rows()
            a_rows = [r for r in a_rows if keep is None or r[1] in keep]
            sheets.append(Sheet(sheet_name("Adjustments", w), columns(a_head), in_words(a_head, a_rows, w)))
        stamp = local.strftime("%Y-%m-%d %H:%M")
        props = Properties(
            title=self._c.club_name, subject=f"{self._c.club_name}: ratings ({self._c.system.label})",
            description=f"{self._c.club_name}, exported by ClubRater on {stamp}", keywords="ClubRater, ratings",
            created=now_utc, custom=(("Club", self._c.club_name), ("Exported", stamp), ("Rating system", self._c.system.label)),
        )
        write_workbook(path, sheets, props, rows_per_sheet=rows_per_sheet or ROWS_PER_SHEET)
        return ExportMessages.tr("Wrote {file}: {players} players, {games} games, {rows} history rows.").format(
            file=path, players=len(p_rows), games=len(g_rows), rows=len(h_rows))

    def games_csv(self, path: str | Path, *, club: str | None = None) -> str:
        """The games file; `club` (a federation's member club): only the games its players played (issue 30, 18)."""
        from clubrater.io.csv_export import write_csv

        path = target(path)
        header, rows = self.game_rows()
        if club is not None:  # names are unique in a federation, so games are kept by their players' names
            keep = {self._c.history.players[p].name for p in self._q.club_members(club) or ()}
            rows = [r for r in rows if r[1] in keep or r[2] in keep]
        n = write_csv(path, header, rows)
        return ExportMessages.tr("Wrote {file}: {games} games.").format(file=path, games=n)

    def event_h9(self, event_name: str, path: str | Path) -> str:
        """One event as an EGD tournament table; each player at the rank they played it with."""
        from clubrater.domain.records import GameRow
        from clubrater.io.h9 import H9Header, build_table, write_h9

        path = target(path)
        ev = self._q.event_by_name(event_name)
        if ev is None:
            known = ", ".join(f'"{e.name}"' for e in self._q.events()[-10:]) or ExportMessages.tr("none", "no events")
            raise ClubRaterError(ExportMessages.tr('There is no event called "{name}" (the latest are {known}).').format(name=event_name, known=known))
        games = [g for g in self._q.games() if g.event == ev.id]
        if not games:
            raise ClubRaterError(ExportMessages.tr('The event "{name}" has no games to write.').format(name=ev.name))
        players = self._c.history.players
        ratings = self._c.replay.games
        ranks: dict[int, Rank | None] = {}
        rows: list[GameRow] = []
        for n, g in enumerate(games, start=1):
            r = ratings.get(g.id)
            for pid, professed, before in ((g.black, g.black_rank, r.black_rank_before if r else None),
                                           (g.white, g.white_rank, r.white_rank_before if r else None)):  # fmt: skip
                ranks.setdefault(pid, professed or before or players[pid].rank)
            rows.append(GameRow(date=g.date, black=players[g.black].name, white=players[g.white].name, result=g.result,
                                line=n, handicap=g.handicap, komi=g.komi, type=g.type, event=ev.name, klass=ev.klass,
                                round=g.round))  # fmt: skip
        entrants = [(players[pid].name, rank, players[pid].country, players[pid].club, players[pid].egd_pin)
                    for pid, rank in ranks.items()]  # fmt: skip
        header = H9Header(klass=ev.klass, name=ev.name, place=ev.place, start=ev.start or games[0].date,
                          end=ev.end or games[-1].date, handicap_policy=ev.handicap_policy, komi=ev.komi)  # fmt: skip
        text = write_h9(build_table(header, entrants, rows))  # type: ignore[arg-type]
        from clubrater.io.atomic import write_text

        write_text(path, text)  # whole or not at all: a half-written table never replaces a good one
        return ExportMessages.tr("Wrote {file}: {event}, {players} players, {games} games.").format(
            file=path, event=ev.name, players=len(entrants), games=len(games))

    def from_cli(self, args: list[str], *, club: str | None = None) -> str:
        """`clubrater export FILE.xlsx | FILE.csv | h9 EVENT FILE`; returns the line to print.

        `club` (`--club` on a federation database): the workbook, or the games file, of that member club only.
        """
        if club is not None and not (len(args) == 1 and args[0].lower().endswith((".xlsx", ".csv"))):
            raise ClubRaterError(ExportMessages.tr("--club is for the workbook (FILE.xlsx) and the games file (FILE.csv): an "
                                                   "event table is whole."))
        if len(args) == 3 and args[0].lower() == "h9":
            return self.event_h9(args[1], Path(args[2]))
        if len(args) == 1:
            path = Path(args[0]).expanduser()
            suffix = path.suffix.lower()
            if suffix == ".xlsx":
                return self.workbook(path, club=club)
            if suffix == ".csv":
                return self.games_csv(path, club=club)
        raise ClubRaterError(
            ExportMessages.tr("export writes FILE.xlsx (the club workbook), FILE.csv (the games) or `h9 EVENT FILE` (one event as an EGD table); it was given {given!r}.").format(given=" ".join(args))
        )
