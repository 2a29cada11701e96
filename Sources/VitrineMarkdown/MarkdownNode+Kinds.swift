import CCmark
import Foundation

extension MarkdownNode {
    /// The node after this one under the same parent.
    package var next: MarkdownNode? { cmark_node_next(pointer).map { MarkdownNode(pointer: $0, positions: positions) } }

    package var isHeading: Bool { type == CMARK_NODE_HEADING }

    package var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }

    /// Raw HTML that safe mode leaves out.
    package var isRawHTML: Bool { type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE }

    /// The text a reader sees in this node: its text and code spans, breaks as spaces.
    package var plainText: String {
        var text = ""
        let iterator = cmark_iter_new(pointer)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                text += cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default: break
            }
        }
        return text.trimmingCharacters(in: .whitespaces)
    }
}

extension MarkdownDocument {
    /// The document's first block, if it has any.
    package var firstBlock: MarkdownNode? { cmark_node_first_child(root).map { MarkdownNode(pointer: $0, positions: positions) } }
}
