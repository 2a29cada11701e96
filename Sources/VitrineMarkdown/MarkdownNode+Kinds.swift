import CCmark

extension MarkdownNode {
    /// Raw HTML that safe mode leaves out.
    package var isRawHTML: Bool { type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE }
}
