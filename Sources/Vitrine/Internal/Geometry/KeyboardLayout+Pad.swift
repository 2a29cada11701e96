/// The iOS 6 iPad's planes, each on the same four rows (`PadRows`): in English ten keys and delete; nine
/// keys and return; a key at each end of the third row with the plane's characters between; and the plane
/// key (`.?123` or `ABC`), the globe, the space bar, the plane key again and the hide-keyboard key.
///
/// The letters are the locale's iPad rows (`Keyboards/`): in English the iPhone's, with `!,` and `?.`
/// before the right shift (each types the lower mark, and with shift the upper), as issue #12 describes
/// iOS 6's iPad. The other planes, in every locale, are iOS 6's US iPad keyboard as its screenshots show
/// it: `1234567890` / `-/:;()$&@` / `#+=` `undo` `.,?!'"` `#+=`, and `[]{}#%^*+=` / `_\|~<>€£¥` / `123`
/// `redo` `.,?!'"` `123`, with `ABC` at both ends of the bottom row.
/// The second rows hold nine keys before return, so the iPhone's tenth (`"`, `•`) is not there: `"`
/// moves down to the third row's marks.
///
/// The e-mail and URL keyboards change the bottom row as they do on the iPhone: `@` and `.` (each a
/// third-row key wide) after a narrower space bar; or `.`, `/` and `.com` sharing the space bar's span,
/// `.com` as wide as the other two together.
extension KeyboardLayout {
    static func padPlane(_ layout: Keyboard.Layout, in rows: PadRows, locale: KeyboardLocale) -> [PlacedKey] {
        switch layout {
        case .qwerty: padLetters(rows, locale.ipad, middle: .space)
        case .email: padLetters(rows, locale.ipad, middle: .email)
        case .url: padLetters(rows, locale.ipad, middle: .url)
        case .numbers:
            padCharacters(
                rows, rows: ("1234567890", "-/:;()$&@"), ends: (.word("symbols", "#+="), "rightSymbols"), edit: .word("undo", "undo"))
        case .symbols:
            padCharacters(
                rows, rows: ("[]{}#%^*+=", "_\\|~<>€£¥"), ends: (.word("numbers", "123"), "rightNumbers"), edit: .word("redo", "redo"))
        // The iPad had no number, decimal or phone pad: iOS 6 gave those fields the .?123 plane.
        case .numberPad, .decimalPad, .phonePad: padPlane(.numbers, in: rows, locale: locale)
        }
    }
}

private extension KeyboardLayout {
    /// What the bottom row holds between the globe and the right plane key.
    enum PadBottomMiddle {
        case space, email, url
    }

    static let padMarks = ".,?!'\""

    /// The locale's three rows: the first ends with delete, the second with return; the third has a shift
    /// key at each end. The keys of a row share its width equally (`PadRows`), so a locale with more
    /// letters in a row has narrower keys there.
    static func padLetters(_ rows: PadRows, _ letters: [[String]], middle: PadBottomMiddle) -> [PlacedKey] {
        let top = rows.run(count: letters[0].count + 1, width: rows.topRowKeyWidth(characters: letters[0].count), from: rows.margin)
        var keys = zip(letters[0], top).map { padLetter($0, row: 0, $1, in: rows) }
        keys.append(padWord("delete", .symbol(.delete), row: 0, top[letters[0].count], in: rows))
        let third = rows.thirdRowKeyWidth(characters: letters[2].count)
        // Half a third-row key in when the row is shorter than the first, as the US iPad's nine are; from
        // the margin when it is as long (the German and Russian eleven, the French ten).
        let secondX = letters[1].count < letters[0].count ? rows.margin + third / 2 : rows.margin
        let secondWidth = rows.secondRowKeyWidth(characters: letters[1].count, from: secondX)
        keys += zip(letters[1], rows.run(count: letters[1].count, width: secondWidth, from: secondX)).map {
            padLetter($0, row: 1, $1, in: rows)
        }
        keys.append(padWord("return", .label("return"), row: 1, (rows.right - rows.returnWidth, rows.right), in: rows))
        let slots = rows.run(count: letters[2].count + 1, width: third, from: rows.margin)
        keys.append(padWord("shift", .symbol(.shift), row: 2, slots[0], in: rows))
        keys += zip(letters[2], slots.dropFirst()).map { padLetter($0, row: 2, $1, in: rows) }
        keys.append(padWord("rightShift", .symbol(.shift), row: 2, (rows.right - rows.rightShiftWidth, rows.right), in: rows))
        keys += padBottomRow(planeKey: .word("numbers", ".?123"), rightPlaneKey: "rightNumbers", middle: middle, in: rows)
        return keys
    }

    /// A letter drawn as its capital, or a mark key with its two marks, the one typed with shift above.
    static func padLetter(_ name: String, row: Int, _ edges: (x: Double, maxX: Double), in rows: PadRows) -> PlacedKey {
        let label = KeyboardLocale.label(of: name)
        return KeyboardLocale.isLetter(name)
            ? padCharacter(name, label: label, row: row, edges, in: rows) : padWord(name, .label(label), row: row, edges, in: rows)
    }

    /// The `.?123` and `#+=` planes: two rows of characters, then the switch to the other plane at both
    /// ends of the third row with undo (or redo) and the six marks between, the marks sharing the span of
    /// the eight letter-row keys after undo.
    static func padCharacters(
        _ rows: PadRows, rows characters: (String, String), ends: (left: PlacedKey.Blueprint, rightName: String),
        edit: PlacedKey.Blueprint
    ) -> [PlacedKey] {
        var keys = padTopRow(characters.0, in: rows)
        keys += padSecondRow(characters.1, in: rows)
        let slots = rows.run(count: 10, width: rows.thirdRowKeyWidth, from: rows.margin)
        keys.append(padWord(ends.left.name, ends.left.content, row: 2, slots[0], in: rows))
        keys.append(padWord(edit.name, edit.content, row: 2, slots[1], in: rows))
        let count = Double(padMarks.count)
        let width = (slots[9].maxX - slots[2].x - (count - 1) * rows.gap) / count
        for (index, edges) in rows.run(count: padMarks.count, width: width, from: slots[2].x).enumerated() {
            let mark = String(padMarks[padMarks.index(padMarks.startIndex, offsetBy: index)])
            keys.append(padCharacter(mark, label: mark, row: 2, edges, in: rows))
        }
        keys.append(padWord(ends.rightName, ends.left.content, row: 2, (rows.right - rows.rightShiftWidth, rows.right), in: rows))
        keys += padBottomRow(planeKey: .word("letters", "ABC"), rightPlaneKey: "rightLetters", middle: .space, in: rows)
        return keys
    }

    /// Ten characters and delete, eleven equal keys.
    static func padTopRow(_ characters: String, in rows: PadRows) -> [PlacedKey] {
        let slots = rows.run(count: 11, width: rows.topRowKeyWidth, from: rows.margin)
        var keys = zip(characters, slots).map { character, edges in
            padCharacter(String(character), label: String(character), row: 0, edges, in: rows)
        }
        keys.append(padWord("delete", .symbol(.delete), row: 0, slots[10], in: rows))
        return keys
    }

    /// Nine characters from half a key in, and return at the right.
    static func padSecondRow(_ characters: String, in rows: PadRows) -> [PlacedKey] {
        let slots = rows.run(count: 9, width: rows.secondRowKeyWidth, from: rows.secondRowX)
        var keys = zip(characters, slots).map { character, edges in
            padCharacter(String(character), label: String(character), row: 1, edges, in: rows)
        }
        keys.append(padWord("return", .label("return"), row: 1, (rows.right - rows.returnWidth, rows.right), in: rows))
        return keys
    }

    /// The plane key and the globe, each a third-row key wide, on the left; the plane key again and the
    /// hide-keyboard key sharing three third-row keys' span on the right; `middle` between.
    static func padBottomRow(planeKey: PlacedKey.Blueprint, rightPlaneKey: String, middle: PadBottomMiddle, in rows: PadRows)
        -> [PlacedKey]
    {
        let key = rows.thirdRowKeyWidth
        let left = rows.run(count: 2, width: key, from: rows.margin)
        let rightSpan = 3 * key + 2 * rows.gap
        let right = rows.run(count: 2, width: (rightSpan - rows.gap) / 2, from: rows.right - rightSpan)
        var keys = [padWord(planeKey.name, planeKey.content, row: 3, left[0], in: rows), padWord("globe", .symbol(.globe), row: 3, left[1], in: rows)]
        let start = left[1].maxX + rows.gap
        let end = right[0].x - rows.gap
        switch middle {
        case .space:
            keys.append(padWord("space", .label("space"), row: 3, (start, end), in: rows))
        case .email:
            let marks = rows.run(count: 2, width: key, from: end - 2 * key - rows.gap)
            keys.append(padWord("space", .label("space"), row: 3, (start, marks[0].x - rows.gap), in: rows))
            keys.append(padCharacter("@", label: "@", row: 3, marks[0], in: rows))
            keys.append(padCharacter(".", label: ".", row: 3, marks[1], in: rows))
        case .url:
            let quarter = (end - start - 2 * rows.gap) / 4
            let parts = rows.run(count: 2, width: quarter, from: start)
            keys.append(padCharacter(".", label: ".", row: 3, parts[0], in: rows))
            keys.append(padCharacter("/", label: "/", row: 3, parts[1], in: rows))
            keys.append(padWord(".com", .label(".com"), row: 3, (parts[1].maxX + rows.gap, end), in: rows))
        }
        keys.append(padWord(rightPlaneKey, planeKey.content, row: 3, right[0], in: rows))
        keys.append(padWord("hideKeyboard", .symbol(.hideKeyboard), row: 3, right[1], in: rows))
        return keys
    }

    static func padCharacter(_ name: String, label: String, row: Int, _ edges: (x: Double, maxX: Double), in rows: PadRows)
        -> PlacedKey
    {
        PlacedKey(name: name, frame: rows.frame(row: row, x: edges.x, maxX: edges.maxX), content: .label(label), fontSize: rows.letterFontSize)
    }

    static func padWord(_ name: String, _ content: KeyFace.Content, row: Int, _ edges: (x: Double, maxX: Double), in rows: PadRows)
        -> PlacedKey
    {
        word(name, content, rows.frame(row: row, x: edges.x, maxX: edges.maxX), fontSize: rows.wordFontSize)
    }
}
