import CCmark
import Testing
@testable import VitrineMarkdown

/// What the document promises whatever the flavor: cmark's output in the CommonMark flavor, safe mode,
/// custom blocks and link rewriting.
@Suite struct MarkdownDocumentTests {
    static let commonmark = MarkdownOptions(flavor: .commonmark, rawHTML: false, headingAnchors: false)

    @Test func rendersCommonMarkLikeCmark() {
        let document = MarkdownDocument(parsing: "# Title\n\nSome *emphasis* and `code`.\n", options: Self.commonmark)
        #expect(document.html() == "<h1>Title</h1>\n<p>Some <em>emphasis</em> and <code>code</code>.</p>\n")
    }

    /// cmark takes a one-word footnote definition for a link reference definition; GFM must not.
    @Test func commonMarkFlavorLeavesGFMSyntaxAlone() {
        let source = "| a |\n| - |\n| b |\n\n~~x~~ www.example.com [^1]\n\n[^1]: note\n"
        let html = MarkdownDocument(parsing: source, options: Self.commonmark).html()
        #expect(html == "<p>| a |\n| - |\n| b |</p>\n<p>~~x~~ www.example.com <a href=\"note\">^1</a></p>\n")
    }

    @Test func defaultsAreGFMWithAnchorsInSafeMode() {
        #expect(MarkdownOptions() == MarkdownOptions(flavor: .gfm, rawHTML: false, headingAnchors: true))
    }

    @Test(arguments: [MarkdownFlavor.commonmark, .gfm])
    func omitsRawHTMLUnlessAllowed(flavor: MarkdownFlavor) {
        let source = "<div class=\"x\">hi</div>\n\nA <b>bold</b> word.\n"
        #expect(MarkdownDocument(parsing: source, options: MarkdownOptions(flavor: flavor, rawHTML: false)).html()
            == "<!-- raw HTML omitted -->\n<p>A <!-- raw HTML omitted -->bold<!-- raw HTML omitted --> word.</p>\n")
        #expect(MarkdownDocument(parsing: source, options: MarkdownOptions(flavor: flavor, rawHTML: true)).html()
            == "<div class=\"x\">hi</div>\n<p>A <b>bold</b> word.</p>\n")
    }

    @Test func customBlockReplacesNodeAndSurvivesSafeMode() {
        let document = MarkdownDocument(parsing: "Before\n\n```x\ncode\n```\n\nAfter\n", options: MarkdownOptions())
        let blocks = document.nodes { $0.isCodeBlock }
        #expect(blocks.count == 1)
        #expect(blocks[0].fenceInfo == "x")
        #expect(blocks[0].startLine == 3)
        document.replace(blocks[0], withHTMLBlock: "<figure>ok</figure>\n", reading: .text(enter: " ok ", exit: ""))
        #expect(document.html() == "<p>Before</p>\n<figure>ok</figure>\n<p>After</p>\n")
    }

    @Test func linksCanBeRewritten() {
        let document = MarkdownDocument(parsing: "See [a](a.md) and ![i](i.png).\n", options: MarkdownOptions())
        let links = document.nodes { $0.isLinkOrImage }
        #expect(links.map(\.url) == ["a.md", "i.png"])
        links[0].url = "../a/"
        #expect(document.html() == "<p>See <a href=\"../a/\">a</a> and <img src=\"i.png\" alt=\"i\" />.</p>\n")
    }

    /// Footnote bodies and table cells are parsed ahead of the author's text; nothing of that may shift
    /// the lines of what follows.
    @Test func positionsStayTheAuthorsAfterGeneratedMarkdown() {
        let source = "Text[^n].\n\n| a |\n| - |\n| b |\n\n[^n]: Note.\n\n```x\ncode\n```\n\n[link](l.md)\n"
        let document = MarkdownDocument(parsing: source, options: MarkdownOptions())
        let fence = document.nodes { $0.isCodeBlock }
        #expect(fence.map(\.startLine) == [9])
        #expect(fence.map(\.startColumn) == [1])
        let links = document.nodes { $0.type == CMARK_NODE_LINK }
        #expect(links.map(\.startLine) == [13])
        #expect(links.map(\.startColumn) == [1])
    }

    @Test func emptyAndWhitespaceDocumentsRender() {
        #expect(MarkdownDocument(parsing: "", options: MarkdownOptions()).html() == "")
        #expect(MarkdownDocument(parsing: "\n\n  \n", options: MarkdownOptions()).html() == "")
    }
}
