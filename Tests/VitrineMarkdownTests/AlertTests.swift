import Testing
@testable import VitrineMarkdown

@Suite struct AlertTests {
    func html(_ source: String) -> String {
        MarkdownDocument(parsing: source, options: MarkdownOptions()).html()
    }

    @Test(arguments: [("NOTE", "note", "Note"), ("tip", "tip", "Tip"), ("Important", "important", "Important"),
                      ("WARNING", "warning", "Warning"), ("CAUTION", "caution", "Caution")])
    func rendersAlertsLikeGitHub(marker: String, kind: String, title: String) {
        #expect(html("> [!\(marker)]\n> Be *careful*.\n>\n> More.\n") == """
            <div class="markdown-alert markdown-alert-\(kind)">
            <p class="markdown-alert-title">\(title)</p>
            <p>Be <em>careful</em>.</p>
            <p>More.</p>
            </div>

            """)
    }

    @Test func markerOnItsOwnParagraphKeepsTheRest() {
        #expect(html("> [!TIP]\n>\n> Text.\n") == "<div class=\"markdown-alert markdown-alert-tip\">\n<p class=\"markdown-alert-title\">Tip</p>\n<p>Text.</p>\n</div>\n")
    }

    /// Hugo's render hook takes the text after the marker as the title, whatever markup it starts with.
    @Test func aTitleStartingWithMarkupIsTheTitle() {
        #expect(html("> [!NOTE] **Why?**\n> Because.\n") == """
            <div class="markdown-alert markdown-alert-note">
            <p class="markdown-alert-title">Why?</p>
            <p>Because.</p>
            </div>

            """)
        #expect(html("> [!TIP] `go` first\n> Then.\n").contains("<p class=\"markdown-alert-title\">go first</p>"))
    }

    @Test(arguments: ["> [!NOTE] same line\n", "> [!UNKNOWN]\n> x\n", "> [!NOTE]\n", "- > [!NOTE]\n  > nested\n", "> text\n> [!NOTE]\n"])
    func otherQuotesStayQuotes(source: String) {
        #expect(!html(source).contains("markdown-alert"))
        #expect(html(source).contains("<blockquote>"))
    }
}
