import CCmark

/// Small, typed steps over cmark's C tree, so the passes read as tree edits rather than C calls.
enum Cmark {
    static func type(_ node: OpaquePointer) -> cmark_node_type { cmark_node_get_type(node) }

    static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            found.append(current)
            child = cmark_node_next(current)
        }
        return found
    }

    /// Every node below `root` (and `root` itself) in document order.
    static func descendants(of root: OpaquePointer, where include: (OpaquePointer) -> Bool = { _ in true }) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            if include(node) { found.append(node) }
        }
        return found
    }

    static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    static func setLiteral(_ node: OpaquePointer, _ text: String) {
        cmark_node_set_literal(node, text)
    }

    static func startLine(_ node: OpaquePointer) -> Int { Int(cmark_node_get_start_line(node)) }
    static func startColumn(_ node: OpaquePointer) -> Int { Int(cmark_node_get_start_column(node)) }
    static func endLine(_ node: OpaquePointer) -> Int { Int(cmark_node_get_end_line(node)) }

    /// A node with the parser's allocator: cmark frees a node and everything below it through the allocator
    /// of the node it was asked to free, so every node of a tree must have the same one.
    static func newNode(_ type: cmark_node_type) -> OpaquePointer {
        guard let node = cmark_node_new_with_mem(type, ParseArena.allocator) else { fatalError("cmark could not allocate a node") }
        return node
    }

    static func newText(_ text: String) -> OpaquePointer {
        let node = newNode(CMARK_NODE_TEXT)
        cmark_node_set_literal(node, text)
        return node
    }

    static func newCustomBlock(enter: String, exit: String) -> OpaquePointer {
        let node = newNode(CMARK_NODE_CUSTOM_BLOCK)
        cmark_node_set_on_enter(node, enter)
        cmark_node_set_on_exit(node, exit)
        return node
    }

    static func newCustomInline(enter: String, exit: String) -> OpaquePointer {
        let node = newNode(CMARK_NODE_CUSTOM_INLINE)
        cmark_node_set_on_enter(node, enter)
        cmark_node_set_on_exit(node, exit)
        return node
    }

    static func newLink(url: String, text: String) -> OpaquePointer {
        let link = newNode(CMARK_NODE_LINK)
        cmark_node_set_url(link, url)
        cmark_node_append_child(link, newText(text))
        return link
    }

    /// Moves every child of `source` to the end of `target`'s children, in order.
    static func moveChildren(of source: OpaquePointer, to target: OpaquePointer) {
        for child in children(of: source) {
            cmark_node_append_child(target, child)
        }
    }

    /// Unlinks `node` from its tree and frees it with everything below it.
    static func remove(_ node: OpaquePointer) {
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    /// The text a reader sees: text and code literals, line breaks as spaces; raw HTML left out unless
    /// `rawHTML` (cmark writes it into an image's `alt`).
    ///
    /// With `skippingBadges`, the text of a badge (`<span class="badge">…</span>`, which the components of
    /// VitePress and MDX pages become) is left out too: a heading's name, as those tools make its id, is its own text.

    /// With `droppingTypographerDashes`, `---` and `--` outside code are left out, as the dashes a typographer
    /// makes of them (Hugo's) are dropped from an id.
    static func plainText(of node: OpaquePointer, rawHTML: Bool = false, skippingBadges: Bool = false, droppingTypographerDashes: Bool = false) -> String {
        var text = ""
        var inBadge = false
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            if skippingBadges, type(child) == CMARK_NODE_HTML_INLINE {
                let tag = literal(child)
                if tag == MarkdownDocument.badgeOpening { inBadge = true } else if inBadge, tag == "</span>" { inBadge = false }
            }
            if inBadge { continue }
            switch type(child) {
            case CMARK_NODE_TEXT where droppingTypographerDashes:
                text += literal(child).replacingOccurrences(of: "---", with: "").replacingOccurrences(of: "--", with: "")
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += literal(child)
            case CMARK_NODE_HTML_INLINE where rawHTML: text += literal(child)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        return text
    }
}
