import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a twenty-fourth round of real projects, each in a small project of our own shape.
@Suite struct SurveyTwentyFourTests {
    /// Jekyll's `:i_month` and `:i_day` are the month and day without leading zeros: two posts of one title a week
    /// apart are two pages.
    @Test func jekyllPermalinkMonthAndDayWithoutZeros() throws {
        let (_, result) = try Fixture.project([
            "_config.yml": "title: Weekly\ndefaults:\n  - scope: {path: \"\", type: posts}\n    values: {permalink: \"/:year/:i_month/:i_day/:title\"}\n",
            "index.md": "---\ntitle: Home\n---\n",
            "_posts/2008-11-07-this-week.md": "---\ntitle: This week\n---\nOne.\n",
            "_posts/2008-11-14-this-week.md": "---\ntitle: This week\n---\nTwo.\n",
        ])
        #expect(result.snapshot.text("2008/11/7/this-week.html")?.contains("One.") == true, "\(result.snapshot.files.keys.sorted())")
        #expect(result.snapshot.text("2008/11/14/this-week.html")?.contains("Two.") == true)
        // The same pattern given to the posts' folder by its path.
        let (_, byPath) = try Fixture.project([
            "_config.yml": "title: Weekly\ndefaults:\n  - scope: {path: _posts}\n    values: {permalink: \"/:year/:i_month/:i_day/:title\"}\n",
            "index.md": "---\ntitle: Home\n---\n",
            "_posts/2008-11-07-this-week.md": "---\ntitle: This week\n---\nOne.\n",
        ])
        #expect(byPath.snapshot.text("2008/11/7/this-week.html")?.contains("One.") == true, "\(byPath.snapshot.files.keys.sorted())")
    }

    /// Ruby's `Time.parse` reads a date with its month in words, as the `date` command prints it; Hugo reads an
    /// empty `lastmod` as none.
    @Test func datesInWordsAndEmptyDates() throws {
        let (_, jekyll) = try Fixture.project([
            "_config.yml": "title: Dates\n",
            "index.md": "---\ntitle: Home\n---\n",
            "_posts/2021-09-03-autoloading.md": "---\ntitle: Autoloading\ndate: Fri Sep  3 11:21:31 CEST 2021\n---\nText.\n",
        ])
        #expect(jekyll.snapshot.text("2021/09/03/autoloading.html")?.contains("2021-09-03") == true, "\(jekyll.snapshot.files.keys.sorted())")
        #expect(PageDate(writtenInWords: "Fri, 03 Sep 2021 11:21:31 +0200")?.day == "2021-09-03")
        #expect(PageDate(writtenInWords: "September 3, 2021")?.day == "2021-09-03")
        #expect(PageDate(writtenInWords: "sometime in 2021") == nil && PageDate(writtenInWords: "Sep 2021") == nil)
        let (_, hugo) = try Fixture.project([
            "hugo.toml": "title = 'Dates'\nbaseURL = 'https://example.org/'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/faq.md": "---\ntitle: FAQ\ndate: \"2026-03-02\"\nlastmod: \"\"\n---\nAnswers.\n",
        ])
        #expect(hugo.snapshot.text("faq/index.html")?.contains("Answers.") == true)
    }

    /// Jekyll writes `security.md` to `security.html`, beside `security/index.md` at `security/`: two pages.
    @Test func jekyllPageBesideItsFolderIndex() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Project\n",
            "index.md": "---\ntitle: Home\n---\nSee [issues](security.html) and [the section](security/).\n",
            "security.md": "---\ntitle: Security issues\n---\nReport them.\n",
            "security/index.md": "---\ntitle: Security\n---\nThe section.\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("security.html")?.contains("Report them.") == true, "\(result.snapshot.files.keys.sorted())")
        #expect(result.snapshot.text("security/index.html")?.contains("The section.") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A Jekyll file whose front matter is never closed is no page to Jekyll: here its text, with a warning naming
    /// the line that looks like the closing one, and the rest of the site built.
    @Test func jekyllFrontMatterClosedByALongerLine() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Docs\n",
            "index.md": "---\ntitle: Home\n---\n",
            "interceptor.md": "---\nlayout: default\ntitle: Interceptor\n------\n\n# Interceptor\n",
            "other.md": "---\ntitle: Other\n---\nFine.\n",
        ])
        #expect(result.snapshot.text("other/index.html")?.contains("Fine.") == true)
        #expect(fixture.shownWarnings(result).contains {
            $0.contains("interceptor.md:1:1: warning: front matter starting here has no closing '---' line (line 4, '------', does not close it)")
        }, "\(fixture.shownWarnings(result))")
    }

    /// Docusaurus unwraps ```` ```mdx-code-block ```` fences: their text is MDX, here a set of tabs around code.
    @Test func docusaurusMDXCodeBlocks() throws {
        let page = """
            ---
            title: Get Started
            ---

            import Tabs from '@theme/Tabs';
            import TabItem from '@theme/TabItem';

            ```mdx-code-block
            <Tabs groupId="langs">
            <TabItem value="Go" label="Go" default>
            ```

            ```bash
            go get example.org/casbin
            ```

            ```mdx-code-block
            </TabItem>
            <TabItem value="Java" label="Java">
            ```

            ```xml
            <dependency>casbin</dependency>
            ```

            ```mdx-code-block
            </TabItem>
            </Tabs>
            ```

            """
        let (_, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Casbin', url: 'https://example.org', baseUrl: '/', presets: [['classic', {docs: {}}]] };\n",
            "docs/get-started.mdx": page,
        ])
        let html = try #require(result.snapshot.text("get-started/index.html"))
        #expect(html.contains("<label for=\"__tabbed_1_1\">Go</label>") && html.contains("<label for=\"__tabbed_1_2\">Java</label>"), "\(html)")
        #expect(!html.contains("&lt;TabItem") && !html.contains("&lt;Tabs"), "\(html)")
    }

    /// A VitePress config's sidebar and nav held in typed constants (`const sidebar: DefaultTheme.Sidebar = {…}`) are read.
    @Test func vitePressTypedConstants() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.ts": """
                import { defineConfig } from 'vitepress'
                import type { DefaultTheme } from 'vitepress'

                const nav: DefaultTheme.NavItem[] = [
                  { text: 'Guide', link: '/guide/introduction' },
                ]

                export const sidebar: DefaultTheme.Sidebar = {
                  '/guide/': [
                    { text: '开始', items: [
                      { text: 'Quick start', link: '/guide/quick-start' },
                      { text: 'Introduction', link: '/guide/introduction' },
                    ] }
                  ]
                }

                export default defineConfig({ title: 'Typed', themeConfig: { nav, sidebar } })

                """,
            "index.md": "# Home\n",
            "guide/introduction.md": "# Introduction\n",
            "guide/quick-start.md": "# Quick start\n",
        ])
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("guide/introduction/index.html")))
        #expect(menu.contains("开始[Quick start, Introduction]"), "\(menu)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("made by code") }, "\(fixture.shownWarnings(result))")
    }

    /// What a Docusaurus project makes by running code is named: a sidebars file that builds its sidebar, and the
    /// config's own remark plugins (math, read by vitrine, is not named).
    @Test func docusaurusCodeVitrineDoesNotRunIsNamed() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": """
                const codeFromFile = require('./src/plugins/code-from-file');
                const math = require('remark-math');
                module.exports = {
                  title: 'Book', url: 'https://example.org', baseUrl: '/',
                  presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: require.resolve('./sidebar-book.js'),
                    remarkPlugins: [
                      // the book's own: it doesn't run here
                      codeFromFile, [math, {}], require('@docusaurus/remark-plugin-npm2yarn')]}}]],
                };

                """,
            "sidebar-book.js": "const { loadSidebarsFromYaml } = require('./src/yaml-sidebar');\nmodule.exports = loadSidebarsFromYaml('./book/sidebar.yml');\n",
            "docs/intro.md": "# Intro\n",
        ])
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("sidebar-book.js: warning: the sidebar is made by code vitrine does not run") }, "\(warnings)")
        #expect(warnings.contains {
            $0.contains("2 remark or rehype plugins of the config vitrine does not run ('codeFromFile', '@docusaurus/remark-plugin-npm2yarn')")
        }, "\(warnings)")
    }

    /// Hugo's permalinks apply in every language: a translation's bundle is at its language's `/ja/p/slug/`.
    @Test func hugoPermalinksInEveryLanguage() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "baseURL = 'https://example.org/'\ntitle = 'Blog'\ndefaultContentLanguage = 'en'\n[permalinks]\n  post = '/p/:slug/'\n[languages.en]\n  weight = 1\n[languages.ja]\n  weight = 2\n",
            "content/_index.md": "---\ntitle: Home\n---\n[Hello](/p/hello-world/)\n",
            "content/_index.ja.md": "---\ntitle: ホーム\n---\n[こんにちは](/ja/p/hello-world/)\n",
            "content/post/hello/index.md": "---\ntitle: Hello\nslug: hello-world\n---\nHi.\n",
            "content/post/hello/index.ja.md": "---\ntitle: こんにちは\nslug: hello-world\n---\nやあ。\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("p/hello-world/index.html")?.contains("Hi.") == true)
        #expect(result.snapshot.text("ja/p/hello-world/index.html")?.contains("やあ。") == true, "\(result.snapshot.files.keys.sorted())")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A Hugo bundle's cover `image` is published with its page, and shared from there.
    @Test func hugoBundleCoverImage() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "baseURL = 'https://example.org/'\ntitle = 'Blog'\n[permalinks]\n  post = '/p/:slug/'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/post/Image Gallery/index.md": "---\ntitle: Gallery\nslug: image-gallery\nimage: cover.png\n---\nPictures.\n",
            "content/post/Image Gallery/cover.png": "png",
        ])
        #expect(result.snapshot.text("p/image-gallery/index.html")?.contains("og:image\" content=\"https://example.org/p/image-gallery/cover.png\"") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("not a file of the site") }, "\(fixture.shownWarnings(result))")
    }

    /// A Hugo page whose text its layout makes (`layout: archives`, no text of its own) is named once.
    @Test func hugoPagesALayoutFills() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "baseURL = 'https://example.org/'\ntitle = 'Blog'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/page/archives/index.md": "---\ntitle: Archives\nlayout: archives\n---\n",
            "content/docs/_index.md": "---\ntitle: Docs\nlayout: docs\n---\n",
            "content/docs/a.md": "---\ntitle: A\n---\nText.\n",
        ])
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("page/archives/index.md:1:1: warning: 1 page takes its text from the project's templates") && $0.contains("'archives'") },
                "\(warnings)")
    }

    /// mdBook writes every redirect as given: one to another book on the host is written, not checked.
    @Test func mdBookRedirectsOffTheBook() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = 'New book'\n[output.html.redirect]\n\"getting-started.html\" = \"/old-book/intro/index.html\"\n\"moved.html\" = \"intro.html\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Intro](intro.md)\n",
            "src/intro.md": "# Intro\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("getting-started.html")?.contains("url=/old-book/intro/index.html") == true)
        #expect(result.snapshot.text("moved.html") != nil)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.allSatisfy { !$0.contains("broken link") && !$0.contains("lead to no page") && !$0.contains("leads to no page") }, "\(warnings)")
    }

    /// Astro's `site` given through a constant (`const site = process.env.SITE_URL || "https://…"`) is the base URL.
    @Test func astroSiteFromAConstant() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "const site = process.env.SITE_URL || \"https://example.github.io/tool\";\nexport default defineConfig({\n  site,\n  integrations: [starlight({ title: \"Tool\" })],\n});\n",
            "src/content/docs/index.md": "# Tool\n",
        ])
        #expect(result.snapshot.text("sitemap.xml")?.contains("<loc>https://example.github.io/tool/</loc>") == true)
    }

    /// A Docusaurus version whose own sidebar lists its whole folder is under the menu's "Versions", as those
    /// without a sidebar of their own are: older versions never crowd the current docs' menu.
    @Test func docusaurusVersionsWithTheirOwnSidebarsAreUnderVersions() throws {
        let autogenerated = "{\"docs\": [{\"type\": \"autogenerated\", \"dirName\": \".\"}]}\n"
        let (_, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Lang', url: 'https://example.org', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/'}}]] };\n",
            "sidebars.js": "module.exports = { docs: [{type: 'autogenerated', dirName: '.'}] };\n",
            "versions.json": "[\"0.10\", \"0.9\"]\n",
            "docs/intro.md": "# Intro\n",
            "docs/guide.md": "# Guide\n",
            "versioned_docs/version-0.10/intro.md": "# Intro 0.10\n",
            "versioned_docs/version-0.9/intro.md": "# Intro 0.9\n",
            "versioned_sidebars/version-0.10-sidebars.json": autogenerated,
            "versioned_sidebars/version-0.9-sidebars.json": autogenerated,
        ])
        // The latest (0.10) at the root, the docs folder at `next/`.
        #expect(ToolMenuTests.menu(try #require(result.snapshot.text("intro/index.html"))) == "[Intro 0.10, Versions]")
        let next = ToolMenuTests.menu(try #require(result.snapshot.text("next/intro/index.html")))
        #expect(next == "[Intro 0.10, Versions[0.9, Next[Guide, Intro]]]", "\(next)")
    }
}
