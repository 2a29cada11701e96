/// One key placed in a keyboard.
struct PlacedKey: Equatable {
    /// The name `pressed` uses: a letter or digit, or shift, delete, numbers, globe, space, return, decimal.
    let name: String
    let frame: Rect
    let content: KeyFace.Content
    let fontSize: Double
}

/// Key frames of the classic keyboards, measured on the iPhone; other sizes scale them.
enum KeyboardLayout {
    static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    static let wordFontSize = 16.0
    static let letterFontSize = 26.0

    static func keys(_ layout: Keyboard.Layout, size: Size, landscape: Bool) -> [PlacedKey] {
        switch layout {
        case .qwerty:
            let base = landscape ? landscapeQwerty : portraitQwerty
            let baseSize = landscape ? Size(width: 480, height: 162) : Size(width: 320, height: 216)
            return scaled(base, from: baseSize, to: size)
        case .numberPad:
            return numberPad(size: size)
        }
    }
}

private extension KeyboardLayout {
    /// 320 × 216: side margins 3, gaps 6, rows at 12, 66, 120, 174, keys 39 tall, letters 26 wide.
    static let portraitQwerty: [PlacedKey] = {
        let rowTops = [12.0, 66, 120, 174]
        var keys = letterRow(0, x: 3, top: rowTops[0], width: 26, pitch: 32, height: 39)
        keys += letterRow(1, x: 19, top: rowTops[1], width: 26, pitch: 32, height: 39)
        keys.append(word("shift", .symbol(.shift), Rect(x: 3, y: rowTops[2], width: 36, height: 39)))
        keys += letterRow(2, x: 51, top: rowTops[2], width: 26, pitch: 32, height: 39)
        keys.append(word("delete", .symbol(.delete), Rect(x: 281, y: rowTops[2], width: 36, height: 39)))
        keys += bottomRow(top: rowTops[3], height: 39, widths: (34, 34, 154, 74), right: 317)
        return keys
    }()

    /// 480 × 162: letters 42 × 33, gaps 6, side margins 3, top 6, row gap 7.
    static let landscapeQwerty: [PlacedKey] = {
        let rowTops = [6.0, 46, 86, 126]
        var keys = letterRow(0, x: 3, top: rowTops[0], width: 42, pitch: 48, height: 33)
        keys += letterRow(1, x: 27, top: rowTops[1], width: 42, pitch: 48, height: 33)
        keys.append(word("shift", .symbol(.shift), Rect(x: 3, y: rowTops[2], width: 57, height: 33)))
        keys += letterRow(2, x: 75, top: rowTops[2], width: 42, pitch: 48, height: 33)
        keys.append(word("delete", .symbol(.delete), Rect(x: 420, y: rowTops[2], width: 57, height: 33)))
        keys += bottomRow(top: rowTops[3], height: 33, widths: (41, 41, 280, 89), right: 477)
        return keys
    }()

    static func letterRow(_ row: Int, x: Double, top: Double, width: Double, pitch: Double, height: Double) -> [PlacedKey] {
        letterRows[row].enumerated().map { index, letter in
            PlacedKey(
                name: String(letter), frame: Rect(x: x + pitch * Double(index), y: top, width: width, height: height),
                content: .label(letter.uppercased()), fontSize: letterFontSize)
        }
    }

    /// `.?123`, globe and space from the left with 6-point gaps; return ends at the right margin.
    static func bottomRow(top: Double, height: Double, widths: (Double, Double, Double, Double), right: Double) -> [PlacedKey] {
        let numbers = Rect(x: 3, y: top, width: widths.0, height: height)
        let globe = Rect(x: numbers.maxX + 6, y: top, width: widths.1, height: height)
        let space = Rect(x: globe.maxX + 6, y: top, width: widths.2, height: height)
        let returnKey = Rect(x: right - widths.3, y: top, width: widths.3, height: height)
        return [
            word("numbers", .label(".?123"), numbers), word("globe", .symbol(.globe), globe),
            word("space", .label("space"), space), word("return", .label("return"), returnKey),
        ]
    }

    static func word(_ name: String, _ content: KeyFace.Content, _ frame: Rect) -> PlacedKey {
        PlacedKey(name: name, frame: frame, content: content, fontSize: wordFontSize)
    }

    static func scaled(_ keys: [PlacedKey], from base: Size, to size: Size) -> [PlacedKey] {
        guard base != size else { return keys }
        let sx = size.width / base.width
        let sy = size.height / base.height
        return keys.map { key in
            let frame = Rect(x: key.frame.x * sx, y: key.frame.y * sy, width: key.frame.width * sx, height: key.frame.height * sy)
            return PlacedKey(name: key.name, frame: frame, content: key.content, fontSize: key.fontSize * min(max(sx, sy), 1.5))
        }
    }

    /// Digits 1–9, then decimal, 0, delete: three columns by four rows filling the keyboard.
    static func numberPad(size: Size) -> [PlacedKey] {
        let margin = 3.0, gap = 6.0, top = 6.0
        let width = (size.width - 2 * margin - 2 * gap) / 3
        let height = (size.height - top - margin - 3 * gap) / 4
        let names = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "decimal", "0", "delete"]
        return names.enumerated().map { index, name in
            let frame = Rect(
                x: margin + Double(index % 3) * (width + gap), y: top + Double(index / 3) * (height + gap),
                width: width, height: height)
            switch name {
            case "decimal": return PlacedKey(name: name, frame: frame, content: .label("."), fontSize: letterFontSize)
            case "delete": return PlacedKey(name: name, frame: frame, content: .symbol(.delete), fontSize: letterFontSize)
            default: return PlacedKey(name: name, frame: frame, content: .label(name), fontSize: letterFontSize)
            }
        }
    }
}
