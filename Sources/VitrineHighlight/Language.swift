/// The languages with a highlighter. The raw value is the canonical name, the `X` of `language-X`.
enum Language: String, CaseIterable, Sendable {
    case swift, shell, json, yaml, toml, html, xml, css, javascript, typescript, python, c, cpp, rust, go, markdown, diff

    /// Fence info words people actually write, lowercased, mapped to the language that highlights them.
    /// Only words whose text the lexer really handles are listed: a near miss (`kotlin`, `ruby`) stays plain
    /// text rather than being coloured by the wrong grammar.
    private static let aliases: [String: Language] = [
        "swift": .swift,
        "sh": .shell, "bash": .shell, "zsh": .shell, "ksh": .shell, "shell": .shell, "console": .shell,
        "shell-session": .shell, "shellsession": .shell, "terminal": .shell,
        "json": .json, "jsonc": .json, "json5": .json, "geojson": .json, "jsonl": .json, "webmanifest": .json,
        "yaml": .yaml, "yml": .yaml,
        "toml": .toml,
        "html": .html, "htm": .html, "xhtml": .html, "mustache": .html,
        "xml": .xml, "svg": .xml, "plist": .xml, "xsd": .xml, "xsl": .xml, "xslt": .xml, "rss": .xml, "atom": .xml,
        "css": .css,
        "javascript": .javascript, "js": .javascript, "mjs": .javascript, "cjs": .javascript, "jsx": .javascript,
        "typescript": .typescript, "ts": .typescript, "tsx": .typescript, "mts": .typescript, "cts": .typescript,
        "python": .python, "py": .python, "python3": .python, "py3": .python, "pyi": .python,
        "c": .c, "h": .c,
        "cpp": .cpp, "c++": .cpp, "cc": .cpp, "cxx": .cpp, "hpp": .cpp, "hh": .cpp, "hxx": .cpp,
        "rust": .rust, "rs": .rust,
        "go": .go, "golang": .go,
        "markdown": .markdown, "md": .markdown, "mdown": .markdown, "mkd": .markdown,
        "diff": .diff, "patch": .diff, "udiff": .diff,
    ]

    /// The language for a fence info word: case and surrounding spaces do not matter, and a leading `.` or
    /// a `{.lang}` attribute form is accepted because some Markdown writers use them.
    init?(infoWord: String) {
        var word = Substring(infoWord).trimmingSpaces
        if word.hasPrefix("{"), word.hasSuffix("}") { word = word.dropFirst().dropLast().trimmingSpaces }
        if word.hasPrefix(".") { word = word.dropFirst() }
        guard let language = Self.aliases[word.lowercased()] else { return nil }
        self = language
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }
}
