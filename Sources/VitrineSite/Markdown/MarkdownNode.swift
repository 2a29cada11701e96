import CCmark

/// A borrowed view of one node of a `MarkdownDocument`; valid while the document lives and the node is in it.
struct MarkdownNode {
    let pointer: OpaquePointer

    var type: cmark_node_type { cmark_node_get_type(pointer) }

    /// A code block; only fenced ones have an info string, so a non-empty `fenceInfo` means fenced.
    var isCodeBlock: Bool { type == CMARK_NODE_CODE_BLOCK }

    var isLinkOrImage: Bool { type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE }

    /// The info string of a fenced code block, after cmark's unescaping.
    var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }

    /// The text of a code block, without the fences.
    var literal: String { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }

    /// The destination of a link or image.
    var url: String {
        get { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { cmark_node_set_url(pointer, newValue) }
    }

    /// 1-based line in the Markdown given to the parser.
    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }

    /// 1-based byte column in the Markdown given to the parser.
    var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }

    /// The nearest block ancestor's start line, for inline nodes whose own position cmark may not track.
    var blockLine: Int {
        var current: OpaquePointer? = pointer
        while let node = current {
            let line = Int(cmark_node_get_start_line(node))
            if line > 0 { return line }
            current = cmark_node_parent(node)
        }
        return 0
    }
}
