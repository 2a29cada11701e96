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
}
