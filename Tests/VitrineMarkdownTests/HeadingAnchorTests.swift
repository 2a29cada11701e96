import Testing
@testable import VitrineMarkdown

@Suite struct HeadingAnchorTests {
    @Test func rendersIDAndAnchorLink() {
        let html = MarkdownDocument(parsing: "## Getting *started*\n", options: MarkdownOptions()).html()
        #expect(html == "<h2 id=\"getting-started\">Getting <em>started</em><a class=\"anchor\" href=\"#getting-started\" aria-label=\"Link to this section: Getting started\">#</a></h2>\n")
    }

    @Test(arguments: [
        ("Hello, World!", "hello-world"),
        ("  Spaced   out  ", "spaced---out"),
        ("snake_case and-dash", "snake_case-and-dash"),
        ("Ünïcödé Straße 東京", "ünïcödé-straße-東京"),
        ("C++ & Swift 6.1", "c--swift-61"),
        ("`code` here", "code-here"),
        ("!!!", "section"),
        // The heart emoji and its variation selector both go, as GitHub and Hugo drop them.
        ("Do you like it? \u{2764}\u{FE0F}", "do-you-like-it-"),
        ("Thanks \u{1F64F}", "thanks-"),
    ])
    func slugsLikeGitHub(text: String, id: String) {
        #expect(HeadingSlugs.slug(text.trimmingCharacters()) == id)
    }

    @Test func repeatsAreNumbered() {
        let document = MarkdownDocument(parsing: "# A\n# A\n# A-1\n# A\n#\n#\n", options: MarkdownOptions())
        #expect(document.headings.map(\.id) == ["a", "a-1", "a-1-1", "a-2", "section", "section-1"])
        #expect(document.fragmentIDs == ["a", "a-1", "a-1-1", "a-2", "section", "section-1"])
    }

    @Test func headingsListLevelTextIDAndLine() {
        let document = MarkdownDocument(parsing: "Intro\n\n# One\n\nText\n\nTwo *b*\n---\n", options: MarkdownOptions())
        #expect(document.headings == [
            MarkdownHeading(level: 1, text: "One", id: "one", line: 3),
            MarkdownHeading(level: 2, text: "Two b", id: "two-b", line: 7),
        ])
    }

    @Test func headingLinesStayTheAuthorsAfterTablesAndFootnotes() {
        let source = "| a |\n| - |\n| [l](u) |\n\n[^n]: x\n    more\n\n## After[^n]\n"
        let document = MarkdownDocument(parsing: source, options: MarkdownOptions())
        #expect(document.headings == [MarkdownHeading(level: 2, text: "After", id: "after", line: 8)])
    }

    @Test func hostileHeadingTextIsEscapedEverywhere() {
        let html = MarkdownDocument(parsing: "# \\<script>alert(\"x\") & 'y'\n", options: MarkdownOptions()).html()
        #expect(html == "<h1 id=\"scriptalertx--y\">&lt;script&gt;alert(&quot;x&quot;) &amp; 'y'<a class=\"anchor\" href=\"#scriptalertx--y\" aria-label=\"Link to this section: &lt;script&gt;alert(&quot;x&quot;) &amp; 'y'\">#</a></h1>\n")
    }

    @Test func rawHTMLInHeadingsIsLeftOutOfTheIDAndLabel() {
        let safe = MarkdownDocument(parsing: "# <script>alert(1)</script>\n", options: MarkdownOptions()).html()
        #expect(safe == "<h1 id=\"alert1\"><!-- raw HTML omitted -->alert(1)<!-- raw HTML omitted --><a class=\"anchor\" href=\"#alert1\" aria-label=\"Link to this section: alert(1)\">#</a></h1>\n")
    }

    @Test func anchorsOffLeavesCmarkHeadings() {
        let document = MarkdownDocument(parsing: "# Title\n", options: MarkdownOptions(headingAnchors: false))
        #expect(document.html() == "<h1>Title</h1>\n")
        #expect(document.headings == [MarkdownHeading(level: 1, text: "Title", id: "", line: 1)])
        #expect(document.fragmentIDs.isEmpty)
    }

    @Test func commonMarkFlavorGetsAnchorsToo() {
        let html = MarkdownDocument(parsing: "# Title\n", options: MarkdownOptions(flavor: .commonmark)).html()
        #expect(html.hasPrefix("<h1 id=\"title\">Title<a class=\"anchor\""))
    }

    @Test func headingIDsAvoidFootnoteIDs() {
        let document = MarkdownDocument(parsing: "# fn a\n\nX[^a]\n\n[^a]: y\n", options: MarkdownOptions())
        #expect(document.headings.map(\.id) == ["fn-a-1"])
    }
}

private extension String {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
