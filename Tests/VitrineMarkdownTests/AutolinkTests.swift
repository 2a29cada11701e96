import CCmark
import Testing
@testable import VitrineMarkdown

@Suite struct AutolinkTests {
    func html(_ source: String) -> String {
        MarkdownDocument(parsing: source, options: MarkdownOptions()).html()
    }

    @Test(arguments: [
        ("www.example.com", "<p><a href=\"http://www.example.com\">www.example.com</a></p>\n"),
        ("See https://example.com/a?b=1.", "<p>See <a href=\"https://example.com/a?b=1\">https://example.com/a?b=1</a>.</p>\n"),
        ("(www.example.com/a_(b))", "<p>(<a href=\"http://www.example.com/a_(b)\">www.example.com/a_(b)</a>)</p>\n"),
        ("www.example.com/a)))", "<p><a href=\"http://www.example.com/a\">www.example.com/a</a>)))</p>\n"),
        ("www.example.com/?q=a&hl;", "<p><a href=\"http://www.example.com/?q=a\">www.example.com/?q=a</a>&amp;hl;</p>\n"),
        ("www.example.com/x<y", "<p><a href=\"http://www.example.com/x\">www.example.com/x</a>&lt;y</p>\n"),
        ("mail me@example.org!", "<p>mail <a href=\"mailto:me@example.org\">me@example.org</a>!</p>\n"),
        ("mailto:me@example.org", "<p><a href=\"mailto:me@example.org\">mailto:me@example.org</a></p>\n"),
        ("*www.example.com*", "<p><em><a href=\"http://www.example.com\">www.example.com</a></em></p>\n"),
    ])
    func links(source: String, expected: String) {
        #expect(html(source) == expected)
    }

    @Test(arguments: [
        "awww.example.com",
        "www.exa_mple_.com",
        "`https://example.com`",
        "javascript://example.com",
        "me@example",
        "a.b-c_d@a.b_",
    ])
    func leavesTextAlone(source: String) {
        #expect(!html(source).contains("<a "))
    }

    @Test func linkTextIsNotLinkedAgain() {
        #expect(html("[www.example.com](other)") == "<p><a href=\"other\">www.example.com</a></p>\n")
    }

    @Test func autolinksAreLinkNodesTheSiteCanRewrite() {
        let document = MarkdownDocument(parsing: "Go to https://example.com now\n", options: MarkdownOptions())
        let links = document.nodes { $0.type == CMARK_NODE_LINK }
        #expect(links.map(\.url) == ["https://example.com"])
        #expect(links.map(\.startLine) == [1])
        #expect(links.map(\.startColumn) == [7])
        links[0].url = "https://example.org"
        #expect(document.html() == "<p>Go to <a href=\"https://example.org\">https://example.com</a> now</p>\n")
    }
}
