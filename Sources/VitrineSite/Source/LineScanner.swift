/// The lines of a text one at a time, without their endings, split where cmark splits them: at `\n`,
/// `\r\n` and a lone `\r`. So line numbers agree with cmark's, whatever the file's line endings.
struct LineScanner {
    let text: Substring
    /// Where the next line starts; the text's end once the last line is returned.
    private(set) var position: String.Index
    private var finished = false

    init(_ text: String) {
        self.init(text[...])
    }

    init(_ text: Substring) {
        self.text = text
        position = text.startIndex
    }

    /// The 1-based line `number` of `text`, or an empty line when there is no such line.
    static func line(_ number: Int, of text: Substring) -> Substring {
        var scanner = LineScanner(text)
        var current = 0
        while let line = scanner.next() {
            current += 1
            if current == number { return line }
        }
        return ""
    }

    /// Whether every line has been returned.
    var isAtEnd: Bool { finished }

    mutating func next() -> Substring? {
        guard !finished else { return nil }
        let utf8 = text.utf8
        guard let end = utf8[position...].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
            finished = true
            defer { position = text.endIndex }
            return Substring(utf8[position...])
        }
        var next = utf8.index(after: end)
        if utf8[end] == UInt8(ascii: "\r"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
            next = utf8.index(after: next)
        }
        defer { position = next }
        return Substring(utf8[position..<end])
    }
}
