/// The `href` and `src` values in an author's raw HTML, found to be read the way the page's tool reads them:
/// MkDocs, mdBook and VitePress resolve them from the Markdown file, as they do Markdown links.
enum RawHTMLLinks {
    /// `html` with each `href="…"` and `src="…"` value (double or single quotes) passed through `rewrite`;
    /// `nil` when none changed.
    static func rewriting(_ html: String, _ rewrite: (String) -> String) -> String? {
        rewriting(html) { value, _ in rewrite(value) }
    }

    /// As `rewriting(_:_:)`, telling `rewrite` where in `html` each value starts.
    static func rewriting(_ html: String, _ rewrite: (String, String.Index) -> String) -> String? {
        guard html.contains("href=") || html.contains("src=") else { return nil }
        var output = ""
        var rest = html[...]
        var changed = false
        while let attribute = [" href=", " src=", "\thref=", "\tsrc=", "\nhref=", "\nsrc="].compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            output += rest[..<attribute.upperBound]
            rest = rest[attribute.upperBound...]
            guard let quote = rest.first, quote == "\"" || quote == "'", let end = rest.dropFirst().firstIndex(of: quote) else { continue }
            let start = rest.index(after: rest.startIndex)
            let value = String(rest[start..<end])
            let rewritten = rewrite(value, start)
            changed = changed || rewritten != value
            output += String(quote) + rewritten
            rest = rest[end...]
        }
        return changed ? output + rest : nil
    }
}
