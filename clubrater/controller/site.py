"""Publishing the club's website: the club's standings, record sheets and events as `io.site` data.

Built in one pass over the history (a 100,000-game club has 5,000 record sheets; asking the
controller for each sheet in turn would scan every game 5,000 times). Each player page comes
with a key summing up everything it shows, so publishing again after one evening builds and
renders only the players whose pages changed. Numbers are formatted as `clubrater history`
prints them; tests compare the two for every player of the demo club.
"""

from __future__ import annotations

import gc
import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from clubrater.controller.queries import Queries
from clubrater.domain.model import Adjustment, Game, GameType, RatingSystem, Result
from clubrater.domain.ranks import Rank, rank_from_ordinal
from clubrater.engines import explain
from clubrater.io.site import data as sd
from clubrater.io.site.writer import PublishReport
from clubrater.io.site.writer import publish as write_site

if TYPE_CHECKING:
    from clubrater.controller.state import ClubState
    from clubrater.engines.base import GameRating

GSF_TEXT = {GameType.TOURNAMENT: "1.5", GameType.CLUB: "1", GameType.FRIENDLY: "0.5", GameType.FREE: "0"}
_EPOCH = date(1970, 1, 1).toordinal()


class Site:
    """The use case "publish the club's website" (`clubrater publish DIR`, File > Publish website)."""

    def __init__(self, club: ClubState) -> None:
        self._c = club

    def publish(self, out: str | Path, *, templates: str | Path | None = None,
                today: date | None = None) -> PublishReport:
        """Write (or bring up to date) the club's site in `out`; only changed pages are written.

        The cycle collector waits meanwhile: a big club's pages are 100,000s of acyclic objects, and
        collections rescanning the whole heap again and again more than doubled the time.
        """
        was = gc.isenabled()
        gc.disable()
        try:
            return write_site(self.build(today=today), out, templates)
        finally:
            if was:
                gc.enable()

    def build(self, *, today: date | None = None) -> sd.Site:
        """The site as plain data (player pages are built only when the writer asks for them)."""
        return _Builder(self._c).site(today or self._c.today())


def publish(club: ClubState, out: str | Path, *, templates: str | Path | None = None,
            today: date | None = None) -> PublishReport:
    return Site(club).publish(out, templates=templates, today=today)


def _num(v: float) -> str:
    return f"{v:g}" if v != int(v) else str(int(v))


@dataclass(slots=True)
class _Side:
    rank_before: str
    before: float
    change: float
    rank_after: str
    after: float
    opponent_rank: str


class _Builder:
    def __init__(self, ctrl: ClubState) -> None:
        self.ctrl = ctrl
        self.system = ctrl.system
        self.sagc = self.system == RatingSystem.SAGC
        self.fmt = ctrl.engine.format_value
        self.players = ctrl.history.players
        self.events = ctrl.history.events
        self.ratings = ctrl.replay.games
        self.raw = ctrl.replay.games.raw
        self._tokens: dict[int, str] | None = None
        self.mine: dict[int, list[Game | Adjustment]] = {pid: [] for pid in self.players}
        for g in ctrl.history.games:
            lst = self.mine.get(g.black)
            if lst is not None:
                lst.append(g)
            lst = self.mine.get(g.white)
            if lst is not None:
                lst.append(g)
        if ctrl.history.adjustments:
            for a in ctrl.history.adjustments:
                if a.player in self.mine:
                    self.mine[a.player].append(a)
            for lst in self.mine.values():
                if any(type(it) is Adjustment for it in lst):
                    lst.sort(key=lambda it: (it.date, it.seq))

    # ------------------------------------------------------------- formatting
    def change_text(self, c: float) -> str:
        if self.sagc:
            return str(int(c))
        return f"{c:.1f}"

    def value_text(self, v: float) -> str:
        return self.fmt(v)

    # ------------------------------------------------------------- the site
    def site(self, today: date) -> sd.Site:
        ctrl = self.ctrl
        games = ctrl.history.games
        newest = max((g.date for g in games), default=None)
        club = sd.ClubInfo(
            name=ctrl.club_name, system=self.system.value, system_label=self.system.label,
            value_label=getattr(ctrl.engine, "value_label", "Rating"),
            rank_label="Grade" if self.system == RatingSystem.FESA else "Rank",
            newest_game=newest, updated_on=today,
        )
        standings = []
        for n, r in enumerate(Queries(ctrl).standings(today=today), start=1):
            key = r.rank.ordinal if r.rank is not None else _grade_key(r.grade)
            standings.append(sd.StandingLine(n, r.player_id, r.name, r.rank_label, key, self.value_text(r.value),
                                             float(r.value), r.games, r.last_played, r.club))
        sources = [sd.PlayerSource(pid, self.key(pid), _bound(self.page, pid)) for pid in self.players]
        night = max((g.date for g in games if g.event is None), default=newest)
        night_games = tuple(self.game_line(g) for g in games if g.date == night and g.event is None) if night else ()
        return sd.Site(club, tuple(standings), sources, self.event_pages(), night, night_games)

    # ------------------------------------------------------------- keys
    def key(self, pid: int) -> str:
        """Everything a player page shows, as text: unchanged text means an unchanged page."""
        if self._tokens is None:
            self._tokens = self.game_tokens()
        p = self.players[pid]
        st = self.ctrl.replay.final.get(pid)
        tokens = self._tokens
        parts = [repr((p.name, p.club, p.country, str(p.rank), p.grade, st[:5] if st is not None else None))]
        for it in self.mine[pid]:
            if type(it) is Adjustment:
                parts.append(repr((it, self.ctrl.replay.adjustments.get(it.id))))
            else:
                parts.append(tokens[it.id])
        return hashlib.sha1("\n".join(parts).encode()).hexdigest()  # noqa: S324 - a change detector, not security

    def game_tokens(self) -> dict[int, str]:
        """Each game as text, once (both players' keys use it): its fields, names, event and rating row."""
        names = {pid: p.name for pid, p in self.players.items()}
        events = {eid: (e.name, e.klass, e.rated) for eid, e in self.events.items()}
        raw = self.raw
        ranks = {pid: (str(p.rank), p.grade) for pid, p in self.players.items()}
        return {
            # `_value_`: the enum's plain attribute (`.value` is a property, slow by the 100,000)
            g.id: repr((g.id, g.date.toordinal(), g.black, g.white, g.result._value_ if g.result else None, g.handicap,
                        g.komi, g.type._value_, g.klass, g.note, g.round, g.piece_handicap, names.get(g.black),
                        names.get(g.white), ranks.get(g.black), ranks.get(g.white),
                        events.get(g.event) if g.event is not None else None, raw.get(g.id)))
            for g in self.ctrl.history.games
        }

    # ------------------------------------------------------------- a player page
    def side(self, r: GameRating, black: bool) -> _Side:
        lab = _label
        if black:
            return _Side(lab(r.black_rank_before), r.black_before, r.black_change, lab(r.black_rank_after),
                         r.black_after, lab(r.white_rank_before))
        return _Side(lab(r.white_rank_before), r.white_before, r.white_change, lab(r.white_rank_after), r.white_after,
                     lab(r.black_rank_before))

    def page(self, pid: int) -> sd.PlayerPage:
        p = self.players[pid]
        st = self.ctrl.replay.final[pid]
        items = self.mine[pid]
        whys = self.explanations(pid, items)
        lines: list[sd.RecordLine] = []
        for it in items:
            if isinstance(it, Adjustment):
                a = self.ctrl.replay.adjustments.get(it.id)
                if a is None:
                    continue
                lines.append(sd.RecordLine(
                    it.id, "adjustment", it.date, p.name, None, _label(a.rank_after), "", "", "", "", "adjustment", "",
                    True, _label(a.rank_before), self.value_text(a.before), self.change_text(a.after - a.before),
                    self.value_text(a.after), _label(a.rank_after), "", None, "",
                    ("adjustment: " + it.note).strip(": "),
                ))
                continue
            lines.append(self.record_line(pid, it, whys.get(it.id)))
        rank = str(st.rank) if st.rank is not None else (st.grade or st.extra.get("prior_grade", "") or "")
        return sd.PlayerPage(pid, p.name, rank, self.value_text(st.value), st.games, st.last_played, p.club, p.country,
                             tuple(lines), self.event_lines(lines) if not self.sagc else (), self.chart(lines))

    def record_line(self, pid: int, g: Game, why: sd.Explanation | None) -> sd.RecordLine:
        """One game of the sheet, from the engine's raw row (200,000 of these for a big club: no views built)."""
        black = g.black == pid
        opp = self.players.get(g.white if black else g.black)
        row = self.raw.get(g.id)
        ev = self.events.get(g.event) if g.event is not None else None
        lab = _rank_label
        vt = self.value_text
        if row is None:
            rank_before = rank_after = opp_rank = ""
            before = change = after = ""
            rated = False
            detail = None
        else:
            # (id, rated, b rank, b before, b change, b rank after, b after, w rank, w before, w change, ...)
            i = 2 if black else 7
            rank_before, rank_after = lab(row[i]), lab(row[i + 3])
            before, change, after = vt(row[i + 1]), self.change_text(row[i + 2]), vt(row[i + 4])
            opp_rank = lab(row[9 - i])
            rated = bool(row[1])
            detail = row[12] if len(row) > 12 else None
        res = g.result._value_ if g.result is not None else ""
        colour = "B" if black else "W"
        outcome = "no result" if not res else "jigo" if res == "J" else "won" if res == colour else "lost"
        if not opp_rank and opp is not None:
            opp_rank = _label(opp.rank) or opp.grade
        note = _detail_note(detail, "black" if black else "white") if detail else ""
        comments = f"{g.note}; {note}" if g.note and note else g.note or note
        return sd.RecordLine(
            g.id, "game", g.date, opp.name if opp else "?", opp.id if opp else None, opp_rank, colour,
            str(g.handicap) if not g.piece_handicap else g.piece_handicap, _num(g.komi), res, outcome,
            GSF_TEXT[g.type], rated, rank_before, before, change, after, rank_after,
            ev.name if ev else "", ev.id if ev else None, g.type._value_, comments, why,
        )

    # ------------------------------------------------------------- explanations
    def explanations(self, pid: int, items: list[Game | Adjustment]) -> dict[int, sd.Explanation]:
        games = [it for it in items if type(it) is Game]
        if self.sagc:
            return self.sagc_explanations(pid, games)
        if self.system == RatingSystem.FESA:
            return self.fesa_explanations(pid, games)
        return self.egf_explanations(pid, games)

    def sagc_explanations(self, pid: int, games: list[Game]) -> dict[int, sd.Explanation]:
        out: dict[int, sd.Explanation] = {}
        last = explain.sagc_last_ten(games, pid)
        raw = self.raw
        for g in games:
            row = raw.get(g.id)
            if row is None or not row[1]:
                continue
            black = g.black == pid
            # SAGC rows hold rank ordinals: (id, rated, b rank, b index, ..., w rank at 7, w index at 8, ...)
            rb, ib, orank = (row[2], row[3], row[7]) if black else (row[7], row[8], row[2])
            w = explain.sagc_why(g, black, rb, int(ib), orank, last[g.id])
            out[g.id] = _sagc_text(w)
        return out

    def egf_explanations(self, pid: int, games: list[Game]) -> dict[int, sd.Explanation]:
        out: dict[int, sd.Explanation] = {}
        for g in games:
            r = self.ratings.get(g.id)
            if r is None or not r.rated:
                continue
            black = g.black == pid
            ev = self.events.get(g.event) if g.event is not None else None
            klass = ev.klass if ev is not None else g.klass
            before, opp = (r.black_before, r.white_before) if black else (r.white_before, r.black_before)
            w = explain.egf_why(self.system, g, black, before, opp, klass)
            f = [
                sd.Factor("Se", "expected score", f"{w.se:.3f}",
                          f"{before:.0f} against {opp:.0f}" + (f", +{w.handicap_bonus:.0f} for the stones"
                                                               if w.handicap_bonus else "")),
                sd.Factor("S", "result", _num(w.score), ""),
                sd.Factor("con", "con", f"{w.con:.2f}", f"at {before:.0f}"),
            ]
            if self.system == RatingSystem.EGF2021:
                f.append(sd.Factor("bonus", "anti-deflation bonus", f"{w.bonus:.3f}", ""))
                formula = (f"{_num(w.weight)} × ({w.con:.2f} × ({_num(w.score)} − {w.se:.3f}) + {w.bonus:.3f}) "
                           f"= {w.change:+.1f}")
            else:
                formula = f"{_num(w.weight)} × {w.con:.2f} × ({_num(w.score)} − {w.se:.3f}) = {w.change:+.1f}"
            f.append(sd.Factor("w", "class weight", _num(w.weight), f"class {klass}"))
            note = _detail_note(r.detail, "black" if black else "white")
            text = "; ".join(x for x in (" · ".join(f"{x.symbol} {x.value}" + (f" ({x.note})" if x.note else "")
                                                    for x in f), formula, note) if x)
            out[g.id] = sd.Explanation(tuple(f), formula, note, text)
        return out

    def fesa_explanations(self, pid: int, games: list[Game]) -> dict[int, sd.Explanation]:
        """Formula (1) per game; the development bonus counts games rated by it (seed 002)."""
        out: dict[int, sd.Explanation] = {}
        p = self.players[pid]
        bonus = int((p.start_state or {}).get("bonus_count") or 0)
        units: dict[Any, list[Game]] = {}
        for g in games:
            r = self.ratings.get(g.id)
            if r is None or not r.rated:
                continue
            units.setdefault(g.event if g.event is not None else ("date", g.date), []).append(g)
        order = sorted(units.values(), key=lambda u: (max(g.date for g in u), min(g.seq for g in u)))
        for unit in order:
            unit.sort(key=lambda g: (g.round if g.round is not None else 0, g.date, g.seq))
            first = self.ratings[unit[0].id]
            side0 = (first.detail or {}).get("black" if unit[0].black == pid else "white", {})
            if side0.get("performance"):
                bonus = 0
                for g in unit:
                    words = ("rated by performance rating (fewer than 9 games, or all wins or all losses so far): "
                             "the tournament's rating is spread evenly over its games")
                    out[g.id] = sd.Explanation((), words, "", words)
                continue
            for n, g in enumerate(unit):
                r = self.ratings[g.id]
                black = g.black == pid
                d = (r.detail or {}).get("black" if black else "white", {})
                before = r.black_before if black else r.white_before
                score = 0.5 if g.result is Result.JIGO else (1.0 if (g.result is Result.BLACK) == black else 0.0)
                w = explain.fesa_why(before, float(d.get("opponent_rating", 0)), score, bonus + n)
                f = (
                    sd.Factor("E", "expected score", f"{w.expected:.3f}", f"{before:.0f} against {w.opponent:.0f}"),
                    sd.Factor("K", "K", str(w.k), f"at {before:.0f}"),
                    sd.Factor("bonus", "development bonus", f"{w.bonus:.2f}",
                              "paid for the first 100 games below 1800" if w.bonus else "not paid"),
                )
                formula = (f"upset rule: K × (opponent − rating) / 160 = {w.change - w.bonus:+.1f}" if w.upset else
                           f"{w.k} × ({_num(w.score)} − {w.expected:.3f}) = {w.k * (w.score - w.expected):+.1f}")
                if w.bonus:
                    formula += f", plus bonus {w.bonus:.2f} = {w.change:+.1f}"
                text = " · ".join(f"{x.symbol} {x.value} ({x.note})" for x in f) + "; " + formula
                out[g.id] = sd.Explanation(f, formula, "", text)
            bonus = min(100, bonus + len(unit))
        return out

    # ------------------------------------------------------------- per event, chart
    def event_lines(self, lines: list[sd.RecordLine]) -> tuple[sd.EventLine, ...]:
        out: list[sd.EventLine] = []
        groups: list[list[sd.RecordLine]] = []
        key: Any = None
        for ln in lines:
            if ln.kind != "game" or not ln.rated:
                continue
            k = ("e", ln.event_id) if ln.event_id is not None else ("d", ln.date)
            if k != key:
                groups.append([])
                key = k
            groups[-1].append(ln)
        for grp in groups:
            first, last = grp[0], grp[-1]
            wins = sum(1.0 if ln.outcome == "won" else 0.5 if ln.outcome == "jigo" else 0.0 for ln in grp)
            total = sum(float(ln.change) for ln in grp)
            out.append(sd.EventLine(first.date, first.event or "Club games", first.event_id, len(grp), _num(wins),
                                    first.before, self.change_text(total), last.after, last.rank_after))
        return tuple(out)

    def chart(self, lines: list[sd.RecordLine]) -> sd.Chart | None:
        pts: list[sd.ChartPoint] = []
        for ln in lines:
            if ln.kind == "game" and not ln.rated:
                continue
            if self.sagc:
                if not ln.rank_after:
                    continue
                from clubrater.domain.ranks import parse_rank

                y = parse_rank(ln.rank_after).ordinal + int(ln.after) / 1000
            else:
                y = float(ln.after)
            label = f"{ln.date.isoformat()}: {ln.outcome} against {ln.opponent}, {ln.change} → {ln.rank_after} {ln.after}"
            pts.append(sd.ChartPoint(ln.date.toordinal() - _EPOCH, y, label.strip()))
        if not pts:
            return None
        return sd.Chart(tuple(pts), self.gridlines())

    def gridlines(self) -> tuple[tuple[float, str], ...]:
        if self.sagc:
            return tuple((float(o), str(rank_from_ordinal(o))) for o in range(0, 39))
        if self.system == RatingSystem.FESA:
            from clubrater.domain.shogi import MAX_ORDINAL, grade_from_ordinal, grade_label, row

            return tuple((float(row(o).lb), grade_label(grade_from_ordinal(o))) for o in range(1, MAX_ORDINAL + 1))
        lowest = 0 if self.system == RatingSystem.EGF2021 else 10
        out = []
        for o in range(lowest, 39):
            nominal = 2100 - 100 * (30 - o) if o < 30 else 2000 + 100 * (o - 29)
            out.append((float(nominal), str(rank_from_ordinal(o))))
        return tuple(out)

    # ------------------------------------------------------------- events and games
    def event_pages(self) -> tuple[sd.EventPage, ...]:
        by_event: dict[int, list[Game]] = {eid: [] for eid in self.events}
        for g in self.ctrl.history.games:
            if g.event is not None and g.event in by_event:
                by_event[g.event].append(g)
        pages = []
        for eid, ev in sorted(self.events.items(), key=lambda kv: (kv[1].start or date.min, kv[1].seq, kv[0])):
            acc: dict[int, list[Any]] = {}
            for g in by_event[eid]:
                r = self.ratings.get(g.id)
                for pid, black in ((g.black, True), (g.white, False)):
                    a = acc.setdefault(pid, [0, 0.0, None, 0.0, None])
                    a[0] += 1
                    if g.result is not None:
                        won = (g.result is Result.BLACK) == black
                        a[1] += 0.5 if g.result is Result.JIGO else (1.0 if won else 0.0)
                    if r is None or not r.rated:
                        continue
                    s = self.side(r, black)
                    if a[2] is None:
                        a[2] = s
                    a[3] += s.change
                    a[4] = s
            rows = []
            for pid, (n, wins, first, total, last) in acc.items():
                p = self.players.get(pid)
                rows.append(sd.EventResultLine(
                    pid, p.name if p else "?", n, _num(wins),
                    self._rank_value(first.rank_before, first.before) if first else "",
                    self.change_text(total), self._rank_value(last.rank_after, last.after) if last else "",
                ))
            rows.sort(key=lambda e: (-float(e.wins), -float(e.change), e.name.casefold()))
            pages.append(sd.EventPage(eid, ev.name, ev.start, ev.end, ev.place, ev.klass, ev.rated, tuple(rows),
                                      tuple(self.game_line(g) for g in by_event[eid])))
        return tuple(pages)

    def _rank_value(self, rank: str, value: float) -> str:
        return f"{rank} {self.value_text(value)}".strip() if self.sagc else self.value_text(value)

    def game_line(self, g: Game) -> sd.GameLine:
        r = self.ratings.get(g.id)
        b, w = self.players.get(g.black), self.players.get(g.white)
        rated = r is not None and r.rated
        result = {Result.BLACK: "B+", Result.WHITE: "W+", Result.JIGO: "Jigo"}.get(g.result, "") if g.result else ""
        ev = self.events.get(g.event) if g.event is not None else None
        return sd.GameLine(
            g.date, b.name if b else "?", g.black, _label(r.black_rank_before) if r else "", w.name if w else "?",
            g.white, _label(r.white_rank_before) if r else "",
            str(g.handicap) if not g.piece_handicap else g.piece_handicap, _num(g.komi), result, g.type.value,
            self.change_text(r.black_change) if rated and r else "", self.change_text(r.white_change) if rated and r else "",
            ev.name if ev else "", ev.id if ev else None, str(g.round) if g.round is not None else "",
        )


def _bound(fn: Callable[[int], sd.PlayerPage], pid: int) -> Callable[[], sd.PlayerPage]:
    return lambda: fn(pid)


def _label(rank: Rank | None) -> str:
    return str(rank) if rank is not None else ""


_ORDINAL_LABELS = {o: str(rank_from_ordinal(o)) for o in [*range(0, 39), *range(40, 49)]}


def _rank_label(rank: object) -> str:
    """A raw row's rank: an ordinal (SAGC), a Rank (EGF) or None (FESA)."""
    if rank is None:
        return ""
    if type(rank) is int:
        return _ORDINAL_LABELS[rank]
    return str(rank)


def _grade_key(grade: str) -> int:
    from clubrater.domain.shogi import GradeError, parse_grade

    try:
        g = parse_grade(grade)
    except GradeError:
        return 0
    return g.ordinal if g is not None else 0


_FLAG_WORDS = {"reset_from": "rating reset to the new rank", "capped": "event loss capped at 100",
               "floored": "rating at the floor"}


def _detail_note(detail: object, side: str) -> str:
    """What the engine flagged about this side of the game (same words as the record sheet)."""
    if not isinstance(detail, dict):
        return ""
    mine = detail.get(side)
    if isinstance(mine, dict):  # FESA
        words = ["performance rating" if mine.get("performance") else ""]
        before, after = mine.get("grade_before", ""), mine.get("grade_after", "")
        if after != before:
            words.append(f"grade {before or 'none'} -> {after or 'none'}")
        return "; ".join(w for w in words if w)
    flags = [k[len(side) + 1:] for k, v in detail.items() if k.startswith(side + "_") and v]
    return "; ".join(_FLAG_WORDS.get(f, f) for f in flags)


def _frac(v: Fraction, places: int = 2) -> str:
    text = f"{float(v):.{places}f}".rstrip("0").rstrip(".")
    return text or "0"


def _sagc_text(w: explain.SagcWhy) -> sd.Explanation:
    key = (w.rank_before, w.opponent_x, w.effective_handicap, w.differential, w.zone, w.outcome, w.previous_meetings,
           w.change, w.gsf.numerator, w.gsf.denominator)
    found = _TEXT_CACHE.get(key)
    if found is None:
        found = _TEXT_CACHE[key] = _sagc_factor_text(w.rank_before, w.lf, w.gsf, w.of, w.grf, w.hf, w.x, w.opponent_x,
                                                     w.effective_handicap, w.differential, w.zone, w.outcome,
                                                     w.previous_meetings, w.change)
    factors, formula, line = found
    after = rank_from_ordinal(w.rank_after)
    if w.promoted:
        outcome = f"past +999: promoted to {after} with index 0"
    elif w.demoted:
        outcome = f"past -999: demoted to {after} with index 0"
    elif w.floor is not None:
        outcome = f"the loss stops at the floor {w.floor}: index {w.index_before} → {w.index_after}"
    elif w.index_after != w.index_before + w.change:
        outcome = f"index {w.index_before} → {w.index_after} (the index stops at +999)"
    else:
        outcome = f"index {w.index_before} → {w.index_after}"
    return sd.Explanation(factors, formula, outcome, f"{line}; {outcome}")


_TEXT_CACHE: dict[tuple, tuple[tuple[sd.Factor, ...], str, str]] = {}  # a few thousand entries at most


def _sagc_factor_text(rank_before: int, lf: Fraction, gsf: Fraction, of: Fraction, grf: Fraction, hf: Fraction, x: int,
                      ox: int, e: int, d: int, zone: str, outcome: str, meetings: int,
                      change: int) -> tuple[tuple[sd.Factor, ...], str, str]:
    """The factors in words (the same few combinations come back game after game, so cached)."""
    dshown = "> +3" if d > 3 else "< -3" if d < -3 else f"{d:+d}" if d else "0"
    rank = rank_from_ordinal(rank_before)
    met = f"met {meetings} time{'s' if meetings != 1 else ''} in the previous ten games"
    factors = (
        sd.Factor("LF", "level factor", _frac(lf), f"{rank}: x = {x}, x² + 1.5x + 55 + x⁵/30000"),
        sd.Factor("GSF", "game status factor", _frac(gsf), ""),
        sd.Factor("OF", "opponent factor", _frac(of), met),
        sd.Factor("GRF", "game result factor", _frac(grf, 3),
                  f"{outcome} in the {zone} zone, differential {dshown} ({x} − {ox} − {x - ox - d} stones received)"),
        sd.Factor("HF", "handicap factor", _frac(hf), f"effective handicap {e}"),
    )
    product = float(lf * gsf * of * grf * hf)
    formula = (f"{_frac(lf)} × {_frac(gsf)} × {_frac(of)} × {_frac(grf, 3)} × {_frac(hf)} "
               f"= {product:.2f}, truncated to {change}")
    line = (" × ".join(f"{f.symbol} {f.value}" + (f" ({f.note})" if f.note else "") for f in factors)
            + f" = {product:.2f}, truncated to {change}")
    return factors, formula, line
