/// Where a line of the text cmark parsed came from in the author's Markdown.
///
/// The GFM passes put generated Markdown (footnote bodies, table cells) before the author's text, so cmark
/// parses them in the same document and resolves their reference links against its definitions. Those
/// leading lines each map back to an author's line and a column shift; every later line is the author's
/// line `preludeLineCount` further down.
struct SourceMap: Sendable {
    struct Origin: Sendable {
        var line: Int
        /// Added to the column cmark reports on this line to get the author's column.
        var columnShift: Int
    }

    /// The origin of each prelude line; index 0 is parsed line 1.
    private(set) var prelude: [Origin] = []

    var preludeLineCount: Int { prelude.count }

    /// A map for text that has `lines` before the text this map describes.
    func prepending(_ lines: [Origin]) -> SourceMap {
        var map = SourceMap()
        map.prelude = lines + prelude
        return map
    }

    /// The author's line and column for a position cmark reported; 0 (unknown) stays 0.
    func position(line: Int, column: Int) -> (line: Int, column: Int) {
        guard line > 0 else { return (0, column) }
        if line <= prelude.count {
            let origin = prelude[line - 1]
            return (origin.line, column > 0 ? column + origin.columnShift : column)
        }
        return (line - prelude.count, column)
    }
}

/// Positions of nodes the passes created or split, in parsed coordinates, since cmark only records
/// positions for the nodes its parser makes. Shared by a document and the `MarkdownNode`s it hands out.
final class NodePositions {
    private var known: [OpaquePointer: (line: Int, column: Int)] = [:]
    var map = SourceMap()
    /// Nodes whose children the passes split or moved, so adjacent text nodes there may need joining.
    var editedParents: Set<OpaquePointer> = []
    /// What a reader reads of the custom nodes the passes made.
    let readings = NodeReadings()

    /// Records `node`'s parsed position; a position of 0 forgets it (a reused address must not inherit one).
    func set(_ node: OpaquePointer, line: Int, column: Int) {
        known[node] = line > 0 ? (line, column) : nil
    }

    func forget(_ node: OpaquePointer) { known[node] = nil }

    /// Unlinks and frees `node` with everything below it, forgetting their positions first so that nodes
    /// allocated later at the same addresses do not inherit them.
    func free(_ node: OpaquePointer) {
        if !known.isEmpty {
            for gone in Cmark.descendants(of: node) { known[gone] = nil }
        }
        Cmark.remove(node)
    }

    /// The parsed position of `node`: the recorded one, else cmark's.
    func parsed(_ node: OpaquePointer) -> (line: Int, column: Int) {
        if let position = known[node] { return position }
        return (Cmark.startLine(node), Cmark.startColumn(node))
    }

    /// The author's position of `node`.
    func source(_ node: OpaquePointer) -> (line: Int, column: Int) {
        let parsed = parsed(node)
        return map.position(line: parsed.line, column: parsed.column)
    }
}
