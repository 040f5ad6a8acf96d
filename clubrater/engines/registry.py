"""Which engine rates a club: the controller asks here, never imports an engine itself."""

from __future__ import annotations

from importlib import import_module

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import RatingSystem
from clubrater.engines.base import Engine

_MODULES = {
    RatingSystem.SAGC: ("clubrater.engines.sagc", "SagcEngine"),
    RatingSystem.EGF: ("clubrater.engines.egf", "EgfEngine"),
    RatingSystem.EGF2021: ("clubrater.engines.egf2021", "Egf2021Engine"),
    RatingSystem.FESA: ("clubrater.engines.fesa", "FesaEngine"),
}


def system_from_name(name: str | RatingSystem) -> RatingSystem:
    if isinstance(name, RatingSystem):
        return name
    try:
        return RatingSystem(name.strip().lower())
    except ValueError:
        known = ", ".join(s.value for s in RatingSystem)
        raise ClubRaterError(f'"{name}" is not a rating system ClubRater knows ({known}).') from None


def engine_for(system: str | RatingSystem) -> Engine:
    system = system_from_name(system)
    module_name, cls_name = _MODULES[system]
    try:
        module = import_module(module_name)
    except ModuleNotFoundError as exc:  # an engine not built yet
        raise ClubRaterError(f"The {system.label} engine is not available in this version.") from exc
    return getattr(module, cls_name)()
