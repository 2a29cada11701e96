import CCmark

/// GFM's extended autolinks: `www.` addresses, bare `http(s)://` and `ftp://` URLs and e-mail addresses in
/// text become real link nodes (so link rewriting and checking see them), with GFM's rules for where a
/// link ends (`AutolinkScanner`).
enum Autolinks {
    static func apply(to root: OpaquePointer, positions: NodePositions) {
        TextEdits.mergeAdjacentText(positions: positions)
        for text in InlineText.textNodes(below: root, scope: .outsideLinksAndImages, containingAny: ["www.", "://", "@"]) {
            let literal = Cmark.literal(text)
            let scanner = AutolinkScanner(literal, wwwAllowedAtStart: wwwAllowedAfter(cmark_node_previous(text)))
            let edits = scanner.matches().map { match in
                (range: match.range, node: Cmark.newLink(url: match.url, text: String(decoding: scanner.bytes[match.range], as: UTF8.self)))
            }
            TextEdits.replace(in: text, edits, positions: positions)
        }
    }

    /// A `www.` link may follow the start of a line or container, or markup ending in `*`, `_` or `~`.
    private static func wwwAllowedAfter(_ previous: OpaquePointer?) -> Bool {
        guard let previous else { return true }
        switch Cmark.type(previous) {
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_CUSTOM_INLINE: return true
        default: return false
        }
    }
}
