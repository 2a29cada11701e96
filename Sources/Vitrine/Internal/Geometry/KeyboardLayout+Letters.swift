/// The letter planes: QWERTY, and the e-mail and URL keyboards, which keep its letters and change the
/// bottom row.
extension KeyboardLayout {
    static let portraitQwerty = letters(.portrait, bottom: [(.word("space", "space"), width: 154)])
    static let landscapeQwerty = letters(.landscape, bottom: [(.word("space", "space"), width: 280)])

    /// iOS 6's e-mail keyboard (`UIKeyboardTypeEmailAddress`): `@` and `.` after a narrower space bar. Both
    /// are as wide as a letter key, as in iOS 6 screenshots of the keyboard; the space bar keeps the rest of
    /// its span (154 − 2 × (26 + 6) = 90 in portrait, 280 − 2 × (42 + 6) = 184 in landscape).
    static let portraitEmail = letters(.portrait, bottom: emailBottom(.portrait))
    static let landscapeEmail = letters(.landscape, bottom: emailBottom(.landscape))

    /// iOS 6's URL keyboard (`UIKeyboardTypeURL`): no space bar; `.`, `/` and `.com` share its span, `.com`
    /// as wide as the two before it together, as in iOS 6 screenshots (35.5, 35.5 and 71 in portrait; 67, 67
    /// and 134 in landscape).
    static let portraitURL = letters(.portrait, bottom: urlBottom(.portrait))
    static let landscapeURL = letters(.landscape, bottom: urlBottom(.landscape))
}

private extension KeyboardLayout {
    static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    /// Three rows of letters (shown as capitals, as iOS 6 did), shift and delete either side of the third,
    /// and the bottom row with `middle` between the globe and return.
    static func letters(_ rows: PhoneRows, bottom middle: [(PlacedKey.Blueprint, width: Double)]) -> [PlacedKey] {
        let capital = { (letter: Character) in letter.uppercased() }
        var keys = characterRow(letterRows[0], row: 0, x: PhoneRows.margin, in: rows, label: capital)
        keys += characterRow(letterRows[1], row: 1, x: rows.secondRowX, in: rows, label: capital)
        let ends = thirdRowEnds(left: PlacedKey.Blueprint(name: "shift", content: .symbol(.shift), isWord: true), in: rows)
        keys.append(ends.left)
        keys += characterRow(letterRows[2], row: 2, x: rows.thirdRowX, in: rows, label: capital)
        keys.append(ends.delete)
        keys += bottomRow(planeKey: .word("numbers", ".?123"), middle: middle, in: rows)
        return keys
    }

    static func emailBottom(_ rows: PhoneRows) -> [(PlacedKey.Blueprint, width: Double)] {
        let character = rows.letterWidth
        let space = rows.bottomWidths.space - 2 * (character + PhoneRows.gap)
        return [(.word("space", "space"), space), (.character("@"), character), (.character("."), character)]
    }

    static func urlBottom(_ rows: PhoneRows) -> [(PlacedKey.Blueprint, width: Double)] {
        let quarter = (rows.bottomWidths.space - 2 * PhoneRows.gap) / 4
        return [(.character("."), quarter), (.character("/"), quarter), (.word(".com", ".com"), 2 * quarter)]
    }
}
