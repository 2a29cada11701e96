import Testing
@testable import VitrineHighlight

@Suite struct LanguageNameTests {
    @Test(arguments: [
        ("sh", "shell"), ("bash", "shell"), ("zsh", "shell"), ("console", "shell"), ("shell", "shell"),
        ("yml", "yaml"), ("py", "python"), ("js", "javascript"), ("mjs", "javascript"), ("h", "c"),
        ("md", "markdown"), ("patch", "diff"), ("svg", "xml"), ("Swift", "swift"), ("  JSON ", "json"),
        (".toml", "toml"), ("{.css}", "css"), ("ts", "typescript"), ("c++", "cpp"), ("htm", "html"),
        ("rs", "rust"), ("Rust", "rust"), ("golang", "go"),
    ])
    func aliasesMapToTheCanonicalName(_ infoWord: String, _ canonical: String) {
        #expect(SyntaxHighlighter.canonicalLanguage(infoWord) == canonical)
    }

    @Test(arguments: ["", "text", "plaintext", "kotlin", "ruby", "swiftx", "mermaid", "vitrine"])
    func unknownWordsAreNotHighlighted(_ infoWord: String) {
        #expect(SyntaxHighlighter.canonicalLanguage(infoWord) == nil)
        #expect(SyntaxHighlighter.html(for: "let x = 1 <b>", language: infoWord) == nil)
    }

    @Test func everyLanguageIsReachableByItsOwnName() {
        for language in Language.allCases {
            #expect(SyntaxHighlighter.canonicalLanguage(language.rawValue) == language.rawValue)
            #expect(SyntaxHighlighter.html(for: "x", language: language.rawValue) != nil)
        }
    }
}
