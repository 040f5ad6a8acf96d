"""scripts/check_qt_libs.py: the first start on a fresh Linux machine names the missing X11 libraries
and the one command that installs them, instead of Qt's "Could not load the Qt platform plugin xcb".

Checked against the real thing: the installed Qt's xcb plugin (readelf/ldd) and this machine's
dynamic linker. The build machine lacks libxcb-icccm4 and libxcb-keysyms1, so here the script
must say exactly that; on a complete desktop it must say nothing.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "scripts" / "check_qt_libs.py"

spec = importlib.util.spec_from_file_location("check_qt_libs", SCRIPT)
assert spec is not None and spec.loader is not None
check = importlib.util.module_from_spec(spec)
sys.modules["check_qt_libs"] = check
spec.loader.exec_module(check)

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb platform is Linux's")
# The C and C++ runtime: every Linux system has them, Qt's requirements do not list them.
_RUNTIME = re.compile(r"^(libc|libm|libdl|libpthread|librt|libgcc_s|libstdc\+\+|ld-linux.*|linux-vdso)\.so")


def _qt() -> Path:
    found = importlib.util.find_spec("PySide6")
    assert found is not None and found.origin is not None
    return Path(found.origin).parent / "Qt"


def _xcb_binaries() -> list[Path]:
    qt = _qt()
    return [qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6", qt / "lib" / "libQt6Gui.so.6"]


@linux_only
@pytest.mark.skipif(shutil.which("readelf") is None, reason="needs readelf (binutils)")
def test_the_list_covers_every_system_library_the_installed_xcb_plugin_needs() -> None:
    bundled = {p.name for p in (_qt() / "lib").iterdir()}
    needed: set[str] = set()
    for binary in _xcb_binaries():
        out = subprocess.run(["readelf", "-d", str(binary)], capture_output=True, text=True, check=True).stdout
        needed |= set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out))
    system = {n for n in needed if n not in bundled and not _RUNTIME.match(n)}
    assert "libxcb-cursor.so.0" in system  # the one issue 14 met on a fresh Debian
    assert system - {lib.soname for lib in check.LIBS} == set()


@linux_only
@pytest.mark.skipif(shutil.which("ldd") is None, reason="needs ldd")
def test_the_verdict_is_the_dynamic_linkers() -> None:
    """What the script calls missing is exactly what the dynamic linker cannot find for the xcb plugin."""
    not_found: set[str] = set()
    for binary in _xcb_binaries():
        out = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, check=True).stdout
        not_found |= set(re.findall(r"^\s*(\S+) => not found", out, flags=re.MULTILINE))
    said = {lib.soname for lib in check.missing(check.LIBS, check.present_on_this_machine())}
    assert said == not_found


@linux_only
def test_make_run_gets_one_install_command_or_silence() -> None:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    r = subprocess.run([sys.executable, str(SCRIPT)], env=env, capture_output=True, text=True, timeout=60)
    absent = check.missing(check.LIBS, check.present_on_this_machine())
    if not absent:
        assert (r.returncode, r.stdout, r.stderr) == (0, "", "")
        return
    assert r.returncode == 1 and r.stdout == ""
    commands = [line.strip() for line in r.stderr.splitlines() if line.strip().startswith("sudo ")]
    system = check.distro()
    assert len(commands) == (1 if system else 2)
    if system == "debian":
        assert commands[0].split()[:3] == ["sudo", "apt", "install"]
        assert set(commands[0].split()[3:]) == {lib.debian for lib in absent}
    for lib in absent:
        assert lib.soname in r.stderr


def test_no_check_where_qt_needs_no_x11() -> None:
    assert check.needs_check({}, "linux")
    assert check.needs_check({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not check.needs_check({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not check.needs_check({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux")
    assert not check.needs_check({}, "win32")
    assert not check.needs_check({}, "darwin")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, str(SCRIPT)], env=env, capture_output=True, text=True, timeout=60)
    assert (r.returncode, r.stdout, r.stderr) == (0, "", "")


def test_one_command_per_distribution() -> None:
    debian = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n'
    ubuntu = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n'
    fedora = 'NAME="Fedora Linux"\nID=fedora\n'
    mint = 'NAME="Linux Mint"\nID=linuxmint\nID_LIKE="ubuntu debian"\n'
    assert [check.distro(t) for t in (debian, ubuntu, fedora, mint, "ID=arch\n")] == \
        ["debian", "debian", "fedora", "debian", ""]
    cursor = next(lib for lib in check.LIBS if lib.soname == "libxcb-cursor.so.0")
    icccm = next(lib for lib in check.LIBS if lib.soname == "libxcb-icccm.so.4")
    assert check.install_commands([cursor, icccm], "debian") == ["sudo apt install libxcb-cursor0 libxcb-icccm4"]
    assert check.install_commands([cursor, icccm], "fedora") == ["sudo dnf install xcb-util-cursor xcb-util-wm"]
    both = check.install_commands([cursor], "")
    assert both[0].startswith("sudo apt install libxcb-cursor0") and both[1].startswith("sudo dnf install xcb-util-cursor")


def test_ldconfig_lines_of_another_architecture_do_not_count() -> None:
    text = ("3 libs found in cache `/etc/ld.so.cache'\n"
            "\tlibxcb-cursor.so.0 (libc6) => /usr/lib/i386-linux-gnu/libxcb-cursor.so.0\n"
            "\tlibxcb.so.1 (libc6,x86-64) => /lib/x86_64-linux-gnu/libxcb.so.1\n")
    assert check.parse_ldconfig(text, "x86-64") == {"libxcb.so.1"}
    assert check.parse_ldconfig(text, None) == {"libxcb.so.1", "libxcb-cursor.so.0"}


@linux_only
def test_this_machines_linker_cache_is_read() -> None:
    cache = check.ldconfig_sonames()
    if cache is None:
        pytest.skip("no ldconfig on this machine")
    assert "libc.so.6" in cache


def test_the_readme_lists_every_package_the_script_checks() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    apt = next(line for line in readme.splitlines() if line.startswith("| Debian"))
    dnf = next(line for line in readme.splitlines() if line.startswith("| Fedora"))
    assert {lib.debian for lib in check.LIBS} <= set(apt.replace("`", " ").split())
    assert {lib.fedora for lib in check.LIBS} <= set(dnf.replace("`", " ").split())
