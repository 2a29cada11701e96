import CCmark

import VitrinePlatform

/// The text nodes the GFM inline passes may change, found in one walk without copying text that cannot
/// matter: a pass names the bytes or strings its syntax needs, and only text holding one is returned.
enum InlineText {
    enum Scope {
        /// Leaves out text inside links and images: link text is already a link, alt text is plain.
        case outsideLinksAndImages
        /// Leaves out only alt text.
        case outsideImages
    }

    static func textNodes(below root: OpaquePointer, scope: Scope, containingAny needles: [String]) -> [OpaquePointer] {
        let needles = needles.map { Array($0.utf8CString) }
        var found: [OpaquePointer] = []
        var linkDepth = 0, imageDepth = 0
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let step = event == CMARK_EVENT_ENTER ? 1 : -1
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK: linkDepth += step
            case CMARK_NODE_IMAGE: imageDepth += step
            case CMARK_NODE_TEXT:
                guard imageDepth == 0, scope == .outsideImages || linkDepth == 0,
                      let literal = cmark_node_get_literal(node),
                      needles.contains(where: { needle in strstr(literal, needle) != nil })
                else { continue }
                found.append(node)
            default:
                break
            }
        }
        return found
    }
}
