"""What is printed on paper: the noticeboard standings and a player's report ("why did my rank drop?").

Each printed list is remembered (player id -> value and rank shown) so that the
next one shows what changed since. The documents are built here as plain values;
io/noticeboard.py lays them out and paints them.
"""

from __future__ import annotations

import json
import math
import os
import sys
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from clubrater.controller import storage
from clubrater.controller.changes import Changes
from clubrater.controller.exports import target
from clubrater.controller.queries import Queries, StandingRow
from clubrater.controller.reports import Reports
from clubrater.controller.settings import club_language
from clubrater.controller.state import ClubState
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Day, Messages
from clubrater.domain.model import RatingSystem
from clubrater.domain.rank_words import rank_in_language
from clubrater.domain.ranks import Rank, parse_rank, rank_from_ordinal
from clubrater.io.words import QT_TRANSLATE_NOOP, Words, words

if TYPE_CHECKING:
    from clubrater.io.noticeboard import Board, PlayerReport


class PrintoutMessages(Messages):
    """The printout's refusals."""


MINUS = "\u2212"
# The systems' names and their values' names on paper, in the club's language (lupdate reads them from here; a
# system registered later prints its own label).
PAPER_TERMS = (
    QT_TRANSLATE_NOOP("Noticeboard", "SAGC rank and index"),
    QT_TRANSLATE_NOOP("Noticeboard", "EGF GoR (classic, 1998-2020)"),
    QT_TRANSLATE_NOOP("Noticeboard", "EGF GoR (since 2021)"), QT_TRANSLATE_NOOP("Noticeboard", "FESA Elo (shogi)"),
    QT_TRANSLATE_NOOP("Noticeboard", "Index"), QT_TRANSLATE_NOOP("Noticeboard", "GoR"),
    QT_TRANSLATE_NOOP("Noticeboard", "Elo"),
)
UP, DOWN = "\u25b2", "\u25bc"


@dataclass(frozen=True, slots=True)
class Printout:
    printed_at: datetime
    values: dict[int, tuple[float, str]]  # player id -> (value, rank label) as printed


def signed(v: int) -> str:
    """+12, −8, 0: a true minus sign reads better on paper than a hyphen."""
    return f"+{v}" if v > 0 else f"{MINUS}{-v}" if v < 0 else "0"

def rank_heading(rank: Rank | None, grade: str = "", w: Words | None = None) -> str:
    """A group heading on the SAGC noticeboard: "12 kyu", "1 dan" (in the club's language)."""
    translate = (w or Words("")).translate
    if rank is None:
        return rank_in_language(grade, w.language if w else "") or translate("Noticeboard", "No rank")
    own = rank_in_language(rank, w.language if w else "")
    if own != str(rank):  # a language with its own way of writing ranks (Japanese 三段, 12級): that, as everywhere
        return own
    #: A rank group heading on the noticeboard: {level} kyu (Go's student grades; 級 in Japanese).
    kinds = {"k": translate("Noticeboard", "{level} kyu"), "d": translate("Noticeboard", "{level} dan"),
             "p": translate("Noticeboard", "{level} pro", "professional dan")}  # fmt: skip
    return kinds[rank.kind].format(level=rank.level)

def ensure_qt_app() -> None:
    """Painting text needs a Qt GUI application; `clubrater print` has none, and often no display either."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is not None:
        return
    if (sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM")
            and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))):  # fmt: skip
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    try:  # a QApplication, so that a window opened later in this process still works
        from PySide6.QtWidgets import QApplication

        app: QGuiApplication = QApplication(["clubrater"])
    except ImportError:
        app = QGuiApplication(["clubrater"])
    _APPS.append(app)


_APPS: list[Any] = []  # the application lives as long as the process


def _valid_ordinal(o: int) -> bool:
    try:
        rank_from_ordinal(o)
    except ClubRaterError:
        return False
    return True


def _decoded(stored: dict | None) -> dict[int, tuple[float, str]]:
    """A printout's values as stored (player id -> [value, rank]; older files: the value alone)."""
    values: dict[int, tuple[float, str]] = {}
    for k, v in (stored or {}).items():
        value, rank = (v[0], v[1]) if isinstance(v, list) else (v, "")
        values[int(k)] = (float(value), str(rank or ""))
    return values


class Printouts:
    def __init__(self, club: ClubState) -> None:
        self._c = club
        self._q = Queries(club)
        self._r = Reports(club)

    def record_printout(self, values: dict[int, tuple[float, str]], when: datetime | None = None) -> Changes:
        """Remember the list as pinned up (player id -> value and rank shown), for the next one's "change"."""
        from clubrater.store.models import PrintoutRecord

        data = {str(pid): [float(v), rank] for pid, (v, rank) in values.items()}
        with self._c.db.transaction() as s:
            s.add(PrintoutRecord(printed_at=when or datetime.now().replace(microsecond=0), values=data))
        return Changes()

    def last_printout(self, club: str | None = None) -> Printout | None:
        """The latest recorded printout, or None if the club never printed one.

        On a federation server each member club prints its own list (`club`), so one list is not "the last
        printout" of another club's players: there each player's value comes from the newest printout that
        showed him, and the date is that of the newest printout that showed any of the players asked for.
        """
        if self._c.on_server:
            return self._last_per_player(self._q.club_members(club))
        # through the cursor (a club read from its snapshot has no SQLAlchemy: issue 29); SQLite keeps the time as
        # ISO text and the values as JSON text, as SQLAlchemy's DateTime and JSON columns wrote them
        with storage.raw_reading(self._c.db) as raw:
            row = raw.execute('SELECT printed_at, "values" FROM printouts ORDER BY printed_at DESC, id DESC '
                              "LIMIT 1").fetchone()
        if row is None:
            return None
        printed_at, values = row
        return Printout(printed_at if isinstance(printed_at, datetime) else datetime.fromisoformat(printed_at),
                        _decoded(json.loads(values) if isinstance(values, str | bytes) else values))

    def _last_per_player(self, members: set[int] | None) -> Printout | None:
        from sqlalchemy import select

        from clubrater.store.models import PrintoutRecord

        values: dict[int, tuple[float, str]] = {}
        newest: datetime | None = None
        with self._c.db.reading() as s:
            recs = s.scalars(select(PrintoutRecord).order_by(PrintoutRecord.printed_at.desc(),
                                                             PrintoutRecord.id.desc()))
            for rec in recs:
                for pid, shown in _decoded(rec.values).items():
                    if pid in values or (members is not None and pid not in members):
                        continue
                    values[pid] = shown
                    newest = newest or rec.printed_at
        return Printout(newest, values) if newest is not None else None

    def rank_changes(self) -> dict[int, tuple[str, str]]:
        """Promotions to show (issue 17): player id -> (rank before, since when) for every player whose rank
        differs from the last printout's, or changed on the last club night."""
        c = self._c
        final = c.replay.final
        now: dict[int, str] = {}
        for pid in c.history.players:
            st = final.get(pid)
            if st is not None and st.rank is not None:
                now[pid] = str(st.rank)
        out: dict[int, tuple[str, str]] = {}
        games = c.history.games
        if games:  # the last club night: each player's rank before their first game of that date
            night = games[-1].date
            before: dict[int, str] = {}
            ratings = c.replay.games
            for g in reversed(games):
                if g.date != night:
                    break
                gr = ratings.get(g.id)
                if gr is None or not gr.rated:
                    continue
                for pid, was in ((g.black, gr.black_rank_before), (g.white, gr.white_rank_before)):
                    if was is not None:
                        before[pid] = str(was)
            for pid, label in before.items():
                if pid in now and now[pid] != label:
                    out[pid] = (label, PrintoutMessages.tr("the club night of {date}").format(date=Day(night, "%d %b %Y")))
        last = self.last_printout()
        if last is not None:
            for pid, (_value, printed) in last.values.items():
                if printed and pid in now and now[pid] != printed:
                    out[pid] = (printed, PrintoutMessages.tr("the last printout ({date})").format(
                        date=Day(last.printed_at.date(), "%d %b %Y")))
        return out

    def value_text(self, value: float) -> str:
        return signed(int(value)) if self._c.system == RatingSystem.SAGC else f"{value:.0f}"

    def noticeboard(
        self, today: date | None = None, club: str | None = None
    ) -> tuple[Board, dict[int, tuple[float, str]]]:
        """The list to pin up and the values it shows (recorded once it is printed); `club`: one member club's."""
        from clubrater.io.noticeboard import Board, BoardRow

        today = today or self._c.today()
        everyone = self._q.standings(include_inactive=True, today=today, club=club)
        heading_club = self._c.federation.club_named(club).name if club else self._c.club_name
        rows = [r for r in everyone if r.listed]
        previous = self.last_printout(club)
        grouped = self._c.system == RatingSystem.SAGC
        w = words(club_language(self._c))
        board_rows = []
        values: dict[int, tuple[float, str]] = {}
        for n, r in enumerate(rows, start=1):
            values[r.player_id] = (float(r.value), r.rank_label)
            change = self._change(r, previous.values if previous else None, w)
            board_rows.append(BoardRow(n, r.name, rank_in_language(r.rank_label, w.language), self.value_text(r.value),
                                       r.games, r.last_played, change, rank_heading(r.rank, r.grade, w) if grouped else "",
                                       rank_in_language(r.prior_grade, w.language)))
        fesa = self._c.system == RatingSystem.FESA
        translate = w.translate
        board = Board(
            club=heading_club, system=translate("Noticeboard", self._c.system.label),
            value_label=translate("Noticeboard", self._c.engine.value_label), printed_on=today,
            #: Column: the kyu/dan rank (Go) of each player; a shogi club has "FESA grade" instead.
            rank_title=translate("Noticeboard", "FESA grade") if fesa else translate("Noticeboard", "Rank", "column: kyu/dan rank"),
            #: Shogi: the grade the player brought from elsewhere, beside the FESA grade.
            prior_title=translate("Noticeboard", "Prior grade") if fesa else "",
            rows=board_rows, grouped=grouped, previous=previous.printed_at.date() if previous else None,
            left_off=len(everyone) - len(rows), language=club_language(self._c),
        )
        return board, values

    def _change(self, r: StandingRow, before: dict[int, tuple[float, str]] | None, w: Words | None = None) -> str:
        if before is None:
            return ""
        translate = (w or Words("")).translate
        old = before.get(r.player_id)
        if old is None:
            #: The change column for a player who was not on the previous list.
            return translate("Noticeboard", "new", "a player new on the list")
        value, rank = old
        if self._c.system == RatingSystem.SAGC and rank and r.rank is not None and rank != str(r.rank):
            #: The change column: the rank the player had on the previous list, e.g. "was 4k".
            was = translate("Noticeboard", "was {rank}").format(rank=rank_in_language(rank, w.language if w else ""))
            try:
                up = r.rank.ordinal > parse_rank(rank).ordinal
            except ClubRaterError:
                return was
            return f"{UP if up else DOWN} {was}"
        d = round(r.value - value)
        return "" if d == 0 else signed(d)

    def noticeboard_pdf(
        self, path: str | Path, *, today: date | None = None, promotion_lines: bool = False, club: str | None = None
    ) -> int:
        """The noticeboard PDF; the values shown are recorded for the next printout's change column.

        `promotion_lines` prints "1 win to 9k" under each player one win from going up (worked out by
        the real engine on a copy of the state, as `clubrater whatif` does).
        """
        from clubrater.io.noticeboard import write_board_pdf

        ensure_qt_app()
        board, values = self.noticeboard(today, club)
        if promotion_lines:
            from clubrater.controller.whatif import WhatIf, with_promotion_lines

            board = with_promotion_lines(WhatIf(self._c), board, values)
        pages = write_board_pdf(Path(path), board)  # raises, and records nothing, unless the PDF is whole
        if not self._c.read_only:  # a club open for viewing only (read-only file, full disk) prints, records nothing
            self.record_printout(values)
        return pages

    def print_standings(self, path: Path, *, promotion_lines: bool = False, club: str | None = None) -> int:
        """`clubrater print FILE.pdf`, headless."""
        path = Path(path).expanduser()
        if path.suffix.lower() != ".pdf":
            raise ClubRaterError(PrintoutMessages.tr("print writes a PDF file; give a name ending in .pdf, not {name}.").format(name=path.name))
        path = target(path)
        return self.noticeboard_pdf(path, promotion_lines=promotion_lines, club=club)

    def player_report(self, player_id: int, today: date | None = None, club: str | None = None) -> PlayerReport:
        """Record sheet (latest first) and history chart for one player; `club` (a federation's member club) is the
        club named at its head, as on a noticeboard (None: the club's, or the federation's, own name)."""
        from clubrater.io.noticeboard import Chart, ReportLine
        from clubrater.io.noticeboard import PlayerReport as Report  # the name PlayerReport is the words' context

        p = self._q.player(player_id)
        st = self._q.player_state(player_id)
        sagc = self._c.system == RatingSystem.SAGC
        sheet = self._r.record_sheet(player_id)
        w = words(club_language(self._c))
        translate = w.translate
        rk = w.rank  # ranks and grades as the club's language writes them (Japanese 三段, 12級)
        lines: list[ReportLine] = []
        points: list[tuple[date, float]] = []

        def y(rank: str, value: float) -> float | None:
            if not sagc:
                return value
            try:
                return parse_rank(rank).ordinal + value / 2000 if rank else None
            except ClubRaterError:
                return None

        for row in sheet:
            counted = row.kind == "adjustment" or (row.rated and row.winner)
            #: The result column of a player's record sheet: the game was won, lost, a jigo (draw), ...
            if row.kind == "adjustment":
                result = translate("PlayerReport", "adjusted", "result: the rank was set by hand")
            elif not row.winner:
                result = translate("PlayerReport", "no result")
            elif row.winner == "J":
                result = translate("PlayerReport", "jigo", "result: a drawn game")
            else:
                result = translate("PlayerReport", "won") if row.winner == row.colour else translate("PlayerReport", "lost")
            if counted:
                change = (signed(int(row.change)) if sagc else f"{row.change:+.1f}".replace("-", MINUS)) if row.change else "0"
                after = f"{rk(row.rank_after)} {signed(int(row.after))}" if sagc else f"{row.after:.0f}"
                if not points and (start := y(row.rank_before, row.before)) is not None:
                    points.append((row.date, start))
                if (v := y(row.rank_after, row.after)) is not None:
                    points.append((row.date, v))
            else:
                change, after = "", ""
            marked = bool(counted and row.rank_before and row.rank_after and row.rank_before != row.rank_after)
            opponent = row.comments if row.kind == "adjustment" else row.opponent
            lines.append(ReportLine(row.date, opponent, rk(row.opponent_rank if row.kind == "game" else row.rank_after),
                                    row.colour, row.handicap, result, change, after, marked))  # fmt: skip
        lines.reverse()
        if sagc:
            ords = [int(math.floor(v + 0.5)) for _, v in points]
            ticks = [(float(o), rk(str(rank_from_ordinal(o)))) for o in range(min(ords, default=0), max(ords, default=0) + 1)
                     if _valid_ordinal(o)]  # fmt: skip
            chart = Chart(points, ticks, banded=True,
                          caption=translate("PlayerReport", "rank, and the index within it, after each game"))
        else:
            vals = [v for _, v in points] or [0.0]
            step = 100 if max(vals) - min(vals) > 250 else 50
            lo, hi = int(min(vals) // step * step) - step, int(max(vals) // step * step) + 2 * step
            chart = Chart(points, [(float(v), str(v)) for v in range(lo, hi, step)],
                          caption=translate("PlayerReport", "{value} after each game").format(
                              value=translate("Noticeboard", self._c.engine.value_label)))
        rank = rk(str(st.rank) if st.rank else st.grade)
        value_label = translate("Noticeboard", self._c.engine.value_label)
        #: The report's summary line: "Now 5k, Index +320"; {value_label} is Index, GoR or Elo.
        now = translate("PlayerReport", "Now {rank}, {value_label} {value}")
        PlayerReport = w.context("PlayerReport")  # a count through tr(): lupdate marks it as a plural message
        games = PlayerReport.tr("%n game(s)", "", st.games)
        summary = now.format(rank=rank, value_label=value_label, value=self.value_text(st.value))
        summary += " \u00b7 " + games
        if st.last_played:
            summary += " \u00b7 " + translate("PlayerReport", "last played {date}").format(date=w.short_date(st.last_played))
        if not p.active:
            summary += " \u00b7 " + translate("PlayerReport", "inactive", "the player is not on the list")
        heading_club = self._c.federation.club_named(club).name if club else self._c.club_name
        return Report(heading_club, translate("Noticeboard", self._c.system.label), p.name,
                      today or self._c.today(), summary, value_label, lines, chart, language=club_language(self._c))

    def player_report_pdf(self, player_id: int, path: str | Path, *, club: str | None = None) -> int:
        from clubrater.io.noticeboard import write_player_report_pdf as write

        ensure_qt_app()
        return write(Path(path), self.player_report(player_id, club=club))
