/// Words another tool writes into its pages as HTML, where vitrine's templates take text: a title MkDocs' `nav:`
/// gives (`The <code>run</code> command`, `&nbsp;`), a VitePress home page's hero and feature cards. The tags
/// go and the entities are read.
enum InlineHTML {
    static func text(of title: String) -> String {
        guard title.contains("<") || title.contains("&") else { return title }
        var text = ""
        var rest = title[...]
        while let next = rest.first {
            if next == "<", let close = rest.firstIndex(of: ">"), rest.dropFirst().first.map({ $0.isLetter || $0 == "/" }) == true {
                rest = rest[rest.index(after: close)...]
            } else if next == "&", let (character, length) = entity(at: rest) {
                text.append(character)
                rest = rest.dropFirst(length)
            } else {
                text.append(next)
                rest = rest.dropFirst()
            }
        }
        return text
    }

    /// The character an entity at the start of `text` stands for, and its length; the common named ones (`&nbsp`
    /// without its `;` too, as browsers read it) and numeric ones.
    private static func entity(at text: Substring) -> (Character, Int)? {
        let body = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "#" || $0 == "x" }
        let hasSemicolon = text.dropFirst(1 + body.count).first == ";"
        let length = 1 + body.count + (hasSemicolon ? 1 : 0)
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map { (Character($0), length) }
        }
        let named: [Substring: Character] = ["nbsp": "\u{A0}", "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "mdash": "—", "ndash": "–", "hellip": "…"]
        return named[body].map { ($0, length) }
    }
}
