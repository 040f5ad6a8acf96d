"""The FESA rating program's files: a club moving to ClubRater keeps every player's state.

The program (Common Lisp) keeps its whole player list in `ratingliste.pre`
(state before a tournament) and writes `ratingliste.post` (after it): one
`#S(PLAYER ...)` struct a line. A tournament is `turnering.txt`: `[name]`,
`[date]`, then one line a player, `place [last] [first] [results]`, where a
result is the opponent's place and `+`, `-` or `=` (`0` = no game), with an
optional handicap `(+R)` (this player received the rook handicap) or `(-R)`
(gave it). Players new to the program may be listed in `nye-spillere`
(their prior grade). `read_fesa_dir` turns a folder into one ImportBatch.

Games: one GameRow a played game, from the mirrored table. Black is the
player listed first (the lower place) in an even game; in a handicap game
Black is the receiver and White the giver (uwate), as ClubRater stores shogi
handicaps. The result B/W/J says who won: B = Black.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from clubrater.domain.errors import InputError
from clubrater.domain.message import Messages, message_of
from clubrater.domain.model import GameType, Result
from clubrater.domain.records import EventRow, GameRow, ImportBatch, PlayerRow
from clubrater.domain.shogi import GradeError, grade_from_parts, grade_label, parse_grade, parse_piece_handicap
from clubrater.io.cleaning import clean_batch

if TYPE_CHECKING:
    from clubrater.engines.base import PlayerState


class FesaMessages(Messages):
    """Reading and writing the FESA program's files."""


# ----------------------------------------------------------------- a small Lisp reader


class Keyword(str):
    """A Lisp keyword such as :LB (upper-cased, without the colon)."""


class Symbol(str):
    """Any other Lisp symbol (upper-cased)."""


@dataclass(slots=True)
class Struct:
    """#S(NAME :KEY value ...): fields keyed by upper-case names without colons."""

    name: str
    fields: dict[str, Any]
    line: int


@dataclass(slots=True)
class _Cursor:
    text: str
    source: str
    pos: int = 0
    line: int = 1


_DELIMS = set("()\";'` \t\r\n\f")
_INT = re.compile(r"^[+-]?\d+\.?$")
_RATIO = re.compile(r"^([+-]?\d+)/(\d+)$")
_FLOAT = re.compile(r"^[+-]?(\d+\.\d*|\.\d+|\d+)([esfdlESFDL][+-]?\d+)?$")


def read_lisp(text: str, source: str = "file") -> list[Any]:
    """Every top-level form of `text`: lists, Struct, str, int, Fraction, float, None (NIL), True (T)."""
    cur = _Cursor(text, source)
    forms: list[Any] = []
    while True:
        _skip(cur)
        if cur.pos >= len(cur.text):
            return forms
        forms.append(_read(cur))


def _fail(cur: _Cursor, reason: str, line: int | None = None) -> InputError:
    return InputError(FesaMessages.tr("{file} cannot be read:").format(file=cur.source), [(line or cur.line, reason)])


def _skip(cur: _Cursor) -> None:
    text = cur.text
    n = len(text)
    while cur.pos < n:
        c = text[cur.pos]
        if c == "\n":
            cur.line += 1
            cur.pos += 1
        elif c in " \t\r\f":
            cur.pos += 1
        elif c == ";":
            end = text.find("\n", cur.pos)
            cur.pos = n if end < 0 else end
        elif text.startswith("#|", cur.pos):
            end = text.find("|#", cur.pos + 2)
            if end < 0:
                raise _fail(cur, FesaMessages.tr("a #| comment is never closed"))
            cur.line += text.count("\n", cur.pos, end)
            cur.pos = end + 2
        else:
            return


def _read(cur: _Cursor) -> Any:
    text = cur.text
    c = text[cur.pos]
    if c == "(":
        cur.pos += 1
        return _read_list(cur, cur.line)
    if c == ")":
        raise _fail(cur, FesaMessages.tr('a ")" closes nothing'))
    if c == '"':
        return _read_string(cur)
    if c in "'`":
        cur.pos += 1
        _skip(cur)
        if cur.pos >= len(text):
            raise _fail(cur, FesaMessages.tr("the file ends after a quote"))
        return _read(cur)
    if c == "#":
        nxt = text[cur.pos + 1 : cur.pos + 2]
        if nxt in ("S", "s") and text[cur.pos + 2 : cur.pos + 3] == "(":
            line = cur.line
            cur.pos += 3
            items = _read_list(cur, line)
            if not items or not isinstance(items[0], Symbol):
                raise _fail(cur, FesaMessages.tr("a #S( structure has no name"), line)
            if len(items) % 2 != 1:
                raise _fail(cur, FesaMessages.tr("the {structure} structure has a key without a value").format(
                    structure=items[0]), line)
            fields: dict[str, Any] = {}
            for k, v in zip(items[1::2], items[2::2]):
                if not isinstance(k, Keyword):
                    raise _fail(cur, FesaMessages.tr("the {structure} structure has {key!r} where a :KEY should be").format(
                        structure=items[0], key=k), line)
                fields[str(k)] = v
            return Struct(str(items[0]), fields, line)
        if nxt == "\\":
            start = cur.pos + 2
            if start >= len(text):
                raise _fail(cur, FesaMessages.tr("the file ends inside a #\\ character"))
            end = start + 1
            while end < len(text) and text[end] not in _DELIMS:
                end += 1
            cur.pos = end
            return text[start:end] if end - start == 1 else Symbol(text[start:end].upper())
        raise _fail(cur, FesaMessages.tr('"#{text}" is not something a FESA file holds').format(text=nxt))
    start = cur.pos
    while cur.pos < len(text) and text[cur.pos] not in _DELIMS:
        cur.pos += 1
    return _atom(cur, text[start : cur.pos])


def _read_list(cur: _Cursor, line: int) -> list[Any]:
    items: list[Any] = []
    while True:
        _skip(cur)
        if cur.pos >= len(cur.text):
            raise _fail(cur, FesaMessages.tr('a "(" opened here is never closed'), line)
        if cur.text[cur.pos] == ")":
            cur.pos += 1
            return items
        items.append(_read(cur))


def _read_string(cur: _Cursor) -> str:
    text = cur.text
    line = cur.line
    out: list[str] = []
    i = cur.pos + 1
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            out.append(text[i + 1])
            cur.line += text[i + 1] == "\n"
            i += 2
            continue
        if c == '"':
            cur.pos = i + 1
            return "".join(out)
        cur.line += c == "\n"
        out.append(c)
        i += 1
    raise _fail(cur, FesaMessages.tr("a string opened here is never closed"), line)


def _atom(cur: _Cursor, token: str) -> Any:
    if _INT.match(token):
        return int(token.rstrip("."))
    m = _RATIO.match(token)
    if m:
        if int(m.group(2)) == 0:
            raise _fail(cur, FesaMessages.tr('"{token}" divides by zero').format(token=token))
        return Fraction(int(m.group(1)), int(m.group(2)))
    if _FLOAT.match(token):
        return float(re.sub(r"[sfdlSFDL]", "e", token))
    up = token.upper()
    if up.startswith(":"):
        return Keyword(up[1:])
    if up == "NIL":
        return None
    if up == "T":
        return True
    return Symbol(up)


# ----------------------------------------------------------------- the player list


@dataclass(slots=True)
class FesaPlayer:
    """One #S(PLAYER ...) of a rating list, as the program keeps it."""

    last_name: str
    first_name: str
    line: int
    nationality: str = ""
    grade: str = ""  # FESA grade earned by rating ("" = none)
    prior_grade: str = ""  # NSR grade: the grade brought in (section 3)
    rating: int = 0  # 0 = no rating yet
    games: int | list[list[Any]] = 0  # a count, or for performance rating (opponent, result, weight) newest last
    last_played: str | None = None
    lb_count: list[Any] | None = None  # [games above LB, reached MP once]
    mp_count: int | None = None  # games above MP in a row
    bonus_count: int = 0
    residens: str = ""  # country of residence ("" = the nationality)
    home_list: str = "E"  # the program's list letter in HOME (always E in the fixtures)

    @property
    def name(self) -> str:
        return player_name(self.last_name, self.first_name)

    @property
    def game_count(self) -> int:
        return self.games if isinstance(self.games, int) else len(self.games)

    def start_state(self) -> dict[str, Any]:
        """What FesaEngine needs to go on where the program stopped (JSON-serialisable)."""
        return {
            "source": "fesa",
            "rating": self.rating,
            "games": self.games if isinstance(self.games, int) else [list(g) for g in self.games],
            "bonus_count": self.bonus_count,
            "grade": self.grade,
            "prior_grade": self.prior_grade,
            "lb_count": list(self.lb_count) if self.lb_count is not None else None,
            "mp_count": self.mp_count,
            "last_played": self.last_played,
            "last_name": self.last_name,
            "first_name": self.first_name,
            "residens": self.residens,
            "home_list": self.home_list,
        }


def player_name(last: str, first: str) -> str:
    """ClubRater's name for a FESA player: "Last First", or just "Last" without a first name."""
    last, first = last.strip(), first.strip()
    return f"{last} {first}" if first else last


def _number(v: Any) -> int | float:
    """A result or weight as JSON keeps it: 1/2 -> 0.5 (exact in binary)."""
    if isinstance(v, Fraction):
        return int(v) if v.denominator == 1 else float(v)
    return v


def parse_rating_list(text: str, source: str = "ratingliste.pre") -> list[FesaPlayer]:
    """Every #S(PLAYER ...) of a rating list; InputError names the line of each bad one."""
    forms = read_lisp(text, source)
    if not forms:
        raise InputError(FesaMessages.tr("{file} cannot be read:").format(file=source), [(1, FesaMessages.tr("the file is empty"))])
    top = forms[0]
    if top is None:
        return []
    if not isinstance(top, list):
        raise InputError(FesaMessages.tr("{file} cannot be read:").format(file=source), [(1, FesaMessages.tr("the file is not a list of players"))])
    players: list[FesaPlayer] = []
    problems: list[tuple[int, str]] = []
    for item in top:
        if not isinstance(item, Struct) or item.name != "PLAYER":
            line = item.line if isinstance(item, Struct) else 1
            problems.append((line, FesaMessages.tr("{item} is not a #S(PLAYER ...)").format(item=_show(item))))
            continue
        try:
            players.append(_player(item.fields, item.line))
        except ValueError as exc:
            problems.append((item.line, message_of(exc)))
    if problems:
        raise InputError(FesaMessages.tr("{file} cannot be read:").format(file=source), problems)
    return players


def _show(v: Any) -> str:
    s = repr(v)
    return s if len(s) <= 40 else s[:37] + "..."


def _player(f: dict[str, Any], line: int) -> FesaPlayer:
    last = f.get("LAST-NAME")
    first = f.get("FIRST-NAME") or ""
    if not isinstance(last, str) or not last.strip():
        raise ValueError(FesaMessages.tr("the player has no last name"))
    if not isinstance(first, str):
        raise ValueError(FesaMessages.tr("{who}: the first name {first} is not a string").format(who=last, first=_show(first)))
    who = player_name(last, first)
    nationality = residens = ""
    home_list = "E"
    homes = f.get("NATIONALITY-LIST") or []
    if isinstance(homes, list) and homes and isinstance(homes[0], Struct):
        nat = homes[0].fields.get("NATIONALITY")
        nationality = nat if isinstance(nat, str) else ""
        res = homes[0].fields.get("RESIDENS")
        residens = res if isinstance(res, str) and res != nationality else ""
        letter = homes[0].fields.get("LIST")
        home_list = letter if isinstance(letter, str) and len(letter) == 1 else "E"
    grade = _grade(f, "GRADE-LEVEL", "GRADE-NAME", who)
    prior = _grade(f, "NSR-GRADE-LEVEL", "NSR-GRADE-NAME", who)
    rating = f.get("ELO-NUMBER") or 0
    if not isinstance(rating, int) or isinstance(rating, bool) or rating < 0:
        raise ValueError(FesaMessages.tr("{who}: ELO-NUMBER {rating} is not a rating").format(who=who, rating=_show(rating)))
    games_raw = f.get("GAMES")
    games: int | list[list[Any]]
    if games_raw is None:
        games = 0
    elif isinstance(games_raw, int) and not isinstance(games_raw, bool) and games_raw >= 0:
        games = games_raw
    elif isinstance(games_raw, list):
        games = []
        for g in games_raw:
            ok = isinstance(g, list) and len(g) in (2, 3) and all(isinstance(x, int | Fraction) for x in g)
            if not ok or g[1] not in (0, 1, Fraction(1, 2)):
                raise ValueError(FesaMessages.tr("{who}: {game} in GAMES is not (opponent's rating, result, weight)").format(
                    who=who, game=_show(g)))
            games.append([int(g[0]), _number(g[1]), _number(g[2]) if len(g) == 3 else 1])
    else:
        raise ValueError(FesaMessages.tr("{who}: GAMES {games} is neither a count nor a list of games").format(who=who, games=_show(games_raw)))
    last_played = f.get("LAST-PLAYED")
    if last_played is not None and not isinstance(last_played, str):
        last_played = None  # the program writes 0 for "never"
    lb = f.get("LB-COUNT")
    lb_count = None
    if lb is not None:
        if not (isinstance(lb, list) and len(lb) == 3 and lb[0] == "LB" and isinstance(lb[1], int)):
            raise ValueError(FesaMessages.tr("{who}: LB-COUNT {value} is not (:LB count flag)").format(who=who, value=_show(lb)))
        lb_count = [lb[1], lb[2] is True]
    mp = f.get("MP-COUNT")
    mp_count = None
    if mp is not None:
        if not (isinstance(mp, list) and len(mp) == 2 and mp[0] == "MP" and isinstance(mp[1], int)):
            raise ValueError(FesaMessages.tr("{who}: MP-COUNT {value} is not (:MP count)").format(who=who, value=_show(mp)))
        mp_count = mp[1]
    bonus = f.get("BONUS-COUNT") or 0
    if not isinstance(bonus, int) or bonus < 0:
        raise ValueError(FesaMessages.tr("{who}: BONUS-COUNT {value} is not a count").format(who=who, value=_show(bonus)))
    return FesaPlayer(
        last, first, line, nationality, grade, prior, rating, games, last_played, lb_count, mp_count, bonus,
        residens, home_list,
    )


def _grade(f: dict[str, Any], level_key: str, name_key: str, who: str) -> str:
    level = f.get(level_key) or 0
    name = f.get(name_key) or ""
    if not isinstance(level, int) or not isinstance(name, str):
        raise ValueError(FesaMessages.tr("{who}: {level_key} {level} {name_key} {name} is not a grade").format(
            who=who, level_key=level_key, level=_show(level), name_key=name_key, name=_show(name)))
    try:
        return grade_label(grade_from_parts(level, name))
    except GradeError:
        raise ValueError(FesaMessages.tr('{who}: "{level} {name}" is not a shogi grade').format(who=who, level=level, name=name)) from None


def parse_new_players(text: str, source: str = "nye-spillere") -> list[FesaPlayer]:
    """The program's list of players new to it: ("Last" "First" (homes) nsr-level "nsr-name" elo games ...)."""
    forms = read_lisp(text, source)
    if not forms or forms[0] is None:
        return []
    if not isinstance(forms[0], list):
        raise InputError(FesaMessages.tr("{file} cannot be read:").format(file=source), [(1, FesaMessages.tr("the file is not a list of players"))])
    out: list[FesaPlayer] = []
    problems: list[tuple[int, str]] = []
    for n, item in enumerate(forms[0], start=1):
        if not isinstance(item, list) or len(item) < 5 or not isinstance(item[0], str):
            problems.append((1, FesaMessages.tr("entry {number} is not (last first nationalities level grade ...)").format(number=n)))
            continue
        fields = {
            "LAST-NAME": item[0], "FIRST-NAME": item[1], "NATIONALITY-LIST": item[2],
            "NSR-GRADE-LEVEL": item[3], "NSR-GRADE-NAME": item[4],
            "ELO-NUMBER": item[5] if len(item) > 5 else 0, "GAMES": item[6] if len(item) > 6 else 0,
        }
        try:
            out.append(_player(fields, 1))
        except ValueError as exc:
            problems.append((1, message_of(exc)))
    if problems:
        raise InputError(FesaMessages.tr("{file} cannot be read:").format(file=source), problems)
    return out


# ----------------------------------------------------------------- the tournament


@dataclass(slots=True)
class Pairing:
    """One round of one player's line: opponent's place (0 = no game), score, handicap."""

    opponent: int
    score: Fraction | None  # 1, 0, 1/2; None when there was no game
    side: str = ""  # "+" received the handicap, "-" gave it
    handicap: str = ""  # the program's letters, e.g. "R", "2p"


@dataclass(slots=True)
class Entrant:
    place: int
    last_name: str
    first_name: str
    line: int
    rounds: list[Pairing] = field(default_factory=list)

    @property
    def name(self) -> str:
        return player_name(self.last_name, self.first_name)


@dataclass(slots=True)
class FesaTournament:
    name: str
    date: date
    entrants: list[Entrant]


_RESULT = {"+": Fraction(1), "-": Fraction(0), "=": Fraction(1, 2)}


def parse_tournament(text: str, source: str = "turnering.txt") -> FesaTournament:
    """turnering.txt as the program reads it: places count from 1 in file order."""
    lines = text.splitlines()
    problems: list[tuple[int, str]] = []
    header: list[tuple[int, str]] = []
    i = 0
    while len(header) < 2 and i < len(lines):
        m = re.search(r"\[(.*?)\]", lines[i])
        if m:
            header.append((i + 1, m.group(1).strip()))
        i += 1
    if len(header) < 2:
        raise InputError(FesaMessages.tr("{file} cannot be read:").format(file=source), [(len(lines) or 1, FesaMessages.tr("no [tournament name] and [date] at the top"))])
    (name_line, name), (date_line, date_text) = header
    try:
        when = date.fromisoformat(date_text)
    except ValueError:
        raise InputError(FesaMessages.tr("{file} cannot be read:").format(file=source), [(date_line, FesaMessages.tr('"{text}" is not a date (YYYY-MM-DD)').format(text=date_text))]) from None
    entrants: list[Entrant] = []
    started = ended = False
    for n in range(i, len(lines)):
        line = lines[n]
        lineno = n + 1
        if not line.strip() or line.startswith(";"):
            continue
        if not any(ch in line for ch in "+-=&"):
            ended = ended or started
            continue
        lead = re.match(r"\s*(\d+)", line)
        if ended:
            problems.append((lineno, FesaMessages.tr("a result line after the table had ended")))
            continue
        if not started and (lead is None or int(lead.group(1)) != 1):
            continue  # the program skips text before the line of place 1
        started = True
        try:
            entrants.append(_entrant(line, len(entrants) + 1, lineno))
        except ValueError as exc:
            problems.append((lineno, message_of(exc)))
    if not entrants and not problems:
        problems.append((name_line, FesaMessages.tr("no result lines (the first must be place 1)")))
    seen: dict[str, int] = {}
    for e in entrants:
        first = seen.setdefault(e.name.casefold(), e.line)
        if first != e.line:
            problems.append((e.line, FesaMessages.tr('"{name}" is already listed on line {first}').format(name=e.name, first=first)))
    if not problems:
        problems = _check_mirrored(entrants)
    if problems:
        raise InputError(FesaMessages.tr("{file} cannot be read:").format(file=source), problems)
    return FesaTournament(name, when, entrants)


_PAIRING = re.compile(r"\s*(\d+)\s*([+=-])\s*(?:\(\s*([+-])\s*([^)]*?)\s*\))?")


def _entrant(line: str, place: int, lineno: int) -> Entrant:
    parts = re.findall(r"\[([^\]]*)\]", line)
    if len(parts) < 3:
        raise ValueError(FesaMessages.tr("a player line needs [last name] [first name] [results]"))
    last, first, results = parts[0].strip(), parts[1].strip(), parts[2]
    if not last:
        raise ValueError(FesaMessages.tr("the last name is empty"))
    if results.strip() == "&":
        raise ValueError(FesaMessages.tr("{name} gives a simultaneous exhibition: ClubRater does not rate those").format(
            name=player_name(last, first)))
    entrant = Entrant(place, last, first, lineno)
    pos = 0
    text = results.rstrip()
    while pos < len(text):
        m = _PAIRING.match(text, pos)
        if not m:
            raise ValueError(FesaMessages.tr('"{text}" is not a result like 3+, 4- or 2=').format(text=text[pos:].strip()))
        opp = int(m.group(1))
        side, kind = m.group(3) or "", m.group(4) or ""
        if side:
            try:
                parse_piece_handicap(kind)
            except GradeError as exc:
                raise ValueError(message_of(exc)) from None
        entrant.rounds.append(Pairing(opp, _RESULT[m.group(2)] if opp else None, side, kind))
        pos = m.end()
    return entrant


def _check_mirrored(entrants: list[Entrant]) -> list[tuple[int, str]]:
    """Each game must be written on both players' lines, with scores adding up to 1."""
    problems: list[tuple[int, str]] = []
    rounds = max(len(e.rounds) for e in entrants)
    for e in entrants:
        if len(e.rounds) != rounds:
            problems.append((e.line, FesaMessages.tr("{name} has {results} results where the table has {rounds} rounds").format(
                name=e.name, results=len(e.rounds), rounds=rounds)))
    if problems:
        return problems
    for e in entrants:
        for r, p in enumerate(e.rounds, start=1):
            if p.opponent == 0:
                continue
            if p.opponent > len(entrants) or p.opponent == e.place:
                problems.append((e.line, FesaMessages.tr("round {round}: there is no opponent {opponent}").format(round=r, opponent=p.opponent)))
                continue
            o = entrants[p.opponent - 1]
            q = o.rounds[r - 1]
            if q.opponent != e.place:
                problems.append((e.line, FesaMessages.tr("round {round}: {name} played {opponent}, whose line says otherwise").format(
                    round=r, name=e.name, opponent=o.name)))
            elif p.score is not None and q.score is not None and p.score + q.score != 1:
                problems.append((e.line, FesaMessages.tr("round {round}: {name} and {opponent} do not share one point").format(
                    round=r, name=e.name, opponent=o.name)))
            elif {p.side, q.side} not in ({""}, {"+", "-"}) or (p.side and p.handicap.lower() != q.handicap.lower()):
                problems.append((e.line, FesaMessages.tr("round {round}: {name} and {opponent} disagree about the handicap").format(
                    round=r, name=e.name, opponent=o.name)))
    return problems


def tournament_games(t: FesaTournament, source: str = "turnering.txt") -> list[GameRow]:
    """One GameRow a played game, in round order, then by the first-listed player's place."""
    games: list[GameRow] = []
    for r in range(len(t.entrants[0].rounds) if t.entrants else 0):
        for e in t.entrants:
            p = e.rounds[r]
            if p.opponent == 0 or p.opponent < e.place:
                continue
            o = t.entrants[p.opponent - 1]
            black, white, black_score, line = e, o, p.score, e.line
            code = ""
            if p.side:
                h = parse_piece_handicap(p.handicap)
                code = h.code if h is not None else ""
                if p.side == "-":  # the first-listed gave the handicap: the giver plays White
                    black, white, black_score = o, e, 1 - p.score  # type: ignore[operator,assignment]
            result = Result.JIGO if black_score == Fraction(1, 2) else Result.BLACK if black_score == 1 else Result.WHITE
            games.append(GameRow(
                date=t.date, black=black.name, white=white.name, result=result, line=line,
                type=GameType.TOURNAMENT, event=t.name, round=r + 1, piece_handicap=code,
            ))
    return games


# ----------------------------------------------------------------- a folder


def _read_text(path: Path) -> str:
    """The program writes ISO-8859-1; a file saved again as UTF-8 is read as such."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("iso-8859-1")


def read_rating_list(path: Path) -> list[FesaPlayer]:
    return parse_rating_list(_read_text(Path(path)), Path(path).name)


def read_tournament(path: Path) -> FesaTournament:
    return parse_tournament(_read_text(Path(path)), Path(path).name)


def read_fesa_dir(path: Path, *, rating_list: str = "ratingliste.pre") -> ImportBatch:
    """A FESA program folder -> players with their full state, the tournament and its games.

    Every player of `ratingliste.pre` comes with a start_state (FesaPlayer.start_state);
    players of turnering.txt that are not in it are new (their prior grade from
    `nye-spillere` when the folder has one). turnering.txt is optional.
    """
    folder = Path(path)
    if not folder.is_dir():
        raise InputError(FesaMessages.tr("{folder} is not a folder of the FESA rating program.").format(folder=folder))
    pre = folder / rating_list
    if not pre.is_file():
        raise InputError(FesaMessages.tr("{folder} has no {list}: it is not a folder of the FESA rating program.").format(folder=folder, list=rating_list))
    players = read_rating_list(pre)
    batch = ImportBatch(source=str(folder))
    problems: list[tuple[int, str]] = []
    known: dict[str, FesaPlayer] = {}
    for p in players:
        key = p.name.casefold()
        if key in known:
            problems.append((p.line, FesaMessages.tr('"{name}" is in {list} twice').format(name=p.name, list=rating_list)))
            continue
        known[key] = p
        batch.players.append(PlayerRow(
            name=p.name, rank=None, line=p.line, country=p.nationality, grade=p.prior_grade, start_state=p.start_state(),
        ))
    if problems:
        raise InputError(FesaMessages.tr("{file} cannot be read:").format(file=pre.name), problems)
    newcomers: dict[str, FesaPlayer] = {}
    nye = folder / "nye-spillere"
    if nye.is_file():
        for p in parse_new_players(_read_text(nye), nye.name):
            newcomers.setdefault(p.name.casefold(), p)
    tour = folder / "turnering.txt"
    if tour.is_file():
        t = read_tournament(tour)
        late = [
            (e.line, FesaMessages.tr("{name} has played on {date}, after this tournament").format(
                name=e.name, date=known[e.name.casefold()].last_played))
            for e in t.entrants
            if e.name.casefold() in known and (known[e.name.casefold()].last_played or "") > t.date.isoformat()
        ]
        if late:  # the program refuses such a tournament too: it was rated already, or the date is wrong
            raise InputError(FesaMessages.tr("{file} cannot be read:").format(file=tour.name), late)
        for e in t.entrants:
            key = e.name.casefold()
            if key in known:
                continue
            new = newcomers.get(key)
            known[key] = new or FesaPlayer(e.last_name, e.first_name, e.line)
            batch.players.append(PlayerRow(
                name=e.name, rank=None, line=e.line, country=new.nationality if new else "",
                grade=new.prior_grade if new else "",
            ))
        batch.events.append(EventRow(name=t.name, start=t.date, end=t.date, rounds=len(t.entrants[0].rounds)))
        batch.games.extend(tournament_games(t))
    for key, new in newcomers.items():  # announced but not (yet) playing: the program lists them too
        if key not in known:
            known[key] = new
            batch.players.append(PlayerRow(name=new.name, rank=None, line=1, country=new.nationality, grade=new.prior_grade))
    return clean_batch(batch)


# ----------------------------------------------------------------- writing the program's files
#
# Layouts as the program writes them (shared fixtures): one #S(PLAYER ...) a line, keys in the
# program's order, ratios such as 1/2 for a draw, NIL for nothing; all.txt in fixed columns.
# The program's own files are ISO-8859-1; a name outside it (kanji) makes the file UTF-8 instead.

PROGRAM_ENCODING = "iso-8859-1"
ELO_LIST_HEADER = "    Name                               Grades       Elo #games Nationality"


def encode_for_program(text: str) -> tuple[bytes, str]:
    """The file's bytes and their encoding: ISO-8859-1 like the program's own files, UTF-8 when a name needs it."""
    try:
        return text.encode(PROGRAM_ENCODING), PROGRAM_ENCODING
    except UnicodeEncodeError:
        return text.encode("utf-8"), "utf-8"


def lisp_string(text: str) -> str:
    """A Lisp string literal: only the quote and the backslash are escaped."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def lisp_number(value: int | float | Fraction) -> str:
    """1 -> "1", 0.5 -> "1/2": the program keeps results and weights as exact rationals."""
    if isinstance(value, bool):
        value = int(value)
    if isinstance(value, int):
        return str(value)
    q = Fraction(value).limit_denominator(1_000_000)
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def grade_parts(label: str) -> tuple[int, str]:
    """ "4 Dan" -> (4, "Dan"), "" -> (0, ""): the program's GRADE-LEVEL and GRADE-NAME."""
    g = parse_grade(label)
    return (g.level, g.kind.capitalize()) if g is not None else (0, "")


def _date_or_nil(text: str | None) -> str:
    return lisp_string(text) if text else "NIL"


def format_player(p: FesaPlayer) -> str:
    """One #S(PLAYER ...) line, field for field as the program prints it."""
    level, kind = grade_parts(p.grade)
    nsr_level, nsr_kind = grade_parts(p.prior_grade)
    if isinstance(p.games, int):
        games = str(p.games)
    elif p.games:
        games = "(" + " ".join("(" + " ".join(lisp_number(x) for x in g) + ")" for g in p.games) + ")"
    else:
        games = "NIL"
    lb = f"(:LB {p.lb_count[0]} {'T' if p.lb_count[1] else 'NIL'})" if p.lb_count is not None else "NIL"
    mp = f"(:MP {p.mp_count})" if p.mp_count is not None else "NIL"
    home = (f"#S(HOME :LIST #\\{p.home_list or 'E'} :NATIONALITY {lisp_string(p.nationality)} "
            f":RESIDENS {lisp_string(p.residens or p.nationality)} :LAST {_date_or_nil(p.last_played)})")
    return (
        f"#S(PLAYER :LAST-NAME {lisp_string(p.last_name)} :FIRST-NAME {lisp_string(p.first_name)} "
        f":NATIONALITY-LIST ({home}) :GRADE-LEVEL {level} :GRADE-NAME {lisp_string(kind)} "
        f":NSR-GRADE-LEVEL {nsr_level} :NSR-GRADE-NAME {lisp_string(nsr_kind)} :ELO-NUMBER {p.rating} "
        f":GAMES {games} :LAST-PLAYED {_date_or_nil(p.last_played)} :LB-COUNT {lb} :MP-COUNT {mp} "
        f":BONUS-COUNT {p.bonus_count})"
    )


def program_sorted(players: Sequence[FesaPlayer]) -> list[FesaPlayer]:
    """The program's order: highest Elo first; equal ratings keep the order they had (a stable sort)."""
    return sorted(players, key=lambda p: -p.rating)


def format_rating_list(players: Sequence[FesaPlayer]) -> str:
    """The whole state as `ratingliste`: "(" before the first player, a blank line and ")" after the last."""
    lines = [format_player(p) for p in program_sorted(players)]
    return "(" + "\n".join(lines) + "\n\n)\n"


def format_elo_list(players: Sequence[FesaPlayer], when: date) -> str:
    """all.txt: rank, last and first name, FESA grade, prior grade, Elo, games, nationality; no final newline.

    Players without a game are left off, as the program leaves them off.
    """
    lines = [f"Elo list for {when.isoformat()}", "", ELO_LIST_HEADER]
    listed = [p for p in program_sorted(players) if p.game_count > 0]
    for n, p in enumerate(listed, start=1):
        lines.append(f"{n:>3} {p.last_name:<18}{p.first_name:<16}{p.grade:>6} {p.prior_grade:>6} "
                     f"{p.rating:>4}{p.game_count:>4}     {p.nationality}")  # fmt: skip
    return "\n".join(lines)


_BRACKETS = re.compile(r"[\[\]\r\n]")


def format_tournament(t: FesaTournament) -> str:
    """turnering.txt: [name], [date], then `place [last] [first] [results]` a line (0- = no game)."""
    bad = [(e.place, e.name) for e in t.entrants if _BRACKETS.search(e.last_name + e.first_name)]
    if _BRACKETS.search(t.name):
        raise InputError(FesaMessages.tr('The event name "{name}" has a bracket or a line break, which turnering.txt cannot hold.').format(name=t.name))
    if bad:
        shown = ", ".join(f'"{name}"' for _, name in bad)
        raise InputError(FesaMessages.tr("turnering.txt cannot hold a bracket or a line break in a name: {shown}.").format(shown=shown))
    lines = [f"[{t.name}]", f"[{t.date.isoformat()}]"]
    for e in t.entrants:
        results = []
        for p in e.rounds:
            if p.opponent == 0 or p.score is None:
                results.append("0-")
                continue
            sign = "+" if p.score == 1 else "-" if p.score == 0 else "="
            results.append(f"{p.opponent}{sign}" + (f"({p.side}{p.handicap})" if p.side else ""))
        lines.append(f"{e.place} [{e.last_name}] [{e.first_name}] [{' '.join(results)}]")
    return "\n".join(lines) + "\n"


def format_new_players(players: Sequence[FesaPlayer]) -> str:
    """nye-spillere: ("Last" "First" (homes) prior-level "prior-name" 0 0 nil) a line, as the program reads it."""
    lines = ["("]
    for p in players:
        level, kind = grade_parts(p.prior_grade)
        home = (f"(#S(HOME :list #\\{p.home_list or 'E'} :nationality {lisp_string(p.nationality)} "
                f":residens {lisp_string(p.residens or p.nationality)}))")
        lines.append(f"({lisp_string(p.last_name)} {lisp_string(p.first_name)} {home} {level} {lisp_string(kind)} 0 0 nil)")
    lines.append(")")
    return "\n".join(lines) + "\n"


def build_tournament(
    name: str, when: date, games: Sequence[GameRow], names: Mapping[str, tuple[str, str]]
) -> FesaTournament:
    """The program's table of one event's games (in rating order); `names` gives each player's (last, first).

    Rounds: a game's own round when every game has one and nobody plays twice in a
    round; otherwise each game goes to the first round where both players are free.
    Places: most points first, then the order in which players first appear.
    """
    played = [g for g in games if g.result is not None]
    numbered = all(g.round is not None for g in played)
    slots: dict[int, set[str]] = {}
    if numbered:
        for g in played:
            seen = slots.setdefault(g.round, set())  # type: ignore[arg-type]
            if g.black in seen or g.white in seen:
                numbered = False
                break
            seen.update((g.black, g.white))
    placed: list[tuple[int, GameRow]] = []
    if numbered:
        order = {r: n for n, r in enumerate(sorted({g.round for g in played}), start=1)}  # type: ignore[type-var]  # `numbered`: every game has a round
        placed = [(order[g.round], g) for g in played]
    else:
        busy: list[set[str]] = []
        for g in played:
            r = next((n for n, s in enumerate(busy) if g.black not in s and g.white not in s), len(busy))
            if r == len(busy):
                busy.append(set())
            busy[r].update((g.black, g.white))
            placed.append((r + 1, g))
    rounds = max((r for r, _ in placed), default=0)
    appearance: list[str] = []
    points: dict[str, Fraction] = {}
    for _, g in sorted(placed, key=lambda rg: rg[0]):
        for who in (g.black, g.white):
            if who not in points:
                appearance.append(who)
                points[who] = Fraction(0)
        b = Fraction(1) if g.result is Result.BLACK else Fraction(0) if g.result is Result.WHITE else Fraction(1, 2)
        points[g.black] += b
        points[g.white] += 1 - b
    ranked = sorted(appearance, key=lambda who: -points[who])
    place = {who: n for n, who in enumerate(ranked, start=1)}
    entrants = []
    for who in ranked:
        last, first = names.get(who, (who, ""))
        entrants.append(Entrant(place[who], last, first, 0, [Pairing(0, None) for _ in range(rounds)]))
    for r, g in placed:
        h = parse_piece_handicap(g.piece_handicap) if g.piece_handicap else None
        b = Fraction(1) if g.result is Result.BLACK else Fraction(0) if g.result is Result.WHITE else Fraction(1, 2)
        for me, opp, score, side in ((g.black, g.white, b, "+"), (g.white, g.black, 1 - b, "-")):
            entrants[place[me] - 1].rounds[r - 1] = Pairing(
                place[opp], score, side if h is not None else "", h.fesa if h is not None else ""
            )
    return FesaTournament(name, when, entrants)


def split_name(name: str, start_state: Mapping[str, Any] | None) -> tuple[str, str]:
    """(last, first) as the program keeps them: from the FESA file the player came from, else the whole name as last.

    The whole name as last name reads back as exactly the same ClubRater name.
    """
    if start_state:
        last, first = start_state.get("last_name"), start_state.get("first_name")
        if isinstance(last, str) and isinstance(first, str) and player_name(last, first) == name:
            return last.strip(), first.strip()
    return name, ""


def state_player(
    name: str, country: str, start_state: Mapping[str, Any] | None, state: PlayerState
) -> FesaPlayer:
    """A player's FesaEngine state (PlayerState.extra["state"]) as the program's #S(PLAYER ...)."""
    st = state.extra.get("state", {})
    last, first = split_name(name, start_state)
    raw = st.get("games", state.games)
    games: int | list[list[Any]] = raw if isinstance(raw, int) else [list(g) for g in raw]
    lb = st.get("lb_count")
    last_rated = state.last_rated.isoformat() if state.last_rated else None
    return FesaPlayer(
        last_name=last, first_name=first, line=0, nationality=country,
        grade=state.grade, prior_grade=st.get("prior_grade", state.extra.get("prior_grade", "")),
        rating=int(round(state.value)), games=games, last_played=last_rated or st.get("last_played"),
        lb_count=[int(lb[0]), bool(lb[1])] if lb else None, mp_count=st.get("mp_count"),
        bonus_count=int(st.get("bonus_count", 0)),
        residens=str((start_state or {}).get("residens") or ""), home_list=str((start_state or {}).get("home_list") or "E"),
    )


def program_order(start: Sequence[tuple[int, int]], tournaments: Iterable[Sequence[tuple[int, int]]]) -> list[int]:
    """The order the program's list ends in: after each tournament it sorts by Elo, keeping ties in the old order.

    `start` is (player, rating) in the order taken over; each tournament gives (player, rating after) for its
    players, newcomers joining at the end before the sort.
    """
    rating = dict(start)
    order = [pid for pid, _ in start]
    for t in tournaments:
        for pid, after in t:
            if pid not in rating:
                order.append(pid)
            rating[pid] = after
        order.sort(key=lambda pid: -rating[pid])
    return order
