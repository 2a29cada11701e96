/// The inside of an attribute list, `{…}`, as Hugo, kramdown (Jekyll) and MkDocs' `attr_list` write it: an
/// optional `:`, then `#id`, `.class` and `key=value` words separated by spaces, values bare or quoted.
///
/// Only an id, classes and the keys a caller names are taken; `data-…` attributes are read and left out (MkDocs
/// Material writes `data-toc-label` and `data-preview` for its own scripts), and so are bare words beside an id or
/// a class (`{: #build toml }`, attributes of their own name to attr_list). A list with anything else
/// (`onclick=…`, `style=…`) is not one and stays text, so safe mode never writes an attribute the author's text chose.
struct AttributeList: Equatable {
    var id: String?
    var classes: [String] = []
    /// The named keys' values, in the order written.
    var values: [Pair] = []

    struct Pair: Equatable {
        let key: String
        let value: String
    }

    /// `inside` read as a list allowing `keys` besides `id`; `nil` when it is not one or is empty.
    init?(_ inside: Substring, keys: Set<String> = []) {
        var text = inside
        if text.first == ":" { text = text.dropFirst() }
        guard let words = Self.words(of: text) else { return nil }
        var readData = false
        var bareWords = false
        for word in words {
            guard let equals = word.firstIndex(of: "=") else {
                let name = word.dropFirst()
                if word.hasPrefix("data-"), word.utf8.allSatisfy(Self.isNameByte) {
                    readData = true
                    continue
                }
                // A bare word (`{: #build toml }`), which attr_list makes an attribute of its own name: read and left out.
                if let first = word.unicodeScalars.first, first.properties.isAlphabetic, word.utf8.allSatisfy(Self.isNameByte) {
                    bareWords = true
                    continue
                }
                guard !name.isEmpty, name.utf8.allSatisfy(Self.isNameByte) else { return nil }
                switch word.first {
                case "#" where id == nil: id = String(name)
                case ".": classes.append(String(name))
                default: return nil
                }
                continue
            }
            let key = word[..<equals]
            guard let value = Self.unquoted(word[word.index(after: equals)...]), !key.isEmpty, key.utf8.allSatisfy(Self.isNameByte) else { return nil }
            if key == "id", id == nil, !value.isEmpty, value.utf8.allSatisfy(Self.isNameByte) {
                id = String(value)
            } else if keys.contains(String(key)), !values.contains(where: { $0.key == key }) {
                values.append(Pair(key: String(key), value: String(value)))
            } else if key.hasPrefix("data-") {
                readData = true
            } else {
                return nil
            }
        }
        guard id != nil || !classes.isEmpty || !values.isEmpty || readData else { return nil }
        // Bare words alone (`{ note }`) are the author's text, not a list.
        guard !bareWords || id != nil || !classes.isEmpty else { return nil }
    }

    /// `#…` read as an id whatever it holds, spaces around it trimmed; `nil` when `inside` is not `#` and text.
    init?(anyID inside: Substring) {
        guard inside.first == "#" else { return nil }
        let id = inside.dropFirst().drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        guard !id.isEmpty, !id.contains("{") else { return nil }
        self.id = String(id)
    }

    /// The attributes as written into a start tag, each with a leading space, values escaped.
    var html: String {
        var html = ""
        if let id { html += " id=\"\(HTMLText.escape(id))\"" }
        if !classes.isEmpty { html += " class=\"\(HTMLText.escape(classes.joined(separator: " ")))\"" }
        for pair in values { html += " \(pair.key)=\"\(HTMLText.escape(pair.value))\"" }
        return html
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
