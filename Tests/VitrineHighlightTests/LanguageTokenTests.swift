import Testing
@testable import VitrineHighlight

/// What each highlighter colours in a typical snippet. Each expectation names the exact text of a span,
/// so a lexer that stops recognising a construct (or swallows its neighbour) fails here.
@Suite struct LanguageTokenTests {
    private func spans(_ code: String, _ language: String) -> HighlightedHTML {
        let html = SyntaxHighlighter.html(for: code, language: language) ?? ""
        let parsed = HighlightedHTML(html)
        #expect(parsed.problems.isEmpty)
        return parsed
    }

    @Test func swiftUsesTheCompilersClassification() {
        let code = """
            /// Greets.
            @MainActor public struct Greeter: Sendable {
                let count: Int = 0x2A
                func greet(_ name: String) -> String { "Hi \\(name) #\\(count)" } // done
            }
            #if DEBUG
            let x = $0
            #endif
            """
        let html = spans(code, "swift")
        #expect(html.texts(.comment) == ["/// Greets.", "// done"])
        #expect(html.texts(.attribute) == ["@MainActor"])
        #expect(html.texts(.keyword).starts(with: ["public", "struct", "let"]))
        #expect(html.texts(.type) == ["Greeter", "Sendable", "Int", "String", "String"])
        #expect(html.texts(.number) == ["0x2A"])
        #expect(html.texts(.function) == ["greet"])
        // Interpolations are code, so the literal's text comes in pieces around them.
        #expect(html.texts(.string) == ["\"Hi ", " #", "\""])
        #expect(html.texts(.meta) == ["#if", "DEBUG", "#endif"])
        #expect(html.texts(.variable) == ["$0"])
    }

    @Test func shell() {
        let html = spans("$ FOO=1 make test --jobs=2 | grep -v 'x' # note\nif [ -n \"$HOME\" ]; then echo ${PATH}; fi\n", "sh")
        #expect(html.texts(.meta) == ["$"])
        #expect(html.texts(.variable) == ["FOO", "${PATH}"])
        #expect(html.texts(.function) == ["make", "grep", "[", "echo"])
        #expect(html.texts(.attribute) == ["--jobs=", "-v", "-n"])
        #expect(html.texts(.string) == ["'x'", "\"$HOME\""])
        #expect(html.texts(.comment) == ["# note"])
        #expect(html.texts(.keyword) == ["if", "then", "fi"])
    }

    @Test func shellCommandSubstitutionKeepsItsQuotesInsideTheString() {
        let html = spans("cp \"$f\" \"out/$(basename \"$f\" .md).html\" # c\nX=\"$(date)\" make\n", "sh")
        #expect(html.texts(.string) == ["\"$f\"", "\"out/$(basename \"$f\" .md).html\"", "\"$(date)\""])
        #expect(html.texts(.comment) == ["# c"])
        #expect(html.texts(.function) == ["cp", "make"])
    }

    @Test func shellHeredocBodyIsOneString() {
        let html = spans("cat <<EOF\nlet x = 'a\n$y\nEOF\necho done\n", "bash")
        #expect(html.texts(.string) == ["EOF", "let x = 'a\n$y\nEOF"])
        #expect(html.texts(.function) == ["cat", "echo"])
    }

    @Test func json() {
        let html = spans(#"{"name": "Vitrine", "n": -1.5e3, "ok": true, "x": null} // c"#, "json")
        #expect(html.texts(.attribute) == [#""name""#, #""n""#, #""ok""#, #""x""#])
        #expect(html.texts(.string) == [#""Vitrine""#])
        #expect(html.texts(.number) == ["-1.5e3"])
        #expect(html.texts(.keyword) == ["true", "null"])
        #expect(html.texts(.comment) == ["// c"])
    }

    @Test func yaml() {
        let code = "---\ntitle: \"Home\" # c\norder: 3\ndraft: false\ntags: [a, b]\nbase: &b\n  x: *b\nbody: |\n  line: one\n  two\nnext: plain words\n"
        let html = spans(code, "yml")
        #expect(html.texts(.meta) == ["---"])
        #expect(html.texts(.attribute) == ["title", "order", "draft", "tags", "base", "x", "body", "next"])
        #expect(html.texts(.string) == ["\"Home\"", "a", "b", "line: one", "two", "plain words"])
        #expect(html.texts(.number) == ["3"])
        #expect(html.texts(.keyword) == ["false"])
        #expect(html.texts(.variable) == ["&b", "*b"])
        #expect(html.texts(.comment) == ["# c"])
    }

    @Test func toml() {
        let html = spans("[package]\nname = \"vitrine\" # c\nversion = 1.5\nok = true\nwhen = 1979-05-27\n[[bin]]\ninline = { a = 'x', b = [1, 2] }\n", "toml")
        #expect(html.texts(.type) == ["[package]", "[[bin]]"])
        #expect(html.texts(.attribute) == ["name", "version", "ok", "when", "inline", "a", "b"])
        #expect(html.texts(.string) == ["\"vitrine\"", "'x'"])
        #expect(html.texts(.number) == ["1.5", "1979-05-27", "1", "2"])
        #expect(html.texts(.keyword) == ["true"])
        #expect(html.texts(.comment) == ["# c"])
    }

    @Test func htmlWithEmbeddedScriptAndStyle() {
        let code = "<!DOCTYPE html>\n<p class=\"x\" hidden>A &amp; B<!-- c --></p>\n<script>let n = 1;</script>\n<style>p { color: red; }</style>"
        let html = spans(code, "html")
        #expect(html.texts(.meta) == ["<!DOCTYPE html>"])
        #expect(html.texts(.tag) == ["p", "p", "script", "script", "style", "p", "style"])
        #expect(html.texts(.attribute) == ["class", "hidden", "color"])
        #expect(html.texts(.string) == ["\"x\""])
        #expect(html.texts(.variable) == ["&amp;"])
        #expect(html.texts(.comment) == ["<!-- c -->"])
        #expect(html.texts(.keyword) == ["let"])
        #expect(html.texts(.number) == ["1"])
    }

    @Test func xml() {
        let html = spans("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><![CDATA[a<b]]><g/></svg>", "svg")
        #expect(html.texts(.meta) == ["<?xml version=\"1.0\"?>"])
        #expect(html.texts(.tag) == ["svg", "g", "svg"])
        #expect(html.texts(.string) == ["\"http://www.w3.org/2000/svg\"", "<![CDATA[a<b]]>"])
    }

    @Test func css() {
        let html = spans("@media (min-width: 40em) {\n  .card > a:hover, #main { color: #0550ae; margin: -2px auto !important; --gap: calc(1rem + 2%); }\n}\n/* c */", "css")
        #expect(html.texts(.keyword) == ["@media", ":hover", "!important"])
        #expect(html.texts(.type) == [".card", "#main"])
        #expect(html.texts(.tag) == ["a"])
        #expect(html.texts(.attribute) == ["min-width", "color", "margin"])
        #expect(html.texts(.variable) == ["--gap"])
        #expect(html.texts(.number) == ["40em", "#0550ae", "-2px", "1rem", "2%"])
        #expect(html.texts(.function) == ["calc"])
        #expect(html.texts(.comment) == ["/* c */"])
    }

    @Test func javascript() {
        let html = spans("const re = /a\\/b[/]/g; // c\nlet s = `x ${a + `y${b}`} z`;\nnew Map().get(a / 2 / 3);", "js")
        // The inner template's end and the outer one's resumption touch, so they share one span.
        #expect(html.texts(.string) == ["/a\\/b[/]/g", "`x ${", "`y${", "}`} z`"])
        #expect(html.texts(.comment) == ["// c"])
        #expect(html.texts(.keyword) == ["const", "let", "new"])
        #expect(html.texts(.type) == ["Map"])
        #expect(html.texts(.function) == ["get"])
        #expect(html.texts(.number) == ["2", "3"])
    }

    @Test func typescriptAddsItsKeywordsAndTypes() {
        let html = spans("interface P { name: string }", "ts")
        #expect(html.texts(.keyword) == ["interface"])
        #expect(html.texts(.type) == ["P", "string"])
    }

    @Test func rustAsTheBookWritesIt() {
        let code = """
            #[derive(Debug)]
            struct Guess<'a> { name: &'a str, n: u32 } // c
            fn main() {
                let c = 'x'; let s = "two
            lines"; let r = r#"say "hi""#; let b = b'a';
                println!("{c} {}", 1_000u32);
            }
            """
        let html = spans(code, "rust")
        #expect(html.texts(.meta) == ["#[derive(Debug)]"])
        #expect(html.texts(.attribute) == ["'a", "'a"])
        #expect(html.texts(.keyword) == ["struct", "fn", "let", "let", "let", "let"])
        #expect(html.texts(.type) == ["Guess", "str", "u32"])
        #expect(html.texts(.string) == ["'x'", "\"two\nlines\"", "r#\"say \"hi\"\"#", "b'a'", "\"{c} {}\""])
        #expect(html.texts(.function) == ["main", "println"])
        #expect(html.texts(.number) == ["1_000u32"])
        #expect(html.texts(.comment) == ["// c"])
    }

    @Test func go() {
        let html = spans("package main\n\nfunc Greet(name string) error {\n\tmsg := `raw\n${x}` + \"\\\"q\" // c\n\treturn nil\n}\n", "go")
        #expect(html.texts(.keyword) == ["package", "func", "return", "nil"])
        #expect(html.texts(.type) == ["string", "error"])
        #expect(html.texts(.function) == ["Greet"])
        #expect(html.texts(.string) == ["`raw\n${x}`", "\"\\\"q\""])
        #expect(html.texts(.comment) == ["// c"])
    }

    @Test func python() {
        let html = spans("@dataclass\nclass Point:\n    def norm(self, x: int = 0x1F) -> float:\n        return rf\"\\d{x}\" + '''a\nb''' # c\n", "py")
        #expect(html.texts(.attribute) == ["@dataclass"])
        #expect(html.texts(.keyword) == ["class", "def", "return"])
        #expect(html.texts(.type) == ["Point", "int", "float"])
        #expect(html.texts(.function) == ["norm"])
        #expect(html.texts(.variable) == ["self"])
        #expect(html.texts(.string) == ["rf\"\\d{x}\"", "'''a\nb'''"])
        #expect(html.texts(.number) == ["0x1F"])
        #expect(html.texts(.comment) == ["# c"])
    }

    @Test func c() {
        let html = spans("#include <stdio.h>\n#define TWICE(x) \\\n  ((x) * 2)\nstatic uint8_t f(char c) { return 'a' + 10u; } /* c */", "h")
        #expect(html.texts(.meta) == ["#include <stdio.h>", "#define TWICE(x) \\\n  ((x) * 2)"])
        #expect(html.texts(.keyword) == ["static", "return"])
        #expect(html.texts(.type) == ["uint8_t", "char"])
        #expect(html.texts(.function) == ["f"])
        #expect(html.texts(.string) == ["'a'"])
        #expect(html.texts(.number) == ["10u"])
        #expect(html.texts(.comment) == ["/* c */"])
    }

    @Test func markdown() {
        let code = "---\ntitle: Home\n---\n# Heading\n\n- item with `code` and [link](https://x.org)\n1. first\n> quote <https://a.b>\n\n```swift\nlet x = 1\n```\n\n***\n"
        let html = spans(code, "md")
        #expect(html.texts(.meta) == ["---", "---", "```swift", "```"])
        #expect(html.texts(.attribute) == ["title", "https://x.org", "<https://a.b>"])
        #expect(html.texts(.string) == ["Home", "`code`"])
        #expect(html.texts(.keyword) == ["# Heading", "let"])
        #expect(html.texts(.operator) == ["-", "1.", "> "])
        #expect(html.texts(.number) == ["1"])
        #expect(html.texts(.punctuation) == [":", "***"])
    }

    @Test func diff() {
        let html = spans("diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n context\n-old\n+new\n\\ No newline at end of file\n", "patch")
        #expect(html.texts(.meta) == ["diff --git a/x b/x", "--- a/x", "+++ b/x", "@@ -1,2 +1,2 @@"])
        #expect(html.texts(.deleted) == ["-old"])
        #expect(html.texts(.inserted) == ["+new"])
        #expect(html.texts(.comment) == ["\\ No newline at end of file"])
    }

    @Test func escapingHappensInsideSpansToo() {
        #expect(SyntaxHighlighter.html(for: "\"<a & b>\"", language: "json") == "<span class=\"hl-string\">&quot;&lt;a &amp; b&gt;&quot;</span>")
    }
}
