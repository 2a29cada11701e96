import VitrineHighlight

/// Fenced code with a language the highlighter knows, turned into class-based spans at build time.
///
/// The memo comes with the build cache: a rebuild in the preview highlights only the blocks an edit changed,
/// and the pages of one build share repeated snippets.
enum CodeHighlighting {
    /// `<pre><code class="language-X">…</code></pre>` as cmark writes a code block, the code in spans; `nil`
    /// for no language or one the highlighter does not know (the block stays cmark's plain text, no warning).
    static func html(code: String, info: String, memo: HighlightCache) -> String? {
        // cmark names the class after the info string's first word; `swift{.numbered}` still means Swift.
        let word = info.prefix { $0 != " " && $0 != "\t" }
        let name = word.prefix { $0 != "{" && $0 != "," }
        guard !name.isEmpty, let language = SyntaxHighlighter.canonicalLanguage(String(name)),
            let spans = memo.html(for: code, language: language)
        else { return nil }
        return "<pre><code class=\"language-\(String(word).htmlEscaped)\">" + spans + "</code></pre>\n"
    }
}
