"""The optional compiled engines (issue 14): the same results as the pure-Python reference.

`make setup` builds mypyc copies of the SAGC, classic GoR and GoR 2021 engines
(scripts/build_engines.py). Each must give exactly the pure engine's Replay on random histories
(every game row, adjustment row, final state and checkpoint, compared by repr so that an int
cannot pass for a bool or a float), also when resuming from any checkpoint. A build made from
other sources than those on disk must never rate, and CLUBRATER_ENGINES=pure gives the reference.
With CI set a missing build is a failure; elsewhere (no compiler, no `make setup` yet) those tests skip.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path
from types import ModuleType

import pytest

from clubrater.domain.model import Adjustment, Game, GameType, History, Player, Result
from clubrater.domain.ranks import rank_from_ordinal
from clubrater.engines import egf, egf2021, registry, sagc
from clubrater.engines.base import Engine, Replay
from tests.test_egf import random_history as egf_random_history

ROOT = Path(__file__).resolve().parents[1]
PURE: dict[str, type[Engine]] = {"sagc": sagc.SagcEngine, "egf": egf.EgfEngine, "egf2021": egf2021.Egf2021Engine}
SYSTEM = {"sagc": "sagc", "egf": "egf", "egf2021": "egf2021"}


def compiled(name: str) -> ModuleType:
    """The compiled module, or a skip (a failure in CI, where `make setup` must have built it)."""
    module = registry.compiled_module(name)
    if module is None:
        why = f"the compiled {name} engine is not built or is stale (make setup builds it)"
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)
    return module


def sagc_history(seed: int, n_players: int = 30, n_items: int = 1500) -> History:
    """Every rank 30k..9d and index -999..999 (floors, promotions, the 9d cap), all komi and game types
    (free games are unrated), jigo, games without a result, adjustments, a gap in the player ids,
    several items a day, entered out of date order."""
    rng = random.Random(seed)
    ids = [i for i in range(n_players + 1) if i != 7]  # id 7 never used: the state lists have a hole
    players = {i: Player(i, f"P{i}", rank_from_ordinal(rng.randrange(0, 39)), rng.randrange(-999, 1000)) for i in ids}
    games: list[Game] = []
    adjs: list[Adjustment] = []
    for seq in range(1, n_items + 1):
        on = date(2024, 1, 1) + timedelta(days=rng.randrange(0, 200))
        if rng.random() < 0.04:
            adjs.append(Adjustment(seq, seq, on, rng.choice(ids), rank_from_ordinal(rng.randrange(0, 39)),
                                   rng.randrange(-999, 1000)))
            continue
        b, w = rng.sample(ids[:8] if rng.random() < 0.3 else ids, 2)  # a few often meet: the last-ten factor
        games.append(Game(seq, seq, on, b, w, rng.choice([Result.BLACK, Result.WHITE, Result.JIGO, None]),
                          rng.randrange(0, 10), rng.choice([6.5, 0.5, 7.5, -5.5, 0, 16, -14.5, 26.0]),
                          rng.choice(list(GameType))))
    h = History(players, games, adjs)
    h.sort()
    return h


def history(name: str, seed: int) -> History:
    return sagc_history(seed) if name == "sagc" else egf_random_history(seed, n_players=20, n_units=80)


def same_replay(got: Replay, want: Replay) -> None:
    """Equal in every part, by repr: rows as stored, adjustments, final states, checkpoints and their states."""
    assert list(got.games.raw) == list(want.games.raw)  # the same games, in the same order
    for gid, row in want.games.raw.items():
        assert repr(got.games.raw[gid]) == repr(row), gid
        assert got.games[gid] == want.games[gid]
    assert repr(got.adjustments) == repr(want.adjustments)
    assert repr(got.final) == repr(want.final)
    assert repr(got.checkpoints) == repr(want.checkpoints)


@pytest.mark.parametrize("name", ["sagc", "egf", "egf2021"])
@pytest.mark.parametrize("seed", range(4))
def test_compiled_engine_gives_the_pure_replay(name: str, seed: int) -> None:
    fast = getattr(compiled(name), PURE[name].__name__)()
    h = history(name, seed)
    want = PURE[name]().replay(h, checkpoints=12)
    assert len(want.games) > 100 and want.adjustments and len(want.checkpoints) >= 5
    same_replay(fast.replay(h, checkpoints=12), want)


@pytest.mark.parametrize("name", ["sagc", "egf", "egf2021"])
@pytest.mark.parametrize("seed", range(2))
def test_compiled_engine_resumes_from_every_checkpoint_as_the_pure_one(name: str, seed: int) -> None:
    """From each checkpoint (the pure engine's, so both start from the very same state), and also from
    the compiled engine's own: the same rows, finals and later checkpoints as the pure resume."""
    fast = getattr(compiled(name), PURE[name].__name__)()
    pure = PURE[name]()
    h = history(name, 10 + seed)
    full = pure.replay(h, checkpoints=8)
    own = fast.replay(h, checkpoints=8)
    for cp, own_cp in zip(full.checkpoints, own.checkpoints, strict=True):
        want = pure.replay(h, cp)
        same_replay(fast.replay(h, cp), want)
        same_replay(fast.replay(h, own_cp), want)
        assert repr(cp) == repr(own_cp)  # resuming left the checkpoints as they were


def test_compiled_engine_rates_new_players_after_a_checkpoint() -> None:
    """A player added after the checkpoint (the state lists grow), as the window's re-rating does."""
    fast = compiled("sagc").SagcEngine()
    h = sagc_history(3, n_items=600)
    cp = sagc.SagcEngine().replay(h, checkpoints=4).checkpoints[1]
    new = max(h.players) + 5
    players = {**h.players, new: Player(new, "New", rank_from_ordinal(20), 0)}
    games = h.games + [Game(9000 + i, 9000 + i, cp.after + timedelta(days=1 + i), new, i % 5, Result.BLACK)
                       for i in range(5)]
    grown = History(players, games, h.adjustments)
    grown.sort()
    same_replay(fast.replay(grown, cp), sagc.SagcEngine().replay(grown, cp))


@pytest.mark.parametrize("name", ["sagc", "egf", "egf2021"])
def test_registry_rates_with_the_compiled_engine_and_pure_on_request(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    module = compiled(name)
    assert type(registry.engine_for(SYSTEM[name])) is getattr(module, PURE[name].__name__)
    monkeypatch.setenv("CLUBRATER_ENGINES", "pure")
    assert type(registry.engine_for(SYSTEM[name])) is PURE[name]


def _engine_modules(tree: Path, *env: str) -> dict[str, str]:
    """Which module rates each system when ClubRater is run from `tree`, and what it logged."""
    code = ("import logging, sys; logging.basicConfig(stream=sys.stdout, format='LOG %(message)s')\n"
            "from clubrater.engines.registry import engine_for\n"
            "import clubrater; print('FROM', clubrater.__file__)\n"
            "for s in ('sagc', 'egf', 'egf2021'): print('USES', s, type(engine_for(s)).__module__)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=tree, capture_output=True, text=True, timeout=120, check=True,
                         env={**os.environ, "PYTHONPATH": str(tree), **dict(e.split("=", 1) for e in env)}).stdout
    assert f"FROM {tree / 'clubrater' / '__init__.py'}" in out
    found = {line.split()[1]: line.split()[2] for line in out.splitlines() if line.startswith("USES")}
    found["log"] = "\n".join(line for line in out.splitlines() if line.startswith("LOG"))
    return found


def test_a_stale_build_never_rates(tmp_path: Path) -> None:
    """A tree whose sagc.py was edited after the build rates SAGC with the pure engine (and says so
    once), while the GoR engines, whose sources are as built, stay compiled."""
    compiled("sagc")
    gor = registry.compiled_module("egf") is not None and registry.compiled_module("egf2021") is not None
    shutil.copytree(ROOT / "clubrater", tmp_path / "clubrater", ignore=shutil.ignore_patterns("__pycache__"))
    assert _engine_modules(tmp_path)["sagc"] == "clubrater.engines.compiled.sagc"
    if gor:
        assert _engine_modules(tmp_path) == {"sagc": "clubrater.engines.compiled.sagc", "egf": "clubrater.engines.compiled.egf",
                                             "egf2021": "clubrater.engines.compiled.egf2021", "log": ""}
    source = tmp_path / "clubrater" / "engines" / "sagc.py"
    source.write_text(source.read_text(encoding="utf-8") + "\n# edited after the build\n", encoding="utf-8")
    used = _engine_modules(tmp_path)
    assert used["sagc"] == "clubrater.engines.sagc"
    assert used["log"].count("compiled sagc engine was built from an older sagc.py") == 1
    assert _engine_modules(tmp_path, "CLUBRATER_ENGINES=pure")["sagc"] == "clubrater.engines.sagc"
    if not gor:
        return  # the GoR builds are stale here already (their sources were edited since `make setup`)
    assert (used["egf"], used["egf2021"]) == ("clubrater.engines.compiled.egf", "clubrater.engines.compiled.egf2021")
    assert used["log"].count("\n") == 0
    # egf2021's build includes egf's code: an edited egf.py makes both fall back
    source = tmp_path / "clubrater" / "engines" / "egf.py"
    source.write_text(source.read_text(encoding="utf-8") + "\n# edited after the build\n", encoding="utf-8")
    used = _engine_modules(tmp_path)
    assert (used["egf"], used["egf2021"]) == ("clubrater.engines.egf", "clubrater.engines.egf2021")


@pytest.mark.parametrize("name", ["sagc", "egf", "egf2021"])
def test_a_stored_snapshot_is_trusted_by_both_engines(name: str) -> None:
    """The snapshot's stamp digests a compiled engine as the source it was built from: the pure and the
    compiled engine give the same Replays, so each trusts the other's stored snapshot."""
    from clubrater.controller.snapshot import _engine_digest

    fast = getattr(compiled(name), PURE[name].__name__)()
    assert _engine_digest(fast) == _engine_digest(PURE[name]())
    assert _engine_digest(fast) != _engine_digest(registry.engine_for("fesa"))


def test_a_compiled_engines_snapshot_stamp_changes_with_its_source(tmp_path: Path) -> None:
    """Its extension module is a loader that stays the same when the engine changes: the stamp must come
    from the source, or a snapshot rated by an older build would be trusted after a rebuild."""
    compiled("sagc")
    shutil.copytree(ROOT / "clubrater", tmp_path / "clubrater", ignore=shutil.ignore_patterns("__pycache__"))
    code = ("from clubrater.controller.snapshot import _engine_digest\n"
            "from clubrater.engines.compiled.sagc import SagcEngine\n"
            "print(SagcEngine.__module__, _engine_digest(SagcEngine()))\n")

    def digest() -> str:
        return subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                              check=True, env={**os.environ, "PYTHONPATH": str(tmp_path)}).stdout

    before = digest()
    assert before.startswith("clubrater.engines.compiled.sagc ")
    source = tmp_path / "clubrater" / "engines" / "sagc.py"
    source.write_text(source.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    assert digest() != before
