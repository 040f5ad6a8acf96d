"""Draw ClubRater's icon (two Go stones on a board) as PNG and .ico, with no image library.

Why a script: the icon is committed, but anyone can regenerate it byte for byte
(`python packaging/make_icon.py`), and `--check` lets a test prove the committed
files are what this script draws. Pure Python so that packaging needs nothing
beyond the standard library (no Pillow).

Writes resources/clubrater.png (256 px), resources/clubrater.ico (16..256 px,
PNG-compressed entries, which Windows Vista and later read) and the window-icon
copy clubrater/resources/icon.png that the installed package carries.
"""

from __future__ import annotations

import argparse
import math
import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PNG_OUT = ROOT / "resources" / "clubrater.png"
ICO_OUT = ROOT / "resources" / "clubrater.ico"
PACKAGE_OUT = ROOT / "clubrater" / "resources" / "icon.png"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)

Colour = tuple[float, float, float, float]  # premultiplied RGBA, 0..1


def _over(top: Colour, bottom: Colour) -> Colour:
    a = top[3]
    return (top[0] + bottom[0] * (1 - a), top[1] + bottom[1] * (1 - a), top[2] + bottom[2] * (1 - a), a + bottom[3] * (1 - a))


def _solid(r: int, g: int, b: int, alpha: float = 1.0) -> Colour:
    return (r / 255 * alpha, g / 255 * alpha, b / 255 * alpha, alpha)


GRID = (0.08, 0.36, 0.64, 0.92)
STONES = ((0.36, 0.64, "black"), (0.64, 0.36, "white"))
RADIUS = 0.19


def _sample(x: float, y: float) -> Colour:
    """The icon's colour at one point of the unit square."""
    out: Colour = (0.0, 0.0, 0.0, 0.0)
    # board: a rounded square of warm kaya wood, slightly darker towards the bottom
    inset, corner = 0.02, 0.14
    qx = max(abs(x - 0.5) - (0.5 - inset - corner), 0.0)
    qy = max(abs(y - 0.5) - (0.5 - inset - corner), 0.0)
    if math.hypot(qx, qy) > corner:
        return out
    shade = 1.0 - 0.12 * y
    out = _solid(round(226 * shade), round(181 * shade), round(106 * shade))
    # grid lines
    half = 0.012
    on_line = any(abs(x - g) <= half for g in GRID) and GRID[0] - half <= y <= GRID[-1] + half
    on_line = on_line or (any(abs(y - g) <= half for g in GRID) and GRID[0] - half <= x <= GRID[-1] + half)
    if on_line:
        out = _solid(74, 50, 24)
    # stones with a soft shadow and a highlight towards the top left
    for cx, cy, _kind in STONES:
        if math.hypot(x - cx - 0.02, y - cy - 0.03) <= RADIUS:
            out = _over(_solid(40, 25, 10, 0.35), out)
    for cx, cy, kind in STONES:
        d = math.hypot(x - cx, y - cy)
        if d > RADIUS:
            continue
        hl = math.hypot(x - (cx - 0.35 * RADIUS), y - (cy - 0.35 * RADIUS)) / RADIUS
        glow = max(0.0, 1.0 - hl * 1.3) ** 2
        if kind == "black":
            v = 28 + 110 * glow
            out = _solid(round(v), round(v), round(v + 4))
        else:
            edge = 1.0 - 0.22 * (d / RADIUS) ** 3
            v = min(255.0, 228 * edge + 30 * glow)
            out = _solid(round(v), round(v), round(v - 6))
    return out


def render(size: int, oversample: int = 4) -> bytes:
    """RGBA rows of a `size` x `size` icon, each pixel averaged over oversample² points."""
    rows = bytearray()
    n = oversample * oversample
    for py in range(size):
        rows.append(0)  # PNG filter type 0 for this row
        for px in range(size):
            r = g = b = a = 0.0
            for sy in range(oversample):
                for sx in range(oversample):
                    c = _sample((px + (sx + 0.5) / oversample) / size, (py + (sy + 0.5) / oversample) / size)
                    r, g, b, a = r + c[0], g + c[1], b + c[2], a + c[3]
            a /= n
            if a <= 0:
                rows += b"\0\0\0\0"
                continue
            rows += bytes((round(r / n / a * 255), round(g / n / a * 255), round(b / n / a * 255), round(a * 255)))
    return bytes(rows)


def png(size: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(render(size), 9)) + chunk(b"IEND", b"")


def ico(images: dict[int, bytes]) -> bytes:
    sizes = sorted(images)
    out = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    body = b""
    for s in sizes:
        data = images[s]
        out += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset + len(body))
        body += data
    return out + body


def build() -> dict[Path, bytes]:
    images = {s: png(s) for s in ICO_SIZES}
    return {PNG_OUT: images[256], PACKAGE_OUT: images[256], ICO_OUT: ico(images)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true", help="only check that the committed icons are up to date")
    args = p.parse_args(argv)
    stale = []
    for path, data in build().items():
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path.relative_to(ROOT)} ({len(data)} bytes)")
    if stale:
        print("out of date: " + ", ".join(str(p.relative_to(ROOT)) for p in stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
