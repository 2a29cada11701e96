import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a sixth round of real projects, each in a small project of our own shape.
@Suite struct ToolConventionsTests {
    @Test func aDocusaurusVersionsPathIsTheVersionsAddressNotTheDocsFolder() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": """
                module.exports = { title: "V", url: "https://v.example", baseUrl: "/",
                  presets: [["@docusaurus/preset-classic", { docs: { sidebarPath: require.resolve("./sidebars.js"),
                    lastVersion: "current", versions: { current: { label: "4.x", path: "v4" }, "3.x": { label: "3.x", path: "v3" } } } }]] };
                """,
            "versions.json": "[\"3.x\"]",
            "README.md": "# The repository\n",
            "docs/intro.md": "# Intro 4\n\n[Here](/docs/v4/intro) and [before](/docs/v3/intro).\n",
            "versioned_docs/version-3.x/intro.md": "# Intro 3\n",
        ], warnLinks: true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        #expect(result.snapshot.text("intro/index.html")?.contains("<a href=\"../intro/\">Here</a> and <a href=\"../v3/intro/\">before</a>") == true)
        #expect(result.snapshot.text("intro/index.html")?.contains("Intro 4") == true)
        #expect(result.snapshot.text("v3/intro/index.html")?.contains("Intro 3") == true)
        #expect(result.snapshot.files.keys.allSatisfy { !$0.hasPrefix("README") && !$0.hasPrefix("versioned_docs") && !$0.hasPrefix("docs/") })
    }

    /// Translations of a locale the config does not list, or of a docs instance of a plugin's own, are not built:
    /// their pages are counted and named once.
    @Test func docusaurusTranslationsNotBuiltAreNamedOnce() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n",
            "docs/rooms.md": "# Rooms\n",
            "i18n/fr/docusaurus-plugin-content-docs/current/rooms.md": "# Salles\n",
            "i18n/fr/docusaurus-plugin-content-docs-api/current/calls.md": "# Appels\n",
            "i18n/de/docusaurus-plugin-content-docs/current/rooms.md": "# Räume\n",
            "i18n/fr/docusaurus-theme-classic/navbar.json": "{}\n",
        ])
        #expect(result.snapshot.text("fr/rooms/index.html")?.contains("Salles") == true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("i18n/de/docusaurus-plugin-content-docs/current/rooms.md") && $0.contains("2 pages in other languages' other folders ('de', 'fr') not built") }, "\(warnings)")
    }

    @Test func docusaurusTranslationsOfASiteInOneLanguageAreNamedOnce() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/' };\n",
            "docs/rooms.md": "# Rooms\n",
            "i18n/fr/docusaurus-plugin-content-docs/current/rooms.md": "# Salles\n",
        ])
        #expect(!result.snapshot.files.keys.contains { $0.hasPrefix("fr/") })
        #expect(fixture.shownWarnings(result).contains { $0.contains("i18n/fr/docusaurus-plugin-content-docs/current/rooms.md") && $0.contains("1 page in other languages ('fr') not built") })
    }

    @Test func jekyllReadsTheFoldersItsIncludeSettingNames() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: I\npermalink: pretty\ninclude:\n  - _pages\n",
            "index.md": "---\ntitle: Home\n---\n[Start](/start)\n",
            "_pages/start.md": "---\ntitle: Start\npermalink: start\nredirect_from:\n  - begin\n---\nBegin here.\n",
            "about.md": "---\ntitle: About\n---\nUs.\n",
            "_drafts/later.md": "---\ntitle: Later\n---\nNot yet.\n",
        ])
        #expect(result.snapshot.text("start/index.html")?.contains("Begin here.") == true)
        #expect(result.snapshot.text("begin/index.html")?.contains("start/") == true, "jekyll-redirect-from reads an alias from the root")
        #expect(ToolMenuTests.menu(try #require(result.snapshot.text("start/index.html"))) == "[About, Start]", "no section for the folder")
        #expect(result.snapshot.files.keys.allSatisfy { !$0.hasPrefix("_pages") })
        #expect(fixture.shownWarnings(result).contains { $0.contains("_drafts/later.md") && $0.contains("'include:' setting") })
    }

    @Test func zolasEscapedShortcodesShowAsTheShortcode() throws {
        let (_, result) = try Fixture.project([
            "config.toml": "base_url = \"https://z.example\"\ntitle = \"Z\"\n",
            "content/_index.md": "+++\ntitle = \"Home\"\n+++\n",
            "content/page.md": "+++\ntitle = \"Codes\"\n+++\n\n```\n{{/* video(id=\"a\") */}}\n{%/* note() */%}\nBody\n{%/* end */%}\n```\n\nInline: `{{/* video(id=\"a\") */}}`.\n",
        ])
        let page = try #require(result.snapshot.text("page/index.html"))
        #expect(page.contains("<pre><code>{{ video(id=&quot;a&quot;) }}\n{% note() %}\nBody\n{% end %}\n</code></pre>"), "\(page)")
        #expect(page.contains("Inline: <code>{{ video(id=&quot;a&quot;) }}</code>."))
    }

    @Test func mkDocsExtraBringsAbbreviationsAndAnAdmonitionNeedsNoSpace() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: E\nmarkdown_extensions:\n  - extra\n  - admonition\n",
            "docs/index.md": "# Home\n\nThe HTML and HTML5 specs, not HTMLish, nor `HTML` in code.\n\n*[HTML]: Hyper Text Markup Language\n*[HTML5]: The \"fifth\" one\n\n!!!Note\n    No space after the marks.\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<p>The <abbr title=\"Hyper Text Markup Language\">HTML</abbr> and <abbr title=\"The &quot;fifth&quot; one\">HTML5</abbr> specs, not HTMLish, nor <code>HTML</code> in code.</p>"), "\(page)")
        #expect(!page.contains("*[HTML]"))
        #expect(page.contains("<p class=\"markdown-alert-title\">Note</p>\n<p>No space after the marks.</p>"))
        #expect(!fixture.shownWarnings(result).contains { $0.contains("'extra'") })
    }

    @Test func aVitePressBadgeInAHeadingIsNotPartOfItsID() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.mts": "export default { title: 'B' }\n",
            "index.md": "# Presets\n\nUse the [2023 preset](#preset-2023).\n\n## Preset 2023 <Badge type=\"tip\" text=\"New from v0.1.0\" />\n\nText.\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<h2 id=\"preset-2023\">Preset 2023 <span class=\"badge\">New from v0.1.0</span>"), "\(page)")
        #expect(!fixture.shownWarnings(result).contains { $0.contains("broken link") })
    }

    @Test func docusaurusOrdersByPositionThenNumberPrefixAndCategoryFiles() throws {
        let (_, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'O', url: 'https://o.example', baseUrl: '/' };\n",
            "docs/intro.md": "---\nsidebar_position: 1\n---\n# Intro\n",
            "docs/guides/01-basics/apple.md": "---\nsidebar_position: 2\n---\n# Apple details\n",
            "docs/guides/01-basics/zebra.md": "---\nsidebar_position: 1\n---\n# Zebra setup\n",
            "docs/guides/01-basics/middle.md": "---\nsidebar_position: 1.5\n---\n# Middle\n",
            "docs/guides/02-advanced/alpha.md": "# Alpha tuning\n",
            "docs/guides/03-extras/_category_.json": "{ \"label\": \"Odds and ends\", \"position\": 0.5 }\n",
            "docs/guides/03-extras/b.md": "# B\n",
            "docs/guides/03-extras/a.md": "# A\n",
            "docs/guides/03-extras/10-later.md": "# Later\n",
            "docs/guides/03-extras/02-sooner.md": "# Sooner\n",
        ])
        let basics = ToolMenuTests.menu(try #require(result.snapshot.text("guides/basics/zebra/index.html")))
        #expect(basics.contains("Guides[Odds and ends, Basics[Zebra setup, Middle, Apple details], Advanced]"), "\(basics)")
        let extras = ToolMenuTests.menu(try #require(result.snapshot.text("guides/extras/a/index.html")))
        #expect(extras.contains("Odds and ends[Sooner, Later, A, B]"), "\(extras)")
    }

    @Test func hugoListsDatedPagesNewestFirstAfterWeightedOnes() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "baseURL = 'https://h.example/'\ntitle = 'H'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/news/_index.md": "---\ntitle: News\n---\n",
            "content/news/alpha.md": "---\ntitle: Alpha\ndate: 2021-03-01\n---\nA.\n",
            "content/news/zeta.md": "---\ntitle: Zeta\ndate: 2024-01-05\n---\nZ.\n",
            "content/news/mid.md": "---\ntitle: Mid\ndate: 2022-06-30T10:00:00Z\n---\nM.\n",
            "content/news/pinned.md": "---\ntitle: Pinned\nweight: 5\n---\nP.\n",
            "content/news/undated.md": "---\ntitle: Undated\n---\nU.\n",
        ])
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("news/index.html")))
        #expect(menu.contains("News[Pinned, Zeta, Mid, Alpha, Undated]"), "\(menu)")
    }

    @Test func plainJekyllCopiesFilesWithoutFrontMatterAndWritesPostsAsFiles() throws {
        let (_, result) = try Fixture.project([
            "_config.yml": "title: J\n",
            "Gemfile": "source \"https://rubygems.org\"\ngemspec\n",
            "README.md": "# My theme\n\nSee [the head include](_includes/head.html).\n",
            "index.md": "---\ntitle: Home\n---\nHello.\n",
            "_posts/2024-01-02-hello.md": "---\ntitle: Hello\ncategories: Misc news\n---\nHello post.\n",
            "_posts/2024-01-03-plain.md": "---\ntitle: Plain\n---\nPlain post.\n",
        ])
        #expect(result.snapshot.text("README.md")?.hasPrefix("# My theme") == true, "copied as it is")
        #expect(result.snapshot.files["README/index.html"] == nil)
        #expect(result.snapshot.text("misc/news/2024/01/02/hello.html")?.contains("Hello post.") == true)
        #expect(result.snapshot.text("2024/01/03/plain.html")?.contains("Plain post.") == true)
    }

    @Test func gitHubPagesJekyllReadsFilesWithoutFrontMatterAsPages() throws {
        let (_, result) = try Fixture.project([
            "_config.yml": "title: J\n",
            "Gemfile": "source \"https://rubygems.org\"\ngem \"github-pages\", group: :jekyll_plugins\n",
            "guide.md": "# Guide\n\nText.\n",
            "index.md": "---\ntitle: Home\n---\nHello.\n",
        ])
        #expect(result.snapshot.text("guide.html")?.contains("<p>Text.</p>") == true || result.snapshot.text("guide/index.html")?.contains("<p>Text.</p>") == true)
    }

    @Test func aNavThatListsTheHomePageShowsItFirst() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: H\nnav:\n  - Welcome: index.md\n  - Installation: installation.md\n",
            "docs/index.md": "# Uvicorn\n",
            "docs/installation.md": "# Installation\n",
        ])
        #expect(ToolMenuTests.menu(try #require(result.snapshot.text("installation/index.html"))) == "[Welcome, Installation]")
        #expect(try #require(result.snapshot.text("index.html")).contains("<li><a href=\"./\" aria-current=\"page\">Welcome</a></li>"))
    }

    @Test func anMDXExportRunsToTheEndOfItsTemplateLiteralAndCodeShowsIt() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ site: 'https://m.example', integrations: [starlight({ title: 'M' })] })\n",
            "src/content/docs/index.mdx": "---\ntitle: Auth\n---\n\nimport { Code } from '@astrojs/starlight/components';\n\nAll clients:\n\nexport const snippet = `\nawait client.login();\n\n// {braces} <tags> too\nclient.logout()\n`;\n\n<Code lang=\"ts\" code={snippet} />\n\nThe end.\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<p>All clients:</p>\n<pre><code class=\"language-ts\">await client.login();&#10;&#10;// {braces} &lt;tags&gt; too&#10;client.logout()</code></pre>\n<p>The end.</p>"), "\(page)")
        #expect(!fixture.shownWarnings(result).contains { $0.contains("component") })
    }

    @Test func markdownRightAfterAVueComponentLineIsMarkdown() throws {
        let (_, result) = try Fixture.project([
            ".vitepress/config.mts": "export default { title: 'V' }\n",
            "index.md": "# Types\n\n<TypesNote />\nFrom version `0.14.5` on:\n```json\n{}\n```\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<!----><TypesNote />\n<p>From version <code>0.14.5</code> on:</p>\n<pre><code class=\"language-json\">"), "\(page)")
    }

    @Test func aVitePressSidebarHeldInAConstantOfTheConfigIsRead() throws {
        let (_, result) = try Fixture.project([
            ".vitepress/config.ts": """
                import type { DefaultTheme } from 'vitepress'
                const GUIDES: DefaultTheme.SidebarItem[] = [
                  { text: 'Zebra Installation', link: '/guide/install' },
                  { text: 'Bundles', link: '/guide/bundles' },
                ]
                const REFERENCE = [{ text: 'API', link: '/api' }] as const satisfies DefaultTheme.SidebarItem[]
                export default { title: 'C', themeConfig: { sidebar: [{ text: 'Guide', items: GUIDES }, { text: 'Reference', items: REFERENCE }] } }
                """,
            "index.md": "# Home\n", "guide/install.md": "# Installation\n", "guide/bundles.md": "# Bundles\n", "api.md": "# API\n",
        ])
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("guide/install/index.html")))
        #expect(menu.contains("Zebra Installation, Bundles"), "\(menu)")
    }

    @Test func aVitePressSidebarMadeByCodeIsNamed() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.ts": "export default { title: 'C', themeConfig: { sidebar: prepareSidebar(0) } }\n",
            "index.md": "# Home\n", "guide/install.md": "# Installation\n",
        ])
        #expect(fixture.shownWarnings(result).contains { $0.contains("the sidebar is made by code vitrine does not run") })
    }

    @Test func aVitePressSidebarSharedBySectionsIsReadUnderItsOwnSection() throws {
        let (_, result) = try Fixture.project([
            ".vitepress/config.ts": """
                const guide = [{ text: 'Guide', items: [{ text: 'Intro', link: '/guide/intro' }] }, { text: 'Deep', items: [{ text: 'Why', link: '/in-depth/why' }] }]
                export default { title: 'S', themeConfig: { sidebar: { '/glossary/': guide, '/guide/': guide, '/in-depth/': guide } } }
                """,
            "index.md": "# Home\n", "guide/intro.md": "# Intro\n", "in-depth/why.md": "# Why\n", "glossary/term.md": "# Term\n",
        ])
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("guide/intro/index.html")))
        #expect(menu.hasPrefix("[Guide[Guide[Intro], Deep"), "\(menu)")
    }

    @Test func hugosMainMenuOrdersAndNamesTheTopOfTheMenu() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": """
                baseURL = 'https://h.example/'
                title = 'H'
                [[menu.main]]
                  name = 'News'
                  pageRef = '/news'
                  weight = 20
                [[menu.main]]
                  name = 'About'
                  url = '/about/'
                  weight = 10
                [[menu.main]]
                  name = 'Elsewhere'
                  url = 'https://example.org/'
                """,
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/about.md": "---\ntitle: About Us - A Long Title For Search Engines\n---\nA.\n",
            "content/news/_index.md": "---\ntitle: The Latest News\n---\n",
            "content/news/one.md": "---\ntitle: One\ndate: 2024-01-01\n---\nO.\n",
            "content/zebra.md": "---\ntitle: Zebra\n---\nZ.\n",
        ])
        #expect(ToolMenuTests.menu(try #require(result.snapshot.text("zebra/index.html"))) == "[About, News, Zebra]")
    }

    @Test func docusaurusMarkdownPagesInSrcPagesArePublishedAtTheRoot() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'P', url: 'https://p.example', baseUrl: '/' };\n",
            "docs/intro.md": "# Intro\n\nSee [cookies](/how-to/deal-with-cookies).\n",
            "src/pages/how-to/deal-with-cookies.md": "# Cookies\n\nText.\n",
            "src/pages/index.js": "export default function Home() { return null }\n",
            "src/pages/intro.md": "# Another intro\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("how-to/deal-with-cookies/index.html")?.contains("<p>Text.</p>") == true)
        #expect(result.snapshot.files["index.js"] == nil, "the tool's code is not published")
        #expect(result.snapshot.text("intro/index.html")?.contains("Another intro") == false)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("src/pages/intro.md") && $0.contains("left out: the page at the same path") }, "\(warnings)")
        #expect(!warnings.contains { $0.contains("broken link") })
    }
}
