import Testing
@testable import VitrineMarkdown

@Suite struct StrikethroughTests {
    func html(_ source: String) -> String {
        MarkdownDocument(parsing: source, options: MarkdownOptions()).html()
    }

    @Test(arguments: [
        ("~~struck~~", "<p><del>struck</del></p>\n"),
        ("a ~single~ b", "<p>a <del>single</del> b</p>\n"),
        ("~~**bold** and [l](u)~~", "<p><del><strong>bold</strong> and <a href=\"u\">l</a></del></p>\n"),
        ("*~~in emphasis~~*", "<p><em><del>in emphasis</del></em></p>\n"),
        ("~~a ~b~ c~~", "<p><del>a <del>b</del> c</del></p>\n"),
    ])
    func strikes(source: String, expected: String) {
        #expect(html(source) == expected)
    }

    @Test(arguments: [
        "~~~three~~~",
        "No ~mismatch~~",
        "not ~ flanking ~ here",
        "~~open only",
        "`~~code~~`",
    ])
    func leavesTildesAlone(source: String) {
        #expect(!html(source).contains("<del>"))
    }

    @Test func doesNotSpanParagraphs() {
        #expect(html("This ~~has a\n\nnew paragraph~~.\n") == "<p>This ~~has a</p>\n<p>new paragraph~~.</p>\n")
    }

    @Test func strikesInsideTableCellsAndHeadings() {
        #expect(html("| ~~a~~ |\n| - |\n").contains("<th><del>a</del></th>"))
        #expect(html("## ~~old~~ new\n").hasPrefix("<h2 id=\"old-new\"><del>old</del> new<a"))
    }
}
