/// HTML tags in MDX written with JSX attributes (`<ins style={{background: '#f0f8ff'}} className="box" />`),
/// which CommonMark does not read as HTML and would show as text, made the HTML they stand for: a style object
/// becomes a `style` declaration list, `className` `class`, `htmlFor` `for`, a literal in braces (`{'x'}`, `{2}`)
/// its value, `{true}` a bare attribute. Any other expression is JavaScript, never run: its attribute is left out
/// and counted. `{' '}` between words is the space it stands for.
enum JSXAttributes {
    /// What became of a line: its HTML, and the attributes left out (name and column).
    struct Rewritten {
        var line: String
        var leftOut: [(name: String, column: Int)] = []
    }

    private static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    /// React's style properties that take plain numbers; any other number is in pixels.
    private static let unitless: Set<String> = [
        "opacity", "zIndex", "flex", "flexGrow", "flexShrink", "fontWeight", "lineHeight", "order", "zoom", "columnCount", "gridRow", "gridColumn",
    ]

    static func rewrite(_ line: String) -> Rewritten {
        var result = Rewritten(line: line)
        guard line.contains("={") || line.contains("{'") || line.contains("{\"") else { return result }
        var output = ""
        var rest = line[...]
        while let open = rest.firstIndex(of: "<") {
            output += rest[..<open]
            let after = rest[rest.index(after: open)...]
            guard let first = after.first, first.isLowercase, first.isASCII, let tag = tag(after, column: line.distance(from: line.startIndex, to: open) + 1, into: &result) else {
                output.append("<")
                rest = after
                continue
            }
            output += "<" + tag.html
            rest = tag.rest
        }
        output += rest
        result.line = output.replacing("{' '}", with: " ").replacing("{\" \"}", with: " ")
        return result
    }

    /// The tag that starts `text` (after its `<`) as HTML, and what follows it; `nil` when it has no JSX attribute.
    private static func tag(_ text: Substring, column: Int, into result: inout Rewritten) -> (html: String, rest: Substring)? {
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
        var html = String(name)
        var index = text.index(text.startIndex, offsetBy: name.count)
        var sawExpression = false
        while index < text.endIndex {
            let character = text[index]
            if character == ">" { return sawExpression ? (html + ">", text[text.index(after: index)...]) : nil }
            if character == "/", text[text.index(after: index)...].first == ">" {
                // JSX closes any element with `/>`; HTML only its void ones, so another is closed by its end tag.
                let closing = voidElements.contains(name.lowercased()) ? "/>" : "></" + name + ">"
                return sawExpression ? (html + closing, text[text.index(index, offsetBy: 2)...]) : nil
            }
            if character == " " || character == "\t" {
                html.append(character)
                index = text.index(after: index)
                continue
            }
            let key = text[index...].prefix { !($0 == "=" || $0 == " " || $0 == "\t" || $0 == ">" || $0 == "/") }
            guard !key.isEmpty else { return nil }
            index = text.index(index, offsetBy: key.count)
            let attribute = key == "className" ? "class" : key == "htmlFor" ? "for" : String(key)
            guard index < text.endIndex, text[index] == "=" else {
                html += attribute
                continue
            }
            index = text.index(after: index)
            guard index < text.endIndex else { return nil }
            if text[index] == "\"" || text[index] == "'" {
                let quote = text[index]
                guard let close = text[text.index(after: index)...].firstIndex(of: quote) else { return nil }
                html += attribute + "=" + text[index...close]
                index = text.index(after: close)
                continue
            }
            guard text[index] == "{", let close = ScriptBraces.closing(in: text, from: index) else { return nil }
            sawExpression = true
            let expression = text[text.index(after: index)..<close].trimmingCharacters(in: .whitespaces)
            index = text.index(after: close)
            if attribute == "style", expression.hasPrefix("{"), expression.hasSuffix("}"), let css = style(String(expression.dropFirst().dropLast())) {
                html += "style=\"" + css.htmlEscaped + "\""
            } else if let literal = literal(expression) {
                html += attribute + "=\"" + literal.htmlEscaped + "\""
            } else if expression == "true" {
                html += attribute
            } else {
                result.leftOut.append((String(key), column))
                // Keep the columns of what follows: the attribute's place is left as spaces.
                while html.last == " " { html.removeLast() }
            }
        }
        return nil
    }

    /// A string or number literal's value.
    private static func literal(_ expression: String) -> String? {
        if let quote = expression.first, quote == "'" || quote == "\"" || quote == "`", expression.count >= 2, expression.last == quote {
            let body = expression.dropFirst().dropLast()
            return body.contains(quote) || body.contains("${") ? nil : String(body)
        }
        return Double(expression) != nil ? expression : nil
    }

    /// `background: '#f0f8ff', marginTop: 4` as `background: #f0f8ff; margin-top: 4px`; `nil` when a value is an expression.
    private static func style(_ object: String) -> String? {
        var declarations: [String] = []
        for entry in split(object) where !entry.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let colon = entry.firstIndex(of: ":") else { return nil }
            var key = entry[..<colon].trimmingCharacters(in: .whitespaces)
            if let quote = key.first, quote == "'" || quote == "\"" { key = String(key.dropFirst().dropLast()) }
            let written = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard var value = literal(written) else { return nil }
            if Double(written) != nil, !unitless.contains(key), written != "0" { value += "px" }
            let property = key.hasPrefix("--") ? key : key.reduce(into: "") { css, character in
                if character.isUppercase { css += "-" + character.lowercased() } else { css.append(character) }
            }
            guard !property.contains(where: { $0 == ";" || $0 == "{" || $0 == "}" }), !value.contains(where: { $0 == ";" || $0 == "{" || $0 == "}" }) else { return nil }
            declarations.append(property + ": " + value)
        }
        return declarations.joined(separator: "; ")
    }

    /// An object literal's entries, split at its top-level commas.
    private static func split(_ object: String) -> [Substring] {
        var entries: [Substring] = []
        var quote: Character?
        var depth = 0
        var start = object.startIndex
        for index in object.indices {
            let character = object[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" || character == "`" {
                quote = character
            } else if character == "(" || character == "[" || character == "{" {
                depth += 1
            } else if character == ")" || character == "]" || character == "}" {
                depth -= 1
            } else if character == ",", depth == 0 {
                entries.append(object[start..<index])
                start = object.index(after: index)
            }
        }
        entries.append(object[start...])
        return entries
    }
}
