import Testing
@testable import VitrineMarkdown

@Suite struct AdmonitionTests {
    func html(_ source: String, _ options: MarkdownOptions = MarkdownOptions()) -> String {
        MarkdownDocument(parsing: source, options: options).html()
    }

    /// Python-Markdown's list items hold their blocks four columns in, whatever the marker.
    @Test func inAListItemFourColumnsIn() {
        let source = """
            * **After** validators run after.
            {#after}

                !!! tip
                    A tip in a list.

                === "Annotated"

                    Body one.

            1. Second

                ??? example "More"
                    Hidden.

                    !!! note
                        Nested.

                Text after.

                !!! tip
            Not a body: a lazy line.

            Indented code stays code:

                !!! tip
                    x

            """
        let page = html(source, MarkdownOptions(headingAnchors: false))
        #expect(page.contains("<li>\n<p id=\"after\"><strong>After</strong> validators run after.</p>\n<div class=\"markdown-alert markdown-alert-tip admonition\">"))
        #expect(page.contains("<p>A tip in a list.</p>") && page.contains("<p>Body one.</p>") && page.contains("class=\"tabbed-set"))
        #expect(page.contains("<summary class=\"markdown-alert-title\">More</summary>") && page.contains("<p>Nested.</p>") && page.contains("<p>Text after.</p>"))
        #expect(page.contains("<pre><code>!!! tip\n    x\n</code></pre>"))
        #expect(!page.contains("<pre><code>A tip") && !page.contains("=== &quot;"))
    }

    /// Python-Markdown draws a title with no body as a box of its own, and the line after it, less indented
    /// than a body, as the paragraph after the box.
    @Test func aTitleRightAboveAnUnindentedLineIsABoxAlone() {
        let page = html("!!! warning\nEach label value is a series.\n\nMore.\n", MarkdownOptions(headingAnchors: false))
        #expect(page == """
            <div class="markdown-alert markdown-alert-warning admonition">
            <p class="markdown-alert-title">Warning</p>
            </div>
            <p>Each label value is a series.</p>
            <p>More.</p>

            """)
    }

    /// After a nested list ends, an admonition at its item's content column is the item's (checked with MkDocs 1.6).
    @Test func anAdmonitionAfterANestedListIsItsItems() {
        let source = "1. Create a file:\n\n    Where:\n\n    - `name` is its name.\n    - `cluster` is the cluster.\n\n    !!! note\n        Not both at once.\n\n1. Apply it.\n"
        let page = html(source, MarkdownOptions(headingAnchors: false))
        #expect(page.contains("<div class=\"markdown-alert markdown-alert-note admonition\">\n<p class=\"markdown-alert-title\">Note</p>\n<p>Not both at once.</p>\n</div>\n</li>"), "\(page)")
        #expect(!page.contains("!!!"))
    }

    @Test func anAdmonitionAsMkDocsWritesIt() {
        let source = "!!! note \"Read <this>\"\n    A [link](#x).\n\n    ```swift\n    let a = 1\n    ```\n\n    - one\n\nAfter.\n"
        #expect(html(source, MarkdownOptions(headingAnchors: false)) == """
            <div class="markdown-alert markdown-alert-note admonition">
            <p class="markdown-alert-title">Read &lt;this&gt;</p>
            <p>A <a href="#x">link</a>.</p>
            <pre><code class="language-swift">let a = 1
            </code></pre>
            <ul>
            <li>one</li>
            </ul>
            </div>
            <p>After.</p>

            """)
    }

    @Test(arguments: [("!!! warning\n    x\n", "warning", "Warning"), ("!!! danger\n    x\n", "caution", "Danger"),
                      ("!!! hint\n    x\n", "tip", "Hint"), ("!!! abstract\n    x\n", "note", "Abstract"),
                      ("!!! important \"Mind\"\n    x\n", "important", "Mind")])
    func typesTakeTheNearestAlertColourAndATitle(source: String, kind: String, title: String) {
        #expect(html(source).hasPrefix("<div class=\"markdown-alert markdown-alert-\(kind) admonition\">\n<p class=\"markdown-alert-title\">\(title)</p>\n<p>x</p>"))
    }

    @Test func theSpaceAfterTheMarksIsOptionalAsPythonMarkdownReadsIt() {
        #expect(html("!!!note\n    x\n") == html("!!! note\n    x\n"))
    }

    @Test func anEmptyTitleLeavesTheTitleOut() {
        #expect(html("!!! tip \"\"\n    x\n") == "<div class=\"markdown-alert markdown-alert-tip admonition\">\n<p>x</p>\n</div>\n")
    }

    @Test func collapsibleOnesAreDetails() {
        #expect(html("??? tip \"More\"\n    x\n").hasPrefix("<details class=\"markdown-alert markdown-alert-tip admonition\">\n<summary class=\"markdown-alert-title\">More</summary>\n<p>x</p>\n</details>"))
        #expect(html("???+ bug\n    x\n").hasPrefix("<details class=\"markdown-alert markdown-alert-caution admonition\" open>\n<summary class=\"markdown-alert-title\">Bug</summary>"))
    }

    @Test(arguments: ["```\n!!! note\n    in code\n```\n", "!!!\n    x\n", "- !!! note\n      x\n", "!!! note \"open\n    x\n"])
    func otherLinesStayAsTheyAre(source: String) {
        #expect(!html(source).contains("admonition"))
    }

    @Test func admonitionsNest() {
        #expect(html("!!! note \"Outer\"\n    Out.\n\n    !!! tip \"Inner\"\n        In.\n\n    Out again.\n") == """
            <div class="markdown-alert markdown-alert-note admonition">
            <p class="markdown-alert-title">Outer</p>
            <p>Out.</p>
            <div class="markdown-alert markdown-alert-tip admonition">
            <p class="markdown-alert-title">Inner</p>
            <p>In.</p>
            </div>
            <p>Out again.</p>
            </div>

            """)
    }

    @Test func strictCommonMarkHasNoAdmonitions() {
        #expect(html("!!! note\n    x\n", MarkdownOptions(flavor: .commonmark)) == "<p>!!! note\nx</p>\n")
    }
}
