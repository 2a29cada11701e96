import VitrineMarkdown

/// VitePress compiles a page as a Vue template, where `{{ $frontmatter.title }}` prints the page's front matter:
/// such an expression, when it names a plain value of the page's, is that value's text. Anything else in braces is
/// Vue's to fill, and stays (named by the build's warning). Code keeps what it holds.
enum VueFrontMatterValues {
    static func filled(_ text: String, values: [String: HeaderValue]) -> String? {
        guard text.contains("$frontmatter") else { return nil }
        var fence = FenceTracker()
        var changed = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            if fence.consume(line) { return line }
            guard line.contains("$frontmatter"), let filled = filledLine(line, values: values) else { return line }
            changed = true
            return Substring(filled)
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// The line with each `{{ $frontmatter.key }}` outside code spans replaced by the key's text.
    private static func filledLine(_ line: Substring, values: [String: HeaderValue]) -> String? {
        var output = ""
        var rest = line
        var changed = false
        var inCode = false
        while let next = rest.firstIndex(where: { $0 == "`" || $0 == "{" }) {
            output += rest[..<next]
            if rest[next] == "`" {
                inCode.toggle()
                output.append("`")
                rest = rest[rest.index(after: next)...]
                continue
            }
            guard !inCode, rest[next...].hasPrefix("{{"), let close = rest[next...].range(of: "}}") else {
                output.append(rest[next])
                rest = rest[rest.index(after: next)...]
                continue
            }
            let expression = rest[rest.index(next, offsetBy: 2)..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if expression.hasPrefix("$frontmatter."), case .scalar(let value, _)? = values[String(expression.dropFirst("$frontmatter.".count))] {
                // Vue prints text, never markup.
                output += value.htmlEscaped
                changed = true
            } else {
                output += rest[next..<close.upperBound]
            }
            rest = rest[close.upperBound...]
        }
        return changed ? output + rest : nil
    }
}
