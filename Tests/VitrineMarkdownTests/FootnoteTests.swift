import CCmark
import Testing
@testable import VitrineMarkdown

@Suite struct FootnoteTests {
    func document(_ source: String, rawHTML: Bool = false) -> MarkdownDocument {
        MarkdownDocument(parsing: source, options: MarkdownOptions(rawHTML: rawHTML))
    }

    @Test func rendersReferencesAndSectionAsCmarkGFMDoes() {
        let html = document("Text[^a].\n\n[^a]: Note.\n").html()
        #expect(html == """
            <p>Text<sup class="footnote-ref"><a href="#fn-a" id="fnref-a" data-footnote-ref>1</a></sup>.</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-a">
            <p>Note. <a href="#fnref-a" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
            </li>
            </ol>
            </section>

            """)
    }

    @Test func oneWordDefinitionIsNotTakenForALinkReference() {
        let html = document("See[^x].\n\n[^x]: word\n").html()
        #expect(html.contains("<li id=\"fn-x\">\n<p>word <a href=\"#fnref-x\""))
    }

    @Test func referenceWithoutDefinitionStaysText() {
        #expect(document("Missing[^nope].\n").html() == "<p>Missing[^nope].</p>\n")
    }

    @Test func numbersByFirstReferenceAndBacklinksEveryReference() {
        let html = document("A[^second] B[^first] C[^second]\n\n[^first]: F\n[^second]: S\n[^unused]: U\n").html()
        #expect(html.contains("<a href=\"#fn-second\" id=\"fnref-second\" data-footnote-ref>1</a>"))
        #expect(html.contains("<a href=\"#fn-first\" id=\"fnref-first\" data-footnote-ref>2</a>"))
        #expect(html.contains("<a href=\"#fn-second\" id=\"fnref-second-2\" data-footnote-ref>1</a>"))
        #expect(html.contains("<li id=\"fn-second\">\n<p>S <a href=\"#fnref-second\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a> <a href=\"#fnref-second-2\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩<sup class=\"footnote-ref\">2</sup></a></p>\n</li>\n<li id=\"fn-first\">"))
        #expect(!html.contains("unused"))
        #expect(!html.contains(">U"))
    }

    @Test func definitionsHoldBlocksIndentedFourColumns() {
        let html = document("X[^b]\n\n[^b]: First\n\n    > quoted\n\n        code\n\nNot in the note.\n").html()
        #expect(html.hasPrefix("<p>X<sup"))
        #expect(html.contains("<p>Not in the note.</p>\n<section"))
        #expect(html.contains("<li id=\"fn-b\">\n<p>First</p>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n<pre><code>code\n</code></pre>\n<a href=\"#fnref-b\""))
    }

    @Test func linksInFootnotesAreRealNodesWithSourcePositions() {
        let source = "Body[^n] [top](t.md)\n\n[^n]: See [there](there.md) and\n    [ref][r] too.\n\n[r]: r.md\n"
        let doc = document(source)
        let links = doc.nodes { $0.type == CMARK_NODE_LINK }
        #expect(links.map(\.url) == ["t.md", "there.md", "r.md"])
        #expect(links.map(\.startLine) == [1, 3, 4])
        #expect(links[0...1].map(\.startColumn) == [10, 11])
        links[1].url = "../there/"
        #expect(doc.html().contains("<p>See <a href=\"../there/\">there</a> and\n<a href=\"r.md\">ref</a> too."))
    }

    @Test func definitionsInsideFencedCodeStayCode() {
        #expect(document("```\n[^x]: not a note\n```\n").html() == "<pre><code>[^x]: not a note\n</code></pre>\n")
    }

    @Test func hostileLabelsAreEscapedInHrefsAndIDs() {
        let html = document("Hi[^\"><b>x</b>]\n\n[^\"><b>x</b>]: pwned\n", rawHTML: true).html()
        #expect(html.contains("<a href=\"#fn-%22%3E%3Cb%3Ex%3C/b%3E\" id=\"fnref-%22%3E%3Cb%3Ex%3C/b%3E\" data-footnote-ref>1</a>"))
        #expect(!html.contains("<b>"))
    }

    @Test func fragmentIDsListEveryFootnoteID() {
        let doc = document("# Notes\n\nA[^a] B[^a]\n\n[^a]: x\n")
        #expect(doc.fragmentIDs == ["notes", "fn-a", "fnref-a", "fnref-a-2"])
    }

    @Test func safeModeAppliesInsideFootnotes() {
        let html = document("A[^a]\n\n[^a]: <i>x</i> [l](javascript:alert(1))\n").html()
        #expect(html.contains("<p><!-- raw HTML omitted -->x<!-- raw HTML omitted --> <a href=\"\">l</a> <a href=\"#fnref-a\""))
    }

    @Test func definitionsInsideBlockQuotesAreFoundWithTheirLinksInPlace() {
        let source = "> Quoted[^q].\n>\n> [^q]: See [a](a.md),\n>     then [b](b.md).\n\nAfter.\n"
        let document = document(source)
        let html = document.html()
        #expect(html.hasPrefix("<blockquote>\n<p>Quoted<sup class=\"footnote-ref\"><a href=\"#fn-q\" id=\"fnref-q\" data-footnote-ref>1</a></sup>.</p>\n</blockquote>\n<p>After.</p>"))
        #expect(html.contains("<li id=\"fn-q\">\n<p>See <a href=\"a.md\">a</a>,\nthen <a href=\"b.md\">b</a>."))
        let links = document.nodes { $0.isLinkOrImage }
        #expect(links.map(\.startLine) == [3, 4])
        #expect(links.map(\.startColumn) == [13, 12])
    }
}
