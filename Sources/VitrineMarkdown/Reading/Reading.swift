import CCmark

/// What a reader of the page reads, handed over in document order by `MarkdownDocument.read(into:)`: the
/// search index takes a page's sections from it, so no stage parses the HTML vitrine wrote back into text.
package protocol ReadingSink {
    /// Text as the reader sees it: whitespace separates words, nothing is escaped.
    mutating func read(text: UnsafeBufferPointer<UInt8>)
    /// A break between words that the text does not show: a block's edge, a line break, an image.
    mutating func separate()
    /// A heading starts; `id` is empty when headings have no anchors (strict CommonMark).
    mutating func beginHeading(level: Int, id: String)
    mutating func endHeading()
    /// Raw HTML the author wrote, as written: the sink reads its text and its headings itself.
    mutating func read(html: UnsafeBufferPointer<UInt8>)
}

extension ReadingSink {
    mutating func read(_ text: String) {
        var text = text
        text.withUTF8 { read(text: $0) }
    }
}

/// What a reader reads of a custom node, whose HTML vitrine writes: cmark knows it only as markup.
package enum NodeReading {
    /// Read where the node opens and where it closes; whitespace there separates words, as in any text.
    case text(enter: String, exit: String)
    /// The tags around a heading's text, which a heading anchor gives its id.
    case heading(level: Int, id: String)
    /// Another document drawn in the node's place (an included file).
    case document(MarkdownDocument)

    /// The reading of a custom block without one of its own: its edges separate words.
    static var block: NodeReading { .text(enter: " ", exit: " ") }
    /// The reading of a custom inline without one of its own: tags inside a line, read as nothing.
    static var inline: NodeReading { .text(enter: "", exit: "") }
    /// A node that is a block boundary in the middle of a line (a table cell, a checkbox).
    static var separator: NodeReading { .text(enter: " ", exit: " ") }
}

/// The readings of a document's custom nodes, each node holding its number in cmark's `user_data`, so a
/// node freed with its tree takes its reading with it and a new node at the same address has none.
final class NodeReadings {
    private var readings: [NodeReading] = []

    func set(_ node: OpaquePointer, _ reading: NodeReading) {
        readings.append(reading)
        cmark_node_set_user_data(node, UnsafeMutableRawPointer(bitPattern: readings.count))
    }

    /// The reading given to `node`, or the default for its kind.
    func reading(of node: OpaquePointer, isBlock: Bool) -> NodeReading {
        guard let data = cmark_node_get_user_data(node) else { return isBlock ? .block : .inline }
        return readings[Int(bitPattern: data) - 1]
    }
}
