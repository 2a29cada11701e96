"""Reading Liberation Sans with fontTools for Scripts/generate-font-widths.py: the checked metrics,
the name table and every mapped scalar's advance width."""

import hashlib
import sys
from pathlib import Path

from fontTools.ttLib import TTFont


# Metrics the Swift API promises; the script refuses fonts that differ.
# 0xFFFF marks a scalar without a glyph (0 is a real advance: combining marks).
MISSING = 0xFFFF
EXPECTED_UNITS_PER_EM = 2048
EXPECTED_ASCENDER = 1854
EXPECTED_DESCENDER = -434
EXPECTED_LINE_GAP = 67


def require(condition, message):
    """Like assert, but also active under `python3 -O`."""
    if not condition:
        sys.exit(f"error: {message}")


def name_string(font, name_id):
    """A name-table string, preferring Windows English, with tidy whitespace."""
    record = font["name"].getName(name_id, 3, 1, 0x409) or font["name"].getDebugName(name_id)
    if record is None:
        sys.exit(f"error: name ID {name_id} missing from the font")
    text = record if isinstance(record, str) else record.toUnicode()
    lines = [line.strip() for line in text.replace("\r\n", "\n").split("\n")]
    return [line for line in lines if line]


def load_font(path, expected_subfamily):
    path = Path(path)
    if not path.is_file():
        sys.exit(f"error: font not found: {path}")
    data = path.read_bytes()
    font = TTFont(path, lazy=False)

    units_per_em = font["head"].unitsPerEm
    hhea = font["hhea"]
    metrics = (units_per_em, hhea.ascent, hhea.descent, hhea.lineGap)
    expected = (
        EXPECTED_UNITS_PER_EM,
        EXPECTED_ASCENDER,
        EXPECTED_DESCENDER,
        EXPECTED_LINE_GAP,
    )
    require(
        metrics == expected,
        f"{path}: (unitsPerEm, hhea ascender, descender, lineGap) = {metrics}, "
        f"expected {expected}",
    )

    family = " ".join(name_string(font, 1))
    subfamily = " ".join(name_string(font, 2))
    require(family == "Liberation Sans", f"{path}: family is {family!r}")
    require(
        subfamily == expected_subfamily,
        f"{path}: subfamily is {subfamily!r}, expected {expected_subfamily!r}",
    )

    glyph_order = font.getGlyphOrder()
    notdef = glyph_order[0]
    mapping = {}
    for table in font["cmap"].tables:
        if not table.isUnicode():
            continue
        for code_point, glyph in table.cmap.items():
            previous = mapping.get(code_point)
            require(
                previous is None or previous == glyph,
                f"{path}: cmap subtables disagree about U+{code_point:04X}",
            )
            mapping[code_point] = glyph

    hmtx = font["hmtx"]
    advances = {}
    for code_point, glyph in mapping.items():
        if glyph == notdef:
            continue  # mapped to .notdef means "no glyph"
        if 0xD800 <= code_point <= 0xDFFF or code_point > 0x10FFFF:
            continue  # not a Unicode scalar value
        advance = hmtx[glyph][0]
        require(0 <= advance < MISSING, f"{path}: advance {advance} out of range")
        advances[code_point] = advance

    return {
        "path": path,
        "sha256": hashlib.sha256(data).hexdigest(),
        "full_name": " ".join(name_string(font, 4)),
        "version": " ".join(name_string(font, 5)),
        "copyright": name_string(font, 0),
        "advances": advances,
    }
