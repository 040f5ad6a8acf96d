"""The packaged program: icon and build description checked quickly; the real build (slow) built and run.

The slow test builds packaging/clubrater.spec with PyInstaller into a temporary folder (what
`make package` does into dist/, with packaging/probe_entry.py as the entry so that the program can
check itself), then runs the built programs: --version, init, import players and games, standings
as JSON (compared with the same commands run from source), the noticeboard PDF, the window offscreen
for 3 seconds, and the self-check: the window in German (ClubRater's menus and Qt's own buttons), a
player's history chart drawn and grabbed, HTTPS's CA certificates, PBKDF2 and psycopg's libpq. The
folder must weigh at most 150 MB (issue 14). It writes the size, the build time and the chart's
picture to tests/_artifacts/.
"""

from __future__ import annotations

import importlib.resources
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import time
import tomllib
import xml.etree.ElementTree as ET
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


_ICU_CHECK = r"""
import ctypes, json, sys
ctypes.CDLL(sys.argv[1], mode=ctypes.RTLD_GLOBAL)  # this libicudata.so.NN, not the one beside libicuuc
uc = ctypes.CDLL(sys.argv[2] + "/libicuuc.so." + sys.argv[3], mode=ctypes.RTLD_GLOBAL)
i18n = ctypes.CDLL(sys.argv[2] + "/libicui18n.so." + sys.argv[3], mode=ctypes.RTLD_GLOBAL)
v = sys.argv[3]
ucol_open, strcoll = getattr(i18n, "ucol_open_" + v), getattr(i18n, "ucol_strcoll_" + v)
ucol_open.restype = ctypes.c_void_p
ucnv_open = getattr(uc, "ucnv_open_" + v)
ucnv_open.restype = ctypes.c_void_p
seen = {}
for lang in ("de", "fr", "cs", "af", "ja", "en"):
    err = ctypes.c_int(0)
    col = ctypes.c_void_p(ucol_open(lang.encode(), ctypes.byref(err)))
    order = sorted(["Hora", "Chalupa", "Čech", "Cibulka", "Äpfel", "Zebra", "ひらがな", "カタカナ", "漢字"],
                   key=__import__("functools").cmp_to_key(lambda a, b: strcoll(col, a.encode("utf-16-le"), len(a),
                                                                               b.encode("utf-16-le"), len(b))))
    seen[lang] = [err.value <= 0, order]
for name in ("windows-1252", "ISO-8859-2", "Shift_JIS", "EUC-JP"):
    err = ctypes.c_int(0)
    seen[name] = bool(ucnv_open(name.encode(), ctypes.byref(err))) and err.value <= 0
print(json.dumps(seen, ensure_ascii=False))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt uses ICU's data library on Linux only")
def test_trimmed_icu_data_collates_and_converts_as_the_whole(tmp_path: Path) -> None:
    """packaging/trim_icu.py's library sorts names in every shipped language and opens the converters Qt may ask
    for exactly as PySide6's full 32 MB one does, at a sixth of its size."""
    import PySide6

    if shutil.which("cc") is None and shutil.which("gcc") is None or shutil.which("readelf") is None:
        pytest.skip("no C compiler or readelf: the spec keeps ICU's data whole")
    qt_lib = Path(PySide6.__file__).parent / "Qt" / "lib"
    full = next(qt_lib.glob("libicudata.so.*"))
    import importlib.util

    spec = importlib.util.spec_from_file_location("trim_icu", REPO / "packaging" / "trim_icu.py")
    assert spec is not None and spec.loader is not None
    trim_icu = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(trim_icu)
    small = tmp_path / full.name
    sizes = trim_icu.build(full, small)
    assert sizes is not None and sizes[1] < sizes[0] / 5
    version = full.name.rsplit(".", 1)[1]
    seen = [json.loads(subprocess.run([sys.executable, "-c", _ICU_CHECK, str(lib), str(qt_lib), version],
                                      capture_output=True, text=True, check=True, timeout=60).stdout)
            for lib in (full, small)]
    assert seen[1] == seen[0]
    assert all(seen[0][lang][0] for lang in ("de", "fr", "cs", "af", "ja", "en"))
    cs = seen[0]["cs"][1]
    assert cs.index("Cibulka") < cs.index("Čech") < cs.index("Hora") < cs.index("Chalupa") < cs.index("Zebra")  # ch after h
    assert all(seen[1][name] for name in ("windows-1252", "ISO-8859-2", "Shift_JIS", "EUC-JP"))


def _german(source: str) -> str:
    """ClubRater's German for a window text, from clubrater/i18n/clubrater_de.ts (context MainWindow)."""
    root = ET.parse(REPO / "clubrater" / "i18n" / "clubrater_de.ts").getroot()
    for ctx in root.iter("context"):
        if ctx.findtext("name") == "MainWindow":
            for msg in ctx.iter("message"):
                if msg.findtext("source") == source:
                    return msg.findtext("translation") or ""
    raise AssertionError(f"no German for {source!r}")


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
        cwd=REPO, capture_output=True, text=True, timeout=1800, env=dict(os.environ, CLUBRATER_PACKAGE_PROBE="1"),
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
        # the printout's and the controller's words, read by io/words.py: shipped compressed (2 MB -> 0.4 MB)
        assert (internal / "clubrater" / "i18n" / f"clubrater_{lang}.ts.gz").is_file(), lang
    qt_translations = {p.name for p in internal.rglob("qtbase_*.qm")}
    assert {"qtbase_de.qm", "qtbase_fr.qm", "qtbase_cs.qm", "qtbase_ja.qm"} <= qt_translations  # Qt has no Afrikaans
    unwanted = [p.name for p in folder.rglob("*") if any(u in p.name for u in ("Qt6Qml", "Qt6Quick", "WebEngine", "Qt63D"))]
    assert unwanted == [], unwanted
    assert size <= 150e6, f"{size / 1e6:.1f} MB"  # issue 14 (about 230 MB before)

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
    # the same in the club's language: the packaged program reads the printout's words from its catalogs
    r = _run([cli, "--db", db, "settings", "--language", "de"], env, work)
    assert r.returncode == 0, r.stdout + r.stderr
    r = _run([cli, "--db", db, "print", pdf], env, work)
    assert r.returncode == 0, r.stdout + r.stderr
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
        assert "Rangliste" in text and "Zuletzt gespielt" in text, text[:500]

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

    # the self-check, in German as a German desktop starts it: what the leaner folder could have lost
    probe_env = dict(env, LANG="de_DE.UTF-8", LC_ALL="", LANGUAGE="", XDG_CONFIG_HOME=str(tmp_path / "config"),
                     CLUBRATER_PROBE=str(tmp_path / "probe.json"), CLUBRATER_PROBE_DB=str(db), QT_DEBUG_PLUGINS="1")
    r = _run([gui], probe_env, work)
    assert r.returncode == 0, r.stdout + r.stderr[-4000:]
    seen = json.loads((tmp_path / "probe.json").read_text(encoding="utf-8"))
    import ctypes.util

    if ctypes.util.find_library("cups"):  # CUPS is left to the system: where it is, Qt's print plugin loads with it
        assert re.search(r'libcupsprintersupport\.so" loaded library', r.stderr), r.stderr[-4000:]
        assert isinstance(seen["printers"], list)
    assert seen["language"] == "de"
    assert seen["qt_buttons"] == ["Speichern", "Abbrechen"]  # Qt's own qtbase_de.qm
    english = ["&File", "&Edit", "&Games", "&Players", "E&vents", "&View", "&Help"]
    assert seen["menus"] == [_german(e) for e in english] and seen["menus"][0] == "&Datei"
    shutil.copyfile(tmp_path / "probe.png", artifacts / "packaged-chart.png")
    chart = seen["chart"]
    from clubrater.controller.session import ClubController

    club = ClubController.open(src_db, read_only=True)
    try:
        player = next(p for p in club.queries.players() if p.name == chart["player"])
        assert chart["points"] == len(club.reports.chart_points(player.id)) >= 2
    finally:
        club.close()
    assert (chart["width"], chart["height"]) == (900, 500)
    assert chart["line_pixels"] > 300  # the 2-pixel line in the chart's colour, across the plot
    import hashlib
    import ssl

    import psycopg

    assert seen["ssl"]["ca_certificates"] == ssl.create_default_context().cert_store_stats()["x509_ca"] > 0
    assert seen["ssl"]["pbkdf2"] == hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 1).hex()
    assert seen["libpq"] == {"implementation": "binary", "version": psycopg.pq.version()}
