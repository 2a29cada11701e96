import CCmark

extension MarkdownDocument {
    /// Hands `sink` what a reader reads of the document, in order, from the tree the HTML is written from:
    /// text and code, the breaks between blocks, headings with their ids, the author's raw HTML (where the
    /// page keeps it) and the readings the passes gave the nodes whose HTML they wrote. An image's `alt`
    /// text is an attribute, not read, as in the page.
    package func read(into sink: inout some ReadingSink) {
        finishAttributes()
        // cmark copies a text node's literal to give it with its terminating zero: the copies go with the
        // document's arena rather than one heap allocation each.
        arena.allocating { readTree(into: &sink) }
    }

    private func readTree(into sink: inout some ReadingSink) {
        let keepsHTML = cmarkOptions & CMARK_OPT_UNSAFE != 0
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        var insideImage = 0
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let entering = event == CMARK_EVENT_ENTER
            let type = cmark_node_get_type(node)
            if insideImage > 0 {
                if type == CMARK_NODE_IMAGE { insideImage += entering ? 1 : -1 }
                continue
            }
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                Self.withLiteral(node) { sink.read(text: $0) }
            case CMARK_NODE_CODE_BLOCK:
                sink.separate()
                Self.withLiteral(node) { sink.read(text: $0) }
                sink.separate()
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                if keepsHTML { Self.withLiteral(node) { sink.read(html: $0) } }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_THEMATIC_BREAK:
                sink.separate()
            case CMARK_NODE_IMAGE:
                // Written as one `<img>`, which ends the word before it; its children are the `alt` text.
                sink.separate()
                insideImage = 1
            case CMARK_NODE_HEADING:
                if entering { sink.beginHeading(level: Int(cmark_node_get_heading_level(node)), id: "") } else { sink.endHeading() }
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM:
                sink.separate()
            case CMARK_NODE_CUSTOM_BLOCK, CMARK_NODE_CUSTOM_INLINE:
                switch positions.readings.reading(of: node, isBlock: type == CMARK_NODE_CUSTOM_BLOCK) {
                case .text(let enter, let exit): sink.read(entering ? enter : exit)
                case .heading(let level, let id): if entering { sink.beginHeading(level: level, id: id) } else { sink.endHeading() }
                case .document(let included): if entering { included.read(into: &sink) }
                }
            default:
                break
            }
        }
    }

    private static func withLiteral(_ node: OpaquePointer, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let literal = cmark_node_get_literal(node) else { return }
        literal.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
            var count = 0
            while bytes[count] != 0 { count += 1 }
            body(UnsafeBufferPointer(start: bytes, count: count))
        }
    }
}
