/// Control characters in a page's text (U+0001, a stray form feed) are not allowed in HTML, and a browser
/// draws nothing for them: each becomes U+FFFD, the replacement character, which a reader sees and a
/// warning points at, as CommonMark treats U+0000.
enum ControlCharacters {
    /// The text with its control characters replaced, and the place of each; `nil` when it has none.
    static func replaced(in text: Substring, lineOffset: Int) -> (text: Substring, places: [Unrendered])? {
        let holdsOne = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isControl) } ?? text.utf8.contains(where: isControl)
        guard holdsOne else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        var places: [Unrendered] = []
        var line = 1
        var column = 1
        for byte in text.utf8 {
            if isControl(byte) {
                let hex = String(byte, radix: 16, uppercase: true)
                let name = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
                places.append(Unrendered(kind: "control character", treatment: "shown as U+FFFD, since HTML does not allow it", line: line + lineOffset, column: column, written: name))
                bytes += [0xEF, 0xBF, 0xBD]
            } else {
                bytes.append(byte)
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (Substring(String(decoding: bytes, as: UTF8.self)), places)
    }

    /// C0 controls other than tab, line feed and carriage return, and DEL.
    private static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }
}
