"""The player list: add, edit, mark inactive, merge two entries for one person, adjust a rank.

Every method is one change that returns `Changes` (ids: the player or adjustment it
created or touched). The inverse operations (`restore`, `unmerge`, `restore_adjustment`,
`delete` of a player without games) are what undo calls: they put back exactly what was
there, with the same ids, so every later rating comes back exactly too.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date

from sqlalchemy import delete, select, update

from clubrater.controller import checks, storage
from clubrater.controller.changes import Changes
from clubrater.controller.state import ClubState
from clubrater.controller.versions import expect, mark, missing, unchanged
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.domain.model import Adjustment, Player, RatingSystem
from clubrater.domain.names import name_key, strip_invisible
from clubrater.domain.ranks import Rank
from clubrater.domain.records import PlayerRow
from clubrater.store.models import AdjustmentRecord, Club, FederationRatingRecord, GameRecord, PlayerRecord


class PlayerMessages(Messages):
    """A player's refusals: adding, editing, merging, adjusting."""


EDITABLE = ("name", "rank", "club", "country", "egd_pin", "index", "rating", "grade", "active", "start_state",
            "ffg_licence", "aga_id")
_RATING_FIELDS = ("rank", "index", "rating", "grade", "start_state")
PLAYER = Changes(players=True, ratings=True)
EVERYTHING_RATED = Changes(players=True, games=True, ratings=True)


@dataclass(frozen=True, slots=True)
class MergeRecord:
    """What a merge moved, so that undo can put it back exactly."""

    kept: int
    dropped: Player
    black_games: tuple[int, ...]
    white_games: tuple[int, ...]
    adjustments: tuple[int, ...]
    # the dropped player's federation ratings (federation, rating, rank, list date): deleted with him, put back
    federation_ratings: tuple[tuple[str, float | None, str, date | None], ...] = ()


@dataclass(frozen=True, slots=True)
class Merged(Changes):
    """A merge's Changes, carrying what it moved (the undo stack keeps it for `unmerge`)."""

    record: MergeRecord | None = None


class Players:
    def __init__(self, club: ClubState) -> None:
        self._c = club

    def _player(self, player_id: int, read: int | None = None) -> Player:
        if player_id not in self._c.history.players:  # deleted by someone since `read` (who and when), or never there
            raise missing(self._c, "player", player_id, read,
                          PlayerMessages.tr("There is no player number {number}.").format(number=player_id))
        return self._c.player(player_id)

    # ----------------------------------------------------------------- add, edit, delete
    def add(
        self, name: str, rank: str | Rank | None, *, club: str = "", country: str = "", egd_pin: str = "",
        index: int = 0, rating: float | None = None, grade: str = "", start_state: dict | None = None,
        ffg_licence: str = "", aga_id: str = "",
    ) -> Changes:
        """A new player; `Changes.id` is their id."""
        # Typed names lose invisible format characters (U+202E...), as imported ones do (issue 16).
        row = PlayerRow(name=strip_invisible(name), rank=storage.rank_arg(rank), club=strip_invisible(club),
                        country=strip_invisible(country), egd_pin=egd_pin, rating=rating, index=index, grade=grade,
                        start_state=start_state, ffg_licence=ffg_licence.strip(), aga_id=aga_id.strip())
        self._c.sync()  # on a server: a name another club has just taken is known
        problems = checks.player_rows(self._c, [row], set())
        if problems:
            raise ClubRaterError(checks.sentence(problems[0][1]))
        if self._c.federation.may_add_player():  # the federation officer has no club of his own
            raise ClubRaterError(self._c.federation.may_add_player())
        with self._c.db.transaction() as s:
            rec = storage.player_record(row)
            s.add(rec)
            s.flush()
            player = storage.player_of(rec)
        self._c.history.players[player.id] = player
        self._c.rerate(None, new_players_only=True)
        return replace(PLAYER, ids=(player.id,))

    def edit(self, player_id: int, *, read: int | None = None, **changes: object) -> Changes:
        """Change a player's details (any of EDITABLE).

        A changed rank, starting index, rating or grade re-rates the whole history,
        since it is the player's starting point. `read`: the version the caller read the player at
        (`ctrl.version()`; by default the client's version now): changed since by someone else, refused.
        """
        read = mark(self._c) if read is None else read
        self._c.sync()
        old = self._player(player_id, read)
        self._c.federation.check("player", player_id)  # another club's player: the server would refuse it
        unknown = set(changes) - set(EDITABLE)
        if unknown:
            raise ClubRaterError(PlayerMessages.tr("Cannot change {fields} of a player.").format(fields=", ".join(sorted(unknown))))
        if "rank" in changes:
            changes["rank"] = storage.rank_arg(changes["rank"])  # type: ignore[arg-type]
        for key in ("name", "club", "country"):
            if isinstance(changes.get(key), str):
                changes[key] = strip_invisible(changes[key])  # type: ignore[arg-type]
        new = replace(old, **changes)  # type: ignore[arg-type]
        checks.refuse_text({checks.FIELD_NAME: new.name, checks.FIELD_CLUB: new.club, checks.FIELD_COUNTRY: new.country,
                            checks.FIELD_PIN: new.egd_pin, checks.FIELD_GRADE: new.grade},
                           names=(checks.FIELD_NAME, checks.FIELD_CLUB))  # every field, not only a new name
        if name_key(new.name) != name_key(old.name) or not new.name.strip():
            problems = checks.player_rows(self._c, [storage.row_of(new)], set())
            if problems:
                raise ClubRaterError(checks.sentence(problems[0][1]))
        elif new.rank is None and self._c.system != RatingSystem.FESA:
            raise ClubRaterError(PlayerMessages.tr("{name} needs a rank.").format(name=new.name))
        with unchanged(self._c, "player", [player_id], read) as s:
            done = s.execute(
                update(PlayerRecord).where(PlayerRecord.id == player_id).values(
                    name=new.name.strip(), name_key=name_key(new.name), rank=storage.rank_text(new.rank),
                    start_index=new.index, start_rating=new.rating, club=new.club, country=new.country,
                    egd_pin=new.egd_pin, grade=new.grade, active=new.active, start_state=new.start_state,
                    ffg_licence=new.ffg_licence, aga_id=new.aga_id,
                )
            )
            expect(s, done, "player", [player_id])
        self._c.history.players[player_id] = new
        if any(getattr(old, f) != getattr(new, f) for f in _RATING_FIELDS):
            self._c.rerate(date.min)
            return replace(EVERYTHING_RATED, ids=(player_id,))
        return replace(PLAYER, ids=(player_id,))

    def set_active(self, player_id: int, active: bool, *, read: int | None = None) -> Changes:
        """Inactive players keep their games but leave the standings."""
        return self.edit(player_id, active=active, read=read)

    def delete(self, player_id: int, *, read: int | None = None) -> Changes:
        """Remove a player who has no games or adjustments (undo of an add)."""
        read = mark(self._c) if read is None else read
        self._c.sync()
        p = self._player(player_id, read)
        self._c.federation.check("player", player_id)
        h = self._c.history
        if any(player_id in (g.black, g.white) for g in h.games) or any(a.player == player_id for a in h.adjustments):
            raise ClubRaterError(PlayerMessages.tr("{name} has games or adjustments; merge the player instead of deleting.").format(name=p.name))
        with unchanged(self._c, "player", [player_id], read) as s:
            expect(s, s.execute(delete(PlayerRecord).where(PlayerRecord.id == player_id)), "player", [player_id])
        del h.players[player_id]
        self._c.replay.final.pop(player_id, None)
        return replace(PLAYER, ids=(player_id,))

    def restore(self, player: Player) -> Changes:
        """Put back a player removed by undo, with the same id."""
        with self._c.db.transaction() as s:
            rec = storage.player_record(storage.row_of(player))
            rec.id = player.id
            rec.active = player.active
            s.add(rec)
        self._c.history.players[player.id] = player
        self._c.rerate(None, new_players_only=True)
        return replace(PLAYER, ids=(player.id,))

    # ----------------------------------------------------------------- merge
    def merge(self, keep: int, drop: int, *, read: int | None = None) -> Merged:
        """Two entries for one person: `drop`'s games and adjustments move to `keep`, nothing is lost
        (refused if either player was changed by someone else after `read`, as edit is)."""
        read = mark(self._c) if read is None else read
        self._c.sync()  # every game of `drop`, whoever entered it, moves
        h = self._c.history
        if keep == drop:
            raise ClubRaterError(PlayerMessages.tr("Choose two different players to merge."))
        kept, dropped = self._player(keep, read), self._player(drop, read)
        if any({g.black, g.white} == {keep, drop} for g in h.games):
            raise ClubRaterError(
                PlayerMessages.tr("{kept} and {dropped} played each other, so they are two people; they were not merged.").format(
                    kept=kept.name, dropped=dropped.name)
            )
        black = tuple(g.id for g in h.games if g.black == drop)
        white = tuple(g.id for g in h.games if g.white == drop)
        adjs = tuple(a.id for a in h.adjustments if a.player == drop)
        # on a federation: both players and every game moved must be the secretary's (or he is the officer)
        self._c.federation.check("player", keep, drop)
        self._c.federation.check("game", *black, *white)
        self._c.federation.check("adjustment", *adjs)
        with unchanged(self._c, "player", [keep, drop], read) as s:
            if black:
                s.execute(update(GameRecord).where(GameRecord.id.in_(black)).values(black_id=keep))
            if white:
                s.execute(update(GameRecord).where(GameRecord.id.in_(white)).values(white_id=keep))
            if adjs:
                s.execute(update(AdjustmentRecord).where(AdjustmentRecord.id.in_(adjs)).values(player_id=keep))
            # his federation ratings go with him (ON DELETE CASCADE), noted for the undo; a server keeps no lists
            kept_ratings = () if self._c.on_server else tuple(
                (r.federation, r.rating, r.rank, r.list_date) for r in s.scalars(
                    select(FederationRatingRecord).where(FederationRatingRecord.player_id == drop)))
            expect(s, s.execute(delete(PlayerRecord).where(PlayerRecord.id == drop)), "player", [drop])
        record = MergeRecord(keep, dropped, black, white, adjs, kept_ratings)
        self._move(record, forward=True)
        return Merged(players=True, games=True, ratings=True, ids=(keep, drop), record=record)

    def unmerge(self, record: MergeRecord) -> Changes:
        """Undo a merge: the dropped player comes back with exactly their games."""
        with self._c.db.transaction() as s:
            rec = storage.player_record(storage.row_of(record.dropped))
            rec.id = record.dropped.id
            rec.active = record.dropped.active
            s.add(rec)
            s.flush()
            d = record.dropped.id
            s.add_all(FederationRatingRecord(player_id=d, federation=fed, rating=rating, rank=rank, list_date=day)
                      for fed, rating, rank, day in record.federation_ratings)
            if record.black_games:
                s.execute(update(GameRecord).where(GameRecord.id.in_(record.black_games)).values(black_id=d))
            if record.white_games:
                s.execute(update(GameRecord).where(GameRecord.id.in_(record.white_games)).values(white_id=d))
            if record.adjustments:
                s.execute(update(AdjustmentRecord).where(AdjustmentRecord.id.in_(record.adjustments))
                          .values(player_id=d))
        self._move(record, forward=False)
        return replace(EVERYTHING_RATED, ids=(record.kept, record.dropped.id))

    def _move(self, record: MergeRecord, *, forward: bool) -> None:
        h = self._c.history
        dst = record.kept if forward else record.dropped.id
        if forward:
            del h.players[record.dropped.id]
        else:
            h.players[record.dropped.id] = record.dropped
        black, white, adjs = set(record.black_games), set(record.white_games), set(record.adjustments)
        first = date.max
        for i, g in enumerate(h.games):
            if g.id in black or g.id in white:
                g2 = replace(g, black=dst if g.id in black else g.black, white=dst if g.id in white else g.white)
                h.games[i] = g2
                self._c.by_id[g.id] = g2
                first = min(first, g.date)
        for i, a in enumerate(h.adjustments):
            if a.id in adjs:
                h.adjustments[i] = replace(a, player=dst)
                first = min(first, a.date)
        self._c.replay.final.pop(record.dropped.id, None)
        self._c.rerate(first if first != date.max else None, new_players_only=first == date.max)

    # ----------------------------------------------------------------- adjustments
    def adjust(
        self, player_id: int, on: date, *, rank: str | Rank | None = None, index: int | None = None,
        rating: float | None = None, note: str = "",
    ) -> Changes:
        """The secretary sets a player's rank, index or rating from a date on; `Changes.id` is the adjustment's."""
        self._player(player_id)
        self._c.federation.check("player", player_id)  # a rank is set by the player's own club
        r = storage.rank_arg(rank)
        if index is not None and not -999 <= index <= 999:
            raise ClubRaterError(PlayerMessages.tr("An index must be between -999 and +999, not {index}.").format(index=index))
        if r is None and index is None and rating is None:
            raise ClubRaterError(PlayerMessages.tr("An adjustment sets a rank, an index or a rating."))
        checks.refuse_text({checks.FIELD_NOTE: note}, names=(), notes=(checks.FIELD_NOTE,))
        with self._c.db.transaction() as s:
            seq = 0  # on a server the server numbers it (revision 0007)
            if not self._c.on_server:
                club = s.get(Club, 1)
                assert club is not None
                seq = club.next_seq
                club.next_seq = seq + 1
            rec = AdjustmentRecord(seq=seq, date=on, player_id=player_id, rank=storage.rank_text(r), index=index,
                                   rating=rating, note=note)
            s.add(rec)
            s.flush()
            if self._c.on_server:
                s.refresh(rec, ["seq"])
            adj = storage.adjustment_of(rec)
        self._c.insert_adjustment(adj)
        self._c.rerate(on)
        return replace(EVERYTHING_RATED, ids=(adj.id,))

    def delete_adjustment(self, adjustment_id: int, *, read: int | None = None) -> Changes:
        read = mark(self._c) if read is None else read
        self._c.sync()
        adj = next((a for a in self._c.history.adjustments if a.id == adjustment_id), None)
        if adj is None:
            raise missing(self._c, "adjustment", adjustment_id, read,
                          PlayerMessages.tr("There is no adjustment number {number}.").format(number=adjustment_id))
        self._c.federation.check("adjustment", adjustment_id)
        with unchanged(self._c, "adjustment", [adjustment_id], read) as s:
            expect(s, s.execute(delete(AdjustmentRecord).where(AdjustmentRecord.id == adjustment_id)), "adjustment",
                   [adjustment_id])
        self._c.history.adjustments.remove(adj)
        self._c.replay.adjustments.pop(adjustment_id, None)
        self._c.rerate(adj.date)
        return replace(EVERYTHING_RATED, ids=(adjustment_id,))

    def restore_adjustment(self, adj: Adjustment) -> Changes:
        """Put back a deleted adjustment exactly (same id and entry order): undo of a delete."""
        with self._c.db.transaction() as s:
            rec = AdjustmentRecord(id=adj.id, seq=adj.seq, date=adj.date, player_id=adj.player,
                                   rank=storage.rank_text(adj.rank), index=adj.index, rating=adj.rating, note=adj.note)
            s.add(rec)
            if self._c.on_server:  # the server keeps the old place only for exactly the row deleted (revision 0007)
                s.flush()
                s.refresh(rec, ["seq"])
                adj = replace(adj, seq=rec.seq)
        self._c.insert_adjustment(adj)
        self._c.rerate(adj.date)
        return replace(EVERYTHING_RATED, ids=(adj.id,))
