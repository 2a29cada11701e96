import Foundation
import Testing
@testable import VitrineSite

/// MDX component tags written over several lines, on their own or inside raw HTML.
@Suite struct MDXTagTests {
    @Test func tagsOverSeveralLinesAreReadWhole() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("export default defineConfig({ site: 'https://m.example', integrations: [starlight({ title: 'M' })] })\n", to: "project/astro.config.mjs")
        fixture.write("""
            ---
            title: Home
            ---
            <div class="hero">
              <Install
                npm={["i -D x"]}
              />
              <p>After</p>
            </div>

            <Code code={`a < b
            c`} lang="sh" />

            Then [gone](/nowhere/).

            """, to: "project/src/content/docs/index.mdx")
        var options = SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme)
        options.warnLinks = true
        let result = try fixture.build(options)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(!home.contains("Install") && !home.contains("npm={"), "the component is left out, the HTML around it kept")
        #expect(home.contains("<p>After</p>\n</div>"))
        #expect(home.contains("<pre><code class=\"language-sh\">a &lt; b\nc</code></pre>"))
        // The lines after the tags keep their numbers.
        #expect(fixture.shownWarnings(result).contains { $0.hasPrefix("project/src/content/docs/index.mdx:14:") && $0.contains("broken link '/nowhere/'") })
    }
}

@Suite struct ForeignIncludeTests {
    /// Starlight sites with a remark plugin of their own read `{{#include}}` too; what it names is theirs.
    @Test func aTagInACodeSpanIsItsText() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ site: 'https://m.example', integrations: [starlight({ title: 'M' })] })\n",
            "src/content/docs/index.mdx": """
                ---
                title: Images
                ---
                ### `<Picture />`

                Use `<Picture />` to make a `<picture>` tag, like the [`<Image />` one](#image-); ``a `<Note />` b`` too, and <Badge text="New" />.

                the comment `{/* excerpt */}` stays and this one goes: {/* hidden */}.

                ### `<Image />`
                """,
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<h3 id=\"picture-\"><code>&lt;Picture /&gt;</code>"))
        #expect(page.contains("Use <code>&lt;Picture /&gt;</code> to make a <code>&lt;picture&gt;</code> tag"))
        #expect(page.contains("<a href=\"#image-\"><code>&lt;Image /&gt;</code> one</a>"))
        #expect(page.contains("<code>a `&lt;Note /&gt;` b</code>"))
        #expect(page.contains("the comment <code>{/* excerpt */}</code> stays and this one goes: .</p>"))
        #expect(page.contains("<span class=\"badge\">New</span>"), "a tag outside code is still read")
        #expect(page.contains("<h3 id=\"image-\">"))
    }

    @Test func whatAComponentHoldsIsReadFromItsTagsColumn() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ site: 'https://m.example', integrations: [starlight({ title: 'M' })] })\n",
            "src/content/docs/index.mdx": """
                ---
                title: Tabs
                ---
                <Tabs>
                  <TabItem label="Astro">
                  \t```astro
                    <p>{Astro.url}</p>
                    ```
                  </TabItem>
                </Tabs>

                1. Install

                    <PackageManagerTabs>
                      <Fragment slot="npm">
                      ```shell
                      npm install astro
                      ```
                      </Fragment>
                    </PackageManagerTabs>

                    Then run it.
                """,
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("&lt;p&gt;{Astro.url}&lt;/p&gt;"), "the tab's fence is code")
        #expect(!page.contains("```"), "no fence shows as text")
        #expect(page.contains("npm</span> install astro"))
        #expect(page.contains("<p>Then run it.</p>"), "the list item goes on after the component: \(page)")
    }

    @Test func aFenceInsideDetailsIsCode() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ site: 'https://m.example', integrations: [starlight({ title: 'M' })] })\n",
            "src/content/docs/index.mdx": """
                ---
                title: Navigation
                ---
                1. Add a link.

                    <details>
                    <summary>Show the code</summary>
                    ```astro
                    <a href="/">Home</a>
                    ```
                    </details>

                Then:

                <div class="note">
                Kept as **Markdown**.
                </div>
                """,
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<details><summary>Show the code</summary>\n<pre><code class=\"language-astro\">&lt;a href=&quot;/&quot;&gt;Home&lt;/a&gt;"))
        #expect(!page.contains("```"))
        #expect(page.contains("<strong>Markdown</strong>"), "an element's lines are Markdown in MDX")
    }

    @Test func anImportedMarkdownPartialIsDrawnInPlace() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'P', url: 'https://p.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
            "docs/settings.mdx": "---\ntitle: Settings\n---\nimport CatalogPrune from './_catalogPrune.mdx';\nimport Tabs from '@theme/Tabs';\n\n<CatalogPrune />\n\nSee [catalogPrune](#catalogprune).\n",
            "docs/_catalogPrune.mdx": "## catalogPrune\n\nRemoves unused entries. <Badge text=\"new\" />\n",
        ])
        let page = try #require(result.snapshot.text("settings/index.html"))
        #expect(page.contains("<h2 id=\"catalogprune\">catalogPrune"), "the partial's heading is the link's anchor")
        #expect(page.contains("<span class=\"badge\">new</span>"), "the partial is read as MDX too")
        #expect(result.snapshot.files["_catalogPrune/index.html"] == nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("CatalogPrune") })
    }

    @Test func anIncludeOutsideMdBookThatFindsNoFileIsKeptAndCounted() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("export default defineConfig({ integrations: [starlight({ title: 'M' })] })\n", to: "project/astro.config.mjs")
        fixture.write("fn main() {}\n", to: "project/src/content/docs/here.rs")
        fixture.write("""
            ---
            title: Home
            ---
            ```rust
            {{#include @code/demo/src/main.rs:draw}}
            ```

            ```rust
            {{#include here.rs}}
            ```

            """, to: "project/src/content/docs/index.md")
        let result = try fixture.build(SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme))
        // The code's text, its highlighting aside.
        let home = try #require(result.snapshot.text("index.html")).replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        #expect(home.contains("{{#include @code/demo/src/main.rs:draw}}"))
        #expect(home.contains("fn") && !home.contains("{{#include here.rs}}"), "a file that is there is still included")
        #expect(fixture.shownWarnings(result) == [
            "project/src/content/docs/index.md:4:1: warning: 1 '{{#include}}' directive kept as written: a file it names is not there (the project's own plugin reads them, not mdBook), the first here: '{{#include @code/demo/src/main.rs:draw}}'",
        ])
    }

    @Test func aPartialDrawsThePartialsItImports() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ site: 'https://m.example', integrations: [starlight({ title: 'M' })] })\n",
            "src/content/docs/index.mdx": "---\ntitle: Home\n---\n\nimport Getting from \"./guides/_getting.mdx\";\n\nWelcome.\n\n<Getting />\n",
            "src/content/docs/guides/_getting.mdx": "import Steps from \"./parts/_steps.mdx\";\n\nTo install:\n\n<Steps />\n",
            "src/content/docs/guides/parts/_steps.mdx": "```sh\nmake install\n```\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<p>To install:</p>\n<pre><code class=\"language-sh\">make install\n</code></pre>"), "\(page)")
        #expect(!page.contains("{{#include"))
    }

    @Test func aPartialImportingItselfIsAnErrorNotALoop() throws {
        #expect {
            try Fixture.project([
                "astro.config.mjs": "export default defineConfig({ site: 'https://m.example', integrations: [starlight({ title: 'M' })] })\n",
                "src/content/docs/index.mdx": "---\ntitle: Loop\n---\n\nimport Self from \"./_self.mdx\";\n\n<Self />\n",
                "src/content/docs/_self.mdx": "import Self from \"./_self.mdx\";\n\nAgain.\n\n<Self />\n",
            ])
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.contains { $0.message.contains("more than 10 deep") && $0.line == 7 } == true
        }
    }
}
