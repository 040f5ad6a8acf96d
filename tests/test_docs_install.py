"""What a new user meets before the window: the install's output and the documents' references (issue 30: 14, 15).

The install must not print setuptools' deprecation of `project.license` as a TOML table (three large
warnings on the first `make run`); every file or folder README.md and docs/ point at must exist in the
repository (or in the shared spec folder beside it), never at a path of one machine.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests.conftest import SHARED

REPO = Path(__file__).resolve().parents[1]
DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]


def test_building_the_package_metadata_prints_no_deprecation_warning(tmp_path: Path) -> None:
    """What pip runs for `make setup` (the build backend's metadata step), with the setuptools pyproject asks for."""
    import setuptools

    build = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["requires"]
    minimum = next(r for r in build if r.startswith("setuptools"))
    assert minimum == "setuptools>=77", minimum  # the first setuptools that reads an SPDX licence string
    assert int(setuptools.__version__.split(".")[0]) >= 77, setuptools.__version__
    out = subprocess.run(
        [sys.executable, "-c", "import sys; from setuptools import build_meta; "
         "print(build_meta.prepare_metadata_for_build_wheel(sys.argv[1]))", str(tmp_path)],
        cwd=REPO, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    said = out.stdout + out.stderr
    assert "Deprecat" not in said and "project.license" not in said, said
    meta = next(tmp_path.glob("*.dist-info")) / "METADATA"
    assert "License-Expression: MIT" in meta.read_text(encoding="utf-8").splitlines()


def test_the_editable_install_make_setup_runs_prints_no_warning(tmp_path: Path) -> None:
    """`make setup`'s `pip install -e`: the build backend's editable step, with the environment the Makefile gives it
    (setuptools 80+ warns about folders named like the package on every editable install of a flat layout)."""
    import os

    recipe = next(line for line in (REPO / "Makefile").read_text(encoding="utf-8").splitlines()
                  if "pip install" in line and "-e '.[dev]'" in line)
    env = dict(os.environ)
    env.update(re.findall(r'([A-Z_]+)="([^"]*)"', recipe.split("$(BIN)")[0]))
    assert "PYTHONWARNINGS" in env, recipe
    out = subprocess.run(
        [sys.executable, "-c", "import sys; from setuptools import build_meta; "
         "print(build_meta.build_editable(sys.argv[1]))", str(tmp_path)],
        cwd=REPO, capture_output=True, text=True, timeout=300, env=env)
    assert out.returncode == 0, out.stderr
    said = out.stdout + out.stderr
    assert "Warning" not in said and "careful" not in said and "Deprecat" not in said, said
    assert list(tmp_path.glob("clubrater-*.whl"))


# A path in a document: `clubrater/ui/app.py`, `../shared/spec/rating-rules.md`, `docs/architecture.md`,
# `/work/split-status.md`, a folder such as `clubrater/io/site/templates/`; a command line is not one.
_PATH = re.compile(r"`((?:\.\./|/|\./)?[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.*-]+)*/?)`")
_ROOTS = ("clubrater/", "tests/", "docs/", "scripts/", "benchmarks/", "packaging/", "resources/", "../shared/", "/")
_FILE = re.compile(r"\.(py|md|toml|spec|json|css|html|js|txt|ini)$")


# and a path with a file's ending in running text: "(controller/session.py)", "ui/undo.py", "../shared/spec/x.md"
_BARE = re.compile(r"(?<![\w/.`-])((?:\.\./|/)?[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)+\.(?:py|md|toml|spec|json))\b")


def _references(doc: Path) -> list[str]:
    found = []
    text = doc.read_text(encoding="utf-8")
    for ref in [m.group(1) for m in _PATH.finditer(text)] + [m.group(1) for m in _BARE.finditer(text)]:
        if ref.startswith(_ROOTS) or ("/" in ref and _FILE.search(ref)) or (
                "/" not in ref and _FILE.search(ref) and (REPO / ref).exists()):
            found.append(ref)
    return sorted(set(found))


# Not files of the repository, by design: the published site's pages (README's "Publishing the club's site").
_ELSEWHERE = {"players/ID.html", "events/ID.html"}


def _exists(doc: Path, ref: str) -> bool:
    if ref in _ELSEWHERE:
        return True
    if ref.startswith("/"):
        return ref.startswith("/etc/postgresql/")  # the server's own configuration; any other is one machine's
    if ref.startswith("../shared/"):
        return (SHARED / ref.removeprefix("../shared/")).exists()
    pattern = "/".join("*" if part.isupper() else part.replace("_LL.", "_*.") for part in ref.split("/"))
    return any(any(base.glob(pattern)) for base in (REPO, doc.parent, REPO / "clubrater"))


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_path_a_document_names_is_there(doc: Path) -> None:
    refs = _references(doc)
    if doc.name in ("README.md", "architecture.md"):
        assert len(refs) >= 5, f"{doc.name}: {refs} (the pattern misses references)"
    missing = [r for r in refs if not _exists(doc, r)]
    assert not missing, f"{doc.name} points at {missing}"


def test_the_layer_drawings_name_the_command_line_package() -> None:
    """The command line is the package clubrater/cli/ (one module per command group), not a cli.py."""
    assert (REPO / "clubrater" / "cli").is_dir() and not (REPO / "clubrater" / "cli.py").exists()
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        assert not re.search(r"(?<![\w.])cli\.py\b", text), doc.name  # (bench_cli.py is a benchmark's name)
    assert re.search(r"^\s+cli/\s", (REPO / "README.md").read_text(encoding="utf-8"), re.M)
    assert "cli/" in (REPO / "docs" / "architecture.md").read_text(encoding="utf-8")


def test_the_federation_steps_work_without_sudo_or_systemd() -> None:
    """Where neither sudo nor systemctl exists (a container, a minimal server) the README says what to run."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    steps = readme[readme.index("**1. The server"):readme.index("**2. Set up the federation")]
    assert "sudo -u postgres" in steps and "systemctl restart postgresql" in steps
    assert "runuser -u postgres --" in steps and "pg_ctlcluster" in steps
