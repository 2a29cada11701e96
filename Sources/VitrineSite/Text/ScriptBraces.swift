/// Braces in JavaScript text read, never run: a config's objects, a JSX attribute's expression.
enum ScriptBraces {
    /// The index of the `}` that closes the `{` at `open`, past quoted strings and comments; `nil` when it is
    /// never closed.
    static func closing(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if let after = skipped(in: text, at: index) {
                index = after
                continue
            }
            let character = text[index]
            if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The index after the regular expression literal (`/"([^"]+)"/m`) that starts at `index`, whose quotes start no
    /// string; `nil` when the `/` divides. A `/` starts one after an operator, an opening bracket, a comma, a colon or
    /// the start of a line, as JavaScript reads it; it ends at an unescaped `/` outside `[…]`, on the same line.
    static func regexEnd(in text: Substring, at index: Substring.Index) -> Substring.Index? {
        let before = text[..<index].reversed().first { $0 != " " && $0 != "\t" }
        guard before.map({ "(,=:[!&|?{};+-*%<>~^\n".contains($0) }) ?? true else { return nil }
        var end = text.index(after: index)
        var inClass = false
        while end < text.endIndex {
            let character = text[end]
            if character == "\n" { return nil }
            if character == "\\" {
                end = text.index(end, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                continue
            }
            if character == "[" { inClass = true } else if character == "]" { inClass = false } else if character == "/", !inClass { break }
            end = text.index(after: end)
        }
        guard end < text.endIndex else { return nil }
        // Its flags (`/m`, `/gi`).
        return text[text.index(after: end)...].firstIndex { !$0.isLetter } ?? text.endIndex
    }

    /// The index after the quoted string (past escaped quotes) or comment (`// …` to the line's end, `/* … */`)
    /// that starts at `index`; `nil` when none starts there. An apostrophe in a comment (`// it's slow`) starts
    /// no string.
    static func skipped(in text: Substring, at index: Substring.Index) -> Substring.Index? {
        let character = text[index]
        switch character {
        case "'", "\"", "`":
            var end = text.index(after: index)
            while end < text.endIndex, text[end] != character {
                if text[end] == "\\" { end = text.index(end, offsetBy: 1, limitedBy: text.endIndex) ?? text.endIndex }
                if end < text.endIndex { end = text.index(after: end) }
            }
            return end < text.endIndex ? text.index(after: end) : end
        case "/":
            let next = text.index(after: index)
            guard next < text.endIndex else { return nil }
            if text[next] == "/" { return text[next...].firstIndex(of: "\n") ?? text.endIndex }
            if text[next] == "*" { return text[text.index(after: next)...].range(of: "*/")?.upperBound ?? text.endIndex }
            return regexEnd(in: text, at: index)
        default:
            return nil
        }
    }
}
