import CCmark

/// GFM task list items: a list item whose first line starts with `[ ]` or `[x]` and a space gets a
/// disabled checkbox in place of the brackets, written as cmark-gfm writes it but with a name a screen reader
/// can say (an unnamed form control fails accessibility checks).
enum TaskLists {
    static func apply(to items: [OpaquePointer], positions: NodePositions) {
        for item in items {
            guard let paragraph = cmark_node_first_child(item), Cmark.type(paragraph) == CMARK_NODE_PARAGRAPH,
                  Cmark.startLine(paragraph) == Cmark.startLine(item),
                  let text = cmark_node_first_child(paragraph), Cmark.type(text) == CMARK_NODE_TEXT else { continue }
            let literal = Array(Cmark.literal(text).utf8)
            guard literal.count >= 4, literal[0] == UInt8(ascii: "["), literal[2] == UInt8(ascii: "]"),
                  Bytes.isSpaceOrTab(literal[3]) else { continue }
            let checked: Bool
            switch literal[1] {
            case UInt8(ascii: " "): checked = false
            case UInt8(ascii: "x"), UInt8(ascii: "X"): checked = true
            default: continue
            }
            let input = checked
                ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" />"
                : "<input type=\"checkbox\" disabled=\"\" aria-label=\"To do\" />"
            if let list = cmark_node_parent(item), cmark_node_get_list_tight(list) == 0 {
                // In a loose list the item's text is a paragraph: the box goes before it, as cmark-gfm puts it.
                let box = Cmark.newCustomBlock(enter: input + " ", exit: "")
                positions.set(box, line: Cmark.startLine(item), column: Cmark.startColumn(item))
                cmark_node_insert_before(paragraph, box)
                TextEdits.replace(in: text, [(0..<4, Cmark.newCustomInline(enter: "", exit: ""))], positions: positions)
            } else {
                // The checkbox is an `<input>`, which ends a word as a block's edge does.
                let box = Cmark.newCustomInline(enter: input, exit: "")
                positions.readings.set(box, .separator)
                TextEdits.replace(in: text, [(0..<3, box)], positions: positions)
            }
        }
    }
}
