extension String {
    /// The text made safe inside XML elements and double-quoted attributes: `&`, `<`, `>` and `"` escaped, and the
    /// characters XML 1.0 forbids even as references (control characters, U+FFFE, U+FFFF) replaced by U+FFFD, so a
    /// feed reader never refuses the whole file for one stray byte of a page.
    var xmlEscaped: String {
        // Most text holds nothing to escape: one pass over the bytes finds out without building a copy.
        guard utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 < 0x20 || $0 == 0xEF }) else {
            return self
        }
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
