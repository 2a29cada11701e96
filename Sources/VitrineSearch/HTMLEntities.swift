/// Character references in page text: numeric ones, and the named ones cmark and hand-written HTML use.
/// An unknown name stays as written, as a browser would show it.
package enum HTMLEntities {
    /// The character of the reference at `start` (an `&`) and the index after it, or nil when there is none.
    package static func decode(_ html: UnsafeBufferPointer<UInt8>, at start: Int) -> (scalar: Unicode.Scalar?, next: Int) {
        var end = start + 1
        let limit = min(html.count, start + 34)
        while end < limit, html[end] != UInt8(ascii: ";"), html[end] != UInt8(ascii: "&"), html[end] != UInt8(ascii: " ") { end += 1 }
        guard end < limit, html[end] == UInt8(ascii: ";"), end > start + 1 else { return (nil, start + 1) }
        let body = html[(start + 1)..<end]
        if body.first == UInt8(ascii: "#") {
            return (numeric(body.dropFirst()) ?? "\u{FFFD}", end + 1)
        }
        if let scalar = escape(body) { return (scalar, end + 1) }
        guard let scalar = named[String(decoding: body, as: UTF8.self)] else { return (nil, start + 1) }
        return (scalar, end + 1)
    }

    /// The four references cmark writes for text (`&quot;` on every quote), read without making a string.
    @inline(__always)
    private static func escape(_ body: Slice<UnsafeBufferPointer<UInt8>>) -> Unicode.Scalar? {
        var packed: UInt32 = 0
        guard body.count <= 4 else { return nil }
        for byte in body { packed = packed << 8 | UInt32(byte) }
        switch packed {
        case 0x71_75_6F_74: return "\""
        case 0x61_6D_70: return "&"
        case 0x6C_74: return "<"
        case 0x67_74: return ">"
        default: return nil
        }
    }

    /// `bytes[range]` with every reference decoded (for attribute values such as a heading's id).
    static func decodeAll(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [UInt8] {
        var result: [UInt8] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == UInt8(ascii: "&") {
                let (scalar, next) = decode(UnsafeBufferPointer(rebasing: bytes[..<range.upperBound]), at: index)
                if let scalar {
                    UTF8.encode(scalar) { result.append($0) }
                    index = next
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    private static func numeric(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Unicode.Scalar? {
        var value: UInt32 = 0
        var digits = digits[...]
        let radix: UInt32 = digits.first.map { $0 | 0x20 } == UInt8(ascii: "x") ? 16 : 10
        if radix == 16 { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        for byte in digits {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value * radix + digit
        }
        // NUL and anything Unicode cannot hold read as the replacement character, as in browsers.
        return value == 0 ? nil : Unicode.Scalar(value)
    }

    /// The rest of the named references (`escape` reads cmark's four).
    private static let named: [String: Unicode.Scalar] = [
        "apos": "'", "nbsp": " ", "ensp": " ", "emsp": " ", "thinsp": " ",
        "mdash": "\u{2014}", "ndash": "\u{2013}", "hellip": "\u{2026}", "lsquo": "\u{2018}", "rsquo": "\u{2019}",
        "ldquo": "\u{201C}", "rdquo": "\u{201D}", "laquo": "\u{AB}", "raquo": "\u{BB}", "copy": "\u{A9}", "reg": "\u{AE}",
        "trade": "\u{2122}", "middot": "\u{B7}", "bull": "\u{2022}", "times": "\u{D7}", "deg": "\u{B0}", "larr": "\u{2190}",
        "rarr": "\u{2192}",
    ]
}
