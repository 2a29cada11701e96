/// Braces in JavaScript text read, never run: a config's objects, a JSX attribute's expression.
enum ScriptBraces {
    /// The index of the `}` that closes the `{` at `open`, past quoted strings; `nil` when it is never closed.
    static func closing(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var quote: Character?
        var index = open
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" || character == "`" {
                quote = character
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
