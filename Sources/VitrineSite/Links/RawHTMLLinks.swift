/// The `href` and `src` values in an author's raw HTML, found to be read the way the page's tool reads them:
/// MkDocs, mdBook and VitePress resolve them from the Markdown file, as they do Markdown links.
enum RawHTMLLinks {
    /// `html` with each `href="…"` and `src="…"` value (double or single quotes) passed through `rewrite`;
    /// `nil` when none changed.
    static func rewriting(_ html: String, _ rewrite: (String) -> String) -> String? {
        rewriting(html) { value, _, _ in rewrite(value) }
    }

    /// As `rewriting(_:_:)`, telling `rewrite` where each value starts: its line (from 1) and its column (from
    /// 1, in bytes) in `html`. One pass over the bytes, whatever the number of links: an API reference page holds
    /// thousands.
    static func rewriting(_ html: String, _ rewrite: (String, _ line: Int, _ column: Int) -> String) -> String? {
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        var copied = 0
        var changed = false
        var line = 1
        var lineStart = 0
        var index = 0
        // Scripts' text is passed over: `'<a href="' + url + '">'` there is a string, no link.
        let scripts = bytes.withUnsafeBufferPointer(ScriptBodies.ranges)
        var nextScript = 0
        while index < bytes.count {
            if nextScript < scripts.count, index >= scripts[nextScript].lowerBound {
                let body = scripts[nextScript]
                if index < body.upperBound {
                    for position in index..<body.upperBound where bytes[position] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = position + 1
                    }
                    index = body.upperBound
                }
                nextScript += 1
                continue
            }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index
                continue
            }
            // `href=` or `src=` after a space, a tab or a line break, the value quoted.
            guard byte == UInt8(ascii: "="), Self.follows(bytes, index - 1, "href") || Self.follows(bytes, index - 1, "src"), index < bytes.count,
                bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
            else { continue }
            let quote = bytes[index]
            let start = index + 1
            guard let end = bytes[start...].firstIndex(of: quote) else { continue }
            let value = String(decoding: bytes[start..<end], as: UTF8.self)
            let rewritten = rewrite(value, line, start - lineStart + 1)
            if rewritten != value {
                changed = true
                output += bytes[copied..<start]
                output += rewritten.utf8
                copied = end
            }
            // A value may hold line breaks: they count toward the next value's line.
            for position in start..<end where bytes[position] == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
            }
            index = end
        }
        guard changed else { return nil }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `name` ends right before `equals` and a space, a tab or a line break comes before it.
    private static func follows(_ bytes: [UInt8], _ equals: Int, _ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard equals > count else { return false }
        let before = bytes[equals - count - 1]
        guard before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") || before == UInt8(ascii: "\n") else { return false }
        return name.withUTF8Buffer { name in name.indices.allSatisfy { bytes[equals - count + $0] == name[$0] } }
    }
}
