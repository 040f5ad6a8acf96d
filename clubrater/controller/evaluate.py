"""How well each rating system predicts the club's own games (issue 27; rating-rules.md "How well a system
predicts"): `clubrater evaluate`, the window's page and the committee's printout all read one `Evaluation`.

Each game is predicted from the players' states before it, read from the very replay that rates the club
with that system (one replay per system: the club's own system reuses the club's replay): EGF and EGF 2021
with their own Se for Black on the pre-event ratings and the handicap, as their replays rate the game (the
classic one with its epsilon); FESA with its own expected score for sente on the ratings both players
brought to the tournament; SAGC, which has no probability of its own, with a logistic in the strength
difference whose one scale k is fitted on the warm-up games only. The scoring itself is domain/prediction.py.

`Evaluate.prepare` reads what an evaluation needs on the caller's thread (copies, when asked, so that the
window can go on changing the club meanwhile); `EvaluationJob.run` does the work anywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from clubrater.controller import checks
from clubrater.domain import prediction as pr
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages, known
from clubrater.domain.model import Game, GameType, History, RatingSystem
from clubrater.engines.base import Engine, GameRatings, Replay
from clubrater.engines.registry import engine_for, system_from_name

if TYPE_CHECKING:
    from clubrater.controller.state import ClubState
    from clubrater.io.evaluation_paper import EvaluationSheet

DEFAULT_WARM_UP = 0.25  # rating-rules.md: the first quarter of the games is replayed, never scored
GO_SYSTEMS = ("sagc", "egf", "egf2021")
SHOGI_SYSTEMS = ("fesa",)
WINDOW_CHECKPOINTS = 64  # a replay beside the window: as many pauses for it (see EvaluationJob)
UNKNOWN_FESA = 1500  # a FESA player with neither rating nor grade, whose opponent has neither either

Progress = Callable[[int, int], None]  # steps done, steps in all


class EvaluateMessages(Messages):
    """How well the systems predict (issue 27): what an evaluation refuses and what it leaves out."""


@dataclass(frozen=True, slots=True)
class SystemResult:
    """One system's figures over the scored games."""

    system: RatingSystem
    log_loss: float
    brier: float
    prediction_rate: float
    scale: float | None  # SAGC's k (per rank or stone), fitted on the warm-up; None for the others
    calibration: list[pr.CalibrationBin]
    rank_gaps: list[pr.Share]  # Black's share per rank gap after the handicap
    players: list[pr.PlayerScore]  # highest z first
    p: list[float]  # p for Black of every scored game, clamped into [0, 1], in the order of `Evaluation.games`


@dataclass(frozen=True)
class Evaluation:
    """What `clubrater evaluate` prints, the page shows and the printout puts on paper."""

    club: str
    warm_up: float  # the fraction asked for
    warm_up_games: int
    games: list[Game]  # the scored games, in replay order
    names: dict[int, str]  # player id -> name
    handicaps: list[pr.Share]  # Black's share per number of stones (scored games)
    systems: list[SystemResult]
    handicap_all: pr.Share | None = None  # Black's share over every scored game with one stone or more
    notes: list[str] = field(default_factory=list)  # systems left out, and why
    since: date | None = None
    until: date | None = None

    @property
    def games_scored(self) -> int:
        return len(self.games)

    @property
    def first(self) -> date | None:
        return self.games[0].date if self.games else None

    @property
    def last(self) -> date | None:
        return self.games[-1].date if self.games else None

    def ranked(self) -> list[SystemResult]:
        """The systems, best first (lowest log-loss)."""
        return sorted(self.systems, key=lambda r: r.log_loss)

    def best(self) -> SystemResult:
        return self.ranked()[0]

    def result(self, system: str | RatingSystem) -> SystemResult:
        wanted = system_from_name(system)
        for r in self.systems:
            if r.system == wanted:
                return r
        raise ClubRaterError(EvaluateMessages.tr("{system} was not evaluated.").format(system=known("RatingSystems", wanted.label)))

    def handicap_games(self) -> pr.Share | None:
        """Black's share over every scored game with a handicap (one stone or more), with its interval."""
        return self.handicap_all

    def handicap_lean(self) -> str:
        """Whether handicaps favoured "black" or "white" (the 95% interval of Black's share leaves out 50%),
        were "fair" (it holds 50%), or "none" were given."""
        s = self.handicap_all
        if s is None:
            return "none"
        if s.low > 0.5:
            return "black"
        if s.high < 0.5:
            return "white"
        return "fair"

    def as_json(self, *, per_game: bool = False) -> dict[str, Any]:
        """Issue 27's JSON, figures unrounded; `per_game` adds every scored game with each system's p."""
        out: dict[str, Any] = {
            "games_scored": self.games_scored,
            "warm_up": self.warm_up,
            "warm_up_games": self.warm_up_games,
            "handicaps": [{"stones": s.key, "games": s.games, "black_share": s.black_share} for s in self.handicaps],
            "systems": [_system_json(r, self.names) for r in self.systems],
        }
        if per_game:
            names = self.names
            out["games"] = [
                {"id": g.id, "date": g.date.isoformat(), "black": names[g.black], "white": names[g.white],
                 "result": g.result.value if g.result is not None else None,
                 "p_black": {r.system.value: r.p[i] for r in self.systems}}
                for i, g in enumerate(self.games)
            ]  # fmt: skip
        return out


def _system_json(r: SystemResult, names: dict[int, str]) -> dict[str, Any]:
    return {
        "system": r.system.value,
        "log_loss": r.log_loss,
        "brier": r.brier,
        "prediction_rate": r.prediction_rate,
        "scale": r.scale,
        "calibration": [{"from": b.low_edge, "to": b.high_edge, "games": b.games, "predicted": b.predicted,
                         "observed": b.observed, "low": b.low, "high": b.high} for b in r.calibration],
        "rank_gaps": [{"gap": s.key, "games": s.games, "black_share": s.black_share} for s in r.rank_gaps],
        "players": [{"name": names[p.player], "games": p.games, "wins": p.wins, "expected": p.expected, "z": p.z}
                    for p in r.players],
    }  # fmt: skip


def evaluated(g: Game, history: History) -> bool:
    """A game every system predicts: it has a result, is not free, and is not in an unrated event."""
    if g.result is None or g.type is GameType.FREE:
        return False
    if g.event is not None:
        ev = history.events.get(g.event)
        if ev is not None and not ev.rated:
            return False
    return True


def check_warm_up(fraction: float) -> float:
    """The warm-up as a fraction from 0 up to (not including) 1; one sentence otherwise."""
    try:
        f = float(fraction)
    except (TypeError, ValueError):
        raise ClubRaterError(EvaluateMessages.tr("The warm-up is a fraction such as 0.25, not {value}.").format(
            value=repr(fraction))) from None
    if not 0.0 <= f < 1.0:  # NaN fails this too
        raise ClubRaterError(EvaluateMessages.tr("The warm-up is a fraction from 0 up to (not including) 1, such as 0.25; not {value}: "
                                               "some games must be left to score.").format(value=fraction))
    return f


class Evaluate:
    """The use case: which systems a club is evaluated with, and the evaluation itself."""

    def __init__(self, club: ClubState) -> None:
        self._c = club

    def default_systems(self) -> list[RatingSystem]:
        """Every system that can rate the club's games: the Go ones for a Go club, FESA for a shogi club
        (a Go club whose players are not all ranked has no SAGC)."""
        c = self._c
        names = SHOGI_SYSTEMS if c.system == RatingSystem.FESA else GO_SYSTEMS
        out = []
        for name in names:
            system = system_from_name(name)
            try:
                checks.ranks_for(c, system)
            except ClubRaterError:
                continue
            out.append(system)
        return out

    def prepare(
        self, systems: Sequence[str | RatingSystem] | None = None, *, warm_up: float = DEFAULT_WARM_UP,
        since: date | None = None, until: date | None = None, copy: bool = False,
    ) -> EvaluationJob:
        """Everything an evaluation reads, taken now. `copy` (the window): the history and the club's own replay
        are copied (a few milliseconds for 100,000 games) so that the job can run in another thread while the
        club changes; without it the job reads the club as it is (the command line: nothing changes meanwhile)."""
        c = self._c
        c.wait_loaded()  # a club whose games are still being read
        fraction = check_warm_up(warm_up)
        if since is not None and until is not None and since > until:
            raise ClubRaterError(EvaluateMessages.tr("--from {since} is after --to {until}: no game is between them.").format(
                since=since, until=until))
        explicit = systems is not None
        chosen: list[RatingSystem] = []
        for s in systems if systems is not None else self.default_systems():
            system = system_from_name(s)
            if system.value not in PREDICTORS:
                raise ClubRaterError(EvaluateMessages.tr("ClubRater cannot evaluate {system}: it knows how SAGC, EGF, EGF 2021 and "
                                                       "FESA predict a game.").format(system=known("RatingSystems",
                                                                                                    system.label)))
            if explicit:
                checks.ranks_for(c, system)
            if system not in chosen:
                chosen.append(system)
        if not chosen:
            raise ClubRaterError(EvaluateMessages.tr("No rating system can rate this club's games."))
        history = c.history
        own = c.replay if c.system in chosen else None
        if copy:
            history = History(dict(history.players), list(history.games), list(history.adjustments),
                              dict(history.events))  # fmt: skip
            if own is not None:
                own = Replay(GameRatings(dict(own.games.raw), own.games.make), {}, {}, [])
        return EvaluationJob(c.club_name, history, chosen, c.system, own, fraction, since, until, explicit,
                             beside_window=copy)

    def run(
        self, systems: Sequence[str | RatingSystem] | None = None, *, warm_up: float = DEFAULT_WARM_UP,
        since: date | None = None, until: date | None = None,
    ) -> Evaluation:
        return self.prepare(systems, warm_up=warm_up, since=since, until=until).run()


    # ----------------------------------------------------------------- on paper
    def sheet(self, ev: Evaluation, system: str | RatingSystem | None = None, *, today: date | None = None,
              players: int = 8) -> EvaluationSheet:
        """The printout's values in the club's language: the chart and the players are of `system` (default:
        the one that predicted best); `players` above and as many below their expected score."""
        from clubrater.controller.settings import club_language
        from clubrater.io.evaluation_paper import EvaluationSheet, PaperPlayer, PaperSystem
        from clubrater.io.words import words

        c = self._c
        lang = club_language(c)
        w = words(lang)
        chosen = ev.result(system) if system is not None else ev.best()

        def label(r: SystemResult) -> str:
            return w.translate("Noticeboard", r.system.label)

        def paper(p: pr.PlayerScore) -> PaperPlayer:
            return PaperPlayer(ev.names[p.player], p.games, p.wins, p.expected, p.z)

        above, below = furthest(chosen.players, players)
        return EvaluationSheet(
            club=ev.club, printed_on=today or c.today(), games_scored=ev.games_scored, warm_up=ev.warm_up,
            warm_up_games=ev.warm_up_games, first=ev.first, last=ev.last,
            systems=[PaperSystem(label(r), r.log_loss, r.brier, r.prediction_rate, r.scale) for r in ev.ranked()],
            chosen=label(chosen), calibration=chosen.calibration, handicaps=ev.handicaps,
            handicap_all=ev.handicap_games(), above=[paper(p) for p in above], below=[paper(p) for p in below],
            language=lang,
        )

    def printout(self, path: str | Path, ev: Evaluation | None = None, system: str | RatingSystem | None = None) -> int:
        """The evaluation as a PDF for a committee meeting (`clubrater report --evaluate FILE.pdf`, and the page's
        button); `ev` defaults to every system the club can be rated with, at the usual warm-up."""
        from clubrater.controller.exports import target
        from clubrater.controller.printouts import ensure_qt_app
        from clubrater.io.evaluation_paper import write_evaluation_pdf

        path = Path(path).expanduser()
        if path.suffix.lower() != ".pdf":
            raise ClubRaterError(EvaluateMessages.tr("The evaluation is written as a PDF file; give a name ending in .pdf, not "
                                                   "{file}.").format(file=path.name))
        path = target(path)
        ensure_qt_app()
        return write_evaluation_pdf(path, self.sheet(ev if ev is not None else self.run(), system))


def furthest(players: Sequence[pr.PlayerScore], n: int) -> tuple[list[pr.PlayerScore], list[pr.PlayerScore]]:
    """The `n` players furthest above their expected score (z > 0, highest first) and the `n` furthest below
    (z < 0, lowest first)."""
    above = [p for p in players if p.z is not None and p.z > 0][:n]
    below = [p for p in reversed(players) if p.z is not None and p.z < 0][:n]
    return above, below


class EvaluationJob:
    """One evaluation's inputs; `run` may go on in a worker thread (nothing of the open club is read there
    when it was prepared with `copy`)."""

    def __init__(self, club: str, history: History, systems: list[RatingSystem], own_system: RatingSystem,
                 own_replay: Replay | None, warm_up: float, since: date | None, until: date | None,
                 explicit: bool, *, beside_window: bool = False) -> None:  # fmt: skip
        self.club = club
        self.history = history
        self.systems = systems
        self.own_system = own_system
        self.own_replay = own_replay
        self.warm_up = warm_up
        self.since = since
        self.until = until
        self.explicit = explicit
        self.replays = 0  # replays this job ran (the club's own system reuses the club's)
        # In a thread beside the window, the interpreter must be handed to the window often: a compiled replay
        # does so only where it calls back into Python (its checkpoints), so it keeps some; a replay is let go
        # row by row, not in one stretch that holds the interpreter (issue 27: the page's 100 ms).
        self.beside_window = beside_window

    def steps(self) -> int:
        return 2 * len(self.systems) + 1

    def run(self, progress: Progress | None = None) -> Evaluation:
        h = self.history
        since, until = self.since, self.until
        games = [g for g in h.games if evaluated(g, h) and (since is None or g.date >= since)
                 and (until is None or g.date <= until)]  # fmt: skip
        n_warm = pr.warm_up_games(len(games), self.warm_up)
        scored = games[n_warm:]
        if not scored:
            if since is not None or until is not None:
                raise ClubRaterError(EvaluateMessages.tr("Nothing to evaluate: the club has %n rated game(s) between {first} and {last}, "
                                                       "and the warm-up of {warm} leaves none to score.", "", len(games))
                                     .format(first=since or EvaluateMessages.tr("the first game"),
                                             last=until or EvaluateMessages.tr("the last", "the last game"), warm=n_warm))
            raise ClubRaterError(EvaluateMessages.tr("Nothing to evaluate: the club has %n rated game(s), and the warm-up of {warm} "
                                                   "leaves none to score.", "", len(games)).format(warm=n_warm))
        total = self.steps()
        done = 0

        def step() -> None:
            nonlocal done
            done += 1
            if progress is not None:
                progress(done, total)

        ys = [pr.outcome(g.result) for g in scored]  # type: ignore[arg-type]  # every evaluated game has one
        results: list[SystemResult] = []
        notes: list[str] = []
        for system in self.systems:
            engine = engine_for(system)
            if system == self.own_system and self.own_replay is not None:
                replay = self.own_replay
            else:
                replay = engine.replay(h, checkpoints=WINDOW_CHECKPOINTS if self.beside_window else 0)
                self.replays += 1
            step()
            try:
                results.append(_score(system, engine, replay, games, n_warm, ys))
                if self.beside_window and replay is not self.own_replay:
                    _let_go(replay)
            except pr.NoFit:
                label = known("RatingSystems", system.label)
                why = (EvaluateMessages.tr("{system} was left out: its scale is fitted on the warm-up games, and none of the {warm} was "
                                             "between players of different strength; choose a larger warm-up.").format(
                    system=label, warm=n_warm) if n_warm else
                       EvaluateMessages.tr("{system} was left out: its scale is fitted on the warm-up games, and there are none; "
                                             "choose a larger warm-up.").format(system=label))
                if self.explicit:
                    raise ClubRaterError(why) from None
                notes.append(why)
            step()
        if not results:
            raise ClubRaterError(notes[0] if notes else EvaluateMessages.tr("No rating system could be evaluated."))
        handicaps = pr.shares([g.handicap for g in scored], ys)
        given = [y for g, y in zip(scored, ys) if g.handicap >= 1]
        handicap_all = pr.shares([1] * len(given), given)[0] if given else None
        names = {pid: p.name for pid, p in h.players.items()}
        step()
        return Evaluation(self.club, self.warm_up, n_warm, scored, names, handicaps, results, handicap_all, notes,
                          since, until)


def _let_go(replay: Replay) -> None:
    """Free a replay's rows a few at a time: dropped at once, 100,000 rows are freed in one stretch of C that
    holds the interpreter (a tenth of a second on a busy machine), a pause of the window beside it."""
    raw = replay.games.raw
    pop = raw.popitem
    while raw:
        pop()
    replay.checkpoints.clear()


# ------------------------------------------------------------------------------------ predictions per system
# Each gives, for every evaluated game (warm-up and scored), the system's raw prediction (p for Black; SAGC:
# the strength difference x its logistic scales) and the rank gap after handicap, s(W) - s(B) - stones.

Predicted = tuple[list[float], list[float]]


def _rows(replay: Replay, games: Sequence[Game]) -> list[Any]:
    ratings = replay.games
    try:
        return [ratings[g.id] for g in games]
    except KeyError as exc:  # the replay left a counted game out: a defect, said plainly
        raise ClubRaterError(EvaluateMessages.tr("The replay has no rating row for game {number}; nothing was evaluated.").format(
            number=exc.args[0])) from None


def _sagc(engine: Engine, replay: Replay, games: Sequence[Game]) -> Predicted:
    """x = s(B) - s(W) + h, s = rank ordinal + index/2000 (as pairing's strength), h the effective handicap."""
    from clubrater.engines.sagc import effective_handicap

    eff: dict[tuple[int, float], int] = {}
    xs: list[float] = []
    gaps: list[float] = []
    for g, row in zip(games, _rows(replay, games)):
        key = (g.handicap, g.komi)
        h = eff.get(key)
        if h is None:
            h = eff[key] = effective_handicap(g.handicap, g.komi)
        diff = (row.black_rank_before.ordinal - row.white_rank_before.ordinal
                + (row.black_before - row.white_before) / 2000)  # fmt: skip
        xs.append(diff + h)
        gaps.append(-diff - g.handicap)
    return xs, gaps


def _gor(expected: Callable[[float, float, int], float], replay: Replay, games: Sequence[Game]) -> Predicted:
    """The system's own Se for Black on the pre-event ratings of its replay, with the game's handicap;
    s = rating/100 for the rank gap."""
    ps: list[float] = []
    gaps: list[float] = []
    for g, row in zip(games, _rows(replay, games)):
        b, w = row.black_before, row.white_before
        ps.append(expected(b, w, g.handicap))
        gaps.append((w - b) / 100 - g.handicap)
    return ps, gaps


def _egf(engine: Engine, replay: Replay, games: Sequence[Game]) -> Predicted:
    from clubrater.engines import egf

    eps = float(getattr(engine, "epsilon", egf.EPSILON))  # the replay's own epsilon
    return _gor(lambda b, w, h: egf.expected_score(b, w, h, eps), replay, games)


def _egf2021(engine: Engine, replay: Replay, games: Sequence[Game]) -> Predicted:
    from clubrater.engines import egf2021

    return _gor(egf2021.expected_score, replay, games)


def _fesa(engine: Engine, replay: Replay, games: Sequence[Game]) -> Predicted:
    """FESA's expected score for sente on the ratings both players brought to the tournament. A player with
    neither a rating nor a grade counts as his opponent's equal (nothing is known of him)."""
    from clubrater.engines import fesa

    ps: list[float] = []
    gaps: list[float] = []
    for g, row in zip(games, _rows(replay, games)):
        detail = row.detail or {}
        b = (detail.get("black") or {}).get("brought")
        w = (detail.get("white") or {}).get("brought")
        if b is None:
            b = w if w is not None else UNKNOWN_FESA
        if w is None:
            w = b
        h = fesa.piece_handicap(g.piece_handicap)
        ps.append(fesa.expected_sente(b, w, h))
        # a piece handicap counts what FESA counts it worth (White's rating less his handicapped one), in ranks
        gaps.append(((fesa.handicapped_rating(w, h) if h is not None else w) - b) / 100)
    return ps, gaps


PREDICTORS: dict[str, Callable[[Engine, Replay, Sequence[Game]], Predicted]] = {
    "sagc": _sagc, "egf": _egf, "egf2021": _egf2021, "fesa": _fesa,
}
LOGISTIC = frozenset({"sagc"})  # systems with no probability of their own: a logistic fitted on the warm-up


def _score(system: RatingSystem, engine: Engine, replay: Replay, games: Sequence[Game], n_warm: int,
           ys: list[float]) -> SystemResult:  # fmt: skip
    raw, gaps = PREDICTORS[system.value](engine, replay, games)
    scale: float | None = None
    if system.value in LOGISTIC:
        warm = games[:n_warm]
        scale = pr.fit_scale(raw[:n_warm], [pr.outcome(g.result) for g in warm])  # type: ignore[arg-type]
        k = scale
        ps = [pr.sigmoid(k * x) for x in raw[n_warm:]]
    else:
        ps = [pr.clamp(p) for p in raw[n_warm:]]
    scored = games[n_warm:]
    return SystemResult(
        system=system,
        log_loss=pr.log_loss(ps, ys),
        brier=pr.brier(ps, ys),
        prediction_rate=pr.prediction_rate(ps, ys),
        scale=scale,
        calibration=pr.calibration(ps, ys),
        rank_gaps=pr.shares([pr.whole_rank(v) for v in gaps[n_warm:]], ys),
        players=pr.player_scores([g.black for g in scored], [g.white for g in scored], ps, ys),
        p=ps,
    )
