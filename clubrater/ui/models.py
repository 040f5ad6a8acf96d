"""Table models over plain lists: 5,000 players and 100,000 games must refresh in milliseconds.

Each model keeps the controller's data as lists (or the controller's own
immutable Game and RecordRow objects) and formats a cell only when the view asks
for it. Sorting is done here, on those lists with Python's sort; the proxy in
front of each model forwards its `sort` here and only filters, because a
QSortFilterProxyModel sorting by itself would call data() n log n times.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from clubrater.domain.model import Event, Game, RatingSystem, Result
from clubrater.ui.shown import day, game_type, number, rank, ranked_value, record_note, said, side, term

if TYPE_CHECKING:  # the controller's modules load SQLAlchemy, which the window's start-up must not wait for
    from clubrater.controller.queries import StandingsTable
    from clubrater.controller.reports import EventSummary

ID_ROLE = Qt.ItemDataRole.UserRole
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 1

_DISPLAY = Qt.ItemDataRole.DisplayRole
_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_FORE = Qt.ItemDataRole.ForegroundRole
_TIP = Qt.ItemDataRole.ToolTipRole
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_CENTER = int(Qt.AlignmentFlag.AlignCenter)
_GREY = QBrush(QColor(130, 130, 130))
_PROMOTED = QBrush(QColor(205, 240, 205))  # a rank up since the last printout or club night (issue 17)
_DEMOTED = QBrush(QColor(250, 220, 215))
_GREEN = QBrush(QColor(20, 120, 40))
_RED = QBrush(QColor(170, 30, 30))
_HORIZONTAL = Qt.Orientation.Horizontal

Index = QModelIndex | QPersistentModelIndex


class ListSortProxy(QSortFilterProxyModel):
    """Hands sorting to the model's own lists, and filtering too when the model can do it.

    The players model filters its 5,000 rows itself (a list comprehension, about a
    millisecond); other models are filtered here, in C++, on their search text.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setFilterRole(SEARCH_ROLE)
        self.setFilterKeyColumn(0)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseSensitive)  # the search text is already casefolded

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        src = self.sourceModel()
        if src is not None:
            src.sort(column, order)

    def set_search(self, text: str) -> None:
        needle = " ".join(text.split()).casefold()
        src = self.sourceModel()
        if hasattr(src, "set_search"):
            src.set_search(needle)
        else:
            self.setFilterFixedString(needle)

    def id_at(self, row: int) -> int | None:
        if not 0 <= row < self.rowCount():
            return None
        return self.index(row, 0).data(ID_ROLE)


class _Table(QAbstractTableModel):
    """Columns named by `columns`, one row per item of `_rows` (PlayersModel counts its own order)."""

    columns: tuple[str, ...] = ()
    _rows: list[Any]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt's signature
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:  # noqa: N802
        if orientation == _HORIZONTAL and role == _DISPLAY and 0 <= section < len(self.columns):
            return self.columns[section]
        if orientation == _HORIZONTAL and role == _TIP and 0 <= section < len(self.columns):
            return header_tip(self.columns[section])
        return None


def header_tip(column: str) -> str | None:
    """What a short column heading means, shown when the mouse rests on it (issue 17)."""
    #: Column title: SAGC's Game Status Factor; keep the abbreviation short.
    if column == QCoreApplication.translate("Columns", "GSF"):
        return QCoreApplication.translate(
            "Columns", "Game Status Factor (seed 001): how much the game counts. Tournament 1.5, club 1, friendly 0.5, "
            "free or teaching 0 (a free game does not change either player's index).")
    return None


def _before(value_label: str) -> str:
    """ "GoR before", "Index before": a value column's title before a game or event."""
    #: Column title: the player's rating (GoR, index, Elo: {value}) before the game or event.
    return QCoreApplication.translate("Columns", "{value} before").format(value=term(value_label))


def _after(value_label: str) -> str:
    #: Column title: the player's rating (GoR, index, Elo: {value}) after the game or event.
    return QCoreApplication.translate("Columns", "{value} after").format(value=term(value_label))


# --------------------------------------------------------------------- standings / players
class PlayersModel(_Table):
    """The standings: place, name, rank, index or rating, games, last played, club."""

    NAME, RANK, VALUE, GAMES, LAST = 1, 2, 3, 4, 5
    PRIOR = 7  # FESA clubs only: after Club

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = _standings_columns("Rank", "Index")
        self._t: StandingsTable | None = None  # until the first club's standings are set
        self._sorted: list[int] = []  # every row, in the order shown
        self._order: list[int] = []  # the rows shown: _sorted less those the search leaves out
        self._needle = ""
        self._place: list[str] = []
        self._search: list[str] = []
        self._value_text: list[str] = []
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._list_cells: dict[int, tuple[str, str]] = {}  # player id -> (federation IDs, list rating): issue 20
        self._rank_changes: dict[int, tuple[str, str]] = {}  # player id -> (rank before, since when): issue 17
        self.locked: dict[int, str] = {}  # player id -> why this user may not change the player (issue 11)

    def set_locked(self, reasons: dict[int, str]) -> None:
        """Rows the user may not change (another club's players on a federation server): grey, the reason on hover."""
        was, self.locked = self.locked, reasons
        if (was or reasons) and self.rowCount():  # a club file has none: no repaint of every row after each save
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def set_rank_changes(self, changes: dict[int, tuple[str, str]]) -> None:
        """Mark the ranks that changed since the last printout or on the last club night (green up, red down)."""
        if changes == self._rank_changes:  # after most saves: nothing to repaint
            return
        self._rank_changes = changes
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 2), self.index(self.rowCount() - 1, 2))

    def rank_change(self, row: int) -> tuple[str, str, bool] | None:
        """(rank before, since when, promoted) for a row shown, or None when its rank has not changed."""
        t = self._t
        if t is None or not self._rank_changes:
            return None
        r = self._order[row]
        ch = self._rank_changes.get(t.ids[r])
        if ch is None:
            return None
        from clubrater.domain.ranks import parse_rank

        try:
            up = parse_rank(t.ranks[r]).ordinal > parse_rank(ch[0]).ordinal
        except ValueError:
            up = True
        return ch[0], ch[1], up

    def set_links(self, title: str, cells: dict[int, tuple[str, str]]) -> None:
        """Each player's federation IDs and the list's rating beside the club's own; no columns when nobody has any."""
        if not cells and not self._list_cells:  # none before, none now: nothing to repaint (the quick standings, issue 14)
            return
        first = self._list_first()
        #: Column title: the player's ID numbers in the federations' lists (EGD, FFG, AGA).
        ids = QCoreApplication.translate("Columns", "ID", "federation ID")
        columns = self.columns[:first] + (((ids,) + ((title,) if title else ())) if cells else ())
        if cells == self._list_cells and columns == self.columns:  # the quick standings had them already (issue 29)
            return
        self.beginResetModel()
        self._list_cells = cells
        self.columns = columns
        self.endResetModel()

    def _list_first(self) -> int:
        """The first of the list columns (ID, then the list's rating): after Club, or after a FESA club's Prior grade."""
        return 8 if self._t is not None and self._t.prior_grades else 7

    def set_table(self, table: StandingsTable, *, value_label: str, rank_title: str,
                  fmt: Callable[[float], str]) -> None:
        self.beginResetModel()
        self.columns = _standings_columns(rank_title, value_label)
        if table.prior_grades:  # FESA: the grade the player brought, a column of its own (issue 15)
            #: Column title (shogi): the grade a player brought from elsewhere before playing in the club.
            self.columns += (QCoreApplication.translate("Columns", "Prior grade"),)
        self._t = table
        n = len(table)
        place, k = [""] * n, 0
        for i, listed in enumerate(table.listed):
            if listed:
                k += 1
                place[i] = str(k)
        self._place = place
        self._value_text = _numbers(_format_all(fmt, table.values))
        self._search = [f"{a} {_searched_rank(b)} {c}".casefold() for a, b, c in zip(table.names, table.ranks, table.clubs)]
        self._sorted = list(range(n))
        if self._sort is not None:
            self._apply_sort(*self._sort)
        self._filter()
        self.endResetModel()

    def update_rows(self, ids: Sequence[int], rows: StandingsTable, key: Callable[[int, float, str], tuple],
                    fmt: Callable[[float], str]) -> bool:
        """Move the rows of players `ids` (their new rows: `rows`) to their places, without a reset (issue 14).

        After a saved game only its players' rows change; the others keep their cells and the view
        repaints the stretch between a row's old and new place. False (nothing done) when a player
        would join or leave the list: the caller sets the whole table then.
        """
        t = self._t
        if t is None or sorted(ids) != sorted(rows.ids) or bool(rows.prior_grades) != bool(t.prior_grades):
            return False
        if not ids:
            return True
        try:
            where = {pid: t.ids.index(pid) for pid in ids}  # a search in C per player: a save changes two
        except ValueError:  # a player not in the list until now
            return False
        columns: list[list[Any]] = [t.ids, t.names, t.ranks, t.rank_keys, t.values, t.games, t.last_played, t.clubs,
                                    t.listed, t.active, self._value_text, self._search]
        if t.prior_grades:
            columns.append(t.prior_grades)
        old = sorted(where.values())
        for i in reversed(old):
            for col in columns:
                del col[i]
        texts = _numbers(_format_all(fmt, rows.values))
        new: list[int] = []
        for j in range(len(rows)):
            name = rows.names[j]
            target = key(rows.rank_keys[j], rows.values[j], name)
            at = bisect.bisect_right(range(len(t.ids)), target, key=lambda i: key(t.rank_keys[i], t.values[i], t.names[i]))
            cells = [rows.ids[j], name, rows.ranks[j], rows.rank_keys[j], rows.values[j], rows.games[j],
                     rows.last_played[j], rows.clubs[j], rows.listed[j], rows.active[j], texts[j],
                     f"{name} {_searched_rank(rows.ranks[j])} {rows.clubs[j]}".casefold()]
            if t.prior_grades:
                cells.append(rows.prior_grades[j])
            for col, cell in zip(columns, cells):
                col.insert(at, cell)
            new = [i + (i >= at) for i in new] + [at]
        lo, hi = min(old + new), max(old + new)
        k = t.listed[:lo].count(True)  # the places from the first row that moved on
        place, listed = self._place, t.listed
        n = len(t.ids)
        for i in range(lo, n):
            text = str(k + 1) if listed[i] else ""
            if i > hi and listed[i] and text == place[i]:  # below the rows that moved, every place is as it was
                break
            k += listed[i]
            place[i] = text
        if self._sort is not None and self._sort[0] > 0:  # sorted by a column: sorted again
            self._sorted = list(range(n))
            self._apply_sort(*self._sort)
        self._filter()
        if not self._order:
            return True
        last_col = self.columnCount() - 1
        if self._sort is None or self._sort[0] <= 0:  # shown in list order (or its reverse): one stretch of rows
            shown = [r for r, i in enumerate(self._order) if lo <= i <= hi] if self._needle else (
                [lo, hi] if self._sort is None or self._sort[1] == Qt.SortOrder.AscendingOrder else [n - 1 - hi, n - 1 - lo])
            if shown:
                self.dataChanged.emit(self.index(min(shown), 0), self.index(max(shown), last_col))
        else:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._order) - 1, last_col))
        return True

    def set_search(self, needle: str) -> None:
        """Show only the players whose name, rank or club contains `needle` (already casefolded)."""
        self.beginResetModel()
        self._needle = needle
        self._filter()
        self.endResetModel()

    def _filter(self) -> None:
        needle, search = self._needle, self._search
        self._order = [i for i in self._sorted if needle in search[i]] if needle else list(self._sorted)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._order)

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        r = self._order[index.row()]
        c = index.column()
        t = self._t
        assert t is not None  # rows are shown only once a table is set
        if role == _DISPLAY:
            if c == 1:
                return t.names[r]
            if c == 2:
                return rank(t.ranks[r])  # Japanese: 三段, 12級
            if c == 3:
                return self._value_text[r]
            if c == 4:
                return t.games[r]
            if c == 5:
                return day(t.last_played[r])
            if c == 0:
                return self._place[r]
            if c >= self._list_first():
                return self._list_cells.get(t.ids[r], ("", ""))[c - self._list_first()]
            if c == self.PRIOR:
                return rank(t.prior_grades[r])
            return t.clubs[r]
        if role == SEARCH_ROLE:
            return self._search[r]
        if role == ID_ROLE:
            return t.ids[r]
        if role == _ALIGN:
            return _RIGHT if c in (0, 3, 4) or c == self._list_first() + 1 else None
        if self.locked and role in (_FORE, _TIP) and t.ids[r] in self.locked:
            return _GREY if role == _FORE else self.locked[t.ids[r]]
        if c == 2 and role in (Qt.ItemDataRole.BackgroundRole, _TIP) and self._rank_changes:
            change = self.rank_change(index.row())
            if change is not None:
                before, since, up = change
                if role == _TIP:
                    if up:
                        #: Tooltip on a rank: promoted from the rank {before} since {since} (a date or a club night).
                        return QCoreApplication.translate("PlayersModel", "Promoted from {before} since {since}").format(
                            before=rank(before), since=said(since))
                    #: Tooltip on a rank: demoted from the rank {before} since {since}.
                    return QCoreApplication.translate("PlayersModel", "Down from {before} since {since}").format(
                        before=rank(before), since=said(since))
                return _PROMOTED if up else _DEMOTED
        if role == _FORE and not t.listed[r]:
            return _GREY
        if role == _TIP and not t.listed[r]:
            if not t.active[r]:
                return QCoreApplication.translate("PlayersModel", "Not on the current list (inactive)")
            return QCoreApplication.translate("PlayersModel", "Not on the current list")
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.beginResetModel()
        self._sort = (column, order)
        self._apply_sort(column, order)
        self._filter()
        self.endResetModel()

    def _apply_sort(self, column: int, order: Qt.SortOrder) -> None:
        t = self._t
        if t is None:
            return
        keys: Sequence[Any]
        if column <= 0:
            keys = range(len(t))  # the standings order itself (also for "no sort": never the clubs)
        elif column == 1:
            keys = [n.casefold() for n in t.names]
        elif column == 2:
            keys = [(k, v) for k, v in zip(t.rank_keys, t.values)]
        elif column == 3:
            keys = t.values
        elif column == 4:
            keys = t.games
        elif column == 5:
            keys = [d or date.min for d in t.last_played]
        elif column == self.PRIOR and t.prior_grades:
            keys = [(_grade_order(g), v) for g, v in zip(t.prior_grades, t.values)]
        elif column == self._list_first():
            keys = [self._list_cells.get(i, ("", ""))[0] for i in t.ids]
        elif column == self._list_first() + 1:
            keys = [float(self._list_cells.get(i, ("", ""))[1] or "-inf") for i in t.ids]
        else:
            keys = [c.casefold() for c in t.clubs]
        self._sorted.sort(key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)

    # for tests and the window
    def total(self) -> int:
        """Every player in the list, whatever the search shows."""
        return len(self._sorted)

    def row_of(self, player_id: int) -> int | None:
        if self._t is None:
            return None
        try:
            i = self._t.ids.index(player_id)
            return self._order.index(i)
        except ValueError:
            return None

    def value_of(self, player_id: int) -> tuple[str, str] | None:
        if self._t is None:
            return None
        try:
            i = self._t.ids.index(player_id)
        except ValueError:
            return None
        return self._t.ranks[i], self._value_text[i]


def _searched_rank(label: str) -> str:
    """A rank as the search box finds it: as typed ("3d") and, in Japanese, as shown (三段)."""
    shown = rank(label)
    return label if shown == label else f"{label} {shown}"


def _standings_columns(rank_title: str, value_label: str) -> tuple[str, ...]:
    """The standings' column titles in the window's language; the rank and value titles are the engine's words."""
    return (
        #: Column title: the place in the standings.
        QCoreApplication.translate("Columns", "#", "place in the standings"),
        QCoreApplication.translate("Columns", "Name"),
        term(rank_title),
        term(value_label),
        #: Column title: how many games.
        QCoreApplication.translate("Columns", "Games", "number of games"),
        QCoreApplication.translate("Columns", "Last played"),
        QCoreApplication.translate("Columns", "Club"),
    )


def _grade_order(label: str) -> int:
    """A shogi grade's place for sorting (none first), from its label ("3 Kyu" < "1 Dan")."""
    from clubrater.domain.shogi import GradeError, parse_grade

    try:
        g = parse_grade(label)
    except GradeError:
        return 0
    return g.ordinal if g is not None else 0


def _numbers(texts: list[str]) -> list[str]:
    """`number` for a whole column: the locale asked once, not 5,000 times at every save (issue 14)."""
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        return texts
    minus, point = loc.negativeSign(), loc.decimalPoint()
    if minus == "-" and point == ".":
        return texts
    return [t.replace("-", minus).replace(".", point) for t in texts]


def _format_all(fmt: Callable[[float], str], values: list[float]) -> list[str]:
    """Every value as the engine writes it; the common whole-number format without 5,000 method calls."""
    from clubrater.controller.standings_rules import format_all  # no SQLAlchemy: the quick standings use it too

    return format_all(fmt, values)


# --------------------------------------------------------------------- games
_RESULT_TEXT = {Result.BLACK: "B", Result.WHITE: "W", Result.JIGO: "Jigo", None: ""}  # sort keys


def _result_shown(result: Result | None) -> str:
    """The winner column: B, W or Jigo in the window's language."""
    if result is Result.BLACK:
        #: Winner column: Black won (one letter or character for "Black").
        return QCoreApplication.translate("GamesModel", "B", "winner: Black")
    if result is Result.WHITE:
        #: Winner column: White won (one letter or character for "White").
        return QCoreApplication.translate("GamesModel", "W", "winner: White")
    if result is Result.JIGO:
        #: Winner column: a drawn Go game (jigo); shogi draws too.
        return QCoreApplication.translate("GamesModel", "Jigo", "winner: a draw")
    return ""


GAMES_ROLES = (_DISPLAY, ID_ROLE, _ALIGN, _FORE, _TIP)  # every role GamesModel answers (a Mirror asks these)


class GamesModel(_Table):
    """Every game, newest first, from the controller's own Game objects (nothing built per row)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = (
            QCoreApplication.translate("Columns", "Date"),
            #: Column title: the player who had Black.
            QCoreApplication.translate("Columns", "Black", "the player"),
            #: Column title: the player who had White.
            QCoreApplication.translate("Columns", "White", "the player"),
            #: Column title: handicap stones (Go) or pieces (shogi).
            QCoreApplication.translate("Columns", "Handicap"),
            #: Column title: komi, the points White receives in Go.
            QCoreApplication.translate("Columns", "Komi"),
            QCoreApplication.translate("Columns", "Winner"),
            #: Column title: the game type (tournament, club, friendly, free).
            QCoreApplication.translate("Columns", "Type", "game type"),
            #: Column title: the tournament or event the game belongs to.
            QCoreApplication.translate("Columns", "Event", "tournament"),
            #: Column title: the change of Black's rating through this game.
            QCoreApplication.translate("Columns", "Black ±"),
            #: Column title: the change of White's rating through this game.
            QCoreApplication.translate("Columns", "White ±"),
        )
        self._rows: list[Game] = []
        self._names: dict[int, str] = {}
        self._events: dict[int, str] = {}
        self._raw: dict[int, tuple] = {}
        self._fmt: Callable[[float], str] = lambda v: f"{v:.0f}"
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._newest_first: bool | None = True
        self.locked: dict[int, str] = {}  # game id -> why this user may not change the game (issue 11)

    def set_locked(self, reasons: dict[int, str]) -> None:
        """Games the user may not change (entered by another club, on a federation server): grey, the reason on hover."""
        was, self.locked = self.locked, reasons
        if (was or reasons) and self.rowCount():  # a club file has none: no repaint of every row after each save
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def set_games(self, rows: list[Game], names: dict[int, str], events: dict[int, str], raw: dict[int, tuple],
                  fmt: Callable[[float], str]) -> None:
        self.beginResetModel()
        self._rows, self._names, self._events, self._raw, self._fmt = rows, names, events, raw, fmt
        self._newest_first = True  # as filter_games gives them
        if self._sort is not None:
            self._apply_sort(*self._sort)
        self.endResetModel()

    def add_games(self, games: Sequence[Game], raw: dict[int, tuple], *, later_only: bool = False) -> bool:
        """New games into a list in date order (either way), each at its place, without a reset (issue 14).

        One saved game among 100,000 is one row inserted, not the list built again. `later_only`: only
        the games after the new ones can have other ratings now (a system that rates game by game), so
        only their rows are repainted. False (nothing done) when the list is sorted by another column:
        the caller sets the games again.
        """
        if self._sort is not None and self._sort[0] != 0 or self._newest_first is None:
            return False
        ordered = sorted(games, key=_date_seq, reverse=self._newest_first)
        rows = self._rows
        if ordered and (not rows or (_date_seq(ordered[-1]) > _date_seq(rows[0]) if self._newest_first
                                     else _date_seq(ordered[0]) > _date_seq(rows[-1]))):
            # all after every game listed (a record sheet of tonight): one block at the top (or the end)
            at = 0 if self._newest_first else len(rows)
            self._insert(at, ordered)
            if not later_only:
                self._ratings_changed(raw)
            else:
                self._ratings_changed(raw, at, at + len(ordered) - 1)
            return True
        if len(ordered) > 20:  # each put at its own place costs a pass of the view over every row
            return False
        places: list[int] = []
        for g in sorted(games, key=_date_seq):
            key, rows = _date_seq(g), self._rows
            if self._newest_first:  # (date, entry order) descending: the first row not newer than g
                lo, hi = 0, len(rows)
                while lo < hi:
                    mid = (lo + hi) // 2
                    if _date_seq(rows[mid]) > key:
                        lo = mid + 1
                    else:
                        hi = mid
                at = lo
            else:
                at = bisect.bisect_right(rows, key, key=_date_seq)
            self._insert(at, [g])
            places = [p + (p >= at) for p in places] + [at]
        if not later_only or not places:
            self._ratings_changed(raw)
        elif self._newest_first:  # the rows above the oldest new game's
            self._ratings_changed(raw, 0, max(places))
        else:
            self._ratings_changed(raw, min(places), len(self._rows) - 1)
        return True

    def put_first(self, games: Sequence[Game], raw: dict[int, tuple], keep: int, *, later_only: bool = False) -> None:
        """Games just entered on top of a list of the last ones (`keep` rows at most), without a reset.

        `later_only`: the new games are the latest and the system rates game by game, so no other row's
        ratings can have changed: none is repainted.
        """
        self._raw = raw
        self._insert(0, games)
        if len(self._rows) > keep:
            self.beginRemoveRows(QModelIndex(), keep, len(self._rows) - 1)
            del self._rows[keep:]
            self.endRemoveRows()
        if not later_only:
            self._ratings_changed(raw)

    def _insert(self, at: int, games: Sequence[Game]) -> None:
        if games:
            self.beginInsertRows(QModelIndex(), at, at + len(games) - 1)
            self._rows[at:at] = games
            self.endInsertRows()

    def _ratings_changed(self, raw: dict[int, tuple], first: int = 0, last: int | None = None) -> None:
        """A re-rate may change other games' ± columns: rows `first` to `last` (all by default) are repainted."""
        self._raw = raw
        last = len(self._rows) - 1 if last is None else last
        if self._rows and first <= last:
            self.dataChanged.emit(self.index(first, 8), self.index(last, 9))

    def ids(self) -> list[int]:
        """The games' ids, in the rows' order."""
        return [g.id for g in self._rows]

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        g = self._rows[index.row()]
        c = index.column()
        if role == _DISPLAY:
            if c == 0:
                return day(g.date)
            if c == 1:
                return self._names.get(g.black, "?")
            if c == 2:
                return self._names.get(g.white, "?")
            if c == 3:
                return g.piece_handicap or g.handicap
            if c == 4:
                return number(f"{g.komi:g}")
            if c == 5:
                return _result_shown(g.result)
            if c == 6:
                return game_type(g.type.value)
            if c == 7:
                return self._events.get(g.event, "") if g.event is not None else ""
            raw = self._raw.get(g.id)
            if raw is None or not raw[1]:
                return ""
            v = raw[4] if c == 8 else raw[9]
            return ("+" if v > 0 else "") + number(self._fmt(v))
        if role == ID_ROLE:
            return g.id
        if role == _ALIGN:
            return _RIGHT if c in (3, 4, 8, 9) else (_CENTER if c == 5 else None)
        if role == _FORE and c in (8, 9):
            raw = self._raw.get(g.id)
            if raw is not None and raw[1]:
                v = raw[4] if c == 8 else raw[9]
                return _GREEN if v > 0 else (_RED if v < 0 else None)
        if self.locked and role in (_FORE, _TIP) and g.id in self.locked:
            return _GREY if role == _FORE else self.locked[g.id]
        if role == _FORE and g.result is None:
            return _GREY
        if role == _TIP and g.result is None:
            return QCoreApplication.translate("GamesModel", "No result: shown, not rated")
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.beginResetModel()
        self._sort = (column, order)
        self._apply_sort(column, order)
        self.endResetModel()

    def _apply_sort(self, column: int, order: Qt.SortOrder) -> None:
        """Rows arrive newest first (replay order reversed); only other orders need sorting."""
        names, events, raw = self._names, self._events, self._raw
        key: Callable[[Game], Any]
        if column == 0:
            want_newest_first = order == Qt.SortOrder.DescendingOrder
            if self._newest_first is None:  # sorted by something else: sort again
                self._rows.sort(key=_date_seq, reverse=want_newest_first)
            elif self._newest_first != want_newest_first:
                self._rows.reverse()
            self._newest_first = want_newest_first
            return
        self._newest_first = None
        if column in (1, 2):
            folded = {pid: n.casefold() for pid, n in names.items()}
            key = (lambda g: folded.get(g.black, "")) if column == 1 else (lambda g: folded.get(g.white, ""))
        elif column == 3:
            key = lambda g: g.handicap  # noqa: E731
        elif column == 4:
            key = lambda g: g.komi  # noqa: E731
        elif column == 5:
            key = lambda g: _RESULT_TEXT[g.result]  # noqa: E731
        elif column == 6:
            key = lambda g: g.type.value  # noqa: E731
        elif column == 7:
            key = lambda g: events.get(g.event, "").casefold() if g.event is not None else ""  # noqa: E731
        else:
            k = 4 if column == 8 else 9
            key = lambda g: raw[g.id][k] if g.id in raw else 0.0  # noqa: E731
        self._rows.sort(key=key, reverse=order == Qt.SortOrder.DescendingOrder)

    def game_at(self, row: int) -> Game:
        return self._rows[row]


def _date_seq(g: Game) -> tuple[date, int]:
    return g.date, g.seq


# --------------------------------------------------------------------- a player's record sheet
def _sign(fmt: Callable[[float], str]) -> Callable[[float], str]:
    return lambda v: ("+" if v > 0 else "") + number(fmt(v))


def _local(fmt: Callable[[float], str]) -> Callable[[float], str]:
    """The controller's format with the locale's decimal point."""
    return lambda v: number(fmt(v))


class RecordModel(_Table):
    """A player's record sheet: seed 001's twelve columns for SAGC, before/change/after for the others."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []
        self._getters: list[Callable[[Any], Any]] = []
        self._numeric: set[int] = set()
        self._change_col = -1

    def set_rows(self, rows: list[Any], system: RatingSystem, value_label: str, fmt: Callable[[float], str]) -> None:
        self.beginResetModel()
        self._rows = rows
        signed = _sign(fmt)
        fmt = _local(fmt)
        opponent = QCoreApplication.translate("Columns", "Opponent")
        #: Column title: the colour the player had (B or W).
        colour = QCoreApplication.translate("Columns", "Colour", "Black or White")
        #: Column title: the change of the rating through this game.
        change = QCoreApplication.translate("Columns", "Change", "rating change")
        comments = QCoreApplication.translate("Columns", "Comments")
        when = QCoreApplication.translate("Columns", "Date")
        handicap = QCoreApplication.translate("Columns", "Handicap")
        winner = QCoreApplication.translate("Columns", "Winner")
        if system == RatingSystem.SAGC:
            # seed 001's twelve columns; the cells keep the record sheet's own format (ISO dates; B/W/J in
            # English, the words in a translated window)
            self.columns = (opponent, term("Rank"), colour, handicap, QCoreApplication.translate("Columns", "Komi"),
                            winner, QCoreApplication.translate("Columns", "GSF"), change,
                            #: Column title (SAGC): the player's index after the game.
                            QCoreApplication.translate("Columns", "New index"),
                            #: Column title (SAGC): the player's kyu/dan rank after the game.
                            QCoreApplication.translate("Columns", "New rank"), when, comments)
            self._getters = [
                lambda r: r.opponent, lambda r: rank(r.opponent_rank), lambda r: side(r.colour), lambda r: r.handicap or "",
                lambda r: number(f"{r.komi:g}") if r.komi is not None else "", lambda r: side(r.winner),
                lambda r: number(f"{r.gsf:g}") if r.gsf is not None else "",
                lambda r: signed(r.change) if r.rated or r.kind == "adjustment" else "",
                lambda r: fmt(r.after) if r.rated or r.kind == "adjustment" else "", lambda r: rank(r.rank_after),
                lambda r: day(r.date), lambda r: _comments(r),
            ]
            self._numeric = {3, 4, 6, 7, 8}
            self._change_col = 7
        else:
            shogi = system == RatingSystem.FESA
            if shogi:
                #: Column title (shogi): the opponent's kyu/dan grade.
                rank_title = QCoreApplication.translate("Columns", "Grade", "shogi kyu/dan")
                #: Column title (shogi): the player's kyu/dan grade after the game.
                rank_after = QCoreApplication.translate("Columns", "Grade after", "shogi kyu/dan")
            else:
                rank_title = term("Rank")
                #: Column title: the player's kyu/dan rank after the game or event.
                rank_after = QCoreApplication.translate("Columns", "Rank after", "kyu/dan rank")
            self.columns = (when, QCoreApplication.translate("Columns", "Event", "tournament"), opponent, rank_title, colour,
                            handicap, winner, _before(value_label), change, _after(value_label), rank_after, comments)
            self._getters = [
                lambda r: day(r.date), lambda r: r.event, lambda r: r.opponent, lambda r: rank(r.opponent_rank),
                lambda r: side(r.colour), lambda r: r.handicap or "", lambda r: side(r.winner, shogi=shogi),
                lambda r: fmt(r.before) if r.rated or r.kind == "adjustment" else "",
                lambda r: signed(r.change) if r.rated or r.kind == "adjustment" else "",
                lambda r: fmt(r.after) if r.rated or r.kind == "adjustment" else "",
                lambda r: rank(r.rank_after), lambda r: _comments(r),
            ]
            self._numeric = {5, 7, 8, 9}
            self._change_col = 8
        self.endResetModel()

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        r = self._rows[index.row()]
        c = index.column()
        if role == _DISPLAY:
            return self._getters[c](r)
        if role == ID_ROLE:
            return r.item_id
        if role == _ALIGN and c in self._numeric:
            return _RIGHT
        if role == _FORE:
            if r.kind == "adjustment":
                return QBrush(QColor(40, 70, 160))
            if c == self._change_col and r.rated:
                return _GREEN if r.change > 0 else (_RED if r.change < 0 else None)
            if not r.rated:
                return _GREY
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """A record sheet reads in replay order; sorting it would only confuse."""

    def row_at(self, row: int) -> Any:
        return self._rows[row]


def _comments(r: Any) -> str:
    parts = []
    if r.kind == "game" and not r.rated:
        parts.append(QCoreApplication.translate("RecordModel", "not rated") if r.winner
                     else QCoreApplication.translate("RecordModel", "no result"))
    if r.kind == "game" and r.game_type != "club":
        parts.append(game_type(r.game_type))
    if r.comments:
        parts.append(record_note(r.comments))
    return "; ".join(parts)


class EventSummaryModel(_Table):
    """EGF and FESA sheets per event: rating before, change, after."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[EventSummary] = []
        self._fmt: Callable[[float], str] = str
        self.columns = _summary_columns("Rating")

    def set_rows(self, rows: list[EventSummary], value_label: str, fmt: Callable[[float], str]) -> None:
        self.beginResetModel()
        self._rows, self._fmt = rows, _local(fmt)
        self.columns = _summary_columns(value_label)
        self.endResetModel()

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        r = self._rows[index.row()]
        c = index.column()
        if role == _DISPLAY:
            return (day(r.date), r.event, r.games, r.wins, self._fmt(r.before),
                    ("+" if r.change > 0 else "") + self._fmt(r.change), self._fmt(r.after), rank(r.rank_after))[c]
        if role == _ALIGN and c in (2, 3, 4, 5, 6):
            return _RIGHT
        if role == _FORE and c == 5:
            return _GREEN if r.change > 0 else (_RED if r.change < 0 else None)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Kept in date order."""


def _summary_columns(value_label: str) -> tuple[str, ...]:
    """The per-event table's column titles."""
    return (QCoreApplication.translate("Columns", "Date"), QCoreApplication.translate("Columns", "Event", "tournament"),
            QCoreApplication.translate("Columns", "Games", "number of games"),
            #: Column title: the number of games won.
            QCoreApplication.translate("Columns", "Wins"), _before(value_label),
            QCoreApplication.translate("Columns", "Change", "rating change"), _after(value_label),
            QCoreApplication.translate("Columns", "Rank after", "kyu/dan rank"))


# --------------------------------------------------------------------- events
class EventsModel(_Table):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = (
            QCoreApplication.translate("Columns", "Event", "tournament"),
            #: Column title: the first day of the event.
            QCoreApplication.translate("Columns", "Start", "first day"),
            #: Column title: the last day of the event.
            QCoreApplication.translate("Columns", "End", "last day"),
            #: Column title: where the event was held (a town), not a placing.
            QCoreApplication.translate("Columns", "Place", "location"),
            #: Column title: the EGF tournament class (A, B, C or D), not a school class.
            QCoreApplication.translate("Columns", "Class", "EGF tournament class"),
            #: Column title: whether the event's games are rated (yes/no).
            QCoreApplication.translate("Columns", "Rated"),
            QCoreApplication.translate("Columns", "Games", "number of games"),
        )
        self._rows: list[Event] = []
        self._counts: dict[int, int] = {}
        self._search: list[str] = []
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self.locked: dict[int, str] = {}  # event id -> why this user may not change the event (issue 11)

    def set_locked(self, reasons: dict[int, str]) -> None:
        """Events the user may not change (entered by another club, on a federation server): grey, the reason on hover."""
        was, self.locked = self.locked, reasons
        if (was or reasons) and self.rowCount():  # a club file has none: no repaint of every row after each save
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def set_events(self, events: list[Event], counts: dict[int, int]) -> None:
        self.beginResetModel()
        self._rows, self._counts = events, counts
        self._search = [f"{e.name} {e.place}".casefold() for e in events]
        if self._sort is not None:
            self._apply_sort(*self._sort)
        self.endResetModel()

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        e = self._rows[index.row()]
        c = index.column()
        if role == _DISPLAY:
            if c == 0:
                return e.name
            if c == 1:
                return day(e.start)
            if c == 2:
                return day(e.end)
            if c == 3:
                return e.place
            if c == 4:
                return e.klass
            if c == 5:
                return QCoreApplication.translate("EventsModel", "yes") if e.rated else QCoreApplication.translate(
                    "EventsModel", "no")
            return self._counts.get(e.id, 0)
        if role == ID_ROLE:
            return e.id
        if role == SEARCH_ROLE:
            return self._search[index.row()]
        if role == _ALIGN and c == 6:
            return _RIGHT
        if self.locked and role in (_FORE, _TIP) and e.id in self.locked:
            return _GREY if role == _FORE else self.locked[e.id]
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.beginResetModel()
        self._sort = (column, order)
        self._apply_sort(column, order)
        self.endResetModel()

    def _apply_sort(self, column: int, order: Qt.SortOrder) -> None:
        keys: list[Any] = [
            (e.name.casefold(), e.start or date.min, e.end or date.min, e.place.casefold(), e.klass, e.rated,
             self._counts.get(e.id, 0))[column]
            for e in self._rows
        ]
        order_ = sorted(range(len(self._rows)), key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)
        self._rows = [self._rows[i] for i in order_]
        self._search = [self._search[i] for i in order_]


# --------------------------------------------------------------------- an event's results
class EventResultsModel(_Table):
    """The players of one event: games, wins, rating before, change, after."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []
        self._fmt: Callable[[float], str] = str
        self.columns = _results_columns("Rating")

    def set_rows(self, rows: list[Any], value_label: str, fmt: Callable[[float], str]) -> None:
        self.beginResetModel()
        self._rows, self._fmt = rows, _local(fmt)
        self.columns = _results_columns(value_label)
        self.endResetModel()

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        r = self._rows[index.row()]
        c = index.column()
        if role == _DISPLAY:
            if c == 0:
                return index.row() + 1
            if c == 1:
                return r.name
            if c == 2:
                return r.games
            if c == 3:
                return number(f"{r.wins:g}")
            if c == 4:
                return ranked_value(r.before)
            if c == 5:
                return (("+" if r.change > 0 else "") + self._fmt(r.change)) if r.before else ""
            return ranked_value(r.after)
        if role == ID_ROLE:
            return r.player_id
        if role == _ALIGN and c in (0, 2, 3, 4, 5, 6):
            return _RIGHT
        if role == _FORE and c == 5:
            return _GREEN if r.change > 0 else (_RED if r.change < 0 else None)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Kept by score."""


def _results_columns(value_label: str) -> tuple[str, ...]:
    """An event's results table: place, player, games, wins, the value before and after."""
    #: Column title: the place in the event's results.
    return (QCoreApplication.translate("Columns", "#", "place in the results"),
            QCoreApplication.translate("Columns", "Player"),
            QCoreApplication.translate("Columns", "Games", "number of games"),
            QCoreApplication.translate("Columns", "Wins"), _before(value_label),
            QCoreApplication.translate("Columns", "Change", "rating change"), _after(value_label))
