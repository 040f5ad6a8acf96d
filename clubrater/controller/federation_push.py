"""Moving a club file into a federation database (push) and taking a club file out of it (pull).

`plan_push` reads the club file and the federation and says, before anything is written, what a push
would do: which of the club's players are already in the federation (by EGD pin, then by name folded
for accents, case and word order), which are new, and every conflict (the same name with another
pin, a pin on two players, two of the club's players answering to one federation player). A push
with a conflict is refused with the whole list unless each conflict is resolved (`match`: the club's
player IS that federation player; `new`: the club's player is somebody new). `push` stores a plan in
one server transaction: all of it or nothing.

Games, events and adjustments already in the federation (a second push of the same file, or a file
pulled from the federation, used offline and pushed back) are matched, not entered twice: a game is
"already there" when the federation has a game of the same date, players, result, handicap, komi,
type and event that no other game of the file has claimed (so two real games with the same details
both go in when the federation has only one).

`pull` writes the whole federation (every member club, player, event, game and adjustment, with who
entered what) into a new club file whose own club (member club 1) is the one named, so the
ratings offline are the federation's.
"""

from __future__ import annotations

import logging
import os
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from clubrater.controller import checks, storage
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Joined, Messages, RankText, known
from clubrater.domain.model import Adjustment, Event, Game, Player, RatingSystem
from clubrater.domain.names import AmbiguousNameError, NameIndex, match_key, name_key
from clubrater.domain.records import GameInput

if TYPE_CHECKING:
    from clubrater.controller.session import ClubController


class PushMessages(Messages):
    """Pushing a club file into a federation, and pulling one club out."""


log = logging.getLogger(__name__)


class PushConflictError(ClubRaterError):
    """A push the federation cannot take as it is: every conflict listed, nothing written."""

    def __init__(self, message: str, conflicts: Sequence[Conflict]) -> None:
        self.conflicts = list(conflicts)
        lines = Joined("; ", (c.text for c in self.conflicts))
        super().__init__(PushMessages.tr("{message} {conflicts}").format(message=message, conflicts=lines))


# --------------------------------------------------------------------- what a push would do
@dataclass(frozen=True, slots=True)
class Match:
    """One of the club's players who is already in the federation."""

    name: str  # as the club file writes it
    target_id: int
    target_name: str
    target_club: str  # the federation player's home club
    by: str  # "pin", "name" or "your choice" (a resolved conflict)

    @property
    def text(self) -> str:
        same = self.name == self.target_name
        who = f"{self.target_name} ({self.target_club})" if self.target_club else self.target_name
        how = {"pin": PushMessages.tr("by EGD pin"), "name": PushMessages.tr("by name"),
               "your choice": PushMessages.tr("as you chose")}[self.by]
        if not same:
            return PushMessages.tr("{name}: already in the federation as {who}, {how}").format(name=self.name, who=who, how=how)
        return PushMessages.tr("{name}: already in the federation ({club}), {how}").format(
            name=self.name, club=self.target_club or PushMessages.tr("no home club"), how=how)


@dataclass(frozen=True, slots=True)
class Conflict:
    """A player the push cannot place by itself; `choices` are the federation players it could be."""

    name: str
    reason: str
    choices: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return PushMessages.tr("{name}: {reason}").format(name=self.name, reason=self.reason)


@dataclass(frozen=True, slots=True)
class PushPlan:
    """Everything a push would write, and why; nothing is written to make it."""

    source: Path
    club: str  # the member club the file's data is entered for
    matches: tuple[Match, ...]
    new_players: tuple[Player, ...]
    conflicts: tuple[Conflict, ...]
    new_events: tuple[Event, ...]
    known_events: tuple[str, ...]
    new_games: tuple[Game, ...]
    known_games: int
    new_adjustments: tuple[Adjustment, ...]
    known_adjustments: int
    notes: tuple[str, ...] = ()
    # the club file's player id -> the federation's (matched players only; new ones get theirs when written)
    player_map: Mapping[int, int] = field(default_factory=dict)
    event_map: Mapping[int, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.conflicts

    @property
    def anything(self) -> bool:
        return bool(self.new_players or self.new_events or self.new_games or self.new_adjustments)

    def lines(self) -> list[str]:
        """The dry run's listing: every match, every new player, every conflict, then the counts."""
        out: list[str] = [PushMessages.tr("Pushing {file} into the federation as {club}:").format(
            file=self.source.name, club=self.club)]
        #: A line of a push's dry run: the columns line up in English ("matched", "new", "CONFLICT", "event", "note").
        out += [PushMessages.tr("  matched  {match}").format(match=m.text) for m in self.matches]
        out += [PushMessages.tr("  new      {name} ({rank})").format(name=p.name, rank=RankText(_rank_label(p)))
                for p in self.new_players]
        out += [PushMessages.tr("  CONFLICT {conflict}").format(conflict=c.text) for c in self.conflicts]
        out += [PushMessages.tr("  event    {event}: already in the federation").format(event=name)
                for name in self.known_events]
        out += [PushMessages.tr("  event    {event}: new").format(event=e.name) for e in self.new_events]
        out += [PushMessages.tr("  note     {note}").format(note=n) for n in self.notes]
        out.append(PushMessages.tr(
            "{players} matched, {new_players}, {conflicts}; {games} to enter ({known_games} already in the federation), "
            "{events} to add ({known_events} already there), {adjustments} ({known_adjustments} already there).").format(
            players=PushMessages.tr("%n player(s)", "", len(self.matches)),
            new_players=PushMessages.tr("%n new player(s)", "", len(self.new_players)),
            conflicts=PushMessages.tr("%n conflict(s)", "", len(self.conflicts)),
            games=PushMessages.tr("%n game(s)", "", len(self.new_games)), known_games=self.known_games,
            events=PushMessages.tr("%n event(s)", "", len(self.new_events)), known_events=len(self.known_events),
            adjustments=PushMessages.tr("%n adjustment(s)", "", len(self.new_adjustments)),
            known_adjustments=self.known_adjustments))
        return out


def _rank_label(p: Player) -> str:
    return str(p.rank) if p.rank is not None else (p.grade or "no rank")


@dataclass(frozen=True, slots=True)
class Resolution:
    """How the secretary settled conflicts: `match` club name -> federation name; `new` club name -> the name the
    new player gets (the same name when it is free: names are unique across the federation)."""

    match: Mapping[str, str] = field(default_factory=dict)
    new: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, match: Sequence[str] = (), new: Sequence[str] = ()) -> Resolution:
        """From the command line: `--match "CLUB NAME=FEDERATION NAME"`, `--new NAME` or `--new "NAME=NEW NAME"`."""
        pairs: dict[str, str] = {}
        for item in match:
            mine, sep, theirs = item.partition("=")
            if not sep or not mine.strip() or not theirs.strip():
                raise ClubRaterError(PushMessages.tr('"{item}" is not CLUB NAME=FEDERATION NAME (for example "Jon Smith=John Smith").').format(item=item))
            pairs[name_key(mine)] = " ".join(theirs.split())
        fresh: dict[str, str] = {}
        for item in new:
            mine, sep, called = item.partition("=")
            if not mine.strip() or (sep and not called.strip()):
                raise ClubRaterError(PushMessages.tr('"{item}" is not NAME or NAME=NEW NAME (for example "John Smith=John Smith (Cape Town)").').format(item=item))
            fresh[name_key(mine)] = " ".join((called if sep else mine).split())
        return cls(pairs, fresh)


# --------------------------------------------------------------------- matching players
@dataclass(frozen=True, slots=True)
class Target:
    """A federation player as matching sees it."""

    id: int
    name: str
    pin: str
    home: str  # home club's name

    @property
    def label(self) -> str:
        return f"{self.name} ({self.home})" if self.home else self.name


def match_players(
    source: Sequence[Player], targets: Sequence[Target], resolution: Resolution | None = None
) -> tuple[list[tuple[Player, Target, str]], list[tuple[Player, str]], list[Conflict]]:
    """The club's players against the federation's: (player, target, how) matches, (player, name) new ones, conflicts.

    A pin names one person everywhere, so it decides first; a name (folded: accents, case, word
    order) decides only when the pins do not disagree. Anything doubtful is a conflict, never a guess.
    """
    resolution = resolution or Resolution()
    by_pin: dict[str, list[Target]] = {}
    for t in targets:
        if t.pin.strip():
            by_pin.setdefault(t.pin.strip(), []).append(t)
    names: NameIndex[Target] = NameIndex((t.name, t) for t in targets)
    by_key = {name_key(t.name): t for t in targets}
    by_key.update({name_key(t.label): t for t in targets})
    own_pins = Counter(p.egd_pin.strip() for p in source if p.egd_pin.strip())
    matches: list[tuple[Player, Target, str]] = []
    new: list[tuple[Player, str]] = []
    conflicts: list[Conflict] = []
    for p in sorted(source, key=lambda p: (match_key(p.name), p.id)):
        key, pin = name_key(p.name), p.egd_pin.strip()
        if key in resolution.new:
            called = resolution.new[key]
            holder = by_key.get(name_key(called))
            if holder is not None:
                conflicts.append(Conflict(p.name, PushMessages.tr(
                    'cannot go in as a new player named "{called}": {holder} has that name (names are unique in the '
                    'federation; give another)').format(called=called, holder=holder.label)))
            else:
                new.append((p, called))
            continue
        if key in resolution.match:
            wanted = resolution.match[key]
            chosen = by_key.get(name_key(wanted))
            if chosen is None:
                conflicts.append(Conflict(p.name, PushMessages.tr('you matched it with "{wanted}", who is not in the '
                                                                  'federation').format(wanted=wanted)))
            else:
                matches.append((p, chosen, "your choice"))
            continue
        if pin and own_pins[pin] > 1:
            twins = sorted(q.name for q in source if q.egd_pin.strip() == pin and q is not p)
            conflicts.append(Conflict(p.name, PushMessages.tr("EGD pin {pin} is also on {names} in the club file (one "
                                                              "person twice? merge them in the club first)").format(
                pin=pin, names=", ".join(twins))))
            continue
        pinned = by_pin.get(pin, []) if pin else []
        named_one: Target | None = None
        ambiguous: list[Target] = []
        try:
            named_one = names.find(p.name)
        except AmbiguousNameError:
            ambiguous = names.matches(p.name)
        if len(pinned) > 1:
            conflicts.append(Conflict(p.name, PushMessages.tr("EGD pin {pin} is on {count} federation players: {names}")
                                      .format(pin=pin, count=len(pinned), names=", ".join(t.label for t in pinned)),
                                      tuple(t.label for t in pinned)))
        elif len(pinned) == 1:
            t = pinned[0]
            if named_one is not None and named_one.id != t.id:
                conflicts.append(Conflict(p.name, PushMessages.tr("EGD pin {pin} is {pinned}'s, but the name is {named}'s")
                                          .format(pin=pin, pinned=t.label, named=named_one.label),
                                          (t.label, named_one.label)))
            else:
                matches.append((p, t, "pin"))
        elif ambiguous:
            conflicts.append(Conflict(p.name, PushMessages.tr("the federation has several players of that name: {names}")
                                      .format(names=", ".join(t.label for t in ambiguous)),
                                      tuple(t.label for t in ambiguous)))
        elif named_one is not None:
            t = named_one
            if pin and t.pin.strip() and t.pin.strip() != pin:
                conflicts.append(Conflict(p.name, PushMessages.tr("same name as {other}, but another EGD pin ({pin} here, "
                                                                  "{theirs} there)").format(
                    other=t.label, pin=pin, theirs=t.pin.strip()), (t.label,)))
            else:
                matches.append((p, t, "name"))
        elif key in by_key:  # the same name_key but not a "match" (cannot happen with NameIndex; kept safe)
            conflicts.append(Conflict(p.name, PushMessages.tr("{other} has that name").format(other=by_key[key].label),
                                      (by_key[key].label,)))
        else:
            new.append((p, " ".join(p.name.split())))
    taken_by: dict[int, list[Player]] = {}
    for p, t, _how in matches:
        taken_by.setdefault(t.id, []).append(p)
    twice = {tid for tid, ps in taken_by.items() if len(ps) > 1}
    for tid in sorted(twice):
        ps = taken_by[tid]
        t = next(t for _, t, _ in matches if t.id == tid)
        for p in ps:
            others = ", ".join(q.name for q in ps if q is not p)
            also = PushMessages.tr("{others} also answers to {other} (one person twice? merge them in the club first)") \
                if len(ps) == 2 else \
                PushMessages.tr("{others} also answer to {other} (one person twice? merge them in the club first)")
            conflicts.append(Conflict(p.name, also.format(others=others, other=t.label), (t.label,)))
    matches = [m for m in matches if m[1].id not in twice]
    names_new = Counter(name_key(n) for _, n in new)
    for p, n in new:
        if names_new[name_key(n)] > 1:
            conflicts.append(Conflict(p.name, PushMessages.tr('two new players would both be called "{name}"').format(
                name=n)))
    return matches, new, conflicts


# --------------------------------------------------------------------- games and adjustments already there
def game_key(g: Game, players: Mapping[int, int], events: Mapping[int, int]) -> tuple[Any, ...] | None:
    """What makes two games the same game, in federation ids (None when a player is not in the federation yet)."""
    b, w = players.get(g.black), players.get(g.white)
    if b is None or w is None:
        return None
    ev = events.get(g.event) if g.event is not None else None
    if g.event is not None and ev is None:
        return None
    return (g.date, b, w, g.result, g.handicap, round(g.komi, 2), g.type, ev, g.piece_handicap)


def adjustment_key(a: Adjustment, players: Mapping[int, int]) -> tuple[Any, ...] | None:
    pid = players.get(a.player)
    if pid is None:
        return None
    return (a.date, pid, str(a.rank) if a.rank is not None else None, a.index, a.rating)


def split_known(items: Sequence[Any], keys: Sequence[tuple[Any, ...] | None],
                existing: Counter) -> tuple[list[Any], int]:
    """Items whose key the federation already has (as many times as it has it) are known; the rest are new."""
    left = Counter(existing)
    new: list[Any] = []
    known = 0
    for item, key in zip(items, keys):
        if key is not None and left[key] > 0:
            left[key] -= 1
            known += 1
        else:
            new.append(item)
    return new, known


def systems_fit(source: RatingSystem, target: RatingSystem) -> str | None:
    """A shogi club's players cannot join a Go federation (nor the other way): the refusal, else None."""
    if (source == RatingSystem.FESA) != (target == RatingSystem.FESA):
        return PushMessages.tr("The club file rates with {source} and the federation with {target}: shogi and Go "
                               "players cannot share one rating list; nothing was pushed.").format(
            source=known("RatingSystems", source.label), target=known("RatingSystems", target.label))
    return None


# --------------------------------------------------------------------- push
def _open_source(path: Path) -> ClubController:
    """The club file, for reading only (a window may have it open); an older file is upgraded first."""
    from clubrater.controller.session import ClubController
    from clubrater.store.database import DatabaseError

    path = Path(path).expanduser()
    if not (path.is_file() and path.stat().st_size > 0):
        raise ClubRaterError(PushMessages.tr("There is no club file {path}; nothing was pushed.").format(path=path))
    try:
        return ClubController.open(path, read_only=True)
    except DatabaseError as exc:
        if "needs upgrading" not in str(exc):
            raise
        return ClubController.open(path)  # backed up, then upgraded, as every open of an older file


def _targets(ctrl: ClubController) -> list[Target]:
    homes = _home_names(ctrl)
    return [Target(p.id, p.name, p.egd_pin, homes.get(p.id, "")) for p in ctrl.history.players.values()]


def _home_names(ctrl: ClubController) -> dict[int, str]:
    """Each federation player's home club by name (kept in memory by the controller)."""
    names = {m.id: m.name for m in ctrl.federation.clubs()}
    return {pid: names.get(ctrl.federation.home_club(pid).id, "") for pid in ctrl.history.players}


def plan_push(ctrl: ClubController, source: Path, club: str, resolution: Resolution | None = None) -> PushPlan:
    """What pushing the club file `source` into the federation as `club` would do; nothing is written."""
    src = _open_source(Path(source))
    try:
        return _plan(ctrl, src, Path(source), club, resolution)
    finally:
        src.db.close()  # nothing of the file changes (no rating snapshot written by a push)


def _plan(ctrl: ClubController, src: ClubController, source: Path, club: str,
          resolution: Resolution | None) -> PushPlan:
    member = ctrl.federation.club_named(club)
    mine = ctrl.federation.mine()
    if not ctrl.federation.is_officer() and (mine is None or mine.id != member.id):
        raise ClubRaterError(PushMessages.tr("You are {mine}'s secretary, so you push only for {mine}; the federation officer pushes for {club}. "
                                              "Nothing was pushed.").format(mine=mine.name, club=member.name) if mine else
                              PushMessages.tr("You are no club's secretary, so you push only for your own club; the federation "
                                              "officer pushes for {club}. Nothing was pushed.").format(club=member.name))
    refusal = systems_fit(src.system, ctrl.system)
    if refusal:
        raise ClubRaterError(refusal)
    h, fed = src.history, ctrl.history
    if resolution is not None:
        mine_names = {name_key(p.name) for p in h.players.values()}
        unknown = [k for k in [*resolution.match, *resolution.new] if k not in mine_names]
        if unknown:
            raise ClubRaterError(PushMessages.tr("{file} has no player called {names} (--match and --new name the club file's players); "
                                                 "nothing was pushed.").format(file=source.name, names=", ".join(repr(k) for k in unknown)))
    matched, new, conflicts = match_players(list(h.players.values()), _targets(ctrl), resolution)
    player_map = {p.id: t.id for p, t, _ in matched}
    matches = tuple(Match(p.name, t.id, t.name, t.home, how) for p, t, how in matched)
    new_players = tuple(replace(p, name=n) for p, n in new)
    fed_events = {name_key(e.name): e for e in fed.events.values()}
    event_map: dict[int, int] = {}
    new_events: list[Event] = []
    known_events: list[str] = []
    for e in sorted(h.events.values(), key=lambda e: e.seq):
        there = fed_events.get(name_key(e.name))
        if there is not None:
            event_map[e.id] = there.id
            known_events.append(e.name)
        else:
            new_events.append(e)
    games = sorted(h.games, key=lambda g: (g.date, g.seq))
    same_players, same_events = {i: i for i in fed.players}, {i: i for i in fed.events}
    existing = Counter(k for k in (game_key(g, same_players, same_events) for g in fed.games) if k is not None)
    new_games, known_games = split_known(games, [game_key(g, player_map, event_map) for g in games], existing)
    adjs = sorted(h.adjustments, key=lambda a: (a.date, a.seq))
    existing_adj = Counter(k for k in (adjustment_key(a, same_players) for a in fed.adjustments) if k is not None)
    new_adjs, known_adjs = split_known(adjs, [adjustment_key(a, player_map) for a in adjs], existing_adj)
    if not ctrl.federation.is_officer():  # the federation's game rule (issue 25, item 4), said before the server would
        homes = {t.id: t.home for _p, t, _how in matched}
        for g in new_games:
            ours = any(pid not in player_map or homes.get(player_map[pid]) == member.name for pid in (g.black, g.white))
            if not ours and g.event is not None:
                ours = g.event not in event_map or ctrl.event_club.get(event_map[g.event]) == member.id
            if not ours:
                black, white = h.players[g.black].name, h.players[g.white].name
                conflicts.append(Conflict(
                    PushMessages.tr("the game {black} - {white} of {date}").format(black=black, white=white, date=g.date),
                    PushMessages.tr("neither player plays for {club} and the game is in no event of {club}'s: only their "
                                    "clubs' secretaries or the federation officer can enter it").format(club=member.name)))
    checks.pushed_text(source.name, new_players, new_events,
                       [*((PushMessages.tr("Game {number}").format(number=g.id), g.note) for g in new_games),
                        *((PushMessages.tr("Adjustment {number}").format(number=a.id), a.note) for a in new_adjs)])
    notes: list[str] = []
    if src.system != ctrl.system:
        notes.append(PushMessages.tr("the club file rates with {source}, the federation with {target}: new players bring their "
                                     "starting ranks; their ratings are worked out the federation's way").format(
            source=known("RatingSystems", src.system.label), target=known("RatingSystems", ctrl.system.label)))
    playing = {g.black for g in new_games} | {g.white for g in new_games}
    unused = [p for p in new_players if p.id not in playing]
    if unused:
        notes.append(PushMessages.tr("%n new player(s) without a game in the file", "", len(unused)))
    return PushPlan(source=source, club=member.name, matches=matches, new_players=new_players,
                    conflicts=tuple(conflicts), new_events=tuple(new_events), known_events=tuple(known_events),
                    new_games=tuple(new_games), known_games=known_games, new_adjustments=tuple(new_adjs),
                    known_adjustments=known_adjs, notes=tuple(notes), player_map=player_map, event_map=event_map)


@dataclass(frozen=True, slots=True)
class Pushed:
    """What a push stored."""

    players: int
    events: int
    games: int
    adjustments: int

    def sentence(self, club: str) -> str:
        return PushMessages.tr("Pushed into the federation as {club}: {players}, {events}, {games}, {adjustments}.").format(
            club=club, players=PushMessages.tr("%n new player(s)", "", self.players),
            events=PushMessages.tr("%n event(s)", "", self.events), games=PushMessages.tr("%n game(s)", "", self.games),
            adjustments=PushMessages.tr("%n adjustment(s)", "", self.adjustments))


def push(ctrl: ClubController, source: Path, club: str, resolution: Resolution | None = None) -> Pushed:
    """Push the club file into the federation in one server transaction: all of it, or nothing.

    The plan is made again inside the transaction (which first catches up with other secretaries'
    saves), so what is written is decided on the federation as it is at that moment; any conflict
    then refuses the whole push.
    """
    from sqlalchemy import insert

    from clubrater.store.models import AdjustmentRecord, EventRecord, GameRecord

    src = _open_source(Path(source))
    try:
        with ctrl.db.transaction() as s:
            plan = _plan(ctrl, src, Path(source), club, resolution)
            if plan.conflicts:
                raise PushConflictError(
                    PushMessages.tr("{file} was not pushed (nothing was written): {conflicts} to settle first, with --match or "
                                    "--new.").format(file=Path(source).name,
                                                     conflicts=PushMessages.tr("%n conflict(s)", "", len(plan.conflicts))),
                    plan.conflicts)
            cid = ctrl.federation.club_named(club).id
            pmap = dict(plan.player_map)
            recs = []
            for p in plan.new_players:
                rec = storage.player_record(storage.row_of(p))
                rec.home_club_id = cid
                recs.append((p.id, rec))
            s.add_all([r for _, r in recs])
            emap = dict(plan.event_map)
            base = max((e.seq for e in ctrl.history.events.values()), default=0)
            ev_recs = []
            for n, e in enumerate(plan.new_events, start=1):
                erec = EventRecord(name=e.name, start=e.start, end=e.end, place=e.place, klass=e.klass,
                                  rounds=e.rounds, komi=e.komi, handicap_policy=e.handicap_policy, rated=e.rated,
                                  seq=base + n)
                erec.club_id = cid
                ev_recs.append((e.id, erec))
            s.add_all([r for _, r in ev_recs])
            s.flush()
            pmap.update({old: rec.id for old, rec in recs})
            emap.update({old: rec.id for old, rec in ev_recs})
            # the file's own entry order, games and adjustments together, is kept (replay tie-break): the server
            # numbers rows in the order they are inserted (revision 0007), so they go in that order, a run of
            # games or of adjustments at a time
            items: list[Game | Adjustment] = sorted([*plan.new_games, *plan.new_adjustments], key=lambda x: x.seq)
            runs: list[tuple[Any, list[dict[str, Any]]]] = []
            for x in items:
                model: Any
                if isinstance(x, Adjustment):
                    model, v = AdjustmentRecord, {
                        "seq": 0, "date": x.date, "player_id": pmap[x.player], "rank": storage.rank_text(x.rank),
                        "index": x.index, "rating": x.rating, "note": x.note, "club_id": cid}
                else:
                    v = storage.game_values(GameInput.of(x))
                    v.update(seq=0, black_id=pmap[x.black], white_id=pmap[x.white],
                             event_id=emap[x.event] if x.event is not None else None, club_id=cid)
                    model = GameRecord
                if runs and runs[-1][0] is model:
                    runs[-1][1].append(v)
                else:
                    runs.append((model, [v]))
            for model, values in runs:  # executemany (psycopg pipelines it); multi-row VALUES compiled six times slower
                s.execute(insert(model), values)
            game_values = [v for m, vs in runs if m is GameRecord for v in vs]
            adj_values = [v for m, vs in runs if m is AdjustmentRecord for v in vs]
            log.info("push of %s as %s: %d players, %d events, %d games, %d adjustments", source, club,
                     len(recs), len(ev_recs), len(game_values), len(adj_values))
    finally:
        src.db.close()
    ctrl.reload()
    return Pushed(len(plan.new_players), len(plan.new_events), len(plan.new_games), len(plan.new_adjustments))


# --------------------------------------------------------------------- pull
def pull(ctrl: ClubController, club: str, path: Path) -> str:
    """Write the whole federation into a NEW club file whose own club is `club`; returns what was written.

    Written beside the final name and put in place only when complete, and never over an existing file.
    """
    from sqlalchemy import delete, insert, select, text

    from clubrater.controller.session import ClubController
    from clubrater.store.models import (
        AdjustmentRecord,
        Club,
        EventRecord,
        GameRecord,
        MemberClubRecord,
        PlayerRecord,
    )

    path = Path(path).expanduser()
    if path.exists():
        raise ClubRaterError(PushMessages.tr("{path} already exists; ClubRater never overwrites a club file. Nothing was written.").format(path=path))
    if not path.parent.is_dir():
        raise ClubRaterError(PushMessages.tr("There is no folder {folder}; nothing was written.").format(folder=path.parent))
    member = ctrl.federation.club_named(club)

    def rows(model: Any) -> list[dict[str, Any]]:
        cols = [c.key for c in model.__table__.columns]
        return [dict(zip(cols, r)) for r in s.execute(select(*[model.__table__.c[c] for c in cols])).all()]

    with ctrl.db.reading() as s:
        if getattr(ctrl, "on_server", False):
            s.execute(text("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"))  # one consistent picture
        clubs = rows(MemberClubRecord)
        players, events = rows(PlayerRecord), rows(EventRecord)
        games, adjustments = rows(GameRecord), rows(AdjustmentRecord)
        settings = s.get(Club, 1)
        assert settings is not None
        komi, game_type, language = settings.default_komi, settings.default_game_type, settings.language
    # the named club becomes member club 1 (a club file's own), the others follow in their order
    order = [member.id] + sorted(c["id"] for c in clubs if c["id"] != member.id)
    renumber = {old: n for n, old in enumerate(order, start=1)}
    for r in players:
        r["home_club_id"] = renumber[r["home_club_id"]]
    for rs in (events, games, adjustments):
        for r in rs:
            r["club_id"] = renumber[r["club_id"]]
    tmp = path.with_name(f".{path.name}.pulling")
    for leftover in (tmp, tmp.with_name(tmp.name + "-wal"), tmp.with_name(tmp.name + "-shm")):
        leftover.unlink(missing_ok=True)
    try:
        out = ClubController.create(tmp, ctrl.system, member.name)
        try:
            with out.db.transaction() as t:
                t.execute(delete(MemberClubRecord))
                t.execute(insert(MemberClubRecord), [
                    {"id": renumber[c["id"]], "name": c["name"], "role": None} for c in clubs])
                for model, data in ((PlayerRecord, players), (EventRecord, events), (GameRecord, games),
                                    (AdjustmentRecord, adjustments)):
                    if data:
                        t.execute(insert(model), data)
                row = t.get(Club, 1)
                assert row is not None
                row.default_komi, row.default_game_type, row.language = komi, game_type, language
                row.next_seq = max([r["seq"] for r in games] + [r["seq"] for r in adjustments] + [0]) + 1
            out.reload()
        finally:
            out.close()
        no_clobber_rename(tmp, path)
    except BaseException:
        for leftover in (tmp, tmp.with_name(tmp.name + "-wal"), tmp.with_name(tmp.name + "-shm")):
            leftover.unlink(missing_ok=True)
        raise
    return PushMessages.tr("Wrote {file} for {club}: {players}, {games}, {events}, {adjustments} from {clubs}.").format(
        file=path, club=member.name, players=PushMessages.tr("%n player(s)", "", len(players)),
        games=PushMessages.tr("%n game(s)", "", len(games)), events=PushMessages.tr("%n event(s)", "", len(events)),
        adjustments=PushMessages.tr("%n adjustment(s)", "", len(adjustments)),
        clubs=PushMessages.tr("%n member club(s)", "", len(clubs)))


def no_clobber_rename(tmp: Path, final: Path) -> None:
    """Put a finished file in place only if nothing is there (a link fails on an existing name), atomically."""
    try:
        os.link(tmp, final)
    except FileExistsError:
        raise ClubRaterError(PushMessages.tr("{path} already exists; ClubRater never overwrites a club file. Nothing was written.").format(path=final)) \
            from None
    tmp.unlink()
