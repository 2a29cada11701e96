/// Byte classes the hand-written lexers share. Every byte of 0x80 and above counts as a letter, so a
/// non-ASCII identifier stays one word and no lexer ever decides a boundary inside a UTF-8 sequence.
extension UInt8 {
    var isLetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") || self >= 0x80 }
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isHexDigit: Bool { isDigit || ((self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "f")) }
    var isIdentifierStart: Bool { isLetter || self == UInt8(ascii: "_") }
    var isIdentifierContinue: Bool { isIdentifierStart || isDigit }
    var isSpaceOrTab: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
    var isLineBreak: Bool { self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r") }
    var isWhitespace: Bool { isSpaceOrTab || isLineBreak || self == 0x0C || self == 0x0B }
    var isUppercaseASCII: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
}

/// A position in one block's bytes with the small moves every lexer needs. Reading past the end gives 0,
/// which no lexer treats as meaningful, so look-ahead needs no bounds checks at the call site.
struct ByteCursor {
    let bytes: [UInt8]
    var position: Int
    let end: Int

    init(_ bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        self.position = range.lowerBound
        self.end = min(range.upperBound, bytes.count)
    }

    var isAtEnd: Bool { position >= end }
    var current: UInt8 { position < end ? bytes[position] : 0 }
    func peek(_ offset: Int) -> UInt8 { position + offset < end ? bytes[position + offset] : 0 }
    func byte(at index: Int) -> UInt8 { index >= 0 && index < end ? bytes[index] : 0 }

    mutating func advance(_ count: Int = 1) { position = min(position + count, end) }

    mutating func skip(while predicate: (UInt8) -> Bool) {
        while position < end, predicate(bytes[position]) { position += 1 }
    }

    /// Whether `literal` (ASCII) starts at the cursor.
    func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= end else { return false }
        return literal.withUTF8Buffer { text in
            for offset in 0..<count where bytes[position + offset] != text[offset] { return false }
            return true
        }
    }

    /// Like `starts(with:)` but ignoring ASCII case, for HTML tag names.
    func startsIgnoringCase(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= end else { return false }
        return literal.withUTF8Buffer { text in
            for offset in 0..<count where bytes[position + offset] | 0x20 != text[offset] | 0x20 { return false }
            return true
        }
    }

    /// Moves to the line break ending this line (or the end), not past it.
    mutating func skipToLineEnd() { skip { !$0.isLineBreak } }

    /// Moves past the next `terminator`, or to the end when there is none; returns whether it was found.
    @discardableResult
    mutating func skip(past terminator: StaticString) -> Bool {
        while position < end {
            if starts(with: terminator) {
                advance(terminator.utf8CodeUnitCount)
                return true
            }
            position += 1
        }
        return false
    }

    /// Moves past a quoted string opened at the cursor; `\` escapes the next byte when `escapes` is set.
    /// Stops at the end of the line unless `multiline`, and at the end of the range in any case.
    mutating func skipQuoted(escapes: Bool, multiline: Bool) {
        let quote = current
        advance()
        while position < end {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return
            }
            if byte.isLineBreak, !multiline { return }
            position += escapes && byte == UInt8(ascii: "\\") ? 2 : 1
        }
        position = min(position, end)
    }

    /// Moves past a number in the usual C-like spellings: `0x1F`, `1_000`, `3.5e-2`, `10u`, `2.0f`, `7n`.
    /// The exponent's sign is taken only after `e` (or `p` in hex, where `e` is a digit, so `0x1e+2` stays
    /// an addition) and only when a digit follows.
    mutating func skipNumber() {
        let exponentMarker = current == UInt8(ascii: "0") && peek(1) | 0x20 == UInt8(ascii: "x")
            ? UInt8(ascii: "p") : UInt8(ascii: "e")
        while position < end {
            let byte = bytes[position]
            if byte.isIdentifierContinue {
                let signedExponent = byte | 0x20 == exponentMarker
                    && (peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")) && peek(2).isDigit
                position += signedExponent ? 2 : 1
            } else if byte == UInt8(ascii: "."), peek(1).isDigit {
                position += 1
            } else {
                return
            }
        }
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
