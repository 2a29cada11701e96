import CCmark

/// Gives every heading its id and a trailing `#` link to itself:
/// `<h2 id="ID">text<a class="anchor" href="#ID" aria-label="Link to this section: TEXT">#</a></h2>`.
///
/// cmark prints headings without attributes, so each heading becomes a custom block (which prints nothing
/// of its own) holding a custom inline that writes the tags around the heading's inline nodes.
enum HeadingAnchors {
    /// Each of `nodes` (every heading, in document order) with its plain text and line; `ids` gives each one
    /// an id and rewrites it, or leaves headings as cmark prints them when nil. `givenIDsTakeAnyText`: see
    /// `MarkdownOptions.headingIDsTakeAnyText`.
    /// `idsDropTypographerDashes`: whether Hugo's ids leave out `--` and `---`, its typographer's dashes.
    static func apply(
        to nodes: [OpaquePointer], positions: NodePositions, ids: inout HeadingSlugs?, givenIDsTakeAnyText: Bool = false, idsDropTypographerDashes: Bool = true
    ) -> [MarkdownHeading] {
        var headings: [MarkdownHeading] = []
        // Ids the authors gave are theirs wherever they come in the page: generated ones go around them.
        let attributes = ids == nil ? [] : nodes.map { HeadingAttributes.take(from: $0, positions: positions, idTakesAnyText: givenIDsTakeAnyText) }
        ids?.reserve(attributes.compactMap { $0?.id })
        for (index, heading) in nodes.enumerated() {
            let level = Int(cmark_node_get_heading_level(heading))
            // An escaped dash stands as itself in the text, and is kept in a Hugo id (`EscapedMarkers`).
            let dash = String(EscapedMarkers.dashStandIn)
            var text = Cmark.plainText(of: heading, skippingBadges: true).trimmingSpaces().replacing(dash, with: "-")
            // What a reader sees of a heading starting with an icon of MkDocs Material's, which is not drawn.
            if ids?.style == .mkDocs, text.contains(":") { text = HeadingSlugs.withoutIcons(text).trimmingSpaces() }
            let line = positions.source(heading).line
            let given = index < attributes.count ? attributes[index] : nil
            // Mutated where it lies: a copy would copy the page's set of ids at every heading. Hugo's Goldmark makes
            // the id from the heading's source, its raw HTML too (`<a name="x"></a> Title` → `a-namexa-title`).
            let idText = ids?.style.isHugo == true
                ? Cmark.plainText(of: heading, rawHTML: true, skippingBadges: true, droppingTypographerDashes: idsDropTypographerDashes).trimmingSpaces().replacing(dash, with: "-") : text
            guard let id = given?.id.map({ ids?.given($0) ?? $0 }) ?? ids?.next(for: idText) else {
                headings.append(MarkdownHeading(level: level, text: text, id: "", line: line))
                continue
            }
            var anchored = MarkdownHeading(level: level, text: text, id: id, line: line)
            anchored.classes = given?.classes ?? []
            headings.append(anchored)
            let escapedID = HTMLText.escape(id)
            let classes = given.map { $0.classes.isEmpty ? "" : " class=\"\(HTMLText.escape($0.classes.joined(separator: " ")))\"" } ?? ""
            let values = given?.values.map { " \($0.key)=\"\(HTMLText.escape($0.value))\"" }.joined() ?? ""
            let tags = Cmark.newCustomInline(
                enter: "<h\(level) id=\"\(escapedID)\"\(classes)\(values)>",
                exit: "<a class=\"anchor\" href=\"#\(escapedID)\" aria-label=\"Link to this section: \(HTMLText.escape(text))\">#</a></h\(level)>")
            positions.readings.set(tags, .heading(level: level, id: id))
            let block = Cmark.newCustomBlock(enter: "", exit: "")
            let start = positions.parsed(heading)
            positions.set(block, line: start.line, column: start.column)
            positions.set(tags, line: start.line, column: start.column)
            Cmark.moveChildren(of: heading, to: tags)
            cmark_node_append_child(block, tags)
            cmark_node_insert_before(heading, block)
            positions.forget(heading)
            Cmark.remove(heading)
        }
        return headings
    }
}
