/// A fast reading of the YAML most headers hold: one `key: value` per line, nothing else.
///
/// Accepts only text whose every line is an ASCII key at the start of the line, `:`, spaces, and a plain
/// value that starts with a letter or digit and holds no `#`, `:`, tab or trailing blank; anything else
/// (quotes, lists, comments, blank lines, non-ASCII, repeated keys) returns `nil` and goes through Yams. For the
/// text it accepts, the values are the plain scalars Yams composes, at the same places.
enum PlainSettings {
    struct Entry {
        let key: String
        let keyPlace: HeaderPlace
        /// The text of a plain scalar: `YAMLHeader.kind(ofPlain:)` reads its type.
        let value: String
        let valuePlace: HeaderPlace
    }

    static func parse(_ yaml: String) -> [Entry]? {
        var entries: [Entry] = []
        var keys: Set<String> = []
        var lineNumber = 0
        for line in yaml.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let (key, value, valueColumn) = split(line), keys.insert(key).inserted else { return nil }
            entries.append(Entry(
                key: key, keyPlace: HeaderPlace(line: lineNumber, column: 1),
                value: value, valuePlace: HeaderPlace(line: lineNumber, column: valueColumn)))
        }
        return entries.isEmpty ? nil : entries
    }
}

private extension PlainSettings {
    /// `key: value` → the key, the value and the value's 1-based column; `nil` for any other line.
    static func split(_ line: Substring.UTF8View) -> (String, String, Int)? {
        let bytes = Array(line)
        var index = 0
        guard let first = bytes.first, isLetter(first) else { return nil }
        while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_")
            || bytes[index] == UInt8(ascii: "-")
        {
            index += 1
        }
        let keyEnd = index
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        let afterColon = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index > afterColon, index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]),
            bytes[bytes.count - 1] != UInt8(ascii: " ")
        else { return nil }
        let valueStart = index
        for byte in bytes[valueStart...] {
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "#"), byte != UInt8(ascii: ":") else { return nil }
        }
        return (
            String(decoding: bytes[..<keyEnd], as: UTF8.self), String(decoding: bytes[valueStart...], as: UTF8.self),
            valueStart + 1
        )
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
