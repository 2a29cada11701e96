import Testing

@testable import VitrineMarkdown

/// `## Title {#id .class}` as Hugo, kramdown and MkDocs' attr_list read it.
@Suite struct HeadingAttributeTests {
    static func heads(_ source: String) -> [String] {
        MarkdownDocument(parsing: source, options: MarkdownOptions()).html().split(separator: "\n")
            .map { String($0.replacing(/<a class="anchor"[^>]*>#<\/a>/, with: "")) }
    }

    @Test func theThreeSpellingsGiveTheIDAndLeaveTheText() {
        #expect(Self.heads("## Settings {#settings-asciidoc}\n## Title { #custom_anchor .wide .note }\n### Kramdown {: #kd}\n") == [
            "<h2 id=\"settings-asciidoc\">Settings</h2>",
            "<h2 id=\"custom_anchor\" class=\"wide note\">Title</h2>",
            "<h3 id=\"kd\">Kramdown</h3>",
        ])
    }

    /// Generated ids keep out of the way of given ones, even of those given further down the page.
    @Test func givenIDsComeFirstAndRepeatsAreNumbered() {
        let document = MarkdownDocument(parsing: "## Setup\n## Other {#setup}\n## Again {#setup}\n", options: MarkdownOptions())
        #expect(document.headings.map(\.id) == ["setup-1", "setup", "setup-2"])
        #expect(document.headings.map(\.text) == ["Setup", "Other", "Again"])
        #expect(document.fragmentIDs == ["setup", "setup-1", "setup-2"])
    }

    /// Split by cmark at `_`, after inline code, set-ext headings: still one list.
    @Test func listsAfterInlinesAndInSetextHeadings() {
        #expect(Self.heads("## Code `x` and *y* {#my_id_here}\n\nTitle {#setext}\n===\n") == [
            "<h2 id=\"my_id_here\">Code <code>x</code> and <em>y</em></h2>",
            "<h1 id=\"setext\">Title</h1>",
        ])
    }

    @Test func idValuesAndDataAttributesAsMkDocsMaterialWritesThem() {
        #expect(Self.heads("### 9.7.0 { id=\"9.7.0\" }\n## Blocks { #blocks data-toc-label=\"Overriding blocks\" }\n## Q {id='q' .x}\n") == [
            "<h3 id=\"9.7.0\">9.7.0</h3>",
            "<h2 id=\"blocks\">Blocks</h2>",
            "<h2 id=\"q\" class=\"x\">Q</h2>",
        ])
    }

    /// Anything but an id and classes is not a list: it stays text, and no attribute of the author's own
    /// reaches the page in safe mode.
    @Test(arguments: ["{onclick=alert(1)}", "{#a\"b}", "{#}", "{ }", "{#a #b}", "{.x style=color:red}", "{id=\"a b\"}", "{#a data-x=\"open}",
                      "{#a data=\"1\"}", "{id=\"x\"y}"])
    func otherBracesStayText(list: String) {
        let html = MarkdownDocument(parsing: "## Title \(list)\n", options: MarkdownOptions()).html()
        #expect(html.contains("Title \(list.replacing("\"", with: "&quot;"))"), "\(html)")
        // The heading's tag holds its generated id and nothing else.
        let tag = html.prefix { $0 != ">" }
        #expect(tag.hasPrefix("<h2 id=\"title-") && tag.split(separator: "=").count == 2, "\(tag)")
    }

    @Test func aHeadingOfOnlyAListAndStrictCommonMarkAreLeftAlone() {
        #expect(Self.heads("## {#only}\n") == ["<h2 id=\"only\">{#only}</h2>"])
        let strict = MarkdownDocument(parsing: "## Settings {#s}\n", options: MarkdownOptions(flavor: .commonmark, headingAnchors: false))
        #expect(strict.html() == "<h2>Settings {#s}</h2>\n")
    }
}
