import Testing
@testable import VitrineSite

@Suite struct MarkdownDocumentTests {
    @Test func rendersCommonMarkLikeCmark() {
        let document = MarkdownDocument(parsing: "# Title\n\nSome *emphasis* and `code`.\n", allowRawHTML: false)
        #expect(document.html() == "<h1>Title</h1>\n<p>Some <em>emphasis</em> and <code>code</code>.</p>\n")
    }

    @Test func omitsRawHTMLUnlessAllowed() {
        let source = "<div class=\"x\">hi</div>\n\nA <b>bold</b> word.\n"
        #expect(MarkdownDocument(parsing: source, allowRawHTML: false).html()
            == "<!-- raw HTML omitted -->\n<p>A <!-- raw HTML omitted -->bold<!-- raw HTML omitted --> word.</p>\n")
        #expect(MarkdownDocument(parsing: source, allowRawHTML: true).html() == "<div class=\"x\">hi</div>\n<p>A <b>bold</b> word.</p>\n")
    }

    @Test func customBlockReplacesNodeAndSurvivesSafeMode() {
        let document = MarkdownDocument(parsing: "Before\n\n```x\ncode\n```\n\nAfter\n", allowRawHTML: false)
        let blocks = document.nodes { $0.isCodeBlock }
        #expect(blocks.count == 1)
        #expect(blocks[0].fenceInfo == "x")
        #expect(blocks[0].startLine == 3)
        document.replace(blocks[0], withHTMLBlock: "<figure>ok</figure>\n")
        #expect(document.html() == "<p>Before</p>\n<figure>ok</figure>\n<p>After</p>\n")
    }

    @Test func linksCanBeRewritten() {
        let document = MarkdownDocument(parsing: "See [a](a.md) and ![i](i.png).\n", allowRawHTML: false)
        let links = document.nodes { $0.isLinkOrImage }
        #expect(links.map(\.url) == ["a.md", "i.png"])
        links[0].url = "../a/"
        #expect(document.html() == "<p>See <a href=\"../a/\">a</a> and <img src=\"i.png\" alt=\"i\" />.</p>\n")
    }
}
