"""A made-up club to try ClubRater on: 40 players, two years of club nights, two tournaments.

The history is generated from a fixed seed, so the same end date always gives
the same club. Players have a hidden strength (beginners improve, a few drift
back), come to the club with their own regularity, are paired with players of
similar rank at the usual handicap, and win as their strength says. Everything
is stored through the controller's import, like any other file.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from clubrater.controller.session import ClubController
from clubrater.domain.model import GameType, RatingSystem, Result
from clubrater.domain.ranks import Rank, parse_rank, rank_from_ordinal
from clubrater.domain.records import EventRow, GameRow, ImportBatch, PlayerRow
from clubrater.engines.registry import system_from_name

CLUB_NAME = "Demo Go Club"
SHOGI_CLUB_NAME = "Demo Shogi Club"
_Add = Callable[..., str]

# (name, starting rank, country): South African and European names, 25k..4d.
PLAYERS: tuple[tuple[str, str, str], ...] = (
    ("Sipho Dlamini", "12k", "ZA"), ("Thandiwe Nkosi", "18k", "ZA"), ("Pieter van der Merwe", "3k", "ZA"),
    ("Anneke Botha", "9k", "ZA"), ("Lerato Mokoena", "22k", "ZA"), ("Johan Pretorius", "1d", "ZA"),
    ("Naledi Khumalo", "15k", "ZA"), ("Themba Zulu", "6k", "ZA"), ("Ayesha Patel", "11k", "ZA"),
    ("Ruan du Plessis", "4d", "ZA"), ("Zanele Mthembu", "25k", "ZA"), ("Kagiso Molefe", "14k", "ZA"),
    ("Chris Smith", "2k", "ZA"), ("Fatima Adams", "20k", "ZA"), ("Werner Kruger", "7k", "ZA"),
    ("Nomvula Sithole", "16k", "ZA"), ("Bongani Ndlovu", "10k", "ZA"), ("Marike Steyn", "5k", "ZA"),
    ("David Cohen", "2d", "ZA"), ("Priya Naidoo", "13k", "ZA"), ("Lindiwe Mahlangu", "23k", "ZA"),
    ("Hendrik Fourie", "8k", "ZA"), ("Jabu Mabaso", "19k", "ZA"), ("Karin Meyer", "4k", "ZA"),
    ("Tshepo Maseko", "17k", "ZA"), ("Elena Rossi", "1k", "IT"), ("Lukas Schmidt", "3d", "DE"),
    ("Sophie Martin", "10k", "FR"), ("Jan Kowalski", "6k", "PL"), ("Ingrid Larsen", "21k", "NO"),
    ("Mateo García", "12k", "ES"), ("Anna Novak", "8k", "CZ"), ("Pierre Dubois", "5k", "FR"),
    ("Katarzyna Wójcik", "15k", "PL"), ("Thomas Müller", "2k", "DE"), ("Emma de Vries", "24k", "NL"),
    ("Lars Johansson", "9k", "SE"), ("Giulia Bianchi", "13k", "IT"), ("Sean O'Brien", "11k", "IE"),
    ("Mia Jansen", "20k", "NL"),
)

# Shogi clubs get grades instead of ranks (FESA).
_SHOGI_GRADES = ("1 dan", "2 kyu", "5 kyu", "8 kyu", "10 kyu", "3 kyu", "12 kyu", "1 kyu", "6 kyu", "2 dan")


@dataclass(slots=True)
class _Member:
    name: str
    rank: Rank
    strength: float  # hidden, in ranks on the ordinal scale (30k = 0)
    progress: float  # ranks per year
    attendance: float  # chance of coming to a club night


def _members(rng: random.Random) -> list[_Member]:
    out = []
    for name, rank_text, _country in PLAYERS:
        rank = parse_rank(rank_text)
        o = rank.ordinal
        # Kyu players improve (beginners fastest); a few stronger players drift back a little.
        progress = max(-0.3, rng.gauss(2.2 if o < 12 else (1.0 if o < 24 else 0.2), 0.6))
        out.append(_Member(name, rank, o + rng.gauss(0, 0.6), progress, rng.uniform(0.2, 0.85)))
    return out


def _last_weekday(on: date, weekday: int) -> date:
    return on - timedelta(days=(on.weekday() - weekday) % 7)


def _handicap(black: float, white: float) -> tuple[int, float]:
    """The club's habit: one stone per rank of difference (the weaker takes Black), even below two."""
    diff = round(white) - round(black)
    if diff <= 1:
        return 0, 6.5
    return min(diff, 9), 0.5


def _play(rng: random.Random, b: _Member, w: _Member, handicap: int, on: date, start: date) -> Result:
    years = (on - start).days / 365.0
    sb = b.strength + b.progress * years + max(0, handicap - 0.5)
    sw = w.strength + w.progress * years
    p_black = 1.0 / (1.0 + math.exp(-(sb - sw) * 0.85))
    return Result.BLACK if rng.random() < p_black else Result.WHITE


def _shown_rank(m: _Member, on: date, start: date) -> float:
    """The rank the club would give the player by now (what pairing and handicap go by)."""
    return min(38.0, max(0.0, m.rank.ordinal + m.progress * (on - start).days / 365.0 * 0.8))


def demo_batch(system: RatingSystem = RatingSystem.SAGC, *, end: date | None = None, seed: int = 2024) -> ImportBatch:
    """The demo history as an import: players, two events and about a thousand games."""
    rng = random.Random(seed)
    end = _last_weekday(end or date.today(), 1)  # the last Tuesday: club night
    start = end - timedelta(weeks=104)
    members = _members(rng)
    shogi = system == RatingSystem.FESA
    club = SHOGI_CLUB_NAME if shogi else CLUB_NAME
    players = []
    for n, (m, (_name, _rank, country)) in enumerate(zip(members, PLAYERS)):
        players.append(PlayerRow(
            name=m.name, rank=None if shogi else m.rank, line=n + 2, club=club, country=country,
            grade=_SHOGI_GRADES[n % len(_SHOGI_GRADES)] if shogi else "",
        ))
    games: list[GameRow] = []

    def add(on: date, b: _Member, w: _Member, game_type: GameType, event: str | None = None,
            rnd: int | None = None) -> str:
        """Store one game; returns the winner's name."""
        hb, hw = _shown_rank(b, on, start), _shown_rank(w, on, start)
        if hb > hw:  # the weaker player takes Black
            b, w, hb, hw = w, b, hw, hb
        handicap, komi = _handicap(hb, hw)
        if game_type == GameType.TOURNAMENT:
            handicap = max(0, handicap - 1) if handicap > 2 else 0
            komi = 6.5 if handicap == 0 else 0.5
        if shogi:
            handicap, komi = 0, 0.0
        result = _play(rng, b, w, handicap, on, start)
        games.append(GameRow(date=on, black=b.name, white=w.name, result=result, line=len(games) + 2,
                             handicap=handicap, komi=komi, type=game_type, event=event, round=rnd))
        return b.name if result == Result.BLACK else w.name

    tournaments = {
        start + timedelta(weeks=30, days=4): f"Winter Open {(start + timedelta(weeks=30)).year}",
        start + timedelta(weeks=82, days=4): f"Spring Cup {(start + timedelta(weeks=82)).year}",
    }
    events = []
    night = start
    while night <= end:
        _club_night(rng, night, members, start, add)
        for day, name in tournaments.items():
            if night < day <= night + timedelta(days=6):
                events.append(EventRow(name=name, start=day, end=day + timedelta(days=1), place="the club hall",
                                       rounds=5))
                _tournament(rng, day, name, members, start, add)
        night += timedelta(weeks=1)
    return ImportBatch(players=players, events=events, games=games, source="the demo club")


def _club_night(rng: random.Random, on: date, members: list[_Member], start: date, add: _Add) -> None:
    present = [m for m in members if rng.random() < m.attendance]
    if len(present) < 4:
        present = rng.sample(members, 6)
    wanted = rng.randint(6, 12)
    played: dict[str, int] = {m.name: 0 for m in present}
    met: set[frozenset[str]] = set()
    for _ in range(wanted):
        fresh = sorted(present, key=lambda m: (played[m.name], rng.random()))
        a = fresh[0]
        others = [m for m in present if m is not a and frozenset((a.name, m.name)) not in met]
        if not others:
            break
        ra = _shown_rank(a, on, start)
        others.sort(key=lambda m: abs(_shown_rank(m, on, start) - ra) + rng.uniform(0, 4) + played[m.name])
        b = others[0]
        met.add(frozenset((a.name, b.name)))
        played[a.name] += 1
        played[b.name] += 1
        r = rng.random()
        game_type = GameType.CLUB if r < 0.86 else (GameType.FRIENDLY if r < 0.95 else GameType.FREE)
        add(on, a, b, game_type)


def _tournament(rng: random.Random, day: date, name: str, members: list[_Member], start: date, add: _Add) -> None:
    """24 entrants, five rounds over a weekend, paired by score then rank, nobody twice."""
    entrants = sorted(rng.sample(members, 24), key=lambda m: -_shown_rank(m, day, start))
    score = {m.name: 0 for m in entrants}
    met: set[frozenset[str]] = set()
    for rnd in range(1, 6):
        on = day if rnd <= 3 else day + timedelta(days=1)
        order = sorted(entrants, key=lambda m: (-score[m.name], -_shown_rank(m, on, start)))
        waiting = list(order)
        while len(waiting) >= 2:
            a = waiting.pop(0)
            b = next((m for m in waiting if frozenset((a.name, m.name)) not in met), waiting[0])
            waiting.remove(b)
            met.add(frozenset((a.name, b.name)))
            score[add(on, a, b, GameType.TOURNAMENT, name, rnd)] += 1


def create_demo_club(path: str | Path, system: str | RatingSystem = RatingSystem.SAGC, *,
                     end: date | None = None, seed: int = 2024) -> ClubController:
    """A new club file at `path` holding the demo history, rated with `system`."""
    sys_ = system_from_name(system)
    name = SHOGI_CLUB_NAME if sys_ == RatingSystem.FESA else CLUB_NAME
    ctrl = ClubController.create(path, sys_, name)
    try:
        ctrl.imports.batch(demo_batch(sys_, end=end, seed=seed))
    except Exception:
        ctrl.close()
        Path(path).unlink(missing_ok=True)
        raise
    return ctrl


def demo_ranks() -> list[Rank]:
    """The ranks the demo players start at (weakest 25k, strongest 4d)."""
    return [parse_rank(r) for _n, r, _c in PLAYERS]


__all__ = ["CLUB_NAME", "PLAYERS", "create_demo_club", "demo_batch", "demo_ranks", "rank_from_ordinal"]
