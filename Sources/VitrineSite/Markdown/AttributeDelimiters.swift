import VitrineMarkdown

/// Attribute lists a site writes between delimiters of its own (VitePress' `markdown.attrs` set to `%{` and
/// `}%`, so `## Methods %{#Methods}%`), read as the `{#Methods}` they stand for. Code is left as written.
enum AttributeDelimiters {
    /// `text` with each list in the site's delimiters written in braces; `nil` when it holds none.
    static func rewrite(_ text: String, left: String, right: String) -> String? {
        guard TextSearch.contains(left, in: text) else { return nil }
        var changed = false
        var fence = FenceTracker()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard !fence.consume(line), line.contains(left) else { return line }
            var output = ""
            var rest = line
            while let open = rest.range(of: left), let close = rest[open.upperBound...].range(of: right) {
                let inside = rest[open.upperBound..<close.lowerBound]
                output += rest[..<open.lowerBound]
                if isAttributeList(inside), !insideCodeSpan(output) {
                    output += "{" + inside + "}"
                    changed = true
                } else {
                    output += rest[open.lowerBound..<close.upperBound]
                }
                rest = rest[close.upperBound...]
            }
            return Substring(output + rest)
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// `#id`, `.class` and `key=value` words, as markdown-it-attrs reads them.
    private static func isAttributeList(_ text: Substring) -> Bool {
        let words = text.split(separator: " ")
        return !words.isEmpty && words.allSatisfy { word in
            word.hasPrefix("#") || word.hasPrefix(".") || (word.contains("=") && word.first?.isLetter == true)
        }
    }

    /// Whether the text before a point on its line leaves a code span open (an odd number of backticks).
    private static func insideCodeSpan(_ before: String) -> Bool {
        let line = before.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return line.count { $0 == "`" } % 2 == 1
    }
}
