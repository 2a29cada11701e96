/// Syntax highlighting at build time: a code block in, escaped HTML with class-based spans out.
package enum SyntaxHighlighter {
    /// The code as escaped HTML with class-based spans, or nil when the language is unknown (plain text,
    /// no warning). `language` may be any info word `canonicalLanguage` knows (`sh`, `yml`, `Swift`).
    ///
    /// The result is only the inside of `<pre><code class="language-X">`: stripping its tags and
    /// unescaping `&amp;`, `&lt;`, `&gt;` and `&quot;` gives back `code` exactly.
    package static func html(for code: String, language: String) -> String? {
        guard let language = Language(infoWord: language) else { return nil }
        return html(for: code, language: language)
    }

    /// The canonical name for a fence info word (`"yml"` → `"yaml"`, `"sh"` → `"shell"`), or nil when no
    /// highlighter handles it.
    package static func canonicalLanguage(_ infoWord: String) -> String? {
        Language(infoWord: infoWord)?.rawValue
    }

    static func html(for code: String, language: Language) -> String {
        var writer = HighlightWriter(source: Array(code.utf8))
        highlight(language, in: 0..<writer.source.count, into: &writer)
        return writer.finish()
    }

    /// Lexes `range` of the writer's source as `language`. Embedding lexers (HTML's scripts and styles,
    /// Markdown's front matter) call this for their inner ranges.
    static func highlight(_ language: Language, in range: Range<Int>, into writer: inout HighlightWriter) {
        switch language {
        case .swift: SwiftClassifierHighlighter.highlight(range, into: &writer)
        case .shell: ShellLexer.highlight(range, into: &writer)
        case .json: JSONLexer.highlight(range, into: &writer)
        case .yaml: YAMLLexer.highlight(range, into: &writer)
        case .toml: TOMLLexer.highlight(range, into: &writer)
        case .html: MarkupLexer.highlight(range, dialect: .html, into: &writer)
        case .xml: MarkupLexer.highlight(range, dialect: .xml, into: &writer)
        case .css: CSSLexer.highlight(range, into: &writer)
        case .javascript: CFamilyLexer.highlight(range, grammar: .javascript, into: &writer)
        case .typescript: CFamilyLexer.highlight(range, grammar: .typescript, into: &writer)
        case .c: CFamilyLexer.highlight(range, grammar: .c, into: &writer)
        case .cpp: CFamilyLexer.highlight(range, grammar: .cpp, into: &writer)
        case .rust: CFamilyLexer.highlight(range, grammar: .rust, into: &writer)
        case .go: CFamilyLexer.highlight(range, grammar: .go, into: &writer)
        case .python: PythonLexer.highlight(range, into: &writer)
        case .markdown: MarkdownLexer.highlight(range, into: &writer)
        case .diff: DiffLexer.highlight(range, into: &writer)
        }
    }
}
