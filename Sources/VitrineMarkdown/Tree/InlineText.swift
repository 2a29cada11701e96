import CCmark

/// The text nodes the GFM inline passes may change: not inside links or images (their text is already a
/// link, or alt text), and not code, which cmark keeps as code nodes anyway.
enum InlineText {
    static func textNodes(below root: OpaquePointer) -> [OpaquePointer] {
        Cmark.descendants(of: root) {
            Cmark.type($0) == CMARK_NODE_TEXT && !Cmark.isInside($0, anyOf: [CMARK_NODE_LINK.rawValue, CMARK_NODE_IMAGE.rawValue])
        }
    }
}
