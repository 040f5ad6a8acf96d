"""A smaller ICU data library for the packaged folder (issue 14): Qt's libicudata is 32 MB of data, most of
which Qt never reads.

Qt (6.x, Linux) calls ICU for four things only (the ICU symbols libQt6Core imports): collation (QCollator,
used by Qt's file dialogs), case mapping (built into libicuuc, no data needed), time-zone display names, and
converters for legacy text encodings (QStringConverter). ICU's break iterators and dictionaries,
transliteration, spelled-out numbers, unit/currency/language/region display names are never asked for.

So the trimmed data keeps: everything at the top level except locales of other languages and the big
multi-byte converters; collation and zone names for the languages ClubRater ships (and English and root).
It is written as an ICU common-data package (the format icupkg writes) and linked by the system's C compiler
into a library with the same soname and symbol (icudtNN_dat). Without a compiler the full library stays.

Run by packaging/clubrater.spec; `python packaging/trim_icu.py LIB OUT` does the same by hand.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

# The window's languages (clubrater/i18n) plus English; ICU falls back to root for the rest.
LANGUAGES = ("en", "de", "fr", "cs", "af", "ja")
_LOCALE = re.compile(r"^([a-z]{2,3})(?:_[A-Za-z0-9_]+)?\.res$")
_DROP_TREES = ("brkitr/", "translit/", "rbnf/", "unit/", "curr/", "lang/", "region/")
_KEEP_TREES = ("coll/", "zone/")
_BIG_CONVERTER = 64 * 1024  # CJK/EBCDIC tables; single-byte code pages (1-3 KB each) stay
# ... except Japanese ones (a shipped language): Shift_JIS / windows-31j, EUC-JP, JIS X 0208/0212
_JAPANESE_CONVERTERS = ("ibm-942_", "ibm-943_", "ibm-952_", "ibm-953_", "ibm-954_", "ibm-33722_", "euc-jp-", "jisx-")


def read_package(data: bytes) -> tuple[bytes, str, list[tuple[str, bytes]]]:
    """The header, the item-name prefix ("icudt73l/") and the (name, bytes) items of an ICU common-data package."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", data, 0)
    if (magic1, magic2) != (0xDA, 0x27) or data[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    toc = data[header_size:]
    count = struct.unpack_from("<I", toc, 0)[0]
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_at, data_at) in enumerate(entries):
        end = entries[i + 1][1] if i + 1 < count else len(toc)
        items.append((toc[name_at:toc.index(b"\0", name_at)].decode("ascii"), toc[data_at:end]))
    prefix = items[0][0].split("/", 1)[0] + "/"
    return data[:header_size], prefix, items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The package holding `items` (sorted by name, as ICU's binary search needs), each 16-byte aligned."""
    items = sorted(items, key=lambda item: item[0].encode("ascii"))
    names = bytearray()
    name_at = []
    table = 4 + 8 * len(items)
    for name, _ in items:
        name_at.append(table + len(names))
        names += name.encode("ascii") + b"\0"
    body = bytearray(struct.pack("<I", len(items)) + b"\0" * (8 * len(items)) + names)
    for i, (_, blob) in enumerate(items):
        body += b"\0" * (-len(body) % 16)
        struct.pack_into("<II", body, 4 + 8 * i, name_at[i], len(body))
        body += blob
    return header + bytes(body)


def wanted(name: str, size: int) -> bool:
    """Whether ICU item `name` (without the package prefix) stays."""
    if name.startswith(_DROP_TREES):
        return False
    tree, _, leaf = name.rpartition("/")
    if tree and f"{tree}/" not in _KEEP_TREES:
        return False
    locale = _LOCALE.match(leaf)
    if locale:  # a locale's data (root, pool, res_index have longer names and always stay)
        return locale.group(1) in LANGUAGES
    if not tree and leaf.endswith(".cnv"):
        return size <= _BIG_CONVERTER or leaf.startswith(_JAPANESE_CONVERTERS)
    return True


def _symbol(lib: Path) -> tuple[str, int, int]:
    """(name, file offset, size) of the data symbol icudtNN_dat, from the ELF tables (readelf, from binutils)."""
    syms = subprocess.run(["readelf", "-W", "--dyn-syms", str(lib)], check=True, capture_output=True, text=True).stdout
    found = re.search(r"^\s*\d+:\s+([0-9a-f]+)\s+(0x[0-9a-f]+|\d+)\s+OBJECT\s+GLOBAL\s+\S+\s+\d+\s+(icudt\d+_dat)\s*$",
                      syms, re.MULTILINE)
    if found is None:
        raise ValueError(f"{lib.name}: no ICU data symbol in it")
    address, size = int(found.group(1), 16), int(found.group(2), 0)
    sections = subprocess.run(["readelf", "-W", "-S", str(lib)], check=True, capture_output=True, text=True).stdout
    for line in sections.splitlines():  # [ 5] .rodata PROGBITS address offset size ...
        cols = line.replace("[ ", "[").split()
        if len(cols) > 5 and cols[0].startswith("[") and cols[2] == "PROGBITS":
            sec_addr, sec_off, sec_size = int(cols[3], 16), int(cols[4], 16), int(cols[5], 16)
            if sec_addr <= address < sec_addr + sec_size:
                return found.group(3), address - sec_addr + sec_off, size
    raise ValueError(f"{lib.name}: the ICU data symbol is in no section")


def trimmed_data(lib: Path) -> tuple[str, bytes, int]:
    """(symbol, trimmed package, original package size) from a libicudata."""
    symbol, offset, size = _symbol(lib)
    with lib.open("rb") as f:
        f.seek(offset)
        raw = f.read(size)
    header, prefix, items = read_package(raw)
    kept = [(name, blob) for name, blob in items if wanted(name[len(prefix):], len(blob))]
    return symbol, write_package(header, kept), size


def build(lib: Path, out: Path) -> tuple[int, int] | None:
    """Write the trimmed library to `out`; (old, new) data sizes, or None without a C compiler and readelf."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None or shutil.which("readelf") is None:
        return None
    symbol, package, original = trimmed_data(lib)
    soname = lib.name
    with tempfile.TemporaryDirectory() as tmp:
        dat = Path(tmp) / "icudata.dat"
        dat.write_bytes(package)
        asm = Path(tmp) / "icudata.S"
        asm.write_text(
            "\t.section .rodata\n\t.balign 16\n"
            f"\t.globl {symbol}\n\t.type {symbol}, @object\n{symbol}:\n"
            f'\t.incbin "{dat.as_posix()}"\n\t.size {symbol}, .-{symbol}\n'
            '\t.section .note.GNU-stack,"",@progbits\n', encoding="ascii")
        out.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([cc, "-shared", "-nostdlib", f"-Wl,-soname,{soname}", "-s", "-o", str(out), str(asm)],
                       check=True, capture_output=True)
    return original, len(package)


if __name__ == "__main__":
    sizes = build(Path(sys.argv[1]), Path(sys.argv[2]))
    print("no C compiler or readelf: nothing written" if sizes is None else f"ICU data {sizes[0]:,} -> {sizes[1]:,} bytes")
