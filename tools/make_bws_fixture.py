#!/usr/bin/env python3
"""Writes a tiny Microsoft Access (Jet 3) database holding a Bridgemate-style
RoundData table, for the tests of the .bws reader (src/formats/bws_movement.h).

No program that Debian packages writes Access files, so this script lays out
the few pages a reader needs, from the published structure of Jet 3 files:
page 0 the database header (its masked part masked with the RC4 stream of the
header key), page 1 the usage maps, pages 2 and 3 the catalog table
MSysObjects (definition, rows), pages 4 and 5 the RoundData table. Every
column is a fixed-size whole number except CustomBoards (text) and the
catalog's Name (text) and LvProp (properties, always empty here).

  tools/make_bws_fixture.py OUT.bws [ROW ... | FILE.csv]
  ROW: section,table,round,ns,ew,low,high[,custom]   (default: tests' rows)
  FILE.csv: the rows of `movebal export --format bridgemate` (pairs)

The fixtures in tests/data/bws were made with it:
  tools/make_bws_fixture.py tests/data/bws/tiny.bws
  movebal export movements/mitchell-07t-switched.asc --boards 4 -o m7.csv
  tools/make_bws_fixture.py tests/data/bws/mitchell-07t-switched.bws m7.csv
  (and example-08p-06r.bws from that movement with --boards 2)
"""
import struct
import sys

PAGE = 2048
LONG, INT, TEXT, OLE = 0x04, 0x03, 0x0A, 0x0B
VARIABLE = (TEXT, OLE)


def rc4(key, n):
    s = list(range(256))
    j = 0
    for i in range(256):
        j = (j + s[i] + key[i % len(key)]) % 256
        s[i], s[j] = s[j], s[i]
    i = j = 0
    out = []
    for _ in range(n):
        i = (i + 1) % 256
        j = (j + s[i]) % 256
        s[i], s[j] = s[j], s[i]
        out.append(s[(s[i] + s[j]) % 256])
    return out


def header_page():
    page = bytearray(PAGE)
    page[4:19] = b"Standard Jet DB"
    page[0x14] = 0  # Jet 3
    plain = bytearray(126)  # the masked area from 0x18
    struct.pack_into("<H", plain, 0x3A - 0x18, 0x0409)  # language
    struct.pack_into("<H", plain, 0x3C - 0x18, 1252)    # code page
    # 0x3E: database key 0 (not encrypted)
    stream = rc4(struct.pack("<I", 0x6B39DAC7), len(plain))
    page[0x18:0x18 + len(plain)] = bytes(p ^ k for p, k in zip(plain, stream))
    return page


def rows_page(kind, owner, rows):
    """A page of rows packed from its end (row 0 last), as data pages are."""
    page = bytearray(PAGE)
    page[0] = kind
    page[1] = 0x01
    struct.pack_into("<I", page, 4, owner)
    struct.pack_into("<H", page, 8, len(rows))
    end = PAGE
    for i, row in enumerate(rows):
        end -= len(row)
        page[end:end + len(row)] = row
        struct.pack_into("<H", page, 10 + 2 * i, end)
    struct.pack_into("<H", page, 2, end - (10 + 2 * len(rows)))  # free space
    return page


def usage_map(first_page, pages):
    bitmap = bytearray(4)
    for p in pages:
        bitmap[(p - first_page) // 8] |= 1 << ((p - first_page) % 8)
    return bytes([0]) + struct.pack("<I", first_page) + bytes(bitmap)


def table_page(columns, num_rows, usage_row, free_row):
    """A table definition: columns are (name, type, size); fixed columns
    first in the row, then the text columns."""
    page = bytearray(PAGE)
    page[0] = 0x02
    page[1] = 0x01
    struct.pack_into("<I", page, 12, num_rows)
    var = [c for c in columns if c[1] in VARIABLE]
    struct.pack_into("<H", page, 23, len(var))
    struct.pack_into("<H", page, 25, len(columns))
    struct.pack_into("<I", page, 27, 0)  # indexes
    struct.pack_into("<I", page, 31, 0)  # real indexes
    struct.pack_into("<I", page, 35, usage_row)
    struct.pack_into("<I", page, 39, free_row)
    pos = 43
    fixed_offset = 0
    var_number = 0
    for number, (name, kind, size) in enumerate(columns):
        entry = bytearray(18)
        entry[0] = kind
        entry[1] = number
        if kind in VARIABLE:
            struct.pack_into("<H", entry, 3, var_number)
            var_number += 1
            entry[13] = 0x02  # variable length
        else:
            entry[13] = 0x03  # fixed length
            struct.pack_into("<H", entry, 14, fixed_offset)
            fixed_offset += size
        struct.pack_into("<H", entry, 5, number)
        struct.pack_into("<H", entry, 16, size)
        page[pos:pos + 18] = entry
        pos += 18
    for name, _, _ in columns:
        raw = name.encode("ascii")
        page[pos] = len(raw)
        page[pos + 1:pos + 1 + len(raw)] = raw
        pos += 1 + len(raw)
    struct.pack_into("<H", page, 8, pos)
    return page


def row(columns, values):
    """One row: the column count, the fixed values in column order, the text
    values, the end of data, the text offsets (last column first), their
    count and the bitmap of columns not null."""
    out = bytearray([len(columns)])
    for (name, kind, size), v in zip(columns, values):
        if kind == LONG:
            out += struct.pack("<i", v)
        elif kind == INT:
            out += struct.pack("<h", v)
    offsets = []
    present = []
    for (name, kind, size), v in zip(columns, values):
        if kind in VARIABLE:
            offsets.append(len(out))
            if v:
                out += v.encode("cp1252")
            present.append(bool(v))
    n_var = len(offsets)
    if n_var:
        out.append(len(out) & 0xFF)  # end of the text data
        for o in reversed(offsets):
            out.append(o & 0xFF)
        out.append(n_var)
    mask = bytearray((len(columns) + 7) // 8)
    text_index = 0
    for i, (name, kind, size) in enumerate(columns):
        not_null = True
        if kind in VARIABLE:
            not_null = present[text_index]
            text_index += 1
        if not_null:
            mask[i // 8] |= 1 << (i % 8)
    out += mask
    assert len(out) < 256
    return bytes(out)


CATALOG = [("Id", LONG, 4), ("Type", INT, 2), ("Flags", LONG, 4), ("Name", TEXT, 64), ("LvProp", OLE, 0)]
ROUND_DATA = [("Section", LONG, 4), ("Table", LONG, 4), ("Round", LONG, 4), ("NSPair", LONG, 4),
              ("EWPair", LONG, 4), ("LowBoard", LONG, 4), ("HighBoard", LONG, 4),
              ("CustomBoards", TEXT, 255)]
DEFAULT_ROWS = ["1,1,1,1,3,1,2", "1,1,2,1,4,5,6", "1,2,1,2,4,3,4", "1,2,2,2,3,7,8"]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    rows = []
    texts = sys.argv[2:] or DEFAULT_ROWS
    if len(texts) == 1 and texts[0].endswith(".csv"):
        with open(texts[0]) as f:
            texts = [line.strip() for line in f if line.strip() and not line.startswith("Section")]
    for text in texts:
        parts = text.split(",")
        rows.append([int(x) for x in parts[:7]] + [parts[7] if len(parts) > 7 else ""])
    pages = [header_page()]
    pages.append(rows_page(0x01, 0, [usage_map(0, [3]), usage_map(0, []), usage_map(0, [5]), usage_map(0, [])]))
    pages.append(table_page(CATALOG, 2, (1 << 8) | 0, (1 << 8) | 1))
    pages.append(rows_page(0x01, 2, [row(CATALOG, [2, 1, 0x80000002 - (1 << 32), "MSysObjects", ""]),
                                     row(CATALOG, [4, 1, 0, "RoundData", ""])]))
    pages.append(table_page(ROUND_DATA, len(rows), (1 << 8) | 2, (1 << 8) | 3))
    pages.append(rows_page(0x01, 4, [row(ROUND_DATA, r) for r in rows]))
    with open(sys.argv[1], "wb") as out:
        for page in pages:
            out.write(page)


if __name__ == "__main__":
    main()
