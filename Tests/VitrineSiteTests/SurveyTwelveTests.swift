import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a twelfth round of real projects, each in a small project of our own shape.
@Suite struct SurveyTwelveTests {
    /// VitePress writes a home page's hero and feature text as HTML: the words are shown, never the tags, and an
    /// icon only the site's CSS can draw is left out with a warning naming it.
    @Test func vitePressHomeTextWrittenAsHTMLShowsItsWords() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.mts": "export default { title: 'Icons' }\n",
            "index.md": """
                ---
                layout: home
                hero:
                  name: Icons
                  tagline: Fast &amp; small<br>for docs
                features:
                  - icon: <span class="memo"></span>
                    title: Focus on <code>content</code>
                    details: Just Markdown.
                  - icon: <img src="/rocket.svg">
                    title: Pictures
                  - icon: <span>⚡</span>
                    title: Words
                ---

                """,
            "public/rocket.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(!page.contains("&lt;span"))
        #expect(!page.contains("&lt;code"))
        #expect(!page.contains("&lt;br"))
        #expect(page.contains("Focus on content"))
        #expect(page.contains("Fast &amp; small for docs"))
        #expect(page.contains("src=\"rocket.svg\"") || page.contains("src=\"/rocket.svg\""), "\(page)")
        #expect(page.contains(">⚡</span>"))
        let warning = try #require(fixture.shownWarnings(result).first { $0.contains("feature icon") })
        #expect(warning.contains("index.md:7:"), "\(warning)")
        #expect(warning.contains("<span class=\"memo\"></span>"))
    }

    /// VitePress' `rewrites` publish pages at other paths: the English folder at the root, with its sidebar and
    /// links written for the paths the readers see.
    @Test func vitePressRewritesPublishPagesAtTheirNewPaths() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.mts": """
                export default defineConfig({
                  title: 'Rewrites',
                  rewrites: {
                    'en/:rest*': ':rest*',
                    'packages/:pkg/src/(.*)': ':pkg/index.md',
                  },
                  themeConfig: { sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'Start', link: '/guide/start' }] }] } }
                })

                """,
            "en/index.md": "---\nlayout: home\nhero:\n  name: Rewrites\n  actions:\n    - text: Start\n      link: /guide/start\n---\n",
            "en/guide/start.md": "# Start\n\n![Diagram](./diagram.png)\n\nSee [the package](../alpha/index.md).\n",
            "en/guide/diagram.png": "png",
            "packages/alpha/src/intro.md": "# Alpha\n",
            "index.md": "# Old home\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("index.html")?.contains("home-hero-name\">Rewrites") == true)
        #expect(result.snapshot.text("guide/start/index.html")?.contains("<h1") == true)
        #expect(result.snapshot.text("en/guide/start/index.html") == nil)
        #expect(result.snapshot.files["guide/diagram.png"] != nil)
        #expect(result.snapshot.text("alpha/index.html")?.contains("Alpha") == true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.allSatisfy { !$0.contains("broken link") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("index.md:1:1") && $0.contains("'rewrites' publishes en/index.md") }, "\(warnings)")
    }

    @Test func rewritePatternsMatchAsPathToRegexpReadsThem() {
        let rewrites = PathRewrites(rules: [
            .init(pattern: "packages/:pkg/src/:page.md", target: ":pkg/:page.md"),
            .init(pattern: "en/:rest*", target: ":rest*"),
            .init(pattern: "old.md", target: "new/index.md"),
        ])
        #expect(rewrites.rewritten("en/guide/a.md") == "guide/a.md")
        #expect(rewrites.rewritten("en/index.md") == "index.md")
        #expect(rewrites.rewritten("packages/a/src/b.md") == "a/b.md")
        #expect(rewrites.rewritten("packages/a/src/deep/b.md") == nil)
        #expect(rewrites.rewritten("old.md") == "new/index.md")
        #expect(rewrites.rewritten("older.md") == nil)
        #expect(rewrites.rewritten("fr/index.md") == nil)
    }

    /// An HTML element right under a component's tag, with no blank line between, holds Markdown in MDX too.
    @Test func anMDXElementRightUnderAComponentHoldsMarkdown() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'D' })] })\n",
            "src/content/docs/index.mdx": "---\ntitle: Home\n---\n",
            "src/content/docs/install.mdx": """
                ---
                title: Install
                ---
                import OsAwareTabs from '@components/OsAwareTabs.astro';

                <OsAwareTabs syncKey="terminal">
                    <div slot="unix">
                          ```bash
                          aspire-install.sh
                            [--install-path <DIRECTORY>]
                          ```
                    </div>
                </OsAwareTabs>

                ## Description

                """,
        ])
        let page = try #require(result.snapshot.text("install/index.html"))
        #expect(page.contains("<div slot=\"unix\">"), "\(page)")
        #expect(page.contains("<pre><code class=\"language-bash\">"), "\(page)")
        #expect(page.contains("DIRECTORY"), "\(page)")
        #expect(!page.contains("```"))
    }

    /// Jekyll publishes nothing under `_posts/`: the posts' listing in the menu is at `posts/`.
    @Test func jekyllPostsAreListedAtTheCollectionsName() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Blog\npermalink: /blog/:year/:month/:day/:title/\n",
            "index.md": "# Home\n",
            "_posts/2016-10-11-hello.md": "---\ntitle: Hello\n---\nText.\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("blog/2016/10/11/hello/index.html") != nil)
        #expect(result.snapshot.files.keys.allSatisfy { !$0.hasPrefix("_posts/") }, "\(result.snapshot.files.keys.sorted())")
        let listing = try #require(result.snapshot.text("posts/index.html"))
        #expect(listing.contains("blog/2016/10/11/hello/"))
        #expect(result.snapshot.text("index.html")?.contains("href=\"./posts/\"") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") })
    }

    /// Astro gives `x.mdx` and `x/index.mdx` one id, and two pages of one `slug` one: the later is published, with
    /// a warning, and the site builds.
    @Test func starlightPagesOfOneIDKeepTheLater() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'Dup' })] })\n",
            "src/content/docs/index.mdx": "---\ntitle: Home\n---\n",
            "src/content/docs/contributing.mdx": "---\ntitle: Old contributing\n---\n",
            "src/content/docs/contributing/index.mdx": "---\ntitle: Contributing\n---\n",
            "src/content/docs/blog/hello.md": "---\ntitle: Hello\nslug: blog/hello\n---\n",
            "src/content/docs/id/blog/hello.md": "---\ntitle: Halo\nslug: blog/hello\n---\n",
        ])
        #expect(result.snapshot.text("contributing/index.html")?.contains("<title>Contributing") == true)
        #expect(result.snapshot.text("blog/hello/index.html")?.contains("<title>Halo") == true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("contributing.mdx") && $0.contains("one page to Astro") }, "\(warnings)")
    }

    /// A Docusaurus config written like JSON quotes its keys: `"docs": { path: "../md" }` is read as `docs:` is.
    @Test func aDocusaurusConfigWithQuotedKeysFindsItsDocs() throws {
        let (fixture, result) = try Fixture.project([
            "website/docusaurus.config.js": """
                module.exports = {
                  "title": "Demo",
                  "url": "https://example.org",
                  "presets": [["@docusaurus/preset-classic", { "docs": { path: "../md" }, "blog": { "path": "blog" } }]],
                };

                """,
            "md/intro.md": "# Intro\n",
            "website/blog/2024-01-02-post.md": "---\ntitle: Post\n---\nRead the [intro](/docs/intro).\n",
        ], site: "website", warnLinks: true)
        #expect(result.snapshot.text("intro/index.html")?.contains("Intro") == true)
        #expect(result.snapshot.files["docusaurus.config.js"] == nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Hugo's `disablePathToLower` keeps the files' case in URLs; spaces are still hyphens.
    @Test func hugoDisablePathToLowerKeepsTheCase() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = \"Case\"\ndisablePathToLower = true\n",
            "content/_index.md": "---\ntitle: Home\n---\nStart at [Variables](Configuring/Basics/Variables).\n",
            "content/Configuring/Basics/Variables.md": "---\ntitle: Variables\n---\nSee [Devices](../../Advanced-and-Cool/Devices).\n",
            "content/Configuring/Advanced and Cool/Devices.md": "---\ntitle: Devices\n---\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("Configuring/Basics/Variables/index.html") != nil)
        #expect(result.snapshot.text("Configuring/Advanced-and-Cool/Devices/index.html") != nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// An HTML element's opening tag over several lines is one element in MDX, its JSX attributes written as HTML.
    @Test func anMDXElementTagOverSeveralLinesIsAnElement() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'D' })] })\n",
            "src/content/docs/index.mdx": """
                ---
                title: Credits
                ---

                <object
                  type="image/svg+xml"
                  data="https://example.org/sponsors.svg"
                >
                  <img src="https://example.org/sponsors.svg" alt="Sponsors" />
                </object>

                <div style={{ display: "flex" }}>
                  <img
                    src="https://example.org/jetbrains.png"
                    style={{ width: "100px" }}
                    alt="JetBrains"
                  />
                </div>

                """,
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<object type=\"image/svg+xml\" data=\"https://example.org/sponsors.svg\">"), "\(page)")
        #expect(!page.contains("<blockquote"))
        #expect(page.contains("<img src=\"https://example.org/jetbrains.png\" style=\"width: 100px\" alt=\"JetBrains\""), "\(page)")
        #expect(!page.contains("&lt;img"))
        #expect(!page.contains("{{"))
    }

    /// mdBook replaces its directives wherever they stand: several in one paragraph, or one in raw HTML.
    @Test func mdBookIncludesInAParagraphOrInHTMLAreDrawn() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = \"Plugins\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Available](available.md)\n- [Diagrams](diagrams.md)\n",
            "src/available.md": "# Available plugins\n\n{{#include to_scaffold.md }}\n{{#include to-add.md }}\n",
            "src/to_scaffold.md": "| Plugin | Use |\n|---|---|\n| go/v4 | scaffold |\n",
            "src/to-add.md": "\nAdd [more](diagrams.md).\n",
            "src/diagrams.md": "# Diagrams\n\n<div class=\"diagrams\">\n{{#include ./graph.svg}}\n<div>becomes</div>\n</div>\n",
            "src/graph.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect width=\"10\" height=\"10\"/></svg>\n",
        ], warnLinks: true)
        let available = try #require(result.snapshot.text("available/index.html"))
        #expect(available.contains("<td>go/v4</td>"), "\(available)")
        #expect(available.contains("href=\"../diagrams/\""), "\(available)")
        #expect(!available.contains("{{#include"))
        let diagrams = try #require(result.snapshot.text("diagrams/index.html"))
        #expect(diagrams.contains("<div class=\"diagrams\">\n<svg"), "\(diagrams)")
        #expect(!diagrams.contains("{{#include"))
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("template tag") }, "\(fixture.shownWarnings(result))")
    }

    /// mdBook reads SUMMARY.md with a Markdown parser: a reference-style link is a chapter too.
    @Test func aReferenceLinkInTheSummaryIsAChapter() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = \"Refs\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Quick start](./quick-start.md)\n\n---\n\n- [Plugins][plugins]\n  - [Available plugins](./plugins/available.md)\n- [Extending]\n\n[plugins]: ./plugins/plugins.md\n[extending]: <extending.md>\n",
            "src/quick-start.md": "# Quick start\n\nSee [plugins](plugins/plugins.md).\n",
            "src/plugins/plugins.md": "# Plugins\n",
            "src/plugins/available.md": "# Available\n\nUp to [plugins](plugins.md).\n",
            "src/extending.md": "# Extending\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("plugins/plugins/index.html")?.contains("<h1 id=\"plugins\">Plugins") == true)
        #expect(result.snapshot.text("extending/index.html") != nil)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.allSatisfy { !$0.contains("broken link") && !$0.contains("not in SUMMARY.md") }, "\(warnings)")
    }

    /// Hugo expands a shortcode wherever it stands, in a single-quoted attribute too.
    @Test func aHugoReferenceInASingleQuotedAttributeIsALink() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = \"Quotes\"\n[markup.goldmark.renderer]\nunsafe = true\n",
            "content/_index.html": "+++\ntitle = \"Home\"\n+++\n\n<div class=\"cover\">\n\t<a class=\"btn\" href='{{< relref \"/docs\" >}}'>Learn More</a>\n</div>\n",
            "content/docs/_index.md": "---\ntitle: Docs\n---\n",
        ], warnLinks: true)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("href='docs/'") || home.contains("href=\"docs/\""), "\(home)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("shortcode") }, "\(fixture.shownWarnings(result))")
    }

    /// A Docusaurus category with a generated index has a page at `/docs/category/LABEL` that its authors link to.
    @Test func aDocusaurusGeneratedIndexIsAnAddress() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = {\n  title: 'Handbook',\n  url: 'https://example.org',\n  presets: [['classic', { docs: {} }]],\n};\n",
            "sidebars.js": """
                module.exports = {
                  docs: [
                    'intro',
                    { type: 'category', label: 'Developer Guide', link: { type: 'generated-index' }, items: ['dev-guide/contributing', 'dev-guide/sdk'] },
                    { type: 'category', label: 'Mobile', link: { type: 'generated-index', slug: '/mobile-guide' }, items: ['mobile'] },
                  ],
                };

                """,
            "docs/intro.md": "---\nid: intro\ntitle: Introduction\n---\n\nStart at the [Developer Guide](/docs/category/developer-guide) or [Mobile](/docs/mobile-guide).\n",
            "docs/dev-guide/contributing.md": "# Contributing\n",
            "docs/dev-guide/sdk.md": "# SDK\n",
            "docs/mobile.md": "# Mobile\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("category/developer-guide/index.html")?.contains("dev-guide/") == true)
        #expect(result.snapshot.text("mobile-guide/index.html") != nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Hugo finds a `ref` by its name in any case: `relref "Upgrading#x"` is `installation/upgrading.md`.
    @Test func aHugoReferenceFindsItsPageInAnyCase() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = \"Case\"\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/docs/guides/_index.md": "---\ntitle: Guides\n---\nSee [easier upgrades]({{< relref \"Upgrading#multiple-clusters\" >}}).\n",
            "content/docs/installation/upgrading.md": "---\ntitle: Upgrading\n---\n## Multiple clusters\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("docs/guides/index.html")?.contains("installation/upgrading/#multiple-clusters\"") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Escaped dashes are no typographer's: Hugo keeps them in the id (checked with Hugo 0.168).
    @Test func escapedDashesStayInAHugoHeadingsID() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = 'M'\n",
            "content/_index.md": "---\ntitle: Minikube\n---\n\nUse [the flag](#minikube-start---ports-docker-only).\n\n### minikube start \\-\\-ports (Docker only)\n\n### minikube start --ports (typographer)\n\nKeep `a \\- b` and a \\- c.\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("id=\"minikube-start---ports-docker-only\""), "\(page)")
        #expect(page.contains("id=\"minikube-start-ports-typographer\""))
        #expect(page.contains("minikube start --ports (Docker only)"))
        #expect(page.contains("<code>a \\- b</code> and a - c."))
        #expect(!page.contains("\u{93}"))
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// MkDocs publishes its docs folder alone: a link out of it to a file reaches nothing, and is reported as
    /// MkDocs reports it; one to a folder or an address without an extension is left as written.
    @Test func anMkDocsLinkOutOfTheDocsToAFileIsBroken() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Firmware\n",
            "docs/index.md": "# Home\n\nSee [init](../lua_examples/lfs/_init.lua), [modules](../app/modules) and [the guide](guide.md).\n",
            "docs/guide.md": "# Guide\n",
            "lua_examples/lfs/_init.lua": "-- code\n",
        ], warnLinks: true)
        let broken = fixture.shownWarnings(result).filter { $0.contains("broken link") }
        #expect(broken.count == 1, "\(broken)")
        #expect(broken.first?.contains("'../lua_examples/lfs/_init.lua'") == true)
        #expect(broken.first?.contains("docs/index.md:3:") == true, "\(broken)")
    }

    /// A raw HTML script's strings are the script's: `'<a href="' + url + '">'` is no link to check.
    @Test func aScriptsStringsAreNoLinks() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: S\n",
            "search.md": "---\ntitle: Search\n---\n\nResults:\n\n<script>\nvar html = '<a href=\"'+store[ref].url+'\" rel=\"permalink\">'+store[ref].title+'</a>';\n</script>\n\n<a href=\"gone.html\">gone</a>\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("search/index.html"))
        #expect(page.contains("<a href=\"'+store[ref].url+'\" rel=\"permalink\">"))
        let broken = fixture.shownWarnings(result).filter { $0.contains("broken link") }
        #expect(broken.count == 1, "\(broken)")
        #expect(broken.first?.contains("gone.html") == true)
        #expect(broken.first?.contains("search.md:11:") == true, "\(broken)")
    }

    /// kramdown's span attribute list may set a style on an image where the page keeps raw HTML.
    @Test func aKramdownStyleOnAnImageIsItsStyle() throws {
        let (_, result) = try Fixture.project([
            "_config.yml": "title: G\n",
            "index.md": "# Setup\n\n![Setup UI](shot.png){: style=\"width: 500px;\" }\n",
            "shot.png": "png",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("style=\"width: 500px;\""), "\(page)")
        #expect(!page.contains("{:"))
    }

    /// VitePress 2 reads the root locale's sidebar from `config.ts` in the source folder (`defineAdditionalConfig`),
    /// its links under the sidebar's `base`.
    @Test func vitePressAdditionalConfigGivesTheSidebar() throws {
        let (_, result) = try Fixture.project([
            ".vitepress/config.ts": "export default defineConfig({ title: 'Docs', rewrites: { 'en/:rest*': ':rest*' } })\n",
            "config.ts": """
                import { defineAdditionalConfig } from 'vitepress'
                export default defineAdditionalConfig({
                  themeConfig: { sidebar: { '/guide/': { base: '/guide/', items: sidebarGuide() } } }
                })
                function sidebarGuide() {
                  return [{ text: 'Introduction', items: [{ text: 'Zebra first', link: 'zebra' }, { text: 'Apple', link: 'apple' }] }]
                }

                """,
            "en/index.md": "# Home\n",
            "en/guide/apple.md": "# Apple\n",
            "en/guide/zebra.md": "# Zebra\n",
        ])
        let page = try #require(result.snapshot.text("guide/apple/index.html"))
        let zebra = try #require(page.range(of: ">Zebra first<"))
        let apple = try #require(page.range(of: ">Apple<"))
        #expect(zebra.lowerBound < apple.lowerBound)
        #expect(page.contains(">Introduction<"))
    }

    /// mdbook-admonish's fences are admonitions: their text Markdown, their title and collapsing read from the info.
    @Test func mdBookAdmonishFencesAreAdmonitions() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = \"Signals\"\n\n[preprocessor.admonish]\ncommand = \"mdbook-admonish\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Signals](signals.md)\n- [Other](other.md)\n",
            "src/signals.md": "# Signals\n\n```admonish note\nSignals are **reactive**, see [other](other.md).\n```\n\n```admonish example title=\"Live *example*\" collapsible=true\nClick to open.\n```\n\n```admonish warning \"Old title\"\nCareful.\n```\n",
            "src/other.md": "# Other\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("signals/index.html"))
        #expect(page.contains("<div class=\"markdown-alert markdown-alert-note admonition\">\n<p class=\"markdown-alert-title\">Note</p>\n<p>Signals are <strong>reactive</strong>, see <a href=\"../other/\">other</a>.</p>"), "\(page)")
        #expect(page.contains("<details class=\"markdown-alert markdown-alert-note admonition\">\n<summary class=\"markdown-alert-title\">Live <em>example</em></summary>"), "\(page)")
        #expect(page.contains("<p class=\"markdown-alert-title\">Old title</p>\n<p>Careful.</p>"), "\(page)")
        #expect(!page.contains("admonish"))
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("preprocessor") && !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    @Test func admonishInfoStringsAreReadAsThePreprocessorReadsThem() {
        #expect(BookAdmonish(info: "admonish") == BookAdmonish(info: "admonish note"))
        #expect(BookAdmonish(info: "admonish tip title=\"A b\" collapsible=true")?.title == "A b")
        #expect(BookAdmonish(info: "admonish tip title=\"A b\" collapsible=true")?.collapsible == true)
        #expect(BookAdmonish(info: "admonish warning \"Quoted\"")?.title == "Quoted")
        #expect(BookAdmonish(info: "admonish info title=\"\"")?.title == "")
        #expect(BookAdmonish(info: "admonishment") == nil)
        #expect(BookAdmonish(info: "rust") == nil)
    }

    /// Each Docusaurus version has its own sidebar: a released one its `versioned_sidebars` file, `next` the
    /// project's `sidebars.js`.
    @Test func docusaurusVersionsUseTheirOwnSidebars() throws {
        let sidebar = "{\"tutorialSidebar\": [{\"type\": \"category\", \"label\": \"Introduction\", \"items\": [\"zebra\", \"apple\"]}]}\n"
        var files = [
            "docusaurus.config.js": "module.exports = {\n  title: 'Versions',\n  url: 'https://example.org',\n  presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: './sidebars.js'}}]],\n};\n",
            "versions.json": "[\"1.x\", \"0.x\"]\n",
            "sidebars.js": "module.exports = {\n  tutorialSidebar: [{type: 'category', label: 'Introduction', items: ['zebra', 'apple']}],\n};\n",
            "versioned_sidebars/version-1.x-sidebars.json": sidebar,
            "versioned_sidebars/version-0.x-sidebars.json": sidebar,
        ]
        for folder in ["docs", "versioned_docs/version-1.x", "versioned_docs/version-0.x"] {
            files[folder + "/apple.md"] = "---\ntitle: Apple\n---\n"
            files[folder + "/zebra.md"] = "---\ntitle: Zebra\n---\n"
        }
        let (_, result) = try Fixture.project(files)
        for version in ["", "0.x/", "next/"] {
            let page = try #require(result.snapshot.text(version + "apple/index.html"), "\(version)")
            let zebra = try #require(page.range(of: "href=\"../\(version.isEmpty ? "" : "../" + version)zebra/\">Zebra<"), "\(version)")
            let apple = try #require(page.range(of: "aria-current=\"page\">Apple<"), "\(version)")
            #expect(zebra.lowerBound < apple.lowerBound, "\(version)")
            #expect(page.contains("\(version)introduction/\">Introduction<"), "\(version)")
        }
    }

    /// Hugo module mounts of folders below `content` publish them where their targets say, their `files` filters
    /// leaving files out (jaeger's docs versions).
    @Test func hugoMountsBelowContentPublishAtTheirTargets() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.yaml": """
                title: Mounts
                module:
                  mounts:
                    - source: content
                      target: content
                      files: ['! docs/v?']
                    - source: content/docs/v2
                      target: content/docs
                      files: '! _*'
                    - source: content/docs/v2/_dev
                      target: content/docs/2.dev

                """,
            "content/_index.md": "---\ntitle: Home\n---\nRead [2.1](/docs/2.1/) or [next](/docs/2.dev/).\n",
            "content/docs/_index.md": "---\ntitle: Docs\n---\n",
            "content/docs/v2/_index.md": "---\ntitle: Left out\n---\n",
            "content/docs/v2/2.1/_index.md": "---\ntitle: Version 2.1\n---\n",
            "content/docs/v2/_dev/_index.md": "---\ntitle: Next\n---\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("docs/2.1/index.html")?.contains("Version 2.1") == true)
        #expect(result.snapshot.text("docs/2.dev/index.html")?.contains("Next") == true)
        #expect(result.snapshot.text("docs/index.html")?.contains("<title>Docs") == true)
        #expect(result.snapshot.files.keys.allSatisfy { !$0.hasPrefix("docs/v2/") && !$0.contains("_dev") }, "\(result.snapshot.files.keys.sorted())")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A broken link in a file every chapter includes is reported once, at the first page that includes it, with
    /// the count of the others, not once a page.
    @Test func aBrokenLinkInAnIncludedFileIsReportedOnce() throws {
        var files = [
            "book.toml": "[book]\ntitle = \"Cheatbook\"\n",
            "src/SUMMARY.md": "# Summary\n\n" + (1...4).map { "- [Chapter \($0)](c\($0).md)\n" }.joined(),
            "src/include/header.md": "Read the [maintenance policy](/c1.md#maintenance-policy).\n",
        ]
        for number in 1...4 { files["src/c\(number).md"] = "{{#include ./include/header.md}}\n\n# Chapter \(number)\n\n[Gone](gone.md)\n" }
        let (fixture, result) = try Fixture.project(files, warnLinks: true)
        let broken = fixture.shownWarnings(result).filter { $0.contains("broken link") }
        let included = broken.filter { $0.contains("maintenance-policy") }
        #expect(included.count == 1, "\(broken)")
        #expect(included.first?.contains("src/c1.md:1:1") == true && included.first?.contains("(the same on 3 more pages)") == true, "\(included)")
        // The pages' own broken links are each reported.
        #expect(broken.filter { $0.contains("gone.md") }.count == 4, "\(broken)")
    }
}
