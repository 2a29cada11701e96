import CCmark

/// An attribute list closing a heading, as Hugo, kramdown (Jekyll) and MkDocs' `attr_list` read it:
/// `## Settings {#settings-asciidoc}`, `## Title { #id .wide }`, `## Title {: #id}`, `## 9.7.0 { id="9.7.0" }`.
/// An id, classes and the `keys` below are taken (see `AttributeList`).
enum HeadingAttributes {
    /// What a heading's list may set besides its id and classes: the global attributes that say how its text is
    /// read (`{.notranslate lang=en}`), which Goldmark's heading filter passes too; never a script's or a style.
    static let keys: Set<String> = ["lang", "dir", "title", "translate"]

    /// Takes the list off the end of `heading`'s last text nodes and returns it; `nil` leaves the heading as it was.
    /// With `idTakesAnyText`, `{#…}` is an id whatever it holds but braces, as Docusaurus and remark-heading-id
    /// read it (`{#@Http.body}`).
    static func take(from heading: OpaquePointer, positions: NodePositions, idTakesAnyText: Bool = false) -> AttributeList? {
        // cmark may split the list over several text nodes (at `_` or `*` runs that made no emphasis).
        var trailing: [OpaquePointer] = []
        var node = cmark_node_last_child(heading)
        while let text = node, Cmark.type(text) == CMARK_NODE_TEXT {
            trailing.insert(text, at: 0)
            node = cmark_node_previous(text)
        }
        let joined = trailing.map(Cmark.literal).joined()
        guard joined.utf8.last == UInt8(ascii: "}"), let open = joined.utf8.lastIndex(of: UInt8(ascii: "{")) else { return nil }
        let inside = Substring(joined.utf8[joined.utf8.index(after: open)..<joined.utf8.index(before: joined.utf8.endIndex)])
        guard let attributes = idTakesAnyText ? AttributeList(anyID: inside) : AttributeList(inside, keys: keys) else { return nil }
        var kept = String(Substring(joined.utf8[..<open]))
        while kept.utf8.last == UInt8(ascii: " ") || kept.utf8.last == UInt8(ascii: "\t") { kept.removeLast() }
        // A heading that is only a list (`## {#id}`) is left alone, as Hugo does.
        guard !kept.isEmpty || cmark_node_first_child(heading) != trailing.first else { return nil }
        Cmark.setLiteral(trailing[0], kept)
        for extra in trailing.dropFirst() { positions.free(extra) }
        if kept.isEmpty { positions.free(trailing[0]) }
        return attributes
    }
}
