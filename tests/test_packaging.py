"""The packaged program: icon and build description checked quickly; the real build (slow) built and run.

The slow test builds packaging/clubrater.spec with PyInstaller into a temporary folder (what
`make package` does into dist/), then runs the built programs: --version, init, import players
and games, standings as JSON (compared with the same commands run from source), and the window
offscreen for 3 seconds. It writes the folder's size and the build time to
tests/_artifacts/packaging.txt.
"""

from __future__ import annotations

import importlib.resources
import json
import os
import shutil
import struct
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "tests" / "fixtures"
APP = tomllib.loads((REPO / "resources" / "app.toml").read_text(encoding="utf-8"))
VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
EXE = ".exe" if sys.platform == "win32" else ""


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


# --------------------------------------------------------------------------- quick checks
def test_icon_files_are_there_and_well_formed() -> None:
    png = (REPO / "resources" / APP["icon_png"]).read_bytes()
    assert _png_size(png) == (256, 256)
    packaged = importlib.resources.files("clubrater") / "resources" / "icon.png"
    assert packaged.read_bytes() == png  # the window icon the installed package carries
    ico = (REPO / "resources" / APP["icon_ico"]).read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = []
    for n in range(count):
        w, _h, _c, _r, _planes, _bpp, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * n : 22 + 16 * n])
        sizes.append(w or 256)
        assert _png_size(ico[offset : offset + length]) == (w or 256, w or 256)
    assert {16, 32, 48, 256} <= set(sizes)


@pytest.mark.gui
def test_window_icon_loads_in_qt(qapp: object) -> None:  # noqa: ARG001
    from PySide6.QtGui import QIcon, QPixmap

    path = Path(str(importlib.resources.files("clubrater") / "resources" / "icon.png"))
    assert not QPixmap(str(path)).isNull()
    assert not QIcon(str(path)).isNull()


def test_build_description_is_complete() -> None:
    spec = (REPO / "packaging" / "clubrater.spec").read_text(encoding="utf-8")
    compile(spec, "clubrater.spec", "exec")
    for needed in ("migrations", "script.py.mako", "versions", "resources", "i18n", "copy_metadata", "QtQml", "QtQuick",
                   "QtWebEngineCore", "--onefile", "app.toml", "pyproject.toml"):
        assert needed in spec, needed
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    assert "packaging/clubrater.spec" in makefile and "--distpath dist" in makefile
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert "resources/*" in pyproject["tool"]["setuptools"]["package-data"]["clubrater"]
    assert {"i18n/*.qm", "i18n/*.ts"} <= set(pyproject["tool"]["setuptools"]["package-data"]["clubrater"])
    for key in ("name", "cli_name", "bundle_identifier", "description", "icon_png", "icon_ico"):
        assert APP.get(key), key


@pytest.mark.slow
def test_committed_icons_are_what_the_script_draws() -> None:
    r = subprocess.run([sys.executable, str(REPO / "packaging" / "make_icon.py"), "--check"], capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stderr


# --------------------------------------------------------------------------- the real build
def _run(args: list[str | Path], env: dict[str, str], cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([str(a) for a in args], env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout)


def _folder_size(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, float]:
    if shutil.which("pyinstaller") is None and not (Path(sys.executable).parent / "pyinstaller").exists():
        pytest.importorskip("PyInstaller")
    work = tmp_path_factory.mktemp("pyinstaller")
    started = time.monotonic()
    r = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(work / "dist"), "--workpath", str(work / "build"), str(REPO / "packaging" / "clubrater.spec")],
        cwd=REPO, capture_output=True, text=True, timeout=1800,
    )
    seconds = time.monotonic() - started
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-5000:]
    return work / "dist" / APP["name"], seconds


@pytest.mark.slow
def test_packaged_program_runs(built: tuple[Path, float], tmp_path: Path) -> None:
    folder, seconds = built
    size = _folder_size(folder)
    artifacts = REPO / "tests" / "_artifacts"
    artifacts.mkdir(exist_ok=True)
    note = f"packaged folder {folder.name}: {size / 1e6:.0f} MB ({size} bytes); build took {seconds:.0f} s\n"
    (artifacts / "packaging.txt").write_text(note, encoding="utf-8")
    print(note)

    internal = folder / "_internal" if (folder / "_internal").is_dir() else folder
    migrations = internal / "clubrater" / "store" / "migrations"
    assert (migrations / "env.py").is_file() and (migrations / "script.py.mako").is_file()
    shipped = {p.name for p in (migrations / "versions").glob("*.py")}
    assert shipped >= {p.name for p in (REPO / "clubrater" / "store" / "migrations" / "versions").glob("*.py")}
    assert (internal / "clubrater" / "resources" / "icon.png").is_file()
    for lang in ("de", "fr", "cs", "af", "ja"):  # issue 13: the window's translations and the printout's words
        assert (internal / "clubrater" / "i18n" / f"clubrater_{lang}.qm").is_file(), lang
        assert (internal / "clubrater" / "i18n" / f"clubrater_{lang}.ts").is_file(), lang
    qt_translations = {p.name for p in internal.rglob("qtbase_*.qm")}
    assert {"qtbase_de.qm", "qtbase_fr.qm", "qtbase_cs.qm", "qtbase_ja.qm"} <= qt_translations  # Qt has no Afrikaans
    unwanted = [p.name for p in folder.rglob("*") if any(u in p.name for u in ("Qt6Qml", "Qt6Quick", "WebEngine", "Qt63D"))]
    assert unwanted == [], unwanted
    assert size < 400e6

    cli, gui = folder / f"{APP['cli_name']}{EXE}", folder / f"{APP['name']}{EXE}"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH="")
    env.pop("PYTHONHOME", None)
    work = tmp_path / "club"
    work.mkdir()
    r = _run([cli, "--version"], env, work)
    assert r.returncode == 0 and r.stdout.strip() == f"ClubRater {VERSION}", r.stdout + r.stderr

    db = work / "club.sqlite"
    players, games = FIXTURES / "club-players.csv", FIXTURES / "club-games.csv"
    for args in (["init", "--system", "sagc", "--club", "Packaged Club"], ["import", "players", players],
                 ["import", "games", games]):
        r = _run([cli, "--db", db, *args], env, work)
        assert r.returncode == 0, f"{args}: {r.stdout}{r.stderr}"
    r = _run([cli, "--db", db, "standings", "--format", "json"], env, work)
    assert r.returncode == 0, r.stderr
    packaged = json.loads(r.stdout)

    # the same commands from source must give the same list
    from io import StringIO

    from clubrater import cli as source_cli

    src_db = tmp_path / "source.sqlite"
    for args in (["init", "--system", "sagc", "--club", "Packaged Club"], ["import", "players", str(players)],
                 ["import", "games", str(games)]):
        assert source_cli.run(["--db", str(src_db), *args], out=StringIO()) == 0
    out = StringIO()
    assert source_cli.run(["--db", str(src_db), "standings", "--format", "json"], out=out) == 0
    assert packaged == json.loads(out.getvalue()) and len(packaged) == 8

    # the noticeboard printout from the packaged program: a real PDF with the club's players on it
    pdf = work / "board.pdf"
    r = _run([cli, "--db", db, "print", pdf], env, work)
    assert r.returncode == 0, r.stdout + r.stderr
    assert pdf.read_bytes()[:5] == b"%PDF-"
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
        for row in packaged:
            assert row["name"] in text, row["name"]

    # the window, offscreen, for 3 seconds: it must still be running (not crashed) when stopped
    proc = subprocess.Popen([str(gui), "--db", str(db)], env=env, cwd=work, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        time.sleep(3)
        alive = proc.poll() is None
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
        out_text, err_text = proc.communicate()
    assert alive, f"the window exited with {proc.returncode} within 3 s:\n{out_text}\n{err_text[-4000:]}"
    assert "Traceback" not in err_text, err_text[-4000:]
