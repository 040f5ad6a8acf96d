"""The rating systems a club can choose, without the weight of an open club.

The welcome page and `clubrater --help` list them before any club is open; settings.py (which
needs SQLAlchemy) re-exports them for callers that already have it.
"""

from __future__ import annotations

from clubrater.domain.model import RatingSystem
from clubrater.engines import registry


def available_systems() -> list[RatingSystem]:
    """Every rating system a club can use, in the order menus show them."""
    return registry.systems()


def system_from_name(name: str | RatingSystem) -> RatingSystem:
    """A system by its id ("egf", any case); one clear sentence naming the known ones otherwise."""
    return registry.system_from_name(name)
