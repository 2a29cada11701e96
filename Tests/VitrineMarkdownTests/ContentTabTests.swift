import Testing
@testable import VitrineMarkdown

@Suite struct ContentTabTests {
    func html(_ source: String, _ options: MarkdownOptions = MarkdownOptions(headingAnchors: false)) -> String {
        MarkdownDocument(parsing: source, options: options).html()
    }

    @Test func consecutiveTabsAreOneSetAsMaterialWritesThem() {
        let source = "=== \"pip\"\n\n    ```sh\n    pip install x\n    ```\n\n=== \"uv <fast>\"\n    Use *uv*.\n\nAfter.\n"
        #expect(html(source) == """
            <div class="tabbed-set" role="radiogroup" aria-label="Tabs" id="__tabbed_1">
            <input type="radio" name="__tabbed_1" id="__tabbed_1_1" aria-labelledby="__tabbed_1 __tabbed_1_1" checked>
            <label for="__tabbed_1_1">pip</label>
            <div class="tabbed-block">
            <pre><code class="language-sh">pip install x
            </code></pre>
            </div>
            <input type="radio" name="__tabbed_1" id="__tabbed_1_2" aria-labelledby="__tabbed_1 __tabbed_1_2">
            <label for="__tabbed_1_2">uv &lt;fast&gt;</label>
            <div class="tabbed-block">
            <p>Use <em>uv</em>.</p>
            </div>
            </div>
            <p>After.</p>

            """)
    }

    @Test func aPlusTabIsShownFirstAndABangTabStartsASet() {
        let selected = html("=== \"a\"\n    a\n\n===+ \"b\"\n    b\n")
        #expect(selected.contains("__tabbed_1_1\">") && selected.contains("__tabbed_1_2\" checked>"))
        let split = html("=== \"a\"\n    a\n===! \"b\"\n    b\n")
        #expect(split.ranges(of: "<div class=\"tabbed-set\" role=\"radiogroup\" aria-label=\"Tabs\" id=").count == 2)
        #expect(split.contains("name=\"__tabbed_2\" id=\"__tabbed_2_1\" aria-labelledby=\"__tabbed_2 __tabbed_2_1\" checked"))
    }

    @Test func tabsHoldAdmonitionsAndOtherTabsAndSetsAreNumberedInOrder() {
        let nested = html("=== \"Outer\"\n    !!! tip\n        In a tab.\n\n    === \"Inner\"\n        Deep.\n")
        #expect(nested.contains("<label for=\"__tabbed_1_1\">Outer</label>\n<div class=\"tabbed-block\">\n<div class=\"markdown-alert markdown-alert-tip admonition\">"))
        #expect(nested.contains("<label for=\"__tabbed_2_1\">Inner</label>\n<div class=\"tabbed-block\">\n<p>Deep.</p>"))
    }

    @Test func anAdmonitionRightUnderAnotherIsASecondBox() {
        #expect(html("!!! note\n    one\n!!! tip\n    two\n") == """
            <div class="markdown-alert markdown-alert-note admonition">
            <p class="markdown-alert-title">Note</p>
            <p>one</p>
            </div>
            <div class="markdown-alert markdown-alert-tip admonition">
            <p class="markdown-alert-title">Tip</p>
            <p>two</p>
            </div>

            """)
    }

    @Test(arguments: ["Title\n===\n", "=== pip\n    x\n", "===\"pip\"\n    x\n", "=== \"pip\"\nnot indented\n", "```\n=== \"a\"\n    x\n```\n"])
    func otherLinesStayAsTheyAre(source: String) {
        #expect(!html(source).contains("tabbed"))
    }

    @Test func aLinkInATabKeepsItsLineAndColumn() {
        let document = MarkdownDocument(parsing: "# T\n\n=== \"a\"\n    x\n=== \"b\"\n    See [it](b.md).\n", options: MarkdownOptions())
        let links = document.nodes { $0.isLinkOrImage }
        #expect(links.map(\.startLine) == [6])
        #expect(links.map(\.startColumn) == [9])
    }
}
