import Testing
@testable import VitrineMarkdown

/// A backslash keeps GFM syntax from applying, as it does in cmark-gfm, and nothing else changes.
@Suite struct EscapeTests {
    func html(_ source: String) -> String {
        MarkdownDocument(parsing: source, options: MarkdownOptions(headingAnchors: false)).html()
    }

    @Test func escapedTildesDoNotStrike() {
        #expect(html("\\~\\~kept\\~\\~ and \\~one\\~ but ~~struck~~\n") == "<p>~~kept~~ and ~one~ but <del>struck</del></p>\n")
    }

    @Test func escapedBracketsAreNoFootnotesTasksOrAlerts() {
        #expect(html("a\\[^1]\n\n[^1]: n\n") == "<p>a[^1]</p>\n")
        #expect(html("\\[^1]: not a definition\n") == "<p>[^1]: not a definition</p>\n")
        #expect(html("- \\[ ] not a task\n") == "<ul>\n<li>[ ] not a task</li>\n</ul>\n")
        #expect(html("> \\[!NOTE]\n> quote\n") == "<blockquote>\n<p>[!NOTE]\nquote</p>\n</blockquote>\n")
    }

    @Test func escapesKeepTheirMeaningInCodeURLsAndAutolinks() {
        #expect(html("`\\~` <http://a\\~b> [l](u\\~v \"t\\~\") ![a\\~](i\\[)\n")
            == "<p><code>\\~</code> <a href=\"http://a%5C~b\">http://a\\~b</a> <a href=\"u~v\" title=\"t~\">l</a> <img src=\"i%5B\" alt=\"a~\" /></p>\n")
        #expect(html("```\n\\~ \\[\n```\n") == "<pre><code>\\~ \\[\n</code></pre>\n")
        #expect(html("\\\\~x~\n") == "<p>\\<del>x</del></p>\n")
    }

    @Test func escapedTildeColumnsStayPut() {
        let document = MarkdownDocument(parsing: "\\~\\[ [l](u)\n", options: MarkdownOptions())
        #expect(document.nodes { $0.isLinkOrImage }.map(\.startColumn) == [6])
    }
}
