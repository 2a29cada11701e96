import Testing
@testable import VitrineMarkdown

@Suite struct BlockAdmonitionTests {
    func html(_ source: String, _ options: MarkdownOptions = MarkdownOptions(headingAnchors: false)) -> String {
        MarkdownDocument(parsing: source, options: options).html()
    }

    @Test func aTipAsFastAPIWritesIt() {
        let source = "Before.\n/// tip\n\nA [link](#x) and *more*.\n\n```python\n///\n```\n\n///\n\nAfter.\n"
        #expect(html(source) == """
            <p>Before.</p>
            <div class="markdown-alert markdown-alert-tip admonition">
            <p class="markdown-alert-title">Tip</p>
            <p>A <a href="#x">link</a> and <em>more</em>.</p>
            <pre><code class="language-python">///
            </code></pre>
            </div>
            <p>After.</p>

            """)
    }

    @Test(arguments: [("/// warning | Mind <this>\nx\n///\n", "warning", "Mind &lt;this&gt;"), ("/// danger\nx\n///\n", "caution", "Danger"),
                      ("/// note |\nx\n///\n", "note", "Note"), ("/// info\nx\n///\n", "note", "Info"),
                      ("/// admonition | Heads up\n    type: important\n\nx\n///\n", "important", "Heads up"),
                      ("/// admonition\n    type: hint\nx\n///\n", "tip", "Hint"),
                      // VitePress' components in a title keep their text; a lowercase tag stays as written.
                      ("::: warning WARNING <Version>3.2.0</Version>\nx\n:::\n", "warning", "WARNING 3.2.0"),
                      ("::: tip New <Badge type=\"tip\" text=\"beta\" /> <b>now</b>\nx\n:::\n", "tip", "New &lt;b&gt;now&lt;/b&gt;")])
    func typesTitlesAndOptions(source: String, kind: String, title: String) {
        #expect(html(source) == """
            <div class="markdown-alert markdown-alert-\(kind) admonition">
            <p class="markdown-alert-title">\(title)</p>
            <p>x</p>
            </div>

            """)
    }

    @Test func detailsFoldAndOpen() {
        #expect(html("/// details | 🌐 More\n\nx\n///\n") == """
            <details class="markdown-alert markdown-alert-note admonition">
            <summary class="markdown-alert-title">🌐 More</summary>
            <p>x</p>
            </details>

            """)
        #expect(html("/// details | Why\n    type: warning\n    open: True\nx\n///\n").hasPrefix(
            "<details class=\"markdown-alert markdown-alert-warning admonition\" open>\n<summary class=\"markdown-alert-title\">Why</summary>\n<p>x</p>"))
    }

    @Test func titlesReadTheirCodeEmphasisAndLinksButNoTags() {
        #expect(html("/// details | Using `pip` & *more*\nx\n///\n").contains("<summary class=\"markdown-alert-title\">Using <code>pip</code> &amp; <em>more</em></summary>"))
        #expect(html("!!! tip \"A __bold__ tip\"\n    x\n").contains("<p class=\"markdown-alert-title\">A <strong>bold</strong> tip</p>"))
        // A title with a link is read into the page's tree, so the site rewrites and checks its link.
        #expect(html("/// note | `a` [link](x.md)\nx\n///\n").contains("<p class=\"markdown-alert-title\"><code>a</code> <a href=\"x.md\">link</a></p>\n<p>x</p>"))
        #expect(html("/// note | `<b>`\nx\n///\n").contains("<p class=\"markdown-alert-title\">`&lt;b&gt;`</p>"))
        #expect(html("/// note | - *item*\nx\n///\n").contains("<p class=\"markdown-alert-title\">- *item*</p>"))
    }

    @Test func blocksNestAndAnOuterFenceClosesWhatIsOpenInside() {
        let nested = "//// note | Outer\nOut.\n\n/// tip | Inner\nIn.\n///\n\nOut again.\n////\nAfter.\n"
        #expect(html(nested) == """
            <div class="markdown-alert markdown-alert-note admonition">
            <p class="markdown-alert-title">Outer</p>
            <p>Out.</p>
            <div class="markdown-alert markdown-alert-tip admonition">
            <p class="markdown-alert-title">Inner</p>
            <p>In.</p>
            </div>
            <p>Out again.</p>
            </div>
            <p>After.</p>

            """)
        #expect(html("//// note\n/// tip\nIn.\n////\nAfter.\n").hasSuffix("<p>In.</p>\n</div>\n</div>\n<p>After.</p>\n"))
    }

    @Test func anUnclosedBlockRunsToTheEndAndAnEmptyOneKeepsItsTitle() {
        #expect(html("/// note\nx\n\ny\n") == "<div class=\"markdown-alert markdown-alert-note admonition\">\n<p class=\"markdown-alert-title\">Note</p>\n<p>x</p>\n<p>y</p>\n</div>\n")
        #expect(html("a\n\n/// tip\n///\n\nb\n") == "<p>a</p>\n<div class=\"markdown-alert markdown-alert-tip admonition\">\n<p class=\"markdown-alert-title\">Tip</p>\n</div>\n<p>b</p>\n")
    }

    @Test func anIndentedAdmonitionInsideABlockIsRead() {
        #expect(html("/// details | Outer\n!!! warning\n    Inside.\n///\n").contains(
            "<summary class=\"markdown-alert-title\">Outer</summary>\n<div class=\"markdown-alert markdown-alert-warning admonition\">\n<p class=\"markdown-alert-title\">Warning</p>\n<p>Inside.</p>\n</div>\n</details>"))
    }

    @Test(arguments: ["/// html | div\nx\n///\n", "///tip\nx\n///\n", "```\n/// tip\nx\n///\n```\n", "x /// tip\n", "// tip\nx\n//\n"])
    func otherLinesStayAsTheyAre(source: String) {
        #expect(!html(source).contains("admonition"))
        #expect(html(source).contains("//"))
    }

    @Test func anUnknownBlockKeepsItsOwnClosingFence() {
        // The unknown block's `///` closes it, not the note around it.
        #expect(html("//// note\n/// html | A\nx\n///\n\ny\n////\n").hasSuffix("<p>/// html | A\nx\n///</p>\n<p>y</p>\n</div>\n"))
    }

    @Test func aLinkInsideKeepsItsLineAndColumn() {
        let document = MarkdownDocument(parsing: "# T\n\n/// note | N\n    type: tip\n\nSee [it](b.md).\n///\n", options: MarkdownOptions())
        let links = document.nodes { $0.isLinkOrImage }
        #expect(links.map(\.startLine) == [6])
        #expect(links.map(\.startColumn) == [5])
    }

    @Test func strictCommonMarkHasNoBlocks() {
        #expect(html("/// note\nx\n///\n", MarkdownOptions(flavor: .commonmark)) == "<p>/// note\nx\n///</p>\n")
    }

    /// mkdocstrings' directives are a plugin's: they stay text and are counted, not taken for containers.
    @Test func pluginDirectivesStayTextAndAreCounted() {
        let source = "# API\n\n::: pkg.module.Thing\n    options:\n      show_root_heading: true\n\n```md\n::: pkg.other\n```\n\n::: tip A tip\nx\n:::\n"
        let document = MarkdownDocument(parsing: source, options: MarkdownOptions(headingAnchors: false))
        #expect(document.pluginDirectives.map(\.line) == [3] && document.pluginDirectives.map(\.name) == ["pkg.module.Thing"])
        #expect(document.html().contains("<p>::: pkg.module.Thing") && document.html().contains("markdown-alert-tip"))
        #expect(document.unknownContainers.isEmpty)
    }
}
