#!/usr/bin/env python3
"""Generate Sources/Vitrine/Internal/Text/LiberationSansWidths.swift (the lookup) and, beside it,
LiberationSans+Regular.swift and LiberationSans+Bold.swift (each weight's tables).

Vitrine measures text without a browser, using the advance widths of
Liberation Sans Regular and Bold compiled into the library. This script reads
both fonts with fontTools and writes that table.

Run it from anywhere (paths default to the Debian package `fonts-liberation2`
and to this repository):

    python3 Scripts/generate-font-widths.py

Options (each may also come from an environment variable):

    --regular PATH   LiberationSans-Regular.ttf  (VITRINE_LIBERATION_SANS_REGULAR)
    --bold PATH      LiberationSans-Bold.ttf     (VITRINE_LIBERATION_SANS_BOLD)
    --output PATH    Swift file to write         (VITRINE_FONT_WIDTHS_OUTPUT)
    --check          write nothing; exit 1 if the output file is out of date

Requires Python 3 and fontTools (`pip install fonttools`). The output is
deterministic: the same fonts always give a byte-identical file.

Every Unicode scalar mapped by any Unicode cmap subtable (BMP and beyond) is
included. Scalars U+0000..U+024F live in a direct table indexed by scalar
value; the rest live in sorted runs of consecutive scalars found by binary
search. 0xFFFF marks "no glyph" (0 is a real advance: combining marks).
"""

import argparse
import hashlib
import os
import sys
from pathlib import Path

from fontTools.ttLib import TTFont

DEBIAN_FONT_DIR = Path("/usr/share/fonts/truetype/liberation2")
REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = REPO_ROOT / "Sources/Vitrine/Internal/Text/LiberationSansWidths.swift"

# Metrics the Swift API promises; the script refuses fonts that differ.
EXPECTED_UNITS_PER_EM = 2048
EXPECTED_ASCENDER = 1854
EXPECTED_DESCENDER = -434
EXPECTED_LINE_GAP = 67

# Scalars below this get a direct table indexed by scalar value (Basic Latin,
# Latin-1 Supplement, Latin Extended-A and -B).
DIRECT_LIMIT = 0x250
MISSING = 0xFFFF
VALUES_PER_LINE = 16


def require(condition, message):
    """Like assert, but also active under `python3 -O`."""
    if not condition:
        sys.exit(f"error: {message}")


def parse_arguments():
    parser = argparse.ArgumentParser(
        description="Generate the Liberation Sans advance-width table for Vitrine."
    )
    parser.add_argument(
        "--regular",
        default=os.environ.get(
            "VITRINE_LIBERATION_SANS_REGULAR",
            str(DEBIAN_FONT_DIR / "LiberationSans-Regular.ttf"),
        ),
        help="path to LiberationSans-Regular.ttf",
    )
    parser.add_argument(
        "--bold",
        default=os.environ.get(
            "VITRINE_LIBERATION_SANS_BOLD",
            str(DEBIAN_FONT_DIR / "LiberationSans-Bold.ttf"),
        ),
        help="path to LiberationSans-Bold.ttf",
    )
    parser.add_argument(
        "--output",
        default=os.environ.get("VITRINE_FONT_WIDTHS_OUTPUT", str(DEFAULT_OUTPUT)),
        help="Swift file to write",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="do not write; exit with status 1 if the output file would change",
    )
    return parser.parse_args()


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


def runs_of(code_points):
    """Split sorted code points into (start, count) runs of consecutive values."""
    runs = []
    for code_point in code_points:
        if runs and runs[-1][0] + runs[-1][1] == code_point:
            runs[-1][1] += 1
        else:
            runs.append([code_point, 1])
    return [tuple(run) for run in runs]


def hex_scalar(value):
    return f"U+{value:04X}"


def format_value(value):
    return "0xFFFF" if value == MISSING else str(value)


def emit_rows(out, values, first_code_point):
    """Rows of VALUES_PER_LINE widths, each labelled with its first scalar."""
    for offset in range(0, len(values), VALUES_PER_LINE):
        chunk = values[offset:offset + VALUES_PER_LINE]
        cells = " ".join(f"{format_value(v) + ',':>5}" for v in chunk)
        label = hex_scalar(first_code_point + offset)
        out.append(f"        {cells} // {label}")


def emit_array(out, name, element_type, values, per_line, formatter):
    out.append(f"    private static let {name}: [{element_type}] = [")
    for offset in range(0, len(values), per_line):
        chunk = values[offset:offset + per_line]
        out.append("        " + " ".join(formatter(v) + "," for v in chunk))
    out.append("    ]")


def generate(regular, bold, main_name):
    weights = [("Regular", regular), ("Bold", bold)]
    require(regular["version"] == bold["version"], "Regular and Bold versions differ")

    all_scalars = sorted(set(regular["advances"]) | set(bold["advances"]))
    sparse_scalars = [c for c in all_scalars if c >= DIRECT_LIMIT]
    runs = runs_of(sparse_scalars)
    offsets = [0]
    for _, count in runs:
        offsets.append(offsets[-1] + count)
    offset_type = "UInt16" if offsets[-1] < 0xFFFF else "UInt32"

    out = []
    out.append(f"// {main_name}")
    out.append("// Generated by Scripts/generate-font-widths.py; do not edit by hand.")
    out.append("// Regenerate with: python3 Scripts/generate-font-widths.py")
    out.append("//")
    out.append("// Source fonts (name, version and copyright read from each font's name table):")
    for label, font in weights:
        out.append(f"//   {label}: {font['full_name']}, {font['version']}")
        out.append(f"//     {font['path'].name}, SHA-256 {font['sha256']}")
        out.append(f"//     {len(font['advances'])} Unicode scalars with glyphs")
    if regular["copyright"] == bold["copyright"]:
        out.append("//   Copyright:")
        out.extend(f"//     {line}" for line in regular["copyright"])
    else:
        for label, font in weights:
            out.append(f"//   Copyright ({label}):")
            out.extend(f"//     {line}" for line in font["copyright"])
    out.append("//")
    out.append("// Licensed under the SIL Open Font License 1.1; see LiberationSans-OFL.txt beside this file.")
    out.append("")
    out.append("/// Metrics of Liberation Sans Regular and Bold, in font units, for measuring")
    out.append("/// text without a browser.")
    out.append("///")
    out.append(f"/// Scalars U+0000..<{hex_scalar(DIRECT_LIMIT)} are looked up directly by scalar value;")
    out.append("/// the others by binary search over runs of consecutive scalars. `0xFFFF`")
    out.append("/// marks a scalar without a glyph (0 is a real advance, e.g. combining marks).")
    out.append("enum LiberationSans {")
    out.append(f"    static let unitsPerEm: Int = {EXPECTED_UNITS_PER_EM}")
    out.append(f"    static let ascender: Int = {EXPECTED_ASCENDER}")
    out.append(f"    static let descender: Int = {EXPECTED_DESCENDER}  // negative, as in hhea")
    out.append(f"    static let lineGap: Int = {EXPECTED_LINE_GAP}")
    out.append("")
    out.append("    /// Advance width in font units, or nil when the font has no glyph for the scalar.")
    out.append("    @inline(__always)")
    out.append("    static func advance(of scalar: Unicode.Scalar, bold: Bool) -> Int? {")
    out.append("        let value = scalar.value")
    out.append("        let width: UInt16")
    out.append("        if value < directLimit {")
    out.append("            width = bold ? directBold[Int(value)] : directRegular[Int(value)]")
    out.append("        } else {")
    out.append("            guard let index = sparseIndex(of: value) else { return nil }")
    out.append("            width = bold ? sparseBold[index] : sparseRegular[index]")
    out.append("        }")
    out.append("        return width == missing ? nil : Int(width)")
    out.append("    }")
    out.append("")
    out.append("    /// Index into the sparse width tables, or nil when no run contains `value`.")
    out.append("    @inline(__always)")
    out.append("    private static func sparseIndex(of value: UInt32) -> Int? {")
    out.append("        // Count the runs starting at or before `value`.")
    out.append("        var low = 0")
    out.append("        var high = runStarts.count")
    out.append("        while low < high {")
    out.append("            let middle = (low &+ high) &>> 1")
    out.append("            if runStarts[middle] <= value {")
    out.append("                low = middle &+ 1")
    out.append("            } else {")
    out.append("                high = middle")
    out.append("            }")
    out.append("        }")
    out.append("        guard low > 0 else { return nil }")
    out.append("        let run = low &- 1")
    out.append("        let base = Int(runOffsets[run])")
    out.append("        let position = Int(value &- runStarts[run])")
    out.append("        guard position < Int(runOffsets[run &+ 1]) &- base else { return nil }")
    out.append("        return base &+ position")
    out.append("    }")
    out.append("")
    out.append("    private static let missing: UInt16 = 0xFFFF")
    out.append(f"    private static let directLimit: UInt32 = 0x{DIRECT_LIMIT:04X}")
    out.append("    // The width tables of each weight are in LiberationSans+Regular.swift and LiberationSans+Bold.swift.")

    out.append("")
    out.append(f"    /// First scalar of each run of consecutive scalars at or above {hex_scalar(DIRECT_LIMIT)}")
    out.append(f"    /// ({len(runs)} runs, {len(sparse_scalars)} scalars), ascending.")
    emit_array(out, "runStarts", "UInt32", [start for start, _ in runs], 8,
               lambda v: f"0x{v:04X}")
    out.append("")
    out.append("    /// Run `i` covers sparse indices `runOffsets[i]..<runOffsets[i + 1]`.")
    emit_array(out, "runOffsets", offset_type, offsets, 12, lambda v: f"{v:>4}")

    out.append("}")
    out.append("")
    files = {main_name: "\n".join(out)}
    for label, font in weights:
        files[f"LiberationSans+{label}.swift"] = weight_tables(label, font, runs)
    return files


def weight_tables(label, font, runs):
    """One weight's advance tables, in a file of their own beside the lookup."""
    advances = font["advances"]
    out = [
        f"// LiberationSans+{label}.swift",
        "// Generated by Scripts/generate-font-widths.py; do not edit by hand.",
        f"// {font['full_name']}, {font['version']}; licensed under the SIL Open Font License 1.1,",
        "// see LiberationSans-OFL.txt beside this file.",
        "",
        "extension LiberationSans {",
        f"    /// {label} advances for U+0000..<{hex_scalar(DIRECT_LIMIT)}, indexed by scalar value.",
        f"    static let direct{label}: [UInt16] = [",
    ]
    emit_rows(out, [advances.get(c, MISSING) for c in range(DIRECT_LIMIT)], 0)
    out.append("    ]")
    out.append("")
    out.append(f"    /// {label} advances for the runs of `runStarts`, in order.")
    out.append(f"    static let sparse{label}: [UInt16] = [")
    for start, count in runs:
        emit_rows(out, [advances.get(c, MISSING) for c in range(start, start + count)], start)
    out.append("    ]")
    out.append("}")
    out.append("")
    return "\n".join(out)


def main():
    arguments = parse_arguments()
    regular = load_font(arguments.regular, "Regular")
    bold = load_font(arguments.bold, "Bold")
    output = Path(arguments.output)
    files = {output.parent / name: text.encode("utf-8") for name, text in generate(regular, bold, output.name).items()}

    stale = [path for path, text in files.items() if not path.is_file() or path.read_bytes() != text]
    if arguments.check:
        for path in stale:
            print(f"{path} is out of date; run python3 Scripts/generate-font-widths.py", file=sys.stderr)
        if stale:
            sys.exit(1)
        print(f"{len(files)} files up to date")
        return

    output.parent.mkdir(parents=True, exist_ok=True)
    for path in stale:
        path.write_bytes(files[path])
        print(f"wrote {path} ({len(files[path])} bytes)")
    if not stale:
        print(f"{len(files)} files unchanged")


if __name__ == "__main__":
    main()
