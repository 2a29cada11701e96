import Testing
@testable import VitrineMarkdown

@Suite struct DefinitionListTests {
    func html(_ source: String, _ options: MarkdownOptions = MarkdownOptions()) -> String {
        MarkdownDocument(parsing: source, options: options).html()
    }

    @Test func aTermAndItsDefinitionAsHugoWritesThem() {
        #expect(html("`baseURL`\n: (`string`) The site's [address](#baseurl).\n  On two lines.\n") == """
            <dl>
            <dt id="baseurl">
            <code>baseURL</code>
            </dt>
            <dd>
            (<code>string</code>) The site's <a href="#baseurl">address</a>.
            On two lines.
            </dd>
            </dl>

            """)
    }

    @Test func severalTermsDefinitionsAndGroupsMakeOneList() {
        let source = "One\nTwo\n: Shared.\n: Second meaning.\n\nThree\n: Third.\n\nLoose\n\n: Its own paragraph.\n"
        let output = html(source)
        #expect(output.ranges(of: "<dl>").count == 1)
        #expect(output.ranges(of: "<dt id=").count == 4 && output.ranges(of: "<dd>").count == 4)
        #expect(output.contains("<dt id=\"three\">\nThree\n</dt>\n<dd>\nThird.\n</dd>"))
        #expect(output.contains("<dd>\n<p>Its own paragraph.</p>\n</dd>\n</dl>"))
    }

    @Test func termIDsComeAfterHeadingsAndAreFragmentTargets() {
        let document = MarkdownDocument(parsing: "# Title\n\nTitle\n: A term named as the heading.\n", options: MarkdownOptions())
        #expect(document.html().contains("<h1 id=\"title\">") && document.html().contains("<dt id=\"title-1\">"))
        #expect(document.fragmentIDs.isSuperset(of: ["title", "title-1"]))
        let plain = MarkdownDocument(parsing: "Term\n: Definition.\n", options: MarkdownOptions(headingAnchors: false)).html()
        #expect(plain.contains("<dt>\nTerm\n</dt>"))
    }

    @Test(arguments: ["Ratio 3: 4.\n", ": A colon line with nothing before it.\n", "# Heading\n: not a term\n", "Text\n:no space\n"])
    func otherColonsStayText(source: String) {
        #expect(!html(source).contains("<dl>"))
    }

    @Test func strictCommonMarkHasNoDefinitionLists() {
        #expect(html("Term\n: Definition.\n", MarkdownOptions(flavor: .commonmark)) == "<p>Term\n: Definition.</p>\n")
    }

    @Test func hostileTermTextIsEscaped() {
        let output = html("`<script>alert(1)</script>` \"q\"\n: x\n")
        #expect(!output.contains("<script>") && output.contains("&lt;script&gt;"))
        #expect(output.contains("<dt id=\"scriptalert1script-q\">"))
    }
}
