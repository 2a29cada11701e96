import CCmark

import VitrinePlatform

/// A Markdown syntax tree parsed by cmark, owned by this value: freed when it goes away.
///
/// In the `.gfm` flavor the GitHub extensions are passes over cmark's tree (see `GFM/`): what cmark has no
/// node type for becomes custom blocks and inlines around real cmark nodes, so links in table cells and
/// footnotes are link nodes like any other. Not thread-safe; each page parses and renders its own document.
package final class MarkdownDocument {
    /// The `CMARK_NODE_DOCUMENT` root; owns every node below it.
    let root: OpaquePointer
    let cmarkOptions: Int32
    /// Where cmark's parse and render of this document allocate; outlives `root`, whose nodes live in it.
    let arena = ParseArena()
    let positions = NodePositions()
    /// Every heading in document order, with its id when heading anchors are on.
    package private(set) var headings: [MarkdownHeading] = []
    /// Every `id` attribute the HTML will contain: headings' (when anchors are on) and footnotes'.
    package private(set) var fragmentIDs: Set<String> = []
    /// `:::` containers of names vitrine does not know (`code-group`), by the line of their opening fence:
    /// their fences are left out and their body kept.
    package private(set) var unknownContainers: [(line: Int, name: String)] = []
    /// `::: package.module` lines (mkdocstrings'), which stay text, with their names.
    package private(set) var pluginDirectives: [(line: Int, name: String)] = []
    /// Formulas the math converter could not draw, kept as their TeX.
    package private(set) var unconvertedMath: [UnconvertedMath] = []
    /// The raw HTML tags GFM's tag filter showed as text (`<script>`, `<style>`, …), with their lines.
    package private(set) var filteredTags: [(line: Int, tag: String)] = []
    /// Links, images and paragraphs given attributes, written when the document is rendered.
    private var attributeLists = InlineAttributes()
    private var attributesWritten = false

    /// How a badge opens (VitePress' `<Badge>`, the MDX themes' badges, as the site writes them in raw HTML): a
    /// heading's name, of which its id is made, leaves the badge out.
    package static let badgeOpening = "<span class=\"badge\">"

    package init(parsing text: String, options: MarkdownOptions) {
        cmarkOptions = CMARK_OPT_DEFAULT | (options.rawHTML ? CMARK_OPT_UNSAFE : 0) | (options.smartPunctuation ? CMARK_OPT_SMART : 0)
        var footnoteIDs: [String] = []
        var terms: [DefinitionLists.Term] = []
        var kramdown = KramdownAttributes()
        let summary: TreeSummary
        var escapes: EscapedMarkers?
        if options.flavor == .gfm {
            let math = options.math ? MathSpans(
                hiding: text, bracketsInLines: options.mathBracketsInLines, kramdown: options.kramdownMath, spacedDollars: options.mathDollarsTakeSpaces) : nil
            let markers = EscapedMarkers(hiding: math?.text ?? text, dashes: options.headingAnchors && options.headingIDs.isHugo)
            escapes = markers
            var parsed = GFMParse(
                markers.text, cmarkOptions: cmarkOptions, positions: positions, arena: arena, codeSpansHoldTablePipes: options.codeSpansHoldTablePipes)
            root = parsed.root
            footnoteIDs = parsed.footnotes.resolve(in: root, positions: positions, goldmarkIDs: options.headingAnchors && options.headingIDs.isHugo)
            summary = TreeSummary(root)
            // Before strikethrough: with `pymdownx.tilde` a single `~` is a subscript, and `~~` stays struck.
            if !options.pyMdownInlines.isEmpty { PyMdownInlines.apply(options.pyMdownInlines, to: root, positions: positions) }
            if options.abbreviations { Abbreviations.apply(to: root, positions: positions) }
            if summary.hasTildes { Strikethrough.apply(to: root, positions: positions, doubleOnly: options.pyMdownInlines.contains(.tilde)) }
            if summary.mayHaveAutolinks { Autolinks.apply(to: root, positions: positions) }
            TaskLists.apply(to: summary.items, positions: positions)
            Alerts.apply(to: root, positions: positions, titles: options.alertTitles, nested: options.nestedAlerts)
            var tabSets = TabIDs(naming: options.tabIDs)
            parsed.admonitions.apply(to: root, positions: positions, tabSets: &tabSets)
            parsed.blockAdmonitions.apply(to: root, positions: positions, tabSets: &tabSets)
            unknownContainers = parsed.blockAdmonitions.unknownContainers
            pluginDirectives = parsed.blockAdmonitions.pluginDirectives
            terms = DefinitionLists.apply(to: summary.definitionParagraphs, positions: positions)
            markers.restore(in: root)
            if let math, math.changed || MathPass.mayHoldFence(text) {
                unconvertedMath = MathPass.apply(to: root, places: math.places, positions: positions)
            }
            if summary.mayHaveAttributeLists { attributeLists = InlineAttributes(root: root, positions: positions, rawHTML: options.rawHTML) }
            // A walk of the tree, only for pages with a line starting `{:`.
            if Admonitions.hasLine(startingWith: ["{:"], in: text) { kramdown = KramdownAttributes(root: root, positions: positions) }
            if options.rawHTML, options.filtersTags { filteredTags = TagFilter.apply(to: root) }
        } else {
            root = Self.parse(text, options: cmarkOptions, arena: arena)
            summary = TreeSummary(root)
        }
        var slugs: HeadingSlugs? = options.headingAnchors ? HeadingSlugs(reserved: Set(footnoteIDs), style: options.headingIDs, prefix: options.headingIDPrefix) : nil
        headings = HeadingAnchors.apply(
            to: summary.headings, positions: positions, ids: &slugs, givenIDsTakeAnyText: options.headingIDsTakeAnyText,
            idsDropTypographerDashes: options.hugoTypographer)
        escapes?.restoreDashes(in: root)
        kramdown.fillContents(headings)
        // Terms after headings: a heading keeps its plain id when a term has the same text.
        let termIDs = slugs != nil ? DefinitionLists.identify(terms, slugs: &slugs!) : []
        fragmentIDs = Set(footnoteIDs + (options.headingAnchors ? headings.map(\.id) : []) + termIDs + attributeLists.ids)
    }

    deinit {
        cmark_node_free(root)
    }

    /// The plain text of the first top-level paragraph that has any, as a page's summary where its header
    /// gives none: what a shared link's card and a search engine show.
    package var leadParagraphText: String? {
        var node = cmark_node_first_child(root)
        while let current = node {
            if cmark_node_get_type(current) == CMARK_NODE_PARAGRAPH {
                let text = Cmark.plainText(of: current).trimmingSpaces()
                if !text.isEmpty { return text }
            }
            node = cmark_node_next(current)
        }
        return nil
    }

    static func parse(_ text: String, options: Int32, arena: ParseArena) -> OpaquePointer {
        var text = text
        let root = arena.allocating {
            let parser = cmark_parser_new_with_mem(options, ParseArena.allocator)
            defer { cmark_parser_free(parser) }
            text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
            }
            return cmark_parser_finish(parser)
        }
        guard let root else { fatalError("cmark could not allocate a document") }
        return root
    }

    /// The document as HTML; in the `.commonmark` flavor without heading anchors exactly what `cmark` (with
    /// the same safe or unsafe option) prints.
    package func html() -> String {
        finishAttributes()
        let (root, options) = (root, cmarkOptions)
        guard let rendered = arena.allocating({ cmark_render_html(root, options) }) else { return "" }
        // The text came from the root's allocator: only it knows how to give it back.
        defer { ParseArena.allocator.pointee.free(rendered) }
        return String(cString: rendered)
    }

    /// Puts the attributes given to links, images and paragraphs into the tree, once: the HTML and the
    /// reading are both made from it.
    func finishAttributes() {
        guard !attributesWritten else { return }
        attributesWritten = true
        attributeLists.write(unsafe: cmarkOptions & CMARK_OPT_UNSAFE != 0, positions: positions)
    }

    /// Every node in document order, visited once (on entering).
    ///
    /// The tree must not change during the walk; collect nodes first, then edit.
    package func nodes(where include: (MarkdownNode) -> Bool) -> [MarkdownNode] {
        let positions = positions
        return Cmark.descendants(of: root) { include(MarkdownNode(pointer: $0, positions: positions)) }
            .map { MarkdownNode(pointer: $0, positions: positions) }
    }

    /// Puts a custom block whose HTML is `html` where `node` was, and frees `node` and its children.
    ///
    /// Custom blocks print their text even in safe mode, so generated HTML survives.
    /// - Parameter reading: What a reader reads of `html`.
    package func replace(_ node: MarkdownNode, withHTMLBlock html: String, reading: NodeReading) {
        let block = Cmark.newCustomBlock(enter: html, exit: "")
        positions.readings.set(block, reading)
        let start = positions.parsed(node.pointer)
        positions.set(block, line: start.line, column: start.column)
        if cmark_node_replace(node.pointer, block) == 1 {
            positions.free(node.pointer)
        } else {
            cmark_node_free(block)
        }
    }
}
