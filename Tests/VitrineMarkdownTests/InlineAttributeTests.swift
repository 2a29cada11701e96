import Testing

@testable import VitrineMarkdown

/// MkDocs' `attr_list` after links and images and under a paragraph, as MkDocs Material's docs write them.
@Suite struct InlineAttributeTests {
    static func html(_ source: String, _ options: MarkdownOptions = MarkdownOptions()) -> String {
        MarkdownDocument(parsing: source, options: options).html()
    }

    @Test func buttonsAndLinkTargets() {
        #expect(Self.html("[Get started](start.md){ .md-button .md-button--primary } and [x](y \"Why\"){ target=_blank rel=noopener }.\n") ==
            "<p><a href=\"start.md\" class=\"md-button md-button--primary\">Get started</a> and "
            + "<a href=\"y\" title=\"Why\" target=\"_blank\" rel=\"noopener\">x</a>.</p>\n")
    }

    /// The image keeps cmark's `alt` (the plain text of its description) and gains the attributes.
    @Test func imageSizesLoadingAndAlignment() {
        #expect(Self.html("![Logo *big* `v2`](logo.png){ width=\"300\" loading=lazy align=left }\n") ==
            "<p><img src=\"logo.png\" alt=\"Logo big v2\" width=\"300\" loading=\"lazy\" align=\"left\" /></p>\n")
        // Inline HTML and line breaks in the description read into `alt` as cmark reads them.
        let description = "![a <b>bold</b>\nline](i.png)"
        #expect(Self.html(description + "{ .c }\n") == Self.html(description + "\n").replacing(" />", with: " class=\"c\" />"))
    }

    /// Text after the list stays, and an id joins the page's fragments for the link check.
    /// A style is the author's to set where their page keeps raw HTML, as a tag of their own could; never otherwise.
    @Test func aStyleIsSetOnlyWhereRawHTMLIsKept() {
        let source = "![Setup](shot.png){: style=\"width: 500px;\" }\n"
        #expect(Self.html(source, MarkdownOptions(rawHTML: true)) == "<p><img src=\"shot.png\" alt=\"Setup\" style=\"width: 500px;\" /></p>\n")
        #expect(!Self.html(source).contains("style=\"width"))
    }

    @Test func kramdownSpellingAnIDAndTheRestOfTheLine() {
        let document = MarkdownDocument(parsing: "See [this](b){: #here .c}, then more.\n", options: MarkdownOptions())
        #expect(document.html() == "<p>See <a href=\"b\" id=\"here\" class=\"c\">this</a>, then more.</p>\n")
        #expect(document.fragmentIDs.contains("here"))
    }

    @Test func aParagraphsOwnLastLine() {
        #expect(Self.html("Lorem ipsum (1) dolor.\n{ .annotate }\n\nNext\n") == "<p class=\"annotate\">Lorem ipsum (1) dolor.</p>\n<p>Next</p>\n")
    }

    /// Data attributes are for Material's own scripts: read, and left out.
    @Test func dataAttributesAloneAreReadAndLeftOut() {
        #expect(Self.html("[Preview](#x){ data-preview }\n") == "<p><a href=\"#x\">Preview</a></p>\n")
    }

    /// Anything that would let the text choose script or style, a list apart from its link, a list in a tight
    /// list item (whose paragraph has no `<p>` to carry it) and strict CommonMark stay text.
    @Test(arguments: [
        "[a](z){ onclick=alert(1) }", "[a](z){ style=\"color:red\" }", "[a](z) { .x }", "[a](z){ .x", "[a](z){ #a\"b }",
        "![a](z){ srcset=evil.png }", "Text\n{ .x } more", "- item\n  { .x }",
    ])
    func otherBracesStayText(source: String) {
        let html = Self.html(source + "\n")
        #expect(html.contains("{"), "\(html)")
        #expect(!html.contains("onclick=\"") && !html.contains("style=\"") && !html.contains("class=\"x\""), "\(html)")
    }

    @Test func strictCommonMarkLeavesListsAsText() {
        #expect(Self.html("[a](z){ .x }\n", MarkdownOptions(flavor: .commonmark)) == "<p><a href=\"z\">a</a>{ .x }</p>\n")
    }

    /// Safe mode drops a script URL from a link given attributes, as cmark drops it from any other; attribute
    /// values are escaped.
    @Test func safeModeAndEscaping() {
        #expect(Self.html("[a](javascript:alert(1)){ .x }\n") == "<p><a href=\"\" class=\"x\">a</a></p>\n")
        #expect(Self.html("![a](data:image/png;base64,AA){ .x }\n") == "<p><img src=\"data:image/png;base64,AA\" alt=\"a\" class=\"x\" /></p>\n")
        #expect(Self.html("[a](javascript:alert(1)){ .x }\n", MarkdownOptions(rawHTML: true)) ==
            "<p><a href=\"javascript:alert(1)\" class=\"x\">a</a></p>\n")
        #expect(Self.html("[a](<x y>){ target=\"a&b\" }\n").contains("href=\"x%20y\" target=\"a&amp;b\""))
    }

    /// The site rewrites a link's URL after parsing: the printed tag must carry the rewritten one.
    @Test func theTagCarriesTheURLAsItIsWhenRendered() {
        let document = MarkdownDocument(parsing: "[a](page.md){ .md-button }\n", options: MarkdownOptions())
        for node in document.nodes(where: \.isLinkOrImage) { node.url = "../page/" }
        #expect(document.html() == "<p><a href=\"../page/\" class=\"md-button\">a</a></p>\n")
    }

    @Test func emphasisAndCodeTakeAnIdOrClasses() {
        let document = MarkdownDocument(parsing: "*   **`locale`**{ #mkdocs-locale }: the locale, *here*{ .note } and `x`{ #code-x }.\n", options: MarkdownOptions())
        #expect(document.html() == "<ul>\n<li><strong id=\"mkdocs-locale\"><code>locale</code></strong>: the locale, <em class=\"note\">here</em> and <code id=\"code-x\">x</code>.</li>\n</ul>\n")
        #expect(document.fragmentIDs.contains("mkdocs-locale") && document.fragmentIDs.contains("code-x"))
    }
}
