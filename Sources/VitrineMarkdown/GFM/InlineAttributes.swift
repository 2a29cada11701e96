import CCmark

/// MkDocs' `attr_list` right after a link, an image, emphasis or code, and on a paragraph's own last line, as
/// MkDocs Material's docs write them: `[Get started](start.md){ .md-button }`, `![Logo](logo.png){ width="300" }`,
/// `**locale**{ #theme-locale }`, `{ .card }` under a paragraph. The list leaves the text and its attributes go
/// on the `<a>`, `<img>`, `<strong>`, `<em>`, `<code>` or `<p>`.
///
/// The nodes stay links and images until the page is rendered, so the site still rewrites and checks their
/// URLs; `write` then prints their tags as cmark would, attributes added.
struct InlineAttributes {
    /// What a link may set besides an id and classes: nothing that runs script or styles the page.
    static let linkKeys: Set<String> = ["target", "rel", "hreflang", "download", "title"]
    static let imageKeys: Set<String> = ["width", "height", "loading", "decoding", "align", "title"]
    /// What a page whose raw HTML is kept may set too, as its author could in a tag of their own (kramdown's
    /// `{: style="width: 500px;" }` on an image).
    static let rawHTMLKeys: Set<String> = ["style"]

    private var marked: [(node: OpaquePointer, list: AttributeList)] = []

    /// The ids the lists give, for the link check's fragments.
    var ids: [String] { marked.compactMap(\.list.id) }

    init() {}

    /// Takes every list in the tree under `root`: text starting with `{` right after a link or an image, or
    /// after a line break in a paragraph. Run after the passes that split or replace text nodes.
    ///
    /// - Parameter rawHTML: Whether the page keeps raw HTML: its lists may set `rawHTMLKeys` too.
    init(root: OpaquePointer, positions: NodePositions, rawHTML: Bool = false) {
        let candidates = Cmark.descendants(of: root) { node in
            guard Cmark.type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) else { return false }
            return Self.mayStart(literal, after: node)
        }
        for text in candidates {
            guard let previous = cmark_node_previous(text), let parent = cmark_node_parent(text) else { continue }
            switch Cmark.type(previous) {
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                let keys = (Cmark.type(previous) == CMARK_NODE_LINK ? Self.linkKeys : Self.imageKeys).union(rawHTML ? Self.rawHTMLKeys : [])
                if let list = Self.take(from: text, keys: keys, wholeLine: false, positions: positions) {
                    marked.append((previous, list))
                }
            case CMARK_NODE_STRONG, CMARK_NODE_EMPH, CMARK_NODE_CODE:
                // `**locale**{ #mkdocs-locale }`: an id or classes on the emphasis, as MkDocs' docs write them.
                if let list = Self.take(from: text, keys: [], wholeLine: false, positions: positions) {
                    marked.append((previous, list))
                }
            case CMARK_NODE_SOFTBREAK where Cmark.type(parent) == CMARK_NODE_PARAGRAPH && !Self.isTight(parent):
                if let list = Self.take(from: text, keys: [], wholeLine: true, positions: positions) {
                    positions.free(previous)
                    marked.append((parent, list))
                }
            default:
                continue
            }
        }
    }

    /// A paragraph of a tight list prints without `<p>`: giving it one would change the list.
    static func isTight(_ paragraph: OpaquePointer) -> Bool {
        guard let item = cmark_node_parent(paragraph), Cmark.type(item) == CMARK_NODE_ITEM, let list = cmark_node_parent(item) else { return false }
        return cmark_node_get_list_tight(list) != 0
    }

    /// A block printing `<p>` with `list`'s attributes around `paragraph`'s children, which it takes. The tags
    /// go on an inline, as a block's would be printed on lines of their own.
    static func paragraphBlock(holdingChildrenOf paragraph: OpaquePointer, attributes list: AttributeList, positions: NodePositions) -> OpaquePointer {
        let block = Cmark.newCustomBlock(enter: "", exit: "")
        let tags = Cmark.newCustomInline(enter: "<p\(list.html)>", exit: "</p>")
        positions.readings.set(tags, .separator)
        Cmark.moveChildren(of: paragraph, to: tags)
        cmark_node_append_child(block, tags)
        return block
    }

    /// Whether the text node `text`, whose literal is `literal`, may begin a list: it starts with `{` right
    /// after a link, an image or a line break.
    static func mayStart(_ literal: UnsafePointer<CChar>, after text: OpaquePointer) -> Bool {
        guard literal[0] == CChar(UInt8(ascii: "{")), let previous = cmark_node_previous(text) else { return false }
        return [CMARK_NODE_LINK, CMARK_NODE_IMAGE, CMARK_NODE_SOFTBREAK, CMARK_NODE_STRONG, CMARK_NODE_EMPH, CMARK_NODE_CODE].contains(Cmark.type(previous))
    }

    /// Prints every marked node's tag with its attributes, as custom nodes in its place: run just before the
    /// document is rendered, once the URLs are final.
    mutating func write(unsafe: Bool, positions: NodePositions) {
        for (node, list) in marked {
            let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            let href = unsafe || !Self.isDangerous(url) ? HTMLText.escapeHref(url) : ""
            // The list's `title` is the element's, over one the link gives (`[x](url "title")`).
            let listTitle = list.values.first { $0.key == "title" }?.value
            let title = listTitle != nil ? "" : cmark_node_get_title(node).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : " title=\"\(HTMLText.escape($0))\"" } ?? ""
            let replacement: OpaquePointer
            switch Cmark.type(node) {
            case CMARK_NODE_LINK:
                replacement = Cmark.newCustomInline(enter: "<a href=\"\(href)\"\(title)\(list.html)>", exit: "</a>")
                Cmark.moveChildren(of: node, to: replacement)
                // A link left with nothing to show (its only content an icon vitrine does not draw) shows its
                // title, so the reader can see and follow it.
                if let listTitle, !listTitle.isEmpty, Cmark.plainText(of: replacement, rawHTML: true).allSatisfy(\.isWhitespace) {
                    cmark_node_append_child(replacement, Cmark.newText(listTitle))
                }
            case CMARK_NODE_IMAGE:
                let alt = HTMLText.escape(Cmark.plainText(of: node, rawHTML: true))
                replacement = Cmark.newCustomInline(enter: "<img src=\"\(href)\" alt=\"\(alt)\"\(title)\(list.html) />", exit: "")
                positions.readings.set(replacement, .separator)
            case CMARK_NODE_STRONG, CMARK_NODE_EMPH:
                let tag = Cmark.type(node) == CMARK_NODE_STRONG ? "strong" : "em"
                replacement = Cmark.newCustomInline(enter: "<\(tag)\(list.html)>", exit: "</\(tag)>")
                Cmark.moveChildren(of: node, to: replacement)
            case CMARK_NODE_CODE:
                replacement = Cmark.newCustomInline(enter: "<code\(list.html)>\(HTMLText.escape(Cmark.literal(node)))</code>", exit: "")
                positions.readings.set(replacement, .text(enter: Cmark.literal(node), exit: ""))
            default:
                replacement = Self.paragraphBlock(holdingChildrenOf: node, attributes: list, positions: positions)
            }
            let start = positions.parsed(node)
            positions.set(replacement, line: start.line, column: start.column)
            cmark_node_insert_before(node, replacement)
            positions.free(node)
        }
        marked = []
    }
}

private extension InlineAttributes {
    /// Takes `{…}` off the start of `text` and the text nodes after it (cmark splits text at `_`, `!` and
    /// the like); with `wholeLine`, the list must be all that is left of the paragraph.
    static func take(from text: OpaquePointer, keys: Set<String>, wholeLine: Bool, positions: NodePositions) -> AttributeList? {
        var nodes: [OpaquePointer] = []
        var joined = ""
        var node: OpaquePointer? = text
        while let current = node, Cmark.type(current) == CMARK_NODE_TEXT {
            nodes.append(current)
            joined += Cmark.literal(current)
            if !wholeLine, joined.utf8.contains(UInt8(ascii: "}")) { break }
            node = cmark_node_next(current)
        }
        guard let close = joined.utf8.firstIndex(of: UInt8(ascii: "}")) else { return nil }
        let rest = joined.utf8[joined.utf8.index(after: close)...]
        guard !wholeLine || (node == nil && rest.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }),
              let list = AttributeList(Substring(joined.utf8[joined.utf8.index(after: joined.utf8.startIndex)..<close]), keys: keys)
        else { return nil }
        let last = nodes.removeLast()
        for consumed in nodes { positions.free(consumed) }
        if wholeLine || rest.isEmpty {
            positions.free(last)
        } else {
            Cmark.setLiteral(last, String(Substring(rest)))
        }
        return list
    }


    /// The URLs cmark leaves out of `href` and `src` in safe mode: `javascript:`, `vbscript:`, `file:`, and
    /// `data:` but for PNG, GIF, JPEG and WebP images.
    static func isDangerous(_ url: String) -> Bool {
        let lowered = url.prefix(20).lowercased()
        if lowered.hasPrefix("data:") {
            return !["image/png", "image/gif", "image/jpeg", "image/webp"].contains { lowered.dropFirst(5).hasPrefix($0) }
        }
        return ["javascript:", "vbscript:", "file:"].contains { lowered.hasPrefix($0) }
    }
}
