"""The packaged folder's weight (issue 14: at most 150 MB; about 230 MB before, 202 MB at the start of
the second round, 148 MB after it): the spec built with PyInstaller into a temporary folder (what
`make package` does into dist/), then weighed, with its heaviest parts and files, so that the figure
says where the megabytes are. MB here is 10^6 bytes, as in tests/test_packaging.py.

Run: .venv/bin/pytest benchmarks/bench_package.py --benchmark-only --benchmark-enable -s -p no:cacheprovider
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
TARGET_MB = 150


def _size(path: Path) -> int:
    if path.is_file() and not path.is_symlink():
        return path.stat().st_size
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def test_packaged_folder_size(benchmark, tmp_path: Path) -> None:  # noqa: ANN001
    pytest.importorskip("PyInstaller")
    name = tomllib.loads((REPO / "resources" / "app.toml").read_text(encoding="utf-8"))["name"]

    def build() -> None:
        r = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                            "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "build"),
                            str(REPO / "packaging" / "clubrater.spec")], cwd=REPO, capture_output=True, text=True,
                           timeout=1800)
        assert r.returncode == 0, r.stderr[-3000:]

    benchmark.pedantic(build, rounds=1, iterations=1)
    folder = tmp_path / "dist" / name
    total = _size(folder)
    internal = folder / "_internal" if (folder / "_internal").is_dir() else folder
    parts = sorted(((p.name, _size(p)) for p in internal.iterdir()), key=lambda x: -x[1])[:8]
    qt_lib = internal / "PySide6" / "Qt" / "lib"
    heavy = sorted(((p.name, _size(p)) for p in qt_lib.iterdir()), key=lambda x: -x[1])[:3] if qt_lib.is_dir() else []
    files = sorted(((str(f.relative_to(internal)), f.stat().st_size) for f in internal.rglob("*")
                    if f.is_file() and not f.is_symlink()), key=lambda x: -x[1])[:8]
    verdict = "met" if total <= TARGET_MB * 1e6 else "NOT met"
    print(f"\npackaged folder: {total / 1e6:.1f} MB (target {TARGET_MB} MB: {verdict}); "
          f"build {benchmark.stats.stats.max:.0f} s")
    print("  heaviest parts: " + ", ".join(f"{n} {s / 1e6:.1f} MB" for n, s in parts))
    print("  heaviest Qt libraries: " + ", ".join(f"{n} {s / 1e6:.1f} MB" for n, s in heavy))
    print("  heaviest files: " + ", ".join(f"{n} {s / 1e6:.1f} MB" for n, s in files))
    assert total > 0
