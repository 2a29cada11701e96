import CCmark

import VitrinePlatform

/// One walk over the tree finding what the later passes work on, so a page without tildes or link-like
/// text pays nothing for strikethrough or autolinks.
struct TreeSummary {
    private(set) var items: [OpaquePointer] = []
    private(set) var headings: [OpaquePointer] = []
    /// Some text outside images holds a `~`.
    private(set) var hasTildes = false
    /// Some text outside links and images holds `www.`, `://` or `@`.
    private(set) var mayHaveAutolinks = false
    /// Paragraphs with a line starting with `: `, in document order: definition lists, maybe.
    private(set) var definitionParagraphs: [OpaquePointer] = []
    /// Some text starts with `{` right after a link, an image or a line break: an attribute list, maybe.
    private(set) var mayHaveAttributeLists = false

    init(_ root: OpaquePointer) {
        var linkDepth = 0, imageDepth = 0
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let entering = event == CMARK_EVENT_ENTER
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK: linkDepth += entering ? 1 : -1
            case CMARK_NODE_IMAGE: imageDepth += entering ? 1 : -1
            case CMARK_NODE_ITEM where entering: items.append(node)
            case CMARK_NODE_HEADING where entering: headings.append(node)
            case CMARK_NODE_TEXT:
                guard imageDepth == 0, let literal = cmark_node_get_literal(node) else { continue }
                if literal[0] == CChar(UInt8(ascii: ":")), literal[1] == CChar(UInt8(ascii: " ")) || literal[1] == CChar(UInt8(ascii: "\t")),
                   let parent = cmark_node_parent(node), cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH,
                   cmark_node_previous(node).map({ cmark_node_get_type($0) == CMARK_NODE_SOFTBREAK }) ?? true,
                   definitionParagraphs.last != parent {
                    definitionParagraphs.append(parent)
                }
                if !mayHaveAttributeLists, InlineAttributes.mayStart(literal, after: node) { mayHaveAttributeLists = true }
                if !hasTildes, strchr(literal, Int32(UInt8(ascii: "~"))) != nil { hasTildes = true }
                if !mayHaveAutolinks, linkDepth == 0,
                   strchr(literal, Int32(UInt8(ascii: "@"))) != nil || strstr(literal, "www.") != nil || strstr(literal, "://") != nil {
                    mayHaveAutolinks = true
                }
            default:
                break
            }
        }
    }
}
