import CCmark

/// The block-level GFM work that needs cmark's help to find and parse: footnote definitions are taken out
/// of the source and parsed in a prelude; tables found in the first parse are parsed again with their cells
/// in a second prelude. The result is one cmark tree with the prelude's leftovers removed.
struct GFMParse {
    let root: OpaquePointer
    var footnotes: Footnotes
    let admonitions: Admonitions
    let blockAdmonitions: BlockAdmonitions

    init(_ text: String, cmarkOptions: Int32, positions: NodePositions, arena: ParseArena, codeSpansHoldTablePipes: Bool = false) {
        blockAdmonitions = BlockAdmonitions(rewriting: text)
        admonitions = Admonitions(rewriting: blockAdmonitions.text)
        let extracted = FootnoteDefinitions(extractingFrom: admonitions.text)
        var footnotePrelude = Prelude()
        var footnotes = Footnotes(extracted.definitions, prelude: &footnotePrelude)
        let parsedText = footnotePrelude.text + extracted.text
        var map = SourceMap().prepending(footnotePrelude.origins)
        var root = MarkdownDocument.parse(parsedText, options: cmarkOptions, arena: arena)
        let candidates = TableFinder.candidates(in: root, text: parsedText, codeSpansHoldPipes: codeSpansHoldTablePipes)
        let tables = candidates.isEmpty ? nil : Tables(candidates, map: map)
        if let tables {
            cmark_node_free(root)
            root = MarkdownDocument.parse(tables.prelude.text + parsedText, options: cmarkOptions, arena: arena)
            map = map.prepending(tables.prelude.origins)
        }
        let preludeBlocks = Cmark.children(of: root).filter { Cmark.startLine($0) <= map.preludeLineCount }
        let placed = tables?.build(in: root, positions: positions) ?? []
        positions.map = map
        footnotes.detach(from: root, offset: tables?.prelude.lineCount ?? 0)
        for block in preludeBlocks where !placed.contains(block) {
            Cmark.remove(block)
        }
        self.root = root
        self.footnotes = footnotes
    }
}
