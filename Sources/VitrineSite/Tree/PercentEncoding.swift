/// URL paths as written into pages and the sitemap: file names may hold spaces, `?`, `#`, `%` and any letter.
enum PercentEncoding {
    /// `my page?/` → `my%20page%3F/`: every byte but unreserved characters, `/` and a few safe signs escaped.
    static func encodedPath(_ path: String) -> String {
        var needs = false
        for byte in path.utf8 where !isAllowed(byte) {
            needs = true
            break
        }
        guard needs else { return path }
        var encoded: [UInt8] = []
        encoded.reserveCapacity(path.utf8.count + 16)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            if isAllowed(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// `%20` → ` `; a `%` not followed by two hex digits stays as it is.
    static func decoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, let high = HexDigit.value(bytes[index + 1]),
                let low = HexDigit.value(bytes[index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "!"),
            UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
            true
        default: false
        }
    }
}
