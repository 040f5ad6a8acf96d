"""Publishing the club's website: the club's standings, record sheets and events as `io.site` data.

Built in one pass over the history (a 100,000-game club has 5,000 record sheets; asking the
controller for each sheet in turn would scan every game 5,000 times). Each player page comes
with a key summing up everything it shows, so publishing again after one evening builds and
renders only the players whose pages changed. Numbers are formatted as `clubrater history`
prints them; tests compare the two for every player of the demo club.

The site speaks the club's printout language (issue 28): every word composed here goes through
`translate("Site", ...)` (io/words.py, the catalogs the translators fill in), and numbers, dates
and ranks through io/site/lang.py. On a federation server `club` publishes one member club's site:
its players, their games and events (issue 30 point 18).
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
from clubrater.controller.settings import club_language
from clubrater.domain.model import Adjustment, Game, GameType, RatingSystem, Result
from clubrater.domain.ranks import Rank, rank_from_ordinal
from clubrater.engines import explain
from clubrater.engines.sagc import apply_change as _apply_change
from clubrater.io.site import data as sd
from clubrater.io.site.lang import SiteLanguage
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
                today: date | None = None, club: str | None = None) -> PublishReport:
        """Write (or bring up to date) the club's site in `out`; only changed pages are written.

        `club` (a federation's member club, by name): the site of that club's players only.

        The cycle collector waits meanwhile: a big club's pages are 100,000s of acyclic objects, and
        collections rescanning the whole heap again and again more than doubled the time.
        """
        was = gc.isenabled()
        gc.disable()
        try:
            return write_site(self.build(today=today, club=club), out, templates)
        finally:
            if was:
                gc.enable()

    def build(self, *, today: date | None = None, club: str | None = None) -> sd.Site:
        """The site as plain data (player pages are built only when the writer asks for them)."""
        return _Builder(self._c, club).site(today or self._c.today())


def publish(club: ClubState, out: str | Path, *, templates: str | Path | None = None,
            today: date | None = None, member: str | None = None) -> PublishReport:
    return Site(club).publish(out, templates=templates, today=today, club=member)


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


class _Words:
    """The words the builder composes, in the club's language, looked up once per publish (a big club's pages
    use the same few words 100,000s of times). lupdate reads them from the translate("Site", ...) calls."""

    def __init__(self, L: SiteLanguage) -> None:  # noqa: N803
        translate = L.words.translate
        #: A game's outcome for the player whose record sheet it is (also in "won against ...").
        self.won, self.lost = translate("Site", "won"), translate("Site", "lost")
        #: A game's outcome: a draw (Go: jigo).
        self.jigo = translate("Site", "jigo")
        #: A game entered without a result.
        self.no_result = translate("Site", "no result")
        #: A line of the record sheet where the secretary set the rank and rating by hand.
        self.adjustment = translate("Site", "adjustment")
        #: An adjustment's line; {note} is the secretary's note.
        self.adjustment_note = translate("Site", "adjustment: {note}")
        #: The player's per-event table: the rated club games of one day (not a tournament).
        self.club_games = translate("Site", "Club games")
        #: The result column of a game: Black won (keep the +), White won, draw.
        self.results = {Result.BLACK: translate("Site", "B+"), Result.WHITE: translate("Site", "W+"),
                        Result.JIGO: translate("Site", "Jigo")}
        #: The kind of a game (SAGC's game types).
        self.types = {GameType.TOURNAMENT: translate("Site", "tournament"), GameType.CLUB: translate("Site", "club"),
                      GameType.FRIENDLY: translate("Site", "friendly"), GameType.FREE: translate("Site", "free")}
        #: A point of a player's chart: "2026-11-20: won against Sipho Dlamini, +120 → 11k 250".
        self.point = translate("Site", "{date}: {outcome} against {opponent}, {change} → {rank} {value}")
        #: What the rating engine flagged about a game (EGF).
        self.flags = {"reset_from": translate("Site", "rating reset to the new rank"),
                      "capped": translate("Site", "event loss capped at 100"),
                      "floored": translate("Site", "rating at the floor")}
        #: FESA: the game was rated by performance rating (a new player's first tournaments).
        self.performance = translate("Site", "performance rating")
        #: FESA: the grade changed with this game, e.g. "grade 3 Kyu -> 2 Kyu".
        self.grade_change = translate("Site", "grade {before} -> {after}")
        #: FESA: no grade (yet).
        self.no_grade = translate("Site", "none", "no grade")
        # The "why" sentences: EGF
        #: Se: the EGF expected score of the game.
        self.expected_score = translate("Site", "expected score")
        #: S: the game's result as a score (1, 0.5, 0).
        self.result = translate("Site", "result")
        #: con: the EGF system's factor (keep "con" unless your federation says otherwise).
        self.con = translate("Site", "con")
        #: EGF 2021's bonus against deflation.
        self.bonus_name = translate("Site", "anti-deflation bonus")
        #: The symbol of that bonus in the formula (the rule sentence says "+ bonus").
        self.bonus = translate("Site", "bonus")
        #: EGF: the tournament class's weight (A 1, B 0.75, ...).
        self.class_weight = translate("Site", "class weight")
        #: {klass}: the tournament class, A to D.
        self.klass = translate("Site", "class {klass}")
        #: The two ratings a game was rated from: 2034 against 1987.
        self.against = translate("Site", "{rating} against {opponent}")
        #: EGF: a handicap game's bonus for the player taking stones, in rating points.
        self.stones = translate("Site", ", +{points} for the stones")
        #: con (or K) as it was at the player's rating before the game: "at 2034".
        self.at = translate("Site", "at {rating}")
        # FESA
        self.spread = translate("Site", "rated by performance rating (fewer than 9 games, or all wins or all losses "
                                        "so far): the tournament's rating is spread evenly over its games")
        #: FESA's development bonus for new players below 1800.
        self.development = translate("Site", "development bonus")
        self.paid = translate("Site", "paid for the first 100 games below 1800")
        self.not_paid = translate("Site", "not paid")
        #: FESA's rule when a player beats a stronger one by much (K, opponent and rating are the formula's terms).
        self.upset = translate("Site", "upset rule: K × (opponent − rating) / 160 = {change}")
        self.plus_bonus = translate("Site", ", plus bonus {bonus} = {change}")
        # SAGC
        #: SAGC's factors (seed 001): LF, GSF, OF, GRF and HF are their symbols.
        self.lf = translate("Site", "level factor")
        self.gsf = translate("Site", "game status factor")
        self.of = translate("Site", "opponent factor")
        self.grf = translate("Site", "game result factor")
        self.hf = translate("Site", "handicap factor")
        #: GRF's note: "win in the promotion zone, differential +1 (3 − 2 − 0 stones received)".
        self.grf_note = translate("Site", "{outcome} in the {zone} zone, differential {differential} "
                                          "({x} − {opponent_x} − {stones} stones received)")
        self.outcomes = {"win": translate("Site", "win"), "loss": translate("Site", "loss"),
                         "jigo": translate("Site", "jigo")}
        #: The SAGC zones: the index at or above 0 (promotion zone) or below (demotion zone).
        self.zones = {"promotion": translate("Site", "promotion"), "demotion": translate("Site", "demotion")}
        #: SAGC's handicap factor's note: stones less a komi adjustment.
        self.effective = translate("Site", "effective handicap {stones}")
        #: The product of the factors and the change it makes: "= 499.44, truncated to 499".
        self.truncated = translate("Site", "= {product}, truncated to {change}")
        self.promoted = translate("Site", "past +999: promoted to {rank} with index 0")
        self.demoted = translate("Site", "past -999: demoted to {rank} with index 0")
        self.floor = translate("Site", "the loss stops at the floor {floor}: index {before} → {after}")
        self.capped = translate("Site", "index {before} → {after} (the index stops at +999)")
        self.index = translate("Site", "index {before} → {after}")
        Site = L.words.context("Site")  # noqa: N806 - counts through tr(): lupdate marks them plural
        #: OF's note: how often the opponent is among the player's previous ten games.
        self.met = {n: Site.tr("met %n time(s) in the previous ten games", "", n) for n in range(11)}


class _Builder:
    def __init__(self, ctrl: ClubState, club: str | None = None) -> None:
        self.ctrl = ctrl
        self.system = ctrl.system
        self.sagc = self.system == RatingSystem.SAGC
        self.fmt = ctrl.engine.format_value
        self.players = ctrl.history.players
        self.events = ctrl.history.events
        self.ratings = ctrl.replay.games
        self.raw = ctrl.replay.games.raw
        self.club = club
        self.members = Queries(ctrl).club_members(club) if club is not None else None
        self.L = SiteLanguage(club_language(ctrl))
        self.w = _Words(self.L)
        self.num = self.L.num
        self._ordinals = {o: self.L.rank(label) for o, label in _ORDINAL_LABELS.items()}
        self._ranks = _Memo(self._rank_words)  # ranks by the 100,000: each one's words once
        self._komi = _Memo(lambda komi: self.num(_num(komi)))
        self._gsf = {t: self.num(text) for t, text in GSF_TEXT.items()}
        if self.L.num("0.5") == "0.5":  # the language writes a decimal point: the numbers as the engine gives them
            self.value_text = self.fmt  # type: ignore[method-assign,assignment]
        self._tokens: dict[int, str] | None = None
        self._sagc_texts: dict[tuple, tuple[tuple[sd.Factor, ...], str, str, int, bool]] = {}
        self._sagc_parts: dict[tuple, sd.Factor] = {}
        members = self.members
        self.mine: dict[int, list[Game | Adjustment]] = {
            pid: [] for pid in self.players if members is None or pid in members}
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
        return self.num(f"{c:.1f}")

    def value_text(self, v: float) -> str:
        return self.num(self.fmt(v))

    def rank(self, rank: object) -> str:
        """A rank as the site shows it: a Rank, an ordinal (SAGC rows), a grade's text or None."""
        return self._ranks[rank]

    def _rank_words(self, rank: object) -> str:
        if rank is None:
            return ""
        if type(rank) is int:
            return self._ordinals[rank]
        return self.L.rank(str(rank))

    def outcome(self, colour: str, winner: str) -> str:
        w = self.w
        return w.no_result if not winner else w.jigo if winner == "J" else w.won if winner == colour else w.lost

    # ------------------------------------------------------------- the site
    def _ours(self, g: Game) -> bool:
        return self.members is None or g.black in self.members or g.white in self.members

    def site(self, today: date) -> sd.Site:
        ctrl = self.ctrl
        games = ctrl.history.games if self.members is None else [g for g in ctrl.history.games if self._ours(g)]
        newest = max((g.date for g in games), default=None)
        translate = self.L.words.translate
        fesa = self.system == RatingSystem.FESA
        name = ctrl.federation.club_named(self.club).name if self.club is not None else ctrl.club_name
        club = sd.ClubInfo(
            name=name, system=self.system.value, system_label=self.L.other("Noticeboard", self.system.label),
            value_label=self.L.other("Noticeboard", getattr(ctrl.engine, "value_label", "Rating")),
            rank_label=translate("Site", "Grade") if fesa else translate("Site", "Rank"),
            newest_game=newest, updated_on=today, lang=self.L.code,
        )
        standings = []
        for n, r in enumerate(Queries(ctrl).standings(today=today, club=self.club), start=1):
            key = r.rank.ordinal if r.rank is not None else _grade_key(r.grade)
            standings.append(sd.StandingLine(n, r.player_id, r.name, self.L.rank(r.rank_label), key,
                                             self.value_text(r.value), float(r.value), r.games, r.last_played, r.club))
        sources = [sd.PlayerSource(pid, self.key(pid), _bound(self.page, pid)) for pid in self.mine]
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
        if self.members is not None:  # which opponents have a page (a link) changes with the members
            parts.append(repr(sorted(self.members)))
        return hashlib.sha1("\n".join(parts).encode()).hexdigest()  # noqa: S324 - a change detector, not security

    def game_tokens(self) -> dict[int, str]:
        """Each game as text, once (both players' keys use it): its fields, names, event and rating row."""
        who = {pid: (p.name, str(p.rank), p.grade) for pid, p in self.players.items()}
        events = {eid: (e.name, e.klass, e.rated) for eid, e in self.events.items()}
        raw = self.raw
        games = self.ctrl.history.games if self.members is None else [g for g in self.ctrl.history.games
                                                                       if self._ours(g)]
        return {
            # `_value_`: the enum's plain attribute (`.value` is a property, slow by the 100,000)
            g.id: repr((g.id, g.date.toordinal(), g.black, g.white, g.result._value_ if g.result else None, g.handicap,
                        g.komi, g.type._value_, g.klass, g.note, g.round, g.piece_handicap, who.get(g.black),
                        who.get(g.white), events.get(g.event) if g.event is not None else None, raw.get(g.id)))
            for g in games
        }

    # ------------------------------------------------------------- a player page
    def side(self, r: GameRating, black: bool) -> _Side:
        lab = self.rank
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
        points: list[tuple[sd.RecordLine, float | None]] = []  # each line and its height on the chart
        changes: list[float] = []  # the rated games' changes as shown (an event's total adds them up)
        fmt = self.fmt
        for it in items:
            if isinstance(it, Adjustment):
                a = self.ctrl.replay.adjustments.get(it.id)
                if a is None:
                    continue
                line = sd.RecordLine(
                    it.id, "adjustment", it.date, p.name, None, self.rank(a.rank_after), "", "", "", "",
                    self.w.adjustment, "", True, self.rank(a.rank_before), self.value_text(a.before),
                    self.change_text(a.after - a.before), self.value_text(a.after), self.rank(a.rank_after), "", None,
                    "", self.w.adjustment_note.format(note=it.note) if it.note else self.w.adjustment,
                )
                lines.append(line)
                if self.sagc:
                    y = a.rank_after.ordinal + int(fmt(a.after)) / 1000 if a.rank_after is not None else None
                else:
                    y = float(fmt(a.after))
                points.append((line, y))
                continue
            line, y, change = self.record_line(pid, it, whys.get(it.id))
            lines.append(line)
            if line.rated:
                points.append((line, y))
                changes.append(change)
        rank = str(st.rank) if st.rank is not None else (st.grade or st.extra.get("prior_grade", "") or "")
        return sd.PlayerPage(pid, p.name, self.L.rank(rank), self.value_text(st.value), st.games, st.last_played,
                             p.club, p.country, tuple(lines), self.event_lines(lines, changes) if not self.sagc else (),
                             self.chart(points))

    def record_line(self, pid: int, g: Game, why: sd.Explanation | None) -> tuple[sd.RecordLine, float | None, float]:
        """One game of the sheet, from the engine's raw row (200,000 of these for a big club: no views built,
        the few texts that repeat looked up), with its height on the chart and its change as a number (as
        shown: rounded)."""
        black = g.black == pid
        opp = self.players.get(g.white if black else g.black)
        row = self.raw.get(g.id)
        ev = self.events.get(g.event) if g.event is not None else None
        y: float | None = None
        shown = 0.0
        if row is None:
            rank_before = rank_after = opp_rank = ""
            before = change = after = ""
            rated = False
            detail = None
        else:
            # (id, rated, b rank, b before, b change, b rank after, b after, w rank, w before, w change, ...)
            ranks, vt = self._ranks, self.value_text
            i = 2 if black else 7
            rank_before, rank_after, opp_rank = ranks[row[i]], ranks[row[i + 3]], ranks[row[9 - i]]
            before, after = vt(row[i + 1]), vt(row[i + 4])
            rated = bool(row[1])
            detail = row[12] if len(row) > 12 else None
            if self.sagc:
                change = str(int(row[i + 2]))
                y = row[i + 3] + int(self.fmt(row[i + 4])) / 1000 if row[i + 3] is not None else None
            else:
                change = self.change_text(row[i + 2])
                y = float(self.fmt(row[i + 4]))
                shown = float(f"{row[i + 2]:.1f}")
        res = g.result._value_ if g.result is not None else ""
        colour = "B" if black else "W"
        if not opp_rank and opp is not None:
            opp_rank = self.L.rank(_label(opp.rank) or opp.grade)
        if detail:
            note = self._detail_note(detail, "black" if black else "white")
            comments = f"{g.note}; {note}" if g.note and note else g.note or note
        else:
            comments = g.note
        w = self.w
        outcome = w.no_result if not res else w.jigo if res == "J" else w.won if res == colour else w.lost
        return sd.RecordLine(
            g.id, "game", g.date, opp.name if opp else "?", opp.id if opp else None, opp_rank, colour,
            str(g.handicap) if not g.piece_handicap else g.piece_handicap, self._komi[g.komi], res, outcome,
            self._gsf[g.type], rated, rank_before, before, change, after, rank_after, ev.name if ev else "",
            ev.id if ev else None, w.types[g.type], comments, why,
        ), y, shown

    def _detail_note(self, detail: object, side: str) -> str:
        """What the engine flagged about this side of the game (same words as the record sheet)."""
        if not isinstance(detail, dict):
            return ""
        w = self.w
        mine = detail.get(side)
        if isinstance(mine, dict):  # FESA
            words = [w.performance if mine.get("performance") else ""]
            before, after = mine.get("grade_before", ""), mine.get("grade_after", "")
            if after != before:
                words.append(w.grade_change.format(before=self.L.rank(before) or w.no_grade,
                                                   after=self.L.rank(after) or w.no_grade))
            return "; ".join(x for x in words if x)
        flags = [k[len(side) + 1:] for k, v in detail.items() if k.startswith(side + "_") and v]
        return "; ".join(w.flags.get(f, f) for f in flags)

    # ------------------------------------------------------------- explanations
    def explanations(self, pid: int, items: list[Game | Adjustment]) -> dict[int, sd.Explanation]:
        games = [it for it in items if type(it) is Game]
        if self.sagc:
            return self.sagc_explanations(pid, games)
        if self.system == RatingSystem.FESA:
            return self.fesa_explanations(pid, games)
        return self.egf_explanations(pid, games)

    def sagc_explanations(self, pid: int, games: list[Game]) -> dict[int, sd.Explanation]:
        """Seed 001's factors per game (engines/explain.py), in words. The factors depend on few things (ranks,
        handicap, komi, type, meetings, zone, result), so their sentence is made once per combination; the
        index before and after make the rest."""
        out: dict[int, sd.Explanation] = {}
        last = explain.sagc_last_ten(games, pid)  # at most the ten last opponents before each game
        raw = self.raw
        texts = self._sagc_texts
        outcome_of = self._sagc_outcome
        explanation = sd.Explanation
        jigo, black_won = Result.JIGO, Result.BLACK
        for g in games:
            row = raw.get(g.id)
            if row is None or not row[1]:
                continue
            black = g.black == pid
            # SAGC rows hold rank ordinals: (id, rated, b rank, b index, ..., w rank at 7, w index at 8, ...)
            if black:
                rb, ib, orank, meetings = row[2], int(row[3]), row[7], last[g.id].count(g.white)
            else:
                rb, ib, orank, meetings = row[7], int(row[8]), row[2], last[g.id].count(g.black)
            won = None if g.result is jigo else (g.result is black_won) == black
            key = (rb, orank, g.handicap, g.komi, g.type, meetings, ib >= 0, won, black)
            found = texts.get(key)
            if found is None:
                found = texts[key] = self._sagc_factor_text(key)
            outcome = outcome_of(rb, ib, found[3], found[4])
            out[g.id] = explanation(found[0], found[1], outcome, f"{found[2]}; {outcome}")
        return out

    def _sagc_factor_text(self, key: tuple) -> tuple[tuple[sd.Factor, ...], str, str, int, bool]:
        """The factors in words, their product and the change (as explain.sagc_why works them out); each
        factor's words are kept on their own, so a new combination costs a few lookups and one product."""
        rank_before, opponent_rank, handicap, komi, game_type, meetings, promotion_zone, won, black = key
        lf, gsf, of, grf, hf, x, ox, e, d, change, exact = explain.sagc_factors(
            rank_before, opponent_rank, handicap, komi, game_type, meetings, promotion_zone, won, black)
        rated = gsf != 0
        if not rated:
            change = 0
        w, parts = self.w, self._sagc_parts
        lf_f = parts.get(("LF", rank_before))
        if lf_f is None:
            lf_f = parts[("LF", rank_before)] = sd.Factor(
                "LF", w.lf, self.num(_frac(lf)),
                f"{self._ordinals[rank_before]}: x = {x}, x² + {self.num('1.5')}x + 55 + x⁵/30000")
        gsf_f = parts.get(("GSF", game_type))
        if gsf_f is None:
            gsf_f = parts[("GSF", game_type)] = sd.Factor("GSF", w.gsf, self.num(_frac(gsf)), "")
        of_f = parts.get(("OF", meetings))
        if of_f is None:
            of_f = parts[("OF", meetings)] = sd.Factor("OF", w.of, self.num(_frac(of)), w.met[meetings])
        grf_key = ("GRF", promotion_zone, won, d, x, ox, e)
        grf_f = parts.get(grf_key)
        if grf_f is None:
            dshown = "> +3" if d > 3 else "< -3" if d < -3 else f"{d:+d}" if d else "0"
            outcome = "jigo" if won is None else "win" if won else "loss"
            grf_f = parts[grf_key] = sd.Factor("GRF", w.grf, self.num(_frac(grf, 3)), w.grf_note.format(
                outcome=w.outcomes[outcome], zone=w.zones["promotion" if promotion_zone else "demotion"],
                differential=dshown, x=x, opponent_x=ox, stones=x - ox - d))
        hf_f = parts.get(("HF", e))
        if hf_f is None:
            hf_f = parts[("HF", e)] = sd.Factor("HF", w.hf, self.num(_frac(hf)), w.effective.format(stones=e))
        factors = (lf_f, gsf_f, of_f, grf_f, hf_f)
        product = w.truncated.format(product=self.num(f"{exact:.2f}"), change=change)
        formula = " × ".join(f.value for f in factors) + f" {product}"
        line = " × ".join(f"{f.symbol} {f.value}" + (f" ({f.note})" if f.note else "") for f in factors) + f" {product}"
        return factors, formula, line, change, rated

    def _sagc_outcome(self, rank_before: int, index_before: int, change: int, rated: bool) -> str:
        """What the change did to the index: promotion, demotion, a floor, the +999 stop (explain.sagc_why's rules)."""
        w = self.w
        r1, i1 = _apply_change(rank_before, index_before, change) if rated else (rank_before, index_before)
        if r1 == rank_before:
            if i1 == index_before + change:
                return w.index.format(before=index_before, after=i1)
            if rated and change < 0 and i1 > index_before + change:  # the loss stopped at a floor (or 30k's -999)
                return w.floor.format(floor=i1, before=index_before, after=i1)
            return w.capped.format(before=index_before, after=i1)
        if r1 > rank_before:
            return w.promoted.format(rank=self._ordinals[r1])
        return w.demoted.format(rank=self._ordinals[r1])

    def egf_explanations(self, pid: int, games: list[Game]) -> dict[int, sd.Explanation]:
        out: dict[int, sd.Explanation] = {}
        w, n = self.w, self.num
        for g in games:
            r = self.ratings.get(g.id)
            if r is None or not r.rated:
                continue
            black = g.black == pid
            ev = self.events.get(g.event) if g.event is not None else None
            klass = ev.klass if ev is not None else g.klass
            before, opp = (r.black_before, r.white_before) if black else (r.white_before, r.black_before)
            y = explain.egf_why(self.system, g, black, before, opp, klass)
            f = [
                sd.Factor("Se", w.expected_score, n(f"{y.se:.3f}"),
                          w.against.format(rating=f"{before:.0f}", opponent=f"{opp:.0f}")
                          + (w.stones.format(points=f"{y.handicap_bonus:.0f}") if y.handicap_bonus else "")),
                sd.Factor("S", w.result, n(_num(y.score)), ""),
                sd.Factor(w.con, w.con, n(f"{y.con:.2f}"), w.at.format(rating=f"{before:.0f}")),
            ]
            if self.system == RatingSystem.EGF2021:
                f.append(sd.Factor(w.bonus, w.bonus_name, n(f"{y.bonus:.3f}"), ""))
                formula = (f"{n(_num(y.weight))} × ({n(f'{y.con:.2f}')} × ({n(_num(y.score))} − {n(f'{y.se:.3f}')}) "
                           f"+ {n(f'{y.bonus:.3f}')}) = {n(f'{y.change:+.1f}')}")
            else:
                formula = (f"{n(_num(y.weight))} × {n(f'{y.con:.2f}')} × ({n(_num(y.score))} − {n(f'{y.se:.3f}')}) "
                           f"= {n(f'{y.change:+.1f}')}")
            f.append(sd.Factor("w", w.class_weight, n(_num(y.weight)), w.klass.format(klass=klass)))
            note = self._detail_note(r.detail, "black" if black else "white")
            text = "; ".join(x for x in (" · ".join(f"{x.symbol} {x.value}" + (f" ({x.note})" if x.note else "")
                                                    for x in f), formula, note) if x)
            out[g.id] = sd.Explanation(tuple(f), formula, note, text)
        return out

    def fesa_explanations(self, pid: int, games: list[Game]) -> dict[int, sd.Explanation]:
        """Formula (1) per game; the development bonus counts games rated by it (seed 002)."""
        out: dict[int, sd.Explanation] = {}
        w, n = self.w, self.num
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
                    out[g.id] = sd.Explanation((), w.spread, "", w.spread)
                continue
            for k, g in enumerate(unit):
                r = self.ratings[g.id]
                black = g.black == pid
                d = (r.detail or {}).get("black" if black else "white", {})
                before = r.black_before if black else r.white_before
                score = 0.5 if g.result is Result.JIGO else (1.0 if (g.result is Result.BLACK) == black else 0.0)
                y = explain.fesa_why(before, float(d.get("opponent_rating", 0)), score, bonus + k)
                f = (
                    sd.Factor("E", w.expected_score, n(f"{y.expected:.3f}"),
                              w.against.format(rating=f"{before:.0f}", opponent=f"{y.opponent:.0f}")),
                    sd.Factor("K", "K", str(y.k), w.at.format(rating=f"{before:.0f}")),
                    sd.Factor(w.bonus, w.development, n(f"{y.bonus:.2f}"), w.paid if y.bonus else w.not_paid),
                )
                formula = (w.upset.format(change=n(f"{y.change - y.bonus:+.1f}")) if y.upset else
                           f"{y.k} × ({n(_num(y.score))} − {n(f'{y.expected:.3f}')}) = "
                           f"{n(f'{y.k * (y.score - y.expected):+.1f}')}")
                if y.bonus:
                    formula += w.plus_bonus.format(bonus=n(f"{y.bonus:.2f}"), change=n(f"{y.change:+.1f}"))
                text = " · ".join(f"{x.symbol} {x.value} ({x.note})" for x in f) + "; " + formula
                out[g.id] = sd.Explanation(f, formula, "", text)
            bonus = min(100, bonus + len(unit))
        return out

    # ------------------------------------------------------------- per event, chart
    def event_lines(self, lines: list[sd.RecordLine], changes: list[float]) -> tuple[sd.EventLine, ...]:
        """The rated games grouped by event (club games by day); `changes`: those games' changes as numbers."""
        out: list[sd.EventLine] = []
        groups: list[list[tuple[sd.RecordLine, float]]] = []
        key: Any = None
        rated = iter(changes)
        for ln in lines:
            if ln.kind != "game" or not ln.rated:
                continue
            k = ("e", ln.event_id) if ln.event_id is not None else ("d", ln.date)
            if k != key:
                groups.append([])
                key = k
            groups[-1].append((ln, next(rated)))
        for grp in groups:
            first, last = grp[0][0], grp[-1][0]
            wins = sum(1.0 if ln.winner == ln.colour else 0.5 if ln.winner == "J" else 0.0 for ln, _ in grp)
            total = sum(c for _, c in grp)
            out.append(sd.EventLine(first.date, first.event or self.w.club_games, first.event_id, len(grp),
                                    self.num(_num(wins)), first.before, self.change_text(total), last.after,
                                    last.rank_after))
        return tuple(out)

    def chart(self, points: list[tuple[sd.RecordLine, float | None]]) -> sd.Chart | None:
        pts: list[sd.ChartPoint] = []
        label, days = self.w.point, self.L.days
        for ln, y in points:
            if y is None:
                continue
            text = label.format(date=days[ln.date], outcome=ln.outcome, opponent=ln.opponent, change=ln.change,
                                rank=ln.rank_after, value=ln.after)
            pts.append(sd.ChartPoint(ln.date.toordinal() - _EPOCH, y, text.strip()))
        if not pts:
            return None
        return sd.Chart(tuple(pts), self.gridlines())

    def gridlines(self) -> tuple[tuple[float, str], ...]:
        rank = self.L.rank
        if self.sagc:
            return tuple((float(o), self._ordinals[o]) for o in range(0, 39))
        if self.system == RatingSystem.FESA:
            from clubrater.domain.shogi import MAX_ORDINAL, grade_from_ordinal, grade_label, row

            return tuple((float(row(o).lb), rank(grade_label(grade_from_ordinal(o))))
                         for o in range(1, MAX_ORDINAL + 1))
        lowest = 0 if self.system == RatingSystem.EGF2021 else 10
        out = []
        for o in range(lowest, 39):
            nominal = 2100 - 100 * (30 - o) if o < 30 else 2000 + 100 * (o - 29)
            out.append((float(nominal), self._ordinals[o]))
        return tuple(out)

    # ------------------------------------------------------------- events and games
    def event_pages(self) -> tuple[sd.EventPage, ...]:
        by_event: dict[int, list[Game]] = {eid: [] for eid in self.events}
        for g in self.ctrl.history.games:
            if g.event is not None and g.event in by_event:
                by_event[g.event].append(g)
        pages = []
        for eid, ev in sorted(self.events.items(), key=lambda kv: (kv[1].start or date.min, kv[1].seq, kv[0])):
            if self.members is not None and not any(self._ours(g) for g in by_event[eid]):
                continue  # a federation club's site: the events its players played in
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
                shown = float(str(int(total)) if self.sagc else f"{total:.1f}")  # ties as the change is shown
                rows.append((-wins, -shown, (p.name if p else "?").casefold(), sd.EventResultLine(
                    pid, p.name if p else "?", n, self.num(_num(wins)),
                    self._rank_value(first.rank_before, first.before) if first else "",
                    self.change_text(total), self._rank_value(last.rank_after, last.after) if last else "",
                )))
            rows.sort(key=lambda e: e[:3])
            pages.append(sd.EventPage(eid, ev.name, ev.start, ev.end, ev.place, ev.klass, ev.rated,
                                      tuple(r[3] for r in rows), tuple(self.game_line(g) for g in by_event[eid])))
        return tuple(pages)

    def _rank_value(self, rank: str, value: float) -> str:
        return f"{rank} {self.value_text(value)}".strip() if self.sagc else self.value_text(value)

    def game_line(self, g: Game) -> sd.GameLine:
        r = self.ratings.get(g.id)
        b, w = self.players.get(g.black), self.players.get(g.white)
        rated = r is not None and r.rated
        result = self.w.results.get(g.result, "") if g.result else ""
        ev = self.events.get(g.event) if g.event is not None else None
        return sd.GameLine(
            g.date, b.name if b else "?", g.black, self.rank(r.black_rank_before) if r else "", w.name if w else "?",
            g.white, self.rank(r.white_rank_before) if r else "",
            str(g.handicap) if not g.piece_handicap else g.piece_handicap, self.num(_num(g.komi)), result,
            self.w.types[g.type], self.change_text(r.black_change) if rated and r else "",
            self.change_text(r.white_change) if rated and r else "",
            ev.name if ev else "", ev.id if ev else None, str(g.round) if g.round is not None else "",
        )


class _Memo(dict):
    """`memo[key]`: `make(key)` the first time, then a plain lookup (at dict speed: no call on a hit)."""

    def __init__(self, make: Callable[[Any], str]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: object) -> str:
        value = self[key] = self.make(key)
        return value


def _bound(fn: Callable[[int], sd.PlayerPage], pid: int) -> Callable[[], sd.PlayerPage]:
    return lambda: fn(pid)


def _label(rank: Rank | None) -> str:
    return str(rank) if rank is not None else ""


_ORDINAL_LABELS = {o: str(rank_from_ordinal(o)) for o in [*range(0, 39), *range(40, 49)]}


def _grade_key(grade: str) -> int:
    from clubrater.domain.shogi import GradeError, parse_grade

    try:
        g = parse_grade(grade)
    except GradeError:
        return 0
    return g.ordinal if g is not None else 0


def _frac(v: Fraction, places: int = 2) -> str:
    text = f"{float(v):.{places}f}".rstrip("0").rstrip(".")
    return text or "0"
