import CCmark

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A CommonMark syntax tree parsed by cmark, owned by this value: freed when it goes away.
///
/// Not thread-safe; each page parses and renders its own document.
final class MarkdownDocument {
    /// The `CMARK_NODE_DOCUMENT` root; owns every node below it.
    let root: OpaquePointer
    let options: Int32

    /// - Parameters:
    ///   - text: CommonMark source.
    ///   - allowRawHTML: Whether raw HTML passes through (cmark's `CMARK_OPT_UNSAFE`); otherwise it is omitted.
    init(parsing text: String, allowRawHTML: Bool) {
        let options = CMARK_OPT_DEFAULT | (allowRawHTML ? CMARK_OPT_UNSAFE : 0)
        var text = text
        self.options = options
        root = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, options) }
        }
    }

    deinit {
        cmark_node_free(root)
    }

    /// The document as HTML, exactly as `cmark` (with the same safe or unsafe option) prints it.
    func html() -> String {
        guard let rendered = cmark_render_html(root, options) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// Every node in document order, visited once (on entering).
    ///
    /// The tree must not change during the walk; collect nodes first, then edit.
    func nodes(where include: (MarkdownNode) -> Bool) -> [MarkdownNode] {
        var found: [MarkdownNode] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let pointer = cmark_iter_get_node(iterator) else { continue }
            let node = MarkdownNode(pointer: pointer)
            if include(node) { found.append(node) }
        }
        return found
    }

    /// Puts a custom block whose HTML is `html` where `node` was, and frees `node` and its children.
    ///
    /// Custom blocks print their text even in safe mode, so generated HTML survives.
    func replace(_ node: MarkdownNode, withHTMLBlock html: String) {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(block, html)
        cmark_node_set_on_exit(block, "")
        if cmark_node_replace(node.pointer, block) == 1 {
            cmark_node_free(node.pointer)
        } else {
            cmark_node_free(block)
        }
    }
}
