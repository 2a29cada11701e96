/// The iPhone's letter planes — the letters, and the e-mail and URL keyboards, which keep them and change
/// the bottom row — in every locale.
extension KeyboardLayout {
    /// A letter plane at the iPhone's own size, with the bottom row's words still in English (`keys` puts
    /// the locale's words on space and return).
    static func phoneLetters(_ layout: Keyboard.Layout, landscape: Bool, locale: Keyboard.Locale) -> [PlacedKey] {
        let key = LetterPlane(layout: layout, landscape: landscape)
        if locale == .en, let plane = englishPlanes[key] { return plane }
        return otherPlanes[locale]?[key] ?? letterPlane(layout, landscape: landscape, locale: locale)
    }
}

private extension KeyboardLayout {
    struct LetterPlane: Hashable {
        let layout: Keyboard.Layout
        let landscape: Bool
    }

    /// The default keyboard's planes, laid out once, as a keyboard is drawn many times a build.
    static let englishPlanes = planes(of: .en)

    /// The other locales' planes, all laid out when a process first draws one of them rather than at
    /// start-up, which every command would pay for; and once, not at each drawing, which would lay the same
    /// planes out again for every keyboard of the locale.
    static let otherPlanes = Dictionary(uniqueKeysWithValues: Keyboard.Locale.allCases.filter { $0 != .en }.map { ($0, planes(of: $0)) })

    static func planes(of locale: Keyboard.Locale) -> [LetterPlane: [PlacedKey]] {
        var planes: [LetterPlane: [PlacedKey]] = [:]
        for layout in [Keyboard.Layout.qwerty, .email, .url] {
            for landscape in [false, true] {
                planes[LetterPlane(layout: layout, landscape: landscape)] = letterPlane(layout, landscape: landscape, locale: locale)
            }
        }
        return planes
    }

    static func letterPlane(_ layout: Keyboard.Layout, landscape: Bool, locale: Keyboard.Locale) -> [PlacedKey] {
        let rows = landscape ? PhoneRows.landscape : PhoneRows.portrait
        let bottom = switch layout {
        case .email: emailBottom(rows)
        case .url: urlBottom(rows)
        default: [(PlacedKey.Blueprint.word("space", "space"), width: rows.bottomWidths.space)]
        }
        return letters(LetterGrid(rows, locale.data.iphone), bottom: bottom)
    }

    /// Three rows of letters (shown as capitals, as iOS 6 did), shift and delete either side of the third,
    /// and the bottom row with `middle` between the globe and return.
    static func letters(_ grid: LetterGrid, bottom middle: [(PlacedKey.Blueprint, width: Double)]) -> [PlacedKey] {
        let rows = grid.rows
        var keys = letterRow(grid.letters[0], row: 0, in: grid)
        keys += letterRow(grid.letters[1], row: 1, in: grid)
        let shift = grid.shiftWidth
        keys.append(word("shift", .symbol(.shift), rows.frame(row: 2, x: PhoneRows.margin, width: shift)))
        keys += letterRow(grid.letters[2], row: 2, in: grid)
        keys.append(word("delete", .symbol(.delete), rows.frame(row: 2, x: rows.right - shift, width: shift)))
        keys += bottomRow(planeKey: .word("numbers", ".?123"), middle: middle, in: rows)
        return keys
    }

    /// A row's keys at the grid's pitch, centred on the keyboard.
    static func letterRow(_ names: [String], row: Int, in grid: LetterGrid) -> [PlacedKey] {
        let x = grid.start(ofRowOf: names.count)
        return names.enumerated().map { index, name in
            let frame = grid.rows.frame(row: row, x: x + grid.pitch * Double(index), width: grid.keyWidth)
            let label = KeyboardLocale.label(of: name)
            return KeyboardLocale.isLetter(name)
                ? PlacedKey(name: name, frame: frame, content: .label(label), fontSize: grid.letterFontSize) : word(name, .label(label), frame)
        }
    }

    /// iOS 6's e-mail keyboard (`UIKeyboardTypeEmailAddress`): `@` and `.` after a narrower space bar. Both
    /// are as wide as a letter key, as in iOS 6 screenshots of the keyboard; the space bar keeps the rest of
    /// its span (154 − 2 × (26 + 6) = 90 in portrait, 280 − 2 × (42 + 6) = 184 in landscape).
    static func emailBottom(_ rows: PhoneRows) -> [(PlacedKey.Blueprint, width: Double)] {
        let character = rows.letterWidth
        let space = rows.bottomWidths.space - 2 * (character + PhoneRows.gap)
        return [(.word("space", "space"), space), (.character("@"), character), (.character("."), character)]
    }

    /// iOS 6's URL keyboard (`UIKeyboardTypeURL`): no space bar; `.`, `/` and `.com` share its span, `.com`
    /// as wide as the two before it together, as in iOS 6 screenshots (35.5, 35.5 and 71 in portrait; 67, 67
    /// and 134 in landscape).
    static func urlBottom(_ rows: PhoneRows) -> [(PlacedKey.Blueprint, width: Double)] {
        let quarter = (rows.bottomWidths.space - 2 * PhoneRows.gap) / 4
        return [(.character("."), quarter), (.character("/"), quarter), (.word(".com", ".com"), 2 * quarter)]
    }
}

/// Where a locale's letter keys go on the iPhone's measured rows.
///
/// The US keyboard's ten top-row keys, 26 points wide on a 32-point pitch, fill the keyboard from margin to
/// margin (10 × 32 − 6 = 320 − 2 × 3); its nine-key middle row starts half a pitch in (19) and its seven
/// letters between shift and delete a pitch and a half (51), so every row is centred. A locale with longer
/// rows keeps that: the pitch is the one that makes its longest row fill the same width — the third row
/// counted with shift and delete — and every row is centred at it (Russian's eleven keys: 320 / 11 =
/// 29.09 points, keys 23.09 wide). The 6-point gap between keys stays as measured. Derived from the US
/// measurements, not measured on an iOS 6 keyboard of the locale.
///
/// Shift and delete keep the measured distance from the letters (12 points in portrait, 15 in landscape),
/// so they grow when a locale's third row is shorter for its pitch (German's seven letters on an 11-key
/// pitch: 46.2 points), and shrink to a letter key's width, 6 points from the letters, when its third row
/// is full (Russian's nine letters).
struct LetterGrid {
    let rows: PhoneRows
    let letters: [[String]]
    let columns: Int
    let pitch: Double

    init(_ rows: PhoneRows, _ letters: [[String]]) {
        self.rows = rows
        self.letters = letters
        columns = max(letters[0].count, letters[1].count, letters[2].count + 2)
        pitch = (rows.size.width - 2 * PhoneRows.margin + PhoneRows.gap) / Double(columns)
    }

    var keyWidth: Double { pitch - PhoneRows.gap }

    /// The measured letter size on the measured key (22 points on 26 in portrait), smaller in proportion on
    /// a narrower key, to the half point: at 22 points Ш, Ж and Ю would touch the sides of Russian's 23-point
    /// keys, which iOS 6's never did. The proportion is inferred, not measured.
    var letterFontSize: Double {
        (rows.letterFontSize * min(1, keyWidth / rows.letterWidth) * 2).rounded(.down) / 2
    }

    /// Where a row of `count` keys starts, centred on the keyboard at the grid's pitch.
    func start(ofRowOf count: Int) -> Double {
        PhoneRows.margin + Double(columns - count) * pitch / 2
    }

    var shiftWidth: Double {
        let room = start(ofRowOf: letters[2].count) - PhoneRows.margin
        return max(keyWidth, room - rows.shiftSeparation)
    }
}
