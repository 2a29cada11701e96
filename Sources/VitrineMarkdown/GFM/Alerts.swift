import CCmark

/// GitHub alerts: a top-level block quote (any, for another tool's page) whose first line is `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (any case) becomes
/// `<div class="markdown-alert markdown-alert-note"><p class="markdown-alert-title">Note</p>…</div>`.
/// As on GitHub, a marker with nothing after it stays an ordinary block quote.
///
/// As Hugo and Obsidian write them, a title may follow the marker on its line (`> [!NOTE] Read this`),
/// the admonition types MkDocs names are read too (`[!DANGER]` in the caution colour), and `+` or `-` right
/// after the marker makes the alert collapsible, open or closed.
enum Alerts {
    private static let kinds = ["note": "Note", "tip": "Tip", "important": "Important", "warning": "Warning", "caution": "Caution"]

    /// - Parameters:
    ///   - titles: The five kinds' titles in the page's language, over the English ones.
    ///   - nested: Whether a quote below the top (in a list item) may be an alert.
    static func apply(to root: OpaquePointer, positions: NodePositions, titles: [String: String] = [:], nested: Bool = false) {
        // With `nested`, quotes in list items and other quotes too, as Hugo's blockquote hook reads them (GitHub reads
        // only those at the top). Gathered first, the tree being changed as each is drawn.
        let quotes = nested ? Cmark.descendants(of: root) { Cmark.type($0) == CMARK_NODE_BLOCK_QUOTE } : Cmark.children(of: root)
        for quote in quotes where Cmark.type(quote) == CMARK_NODE_BLOCK_QUOTE {
            guard let paragraph = cmark_node_first_child(quote), Cmark.type(paragraph) == CMARK_NODE_PARAGRAPH,
                  let marker = cmark_node_first_child(paragraph), Cmark.type(marker) == CMARK_NODE_TEXT,
                  var found = Self.marker(Cmark.literal(marker), titles: titles) else { continue }
            // A title with emphasis or code is several inlines up to the line's end: its text is the title.
            var following = cmark_node_next(marker)
            var titleNodes: [OpaquePointer] = []
            // A title that starts with markup (`[!NOTE] **Why?**`) leaves the marker's text with a space alone.
            let literal = Cmark.literal(marker)
            let titleFollows = found.hasTitle || (literal.last == " " || literal.last == "\t") && following.map { ![CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(Cmark.type($0)) } == true
            while let node = following, titleFollows, ![CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(Cmark.type(node)) {
                titleNodes.append(node)
                following = cmark_node_next(node)
            }
            if !found.hasTitle, !titleNodes.isEmpty { found.title = "" }
            if let following, ![CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(Cmark.type(following)) { continue }
            guard following != nil || cmark_node_next(paragraph) != nil else { continue }
            found.title = (found.title + titleNodes.map(Self.plainText).joined()).trimmingSpaces()
            // The title's raw HTML (`<a id="small-prs"></a>`, a link target) stays in it, as Hugo's `.AlertTitle` keeps it.
            let titleHTML = titleNodes.filter { Cmark.type($0) == CMARK_NODE_HTML_INLINE }
            for node in titleNodes {
                if Cmark.type(node) == CMARK_NODE_HTML_INLINE { cmark_node_unlink(node) } else { positions.free(node) }
            }
            if let following { positions.free(following) }
            positions.free(marker)
            if cmark_node_first_child(paragraph) == nil { positions.free(paragraph) }
            let alert: OpaquePointer
            if let style = found.style {
                for node in titleHTML { positions.free(node) }
                alert = Admonitions.newBlock(Admonitions.Found(kind: found.kind, title: found.title, style: style), positions: positions)
            } else if titleHTML.isEmpty {
                alert = Cmark.newCustomBlock(
                    enter: "<div class=\"markdown-alert markdown-alert-\(found.kind)\">\n<p class=\"markdown-alert-title\">\(HTMLText.escape(found.title))</p>",
                    exit: "</div>")
                positions.readings.set(alert, .text(enter: " " + found.title + " ", exit: " "))
            } else {
                alert = Cmark.newCustomBlock(enter: "<div class=\"markdown-alert markdown-alert-\(found.kind)\">", exit: "</div>")
                positions.readings.set(alert, .text(enter: " " + found.title + " ", exit: " "))
                // A block holding an inline, so the title's tags close on its line (a block's own exit starts a new one).
                let title = Cmark.newCustomBlock(enter: "", exit: "")
                let tags = Cmark.newCustomInline(enter: "<p class=\"markdown-alert-title\">\(HTMLText.escape(found.title))", exit: "</p>")
                for node in titleHTML { cmark_node_append_child(tags, node) }
                cmark_node_append_child(title, tags)
                positions.set(title, line: Cmark.startLine(quote), column: Cmark.startColumn(quote))
                positions.set(tags, line: Cmark.startLine(quote), column: Cmark.startColumn(quote))
                cmark_node_append_child(alert, title)
            }
            positions.set(alert, line: Cmark.startLine(quote), column: Cmark.startColumn(quote))
            Cmark.moveChildren(of: quote, to: alert)
            cmark_node_insert_before(quote, alert)
            positions.free(quote)
        }
    }

    /// `[!TYPE]`, then `+` or `-`, then a title: the alert colour, the title (the type's own when none is
    /// written) and, for `+` and `-`, the collapsible style. `nil` for any other text.
    /// The text of an inline and what it holds, as a title shows it.
    static func plainText(_ node: OpaquePointer) -> String {
        switch Cmark.type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE: return Cmark.literal(node)
        default:
            var text = ""
            var child = cmark_node_first_child(node)
            while let current = child {
                text += plainText(current)
                child = cmark_node_next(current)
            }
            return text
        }
    }

    static func marker(_ text: String, titles: [String: String] = [:]) -> (kind: String, title: String, style: Admonitions.Style?, hasTitle: Bool)? {
        guard text.hasPrefix("[!"), let close = text.firstIndex(of: "]") else { return nil }
        let type = text[text.index(text.startIndex, offsetBy: 2)..<close].lowercased()
        var rest = text[text.index(after: close)...]
        let known = kinds[type] != nil || Admonitions.knownTypes.contains(type)
        guard known else { return nil }
        var style: Admonitions.Style?
        if rest.first == "+" || rest.first == "-" {
            style = rest.first == "+" ? .expanded : .collapsed
            rest = rest.dropFirst()
        }
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        // Spaces at the end stay until the title's other inlines are joined to it (`apply` trims it).
        let title = String(rest.drop { $0 == " " || $0 == "\t" })
        // GitHub's five keep their own colours (its `caution` is red, MkDocs' a warning).
        let kind = kinds[type] != nil ? type : Admonitions.kind(ofType: type)
        let hasTitle = !title.trimmingSpaces().isEmpty
        return (kind, hasTitle ? title : titles[type] ?? kinds[type] ?? Admonitions.defaultTitle(ofType: type), style, hasTitle)
    }
}
