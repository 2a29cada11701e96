/// Measures text with the compiled-in Liberation Sans advance widths; no font file, no browser.
enum TextMeasure {
    /// The advance of a whole string in points, kerning off (as the SVG asks the renderer).
    static func width(of text: Substring, style: TextStyle) -> Double {
        var units = 0
        for scalar in text.unicodeScalars {
            units += advance(of: scalar, bold: style.bold)
        }
        return Double(units) * style.size / Double(LiberationSans.unitsPerEm)
    }

    /// Font units for one scalar. Scalars the font lacks get a documented fallback:
    /// nothing for combining marks and invisible joiners, a full em for wide (CJK, emoji) characters,
    /// and 0.556 em (the width of a digit) for anything else.
    static func advance(of scalar: Unicode.Scalar, bold: Bool) -> Int {
        if let advance = LiberationSans.advance(of: scalar, bold: bold) { return advance }
        if isInvisible(scalar) { return 0 }
        if isWide(scalar) { return LiberationSans.unitsPerEm }
        return 1139
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return scalar.properties.isEmojiPresentation
        }
    }
}
