"""The layers DEVELOPERS.md draws, read from the source: no import circles, and imports point down.

Every `import` in clubrater/ counts, also those inside functions and under TYPE_CHECKING:
a circle that only type checkers see is still two modules that cannot be understood apart.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "clubrater"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in ROOT.rglob("*.py") if "migrations" not in p.parts}


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """Every module (clubrater's or another package's top name) that `name` imports anywhere in its file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module or ""
            found.add(target)
            for alias in node.names:  # `from pkg import module` imports the module
                if f"{target}.{alias.name}" in known:
                    found.add(f"{target}.{alias.name}")
    out = set()
    for t in found:
        if t.startswith("clubrater"):
            while t not in known and "." in t:  # `from clubrater.x.y import Name` -> module clubrater.x.y
                t = t.rpartition(".")[0]
            if t in known and t != name:
                out.add(t)
        else:
            out.add(t.split(".")[0])
    return out


def _graph() -> dict[str, set[str]]:
    mods = _modules()
    known = set(mods)
    return {name: _imports(name, path, known) for name, path in mods.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan), each as a sorted list."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _bad_edges(graph: dict[str, set[str]], source_layers: set[str], forbidden: set[str]) -> list[str]:
    bad = []
    for mod, targets in sorted(graph.items()):
        if _layer(mod) not in source_layers:
            continue
        for t in sorted(targets):
            if (t.startswith("clubrater.") and _layer(t) in forbidden) or t in forbidden:
                bad.append(f"{mod} imports {t}")
    return bad


def test_the_graph_is_read_whole() -> None:
    """The walk sees the real imports (a broken walk would pass every rule below)."""
    g = _graph()
    assert {"clubrater.controller.state", "clubrater.controller.checks", "sqlalchemy"} <= g["clubrater.controller.players"]
    assert "clubrater.controller.session" in g["clubrater.controller.demo"]
    assert "clubrater.engines.egf" in g["clubrater.controller.standings_rules"]  # a lazy import in a function counts
    assert "PySide6" in g["clubrater.ui.app"]


def test_the_rules_catch_a_wrong_import() -> None:
    graph = {"clubrater.ui.pages": {"clubrater.store.paths", "clubrater.controller.files"},
             "clubrater.domain.model": {"sqlalchemy"}}
    assert _bad_edges(graph, {"ui", "cli"}, {"store", "engines"}) == ["clubrater.ui.pages imports clubrater.store.paths"]
    assert _bad_edges(graph, {"domain"}, {"sqlalchemy"}) == ["clubrater.domain.model imports sqlalchemy"]


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_circles_in_clubrater() -> None:
    cycles = _cycles(_graph())
    assert not cycles, "import circles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


@pytest.mark.parametrize(
    ("sources", "forbidden", "why"),
    [
        ({"ui", "cli"}, {"store", "engines"}, "the window and the command line reach the store and engines through controller/"),
        ({"domain"}, {"engines", "store", "controller", "io", "ui", "cli", "PySide6", "sqlalchemy", "alembic"},
         "domain/ is plain values and rules"),
        ({"engines"}, {"store", "controller", "io", "ui", "cli", "PySide6", "sqlalchemy", "alembic"},
         "engines/ are pure functions over domain values"),
        ({"store"}, {"controller", "io", "ui", "cli"}, "store/ knows nothing above it"),
        ({"io"}, {"controller", "ui", "cli"}, "io/ reads and writes files of plain rows; the controller calls it"),
        ({"controller"}, {"ui", "cli"}, "the controller never reaches up into a front end"),
    ],
)
def test_imports_point_down(sources: set[str], forbidden: set[str], why: str) -> None:
    bad = _bad_edges(_graph(), sources, forbidden)
    assert not bad, f"{why}:\n" + "\n".join(bad)
