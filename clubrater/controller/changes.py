"""What a change touched, so each view refreshes only when it must (after Anki's OpChanges)."""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True, slots=True)
class Changes:
    players: bool = False
    games: bool = False
    events: bool = False
    ratings: bool = False
    settings: bool = False

    def __or__(self, other: Changes) -> Changes:
        return Changes(**{f.name: getattr(self, f.name) or getattr(other, f.name) for f in fields(self)})

    @classmethod
    def everything(cls) -> Changes:
        return cls(True, True, True, True, True)

    def any(self) -> bool:
        return any(getattr(self, f.name) for f in fields(self))
