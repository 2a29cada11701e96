import Foundation
import Testing
import VitrineMarkdown
@testable import VitrineSite

/// Other tools' conventions met in a twenty-third round of real projects, each in a small project of our own shape.
@Suite struct SurveyTwentyThreeTests {
    /// MDX reads no indented code: `<Tabs>` indented into a numbered step, its `<TabItem>`s and their fences indented
    /// further, is a set of tabs in that step, and the list goes on after it.
    @Test func mdxTabsIndentedInAListItem() throws {
        let page = """
            ---
            title: Home
            ---

            import { Tabs, TabItem } from '@astrojs/starlight/components'

            1. Enter your wallet address.

                <Tabs>

                    <TabItem label="Pointer">

                        ```
                        $ilp.link/my-wallet
                        ```

                    </TabItem>

                    <TabItem label="Address">

                        ```
                        https://ilp.link/my-wallet
                        ```

                    </TabItem>

                </Tabs>
            2. Click **Generate**.

            """
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'Steps' })] });\n",
            "src/content/docs/index.mdx": page,
        ])
        let html = try #require(result.snapshot.text("index.html"))
        let list = try #require(html.range(of: "<ol>").map { html[$0.lowerBound...] })
        #expect(list.hasPrefix("<ol>\n<li>\n<p>Enter your wallet address.</p>\n<div class=\"tabbed-set\""), "\(list)")
        #expect(list.contains("<label for=\"__tabbed_1_1\">Pointer</label>") && list.contains("<label for=\"__tabbed_1_2\">Address</label>"))
        #expect(list.contains("</div>\n</li>\n<li>\n<p>Click <strong>Generate</strong>.</p>"), "\(list)")
        #expect(!html.contains(":::") && !html.contains("```") && !html.contains("<ol start"), "\(html)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("MDX component") }, "\(fixture.shownWarnings(result))")
    }

    /// A `<Tabs>` written over several lines, its items indented under it, is a set of tabs too: each `<TabItem>`
    /// closes where it opened, at the left edge of the page.
    @Test func mdxTabsOverSeveralLinesWithIndentedItems() throws {
        let page = """
            # Modal

            <Tabs
              defaultValue="ios"
              values={[
                { label: 'iOS', value: 'ios' },
              ]}
            >
              <TabItem value="ios">
                <img width="40%" src="ios.gif" />
              </TabItem>
              <TabItem value="android">
                <img width="40%" src="android.gif" />
              </TabItem>
            </Tabs>

            ## Next

            """
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Modal', url: 'https://example.org', baseUrl: '/', presets: [['classic', {docs: {}}]] };\n",
            "docs/modal.mdx": page,
            "docs/ios.gif": "gif", "docs/android.gif": "gif",
        ])
        let html = try #require(result.snapshot.text("modal/index.html"))
        // Labelled as the `values` of `<Tabs>` say, where a tab gives only its value.
        #expect(html.contains("<label for=\"__tabbed_1_1\">iOS</label>") && html.contains("<label for=\"__tabbed_1_2\">android</label>"), "\(html)")
        #expect(!html.contains(":::") && html.contains("<h2 id=\"next\">"), "\(html)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("MDX component") }, "\(fixture.shownWarnings(result))")
    }

    /// Hugo reads a decimal `weight` as its whole part, and builds: `3.5` orders as 3.
    @Test func hugoDecimalWeight() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "title = 'Weights'\nbaseURL = 'https://example.org/'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/b.md": "---\ntitle: Bee\nweight: 3.5\n---\n",
            "content/a.md": "---\ntitle: Ant\nweight: 4\n---\n",
        ])
        #expect(ToolMenuTests.menu(try #require(result.snapshot.text("a/index.html"))) == "[Bee, Ant]")
    }

    /// In a site of one language, Hugo publishes `guide.en.md` (its language's code in the name) at `guide/`.
    @Test func hugoLanguageSuffixInASiteOfOneLanguage() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = 'Suffix'\nbaseURL = 'https://example.org/'\n",
            "content/_index.md": "---\ntitle: Home\n---\n\nRead [the guide](/docs/guide/) and {{< ref \"/docs/principles\" >}}.\n",
            "content/docs/_index.en.md": "---\ntitle: Docs\n---\n",
            "content/docs/guide.en.md": "---\ntitle: Guide\n---\n",
            "content/docs/principles.en.md": "---\ntitle: Principles\n---\n",
            "content/docs/plain.md": "---\ntitle: Plain\n---\n",
            "content/docs/plain.en.md": "---\ntitle: Plain twin\n---\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("docs/guide/index.html")?.contains("Guide") == true)
        #expect(result.snapshot.text("docs/principles/index.html") != nil && result.snapshot.text("docs/index.html")?.contains("Docs") == true)
        // The plain file keeps its name; its twin keeps the suffix.
        #expect(result.snapshot.text("docs/plain/index.html")?.contains("<h1>Plain</h1>") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Jekyll passes kramdown's `auto_id_prefix` on: every id made from a heading's text starts with it.
    @Test func jekyllKramdownAutoIDPrefix() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Prefixed\nkramdown:\n  auto_id_prefix: auto-id-\n",
            "index.md": "---\ntitle: Home\n---\n\nSee [page size](/pagination/#auto-id-pagesize).\n",
            "pagination.md": "---\ntitle: Pagination\n---\n\n## `page[size]`\n\n## Given {#own}\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("pagination/index.html"))
        #expect(page.contains("id=\"auto-id-pagesize\"") && page.contains("id=\"own\""), "\(page)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A link to a page MkDocs writes its folder's index page over lands on that index page, at the same address.
    @Test func mkDocsLinkToAPageItsFolderIndexReplaces() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Shadowed\nnav:\n  - Home: index.md\n  - Metrics: core/metrics/index.md\n",
            "docs/index.md": "# Home\n\nSee [metrics](core/metrics.md).\n",
            "docs/core/metrics/index.md": "# Metrics\n\nNew.\n",
            "docs/core/metrics.md": "# Metrics (old page)\n\nOld.\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("index.html")?.contains("<a href=\"core/metrics/\">metrics</a>") == true)
        #expect(result.snapshot.text("core/metrics/index.html")?.contains("New.") == true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.allSatisfy { !$0.contains("broken link") } && warnings.contains { $0.contains("core/metrics.md:1: warning: this page's URL") }, "\(warnings)")
    }

    /// The line that names a project below the site folder reads as a sentence: "an Astro Starlight project".
    @Test func aProjectBelowTheFolderIsNamedWithItsArticle() throws {
        let (fixture, result) = try Fixture.project([
            "README.md": "# Repo\n",
            "site/astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'Below' })] });\n",
            "site/src/content/docs/index.md": "# Below\n",
        ])
        #expect(fixture.shownWarnings(result).contains {
            $0.contains("site/astro.config.mjs: warning: an Astro Starlight project is below this folder")
        }, "\(fixture.shownWarnings(result))")
    }

    /// A multilingual Docusaurus site's autogenerated menu keeps the folders' `_category_` places and labels in
    /// every language, each label as the locale's JSON translates it.
    @Test func docusaurusFolderCategoriesInEveryLocale() throws {
        let (_, result) = try Fixture.project([
            "docusaurus.config.js": """
                module.exports = {
                  title: 'Rooms', url: 'https://example.org', baseUrl: '/',
                  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
                  presets: [['classic', {docs: {routeBasePath: '/'}}]],
                };

                """,
            "docs/intro.md": "---\nsidebar_position: 1\n---\n\n# Intro\n",
            "docs/zeta/_category_.json": "{\"label\": \"Getting started\", \"position\": 2}\n",
            "docs/zeta/setup.md": "# Setup\n",
            "docs/alpha/_category_.json": "{\"label\": \"Reference\", \"position\": 3}\n",
            "docs/alpha/api.md": "# API\n",
            "i18n/fr/docusaurus-plugin-content-docs/current/intro.md": "---\nsidebar_position: 1\n---\n\n# Présentation\n",
            "i18n/fr/docusaurus-plugin-content-docs/current.json": """
                {"sidebar.tutorialSidebar.category.Getting started": {"message": "Premiers pas"}}

                """,
        ])
        #expect(ToolMenuTests.menu(try #require(result.snapshot.text("intro/index.html"))) == "[Intro, Getting started, Reference]")
        #expect(ToolMenuTests.menu(try #require(result.snapshot.text("fr/intro/index.html"))) == "[Présentation, Premiers pas, Reference]")
        #expect(ToolMenuTests.menu(try #require(result.snapshot.text("fr/zeta/setup/index.html"))) == "[Présentation, Premiers pas[Setup], Reference]")
    }
}
