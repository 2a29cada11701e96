/// What shares a tag's line with it: the spec lets a tag with only spaces and tabs beside it take its whole
/// line, and makes the spaces before it the indentation of what it brings in.
struct MustacheTagLine {
    /// From the start of the line to the tag, when that is only spaces and tabs.
    let leadingWhitespace: Range<Int>?
    /// Where the next line starts, when only spaces and tabs follow the tag on its line (the template's end
    /// counts as a line's end).
    let nextLine: Int?

    var isStandalone: Bool { leadingWhitespace != nil && nextLine != nil }

    init(_ bytes: [UInt8], tagStart: Int, tagEnd: Int) {
        var lineStart = tagStart
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n"), Self.isSpace(bytes[lineStart - 1]) { lineStart -= 1 }
        leadingWhitespace = lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n") ? lineStart..<tagStart : nil

        var cursor = tagEnd
        while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
        if cursor == bytes.count {
            nextLine = cursor
        } else if bytes[cursor] == UInt8(ascii: "\n") {
            nextLine = cursor + 1
        } else if bytes[cursor] == UInt8(ascii: "\r"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "\n") {
            nextLine = cursor + 2
        } else {
            nextLine = nil
        }
    }

    /// The spaces and tabs a line starts with.
    static func indentation(ofLineAt start: Int, in bytes: [UInt8]) -> [UInt8] {
        var end = start
        while end < bytes.count, isSpace(bytes[end]) { end += 1 }
        return Array(bytes[start..<end])
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
