"""The federations' rating lists the club keeps (issue 20): load, find, add a member from a list, compare.

The club keeps one current list per federation (EGD, FFG, AGA) with its date, as rows beside
its own tables. A list is never part of the club's history: loading, replacing or comparing
one changes no rating. What a list gives a player is kept apart from what the club decided:
his federation ID (EGD PIN, FFG licence, AGA ID) and the federation's rating, shown beside the
club's own.

`ListStore` works on the file alone (a search needs no club history, so `list find` opens no
more than the file); `RatingLists` is the use case on the open club (adding players, sync).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from clubrater.controller import checks, storage
from clubrater.controller.changes import Changes
from clubrater.controller.state import ClubState
from clubrater.controller.storage import PlayerLinks as PlayerLinks  # (a value of its own, read by storage.py)
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Day, Messages
from clubrater.domain.model import Player, RatingSystem
from clubrater.domain.names import name_key
from clubrater.domain.ranks import Rank
from clubrater.domain.rating_list import (
    FEDERATIONS,
    ID_NAMES,
    LIST_NAMES,
    ListEntry,
    ListIndex,
    RatingList,
    federation_of,
    folded_names,
    search_key,
    split_reference,
    words_distinct,
)
from clubrater.domain.records import PlayerRow
from clubrater.domain.shogi import parse_grade

if TYPE_CHECKING:  # the kept lists are read with plain sqlite3 (`list find`, the quick standings: issue 29)
    from clubrater.store.database import Database
    from clubrater.store.quick import QuickFile


class ListMessages(Messages):
    """Federation rating lists kept by the club."""


ID_COLUMNS = {"egd": "egd_pin", "ffg": "ffg_licence", "aga": "aga_id"}  # where a player's ID in each list is kept
LISTS = Changes(settings=True)  # a list loaded or its address changed: no player, game or rating changes
_ENTRY_COLUMNS = ("federation, ext_id, surname, first_name, country, club, grade, rank, rating, licence_status, "
                  "membership, expires, tournaments, last_tournament, line")  # fmt: skip
_SAME_COUNTRY = {"GB": "UK"}  # the EGD writes Great Britain as UK


def _day(d: date | None) -> str:
    """ "27 Dec 2018" in English (the window: its one date form)."""
    return Day(d, f"{d.day} {d:%b %Y}") if d else ListMessages.tr("unknown date")


class OlderListError(ClubRaterError):
    """A list older than the one the club keeps: loaded only when the secretary insists (force)."""


@dataclass(frozen=True, slots=True)
class KeptList:
    """What the club keeps of one federation's list."""

    federation: str
    date: date | None
    source: str
    players: int
    url: str  # where `list update` downloads it ("" = the federation's published address)
    loaded_at: datetime | None = None

    def describe(self) -> str:
        return ListMessages.tr("{list} of {date}: {players} players").format(
            list=LIST_NAMES[self.federation], date=_day(self.date), players=f"{self.players:,}")


@dataclass(frozen=True, slots=True)
class ListLoaded(Changes):
    """A list loaded: what it holds and what it replaced, in one line for the secretary."""

    summary: str = ""
    federation: str = ""


def _entry(row: Sequence[Any]) -> ListEntry:
    fed, ext_id, sur, first, country, club, grade, rank, rating, status, membership, expires, nt, last, line = row
    if rating is not None and fed != "aga" and float(rating).is_integer():
        rating = int(rating)
    return ListEntry(fed, ext_id, sur, first, country, club, grade, rank, rating, status, membership,
                     date.fromisoformat(expires) if expires else None, nt, last, line)  # fmt: skip


def _like(token: str) -> str:
    """A LIKE pattern for a word that begins with `token` (the search column has a space before every word)."""
    escaped = token.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"% {escaped}%"


class ListStore:
    """The kept lists in one club file: load, replace, read and search them."""

    def __init__(self, db: Database | QuickFile) -> None:
        self.db = db
        self._index: ListIndex | None = None

    @classmethod
    def open(cls, path: str | Path, *, writable: bool = False) -> ListStore:
        """The lists of a club file, without reading the club's history (a search opens in milliseconds).

        For reading the file is opened read-only and unchecked (nothing is written): with plain sqlite3 when it
        is at this ClubRater's schema (store/quick.py: no SQLAlchemy, issue 29); for loading a list it is opened
        as the club is (checked, backed up once a day, upgraded if it must be).
        """
        from clubrater.store.quick import QuickFile

        if writable:
            from clubrater.store.database import Database

            return cls(Database.open(path))
        quick = QuickFile.try_open(Path(path))
        if quick is not None:
            return cls(quick)
        from clubrater.store.database import Database, DatabaseError

        try:
            return cls(Database.open(path, read_only=True, check=False))
        except DatabaseError:  # a file that needs upgrading: open it properly (backup, migration)
            db = Database.open(path)
            db.close()
            return cls(Database.open(path, read_only=True, check=False))

    def close(self) -> None:
        self.db.close()

    def _raw(self, session: Any) -> sqlite3.Connection:
        raw = session.connection().connection.driver_connection
        assert raw is not None
        return raw

    # ----------------------------------------------------------------- what is kept
    def kept(self) -> list[KeptList]:
        """The lists the club keeps (and addresses set without a list), EGD first."""
        with storage.raw_reading(self.db) as raw:
            rows = raw.execute(
                "SELECT federation, list_date, source, players, url, loaded_at FROM rating_lists").fetchall()
        kept = [KeptList(f, date.fromisoformat(d) if d else None, src, n, url,
                         datetime.fromisoformat(at) if at else None) for f, d, src, n, url, at in rows]  # fmt: skip
        return sorted(kept, key=lambda k: FEDERATIONS.index(k.federation))

    def kept_list(self, federation: str) -> KeptList | None:
        return next((k for k in self.kept() if k.federation == federation and k.loaded_at is not None), None)

    def url(self, federation: str) -> str:
        """Where `list update` downloads this federation's list: the club's setting, else the published address."""
        fed = federation_of(federation)
        kept = next((k for k in self.kept() if k.federation == fed), None)
        from clubrater.io.rating_lists import DEFAULT_URLS

        return kept.url if kept and kept.url else DEFAULT_URLS[fed]

    def set_url(self, federation: str, url: str) -> Changes:
        """The club's address for a federation's list ("" goes back to the published address)."""
        fed = federation_of(federation)
        url = url.strip()
        if url and not url.lower().startswith(("http://", "https://")):
            raise ClubRaterError(ListMessages.tr('"{url}" is not a web address (http:// or https://); nothing was changed.').format(url=url))
        with self.db.transaction() as s:
            raw = self._raw(s)
            raw.execute("INSERT INTO rating_lists (federation, url) VALUES (?, ?) "
                        "ON CONFLICT (federation) DO UPDATE SET url = excluded.url", (fed, url))  # fmt: skip
        return LISTS

    # ----------------------------------------------------------------- loading
    def load(self, path: str | Path, federation: str | None = None, *, force: bool = False) -> ListLoaded:
        """Load a list file (recognised by content) as the club's current list of its federation."""
        fed = federation_of(federation) if federation else None
        from clubrater.io.rating_lists import read_list_file

        return self.keep(read_list_file(Path(path), fed), force=force)

    def update(self, federation: str, *, force: bool = False, timeout: float = 60.0) -> ListLoaded:
        """Download the federation's list from the club's address for it and keep it."""
        fed = federation_of(federation)
        from clubrater.io.rating_lists import download_list

        return self.keep(download_list(self.url(fed), fed, timeout=timeout), force=force)

    def keep(self, rl: RatingList, *, force: bool = False) -> ListLoaded:
        """Keep `rl` as the club's list of its federation, replacing the one kept (whole, in one transaction).

        An older list than the one kept is refused unless `force`: a stale download must not
        quietly replace this month's list.
        """
        old = self.kept_list(rl.federation)
        name = LIST_NAMES[rl.federation]
        if old is not None and old.date and rl.date and rl.date < old.date and not force:
            raise OlderListError(ListMessages.tr("This {name} is of {date}, older than the one the club keeps ({kept}); nothing was loaded. "
                                                 "Load it with --force to replace the newer list anyway.").format(
                name=name, date=_day(rl.date), kept=_day(old.date)))  # fmt: skip
        keys = folded_names(rl.entries)
        rows = [(e.federation, e.id, e.surname, e.first_name, e.country, e.club, e.grade, e.rank, e.rating,
                 e.licence_status, e.membership, e.expires.isoformat() if e.expires else None, e.tournaments,
                 e.last_tournament, e.line, f" {sur} | {first}") for e, (sur, first) in zip(rl.entries, keys)]  # fmt: skip
        with self.db.transaction() as s:
            raw = self._raw(s)
            raw.execute("DELETE FROM rating_list_entries WHERE federation = ?", (rl.federation,))
            raw.execute(
                "INSERT INTO rating_lists (federation, list_date, source, loaded_at, players, placeholders) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (federation) DO UPDATE SET list_date = excluded.list_date, "
                "source = excluded.source, loaded_at = excluded.loaded_at, players = excluded.players, "
                "placeholders = excluded.placeholders",
                (rl.federation, rl.date.isoformat() if rl.date else None, rl.source[:500],
                 datetime.now().isoformat(sep=" "), len(rl.entries), rl.placeholders),
            )  # fmt: skip
            raw.executemany(f"INSERT INTO rating_list_entries ({_ENTRY_COLUMNS}, search) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)  # noqa: S608 (constant)
        self._index = None
        summary = rl.describe()
        if old is not None:
            summary = ListMessages.tr("{summary}; replaces the list of {date}").format(summary=summary, date=_day(old.date))
        if rl.placeholders:
            summary = ListMessages.tr("{summary} ({count} placeholder entries left out)").format(
                summary=summary, count=f"{rl.placeholders:,}")
        return ListLoaded(settings=True, summary=summary, federation=rl.federation)

    # ----------------------------------------------------------------- reading
    def entries(self, federation: str | None = None) -> list[ListEntry]:
        """Every entry of the kept lists (or of one), in each list's order."""
        fed = federation_of(federation) if federation else None
        sql = f"SELECT {_ENTRY_COLUMNS} FROM rating_list_entries"  # noqa: S608 (constant)
        with storage.raw_reading(self.db) as raw:
            cur = raw.execute(sql + (" WHERE federation = ?" if fed else "") + " ORDER BY id",
                                       (fed,) if fed else ())  # fmt: skip
            return [_entry(r) for r in cur.fetchall()]

    def entry(self, federation: str, ident: str) -> ListEntry | None:
        """The entry with this ID in the federation's kept list, None when there is none."""
        with storage.raw_reading(self.db) as raw:
            row = raw.execute(
                f"SELECT {_ENTRY_COLUMNS} FROM rating_list_entries WHERE federation = ? AND ext_id = ? "  # noqa: S608
                "COLLATE NOCASE", (federation, ident.strip())).fetchone()  # fmt: skip
        return _entry(row) if row else None

    def lookup(self, reference: str) -> ListEntry:
        """`egd:12345678` -> the entry; refused in one sentence when the list or the ID is not there."""
        fed, ident = split_reference(reference)
        kept = self.kept_list(fed)
        if kept is None:
            raise ClubRaterError(ListMessages.tr("The club keeps no {list}; load one first (clubrater list load FILE, or clubrater list "
                                                 "update {fed}).").format(list=LIST_NAMES[fed], fed=fed))  # fmt: skip
        got = self.entry(fed, ident)
        if got is None:
            raise ClubRaterError(ListMessages.tr("There is nobody with {id_name} {id} in the {list} of {date}.").format(
                id_name=ID_NAMES[fed], id=ident, list=LIST_NAMES[fed], date=_day(kept.date)))
        return got

    def find(self, text: str, limit: int = 50, federation: str | None = None) -> list[ListEntry]:
        """Best matches first, as `ListIndex.find` ranks them, searched in the file (no index to build first)."""
        query = text.strip()
        fed, sep, rest = query.partition(":")
        if sep and fed.strip().casefold() in FEDERATIONS:
            federation, query = fed.strip().casefold(), rest.strip()
        fed_sql, fed_args = (" AND federation = ?", [federation]) if federation else ("", [])
        found: list[ListEntry] = []
        seen: set[tuple[str, str]] = set()
        with storage.raw_reading(self.db) as raw:
            if query and " " not in query and any(ch.isdigit() for ch in query):
                rows = raw.execute(
                    f"SELECT {_ENTRY_COLUMNS} FROM rating_list_entries WHERE ext_id LIKE ? ESCAPE '\\'{fed_sql} "  # noqa: S608
                    "ORDER BY lower(ext_id), federation LIMIT ?",
                    [_like(query.casefold())[2:], *fed_args, limit]).fetchall()  # fmt: skip
                for r in rows:
                    found.append(_entry(r))
                    seen.add((r[0], r[1]))
            tokens = [t for t in search_key(query).split() if any(ch.isalnum() for ch in t)]
            if tokens and len(found) < limit:
                found += self._find_names(raw, tokens, limit - len(found), fed_sql, fed_args, seen)
        return found[:limit]

    def _find_names(self, raw: sqlite3.Connection, tokens: list[str], limit: int, fed_sql: str, fed_args: list[Any],
                    seen: set[tuple[str, str]]) -> list[ListEntry]:  # fmt: skip
        """Rank by name in SQL, carrying only ids through the sort, then read the few rows shown."""
        where = " AND ".join("search LIKE ? ESCAPE '\\'" for _ in tokens)
        # The same order as ListIndex: whole words matched, then the first word beginning the surname, then list order.
        whole = " + ".join("(instr(search || ' ', ' ' || ? || ' ') > 0)" for _ in tokens)
        first = "(instr(search, ' ' || ?) > instr(search, ' | '))"
        sql = (f"SELECT id, federation, ext_id, search FROM rating_list_entries WHERE {where}{fed_sql} "  # noqa: S608
               f"ORDER BY {whole} DESC, {first}, id LIMIT ?")  # fmt: skip
        args = [*(_like(t) for t in tokens), *fed_args, *tokens, tokens[0], limit * 4 + 20]
        ids: list[int] = []
        for rowid, fed, ext_id, search in raw.execute(sql, args):
            if ext_id and (fed, ext_id) in seen:
                continue
            if len(tokens) > 1 and not words_distinct(search.replace(" | ", " ").split(), tokens):
                continue
            ids.append(rowid)
            if len(ids) >= limit:
                break
        if not ids:
            return []
        marks = ", ".join("?" * len(ids))
        rows = {r[0]: r[1:] for r in raw.execute(
            f"SELECT id, {_ENTRY_COLUMNS} FROM rating_list_entries WHERE id IN ({marks})", ids)}  # noqa: S608
        return [_entry(rows[i]) for i in ids]

    def index(self) -> ListIndex:
        """Every kept entry in memory for searching as the secretary types (built once, until a list changes)."""
        if self._index is None:
            with storage.raw_reading(self.db) as raw:
                rows = raw.execute(
                    f"SELECT {_ENTRY_COLUMNS}, search FROM rating_list_entries ORDER BY id").fetchall()  # noqa: S608
            entries = [_entry(r[:-1]) for r in rows]
            keys = [(sur, first) for sur, _, first in (r[-1][1:].partition(" | ") for r in rows)]
            self._index = ListIndex(entries, keys)
        return self._index


# --------------------------------------------------------------------------------------------- on the open club


@dataclass(frozen=True, slots=True)
class SyncRow:
    """One club player compared with a list: matched (by "id" or "name"), ambiguous, or with an ID not in it."""

    player_id: int
    player: str
    status: str  # "same", "differs", "ambiguous", "id not in list"
    matched_by: str = ""  # "id" or "name"
    entry: ListEntry | None = None
    differences: tuple[tuple[str, str, str], ...] = ()  # (what, the club's, the list's)
    candidates: tuple[ListEntry, ...] = ()  # the entries an ambiguous name matches


@dataclass(frozen=True, slots=True)
class SyncReport:
    """A list compared with the club's players (nothing changed yet)."""

    federation: str
    list_date: date | None
    rows: tuple[SyncRow, ...]
    unmatched: int = 0  # players without an ID whose name is in no entry

    def rows_with(self, status: str) -> list[SyncRow]:
        return [r for r in self.rows if r.status == status]


class RatingLists:
    """The kept lists on the open club: add a player from a list, compare the club with a list."""

    def __init__(self, club: ClubState) -> None:
        self._c = club
        self.store = ListStore(club.db)  # type: ignore[arg-type]  # kept lists: club files only (not on a server)

    # pass-throughs, so that the window needs only `ctrl.rating_lists`
    def kept(self) -> list[KeptList]:
        return self.store.kept()

    def load(self, path: str | Path, federation: str | None = None, *, force: bool = False) -> ListLoaded:
        return self.store.load(path, federation, force=force)

    def update(self, federation: str, *, force: bool = False) -> ListLoaded:
        return self.store.update(federation, force=force)

    def find(self, text: str, limit: int = 50, federation: str | None = None) -> list[ListEntry]:
        return self.store.index().find(text, limit, federation)

    # ----------------------------------------------------------------- a player's links
    def links(self) -> dict[int, PlayerLinks]:
        """Every player's federation IDs and federation ratings (players without any are left out)."""
        with storage.raw_reading(self._c.db) as raw:
            return storage.read_links(raw)

    def player_ids(self, federation: str) -> dict[int, str]:
        """Player id -> his ID in this federation's list (only players that have one)."""
        column = ID_COLUMNS[federation_of(federation)]
        with storage.raw_reading(self._c.db) as raw:
            rows = raw.execute(f"SELECT id, {column} FROM players WHERE {column} != ''").fetchall()  # noqa: S608
        return dict(rows)

    # ----------------------------------------------------------------- adding a member from a list
    def starting_values(self, entry: ListEntry) -> dict[str, Any]:
        """What `players.add` needs for this entry in this club's system.

        EGF clubs start him at his GoR (FFG rating + 2050; AGA converted), with the rank it stands
        for; SAGC clubs at the rank of his grade (the EGD's declared grade, else the rank from the
        rating); FESA (shogi) clubs at the shogi grade of that rank (20 kyu .. 9 dan).
        """
        system = self._c.system
        grade_rank = entry.grade_value() or entry.rank_value()
        if system in (RatingSystem.EGF, RatingSystem.EGF2021):
            rank = entry.rank_value() or grade_rank
            if rank is None:
                raise ClubRaterError(ListMessages.tr("{name} has neither a rating nor a grade in the {list}; give the rank he starts at "
                                                     "(--rank).").format(name=entry.name, list=LIST_NAMES[entry.federation]))  # fmt: skip
            return {"rank": rank, "rating": float(entry.gor) if entry.gor is not None else None}
        if grade_rank is None:
            raise ClubRaterError(ListMessages.tr("{name} has no grade or rating in the {list}; give the rank he starts at (--rank).").format(
                name=entry.name, list=LIST_NAMES[entry.federation]))  # fmt: skip
        if system == RatingSystem.FESA:
            return {"rank": None, "grade": _shogi_grade(grade_rank)}
        return {"rank": grade_rank}

    def add_player(self, reference: str, *, name: str | None = None, rank: str | Rank | None = None) -> Changes:
        """Add the player `egd:PIN` (or `ffg:`, `aga:`) from the kept list: name, country, club, ID, start values.

        All in one transaction: the player, his ID and the federation's rating. `Changes.id` is the new player.
        """
        entry = self.store.lookup(reference)
        given = storage.rank_arg(rank)
        if given is None:
            values = self.starting_values(entry)
        elif self._c.system == RatingSystem.FESA:
            values = {"rank": None, "grade": _shogi_grade(given)}
        else:  # the secretary's rank wins; an EGF club then starts him at that rank's nominal rating
            values = {"rank": given}
        return self.add_linked(entry, name or entry.name, values.pop("rank"), club=entry.club, country=entry.country,
                               **values)  # fmt: skip

    def add_linked(self, entry: ListEntry, name: str, rank: str | Rank | None, *, club: str = "", country: str = "",
                   index: int = 0, rating: float | None = None, grade: str = "") -> Changes:  # fmt: skip
        """Add a player as the secretary settled him (the window's form, filled from `entry`), linked to `entry`.

        His ID in the entry's list and the federation's rating are stored with him, in the same transaction.
        """
        fed = entry.federation
        holder = self.holder(entry)
        if holder is not None:
            raise ClubRaterError(ListMessages.tr("{name} is already in the player list with {id_name} {id}; nobody was added.").format(
                name=self._c.history.players[holder].name, id_name=ID_NAMES[fed], id=entry.id))  # fmt: skip
        row = PlayerRow(name=" ".join(name.split()), rank=storage.rank_arg(rank), club=club, country=country,
                        egd_pin=entry.id if fed == "egd" else "", rating=rating, index=index, grade=grade)  # fmt: skip
        problems = checks.player_rows(self._c, [row], set())
        if problems:
            raise ClubRaterError(ListMessages.tr("{problem} Nobody was added.").format(problem=checks.sentence(problems[0][1])))
        kept = self.store.kept_list(fed)
        with self._c.db.transaction() as s:
            rec = storage.player_record(row)
            setattr(rec, ID_COLUMNS[fed], entry.id)
            s.add(rec)
            s.flush()
            from clubrater.store.models import FederationRatingRecord

            s.add(FederationRatingRecord(player_id=rec.id, federation=fed, rating=entry.rating, rank=entry.rank,
                                         list_date=kept.date if kept else None))  # fmt: skip
            player = storage.player_of(rec)
        self._c.history.players[player.id] = player
        self._c.rerate(None, new_players_only=True)
        return Changes(players=True, ratings=True, ids=(player.id,))

    def holder(self, entry: ListEntry) -> int | None:
        """The club's player who already carries this entry's ID, if any."""
        if not entry.id:
            return None
        key = entry.id.casefold()
        return next((pid for pid, ident in self.player_ids(entry.federation).items() if ident.casefold() == key), None)

    def holder_name(self, entry: ListEntry) -> str | None:
        """The name of the club's player who already carries this entry's ID, if any (the form warns)."""
        pid = self.holder(entry)
        return self._c.history.players[pid].name if pid is not None else None

    def restore_links(self, links: dict[int, PlayerLinks]) -> Changes:
        """Put players' IDs and federation ratings back as `links()` gave them (undo and redo in the window).

        Players missing from `links` keep nothing: their IDs are emptied and their federation ratings removed.
        """
        ids = list(links)
        if not ids:
            return Changes()
        with self._c.db.transaction() as s:
            raw = self.store._raw(s)
            marks = ", ".join("?" * len(ids))
            raw.execute(f"DELETE FROM federation_ratings WHERE player_id IN ({marks})", ids)  # noqa: S608
            for pid, link in links.items():
                raw.execute("UPDATE players SET egd_pin = ?, ffg_licence = ?, aga_id = ? WHERE id = ?",
                            (link.ids.get("egd", ""), link.ids.get("ffg", ""), link.ids.get("aga", ""), pid))
                raw.executemany(
                    "INSERT INTO federation_ratings (player_id, federation, rating, rank, list_date) VALUES (?, ?, ?, ?, ?)",
                    [(pid, fed, r, rk, d.isoformat() if d else None) for fed, (r, rk, d) in link.ratings.items()])
        players = self._c.history.players
        for pid, link in links.items():
            if pid in players:
                players[pid] = _with_ids(players[pid], link.ids)
        return Changes(players=True, ids=tuple(ids))

    def links_of(self, player_ids: Iterable[int]) -> dict[int, PlayerLinks]:
        """`links()` for these players, with an empty entry for those that have none (what `restore_links` takes)."""
        every = self.links()
        return {pid: every.get(pid, PlayerLinks({}, {})) for pid in player_ids}

    # ----------------------------------------------------------------- comparing the club with a list
    def compare(self, federation: str) -> SyncReport:
        """Match the club's players to the kept list: by stored ID, else by a name that matches exactly one entry.

        Nothing is guessed: a name matching several entries is reported as ambiguous.
        """
        fed = federation_of(federation)
        kept = self.store.kept_list(fed)
        if kept is None:
            raise ClubRaterError(ListMessages.tr("The club keeps no {list}; load one first (clubrater list load FILE).").format(list=LIST_NAMES[fed]))
        entries = self.store.entries(fed)
        by_id = {e.id.casefold(): e for e in entries if e.id}
        by_name: dict[str, list[ListEntry]] = {}
        for e, (sur, first) in zip(entries, folded_names(entries)):
            by_name.setdefault(" ".join(sorted(f"{sur} {first}".split())), []).append(e)
        stored = self.player_ids(fed)
        ratings = self.links()
        states = self._c.replay.final
        rows: list[SyncRow] = []
        unmatched = 0
        for p in sorted(self._c.history.players.values(), key=lambda p: name_key(p.name)):
            ident = stored.get(p.id, "")
            if ident:
                entry = by_id.get(ident.casefold())
                if entry is None:
                    rows.append(SyncRow(p.id, p.name, "id not in list", "id"))
                    continue
                how = "id"
            else:
                found = by_name.get(" ".join(sorted(search_key(p.name).split())), [])
                if not found:
                    unmatched += 1
                    continue
                if len(found) > 1:
                    rows.append(SyncRow(p.id, p.name, "ambiguous", candidates=tuple(found)))
                    continue
                entry, how = found[0], "name"
            state = states.get(p.id)
            fed_rating = ratings.get(p.id, PlayerLinks({}, {})).ratings.get(fed)
            diffs = _differences(p, state.rank if state else p.rank, fed_rating[0] if fed_rating else None, entry)
            if how == "name":  # found by name: his ID is not stored yet
                diffs = (("id", "", entry.id), *diffs)
            rows.append(SyncRow(p.id, p.name, "differs" if diffs else "same", how, entry, diffs))
        return SyncReport(fed, kept.date, tuple(rows), unmatched)

    def apply(self, report: SyncReport) -> Changes:
        """Store the IDs found and the federation's rating for every matched player; nothing else changes.

        The club's own ranks, ratings, clubs and countries stay as they are (the history is the club's).
        """
        fed = report.federation
        column = ID_COLUMNS[fed]
        matched = [r for r in report.rows if r.entry is not None and r.status in ("same", "differs")]
        if not matched:
            return Changes()
        day = report.list_date.isoformat() if report.list_date else None
        with self._c.db.transaction() as s:
            raw = self.store._raw(s)
            raw.executemany(f"UPDATE players SET {column} = ? WHERE id = ?",  # noqa: S608 (column from ID_COLUMNS)
                            [(r.entry.id, r.player_id) for r in matched if r.entry])  # fmt: skip
            raw.executemany(
                "INSERT INTO federation_ratings (player_id, federation, rating, rank, list_date) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT (player_id, federation) DO UPDATE SET rating = excluded.rating, rank = excluded.rank, "
                "list_date = excluded.list_date",
                [(r.player_id, fed, r.entry.rating, r.entry.rank, day) for r in matched if r.entry])  # fmt: skip
        players = self._c.history.players  # the domain Player carries all three IDs (issue 30)
        for r in matched:
            if r.entry:
                p = players[r.player_id]
                players[r.player_id] = _with_ids(p, {**_ids_of(p), fed: r.entry.id})
        return Changes(players=True, ids=tuple(r.player_id for r in matched))

    def sync(self, federation: str, *, apply: bool = False) -> tuple[SyncReport, Changes]:
        """`list sync [--apply]`: the comparison, and with `apply` the IDs and federation ratings stored."""
        report = self.compare(federation)
        return report, (self.apply(report) if apply else Changes())


def _ids_of(p: Player) -> dict[str, str]:
    return {"egd": p.egd_pin, "ffg": p.ffg_licence, "aga": p.aga_id}


def _with_ids(p: Player, ids: dict[str, str]) -> Player:
    """The player with his three list IDs as `ids` gives them (missing ones empty); himself when they are his."""
    egd, ffg, aga = ids.get("egd", ""), ids.get("ffg", ""), ids.get("aga", "")
    if (p.egd_pin, p.ffg_licence, p.aga_id) == (egd, ffg, aga):
        return p
    return replace(p, egd_pin=egd, ffg_licence=ffg, aga_id=aga)


def _shogi_grade(rank: Rank) -> str:
    """A Go rank as the shogi grade a FESA club starts a player at: 20 kyu .. 1 kyu, 1 dan .. 9 dan."""
    text = f"{min(rank.level, 20)} kyu" if rank.kind == "k" else f"{min(rank.level, 9)} dan"
    return str(parse_grade(text))


def _same_country(a: str, b: str) -> bool:
    a, b = a.strip().upper(), b.strip().upper()
    return _SAME_COUNTRY.get(a, a) == _SAME_COUNTRY.get(b, b)


def _differences(p: Player, rank: Rank | None, fed_rating: float | None,
                 e: ListEntry) -> tuple[tuple[str, str, str], ...]:  # fmt: skip
    """What the club has that the list says otherwise: rank, federation rating, club, country."""
    out: list[tuple[str, str, str]] = []
    list_rank = e.rank_value()
    if list_rank is not None and rank is not None and list_rank != rank:
        out.append(("rank", str(rank), str(list_rank)))
    if e.rating is not None and fed_rating != e.rating:
        out.append(("rating", "" if fed_rating is None else f"{fed_rating:g}", f"{e.rating:g}"))
    if e.club and p.club.strip().casefold() != e.club.casefold():
        out.append(("club", p.club, e.club))
    if e.country and not _same_country(p.country, e.country):
        out.append(("country", p.country, e.country))
    return tuple(out)


def entries_json(entries: Iterable[ListEntry]) -> list[dict[str, Any]]:
    """Entries as `list show/find --format json` prints them."""
    return [e.to_json() for e in entries]
