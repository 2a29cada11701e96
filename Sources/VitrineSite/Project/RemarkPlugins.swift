/// The remark and rehype plugins a Docusaurus or Astro config lists (`remarkPlugins: [codeFromFile, [math, {}]]`),
/// read by name, never run: those vitrine stands in for (math, heading ids, Mermaid, which it names on its own) and
/// the others, whose work on the pages is missing and named once.
enum RemarkPlugins {
    /// The names of the listed plugins vitrine does not stand in for, each once, in the order written: an
    /// identifier, or a `require('…')`'s or `import('…')`'s text.
    static func unread(in config: String) -> [String] {
        var names: [String] = []
        for key in ["remarkPlugins", "rehypePlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins"] {
            var rest = config[...]
            while let found = rest.range(of: key) {
                rest = rest[found.upperBound...]
                let value = rest.drop { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "\n" }
                guard value.first == "[", let list = bracketed(Substring(withoutComments(value.prefix(20_000)))) else { continue }
                for entry in entries(of: list) {
                    guard let name = pluginName(entry), !isStoodInFor(name), !names.contains(name) else { continue }
                    names.append(name)
                }
            }
        }
        return names
    }

    /// What vitrine reads itself: math (remark-math, KaTeX, MathJax), heading ids, Mermaid, and GFM.
    private static func isStoodInFor(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["math", "katex", "mathjax", "heading-id", "headingid", "mermaid", "gfm", "slug", "autolink-headings", "autolinkheadings"]
            .contains { lowered.contains($0) }
    }

    /// `text` without its `//` and `/* … */` comments (an apostrophe in one opens no string).
    private static func withoutComments(_ text: Substring) -> String {
        var kept = ""
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if let open = quote {
                if character == open { quote = nil }
                kept.append(character)
                index = next
                continue
            }
            if character == "/", next < text.endIndex, text[next] == "/" {
                index = text[next...].firstIndex(of: "\n") ?? text.endIndex
                continue
            }
            if character == "/", next < text.endIndex, text[next] == "*" {
                index = text[next...].range(of: "*/")?.upperBound ?? text.endIndex
                continue
            }
            if character == "'" || character == "\"" || character == "`" { quote = character }
            kept.append(character)
            index = next
        }
        return kept
    }

    /// The text inside the `[…]` that `text` starts with, past strings; nil when it is never closed.
    private static func bracketed(_ text: Substring) -> Substring? {
        var end: Substring.Index?
        walk(text) { index, character, depth in
            guard depth == 0, "])}".contains(character) else { return true }
            end = index
            return false
        }
        return end.map { text[text.index(after: text.startIndex)..<$0] }
    }

    /// The list's entries, split at its top-level commas.
    private static func entries(of list: Substring) -> [Substring] {
        var entries: [Substring] = []
        var start = list.startIndex
        walk(list) { index, character, depth in
            if character == ",", depth == 0 {
                entries.append(list[start..<index])
                start = list.index(after: index)
            }
            return true
        }
        entries.append(list[start...])
        return entries.map { $0.trimmingCharacters(in: .whitespacesAndNewlines)[...] }.filter { !$0.isEmpty }
    }

    /// Calls `visit` with each character outside strings and the bracket depth after it, until it returns false.
    private static func walk(_ text: Substring, _ visit: (Substring.Index, Character, Int) -> Bool) {
        var depth = 0
        var quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "'", "\"", "`": quote = character
            case "[", "(", "{": depth += 1
            case "]", ")", "}": depth -= 1
            default: break
            }
            if quote == nil, !visit(index, character, depth) { return }
        }
    }

    /// `codeFromFile`, `[math, {…}]` → `math`, `require('./plugins/x')` → `./plugins/x`.
    private static func pluginName(_ entry: Substring) -> String? {
        var text = entry
        if text.first == "[" { text = text.dropFirst().drop { $0.isWhitespace } }
        for call in ["require(", "import("] where text.hasPrefix(call) {
            let inner = text.dropFirst(call.count).drop { $0 == "'" || $0 == "\"" || $0 == "`" }
            let name = inner.prefix { $0 != "'" && $0 != "\"" && $0 != "`" }
            return name.isEmpty ? nil : String(name)
        }
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." }
        return name.isEmpty || name.first?.isNumber == true ? nil : String(name)
    }
}
