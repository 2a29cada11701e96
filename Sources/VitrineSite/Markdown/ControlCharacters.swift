/// Control characters in a page's text (U+0001, a stray form feed) are not allowed in HTML, and a browser
/// draws nothing for them: each becomes U+FFFD, the replacement character, which a reader sees and a
/// warning points at, as CommonMark treats U+0000.
enum ControlCharacters {
    /// The text with its control characters replaced, and the place of each; `nil` when it has none.
    static func replaced(in text: Substring, lineOffset: Int) -> (text: Substring, places: [Unrendered])? {
        let holdsOne = text.utf8.withContiguousStorageIfAvailable(holdsControl) ?? text.utf8.contains(where: isControl)
        guard holdsOne else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        var places: [Unrendered] = []
        var line = 1
        var column = 1
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            index += 1
            if byte == 0x1B, let end = Self.escapeSequenceEnd(utf8, from: index) {
                // A terminal's colour or cursor code (```ansi blocks of command output): its text is kept.
                places.append(Unrendered(
                    kind: "terminal escape code", treatment: "left out (the text around it is kept; vitrine draws no terminal colours)",
                    line: line + lineOffset, column: column, written: "ESC" + String(decoding: utf8[index..<end], as: UTF8.self)))
                column += end - index + 1
                index = end
                continue
            }
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

    /// The index after an ANSI escape sequence whose `ESC` came just before `start`: `[`, parameters and one
    /// final byte (`ESC[1;32m`); `nil` when none is there.
    private static func escapeSequenceEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return nil }
        var index = start + 1
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) || bytes[index] == 0x20 { index += 1 }
        guard index < bytes.count, (0x40...0x7E).contains(bytes[index]), index - start < 32 else { return nil }
        return index + 1
    }

    /// Whether `bytes` hold a control character, eight bytes at a time: every page is asked, and a control
    /// character is rare. A word with no byte below 0x20 and no 0x7F is passed over whole; the others (a line
    /// break among them) are looked at byte by byte.
    private static func holdsControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A byte below 0x20 (its high bit clear, and below after subtracting 0x20), or one equal to 0x7F.
                let below = (word &- ones &* 0x20) & ~word & highs
                let delete = ((word ^ (ones &* 0x7F)) &- ones) & ~(word ^ (ones &* 0x7F)) & highs
                if below | delete != 0, bytes[index..<(index + 8)].contains(where: isControl) { return true }
                index += 8
            }
        }
        return bytes[index...].contains(where: isControl)
    }

    /// C0 controls other than tab, line feed and carriage return, and DEL.
    private static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }
}
