import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a seventh round of real projects, each in a small project of our own shape.
@Suite struct SurveySevenTests {
    @Test func aProjectsOwnStyleSheetAndTheThemesAreBothPublished() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: S\nextra_css:\n  - style.css\n",
            "docs/index.md": "# Home\n",
            "docs/style.css": ".green { color: green }\n",
        ])
        #expect(result.snapshot.text("style.css") == ".green { color: green }\n")
        #expect(result.snapshot.text("_vitrine/style.css")?.contains(".green") == false)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("href=\"./_vitrine/style.css\""))
        #expect(home.contains("data-assets=\"./_vitrine/\""))
    }

    @Test func aSiteOfVitrinesOwnStillReplacesTheThemesFile() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n", "style.css": "body { color: red }\n"])
        let result = try fixture.build(SiteOptions(siteDirectory: fixture.site, templatesDirectory: Fixture.defaultTheme))
        #expect(result.snapshot.text("style.css") == "body { color: red }\n")
        #expect(result.snapshot.files["_vitrine/style.css"] == nil)
        #expect(result.snapshot.text("index.html")?.contains("href=\"./style.css\"") == true)
    }

    @Test func anApostropheInACommentOfADocusaurusConfigStartsNoString() throws {
        let (_, result) = try Fixture.project([
            "website/docusaurus.config.js": """
                module.exports = { title: 'Notes', url: 'https://n.example', baseUrl: '/',
                  presets: [['classic', { docs: {
                    // it's only a comment, "with quotes too
                    /* and one that's a block */
                    path: '../docs', routeBasePath: '/' } }]] };
                """,
            "docs/intro.md": "# Intro\n",
            "docs/more.md": "# More\n",
        ], site: "website")
        #expect(result.snapshot.text("intro/index.html")?.contains("Intro") == true)
        #expect(result.snapshot.text("more/index.html")?.contains("More") == true)
        #expect(result.snapshot.files["docusaurus.config.js"] == nil)
    }

    @Test func aTypedDocusaurusSidebarConstantIsRead() throws {
        let (_, result) = try Fixture.project([
            "docusaurus.config.ts": "export default { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.ts' } }]] };\n",
            "sidebars.ts": """
                import type { SidebarsConfig } from '@docusaurus/plugin-content-docs'

                const sidebars: SidebarsConfig = {
                  docs: [
                    { type: 'category', label: 'First Steps', items: ['begin'] },
                    { type: 'category', label: 'Reference', items: [
                      { type: 'category', label: 'Setup', items: ['api/setup'] },
                    ] },
                  ],
                }

                export default sidebars
                """,
            "docs/begin.md": "# Begin\n",
            "docs/api/setup.md": "# Setup page\n",
        ])
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("api/setup/index.html")))
        #expect(menu.contains("First Steps") && menu.contains("Reference") && menu.contains("Setup"), "\(menu)")
        #expect(!menu.contains("Api"), "\(menu)")
    }

    @Test func aPageThatIsASymbolicLinkToAFileIsAPage() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("site_name: L\nnav:\n  - Overview: index.md\n  - Usage: usage.md\n", to: "project/mkdocs.yml")
        fixture.write("# The project\n\nRead me first.\n", to: "project/README.md")
        fixture.write("# Usage\n", to: "project/docs/usage.md")
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/project/docs/index.md", withDestinationPath: "../README.md")
        // A link to a folder that holds the docs is not followed: it would lead back into them.
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/project/docs/loop", withDestinationPath: "..")
        let result = try fixture.build(SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme))
        #expect(result.snapshot.text("index.html")?.contains("Read me first.") == true)
        #expect(ToolMenuTests.menu(try #require(result.snapshot.text("usage/index.html"))).contains("Overview"))
        #expect(result.snapshot.files.keys.allSatisfy { !$0.hasPrefix("loop/") })
    }

    @Test func aJekyllBaseURLOfASlashMakesRootLinks() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: S\nbaseurl: /\npermalink: pretty\n",
            "index.md": "---\ntitle: Home\n---\n[Setup]({{site.baseurl}}guide/setup/) and [again]({{ site.baseurl }}/guide/setup/).\n",
            "guide/index.md": "---\ntitle: Guide\n---\n[Setup]({{site.baseurl}}guide/setup/)\n",
            "guide/setup.md": "---\ntitle: Setup\n---\nSet up.\n",
        ])
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") })
        #expect(result.snapshot.text("guide/index.html")?.contains("href=\"../guide/setup/\"") == true)
        #expect(result.snapshot.text("index.html")?.contains("href=\"guide/setup/\">Setup</a> and <a href=\"guide/setup/\"") == true)
    }

    @Test func vitePressTwosAttributeDelimitersAreRead() throws {
        let (_, result) = try Fixture.project([
            ".vitepress/config.ts": "export default { title: 'A', markdown: { attrs: { left: '%{', right: '}%' } } }\n",
            "index.md": "# Home\n\n## Methods %{#Methods}%\n\n[Here](#Methods)\n",
        ], warnLinks: true)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<h2 id=\"Methods\">Methods"), "\(home)")
        #expect(!home.contains("%{"))
    }

    @Test func aHugoRefNamingATranslatedFileFindsThatLanguagesPage() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "baseURL = 'https://r.example/'\ntitle = 'R'\ndefaultContentLanguage = 'en'\n[languages.en]\nweight = 1\n[languages.fr]\nweight = 2\n",
            "content/_index.en.md": "---\ntitle: Home\n---\n[Setup]({{< ref \"docs/setup.en.md#options\" >}}) and [in French]({{< ref \"docs/setup.fr.md\" >}})\n",
            "content/_index.fr.md": "---\ntitle: Accueil\n---\n[Installation]({{< ref \"docs/setup.fr.md\" >}})\n",
            "content/docs/setup.en.md": "---\ntitle: Setup\n---\n## Options\n",
            "content/docs/setup.fr.md": "---\ntitle: Installation\n---\n## Options\n",
        ])
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") })
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("href=\"docs/setup/#options\">Setup</a>") && home.contains("href=\"fr/docs/setup/\">in French</a>"), "\(home)")
        #expect(result.snapshot.text("fr/index.html")?.contains("href=\"../fr/docs/setup/\"") == true)
    }

    @Test func anIconsAttributeListGoesWithIt() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: I\nmarkdown_extensions:\n  - attr_list\n  - pymdownx.emoji\n",
            "docs/index.md": "# Matrix\n\n| Fast | :material-check:{ .green } Yes | :material-close:{.red} No |\n|---|---|---|\n\nDone :octicons-check-16:{ title=\"done\" } and {kept} and :tada:{ .big }\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(!home.contains(".green") && !home.contains(".red") && !home.contains("title=&quot;") && !home.contains(".big"), "\(home)")
        #expect(home.contains("and {kept} and 🎉"))
        #expect(fixture.shownWarnings(result).contains { $0.contains("3 icon shortcodes left out") })
    }

    @Test func terminalColourCodesAreLeftOutAndCounted() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: C\n",
            "docs/index.md": "# Output\n\n```ansi\n\u{1B}[32mok\u{1B}[0m 3 files \u{1B}[1;31mfailed\u{1B}[0m\n```\n\nA lone \u{1B} stays shown.\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<code class=\"language-ansi\">ok 3 files failed\n</code>"), "\(home)")
        #expect(home.contains("A lone \u{FFFD} stays shown."))
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("docs/index.md:4:1") && $0.contains("4 terminal escape codes left out") && $0.contains("'ESC[32m'") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("1 control character") })
    }

    @Test func anMDXTagOfManyLinesIsReadWhole() throws {
        let entries = (1...40).map { "    { title: 'Site \($0)', href: 'https://s\($0).example', // it's one\n      image: import('../assets/\($0).png') }," }.joined(separator: "\n")
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "export default { integrations: [starlight({ title: 'M' })] }\n",
            "src/content/docs/index.mdx": "---\ntitle: Home\n---\n\n<Showcase entries={[\n\(entries)\n]} />\n\nAfter the tag.\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(!home.contains("import(") && !home.contains("Site 1"), "\(home)")
        #expect(home.contains("After the tag."))
        #expect(fixture.shownWarnings(result).contains { $0.contains("index.mdx:5:1") && $0.contains("'<Showcase>'") }, "\(fixture.shownWarnings(result))")
    }

    @Test func vitePressLocalesAreLanguages() throws {
        let (_, result) = try Fixture.project([
            ".vitepress/config.ts": """
                export default defineConfig({
                  title: 'Two',
                  locales: {
                    root: { label: 'English', lang: 'en-US' },
                    zh: { label: '简体中文', lang: 'zh-CN', link: '/zh/' },
                  },
                })
                """,
            "index.md": "# Home\n",
            "guide/index.md": "# Guide\n",
            "zh/index.md": "# 首页\n",
            "zh/guide/index.md": "# 指南\n",
        ])
        let english = try #require(result.snapshot.text("guide/index.html"))
        let chinese = try #require(result.snapshot.text("zh/guide/index.html"))
        #expect(english.contains("<html lang=\"en-US\""))
        #expect(chinese.contains("<html lang=\"zh\""))
        #expect(!ToolMenuTests.menu(english).contains("首页"), "\(ToolMenuTests.menu(english))")
        #expect(ToolMenuTests.menu(chinese).contains("指南"))
        #expect(english.contains("简体中文"), "the language switcher names the translation")
    }

    @Test func aVitePressSidebarPartlyMadeByCodeIsNamedAndKeepsItsOrder() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.ts": """
                export default defineConfig({
                  title: 'P',
                  themeConfig: {
                    nav: [{ text: 'Guide', link: '/guide/' }],
                    sidebar: { '/': [
                      { text: 'Setup', items: [{ text: 'Install', link: '/install' }] },
                      { text: 'Essentials', items: [{ text: 'Basics', link: '/guide/basics' }] },
                      extraGroup(),
                    ] },
                  },
                })
                """,
            "index.md": "# Home\n",
            "install.md": "# Install\n",
            "guide/basics.md": "# Basics\n",
            "extra/zeta.md": "# Zeta\n",
        ])
        #expect(fixture.shownWarnings(result).contains { $0.contains("1 entry of the sidebar made by code") })
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("install/index.html")))
        let setup = try #require(menu.range(of: "Setup")), essentials = try #require(menu.range(of: "Essentials"))
        #expect(setup.lowerBound < essentials.lowerBound, "\(menu)")
    }

    @Test func mkDocsWithoutNavListsTheDocsFolderAsMkDocsDoes() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: O\n",
            "docs/index.md": "# Welcome\n",
            "docs/zeta.md": "# Zeta page\n",
            "docs/alpha.md": "# Alpha page\n",
            "docs/user-guide/index.md": "# Introduction\n",
            "docs/user-guide/b.md": "# Second\n",
            "docs/basics/index.md": "# Manual walk-through\n",
            "docs/basics/a.md": "# First\n",
        ])
        // Pages before folders, index first, the rest by file name; sections named after their folders.
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("basics/a/index.html")))
        #expect(menu.hasPrefix("[Home, Alpha page, Zeta page, Basics"), "\(menu)")
        let guide = try #require(menu.range(of: "User guide")), basics = try #require(menu.range(of: "Basics"))
        #expect(basics.lowerBound < guide.lowerBound, "\(menu)")
        #expect(!menu.contains("Manual walk-through"), "\(menu)")
    }

    @Test func awesomePagesFilesTitleAndOrderFolders() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: A\nplugins:\n  - search\n  - awesome-pages\n  - literate-nav\n",
            "docs/index.md": "# Home\n",
            "docs/start/.pages": "title: Getting started\nnav:\n  - index.md\n  - zebra.md\n  - ...\n  - Last of all: apple.md\n",
            "docs/start/index.md": "# Start\n",
            "docs/start/apple.md": "# Apple\n",
            "docs/start/mango.md": "# Mango\n",
            "docs/start/zebra.md": "# Zebra\n",
            "docs/internal/.pages": "hide: true\n",
            "docs/internal/notes.md": "# Notes\n",
        ])
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("start/zebra/index.html")))
        #expect(menu.contains("Getting started[Zebra, Mango, Last of all]"), "\(menu)")
        // A hidden folder is in no menu, as it is in no navigation.
        #expect(!menu.contains("Internal") && !menu.contains("Notes"), "\(menu)")
        #expect(result.snapshot.text("internal/notes/index.html") != nil, "a hidden folder's pages are still published")
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("literate-nav") }, "\(warnings)")
        #expect(warnings.allSatisfy { !$0.contains("awesome-pages") }, "\(warnings)")
    }

    @Test func mkDocsOldPagesKeyIsNamed() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: W\npages:\n  - Home: index.md\n",
            "docs/index.md": "# Home\n",
        ])
        #expect(fixture.shownWarnings(result).contains { $0.contains("mkdocs.yml:2:1") && $0.contains("'pages' is the old name of 'nav'") }, "\(fixture.shownWarnings(result))")
    }

    @Test func hugoPermalinksPlaceASectionsPages() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "baseURL = 'https://d.example/'\ntitle = 'D'\n[permalinks]\nblog = '/:section/:year/:month/:slug/'\nnotes = '/n/:filename/'\n",
            "content/_index.md": "---\ntitle: Home\n---\n[Spring]({{< ref \"blog/2021-03-01-spring.md\" >}}) and [kept](/elsewhere/kept/)\n",
            "content/blog/_index.md": "---\ntitle: Blog\n---\n",
            "content/blog/2021-03-01-spring.md": "---\ntitle: Spring News!\ndate: 2021-03-01\n---\nBloom.\n",
            "content/blog/summer/index.md": "---\ntitle: Summer\ndate: 2021-07-04\nslug: hot days\n---\nHeat.\n",
            "content/blog/own.md": "---\ntitle: Own\ndate: 2021-08-01\nurl: /elsewhere/kept/\n---\nMine.\n",
            "content/notes/First Note.md": "---\ntitle: A note\n---\nNoted.\n",
        ])
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        #expect(result.snapshot.text("blog/2021/03/spring-news/index.html")?.contains("Bloom.") == true)
        #expect(result.snapshot.text("blog/2021/07/hot-days/index.html")?.contains("Heat.") == true)
        #expect(result.snapshot.text("elsewhere/kept/index.html")?.contains("Mine.") == true, "a page's own url comes first")
        #expect(result.snapshot.text("n/first-note/index.html")?.contains("Noted.") == true)
        #expect(result.snapshot.text("blog/index.html") != nil)
        #expect(result.snapshot.text("index.html")?.contains("href=\"blog/2021/03/spring-news/\"") == true)
    }

    @Test func hugosDefaultLanguageInItsFolder() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "baseURL = 'https://s.example/'\ntitle = 'S'\ndefaultContentLanguage = 'en'\ndefaultContentLanguageInSubdir = true\n[languages.en]\nweight = 1\n[languages.fr]\nweight = 2\n",
            "content/_index.en.md": "---\ntitle: Home\n---\n![A picture](/en/guide/pic.png) [Guide]({{< ref \"guide/_index.md\" >}}) [Notes]({{< ref \"notes.md\" >}})\n",
            "content/_index.fr.md": "---\ntitle: Accueil\n---\n![Une image](/fr/guide/pic.png)\n",
            "content/guide/_index.en.md": "---\ntitle: Guide\n---\n",
            "content/guide/_index.fr.md": "---\ntitle: Guide\n---\n",
            "content/guide/pic.png": "PNG",
            "content/notes.md": "---\ntitle: Notes\n---\nNo suffix: the default language's.\n",
        ])
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        #expect(result.snapshot.text("en/index.html")?.contains("href=\"../en/guide/\"") == true)
        #expect(result.snapshot.text("en/notes/index.html")?.contains("No suffix") == true)
        #expect(result.snapshot.text("en/guide/pic.png") == "PNG" && result.snapshot.text("fr/guide/pic.png") == "PNG")
        #expect(result.snapshot.text("index.html")?.contains("url=en/") == true, "the root sends readers to the default language")
    }

    @Test func astroCollectionsBesidesTheDocsAreNamed() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "export default { integrations: [starlight({ title: 'K' })] }\n",
            "src/content/docs/index.md": "---\ntitle: Home\n---\nDocs.\n",
            "src/content/blog/2024-news.md": "---\ntitle: News\n---\n",
            "src/content/policies/a/one.mdx": "---\ntitle: One\n---\n",
            "src/content/policies/b/two.md": "---\ntitle: Two\n---\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("Docs.") == true)
        #expect(fixture.shownWarnings(result).contains {
            $0.hasPrefix("project/src/content/blog/2024-news.md") && $0.contains("3 pages in Astro content collections besides the docs ('blog', 'policies') not built")
        }, "\(fixture.shownWarnings(result))")
    }
}
