import CCmark

/// GFM strikethrough: `~~text~~` and `~text~` become `<del>` (a custom inline holding the struck nodes).
///
/// cmark leaves tildes as text, so this runs cmark-gfm's delimiter rules afterwards, container by
/// container: a run of one or two tildes opens when left-flanking and closes when right-flanking, and an
/// opener and closer only pair when they are the same length (`~~~` and longer never do).
enum Strikethrough {
    private struct Delimiter {
        var node: OpaquePointer
        var length: Int
        var canOpen: Bool
        var canClose: Bool
    }

    /// - Parameter doubleOnly: Only `~~` strikes through, where `pymdownx.tilde` makes a single `~` a subscript.
    static func apply(to root: OpaquePointer, positions: NodePositions, doubleOnly: Bool = false) {
        TextEdits.mergeAdjacentText(positions: positions)
        var containers: [OpaquePointer] = []
        var seen: Set<OpaquePointer> = []
        // Unlike the other passes, strikethrough also applies inside link text.
        for text in InlineText.textNodes(below: root, scope: .outsideImages, containingAny: ["~"]) {
            if let parent = cmark_node_parent(text), seen.insert(parent).inserted { containers.append(parent) }
        }
        for container in containers {
            pair(isolateDelimiters(in: container, positions: positions, doubleOnly: doubleOnly), positions: positions)
        }
    }

    /// Splits each tilde run that may open or close into its own text node.
    private static func isolateDelimiters(in container: OpaquePointer, positions: NodePositions, doubleOnly: Bool) -> [Delimiter] {
        var delimiters: [Delimiter] = []
        for child in Cmark.children(of: container) where Cmark.type(child) == CMARK_NODE_TEXT {
            let bytes = ArraySlice(Array(Cmark.literal(child).utf8))
            var edits: [(range: Range<Int>, node: OpaquePointer)] = []
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "~") else { index += 1; continue }
                var end = index
                while end < bytes.count, bytes[end] == UInt8(ascii: "~") { end += 1 }
                let before = index > 0 ? Characters.scalar(in: bytes, before: index) : edgeCharacter(beside: child, in: container, after: false)
                let after = end < bytes.count ? Characters.scalar(in: bytes, at: end) : edgeCharacter(beside: child, in: container, after: true)
                let (left, right) = flanking(before: before ?? " ", after: after ?? " ")
                let length = end - index
                if (left || right) && (doubleOnly ? length == 2 : length <= 2) {
                    let node = Cmark.newText(String(repeating: "~", count: length))
                    edits.append((index..<end, node))
                    delimiters.append(Delimiter(node: node, length: length, canOpen: left, canClose: right))
                }
                index = end
            }
            TextEdits.replace(in: child, edits, positions: positions)
        }
        return delimiters
    }

    /// cmark's `process_emphasis` for one delimiter character: each closer pairs with the nearest opener
    /// before it, and the delimiters between them can no longer pair. Kept as a stack of openers, so a
    /// paragraph of many tildes stays linear.
    private static func pair(_ found: [Delimiter], positions: NodePositions) {
        var openers: [Delimiter] = []
        for delimiter in found {
            if delimiter.canClose,
               let match = openers.lastIndex(where: { opener in
                   !(delimiter.canOpen || opener.canClose) || (opener.length + delimiter.length) % 3 != 0
               }) {
                let opener = openers[match]
                openers.removeSubrange(match...)
                if opener.length == delimiter.length {
                    wrap(from: opener.node, to: delimiter.node, positions: positions)
                }
            } else if delimiter.canOpen {
                openers.append(delimiter)
            }
        }
    }

    private static func wrap(from opener: OpaquePointer, to closer: OpaquePointer, positions: NodePositions) {
        let struck = Cmark.newCustomInline(enter: "<del>", exit: "</del>")
        let start = positions.parsed(opener)
        positions.set(struck, line: start.line, column: start.column)
        cmark_node_insert_before(opener, struck)
        var node = cmark_node_next(opener)
        while let current = node, current != closer {
            node = cmark_node_next(current)
            cmark_node_append_child(struck, current)
        }
        positions.forget(opener)
        positions.forget(closer)
        Cmark.remove(opener)
        Cmark.remove(closer)
    }

    /// The character next to a run at the edge of its text node: a line break reads as a newline, the start
    /// or end of a paragraph, heading or cell as a newline, and any other markup as the punctuation that
    /// writes it (`*`, `` ` ``, `]`, `>`).
    private static func edgeCharacter(beside text: OpaquePointer, in container: OpaquePointer, after: Bool) -> Unicode.Scalar {
        guard let neighbour = after ? cmark_node_next(text) : cmark_node_previous(text) else {
            switch Cmark.type(container) {
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING: return "\n"
            case CMARK_NODE_CUSTOM_INLINE where Cmark.startLine(container) == 0 && cmark_node_parent(container).map({ Cmark.type($0) == CMARK_NODE_CUSTOM_BLOCK }) == true:
                return "\n"
            default: return "*"
            }
        }
        switch Cmark.type(neighbour) {
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: return "\n"
        case CMARK_NODE_TEXT:
            let bytes = ArraySlice(Array(Cmark.literal(neighbour).utf8))
            return (after ? Characters.scalar(in: bytes, at: 0) : Characters.scalar(in: bytes, before: bytes.count)) ?? "\n"
        default: return "*"
        }
    }

    private static func flanking(before: Unicode.Scalar, after: Unicode.Scalar) -> (left: Bool, right: Bool) {
        let left = !Characters.isSpace(after) && (!Characters.isPunctuation(after) || Characters.isSpace(before) || Characters.isPunctuation(before))
        let right = !Characters.isSpace(before) && (!Characters.isPunctuation(before) || Characters.isSpace(after) || Characters.isPunctuation(after))
        return (left, right)
    }
}
