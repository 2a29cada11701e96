/// A text as lines of UTF-8 bytes, split where cmark splits lines: at `\n`, `\r\n` and a lone `\r`, so
/// line numbers agree with cmark's.
struct SourceLines {
    let bytes: [UInt8]
    /// Byte range of each line, without its line ending.
    let ranges: [Range<Int>]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var ranges: [Range<Int>] = []
        var start = 0, index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                ranges.append(start..<index)
                start = index + 1
            case UInt8(ascii: "\r"):
                ranges.append(start..<index)
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                start = index + 1
            default:
                break
            }
            index += 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        self.ranges = ranges
    }

    var count: Int { ranges.count }

    /// Line `number` (1-based) as bytes; empty past the end.
    func line(_ number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= ranges.count else { return [] }
        return bytes[ranges[number - 1]]
    }

    func string(_ number: Int) -> String { String(decoding: line(number), as: UTF8.self) }
}

/// Byte tests as cmark and the GFM extensions define them.
enum Bytes {
    static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    /// cmark's `cmark_isspace`: space, `\t`, `\n`, `\v`, `\f`, `\r`.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    static func isAlpha(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isAlpha(byte) || isDigit(byte) }
    /// ASCII punctuation, which a backslash can escape.
    static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }
    static func isBlank<C: Collection>(_ line: C) -> Bool where C.Element == UInt8 { line.allSatisfy(isSpace) }

    /// Leading indentation in columns (a tab to the next multiple of 4) and the bytes it takes.
    static func indentation<C: Collection>(of line: C) -> (columns: Int, bytes: Int) where C.Element == UInt8 {
        var columns = 0, count = 0
        for byte in line {
            if byte == 0x20 { columns += 1 } else if byte == 0x09 { columns += 4 - columns % 4 } else { break }
            count += 1
        }
        return (columns, count)
    }
}
