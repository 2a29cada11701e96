/// Escaping for the HTML the passes write themselves, matching what cmark writes for the same characters.
enum HTMLText {
    /// Text or a double-quoted attribute value: `&`, `<`, `>` and `"` become entities, as cmark escapes them.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }) else {
            return text
        }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A URL part as cmark's `houdini_escape_href` writes it: unsafe bytes percent-encoded, `&` and `'` as
    /// entities, so a label can sit in `href` and `id` whatever it holds.
    static func escapeHref(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var escaped: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): escaped += Array("&amp;".utf8)
            case UInt8(ascii: "'"): escaped += Array("&#x27;".utf8)
            case _ where hrefSafe(byte): escaped.append(byte)
            default: escaped += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// An attribute value as a browser reads it, for the two entities `escapeHref` writes.
    static func unescapeAttribute(_ value: String) -> String {
        value.replacing("&amp;", with: "&").replacing("&#x27;", with: "'")
    }

    private static func hrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-_.+!*(),%#@?=;:/$~".utf8.contains(byte)
        }
    }
}
