import CCmark

/// GitHub alerts: a top-level block quote whose first line is only `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]` (any case) becomes
/// `<div class="markdown-alert markdown-alert-note"><p class="markdown-alert-title">Note</p>…</div>`.
/// As on GitHub, a marker with nothing after it stays an ordinary block quote.
enum Alerts {
    private static let kinds = ["note": "Note", "tip": "Tip", "important": "Important", "warning": "Warning", "caution": "Caution"]

    static func apply(to root: OpaquePointer, positions: NodePositions) {
        for quote in Cmark.children(of: root) where Cmark.type(quote) == CMARK_NODE_BLOCK_QUOTE {
            guard let paragraph = cmark_node_first_child(quote), Cmark.type(paragraph) == CMARK_NODE_PARAGRAPH,
                  let marker = cmark_node_first_child(paragraph), Cmark.type(marker) == CMARK_NODE_TEXT else { continue }
            let text = Cmark.literal(marker)
            guard text.hasPrefix("[!"), text.hasSuffix("]"), let title = kinds[String(text.dropFirst(2).dropLast()).lowercased()] else { continue }
            let following = cmark_node_next(marker)
            if let following, ![CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(Cmark.type(following)) { continue }
            guard following != nil || cmark_node_next(paragraph) != nil else { continue }
            if let following { positions.free(following) }
            positions.free(marker)
            if cmark_node_first_child(paragraph) == nil { positions.free(paragraph) }
            let kind = title.lowercased()
            let alert = Cmark.newCustomBlock(
                enter: "<div class=\"markdown-alert markdown-alert-\(kind)\">\n<p class=\"markdown-alert-title\">\(title)</p>",
                exit: "</div>")
            positions.set(alert, line: Cmark.startLine(quote), column: Cmark.startColumn(quote))
            Cmark.moveChildren(of: quote, to: alert)
            cmark_node_insert_before(quote, alert)
            positions.free(quote)
        }
    }
}
