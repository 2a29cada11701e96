import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in an eighteenth round of real projects, each in a small project of our own shape.
@Suite struct SurveyEighteenTests {
    /// Hugo merges a config directory's files: `[module]` in the main file and `module/module.yaml`'s mounts alike.
    @Test func hugoConfigDirectoryMergesTablesTheMainFileHasToo() throws {
        let (fixture, result) = try Fixture.project([
            "config/_default/config.toml": "baseURL = 'https://example.org/'\ntitle = 'Repro'\n\n[module]\n[[module.imports]]\npath = 'extra'\n",
            "config/_default/module/module.yaml": "mounts:\n  - source: content/en\n    target: content\n",
            "content/en/_index.md": "---\ntitle: Home\n---\n\nSee [the docs](/docs/).\n",
            "content/en/docs/_index.md": "---\ntitle: Docs\n---\n",
        ])
        #expect(result.snapshot.text("docs/index.html") != nil, "\(result.snapshot.files.keys.sorted())")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") })
    }

    /// The default language's own `title` is the site's title, over the root one, as Hugo shows it.
    @Test func hugoLanguageTitleIsTheSiteTitle() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "title = 'The Falco Project'\n[languages.en]\ntitle = 'Falco'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<title>Falco</title>") && home.contains("class=\"brand\" href=\"./\">Falco<"), "\(home)")
        #expect(!home.contains("The Falco Project"))
    }

    /// `autoHeadingIDType = "blackfriday"`: letters and digits, each run of anything else one `-`, none at the ends.
    @Test func hugoBlackfridayHeadingIDs() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = 'Ids'\n[markup.goldmark.parser]\nautoHeadingIDType = 'blackfriday'\n",
            "content/_index.md": "---\ntitle: Home\n---\n\n[a](#what-s-new-tl-dr) [b](#falcoctl-cosign) [c](#café-2-0)\n\n## What's new? TL;DR\n\n## Falcoctl ❤️ cosign\n\n## Café 2.0\n",
        ], warnLinks: true)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("id=\"what-s-new-tl-dr\"") && home.contains("id=\"falcoctl-cosign\"") && home.contains("id=\"café-2-0\""), "\(home)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") })
    }

    /// Docusaurus makes a link to a file beside the page an asset of the page's file, index page or not.
    @Test func docusaurusFileLinksFromAnIndexPage() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Serve', url: 'https://example.org', baseUrl: '/' };\n",
            "docs/intro.md": "# Intro\n",
            "docs/guide/mesh/index.md": "# Mesh\n\nApply [auth.yaml](./auth.yaml).\n",
            "docs/guide/mesh/auth.yaml": "kind: Policy\n",
            "docs/pipeline/pipeline.md": "# Pipeline\n\nSee [cat.json](./cat.json).\n",
            "docs/pipeline/cat.json": "{}\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("guide/mesh/index.html")?.contains("href=\"./auth.yaml\"") == true)
        #expect(result.snapshot.text("pipeline/index.html")?.contains("href=\"./cat.json\"") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// mdBook reports an include it cannot read and builds on: a warning here, and nothing said of template tags.
    @Test func mdBookMissingIncludeWarns() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = 'Zebra'\n",
            "src/SUMMARY.md": "- [Intro](README.md)\n",
            "src/README.md": "{{#include ../../README.md}}\n\nMore.\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("More.") == true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("src/README.md:1:1: warning: cannot include '../../README.md'") && $0.contains("mdBook reports it and builds on") })
        #expect(warnings.allSatisfy { !$0.contains("template tag") }, "\(warnings)")
    }

    /// mdbook-katex reads `$ x $` with spaces inside its dollars, and KaTeX's commands as it draws them.
    @Test func mdBookKatexSpacedDollarsAndCommands() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = 'Protocol'\n\n[preprocessor.katex]\n",
            "src/SUMMARY.md": "- [Math](math.md)\n",
            "src/math.md": "# Math\n\nSpaced $ \\pi(\\theta) $ and $v = N^{2} $.\n\n$\\mathsf{ck_d}$, $x \\isin S$, $\\xleftarrow{r}$, $\\xrightarrow[a]{f}$, $\\llbracket x \\rrbracket$, $a \\coloneqq b$.\n",
        ])
        let page = try #require(result.snapshot.text("math/index.html"))
        #expect(page.components(separatedBy: "<math").count == 9, "\(page)")
        #expect(!page.contains("$ \\pi") && !page.contains("class=\"math"))
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("kept as TeX") })
        #expect(page.contains("<munderover><mo stretchy=\"true\">→</mo>"))
    }

    /// A VitePress sidebar written as `Object.assign({}, {…})` is read as the literal it merges.
    @Test func vitePressObjectAssignSidebar() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.ts": """
                const GUIDES = [{ text: 'Second page', link: '/guide/second' }, { text: 'First page', link: '/guide/first' }]
                export default defineConfig({ title: 'Tools', themeConfig: { sidebar: Object.assign({}, { '/': [{ text: 'Guides', items: GUIDES }] }) } })
                """,
            "index.md": "# Home\n", "guide/first.md": "# First\n", "guide/second.md": "# Second\n",
        ])
        let page = try #require(result.snapshot.text("guide/first/index.html"))
        let second = try #require(page.range(of: ">Second page"))
        let first = try #require(page.range(of: ">First page"))
        #expect(second.lowerBound < first.lowerBound, "the sidebar's order")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("sidebar is made by code") })
    }

    /// An admonition's title holding a link is read as the page's own Markdown: its link rewritten and checked,
    /// its code drawn (VitePress renders a container's title inline, MkDocs too).
    @Test func admonitionTitlesWithLinks() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Titles\nmarkdown_extensions:\n  - admonition\n",
            "docs/index.md": "# Home\n\n!!! note \"See [the guide](guide.md) for `v5` and [gone](gone.md)\"\n    Body.\n",
            "docs/guide.md": "# Guide\n",
        ], warnLinks: true)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<p class=\"markdown-alert-title\">See <a href=\"guide/\">the guide</a> for <code>v5</code> and <a href=\"gone.md\">gone</a></p>\n<p>Body.</p>"), "\(home)")
        #expect(fixture.shownWarnings(result).contains { $0.contains("docs/index.md:3:1: warning: broken link 'gone.md'") }, "\(fixture.shownWarnings(result))")
        let (_, vitePress) = try Fixture.project([
            ".vitepress/config.ts": "export default defineConfig({ title: 'V' })\n",
            "index.md": "# Home\n\n::: info You read [Repro](https://example.org) `5.0`!\nText.\n:::\n\n::: details More on [the guide](./guide.md)\nHidden.\n:::\n",
            "guide.md": "# Guide\n",
        ])
        let page = try #require(vitePress.snapshot.text("index.html"))
        #expect(page.contains("<p class=\"markdown-alert-title\">You read <a href=\"https://example.org\">Repro</a> <code>5.0</code>!</p>"), "\(page)")
        #expect(page.contains("<summary class=\"markdown-alert-title\">More on <a href=\"guide/\">the guide</a></summary>"), "\(page)")
    }
}
