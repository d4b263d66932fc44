#!/usr/bin/env python3
"""Writes templates/assets/og-image.png: the card social networks show for a link to the
site (og:image, 1200×630), drawn from the favicon's mark — the chevron and the dot on the
site's accent colour — with the standard library only (no image package).

    scripts/make-og-image.py
"""
import math
import os
import struct
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "templates", "assets", "og-image.png")
WIDTH, HEIGHT = 1200, 630
BACKGROUND = (0xB5, 0x33, 0x0F)
MARK = (0xFF, 0xFF, 0xFF)
# The favicon's 64×64 drawing, scaled: a chevron (16,22)–(32,40)–(48,22) turned to point right,
# stroke 8, round ends; a dot of radius 4 at (46,32).
SCALE = 9.0
OFFSET = (WIDTH / 2 - 32 * SCALE, HEIGHT / 2 - 32 * SCALE)
SEGMENTS = [((22, 16), (40, 32)), ((40, 32), (22, 48))]
HALF_STROKE = 4 * SCALE
DOT = ((46, 32), 4 * SCALE)


def point(p):
    return (OFFSET[0] + p[0] * SCALE, OFFSET[1] + p[1] * SCALE)


def distance_to_segment(x, y, a, b):
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(x - (ax + t * dx), y - (ay + t * dy))


def coverage(x, y):
    """How much of the pixel centred at (x, y) the mark covers, 0…1 (a one-pixel soft edge)."""
    d = min(distance_to_segment(x, y, point(a), point(b)) - HALF_STROKE for a, b in SEGMENTS)
    d = min(d, math.hypot(x - point(DOT[0])[0], y - point(DOT[0])[1]) - DOT[1])
    return max(0.0, min(1.0, 0.5 - d))


def main():
    rows = bytearray()
    for y in range(HEIGHT):
        rows.append(0)  # filter: none
        for x in range(WIDTH):
            c = coverage(x + 0.5, y + 0.5)
            rows += bytes(round(BACKGROUND[i] + (MARK[i] - BACKGROUND[i]) * c) for i in range(3))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")
    with open(OUTPUT, "wb") as output:
        output.write(png)
    print(f"wrote {os.path.relpath(OUTPUT, ROOT)}: {len(png)} bytes")


if __name__ == "__main__":
    main()
