import CCmark

/// An attribute list closing a heading, as Hugo, kramdown (Jekyll) and MkDocs' `attr_list` read it:
/// `## Settings {#settings-asciidoc}`, `## Title { #id .wide }`, `## Title {: #id}`, `## 9.7.0 { id="9.7.0" }`.
/// Only an id and classes are taken, and data attributes left out; a list with anything else (`onclick=…`,
/// `style=…`) is not one and stays text, so safe mode never writes an attribute the author's text chose.
struct HeadingAttributes: Equatable {
    var id: String?
    var classes: [String] = []

    /// Takes the list off the end of `heading`'s last text nodes and returns it; `nil` leaves the heading as it was.
    static func take(from heading: OpaquePointer, positions: NodePositions) -> HeadingAttributes? {
        // cmark may split the list over several text nodes (at `_` or `*` runs that made no emphasis).
        var trailing: [OpaquePointer] = []
        var node = cmark_node_last_child(heading)
        while let text = node, Cmark.type(text) == CMARK_NODE_TEXT {
            trailing.insert(text, at: 0)
            node = cmark_node_previous(text)
        }
        let joined = trailing.map(Cmark.literal).joined()
        guard joined.utf8.last == UInt8(ascii: "}"), let open = joined.utf8.lastIndex(of: UInt8(ascii: "{")),
            let attributes = parse(joined.utf8[joined.utf8.index(after: open)..<joined.utf8.index(before: joined.utf8.endIndex)])
        else { return nil }
        var kept = String(Substring(joined.utf8[..<open]))
        while kept.utf8.last == UInt8(ascii: " ") || kept.utf8.last == UInt8(ascii: "\t") { kept.removeLast() }
        // A heading that is only a list (`## {#id}`) is left alone, as Hugo does.
        guard !kept.isEmpty || cmark_node_first_child(heading) != trailing.first else { return nil }
        Cmark.setLiteral(trailing[0], kept)
        for extra in trailing.dropFirst() { positions.free(extra) }
        if kept.isEmpty { positions.free(trailing[0]) }
        return attributes
    }

    /// The inside of `{…}`: an optional `:`, then `#id`, `.class`, `id="…"` and `data-…="…"` words separated
    /// by spaces. MkDocs Material writes `data-toc-label`; data attributes are read and left out.
    private static func parse(_ inside: Substring.UTF8View) -> HeadingAttributes? {
        var text = Substring(inside)
        if text.first == ":" { text = text.dropFirst() }
        var attributes = HeadingAttributes()
        guard let words = words(of: text) else { return nil }
        for word in words {
            if let equals = word.firstIndex(of: "=") {
                let key = word[..<equals], value = unquoted(word[word.index(after: equals)...])
                guard let value, !key.isEmpty, key.utf8.allSatisfy(isNameByte) else { return nil }
                if key == "id", attributes.id == nil, !value.isEmpty, value.utf8.allSatisfy(isNameByte) {
                    attributes.id = String(value)
                } else if !key.hasPrefix("data-") {
                    return nil
                }
                continue
            }
            let name = word.dropFirst()
            guard !name.isEmpty, name.utf8.allSatisfy(isNameByte) else { return nil }
            switch word.first {
            case "#" where attributes.id == nil: attributes.id = String(name)
            case ".": attributes.classes.append(String(name))
            default: return nil
            }
        }
        return attributes.id == nil && attributes.classes.isEmpty ? nil : attributes
    }

    /// The words of a list, split at spaces outside quotes; `nil` when a quote is left open.
    private static func words(of text: Substring) -> [Substring]? {
        var words: [Substring] = []
        var start: Substring.Index?
        var quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == " " || character == "\t" {
                if let first = start { words.append(text[first..<index]) }
                start = nil
            } else {
                if start == nil { start = index }
                if character == "\"" || character == "'" { quote = character }
            }
        }
        guard quote == nil else { return nil }
        if let first = start { words.append(text[first...]) }
        return words
    }

    /// A value as written, or inside its matching quotes.
    private static func unquoted(_ value: Substring) -> Substring? {
        guard let first = value.first, first == "\"" || first == "'" else {
            return value.contains(where: { $0 == "\"" || $0 == "'" }) ? nil : value
        }
        guard value.count >= 2, value.last == first else { return nil }
        let inner = value.dropFirst().dropLast()
        return inner.contains(first) ? nil : inner
    }

    /// Letters, digits, `-`, `_`, `:` and `.` of ASCII, and any letter beyond it: what the three tools accept
    /// in ids that anyone writes, and nothing that needs escaping in an attribute.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || Bytes.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }
}
