import CCmark

/// Edits inside text nodes, keeping the positions of the pieces where cmark gave the node one.
enum TextEdits {
    /// Replaces byte ranges of `text`'s literal (sorted, not overlapping) by the given nodes; the text
    /// between them stays as text nodes.
    static func replace(in text: OpaquePointer, _ edits: [(range: Range<Int>, node: OpaquePointer)], positions: NodePositions) {
        guard !edits.isEmpty else { return }
        if let parent = cmark_node_parent(text) { positions.editedParents.insert(parent) }
        let bytes = Array(Cmark.literal(text).utf8)
        let (line, column) = positions.parsed(text)
        func place(_ node: OpaquePointer, at offset: Int) {
            positions.set(node, line: line, column: column > 0 ? column + offset : 0)
        }
        var cursor = 0
        for edit in edits {
            if edit.range.lowerBound > cursor {
                let piece = Cmark.newText(String(decoding: bytes[cursor..<edit.range.lowerBound], as: UTF8.self))
                place(piece, at: cursor)
                cmark_node_insert_before(text, piece)
            }
            place(edit.node, at: edit.range.lowerBound)
            cmark_node_insert_before(text, edit.node)
            cursor = edit.range.upperBound
        }
        if cursor < bytes.count {
            Cmark.setLiteral(text, String(decoding: bytes[cursor...], as: UTF8.self))
            place(text, at: cursor)
        } else {
            positions.free(text)
        }
    }

    /// Joins runs of adjacent text nodes that earlier edits left into their first node, so a pass sees each
    /// run of text whole. (cmark's parser leaves no adjacent text nodes of its own.)
    static func mergeAdjacentText(positions: NodePositions) {
        let parents = positions.editedParents
        positions.editedParents = []
        for parent in parents {
            var child = cmark_node_first_child(parent)
            while let current = child {
                var next = cmark_node_next(current)
                if Cmark.type(current) == CMARK_NODE_TEXT {
                    var merged = Cmark.literal(current)
                    var changed = false
                    while let following = next, Cmark.type(following) == CMARK_NODE_TEXT {
                        merged += Cmark.literal(following)
                        next = cmark_node_next(following)
                        positions.free(following)
                        changed = true
                    }
                    if changed { Cmark.setLiteral(current, merged) }
                }
                child = next
            }
        }
    }
}
