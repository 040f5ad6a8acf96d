"""Which rating systems ClubRater offers, and which engine rates each: the one list.

The controller asks here, never imports an engine itself; the command line's
`--system` choices and the window's system picker read `systems()` through the
controller. A fifth system is one new module under engines/ and one line below:

    register(RatingSystem.define("toy", "Toy rating"), "clubrater.engines.toy:ToyEngine")

An engine may also be given as a class or a factory (a test's toy engine).
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import RatingSystem
from clubrater.engines.base import Engine

EngineSource = str | Callable[[], Engine]  # "package.module:ClassName", or anything that makes an engine

_ENGINES: dict[RatingSystem, EngineSource] = {}


def register(system: RatingSystem, engine: EngineSource) -> RatingSystem:
    """Offer `system`, rated by `engine`; registering a system again replaces its engine."""
    _ENGINES[system] = engine
    return system


def unregister(system: RatingSystem) -> None:
    """Stop offering a system (a test's toy engine); clubs rated by it can no longer be opened."""
    _ENGINES.pop(system, None)
    RatingSystem.forget(system.value)


register(RatingSystem.SAGC, "clubrater.engines.sagc:SagcEngine")
register(RatingSystem.EGF, "clubrater.engines.egf:EgfEngine")
register(RatingSystem.EGF2021, "clubrater.engines.egf2021:Egf2021Engine")
register(RatingSystem.FESA, "clubrater.engines.fesa:FesaEngine")


def systems() -> list[RatingSystem]:
    """Every system ClubRater offers, in the order menus show them."""
    return list(_ENGINES)


def system_from_name(name: str | RatingSystem) -> RatingSystem:
    """"egf" (any case, spaces around) to the system; one clear sentence for a name nobody registered."""
    if isinstance(name, RatingSystem) and name in _ENGINES:
        return name
    key = (name.value if isinstance(name, RatingSystem) else name).strip().lower()
    for system in _ENGINES:
        if system.value == key:
            return system
    known = ", ".join(s.value for s in _ENGINES)
    raise ClubRaterError(f'"{key}" is not a rating system ClubRater knows ({known}).')


def engine_for(system: str | RatingSystem) -> Engine:
    """A fresh engine for the system (engines keep no state between replays, but cost nothing to make)."""
    system = system_from_name(system)
    source = _ENGINES[system]
    if not isinstance(source, str):
        return source()
    module_name, cls_name = source.split(":")
    try:
        module = import_module(module_name)
    except ModuleNotFoundError as exc:  # an engine not built yet
        raise ClubRaterError(f"The {system.label} engine is not available in this version.") from exc
    engine: Engine = getattr(module, cls_name)()
    return engine
