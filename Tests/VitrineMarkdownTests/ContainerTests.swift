import Testing
@testable import VitrineMarkdown

/// The `:::` containers of VitePress, Docusaurus, Starlight and markdown-it, and titled alerts as Hugo and
/// Obsidian write them.
@Suite struct ContainerTests {
    func html(_ source: String, _ options: MarkdownOptions = MarkdownOptions(headingAnchors: false)) -> String {
        MarkdownDocument(parsing: source, options: options).html()
    }

    @Test(arguments: [
        ("::: tip\nx\n:::\n", "tip", "Tip"), ("::: warning Mind *this*\nx\n:::\n", "warning", "Mind <em>this</em>"),
        (":::danger[Stop]\nx\n:::\n", "caution", "Stop"), (":::note[Heads up]{icon=star}\nx\n:::\n", "note", "Heads up"),
        ("::: info\nx\n:::\n", "note", "Info"), (":::caution Old style title\nx\n:::\n", "warning", "Old style title"),
    ])
    func containersAreAdmonitions(source: String, kind: String, title: String) {
        #expect(html(source) == """
            <div class="markdown-alert markdown-alert-\(kind) admonition">
            <p class="markdown-alert-title">\(title)</p>
            <p>x</p>
            </div>

            """)
    }

    @Test func detailsFoldAndContainersNestWithMoreColons() {
        #expect(html("::: details Click me {open}\nHidden.\n:::\n") == """
            <details class="markdown-alert markdown-alert-note admonition">
            <summary class="markdown-alert-title">Click me</summary>
            <p>Hidden.</p>
            </details>

            """)
        #expect(html("::::tip[Outer]\nA\n\n:::danger[Inner]\nB\n:::\n\nC\n::::\n") == """
            <div class="markdown-alert markdown-alert-tip admonition">
            <p class="markdown-alert-title">Outer</p>
            <p>A</p>
            <div class="markdown-alert markdown-alert-caution admonition">
            <p class="markdown-alert-title">Inner</p>
            <p>B</p>
            </div>
            <p>C</p>
            </div>

            """)
    }

    @Test func consecutiveTabContainersAreOneSetOfTabs() {
        let page = html("::: tab npm\nnpm i\n:::\n::: tab yarn\nyarn add\n:::\n\nAfter.\n")
        #expect(page == """
            <div class="tabbed-set" role="radiogroup" aria-label="Tabs" id="__tabbed_1">
            <input type="radio" name="__tabbed_1" id="__tabbed_1_1" aria-labelledby="__tabbed_1 __tabbed_1_1" checked>
            <label for="__tabbed_1_1">npm</label>
            <div class="tabbed-block">
            <p>npm i</p>
            </div>
            <input type="radio" name="__tabbed_1" id="__tabbed_1_2" aria-labelledby="__tabbed_1 __tabbed_1_2">
            <label for="__tabbed_1_2">yarn</label>
            <div class="tabbed-block">
            <p>yarn add</p>
            </div>
            </div>
            <p>After.</p>

            """)
        // After a set of `===` tabs, the next set's ids go on counting.
        #expect(html("=== \"A\"\n\n    a\n\n::: tab B\nb\n:::\n").contains("id=\"__tabbed_2_1\""))
    }

    @Test func unknownContainersKeepTheirBodyAndAreCounted() {
        let document = MarkdownDocument(parsing: "Intro.\n\n::: warp-drive\n`{{ x }}`\n:::\n\n::: v-pre\ny\n:::\n", options: MarkdownOptions(headingAnchors: false))
        #expect(document.html() == "<p>Intro.</p>\n<p><code>{{ x }}</code></p>\n<p>y</p>\n")
        #expect(document.unknownContainers.map(\.line) == [3], "v-pre shows its body as written in VitePress too")
        #expect(document.unknownContainers.map(\.name) == ["warp-drive"])
    }

    @Test func aCodeGroupIsATabPerBlock() {
        let page = html("::: code-group\n```sh [npm]\nnpm i\n```\n```sh [yarn]\nyarn add\n```\n```js\nx\n```\n:::\n")
        #expect(page.contains("<label for=\"__tabbed_1_1\">npm</label>") && page.contains("<label for=\"__tabbed_1_2\">yarn</label>"))
        #expect(page.contains("<label for=\"__tabbed_1_3\">js</label>") && page.contains("<code class=\"language-sh\">yarn add\n</code>"))
        #expect(!page.contains(":::"))
    }

    @Test(arguments: ["```\n::: tip\n```\n", "Text ::: tip\n", ":::\n", "::: \n"])
    func fencesInCodeOrMidLineStayText(source: String) {
        #expect(!html(source).contains("markdown-alert"))
    }

    @Test func alertsTakeATitleOnTheirMarkerLine() {
        #expect(html("> [!WARNING] Mind the *gap*\n> Body.\n") == """
            <div class="markdown-alert markdown-alert-warning">
            <p class="markdown-alert-title">Mind the gap</p>
            <p>Body.</p>
            </div>

            """)
        #expect(html("> [!danger]\n> Body.\n").contains("markdown-alert-caution\">\n<p class=\"markdown-alert-title\">Danger</p>"))
        #expect(html("> [!TIP]- Folded\n> Body.\n").contains("<details class=\"markdown-alert markdown-alert-tip admonition\">\n<summary class=\"markdown-alert-title\">Folded</summary>"))
        #expect(html("> [!TIP]+\n> Body.\n").contains("<details class=\"markdown-alert markdown-alert-tip admonition\" open>"))
    }

    @Test(arguments: [
        (HeadingIDStyle.github, "A - B: c.d", "a---b-cd"), (.mkDocs, "A - B: c.d", "a-b-cd"), (.vitePress, "A - B: c.d", "a-b-c-d"),
        (.mkDocs, "Élément über", "element-uber"), (.vitePress, "Élément über", "element-uber"), (.vitePress, "2. Setup", "_2-setup"),
        (.vitePress, "build.assetsInlineLimit", "build-assetsinlinelimit"), (.github, "build.assetsInlineLimit", "buildassetsinlinelimit"),
        (.zola, "`get_page`", "get-page"), (.zola, "2. Élan vital!", "2-elan-vital"),
    ])
    func headingIDsFollowTheTool(style: HeadingIDStyle, text: String, id: String) {
        var options = MarkdownOptions()
        options.headingIDs = style
        #expect(MarkdownDocument(parsing: "## \(text)\n", options: options).headings.first?.id == id)
    }
}

extension ContainerTests {
    @Test func aContainerInAListItemIsDrawnThere() {
        #expect(html("- Step one\n\n  ::: tip\n  Inside **it**.\n  :::\n\n- Step two\n") == """
            <ul>
            <li>
            <p>Step one</p>
            <div class="markdown-alert markdown-alert-tip admonition">
            <p class="markdown-alert-title">Tip</p>
            <p>Inside <strong>it</strong>.</p>
            </div>
            </li>
            <li>
            <p>Step two</p>
            </li>
            </ul>

            """)
        // Indented four columns with no list above, the fence is code, as cmark reads it.
        #expect(html("Text\n\n    ::: tip\n    x\n    :::\n").contains("<pre><code>::: tip"))
    }
}

extension ContainerTests {
    /// An item's content starts after its marker, so a container may open there (Open WebUI writes `- :::warning`);
    /// under a paragraph, with a `*` or a number for marker, nested, and never out of an indented code block.
    @Test func aContainerOpenedOnAListMarkersLineIsTheItemsContent() {
        let nested = html("- **Revoke**: unshare it.\n    - :::warning\n      Revoking *invalidates* the link.\n      :::\n- Next.\n")
        #expect(nested.contains("""
            <ul>
            <li>
            <div class="markdown-alert markdown-alert-warning admonition">
            <p class="markdown-alert-title">Warning</p>
            <p>Revoking <em>invalidates</em> the link.</p>
            </div>
            </li>
            </ul>
            """), "\(nested)")
        #expect(!nested.contains(":::") && !nested.contains("<hr"), "\(nested)")
        let underParagraph = html("Steps:\n* :::tip Quick\n  Star body.\n  :::\n1. :::danger\n   Ordered body.\n   :::\n")
        #expect(underParagraph.hasPrefix("<p>Steps:</p>\n<ul>\n<li>\n<div class=\"markdown-alert markdown-alert-tip admonition\">\n<p class=\"markdown-alert-title\">Quick</p>"),
                "\(underParagraph)")
        #expect(underParagraph.contains("<ol>\n<li>\n<div class=\"markdown-alert markdown-alert-caution admonition\">"), "\(underParagraph)")
        #expect(!underParagraph.contains("<hr") && !underParagraph.contains("<h2"), "\(underParagraph)")
        #expect(html("Code:\n\n    - :::warning\n      stays code\n").contains("<pre><code>- :::warning\n  stays code"))
    }
}
