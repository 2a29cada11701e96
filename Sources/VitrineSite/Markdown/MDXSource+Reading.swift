import Foundation
import VitrineMarkdown

/// What `MDXSource` reads of a tag's or a statement's text: literals and names, never run.
extension MDXSource {
    /// The light picture of `<ThemedImage sources={{light: useBaseUrl('/img/a.svg'), dark: …}} />`: the first text
    /// written after `light:`; nil without one.
    static func lightSource(inThemedImage tag: String) -> String? {
        guard let light = tag.range(of: "light:") else { return nil }
        let value = tag[light.upperBound...].prefix { $0 != "," && $0 != "}" }
        guard let open = value.firstIndex(where: { $0 == "'" || $0 == "\"" || $0 == "`" }) else { return nil }
        let text = value[value.index(after: open)...].prefix { $0 != value[open] }
        return text.isEmpty ? nil : String(text)
    }

    /// The labels a `<Tabs values={[{label: 'iOS', value: 'ios'}, …]}>` gives its tabs, by value; empty without any.
    static func tabLabels(inTabsTag tag: String) -> [String: String] {
        guard tag.contains("values="), case .list(let items)? = ScriptLiteral.value(after: "values={", in: tag) else { return [:] }
        var labels: [String: String] = [:]
        for item in items {
            guard case .scalar(let label, _)? = item["label"], case .scalar(let value, _)? = item["value"] else { continue }
            labels[value] = label
        }
        return labels
    }

    /// A Starlight `<LinkButton href="…" variant="secondary">`'s opening as a link's, styled as a button; `nil`
    /// without an `href`.
    static func linkButtonOpening(_ tag: JSXTag) -> String? {
        guard let href = tag.attributes["href"] else { return nil }
        let variant = tag.attributes["variant"] ?? "primary"
        return "<a class=\"link-button link-button--\(variant.htmlEscaped)\" href=\"\(href.htmlEscaped)\">"
    }

    /// A Starlight `<Aside>` or Docusaurus `<Admonition>` opened and closed on one line at the left edge: the
    /// container's opening line after its fence (`tip Shortcut`) and its text.
    static func oneLineAside(_ line: String) -> (opening: String, body: String)? {
        guard line.hasPrefix("<Aside") || line.hasPrefix("<Admonition"), let tag = JSXTag(line[...]), !tag.isClosing, !tag.isSelfClosing,
            ["Aside", "Admonition"].contains(tag.name), tag.rest.hasSuffix("</\(tag.name)>")
        else { return nil }
        let body = tag.rest.dropLast(tag.name.count + 3)
        guard !body.contains("<\(tag.name)") else { return nil }
        let title = tag.attributes["title"] ?? ""
        return ((tag.attributes["type"] ?? "note") + (title.isEmpty ? "" : " \(title)"), String(body))
    }

    /// `import Name from './file.md'` (or `.mdx`, a path of the project's): the name and the path.
    static func partialImport(_ line: String) -> (name: String, path: String)? {
        guard line.hasPrefix("import "), let from = line.range(of: " from ") else { return nil }
        let name = line[line.index(line.startIndex, offsetBy: 7)..<from.lowerBound].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name.first?.isUppercase == true else { return nil }
        let rest = line[from.upperBound...].drop { $0 == " " }
        guard let quote = rest.first, quote == "'" || quote == "\"", let end = rest.dropFirst().firstIndex(of: quote) else { return nil }
        let path = String(rest[rest.index(after: rest.startIndex)..<end])
        guard path.hasPrefix("./") || path.hasPrefix("../"), path.hasSuffix(".md") || path.hasSuffix(".mdx") else { return nil }
        return (name, path)
    }

    /// The backticks of a line that are not escaped: an odd count opens or closes a template literal.
    static func unescapedBackticks(in line: String) -> Int {
        var count = 0
        var escaped = false
        for character in line {
            if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "`" { count += 1 }
        }
        return count
    }

    /// `export const name = `text`;`: the name and the text, where the literal is plain (no `${…}`). Leading and
    /// trailing line breaks inside the backticks are the code's frame, not its lines, as Starlight trims them.
    static func exportedText(_ statement: String) -> (String, String)? {
        guard statement.hasPrefix("export const "), let equals = statement.firstIndex(of: "=") else { return nil }
        let name = statement[statement.index(statement.startIndex, offsetBy: 13)..<equals].trimmingCharacters(in: .whitespaces)
        let value = statement[statement.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }), value.hasPrefix("`") else { return nil }
        var body = value.dropFirst()
        if body.hasSuffix(";") { body = body.dropLast() }
        guard body.hasSuffix("`") else { return nil }
        body = body.dropLast()
        guard !body.contains("${") else { return nil }
        let text = String(body).replacingOccurrences(of: "\\`", with: "`")
        return (name, text.trimmingCharacters(in: .newlines))
    }

    /// The name in `attribute={name}` of a tag.
    static func expressionAttribute(_ attribute: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " " + attribute + "={") else { return nil }
        let name = tag[start.upperBound...].prefix { $0 != "}" }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }) else { return nil }
        return String(name)
    }

    /// The text of `name={`…`}` in a tag, where it is a plain template literal (no `${…}`).
    static func templateLiteral(_ name: String, in text: String) -> String? {
        guard let start = text.range(of: name + "={`") else { return nil }
        let body = text[start.upperBound...]
        guard let end = body.range(of: "`}") else { return nil }
        let literal = body[..<end.lowerBound]
        guard !literal.contains("${") else { return nil }
        return String(literal).replacingOccurrences(of: "\\`", with: "`")
    }
}
