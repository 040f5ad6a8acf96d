"""Before the window opens on Linux: are the system libraries Qt's xcb platform needs there?

PySide6 brings Qt itself but not the X11/xcb libraries of the desktop. Without them Qt aborts with
"Could not load the Qt platform plugin xcb", which tells a secretary nothing. `make run` runs this
first; it prints the one command that installs what is missing and exits 1, or says nothing and
exits 0. Only the standard library: it must work before anything else does.

    python scripts/check_qt_libs.py            # check this machine
    python scripts/check_qt_libs.py --list     # the libraries checked and their packages
"""

from __future__ import annotations

import ctypes.util
import os
import platform
import re
import subprocess
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import NamedTuple


class Lib(NamedTuple):
    soname: str
    debian: str  # Debian and Ubuntu package
    fedora: str  # Fedora (dnf) package


# What Qt 6's xcb platform plugin (libqxcb.so and libQt6XcbQpa.so.6, ELF NEEDED) and QtGui load,
# apart from the C/C++ runtime every system has. tests/test_check_qt_libs.py reads the installed
# plugin and fails if Qt needs a library that is not listed here.
LIBS: tuple[Lib, ...] = (
    Lib("libxcb.so.1", "libxcb1", "libxcb"),
    Lib("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    Lib("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    Lib("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    Lib("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    Lib("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    Lib("libxcb-render.so.0", "libxcb-render0", "libxcb"),
    Lib("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    Lib("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    Lib("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
    Lib("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
    Lib("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
    Lib("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
    Lib("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
    Lib("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    Lib("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    Lib("libX11.so.6", "libx11-6", "libX11"),
    Lib("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    Lib("libGL.so.1", "libgl1", "libglvnd-glx"),
    Lib("libEGL.so.1", "libegl1", "libglvnd-egl"),
    Lib("libfontconfig.so.1", "libfontconfig1", "fontconfig"),
    Lib("libfreetype.so.6", "libfreetype6", "freetype"),
    Lib("libglib-2.0.so.0", "libglib2.0-0", "glib2"),
    Lib("libgthread-2.0.so.0", "libglib2.0-0", "glib2"),
    Lib("libdbus-1.so.3", "libdbus-1-3", "dbus-libs"),
    Lib("libz.so.1", "zlib1g", "zlib"),
)

# Platforms that need no X11 libraries: Qt was told not to use xcb.
_NOT_XCB = ("offscreen", "minimal", "wayland", "eglfs", "linuxfb", "vnc")


def ldconfig_sonames(run: Callable[[list[str]], str] | None = None) -> set[str] | None:
    """Sonames in the dynamic linker's cache for this machine's architecture; None without ldconfig."""
    run = run or _run
    for exe in ("/sbin/ldconfig", "/usr/sbin/ldconfig", "ldconfig"):
        try:
            text = run([exe, "-p"])
        except (OSError, subprocess.SubprocessError):
            continue
        return parse_ldconfig(text, _arch_tag())
    return None


def parse_ldconfig(text: str, arch: str | None) -> set[str]:
    """`ldconfig -p` lines look like `\tlibxcb.so.1 (libc6,x86-64) => /lib/x86_64-linux-gnu/libxcb.so.1`."""
    found: set[str] = set()
    for line in text.splitlines():
        m = re.match(r"\s*(\S+)\s+\(([^)]*)\)\s+=>", line)
        if m is None:
            continue
        if arch is None or arch in m.group(2):  # "(libc6)" alone is a 32-bit library on a 64-bit machine
            found.add(m.group(1))
    return found


def _arch_tag() -> str | None:
    """The tag ldconfig gives libraries of this Python's architecture (a 64-bit Python loads only those)."""
    machine = platform.machine()
    if machine in ("x86_64", "amd64"):
        return "x86-64"
    if machine in ("aarch64", "arm64"):
        return "AArch64"
    return None


def _run(cmd: list[str]) -> str:
    return subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=20).stdout


def missing(libs: Iterable[Lib], present: Callable[[str], bool]) -> list[Lib]:
    return [lib for lib in libs if not present(lib.soname)]


def present_on_this_machine() -> Callable[[str], bool]:
    """ldconfig's cache when there is one; otherwise ctypes.util.find_library, which searches the same way."""
    cache = ldconfig_sonames()
    if cache is not None:
        return cache.__contains__

    def found(soname: str) -> bool:
        name = soname.removeprefix("lib").split(".so")[0]
        hit = ctypes.util.find_library(name)
        return hit is not None and Path(hit).name.startswith(soname.split(".so")[0] + ".so")

    return found


def distro(os_release: str | None = None) -> str:
    """'debian', 'fedora' or '' from /etc/os-release (ID and ID_LIKE)."""
    if os_release is None:
        try:
            os_release = Path("/etc/os-release").read_text(encoding="utf-8")
        except OSError:
            return ""
    fields = dict(re.findall(r'^(ID|ID_LIKE)="?([^"\n]*)"?$', os_release, flags=re.MULTILINE))
    words = f"{fields.get('ID', '')} {fields.get('ID_LIKE', '')}".lower().split()
    if any(w in ("debian", "ubuntu") for w in words):
        return "debian"
    if any(w in ("fedora", "rhel", "centos") for w in words):
        return "fedora"
    return ""


def install_commands(libs: Iterable[Lib], system: str) -> list[str]:
    """The command that installs `libs` (both kinds when the distribution is not known)."""
    libs = list(libs)
    apt = "sudo apt install " + " ".join(sorted({lib.debian for lib in libs}))
    dnf = "sudo dnf install " + " ".join(sorted({lib.fedora for lib in libs}))
    if system == "debian":
        return [apt]
    if system == "fedora":
        return [dnf]
    return [f"{apt}    (Debian, Ubuntu)", f"{dnf}    (Fedora)"]


def message(absent: list[Lib], system: str) -> str:
    names = ", ".join(lib.soname for lib in absent)
    lines = [f"ClubRater's window needs system libraries that are not installed: {names}.",
             "Install them with:", *(f"    {c}" for c in install_commands(absent, system)),
             "then run `make run` again."]
    return "\n".join(lines)


def needs_check(environ: dict[str, str] | os._Environ[str] = os.environ, system_platform: str = sys.platform) -> bool:
    if not system_platform.startswith("linux"):
        return False  # Windows and macOS: Qt's platform plugin needs nothing from the system
    chosen = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip().lower()
    return not chosen.startswith(_NOT_XCB)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--list" in args:
        for lib in LIBS:
            print(f"{lib.soname:28s} {lib.debian:22s} {lib.fedora}")
        return 0
    if not needs_check():
        return 0
    absent = missing(LIBS, present_on_this_machine())
    if not absent:
        return 0
    print(message(absent, distro()), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
