/// One key placed in a keyboard.
struct PlacedKey: Equatable {
    /// The name `pressed` uses: a letter, digit or the character a key types, or shift, delete, numbers,
    /// symbols, letters, globe, space, return, decimal.
    let name: String
    let frame: Rect
    let content: KeyFace.Content
    let fontSize: Double
    /// Blue for the return key of the action return types; the grey face otherwise.
    var tint: Key.Tint = .standard
}

/// Key frames of the classic keyboards, measured on the iPhone, whose layout the iPhone 5 scales, and on
/// the iPad, which has its own.
///
/// Each plane has its own file (`KeyboardLayout+Letters`, `+Numbers`, `+NumberPad`, `+Pad`); this one
/// chooses the plane, puts the return key's type on it and scales it to the keyboard's size.
enum KeyboardLayout {
    /// The seed's 26 points is for a lone key; on the 26-point-wide portrait letters it would touch the
    /// edges, so keyboards use the classic keyboard's smaller letters.
    static let letterFontSize = 22.0
    static let landscapeLetterFontSize = 24.0
    static let wordFontSize = 16.0

    static func keys(
        _ layout: Keyboard.Layout, device: Device = .iphone, size: Size, landscape: Bool, returnKey: Keyboard.ReturnKey = .default,
        locale: Keyboard.Locale = .en
    ) -> [PlacedKey] {
        if layout.isKeypad && device != .ipad { return keypadKeys(layout, size: size) }
        var keys: [PlacedKey]
        let base: Size
        if device == .ipad {
            let rows = landscape ? PadRows.landscape : PadRows.portrait
            keys = padPlane(layout, in: rows, locale: locale.data)
            base = rows.size
        } else {
            keys = plane(layout, landscape: landscape, locale: locale)
            base = (landscape ? PhoneRows.landscape : PhoneRows.portrait).size
        }
        let words = locale.data
        if words.space != "space", let index = keys.firstIndex(where: { $0.name == "space" }) {
            let key = keys[index]
            keys[index] = word("space", .label(words.space), key.frame, fontSize: key.fontSize)
        }
        let returnLabel = returnKey == .default ? words.returnLabel : returnKey.label
        if returnLabel != "return", let index = keys.lastIndex(where: { $0.name == "return" }) {
            let key = keys[index]
            keys[index] = word(
                "return", .label(returnLabel), key.frame, tint: returnKey.isBlue ? .blue : .standard, fontSize: key.fontSize)
        }
        return scaled(keys, from: base, to: size)
    }

    /// Every key name a layout has on `device` in `locale`, in drawing order (`pressed` takes these, and
    /// `none`). Both orientations have the same keys.
    static func keyNames(_ layout: Keyboard.Layout, device: Device = .iphone, locale: Keyboard.Locale = .en) -> [String] {
        let size = device == .ipad ? PadRows.portrait.size : PhoneRows.portrait.size
        return keys(layout, device: device, size: size, landscape: false, locale: locale).map(\.name)
    }

    /// A plane at the iPhone's own size, before the locale's words, the return key's type and scaling.
    private static func plane(_ layout: Keyboard.Layout, landscape: Bool, locale: Keyboard.Locale) -> [PlacedKey] {
        switch (layout, landscape) {
        case (.qwerty, _), (.email, _), (.url, _): phoneLetters(layout, landscape: landscape, locale: locale)
        case (.numbers, false): portraitNumbers
        case (.numbers, true): landscapeNumbers
        case (.symbols, false): portraitSymbols
        case (.symbols, true): landscapeSymbols
        case (.numberPad, _), (.decimalPad, _), (.phonePad, _): []
        }
    }
}

/// The measured rows of the iPhone keyboard, shared by every plane but the number pad.
struct PhoneRows {
    let size: Size
    /// The tops of the four rows.
    let rowTops: [Double]
    let keyHeight: Double
    let letterWidth: Double
    /// A letter key's width and the gap after it.
    let pitch: Double
    /// Shift's and delete's width, at the third row's ends.
    let shiftWidth: Double
    /// Where the third row's first letter starts (`z`), and the punctuation keys of the other planes.
    let thirdRowX: Double
    /// `.?123`, globe, space and return.
    let bottomWidths: (numbers: Double, globe: Double, space: Double, returnKey: Double)
    let letterFontSize: Double

    static let margin = 3.0
    static let gap = 6.0

    var right: Double { size.width - Self.margin }

    /// How far shift ends before the third row's first letter: 12 points in portrait, 15 in landscape.
    var shiftSeparation: Double { thirdRowX - Self.margin - shiftWidth }

    /// 320 × 216: side margins 3, gaps 6, rows at 12, 66, 120, 174, keys 39 tall, letters 26 wide; shift and
    /// delete 36; `.?123` 34, globe 34, space 154, return 74 (the spec's measured portrait keyboard).
    static let portrait = PhoneRows(
        size: Size(width: 320, height: 216), rowTops: [12, 66, 120, 174], keyHeight: 39, letterWidth: 26, pitch: 32,
        shiftWidth: 36, thirdRowX: 51, bottomWidths: (34, 34, 154, 74),
        letterFontSize: KeyboardLayout.letterFontSize)

    /// 480 × 162: letters 42 × 33, gaps 6, side margins 3, top 6, row gap 7; shift and delete 57, `.?123` and
    /// globe 41, space 280, return 89 (the spec's measured landscape keyboard).
    static let landscape = PhoneRows(
        size: Size(width: 480, height: 162), rowTops: [6, 46, 86, 126], keyHeight: 33, letterWidth: 42, pitch: 48,
        shiftWidth: 57, thirdRowX: 75, bottomWidths: (41, 41, 280, 89),
        letterFontSize: KeyboardLayout.landscapeLetterFontSize)

    /// The span the third row's seven letters cover between shift and delete (51–269 in portrait).
    var thirdRowSpan: (x: Double, width: Double) {
        (thirdRowX, 7 * pitch - (pitch - letterWidth))
    }

    func frame(row: Int, x: Double, width: Double) -> Rect {
        Rect(x: x, y: rowTops[row], width: width, height: keyHeight)
    }
}

extension KeyboardLayout {
    /// Keys typing one character each, `letterWidth` wide at the letter pitch: the top rows of the `.?123`
    /// and `#+=` planes (the letters have a pitch of their own in each locale: `LetterGrid`).
    static func characterRow(_ characters: String, row: Int, x: Double, in rows: PhoneRows) -> [PlacedKey] {
        characters.enumerated().map { index, character in
            PlacedKey(
                name: String(character), frame: rows.frame(row: row, x: x + rows.pitch * Double(index), width: rows.letterWidth),
                content: .label(String(character)), fontSize: rows.letterFontSize)
        }
    }

    /// The third row's two ends: shift (or the plane's switch key) on the left, delete on the right.
    static func thirdRowEnds(left: PlacedKey.Blueprint, in rows: PhoneRows) -> (left: PlacedKey, delete: PlacedKey) {
        let leftFrame = rows.frame(row: 2, x: PhoneRows.margin, width: rows.shiftWidth)
        let deleteFrame = rows.frame(row: 2, x: rows.right - rows.shiftWidth, width: rows.shiftWidth)
        return (word(left.name, left.content, leftFrame), word("delete", .symbol(.delete), deleteFrame))
    }

    /// The bottom row: the plane key (`.?123` or `ABC`) and the globe from the left, return at the right,
    /// and `middle` sharing the space bar's span with 6-point gaps.
    static func bottomRow(planeKey: PlacedKey.Blueprint, middle: [(PlacedKey.Blueprint, width: Double)], in rows: PhoneRows)
        -> [PlacedKey]
    {
        let widths = rows.bottomWidths
        let planeFrame = rows.frame(row: 3, x: PhoneRows.margin, width: widths.numbers)
        let globe = rows.frame(row: 3, x: planeFrame.maxX + PhoneRows.gap, width: widths.globe)
        var keys = [word(planeKey.name, planeKey.content, planeFrame), word("globe", .symbol(.globe), globe)]
        var x = globe.maxX + PhoneRows.gap
        for (key, width) in middle {
            let frame = rows.frame(row: 3, x: x, width: width)
            keys.append(key.isWord ? word(key.name, key.content, frame) : character(key, frame, in: rows))
            x = frame.maxX + PhoneRows.gap
        }
        keys.append(word("return", .label("return"), rows.frame(row: 3, x: rows.right - widths.returnKey, width: widths.returnKey)))
        return keys
    }

    static func character(_ key: PlacedKey.Blueprint, _ frame: Rect, in rows: PhoneRows) -> PlacedKey {
        PlacedKey(name: key.name, frame: frame, content: key.content, fontSize: rows.letterFontSize)
    }

    /// Word labels shrink below `fontSize` (16 points on the iPhone) when they would not fit with 4 points
    /// either side; a label of several lines fits its widest line.
    static func word(
        _ name: String, _ content: KeyFace.Content, _ frame: Rect, tint: Key.Tint = .standard, fontSize: Double = wordFontSize
    ) -> PlacedKey {
        var size = fontSize
        if case .label(let text) = content {
            let style = TextStyle(size: fontSize, bold: false)
            let width = text.split(separator: "\n").map { TextMeasure.width(of: $0, style: style) }.max() ?? 0
            if width > 0 { size = min(fontSize, (fontSize * (frame.width - 8) / width * 2).rounded(.down) / 2) }
        }
        return PlacedKey(name: name, frame: frame, content: content, fontSize: size, tint: tint)
    }

    static func scaled(_ keys: [PlacedKey], from base: Size, to size: Size) -> [PlacedKey] {
        guard base != size else { return keys }
        let sx = size.width / base.width
        let sy = size.height / base.height
        return keys.map { key in
            let frame = Rect(x: key.frame.x * sx, y: key.frame.y * sy, width: key.frame.width * sx, height: key.frame.height * sy)
            return PlacedKey(
                name: key.name, frame: frame, content: key.content, fontSize: key.fontSize * min(max(sx, sy), 1.5), tint: key.tint)
        }
    }
}

extension PlacedKey {
    /// A key before it has a place: its name, what it shows, and whether it is set as a word (16 points,
    /// shrinking to fit) or as a typed character (the letters' size).
    struct Blueprint {
        let name: String
        let content: KeyFace.Content
        let isWord: Bool

        static func word(_ name: String, _ label: String) -> Blueprint { Blueprint(name: name, content: .label(label), isWord: true) }
        static func character(_ text: String) -> Blueprint { Blueprint(name: text, content: .label(text), isWord: false) }
    }
}
