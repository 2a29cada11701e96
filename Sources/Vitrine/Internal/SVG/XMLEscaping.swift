/// Makes any text safe inside XML character data and attribute values.
enum XMLEscaping {
    /// Escapes markup characters and drops what XML 1.0 cannot carry at all
    /// (C0 controls other than tab and newline, U+FFFE, U+FFFF).
    static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Escapes `text` straight into UTF-8 bytes.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        // Most text (labels, messages) is printable ASCII with nothing to escape: copied as it is.
        let plain = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
                && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
        }
        if plain { return bytes.write(text) }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": bytes.append(contentsOf: "&amp;".utf8)
            case "<": bytes.append(contentsOf: "&lt;".utf8)
            case ">": bytes.append(contentsOf: "&gt;".utf8)
            case "\"": bytes.append(contentsOf: "&quot;".utf8)
            case "'": bytes.append(contentsOf: "&#39;".utf8)
            case "\t": bytes.append(contentsOf: "&#9;".utf8)
            case "\n": bytes.append(contentsOf: "&#10;".utf8)
            case "\r": bytes.append(contentsOf: "&#13;".utf8)
            default:
                guard isAllowed(scalar) else { continue }
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
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
