/// One piece of markup starting at a `<`: its name, where it ends, and the two attributes the index
/// reads (`id` for headings, `class` for heading anchors).
struct HTMLTag {
    enum Kind {
        /// A `<` that starts no tag (`a < b` in raw HTML): it is text.
        case text
        /// A comment, doctype or processing instruction.
        case skipped
        case opening
        case closing
    }

    var kind: Kind
    /// The lowercased name packed into an integer (see `packed`); 0 when longer than 8 bytes.
    var name: UInt64 = 0
    /// The index just after the closing `>`.
    var end: Int
    var selfClosing = false
    var id: Range<Int> = 0..<0
    var classes: Range<Int> = 0..<0

    // Packed names written out (`packed` checks them in the tests): these are compared on every tag, and a
    // `static let` set by a call is a lazy global whose every read checks it was made.
    static var a: UInt64 { 0x61 }
    static var h1: UInt64 { 0x6831 }
    static var h2: UInt64 { 0x6832 }
    static var h3: UInt64 { 0x6833 }
    static var svg: UInt64 { 0x73_76_67 }
    static var idAttribute: UInt64 { 0x69_64 }
    static var classAttribute: UInt64 { 0x63_6C_61_73_73 }
    /// Elements whose content is not page text: drawings, code and styles.
    static let rawTextElements = TagNameSet(["svg", "script", "style"])
    /// Elements that sit inside a line of text; every other tag separates words.
    static let inlineElements = TagNameSet([
        "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "del", "dfn", "em", "i", "ins", "kbd", "mark", "q", "s",
        "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var",
    ])

    /// A tag name of up to 8 ASCII bytes as one integer, so names compare without building strings.
    static func packed(_ name: String) -> UInt64 {
        var value: UInt64 = 0
        for byte in name.utf8 { value = value << 8 | UInt64(byte) }
        return value
    }

    static func parse(_ html: UnsafeBufferPointer<UInt8>, at start: Int) -> HTMLTag {
        var index = start + 1
        guard index < html.count else { return HTMLTag(kind: .text, end: start + 1) }
        switch html[index] {
        case UInt8(ascii: "!"):
            let isComment = index + 2 < html.count && html[index + 1] == UInt8(ascii: "-") && html[index + 2] == UInt8(ascii: "-")
            let end = isComment ? find("-->", in: html, from: index + 3) : find(">", in: html, from: index)
            return HTMLTag(kind: .skipped, end: end)
        case UInt8(ascii: "?"):
            return HTMLTag(kind: .skipped, end: find(">", in: html, from: index))
        case UInt8(ascii: "/"):
            index += 1
            guard index < html.count, isLetter(html[index]) else { return HTMLTag(kind: .text, end: start + 1) }
            var tag = HTMLTag(kind: .closing, end: 0)
            (tag.name, index) = name(in: html, from: index)
            tag.end = find(">", in: html, from: index)
            return tag
        case let byte where isLetter(byte):
            var tag = HTMLTag(kind: .opening, end: 0)
            (tag.name, index) = name(in: html, from: index)
            tag.readAttributes(html, from: index)
            return tag
        default:
            return HTMLTag(kind: .text, end: start + 1)
        }
    }

    /// The index after the element's closing tag, counting nested elements of the same name (an SVG in an
    /// SVG); `nil` when it does not close in `html`. Only tags of that name are parsed: an inline SVG holds
    /// hundreds of others.
    static func closeOfElement(named name: UInt64, in html: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var depth = 1
        var index = start
        let nests = name == svg
        while index < html.count {
            guard html[index] == UInt8(ascii: "<"), index + 1 < html.count else {
                index += 1
                continue
            }
            let closing = html[index + 1] == UInt8(ascii: "/")
            let nameStart = index + (closing ? 2 : 1)
            guard closing || nests, nameStart < html.count, isLetter(html[nameStart]), self.name(in: html, from: nameStart).0 == name else {
                index += 1
                continue
            }
            let tag = parse(html, at: index)
            if closing {
                depth -= 1
                if depth == 0 { return tag.end }
            } else if !tag.selfClosing {
                depth += 1
            }
            index = tag.end
        }
        return nil
    }

    /// Whether the space-separated class list holds `wanted`.
    static func hasClass(_ wanted: StaticString, _ html: UnsafeBufferPointer<UInt8>, _ classes: Range<Int>) -> Bool {
        let word = UnsafeBufferPointer(start: wanted.utf8Start, count: wanted.utf8CodeUnitCount)
        var start = classes.lowerBound
        for index in classes.lowerBound...classes.upperBound where index == classes.upperBound || html[index] == UInt8(ascii: " ") {
            if index - start == word.count, html[start..<index].elementsEqual(word) { return true }
            start = index + 1
        }
        return false
    }
}

private extension HTMLTag {
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    static func isNameEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "=")
    }

    static func name(in html: UnsafeBufferPointer<UInt8>, from start: Int) -> (UInt64, Int) {
        var value: UInt64 = 0
        var index = start
        while index < html.count, !isNameEnd(html[index]) {
            let byte = html[index]
            value = value << 8 | UInt64(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            index += 1
        }
        return (index - start > 8 ? 0 : value, index)
    }

    /// The index after the first `needle` at or after `start`, or the end of the input.
    static func find(_ needle: StaticString, in html: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let bytes = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        var index = start
        while index + bytes.count <= html.count {
            if html[index] == bytes[0], html[index..<(index + bytes.count)].elementsEqual(bytes) { return index + bytes.count }
            index += 1
        }
        return html.count
    }

    /// Reads `name="value"`, `name='value'`, `name=value` and bare names up to the tag's `>`, keeping the
    /// ranges of `id` and `class`.
    mutating func readAttributes(_ html: UnsafeBufferPointer<UInt8>, from start: Int) {
        var index = start
        while index < html.count {
            let byte = html[index]
            if byte == UInt8(ascii: ">") {
                selfClosing = index > start && html[index - 1] == UInt8(ascii: "/")
                end = index + 1
                return
            }
            guard !Self.isNameEnd(byte) else {
                index += 1
                continue
            }
            let attribute: UInt64
            (attribute, index) = Self.name(in: html, from: index)
            guard index < html.count, html[index] == UInt8(ascii: "=") else { continue }
            index += 1
            var value = index..<index
            if index < html.count, html[index] == UInt8(ascii: "\"") || html[index] == UInt8(ascii: "'") {
                let quote = html[index]
                var close = index + 1
                while close < html.count, html[close] != quote { close += 1 }
                value = (index + 1)..<close
                index = min(close + 1, html.count)
            } else {
                while index < html.count, html[index] != UInt8(ascii: ">"), html[index] != UInt8(ascii: " ") { index += 1 }
                value = value.lowerBound..<index
            }
            if attribute == Self.idAttribute {
                id = value
            } else if attribute == Self.classAttribute {
                classes = value
            }
        }
        end = html.count
    }
}

/// A fixed set of packed tag names, looked up with one multiply and a probe or two: it is asked about
/// every tag of every page.
struct TagNameSet: Sendable {
    private var slots = [UInt64](repeating: 0, count: 64)

    init(_ names: [String]) {
        for name in names.map(HTMLTag.packed) {
            var slot = Self.slot(name)
            while slots[slot] != 0 { slot = (slot + 1) & 63 }
            slots[slot] = name
        }
    }

    func contains(_ name: UInt64) -> Bool {
        guard name != 0 else { return false }
        var slot = Self.slot(name)
        while slots[slot] != 0 {
            if slots[slot] == name { return true }
            slot = (slot + 1) & 63
        }
        return false
    }

    private static func slot(_ name: UInt64) -> Int { Int((name &* 0x9E37_79B9_7F4A_7C15) >> 58) }
}
