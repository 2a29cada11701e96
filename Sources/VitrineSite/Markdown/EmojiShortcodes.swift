import VitrineMarkdown
import VitrinePlatform

/// `:name:` shortcodes as GitHub, MkDocs Material (pymdownx.emoji), Docusaurus and Zola read them: a known
/// emoji name becomes the emoji; an icon of MkDocs Material's sets (`:material-check:`, `:octicons-mark-github-16:`,
/// `:fontawesome-brands-github:`, `:simple-python:`) is left out, as vitrine has no icon set, and counted.
/// Any other `:word:` (`:docstring:`, `10:30:`) stays as written. Code is left alone.
enum EmojiShortcodes {
    /// Rewrites the text nodes of `document`; returns the icons left out, with their places.
    static func apply(to document: MarkdownDocument, lineOffset: Int) -> [Unrendered] {
        var leftOut: [Unrendered] = []
        for node in document.nodes(where: \.isText) {
            let literal = node.literal
            guard literal.utf8.count(where: { $0 == UInt8(ascii: ":") }) >= 2 else { continue }
            let line = (node.startLine > 0 ? node.startLine : node.blockLine) + lineOffset
            let read = replaced(literal) { name, _ in
                leftOut.append(Unrendered(kind: "icon shortcode", treatment: "left out (vitrine has no icon set)", line: line, column: node.startColumn, written: ":\(name):"))
            }
            if let read { node.literal = read }
        }
        return leftOut
    }

    /// The titles of tabs and admonitions (`=== ":fontawesome-brands-linux: Linux"`, `!!! note ":tada: New"`), which
    /// the Markdown draws as HTML, not text: each shortcode read as in text, the line kept where it is; `nil` when
    /// no such title holds one.
    static func inTitleLines(_ markdown: String, lineOffset: Int) -> (text: String, leftOut: [Unrendered])? {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var leftOut: [Unrendered] = []
        var changed = false
        for index in lines.indices {
            let line = lines[index]
            let content = line.drop { $0 == " " || $0 == "\t" }
            guard ["===", "!!!", "???"].contains(where: { content.hasPrefix($0) }), content.contains("\""), mayHold(content) else { continue }
            let read = replaced(line) { name, at in
                leftOut.append(Unrendered(
                    kind: "icon shortcode", treatment: "left out (vitrine has no icon set)", line: index + 1 + lineOffset,
                    column: line.distance(from: line.startIndex, to: at) + 1, written: ":\(name):"))
            }
            if let read {
                lines[index] = read
                changed = true
            }
        }
        return changed ? (lines.joined(separator: "\n"), leftOut) : nil
    }

    /// `text` with each known emoji name drawn and each icon left out (`icon` is told its name and where it was);
    /// `nil` when it holds neither. Any other `:word:` stays as written, and so does a name inside a word.
    private static func replaced(_ text: String, icon: (_ name: String, _ at: String.Index) -> Void) -> String? {
        var output = ""
        var rest = text[...]
        var changed = false
        while let open = rest.firstIndex(of: ":") {
            let after = rest[rest.index(after: open)...]
            let name = after.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "+") }
            let end = after.index(after.startIndex, offsetBy: name.count, limitedBy: after.endIndex) ?? after.endIndex
            guard !name.isEmpty, name.count < after.count, after[after.index(after.startIndex, offsetBy: name.count)] == ":" else {
                output += rest[...open]
                rest = after
                continue
            }
            // An emoji name set in a Latin word or a path (`H:mm:ss`, `0x1::coin::Event`) is not a shortcode, as
            // markdown-it reads it; one beside a letter of a script written without spaces (`힘 :muscle:을`) is.
            let before = text[..<open].last
            let closing = after.index(after.startIndex, offsetBy: name.count)
            let next = after.index(after: closing) < after.endIndex ? after[after.index(after: closing)] : nil
            let isWordly = { (character: Character?) in character.map { $0.isASCII && ($0.isLetter || $0.isNumber) } ?? false }
            let isIcon = iconSets.contains { name.hasPrefix($0) }
            if !isIcon, isWordly(before) || isWordly(next) || (before == ":" && next == ":") {
                output += rest[..<end]
                rest = after[end...]
                continue
            }
            if let emoji = emoji[String(name)] {
                output += rest[..<open] + emoji
            } else if isIcon {
                output += rest[..<open]
                icon(String(name), open)
            } else {
                output += rest[..<end]
                rest = after[end...]
                continue
            }
            changed = true
            rest = after[after.index(after: end)...]
            // attr_list's `{ .green }` right after an icon or emoji is the drawing's, which vitrine does not
            // make: it goes with it rather than showing as text.
            if let list = attributeList(at: rest) { rest = rest[list...] }
        }
        return changed ? output + rest : nil
    }

    /// The index after an attribute list (`{ .class }`, `{#id}`, `{ title="x" }`) at the start of `text`.
    private static func attributeList(at text: Substring) -> Substring.Index? {
        guard text.first == "{", let close = text.firstIndex(of: "}") else { return nil }
        let inside = text[text.index(after: text.startIndex)..<close].drop { $0 == " " }
        guard let first = inside.first, first == "." || first == "#" || (first.isLetter && inside.contains("=")), !inside.contains("\n"), !inside.contains("{") else { return nil }
        return text.index(after: close)
    }

    /// Whether `text` may hold a shortcode: a `:` right before a name character and, with no space
    /// between, another `:`. Most pages hold none, and then no node is looked at.
    static func mayHold(_ text: Substring) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            var index = 0
            while index < bytes.count {
                // `memchr` to the next colon: most pages hold few.
                guard let found = memchr(base + index, Int32(UInt8(ascii: ":")), bytes.count - index) else { return false }
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var end = index + 1
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                if end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: ":") { return true }
                index = end
            }
            return false
        } ?? true
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    private static let iconSets = HeadingSlugs.materialIconSets

    /// Every emoji GitHub's and Twemoji's short names give (`EmojiNames.swift`), and two names docs write that
    /// neither draws as an emoji: GitHub's `:octocat:` picture and `:check:`.
    static let emoji: [String: String] = {
        var table = ["check": "✔️", "octocat": "🐙"]
        // Pairs `name emoji`: a name has no spaces, and neither has an emoji. Parted as bytes, not characters: a
        // lone skin tone (`tone1`) would join the space before it into one character.
        let words = names.utf8.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }.map { String(decoding: $0, as: UTF8.self) }
        for index in stride(from: 0, to: words.count - 1, by: 2) { table[words[index]] = words[index + 1] }
        return table
    }()
}
