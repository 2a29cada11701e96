/// Makes any text safe inside XML character data and attribute values.
enum XMLEscaping {
    /// Escapes markup characters and drops what XML 1.0 cannot carry at all
    /// (C0 controls other than tab and newline, U+FFFE, U+FFFF).
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t": escaped += "&#9;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            default:
                if isAllowed(scalar) { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }

    /// Whether XML 1.0 allows the scalar in a document.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}

extension String {
    /// This text escaped for XML (see `XMLEscaping`).
    var xmlEscaped: String { XMLEscaping.escape(self) }
}
