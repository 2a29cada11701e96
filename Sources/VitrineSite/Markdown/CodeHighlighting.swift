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

/// A code block's file name as the docs tools write it in the info string: `title="vite.config.js"` (MkDocs,
/// Docusaurus, Starlight) or VitePress' `[vite.config.js]` after the language.
enum CodeTitle {
    static func title(in info: String) -> String? {
        // Most info strings are a language alone: two byte tests, not a search through Foundation.
        guard info.utf8.contains(UInt8(ascii: "=")) || info.utf8.contains(UInt8(ascii: "[")) else { return nil }
        if let range = info.range(of: "title=") {
            let value = info[range.upperBound...]
            if let quote = value.first, quote == "\"" || quote == "'", let end = value.dropFirst().firstIndex(of: quote) {
                let title = String(value[value.index(after: value.startIndex)..<end])
                return title.isEmpty ? nil : title
            }
            let bare = value.prefix { $0 != " " && $0 != "\t" && $0 != "}" }
            return bare.isEmpty ? nil : String(bare)
        }
        let afterLanguage = info.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }
        guard afterLanguage.first == "[", let end = afterLanguage.firstIndex(of: "]") else { return nil }
        let title = afterLanguage[afterLanguage.index(after: afterLanguage.startIndex)..<end]
        return title.isEmpty ? nil : String(title)
    }

    /// A code block as cmark writes it, for one the highlighter does not know that must go in a figure.
    static func plainBlock(_ code: String, info: String) -> String {
        let language = info.prefix { $0 != " " && $0 != "\t" }
        return "<pre><code" + (language.isEmpty ? "" : " class=\"language-\(String(language).htmlEscaped)\"") + ">\(code.htmlEscaped)</code></pre>\n"
    }

    /// The block's HTML inside a figure captioned with its file name.
    static func figure(_ title: String, code html: String) -> String {
        "<figure class=\"code-block\">\n<figcaption class=\"code-title\">\(title.htmlEscaped)</figcaption>\n" + html + "</figure>\n"
    }
}
