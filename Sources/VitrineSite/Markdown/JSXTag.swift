/// A JSX element's tag at the start of a text: `<Name a="b" {...x}>`, `</Name>` or `<Name />`. Only names
/// starting with a capital letter are components; lower-case ones are HTML, which Markdown reads itself.
struct JSXTag {
    let name: String
    let isClosing: Bool
    let isSelfClosing: Bool
    /// Attributes given as quoted strings; expressions in braces are passed over.
    let attributes: [String: String]
    /// What follows the tag.
    let rest: Substring

    init?(_ text: Substring) {
        guard text.first == "<" else { return nil }
        var rest = text.dropFirst()
        isClosing = rest.first == "/"
        if isClosing { rest = rest.dropFirst() }
        // A fragment, `<>…</>`, holds its children alone.
        if rest.first == ">" {
            (name, isSelfClosing, attributes, self.rest) = ("", false, [:], rest.dropFirst())
            return
        }
        guard let first = rest.first, first.isUppercase, first.isASCII else { return nil }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
        self.name = String(name)
        rest = rest.dropFirst(name.count)
        var attributes: [String: String] = [:]
        var depth = 0
        var quote: Character?
        var key = ""
        var value = ""
        var readingValue = false
        var index = rest.startIndex
        var closedAt: Substring.Index?
        var selfClosing = false
        while index < rest.endIndex {
            let character = rest[index]
            if let open = quote {
                if character == open {
                    quote = nil
                    if depth == 0, readingValue { attributes[key] = value }
                    readingValue = false
                    key = ""
                } else if readingValue {
                    value.append(character)
                }
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
                // An expression's value (`code={…}`) ends the attribute.
                if depth == 0 {
                    readingValue = false
                    key = ""
                }
            } else if depth == 0, character == "\"" || character == "'" {
                quote = character
                value = ""
            } else if depth == 0, character == "=" {
                readingValue = true
            } else if depth == 0, character == ">" {
                selfClosing = index > rest.startIndex && rest[rest.index(before: index)] == "/"
                closedAt = rest.index(after: index)
                break
            } else if depth == 0, character.isLetter || character == "-" || character == "_" {
                if !readingValue { key.append(character) }
            } else if depth == 0, character == " " || character == "\t" || character == "\n" {
                if !readingValue { key = "" }
            }
            index = rest.index(after: index)
        }
        guard let closedAt else { return nil }
        isSelfClosing = selfClosing
        self.attributes = attributes
        self.rest = rest[closedAt...]
    }
}
