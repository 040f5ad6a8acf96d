"""EGD tournament tables (.h9 and friends): read them into games, write a club's event as one.

The European Go Database takes results as a table, one line per player:

    ; CL[A]                                  header tags in comment lines
    ; DT[2019-10-26,2019-10-28]
       1 Minieri Davide   3D FR 75Ju   36  128  503 0    2+/w0    3+/b0    0=   15+/w4 |12345678

place, name, rank, country, club, any number of score columns (MMS, SOS... they vary by
program and are kept but not used), then one result per round, and an optional `|PIN`.
A result is `<opponent's place><+|-|=>[/<b|w>[<handicap>]]`; `0+`, `0-`, `0=` are rounds
without an opponent. OpenGotha also writes `?` for an unknown result (`12?/b0`) or colour
(`12+/?0`) and `!` instead of `/` for a game won by default (`12+!b0`).

Conventions chosen here (the format leaves them open):
- Names: the first word is the surname, the rest the given name ("Van_der_Berg Jan":
  OpenGotha writes blanks inside a surname as `_`). The name is found by the rank: the
  first token after the place that reads as a rank and is followed by a two-letter country
  and a club. A line without a place (OpenGotha leaves it blank for tied players) takes
  its position among the player lines, which is what opponents' places refer to.
- Score columns: a leading run of numbers after the club. OpenGotha writes ½ as `?` in
  ISO-8859-15, so a bare `32?` there is a score column, not an unknown result.
- A table is refused whole (InputError listing every line and reason), never half read.
- Games: free rounds and games won by default (`!`, not played) give no game; `?` gives a
  game with result None. Without colours the player listed first is Black, or in a
  handicap game the weaker one. A missing handicap is the grade difference minus the
  HA[hN] reduction (0..9); with no HA tag it is 0 (an .h9 table: even games). Komi is
  KM[] (6.5 if absent) in even games and 0.5 in handicap games.
- PC[]: OpenGotha writes ",place" (empty country); the header keeps the text after that
  comma and writes it back the same way (or as is when it holds "country, city").
- Writing: rounds without a game are written `0-` (OpenGotha's "not paired": a free round
  with nothing added to the score), every result with colour and handicap (`3+/b2`),
  places by score, then SOS, then name; UTF-8 text, which read_h9 reads back.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from clubrater.domain.errors import InputError, RankError
from clubrater.domain.message import Joined, Messages, message_of
from clubrater.domain.model import EVENT_CLASSES, GameType, Result
from clubrater.domain.ranks import Rank, parse_rank
from clubrater.domain.records import EventRow, GameRow, ImportBatch, PlayerRow


class H9Messages(Messages):
    """Reading and writing EGD tournament tables (.h9)."""


DEFAULT_EVEN_KOMI = 6.5
HANDICAP_KOMI = 0.5
MAX_HANDICAP = 9
STANDARD_TAGS = ("CL", "EV", "PC", "DT", "HA", "KM", "TM", "CM")
NO_COUNTRY = "XX"  # OpenGotha's placeholders for an empty country or club
NO_CLUB = "xxxx"

_TAG_RE = re.compile(r"([A-Z]{2})\[([^\]]*)\]")
_RESULT_RE = re.compile(r"^(\d+)([+\-=?])(?:([/!])([bwBW?])?(\d)?)?$")
# Score columns: 12, 12.5, 12,5, 12½ (or ½ as OpenGotha's ISO-8859-15 writes it: ? / œ).
_COLUMN_RE = re.compile(r"^[+-]?\d+(?:[.,]\d+)?[½¼¾ŒœŸ?]?$")
_COUNTRY_RE = re.compile(r"^[A-Za-z]{2}$")
_RANKLIKE_RE = re.compile(r"^\d{1,3}(?:k|kyu|d|dan|p|pro)$", re.IGNORECASE)
_HA_RE = re.compile(r"^h(\d)$", re.IGNORECASE)
_MIRROR = {"+": "-", "-": "+", "=": "=", "?": "?"}


@dataclass(frozen=True, slots=True)
class H9Result:
    """One round of one player: `opponent` 0 means no game (free round)."""

    opponent: int
    outcome: str  # '+', '-', '=' or '?' (result unknown)
    colour: str | None = None  # 'b', 'w' or None (not written, or '?')
    handicap: int | None = None  # None when not written
    by_default: bool = False  # '!' : won or lost by default, not played

    @property
    def is_free(self) -> bool:
        return self.opponent == 0

    def token(self) -> str:
        """The entry as written in a table: `3+/b2`, `7-/w`, `4=`, `0-`, `12+!b0`, `5+/?0`."""
        text = f"{self.opponent}{self.outcome}"
        if self.opponent == 0 or (self.colour is None and self.handicap is None and not self.by_default):
            return text
        colour = self.colour or ("?" if self.handicap is not None else "")
        hd = "" if self.handicap is None else str(self.handicap)
        return f"{text}{'!' if self.by_default else '/'}{colour}{hd}"


@dataclass(slots=True)
class H9Header:
    """The table's tags; `tags` keeps every tag as written (not compared)."""

    klass: str = ""  # CL: A..D, "" if absent
    name: str = ""  # EV
    place: str = ""  # PC without OpenGotha's leading comma (",Juvisy" -> "Juvisy")
    start: date | None = None  # DT[start,end]
    end: date | None = None
    handicap_policy: str = ""  # HA: "h1" (handicap = grade difference - 1), "" if absent
    komi: float | None = None  # KM
    time: str = ""  # TM: adjusted time in minutes, as written
    comment: str = ""  # CM
    tags: dict[str, str] = field(default_factory=dict, compare=False)

    @property
    def handicap_reduction(self) -> int | None:
        m = _HA_RE.match(self.handicap_policy)
        return int(m.group(1)) if m else None


@dataclass(slots=True)
class H9Player:
    place: int
    surname: str
    given: str
    rank: Rank
    country: str
    club: str
    pin: str = ""
    results: list[H9Result] = field(default_factory=list)
    line: int = field(default=0, compare=False)
    columns: list[str] = field(default_factory=list)  # score columns as written (MMS, SOS, ...)

    @property
    def name(self) -> str:
        """ "Surname Given", as in the file."""
        return f"{self.surname} {self.given}".strip()


@dataclass(slots=True)
class H9Table:
    header: H9Header
    players: list[H9Player] = field(default_factory=list)
    column_names: list[str] = field(default_factory=list, compare=False)

    @property
    def rounds(self) -> int:
        return len(self.players[0].results) if self.players else 0


# ---------------------------------------------------------------------------------------------- reading


def decode_h9(data: bytes) -> str:
    """UTF-8 if it is valid UTF-8, else ISO-8859-15 (OpenGotha's), or cp1252 if that fits better."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    text = data.decode("iso-8859-15")
    if any("\x80" <= ch <= "\x9f" for ch in text):  # C1 controls: a Windows file, not ISO
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError:
            pass
    return text


def read_h9(data: bytes | str | Path) -> H9Table:
    """Read a table from a file (Path), its bytes, or its text (str); refuse a broken one whole."""
    if isinstance(data, Path):
        data = data.read_bytes()
    text = decode_h9(data) if isinstance(data, bytes) else data.removeprefix("\ufeff")
    problems: list[tuple[int, str]] = []
    tags: dict[str, tuple[int, str]] = {}
    players: list[H9Player] = []
    broken: set[int] = set()  # places of lines that could not be read: no mirror checks against them
    ordinal = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        body, _, comment = raw.partition(";")
        for tag, value in _TAG_RE.findall(comment):
            tags[tag] = (number, value.strip())
        if not body.strip():
            continue
        ordinal += 1
        player, place, errors = _parse_player(body, number, ordinal)
        problems.extend((number, e) for e in errors)
        if player is None:
            broken.add(place)
        else:
            players.append(player)
    header = _parse_header(tags, problems)
    if not players and not broken:
        raise InputError(H9Messages.tr("The EGD tournament table cannot be read: it has no player lines."))
    problems.extend(_check(players, broken))
    if problems:
        problems.sort(key=lambda p: p[0])
        raise InputError(H9Messages.tr("The EGD tournament table cannot be read:"), problems)
    return H9Table(header, players)


def _parse_header(tags: dict[str, tuple[int, str]], problems: list[tuple[int, str]]) -> H9Header:
    header = H9Header(tags={tag: value for tag, (_, value) in tags.items()})
    header.name = tags.get("EV", (0, ""))[1]
    header.comment = tags.get("CM", (0, ""))[1]
    header.time = tags.get("TM", (0, ""))[1]
    pc = tags.get("PC", (0, ""))[1]
    header.place = pc[1:].strip() if pc.startswith(",") else pc
    if "CL" in tags:
        line, value = tags["CL"]
        if value.upper() in EVENT_CLASSES:
            header.klass = value.upper()
        elif value:
            problems.append((line, H9Messages.tr("class CL[{value}] is not A, B, C or D").format(value=value)))
    if "DT" in tags:
        line, value = tags["DT"]
        parts = [p.strip() for p in value.split(",")]
        try:
            if not 1 <= len(parts) <= 2:
                raise ValueError
            days = [date.fromisoformat(p) for p in parts]
        except ValueError:
            problems.append((line, H9Messages.tr("dates DT[{value}] are not dates like DT[2020-08-30,2020-08-31]").format(value=value)))
        else:
            header.start, header.end = days[0], days[-1]
            if header.end < header.start:
                problems.append((line, H9Messages.tr("DT[{value}] ends before it starts").format(value=value)))
    if "HA" in tags:
        line, value = tags["HA"]
        if _HA_RE.match(value):
            header.handicap_policy = value.lower()
        elif value:
            problems.append((line, H9Messages.tr("handicap rule HA[{value}] is not like HA[h0] .. HA[h9]").format(value=value)))
    if "KM" in tags:
        line, value = tags["KM"]
        if value:
            try:
                header.komi = float(value.replace(",", "."))
            except ValueError:
                problems.append((line, H9Messages.tr("komi KM[{value}] is not a number").format(value=value)))
    return header


def _is_number(text: str) -> bool:
    """ASCII digits only: str.isdigit() also accepts "¹" and other digits int() refuses."""
    return text.isascii() and text.isdigit()


def _parse_player(body: str, line: int, ordinal: int) -> tuple[H9Player | None, int, list[str]]:
    """One player line and its place, or None, the place and the reasons the line cannot be read."""
    main, bar, pin = body.partition("|")
    pin = pin.strip()
    errors: list[str] = []
    if bar and not _is_number(pin):
        errors.append(H9Messages.tr('EGD PIN "|{pin}" is not a number').format(pin=pin))
    tokens = main.split()
    place = ordinal
    if tokens and _is_number(tokens[0]):
        place = int(tokens.pop(0))
        if place == 0:
            errors.append(H9Messages.tr("place 0 is not a place (0 means no opponent)"))
    at = _find_rank(tokens)
    if at is None:
        errors.append(_no_rank_reason(tokens))
        return None, place, errors
    rank = parse_rank(tokens[at])
    surname, given = tokens[0], " ".join(tokens[1:at])
    country, club = tokens[at + 1], tokens[at + 2]
    rest = tokens[at + 3 :]
    n_columns = 0
    while n_columns < len(rest) and _COLUMN_RE.match(rest[n_columns]):
        n_columns += 1
    results: list[H9Result] = []
    for round_no, token in enumerate(rest[n_columns:], start=1):
        result = _parse_result(token)
        if isinstance(result, str):
            errors.append(H9Messages.tr('round {round}: result "{token}" {problem}').format(round=round_no, token=token,
                                                                                           problem=result))
        else:
            results.append(result)
    if errors:
        return None, place, errors
    player = H9Player(place, surname, given, rank, country, club, pin, results, line, rest[:n_columns])
    return player, place, []


def _find_rank(tokens: Sequence[str]) -> int | None:
    for i in range(1, len(tokens) - 2):
        if _COUNTRY_RE.match(tokens[i + 1]) and _is_rank(tokens[i]):
            return i
    return None


def _is_rank(token: str) -> bool:
    try:
        parse_rank(token)
    except RankError:
        return False
    return True


def _no_rank_reason(tokens: Sequence[str]) -> str:
    for i in range(1, len(tokens) - 1):
        if _RANKLIKE_RE.match(tokens[i]) and _COUNTRY_RE.match(tokens[i + 1]):
            try:
                parse_rank(tokens[i])
            except RankError as e:
                return message_of(e)
    return H9Messages.tr("no rank, country and club after the name (like: 1 Surname Given 3k FR Club 2+/b0 ...)")


def _parse_result(token: str) -> H9Result | str:
    """A result entry, or why it is not one."""
    m = _RESULT_RE.match(token)
    if not m:
        return H9Messages.tr("is not like 12+/w3, 7-/b, 3=, 0+, 0- or 0=")
    opponent, outcome, sep, colour, hd = m.groups()
    if int(opponent) == 0:
        if sep or outcome == "?":
            return H9Messages.tr("is not a free round like 0+, 0- or 0=")
        return H9Result(0, outcome)
    colour = colour.lower() if colour else None
    return H9Result(
        int(opponent),
        outcome,
        colour if colour in ("b", "w") else None,
        int(hd) if hd is not None else None,
        sep == "!",
    )


def _check(players: Sequence[H9Player], broken: Iterable[int] = ()) -> list[tuple[int, str]]:
    """Every inconsistency between lines: places, round counts, results that do not mirror."""
    problems: list[tuple[int, str]] = []
    skip = set(broken)
    by_place: dict[int, H9Player] = {}
    for p in players:
        if p.place in by_place:
            problems.append((p.line, H9Messages.tr("place {place} is already used on line {line}").format(place=p.place, line=by_place[p.place].line)))
        else:
            by_place[p.place] = p
    if players:
        rounds = Counter(len(p.results) for p in players).most_common(1)[0][0]  # ties: the first line's
        example = next(p for p in players if len(p.results) == rounds)
        for p in players:
            if len(p.results) != rounds:
                problems.append(
                    (
                        p.line,
                        H9Messages.tr("{results}, but the table has {rounds} (as on line {line})").format(
                            results=H9Messages.tr("%n result(s)", "", len(p.results)),
                            rounds=H9Messages.tr("%n round(s)", "", rounds), line=example.line),
                    )
                )
    order = {id(p): i for i, p in enumerate(players)}
    for p in players:
        for r, res in enumerate(p.results, start=1):
            if res.is_free:
                continue
            entry = H9Messages.tr('round {round}: "{token}"').format(round=r, token=res.token())
            if res.opponent == p.place:
                problems.append((p.line, H9Messages.tr("{entry} is a game against the player himself").format(entry=entry)))
                continue
            opp = by_place.get(res.opponent)
            if opp is None:
                if res.opponent not in skip:
                    problems.append((p.line, H9Messages.tr("{entry}: there is no player with place {opponent}").format(entry=entry, opponent=res.opponent)))
                continue
            if len(opp.results) < r:
                continue  # already reported as a short line
            back = opp.results[r - 1]
            if back.opponent != p.place:
                problems.append(
                    (p.line, H9Messages.tr('{entry}, but place {place} (line {line}) has "{token}" in round {round}').format(
                        entry=entry, place=opp.place, line=opp.line, token=back.token(), round=r))
                )
                continue
            if order[id(opp)] < order[id(p)]:
                continue  # the pair was checked from the other line
            reasons: list[str] = []
            if back.outcome != _MIRROR[res.outcome]:
                reasons.append(H9Messages.tr("results"))
            if res.colour and back.colour and res.colour == back.colour:
                reasons.append(H9Messages.tr("colours"))
            if res.handicap is not None and back.handicap is not None and res.handicap != back.handicap:
                reasons.append(H9Messages.tr("handicaps"))
            if res.by_default != back.by_default:
                reasons.append(H9Messages.tr("by-default marks"))
            if reasons:
                problems.append(
                    (
                        p.line,
                        H9Messages.tr('{entry} against place {place}, whose round {round} is "{token}" (line {line}): the {what} do '
                                      'not match').format(entry=entry, place=opp.place, round=r, token=back.token(), line=opp.line,
                                                          what=Joined(H9Messages.tr(" and "), reasons)),
                    )
                )
    return problems


def check_table(table: H9Table) -> list[tuple[int, str]]:
    """The problems of a table built in memory (read_h9 refuses tables that have any)."""
    return _check(table.players)


# ---------------------------------------------------------------------------------------------- games


def table_to_batch(
    table: H9Table, game_type: GameType = GameType.TOURNAMENT, *, handicap_reduction: int | None = None
) -> ImportBatch:
    """The event, its players and each game once, ready for the controller to store.

    `handicap_reduction` overrides HA[hN] for tables that carry it elsewhere (an .h2 file name).
    """
    header = table.header
    problems = check_table(table)
    day = header.start or header.end
    missing = []
    if not header.name:
        missing.append(H9Messages.tr("no EV[] tag naming the event"))
    if day is None:
        missing.append(H9Messages.tr("no DT[start,end] tag, so its games have no date"))
    if not table.players:
        missing.append(H9Messages.tr("no players"))
    seen: dict[str, H9Player] = {}
    for p in table.players:
        folded = p.name.casefold()
        if folded in seen:
            problems.append((p.line, H9Messages.tr('"{name}" has the same name as line {line}').format(name=p.name, line=seen[folded].line)))
        seen.setdefault(folded, p)
    if missing or problems:
        raise InputError(H9Messages.tr("The EGD tournament table cannot be imported: it has {what}.").format(
            what=Joined(H9Messages.tr(" and "), missing)) if missing else
            H9Messages.tr("The EGD tournament table cannot be imported:"), problems)
    assert day is not None
    klass = header.klass or "A"
    even_komi = header.komi if header.komi is not None else DEFAULT_EVEN_KOMI
    reduction = handicap_reduction if handicap_reduction is not None else header.handicap_reduction
    batch = ImportBatch(source=header.name)
    batch.events.append(
        EventRow(
            name=header.name,
            start=header.start,
            end=header.end,
            place=header.place,
            klass=klass,
            rounds=table.rounds,
            komi=header.komi,
            handicap_policy=header.handicap_policy,
        )
    )
    for p in table.players:
        batch.players.append(
            PlayerRow(
                name=p.name,
                rank=p.rank,
                line=p.line,
                club="" if p.club == NO_CLUB else p.club,
                country="" if p.country.upper() == NO_COUNTRY else p.country.upper(),
                egd_pin=p.pin,
            )
        )
    by_place = {p.place: p for p in table.players}
    order = {p.place: i for i, p in enumerate(table.players)}
    for r in range(1, table.rounds + 1):
        for p in table.players:
            res = p.results[r - 1]
            if res.is_free or order[res.opponent] < order[p.place]:
                continue  # no game, or emitted from the line listed first
            opp = by_place[res.opponent]
            back = opp.results[r - 1]
            if res.by_default or back.by_default:
                continue  # not played: nothing to rate
            batch.games.append(_game(p, res, opp, back, r, day, header, klass, even_komi, reduction, game_type))
    from clubrater.io.cleaning import clean_batch

    return clean_batch(batch)  # names without invisible format characters, a note of each


def _game(
    p: H9Player,
    res: H9Result,
    opp: H9Player,
    back: H9Result,
    round_no: int,
    day: date,
    header: H9Header,
    klass: str,
    even_komi: float,
    reduction: int | None,
    game_type: GameType,
) -> GameRow:
    """One game from the entries of the player listed first (`p`) and of his opponent."""
    handicap = res.handicap if res.handicap is not None else back.handicap
    if handicap is None:
        handicap = computed_handicap(p.rank, opp.rank, reduction)
    colour = res.colour or ({"b": "w", "w": "b"}[back.colour] if back.colour else None)
    if colour is None:
        colour = "w" if handicap > 0 and p.rank > opp.rank else "b"
    black, white = (p, opp) if colour == "b" else (opp, p)
    black_res = res if black is p else back
    result = {"+": Result.BLACK, "-": Result.WHITE, "=": Result.JIGO, "?": None}[black_res.outcome]
    return GameRow(
        date=day,
        black=black.name,
        white=white.name,
        result=result,
        line=p.line,
        handicap=handicap,
        komi=HANDICAP_KOMI if handicap > 0 else even_komi,
        type=game_type,
        event=header.name,
        klass=klass,
        black_rank=black.rank,
        white_rank=white.rank,
        round=round_no,
    )


def computed_handicap(a: Rank, b: Rank, reduction: int | None) -> int:
    """Stones from the grade difference less the HA[hN] reduction, 0..9; 0 when there is no rule."""
    if reduction is None:
        return 0
    return max(0, min(MAX_HANDICAP, abs(a.ordinal - b.ordinal) - reduction))


# ---------------------------------------------------------------------------------------------- writing


def write_h9(table: H9Table) -> str:
    """The table as text in OpenGotha's layout; read_h9 reads it back to an equal table."""
    h = table.header
    lines: list[str] = []
    if h.klass:
        lines.append(f"; CL[{h.klass}]")
    if h.name:
        lines.append(f"; EV[{_tag_text(h.name)}]")
    if h.place:  # "country,city"; OpenGotha writes its one place field after an empty country
        lines.append(f"; PC[{'' if ',' in h.place else ','}{_tag_text(h.place)}]")
    if h.start or h.end:
        days = [d for d in (h.start, h.end) if d is not None]
        lines.append(f"; DT[{','.join(d.isoformat() for d in days)}]")
    if h.handicap_policy:
        lines.append(f"; HA[{h.handicap_policy}]")
    if h.komi is not None:
        lines.append(f"; KM[{h.komi:g}]")
    if h.time:
        lines.append(f"; TM[{_tag_text(h.time)}]")
    if h.comment:
        lines.append(f"; CM[{_tag_text(h.comment)}]")
    for tag, value in h.tags.items():
        if tag not in STANDARD_TAGS:
            lines.append(f"; {tag}[{_tag_text(value)}]")
    lines.append(";")
    columns = "".join(f"{c:>5}" for c in table.column_names)
    lines.append(f"; Pl Name                            Rk Co Club{columns}")
    for p in table.players:
        name = " ".join(w for w in (_token(p.surname, ""), _NAME_UNSAFE.sub("_", p.given)) if w)
        country = _token(p.country, NO_COUNTRY)
        club = _token(p.club, NO_CLUB)
        text = f"{p.place:>4} {name:<30} {str(p.rank).upper():>3} {country:>2} {club:>4}"
        text += "".join(f" {c:>4}" for c in p.columns)
        text += "".join(f" {r.token():>8}" for r in p.results)
        if p.pin:
            text += f" |{p.pin}"
        lines.append(text)
    return "\n".join(lines) + "\n"


def _tag_text(value: str) -> str:
    return value.replace("]", ")").replace("\n", " ")


_NAME_UNSAFE = re.compile(r"[;|]")


def _token(value: str, empty: str) -> str:
    """One whitespace-free token (OpenGotha's `_` for blanks), or the placeholder for an empty field."""
    return _NAME_UNSAFE.sub("_", "_".join(value.split())) or empty


def build_table(
    header: H9Header,
    players: Sequence[tuple[str, Rank, str, str, str]],
    games: Sequence[GameRow],
) -> H9Table:
    """An EGD table from an event's games; players are (name, rank, country, club, pin).

    Rounds come from GameRow.round; games without one go to the first round after the
    players' previous games in which both are free. Players are placed by score (wins,
    half for jigo), then SOS (sum of opponents' scores), then name.
    """
    problems: list[tuple[int, str]] = []
    names: dict[str, int] = {}
    for i, (name, rank, *_rest) in enumerate(players):
        if not name.split():
            problems.append((0, H9Messages.tr("player {number} has no name").format(number=i + 1)))
        if not isinstance(rank, Rank):
            problems.append((0, H9Messages.tr('player "{name}" has no rank').format(name=name)))
        if name in names:
            problems.append((0, H9Messages.tr('"{name}" is listed twice among the players').format(name=name)))
        names.setdefault(name, i)
    for g in games:
        if not 0 <= g.handicap <= MAX_HANDICAP:
            problems.append((g.line, H9Messages.tr("handicap {handicap} is not 0..{most}").format(handicap=g.handicap, most=MAX_HANDICAP)))
    rounds = _assign_rounds(games, names, problems)
    if problems:
        raise _refusal(H9Messages.tr("The event cannot be written as an EGD table:"), problems)
    n_rounds = max(rounds, default=0)
    slots: list[list[H9Result | None]] = [[None] * n_rounds for _ in players]
    score = [0.0] * len(players)
    opponents: list[list[int]] = [[] for _ in players]
    for game, r in zip(games, rounds):
        b, w = names[game.black], names[game.white]
        clash = [me for me in (b, w) if slots[me][r - 1] is not None]
        problems.extend((game.line, H9Messages.tr('"{name}" has two games in round {round}').format(
            name=players[me][0], round=r)) for me in clash)
        if clash:
            continue
        outcome = {Result.BLACK: "+", Result.WHITE: "-", Result.JIGO: "=", None: "?"}[game.result]
        slots[b][r - 1] = H9Result(w + 1, outcome, "b", game.handicap)  # places fixed below
        slots[w][r - 1] = H9Result(b + 1, _MIRROR[outcome], "w", game.handicap)
        score[b] += {"+": 1.0, "=": 0.5}.get(outcome, 0.0)
        score[w] += {"-": 1.0, "=": 0.5}.get(outcome, 0.0)
        opponents[b].append(w)
        opponents[w].append(b)
    if problems:
        raise _refusal(H9Messages.tr("The event cannot be written as an EGD table:"), problems)
    sos = [sum(score[o] for o in opponents[i]) for i in range(len(players))]
    order = sorted(range(len(players)), key=lambda i: (-score[i], -sos[i], players[i][0].casefold()))
    place = {i: k + 1 for k, i in enumerate(order)}
    table = H9Table(header, column_names=["NBW", "SOS"])
    for i in order:
        name, rank, country, club, pin = players[i]
        words = name.split()
        results = [
            H9Result(place[s.opponent - 1], s.outcome, s.colour, s.handicap) if s else H9Result(0, "-")
            for s in slots[i]
        ]
        table.players.append(
            H9Player(
                place=place[i],
                surname=words[0],
                given=" ".join(words[1:]),
                rank=rank,
                country=country.upper() if _COUNTRY_RE.match(country or "") else NO_COUNTRY,
                club=_token(club or "", NO_CLUB),
                pin=pin if _is_number(pin) else "",
                results=results,
                columns=[_number(score[i]), _number(sos[i])],
            )
        )
    return table


def _refusal(message: str, problems: list[tuple[int, str]]) -> InputError:
    """Problems without a line (games and players from the database) go in the message itself."""
    unplaced = [reason for line, reason in problems if line <= 0]
    if unplaced:
        message = H9Messages.tr("{message} {problems}.").format(message=message, problems=Joined("; ", unplaced))
    return InputError(message, [(line, reason) for line, reason in problems if line > 0])


def _assign_rounds(games: Sequence[GameRow], names: dict[str, int], problems: list[tuple[int, str]]) -> list[int]:
    busy: set[tuple[str, int]] = {(n, g.round) for g in games if g.round for n in (g.black, g.white)}
    last: dict[str, int] = {}
    rounds: list[int] = []
    for g in games:
        for who in (g.black, g.white):
            if who not in names:
                problems.append((g.line, H9Messages.tr('"{who}" is not among the event\'s players').format(who=who)))
        if g.black == g.white:
            problems.append((g.line, H9Messages.tr('"{name}" plays against himself').format(name=g.black)))
        if g.round is not None and g.round < 1:
            problems.append((g.line, H9Messages.tr("round {round} is not a round number").format(round=g.round)))
        r = g.round
        if r is None:
            r = max(last.get(g.black, 0), last.get(g.white, 0)) + 1
            while (g.black, r) in busy or (g.white, r) in busy:
                r += 1
            busy.update({(g.black, r), (g.white, r)})
            last[g.black] = last[g.white] = r
        rounds.append(max(r, 1))
    return rounds


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.1f}"
