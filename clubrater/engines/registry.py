"""Which rating systems ClubRater offers, and which engine rates each: the one list.

The controller asks here, never imports an engine itself; the command line's
`--system` choices and the window's system picker read `systems()` through the
controller. A fifth system is one new module under engines/ and one line below:

    register(RatingSystem.define("toy", "Toy rating"), "clubrater.engines.toy:ToyEngine")

An engine may also be given as a class or a factory (a test's toy engine).

Compiled engines (issue 14): `make setup` builds mypyc copies of some engines into the generated
package clubrater.engines.compiled (scripts/build_engines.py). The pure-Python engine stays the
reference: a compiled one is used only when it imports and was built from the very sources now on
disk (their sha256, recorded by the build), so an edited engine never rates with an older build.
CLUBRATER_ENGINES=pure always gives the pure engines. A packaged ClubRater (sys.frozen) has no
sources to compare and trusts the build it was packaged with.
"""

from __future__ import annotations

import hashlib
import logging
import os
import sys
from collections.abc import Callable
from importlib import import_module
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from types import ModuleType

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages, known
from clubrater.domain.model import RatingSystem
from clubrater.engines.base import Engine


class SystemMessages(Messages):
    """Choosing a rating system."""


_log = logging.getLogger(__name__)

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
    raise ClubRaterError(SystemMessages.tr('"{key}" is not a rating system ClubRater knows ({known}).').format(key=key, known=known))


_PURE = "clubrater.engines."
_COMPILED = "clubrater.engines.compiled."
_usable: dict[str, ModuleType | None] = {}  # compiled module by short name, None when not usable; checked once


def compiled_module(name: str) -> ModuleType | None:
    """The compiled build of engine module `name` ("sagc"), or None: not built, not importable, or
    built from other sources than those now on disk (that once logs why the pure engine rates)."""
    if name in _usable:
        return _usable[name]
    found: ModuleType | None = None
    try:
        built: dict[str, dict[str, str]] = import_module(_COMPILED.rstrip(".")).BUILT
    except (ImportError, AttributeError):
        built = {}  # never built: the pure engines rate, nothing to say
    if name in built:
        try:
            module = import_module(_COMPILED + name)
        except ImportError as exc:
            _log.warning("The compiled %s engine does not load (%s); the pure-Python one rates.", name, exc)
        else:
            stale = [] if getattr(sys, "frozen", False) else _stale(built[name])
            if not str(getattr(module, "__file__", "")).endswith(tuple(EXTENSION_SUFFIXES)):
                _log.warning("clubrater.engines.compiled.%s is not a compiled module; the pure-Python engine rates.", name)
            elif stale:
                _log.warning("The compiled %s engine was built from an older %s; the pure-Python engine rates "
                             "until `make setup` builds it again.", name, ", ".join(stale))
            else:
                found = module
    _usable[name] = found
    return found


def _stale(sources: dict[str, str]) -> list[str]:
    """The engine sources whose bytes no longer have the hash the build recorded (a few microseconds)."""
    here = Path(__file__).parent
    out = []
    for file, digest in sources.items():
        try:
            now = hashlib.sha256((here / file).read_bytes()).hexdigest()
        except OSError:
            now = ""
        if now != digest:
            out.append(file)
    return out


def engine_for(system: str | RatingSystem) -> Engine:
    """A fresh engine for the system (engines keep no state between replays, but cost nothing to make):
    the compiled build of its module when there is a usable one (see the module's docstring), else the pure one."""
    system = system_from_name(system)
    source = _ENGINES[system]
    if not isinstance(source, str):
        return source()
    module_name, cls_name = source.split(":")
    if module_name.startswith(_PURE) and os.environ.get("CLUBRATER_ENGINES", "").strip().lower() != "pure":
        compiled = compiled_module(module_name.removeprefix(_PURE))
        if compiled is not None and hasattr(compiled, cls_name):
            fast: Engine = getattr(compiled, cls_name)()
            return fast
    try:
        module = import_module(module_name)
    except ModuleNotFoundError as exc:  # an engine not built yet
        raise ClubRaterError(SystemMessages.tr("The {system} engine is not available in this version.").format(
            system=known("RatingSystems", system.label))) from exc
    engine: Engine = getattr(module, cls_name)()
    return engine
