#!/usr/bin/env python3
"""Writes Sources/Vitrine/API/Keyboard+Locales.swift from Keyboards/*.keyboard: every keyboard locale compiled
into the binary, which stays one self-contained file (no resource bundle beside it).

Run after adding or changing a file in Keyboards/ (`make keyboards`); KeyboardLocaleDataTests parses the data
files again and fails while the compiled copy differs.

A locale file is UTF-8 text, one `field: value` a line; `#` starts a comment line, blank lines are skipped:

    title: French (AZERTY)        the name people read (catalog captions)
    space: espace                 the space bar's word
    return: retour                the return key's word for the default return type
    showcase: a                   the key the catalog's preset holds down
    iphone: a z e r t y u i o p   the iPhone's letter rows, top to bottom: three `iphone` lines
    ipad: w x c v b n ' !, ?.     the iPad's, likewise: three `ipad` lines

A row is its keys separated by spaces, each named by what it types, lower case: one character is a letter
key (drawn as its capital); two characters are a mark key typing the second, and the first with shift,
drawn one above the other (the iPad's `!,` and `?.`). The file name (`fr.keyboard`) is the locale's name
for `--locale`; `en` is the default and comes first.
"""
import os
import re
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "Keyboards")
OUT = os.path.join(ROOT, "Sources", "Vitrine", "API", "Keyboard+Locales.swift")

SINGLE_FIELDS = ("title", "space", "return", "showcase")
ROW_FIELDS = ("iphone", "ipad")
# The e-mail and URL keyboards put these keys beside the letters: a letter of the same name would clash.
BOTTOM_ROW_KEYS = {"@", ".", "/"}
SWIFT_KEYWORDS = {"as", "do", "in", "is", "if", "let", "var", "for", "try", "nil", "self", "case", "func"}


def fail(path, line, message):
    sys.exit(f"{os.path.relpath(path, ROOT)}:{line}: {message}")


def parse(path):
    fields, rows = {}, {name: [] for name in ROW_FIELDS}
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for number, raw in enumerate(lines, 1):
        line = unicodedata.normalize("NFC", raw.strip())
        if not line or line.startswith("#"):
            continue
        name, colon, value = line.partition(":")
        name, value = name.strip(), value.strip()
        if not colon or not value:
            fail(path, number, "expected `field: value`")
        if name in ROW_FIELDS:
            keys = value.split()
            for key in keys:
                if len(key) > 2:
                    fail(path, number, f"'{key}': a key is one character (a letter) or two (a mark key)")
                if key != key.lower():
                    fail(path, number, f"'{key}': keys are named in lower case; the capital is drawn")
                if key in BOTTOM_ROW_KEYS:
                    fail(path, number, f"'{key}' is a key of the e-mail and URL keyboards' bottom row")
            rows[name].append((number, keys))
        elif name in SINGLE_FIELDS:
            if name in fields:
                fail(path, number, f"'{name}' is given twice")
            fields[name] = value
        else:
            fail(path, number, f"unknown field '{name}'; fields: {', '.join(SINGLE_FIELDS + ROW_FIELDS)}")
    for name in SINGLE_FIELDS:
        if name not in fields:
            fail(path, len(lines), f"'{name}' is missing")
    for name in ROW_FIELDS:
        if len(rows[name]) != 3:
            fail(path, len(lines), f"{len(rows[name])} '{name}' rows; a keyboard has three rows of letters")
        seen = set()
        for number, keys in rows[name]:
            for key in keys:
                if key in seen:
                    fail(path, number, f"'{key}' is twice on the {name}")
                seen.add(key)
    showcase = fields["showcase"]
    if not any(showcase in keys for _, keys in rows["iphone"]) or len(showcase) != 1:
        fail(path, len(lines), f"showcase '{showcase}' is no letter key of the iphone rows")
    return fields, {name: [keys for _, keys in rows[name]] for name in ROW_FIELDS}


def swift_string(text):
    out = []
    for character in text:
        if character in '\\"':
            out.append("\\" + character)
        elif ord(character) < 0x20 or ord(character) == 0x7F:
            out.append(f"\\u{{{ord(character):x}}}")
        else:
            out.append(character)
    return '"' + "".join(out) + '"'


def swift_rows(rows):
    lines = ["            [" + ", ".join(swift_string(key) for key in row) + "]," for row in rows]
    return "[\n" + "\n".join(lines) + "\n        ]"


def case_name(name):
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def main():
    names = sorted(file[: -len(".keyboard")] for file in os.listdir(DATA) if file.endswith(".keyboard"))
    if "en" not in names:
        sys.exit("Keyboards/en.keyboard is missing: English is the default locale")
    names.remove("en")
    names.insert(0, "en")
    locales = []
    for name in names:
        path = os.path.join(DATA, name + ".keyboard")
        if not re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", name):
            fail(path, 0, "the file name is the locale's name: two or three lower-case letters, then _ and a region if any")
        locales.append((name, *parse(path)))

    out = ["// Generated by Scripts/generate-keyboards.py from Keyboards/*.keyboard; do not edit (make keyboards).", ""]
    out += ["extension Keyboard {",
            "    /// The keyboard's language: its letter rows and the words on its space and return keys, each compiled",
            "    /// from its data file in Keyboards/.",
            "    public enum Locale: String, CaseIterable, Sendable {"]
    for name, fields, _ in locales:
        out += [f"        /// {fields['title']}: Keyboards/{name}.keyboard.", f"        case {case_name(name)}"]
    out += ["    }", "}", "", "extension Keyboard.Locale {", "    /// The locale's data file, as compiled.",
            "    var data: KeyboardLocale {", "        switch self {"]
    for name, _, _ in locales:
        out.append(f"        case .{case_name(name)}: Self.{name}Data")
    out += ["        }", "    }"]
    for name, fields, rows in locales:
        out += ["",
                f"    private static let {name}Data = KeyboardLocale(",
                f"        title: {swift_string(fields['title'])}, space: {swift_string(fields['space'])}, "
                f"returnLabel: {swift_string(fields['return'])},",
                f"        showcase: {swift_string(fields['showcase'])},",
                f"        iphone: {swift_rows(rows['iphone'])},",
                f"        ipad: {swift_rows(rows['ipad'])}",
                "    )"]
    out += ["}", ""]
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
