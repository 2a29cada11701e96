/// Generated Markdown parsed before the author's text in the same cmark document (see `SourceMap`).
///
/// Each chunk is closed off from the next and from the author's text by a blank line, an HTML comment
/// block and a blank line, so nothing in a chunk continues into what follows.
struct Prelude {
    private(set) var text = ""
    private(set) var origins: [SourceMap.Origin] = []

    var lineCount: Int { origins.count }

    /// Appends one chunk of lines; returns the parsed line number of its first line.
    mutating func appendChunk(_ lines: [(text: String, origin: SourceMap.Origin)]) -> Int {
        let first = origins.count + 1
        for line in lines {
            text += line.text
            text += "\n"
            origins.append(line.origin)
        }
        let quiet = SourceMap.Origin(line: lines.first?.origin.line ?? 0, columnShift: 0)
        text += "\n<!-- -->\n\n"
        origins += [quiet, quiet, quiet]
        return first
    }
}
