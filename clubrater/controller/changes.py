"""What a change touched, so each view refreshes only when it must (after Anki's OpChanges).

Every change the controller makes returns one of these. `ids` are the ids the change
created or touched, in order (Anki's OpChangesWithId): a caller that needs the new
player, game or event reads it back with `ctrl.queries.player(changes.id)`.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Changes:
    players: bool = False
    games: bool = False
    events: bool = False
    ratings: bool = False
    settings: bool = False
    ids: tuple[int, ...] = ()
    # a kept club-night pairing (issue 26); keyword-only, so subclasses' positional fields (catchup.Arrived) stay put
    pairings: bool = field(default=False, kw_only=True)

    def __or__(self, other: Changes) -> Changes:
        return Changes(
            self.players or other.players, self.games or other.games, self.events or other.events,
            self.ratings or other.ratings, self.settings or other.settings,
            self.ids + tuple(i for i in other.ids if i not in self.ids), pairings=self.pairings or other.pairings,
        )

    @property
    def id(self) -> int:
        """The one id this change created or touched (a new player's, game's, event's or adjustment's)."""
        if len(self.ids) != 1:
            raise ValueError(f"this change touched {len(self.ids)} items, not one: {self.ids}")
        return self.ids[0]

    @classmethod
    def everything(cls) -> Changes:
        return cls(True, True, True, True, True, pairings=True)

    def any(self) -> bool:
        return self.players or self.games or self.events or self.ratings or self.settings or self.pairings
