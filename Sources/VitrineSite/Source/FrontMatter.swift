/// A page's YAML header between `---` lines, and where the Markdown after it starts.
struct FrontMatter: Equatable {
    static let keys = ["title", "description", "order", "draft"]

    var title: String?
    var description: String?
    /// Position in the navigation; lower first, pages without one last.
    var order: Int?
    var draft = false
    /// Lines of the file before the Markdown body: the header and its fences.
    var bodyLineOffset = 0

    /// Splits `text` into front matter and Markdown; a file without a leading `---` line is all Markdown.
    ///
    /// - Returns: The front matter, the Markdown body, and every problem found in the header.
    static func split(_ text: String, file: String) -> (FrontMatter, body: Substring, [SiteDiagnostic]) {
        var lines = LineScanner(text)
        guard let first = lines.next(), first == "---" else { return (FrontMatter(), text[...], []) }
        let yamlStart = lines.position
        var closing = 1
        var yamlEnd = yamlStart
        while true {
            guard let line = lines.next() else {
                let problem = SiteDiagnostic(file: file, line: 1, column: 1, message: "front matter starting here has no closing '---' line")
                return (FrontMatter(), text[text.endIndex...], [problem])
            }
            if line == "---" || line == "..." { break }
            yamlEnd = line.endIndex
            closing += 1
        }
        let yaml = String(text[yamlStart..<yamlEnd])
        let body = text[lines.position...]
        var mapping = YAMLMapping(parsing: yaml, file: file, lineOffset: 1)
        mapping.rejectUnknownKeys(keys)
        var matter = FrontMatter(
            title: mapping.string("title"), description: mapping.string("description"), order: mapping.int("order"),
            draft: mapping.bool("draft") ?? false)
        matter.bodyLineOffset = closing + 1
        return (matter, body, mapping.diagnostics.sorted())
    }
}

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
