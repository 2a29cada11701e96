import CCmark

/// A borrowed view of one node of a `MarkdownDocument`; valid while the document lives and the node is in it.
package struct MarkdownNode {
    package let pointer: OpaquePointer
    let positions: NodePositions?

    init(pointer: OpaquePointer, positions: NodePositions? = nil) {
        self.pointer = pointer
        self.positions = positions
    }

    package var type: cmark_node_type { cmark_node_get_type(pointer) }

    /// A code block; only fenced ones have an info string, so a non-empty `fenceInfo` means fenced.
    package var isCodeBlock: Bool { type == CMARK_NODE_CODE_BLOCK }

    package var isLinkOrImage: Bool { type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE }
    package var isImage: Bool { type == CMARK_NODE_IMAGE }

    /// The info string of a fenced code block, after cmark's unescaping.
    package var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }

    /// The text of a code block, without the fences.
    package var literal: String {
        get { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { cmark_node_set_literal(pointer, newValue) }
    }

    /// The destination of a link or image.
    package var url: String {
        get { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { cmark_node_set_url(pointer, newValue) }
    }

    /// 1-based line in the Markdown given to the parser; 0 when unknown.
    package var startLine: Int { position(of: pointer).line }

    /// 1-based byte column in the Markdown given to the parser; 0 when unknown.
    package var startColumn: Int { position(of: pointer).column }

    /// The nearest ancestor's start line (this node's own first), for nodes whose own position is unknown.
    package var blockLine: Int {
        var current: OpaquePointer? = pointer
        while let node = current {
            let line = position(of: node).line
            if line > 0 { return line }
            current = cmark_node_parent(node)
        }
        return 0
    }

    private func position(of node: OpaquePointer) -> (line: Int, column: Int) {
        if let positions { return positions.source(node) }
        return (Int(cmark_node_get_start_line(node)), Int(cmark_node_get_start_column(node)))
    }
}
