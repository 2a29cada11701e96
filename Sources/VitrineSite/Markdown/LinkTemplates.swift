/// Other tools' template forms that stand for a URL in a link's destination, read (never run) so the link
/// is a link and is checked: Hugo's `{{< ref "x.md" >}}` and `relref`, Jekyll's `{% link x.md %}`, `{% post_url name %}`,
/// `{{ site.baseurl }}`, `{{ page.root }}` and `{{ 'x' | relative_url }}`. Each becomes a destination cmark reads, so only
/// those after `](`, `]: `, `href=` or `src=` (either quote) are rewritten, never in fenced code; a page with none is not copied.
enum LinkTemplates {
    /// The destination a Hugo reference becomes: resolved by `PageRenderer` as Hugo looks a page up.
    static let referenceScheme = "vitrine-ref:"
    /// The destination a path from the content root becomes (Jekyll's `link`; Zola's own syntax).
    static let rootPrefix = "@/"

    /// `body` with each form replaced, or `nil` when it holds none.
    ///
    /// - Parameters:
    ///   - baseEndsWithSlash: Whether Jekyll's `baseurl` ends with `/` (`baseurl: /`): then
    ///     `{{ site.baseurl }}guide/` names `/guide/`, where with an empty one it is relative.
    ///   - pageRoot: The way from the page back to the site's root (`..`, `.`), which `{{ page.root }}` writes.
    ///   - isMarkdown: Whether `body` is Markdown, whose destinations made shorter keep what follows at its column.
    static func rewrite(_ body: Substring, baseEndsWithSlash: Bool = false, pageRoot: String = ".", isMarkdown: Bool = true) -> String? {
        guard TemplateTags.mayHold(body) else { return nil }
        var output = ""
        var changed = false
        var fence: (marker: Character, length: Int)?
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        for index in lines.indices.dropLast() { closingOnItsLine(&lines, index) }
        for line in lines {
            let content = line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
            if let marker = content.first, marker == "`" || marker == "~" {
                let run = content.prefix { $0 == marker }.count
                if run >= 3 {
                    if let open = fence {
                        if open.marker == marker, run >= open.length { fence = nil }
                    } else {
                        fence = (marker, run)
                    }
                }
            }
            if fence == nil, TemplateTags.mayHold(line), let rewritten = rewriteLine(line, baseEndsWithSlash: baseEndsWithSlash, pageRoot: pageRoot, keepsColumns: isMarkdown) {
                output += rewritten
                changed = true
            } else {
                output += line
            }
            output += "\n"
        }
        guard changed else { return nil }
        if !body.hasSuffix("\n") { output.removeLast() }
        return output
    }

    /// A destination's shortcode closed on the next line (`({{< relref "x"` then `>}})`), as Hugo reads it across
    /// lines: its closing and the link's `)` are moved up to its line, the rest of the next line kept on its own,
    /// so every line stays where it was.
    private static func closingOnItsLine(_ lines: inout [Substring], _ index: Int) {
        let line = lines[index]
        guard let open = line.range(of: "({{<", options: .backwards) ?? line.range(of: "({{%", options: .backwards),
            !line[open.upperBound...].contains(">}}"), !line[open.upperBound...].contains("%}}")
        else { return }
        let closer = line[open.lowerBound...].hasPrefix("({{<") ? ">}}" : "%}}"
        let next = lines[index + 1].drop { $0 == " " || $0 == "\t" }
        guard next.hasPrefix(closer) else { return }
        var moved = next.prefix(closer.count)
        if next.dropFirst(closer.count).first == ")" { moved = next.prefix(closer.count + 1) }
        lines[index] = line + " " + moved
        lines[index + 1] = next.dropFirst(moved.count)
    }

    /// What a destination marker stood for as the author wrote it, for messages; with `liquid`, a path from the
    /// root was Jekyll's `{% link %}` or `{% post_url %}` (in Zola it is the author's own `@/`).
    static func written(_ url: String, liquid: Bool = false) -> String? {
        if url.hasPrefix(referenceScheme) { return "{{< ref \"\(url.dropFirst(referenceScheme.count))\" >}}" }
        guard liquid, url.hasPrefix(rootPrefix) else { return nil }
        let path = url.dropFirst(rootPrefix.count)
        let target = path.prefix { $0 != "#" && $0 != "?" }
        let rest = path.dropFirst(target.count)
        if target.hasPrefix("_posts/") { return "{% post_url \(target.dropFirst("_posts/".count)) %}" + rest }
        return "{% link \(target) %}" + rest
    }

    private static let openers = ["](", "]: ", "href=\"", "src=\"", "href='", "src='"]

    private static func rewriteLine(_ line: Substring, baseEndsWithSlash: Bool, pageRoot: String, keepsColumns: Bool) -> String? {
        var result = ""
        var rest = line
        var changed = false
        while let opener = openers.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            result += rest[..<opener.upperBound]
            rest = rest[opener.upperBound...]
            // One destination may hold several forms: `{{ site.baseurl }}{% link x.md %}`.
            var shortened = 0
            var closesItself = false
            while let (replacement, length) = form(at: rest, pageRoot: pageRoot) {
                let isBase = replacement.isEmpty && rest.hasPrefix("{{")
                let written = rest.prefix(length).utf8.count
                rest = rest.dropFirst(length)
                let made = isBase && baseEndsWithSlash && rest.first != "/" && form(at: rest, pageRoot: pageRoot) == nil ? "/" : replacement
                result += made
                shortened += written - made.utf8.count
                // A `)` or a space written inside the form (`relref "x#y)"`) ends the destination there.
                closesItself = closesItself || made.contains { $0 == ")" || $0 == " " }
                changed = true
            }
            // A Markdown destination made shorter is ended with as many spaces, which cmark reads as nothing: what
            // follows on the line keeps the column its author wrote it at, for messages.
            if keepsColumns, shortened > 0, !closesItself, line[opener].hasPrefix("]") {
                let destination = rest.prefix { $0 != " " && $0 != "\t" && $0 != ")" && $0 != "\"" }
                result += destination + String(repeating: " ", count: shortened)
                rest = rest.dropFirst(destination.count)
            }
        }
        return changed ? result + rest : nil
    }

    /// The form `text` starts with: what it becomes, and how many characters it took.
    private static func form(at text: Substring, pageRoot: String) -> (String, Int)? {
        let closer: String
        if text.hasPrefix("{{<") || text.hasPrefix("{{%") {
            closer = text.hasPrefix("{{<") ? ">}}" : "%}}"
        } else if text.hasPrefix("{{") {
            closer = "}}"
        } else if text.hasPrefix("{%") {
            closer = "%}"
        } else {
            return nil
        }
        guard let end = text.range(of: closer) else { return nil }
        let inner = text[text.index(text.startIndex, offsetBy: closer.count)..<end.lowerBound].trimmingSpaces()
        let length = text.distance(from: text.startIndex, to: end.upperBound)
        let words = inner.split(separator: " ", maxSplits: 1).map(String.init)
        guard let name = words.first else { return nil }
        let argument = words.count > 1 ? unquoted(words[1].trimmingSpaces()) : ""
        switch (closer, name) {
        case (">}}", "ref"), (">}}", "relref"), ("%}}", "ref"), ("%}}", "relref"):
            // `ref "#id"` names a heading of the page it is on, as Hugo resolves it.
            return (argument.startsWithHash ? argument : referenceScheme + argument, length)
        case ("%}", "link"):
            return (rootPrefix + argument, length)
        case ("%}", "post_url"):
            return (rootPrefix + "_posts/" + argument, length)
        case ("}}", "site.baseurl"), ("}}", "site.url"):
            return ("", length)
        case ("}}", "page.root"):
            // The Carpentries lessons' way from the page to the site's root (`..`, `.`, set by `defaults:`), written
            // before a path from the root (the page's own way back, wherever vitrine publishes it), or before a
            // `{% link %}`, which names its page from the root itself.
            return (text[end.upperBound...].hasPrefix("{") ? "" : pageRoot, length)
        case ("}}", _) where inner.contains("| relative_url") || inner.contains("| absolute_url"):
            let value = inner.split(separator: "|").first.map { unquoted(String($0).trimmingSpaces()) } ?? ""
            // The filters make a path from the site's root: Jekyll puts the `/` a value lacks before it.
            return (value.hasPrefix("/") || LinkTarget.hasScheme(value) || value.startsWithHash ? value : "/" + value, length)
        default:
            return nil
        }
    }

    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return text }
        return String(text.dropFirst().dropLast())
    }
}

private extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
