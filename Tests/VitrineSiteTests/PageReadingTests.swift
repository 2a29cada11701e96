import Testing
import VitrineMarkdown
import VitrineSearch
@testable import VitrineSite

/// A page's search text is read from its Markdown tree, not from the HTML written from it: what the tree
/// gives must be what a reader of that HTML reads.
@Suite struct PageReadingTests {
    static let everyExtension = """
        # Title of the page

        Text with *emphasis*, **strong**, `code "quoted" \\ slash`, a [link](https://example.org/) and
        a soft break, then an ![image alt](pic.png) in the middle.\\
        After a hard break.

        ## Lists and tasks

        - [x] done item
        - [ ] open item

        1. loose

        2. [ ] loose task

        ### Table

        | Name | Value |
        |------|------:|
        | one  | `1`   |
        | two  | **2** |

        > [!NOTE]
        > An alert's body.

        > [!TIP] Own title
        > Body with a footnote[^a] and again[^a] and another[^b].

        [^a]: The first note.
        [^b]: The second note, with *emphasis*.

        !!! warning "Careful *now*"
            Admonition body.

        ??? info
            Collapsed body.

        === "First tab"
            One.

        === "Second tab"
            Two.

        Term
        : Its definition.

        ~~struck~~ and ==marked== and ++ctrl+alt+del++ and H~2~O.

        *[HTML]: Hyper Text Markup Language

        HTML is an abbreviation.

        ```swift title="main.swift"
        let x = "y"
        ```

        ```
        plain   code
        ```

        #### A fourth-level heading

        <div class="raw"><p>Raw <b>HTML</b> text &amp; entities</p>
        <svg><text>not read</text></svg>
        <script>var notRead = 1;</script>
        </div>

        Inline <span>raw</span> and <kbd>kbd</kbd>.

        <h2 id="raw-heading">A raw heading</h2>

        After the raw heading.

        ***

        A paragraph with attributes.
        {: .lead }

        [An attributed link](https://example.org/){: .button }
        """

    static func options() -> MarkdownOptions {
        var options = MarkdownOptions(rawHTML: true)
        options.pyMdownInlines = [.mark, .keys, .tilde, .caret]
        options.abbreviations = true
        options.math = false
        options.filtersTags = false
        return options
    }

    static func readable(_ sections: [PageSection]) -> [String] {
        sections.map { [$0.id, $0.heading, $0.text].map { String(decoding: $0, as: UTF8.self) }.joined(separator: " | ") }
    }

    @Test func theTreeReadsAsItsHTMLDoesForEveryExtension() {
        let document = MarkdownDocument(parsing: Self.everyExtension, options: Self.options())
        let html = document.html()
        let fromTree = Self.readable(PageReading.sections(of: document))
        // One difference, on purpose: the HTML's reader drops the anchor's `#` in `h2` and `h3` only, and reads
        // "heading#" for the fourth level; the tree has no anchor text at any level.
        #expect(html.contains("heading<a class=\"anchor\""))
        #expect(fromTree == Self.readable(PageTextBuilder.sections(ofHTML: html)).map { String($0.split(separator: "#", omittingEmptySubsequences: false).joined()) })
        // The reading holds what the extensions write, not only the author's words.
        let all = fromTree.joined(separator: "\n")
        for expected in ["Careful now Admonition body", "Info Collapsed body", "First tab One", "↩ ↩2", "Ctrl+Alt+Del", "Name Value one 1 two 2", "let x = \\\"y\\\"", "Raw HTML text & entities"] {
            #expect(all.contains(expected), "\(expected)")
        }
        for leftOut in ["Title of the page", "image alt", "not read", "notRead", "#"] {
            #expect(!all.contains(leftOut), "\(leftOut)")
        }
        #expect(fromTree.contains { $0.hasPrefix("raw-heading | A raw heading | After the raw heading.") })
    }

    @Test func strictCommonMarkHeadingsStartSectionsWithoutIDs() {
        let document = MarkdownDocument(parsing: "Intro.\n\n## First\n\nOne.\n\n### Second\n\nTwo.\n", options: MarkdownOptions(flavor: .commonmark, headingAnchors: false))
        let sections = Self.readable(PageReading.sections(of: document))
        #expect(sections == [" |  | Intro.", " | First | One.", " | Second | Two."])
        #expect(sections == Self.readable(PageTextBuilder.sections(ofHTML: document.html())))
    }

    @Test func safeModeReadsNoRawHTML() {
        let document = MarkdownDocument(parsing: "<p>hidden words</p>\n\nShown <b>bold</b> words.\n", options: MarkdownOptions())
        let sections = Self.readable(PageReading.sections(of: document))
        #expect(sections == [" |  | Shown bold words."])
        #expect(sections == Self.readable(PageTextBuilder.sections(ofHTML: document.html())))
    }

    @Test func aFormulaReadsAsItsTeX() {
        var options = MarkdownOptions()
        options.math = true
        let document = MarkdownDocument(parsing: "The mean $\\bar{x}$ here.\n\n$$\n\\frac{1}{2}\n$$\n", options: options)
        #expect(document.html().contains("<math"))
        #expect(Self.readable(PageReading.sections(of: document)) == [" |  | The mean \\\\bar{x} here. \\\\frac{1}{2}"])
    }

    @Test func anIncludedDocumentIsReadInItsPlace() {
        let page = MarkdownDocument(parsing: "Before.\n\nPLACE\n\nAfter.\n", options: MarkdownOptions())
        let included = MarkdownDocument(parsing: "## Included heading\n\nIncluded *text*.\n", options: MarkdownOptions())
        let place = page.nodes { $0.loneParagraphText == "PLACE" }
        #expect(place.count == 1)
        page.replace(place[0], withHTMLBlock: included.html(), reading: .document(included))
        let sections = Self.readable(PageReading.sections(of: page))
        #expect(sections == [" |  | Before.", "included-heading | Included heading | Included text. After."])
        #expect(sections == Self.readable(PageTextBuilder.sections(ofHTML: page.html())))
    }

    @Test func rawHTMLLeftOpenInOneBlockIsSkippedUntilItCloses() {
        // A blank line ends cmark's HTML block: the script's body and its close come in later blocks.
        let markdown = "Before.\n\n<script>\nvar a = 1;\n\nvar hidden = 2;\n</script>\n\nAfter.\n"
        var options = MarkdownOptions(rawHTML: true)
        options.filtersTags = false
        let document = MarkdownDocument(parsing: markdown, options: options)
        #expect(Self.readable(PageReading.sections(of: document)) == [" |  | Before. After."])
    }
}
