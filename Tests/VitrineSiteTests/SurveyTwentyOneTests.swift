import Foundation
import Testing
import Yams
@testable import VitrineSite

/// Other tools' conventions met in a twenty-first round of real projects, each in a small project of our own shape.
@Suite struct SurveyTwentyOneTests {
    /// A Docusaurus sidebars file of several sidebars, which Docusaurus shows one at a time: the first is the menu's
    /// top, each other a section of it, its own categories inside. A sidebar whose docs are all in one folder is
    /// that folder's section; one whose docs are spread over the docs' root takes its navbar item's label.
    @Test func docusaurusSidebarsAreSectionsOfTheMenu() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": """
                module.exports = {
                  title: 'Sidebars', url: 'https://example.org', baseUrl: '/',
                  presets: [['classic', {docs: {sidebarPath: require.resolve('./sidebars.js')}}]],
                  themeConfig: {
                    navbar: {
                      items: [
                        {type: 'docSidebar', sidebarId: 'learn', label: 'Learn', position: 'left'},
                        {type: 'doc', docId: 'api/client', label: 'API'},
                        {type: 'dropdown', label: 'More', items: [{type: 'docSidebar', sidebarId: 'help', label: 'Getting help'}]},
                        {to: 'docs/cli', label: 'Reference'},
                      ],
                    },
                  },
                };

                """,
            "sidebars.js": """
                module.exports = {
                  learn: {'Start here': ['install', 'first-steps'], Deeper: ['concepts']},
                  api: [{type: 'category', label: 'Calls', items: ['api/client', 'api/server']}],
                  help: ['faq'],
                  ref: ['cli', 'settings'],
                };

                """,
            "docs/install.md": "# Install\n",
            "docs/first-steps.md": "# First steps\n",
            "docs/concepts.md": "# Concepts\n",
            "docs/faq.md": "# FAQ\n",
            "docs/cli.md": "# CLI\n",
            "docs/settings.md": "# Settings\n",
            "docs/api/client.md": "# Client\n",
            "docs/api/server.md": "# Server\n",
            "docs/api/unlisted.md": "# Unlisted\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("install/index.html"), "\(result.snapshot.files.keys.sorted())")
        let menu = ToolMenuTests.menu(page)
        // The first sidebar is the menu's top; the others are sections of it.
        #expect(menu.hasPrefix("[Start here[Install, First steps], Deeper"), "\(menu)")
        #expect(menu.contains("Getting help"), "\(menu)")
        // A sidebar opened by a `to:` link to one of its docs takes that link's label.
        let cli = ToolMenuTests.menu(try #require(result.snapshot.text("cli/index.html")))
        #expect(cli.contains("Reference[CLI, Settings]"), "\(cli)")
        // The api sidebar is the api folder's section: its category first, the folder's unlisted page after.
        let api = try #require(result.snapshot.text("api/client/index.html"))
        #expect(ToolMenuTests.menu(api).contains("Api[Calls[Client, Server], Unlisted]"), "\(ToolMenuTests.menu(api))")
        #expect(!ToolMenuTests.menu(api).contains("Api-section"))
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Docusaurus 1 wrote a version's sidebar with `version-1.x/` before each doc id and sidebar name, which
    /// Docusaurus 2 still reads: the version's menu follows it.
    @Test func docusaurusVersionedSidebarsWithPrefixedIDs() throws {
        let (_, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = {\n  title: 'Old ids', url: 'https://example.org',\n  presets: [['classic', {docs: {routeBasePath: '/'}}]],\n};\n",
            "versions.json": "[\"1.x\"]\n",
            "sidebars.js": "module.exports = {\n  docs: {Introduction: ['zebra', 'apple']},\n};\n",
            "versioned_sidebars/version-1.x-sidebars.json": """
                {"version-1.x/docs": [{"type": "category", "label": "Introduction", "items": [
                  {"type": "doc", "id": "version-1.x/zebra"}, {"type": "doc", "id": "version-1.x/apple"}]}]}

                """,
            "versioned_docs/version-1.x/apple.md": "---\nid: apple\ntitle: Apple\n---\n",
            "versioned_docs/version-1.x/zebra.md": "---\nid: zebra\ntitle: Zebra\n---\n",
            "docs/apple.md": "---\ntitle: Apple\n---\n",
            "docs/zebra.md": "---\ntitle: Zebra\n---\n",
        ])
        let page = try #require(result.snapshot.text("apple/index.html"), "\(result.snapshot.files.keys.sorted())")
        #expect(ToolMenuTests.menu(page).hasPrefix("[Introduction[Zebra, Apple]"), "\(ToolMenuTests.menu(page))")
    }

    /// Docusaurus builds each locale of `i18n.locales` under its own folder: the translated docs, blog and pages
    /// where they translate, the default locale's pages where a translation is missing, links read from the
    /// locale's base URL, pictures beside the pages there too.
    @Test func docusaurusLocalesAreBuilt() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": """
                module.exports = {
                  title: 'Rooms', url: 'https://example.org', baseUrl: '/',
                  i18n: {defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: {fr: {label: 'Français', direction: 'ltr'}}},
                  presets: [['classic', {docs: {}, blog: {}}]],
                };

                """,
            "docs/rooms.md": "# Rooms\n\n[Doors](/docs/doors) and ![a plan](./plan.png), [en français](/fr/docs/doors).\n",
            "docs/doors.md": "# Doors\n\n![a plan](./plan.png)\n",
            "docs/plan.png": "png",
            "i18n/fr/docusaurus-plugin-content-docs/current/rooms.md": "# Salles\n\n[Portes](/docs/doors) et ![un plan](./plan.png)\n",
            "blog/2024-01-10-hello.md": "---\ntitle: Hello\n---\n\nNews.\n",
            "i18n/fr/docusaurus-plugin-content-blog/2024-01-10-hello.md": "---\ntitle: Bonjour\n---\n\nNouvelles.\n",
            "i18n/fr/docusaurus-theme-classic/navbar.json": "{}\n",
            "sidebars.js": "module.exports = { docs: [{type: 'category', label: 'Building', items: ['rooms', 'doors']}] };\n",
            "i18n/fr/docusaurus-plugin-content-docs/current.json": "{\"sidebar.docs.category.Building\": {\"message\": \"Bâtiment\"}}\n",
        ], warnLinks: true)
        #expect(ToolMenuTests.menu(try #require(result.snapshot.text("rooms/index.html"))) == "[Building[Rooms, Doors], Blog]")
        // The category's label as the locale's JSON translates it.
        #expect(ToolMenuTests.menu(try #require(result.snapshot.text("fr/rooms/index.html"))) == "[Bâtiment[Salles, Doors], Blog]")
        let salles = try #require(result.snapshot.text("fr/rooms/index.html"), "\(result.snapshot.files.keys.sorted())")
        #expect(salles.contains("<h1 id=\"salles\">Salles") && salles.contains("<a href=\"../../fr/doors/\">Portes</a>"), "\(salles)")
        #expect(salles.contains(">Français<") && salles.contains(">English<"))
        #expect(result.snapshot.text("rooms/index.html")?.contains("<a href=\"../fr/doors/\">en français</a>") == true)
        // The untranslated page stands in, in the locale's folder; its picture is there too.
        #expect(result.snapshot.text("fr/doors/index.html")?.contains("<h1 id=\"doors\">Doors") == true)
        #expect(result.snapshot.files["fr/plan.png"] != nil && result.snapshot.files["plan.png"] != nil)
        #expect(result.snapshot.text("fr/blog/2024/01/10/hello/index.html")?.contains("Nouvelles.") == true)
        #expect(result.snapshot.text("blog/2024/01/10/hello/index.html")?.contains("News.") == true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.allSatisfy { !$0.contains("broken link") && !$0.contains("not built") }, "\(warnings)")
    }

    /// Docusaurus reads a file's path from the docs' root (`/install.md`) in the page's own version first.
    @Test func docusaurusAbsoluteFileLinksStayInTheirVersion() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = {\n  title: 'Versions', url: 'https://example.org',\n  presets: [['classic', {docs: {routeBasePath: '/'}}]],\n};\n",
            "versions.json": "[\"2.0\", \"1.0\"]\n",
            "versioned_docs/version-2.0/intro.md": "# Intro 2\n\n[Install](/install.md)\n",
            "versioned_docs/version-2.0/install.md": "# Install 2\n",
            "versioned_docs/version-1.0/intro.md": "# Intro 1\n\n[Install](/install.md) and [the old API](/old-api.mdx).\n",
            "versioned_docs/version-1.0/install.md": "# Install 1\n",
            "versioned_docs/version-1.0/old-api.mdx": "# Old API\n",
            "docs/install.md": "# Install next\n\n[Upgrade](/upgrade.md)\n",
            "docs/upgrade.md": "# Upgrade\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("intro/index.html")?.contains("<a href=\"../install/\">Install</a>") == true)
        let old = try #require(result.snapshot.text("1.0/intro/index.html"))
        #expect(old.contains("<a href=\"../../1.0/install/\">Install</a>") && old.contains("<a href=\"../../1.0/old-api/\">the old API</a>"), "\(old)")
        #expect(result.snapshot.text("next/install/index.html")?.contains("<a href=\"../../next/upgrade/\">Upgrade</a>") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        // Each page's version menu leads to itself in the other versions, or to the version's first page.
        #expect(old.contains("""
            <summary>Version 1.0</summary>
            <ul>
            <li><a href="../../next/">Next</a></li>
            <li><a href="../../intro/">2.0</a></li>
            <li><a href="../../1.0/intro/" aria-current="true">1.0</a></li>
            </ul>
            """), "\(old)")
    }

    /// MkDocs' YAML reads `!ENV [NAME, "default"]` anywhere, a nav title too: the variable's value, else the default.
    @Test func mkDocsEnvironmentTagsInTheNav() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Tags\nnav:\n  - !ENV [VITRINE_TEST_UNSET_NAV_HOME, \"Home\"]: index.md\n  - !ENV [VITRINE_TEST_UNSET_NAV_KB, \"Knowledge Base\"]:\n      - basics/why.md\n  - zebra.md\n",
            "docs/index.md": "# Welcome\n",
            "docs/basics/why.md": "# Why\n",
            "docs/zebra.md": "# Zebra\n",
        ])
        let page = try #require(result.snapshot.text("basics/why/index.html"))
        #expect(ToolMenuTests.menu(page) == "[Home, Knowledge Base[Why], Zebra]", "\(ToolMenuTests.menu(page))")
    }

    @Test func environmentTagValues() throws {
        func value(_ yaml: String) throws -> String?? {
            let node = try #require(try Yams.compose(yaml: yaml))
            return YAMLHeader.environmentValue(of: node, environment: ["SET": "from the environment"])
        }
        #expect(try value("!ENV SET") == .some("from the environment"))
        #expect(try value("!ENV UNSET") == .some(nil))
        #expect(try value("!ENV [UNSET, SET, \"default\"]") == .some("from the environment"))
        #expect(try value("!ENV [UNSET, \"default\"]") == .some("default"))
        #expect(try value("plain") == nil)
    }

    /// attr_list's `title="…"` goes on the link; a link whose only content is an icon vitrine does not draw shows it.
    @Test func mkDocsLinkTitlesFromAttributeLists() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Cards\nmarkdown_extensions:\n  - attr_list\n  - pymdownx.emoji\n",
            "docs/index.md": "# Tools\n\n[:octicons-eye-16:](https://example.org/privacy){ .card-link title=\"Privacy Policy\" }\n[Docs](https://example.org/docs \"Old\"){ .card-link title=\"Documentation\" }\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<a href=\"https://example.org/privacy\" class=\"card-link\" title=\"Privacy Policy\">Privacy Policy</a>"), "\(page)")
        #expect(page.contains("<a href=\"https://example.org/docs\" class=\"card-link\" title=\"Documentation\">Docs</a>"))
        #expect(!page.contains("{ .card-link"))
    }

    /// Python-Markdown makes a heading's id after pymdownx.emoji drew its icon, which the id leaves out.
    @Test func mkDocsIconsAreNotInHeadingIDs() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Icons\nmarkdown_extensions:\n  - pymdownx.emoji\n",
            "docs/index.md": "# About\n\n## :material-email-edit: Contact Us\n\nSee [us](#contact-us) and [DNS](tools.md#dns-filtering).\n",
            "docs/tools.md": "# Tools\n\n## :material-dns: DNS Filtering\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<h2 id=\"contact-us\">") && page.contains("aria-label=\"Link to this section: Contact Us\""), "\(page)")
        #expect(!page.contains(":material-email-edit:"))
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// jekyll-redirect-from reads a `redirect_to` from the site's root (`absolute_url`), and a project's own
    /// redirect layout sends readers to the URL it makes of it.
    @Test func jekyllRedirectsFromTheRootAndThroughTheProjectsLayout() throws {
        let (_, plain) = try Fixture.project([
            "_config.yml": "title: Moves\n",
            "start.md": "---\ntitle: Start\n---\nHere.\n",
            "guide/old.md": "---\nredirect_to: start\n---\n",
        ], warnLinks: true)
        #expect(plain.snapshot.text("guide/old/index.html")?.contains("url=../../start") == true, "\(plain.snapshot.text("guide/old/index.html") ?? "")")
        let (_, layout) = try Fixture.project([
            "_config.yml": "title: Moves\n",
            "_layouts/redirect.html": "<html><head><meta http-equiv=\"refresh\" content=\"0;url=https://docs.example/{{ page.redirect_to }}.html\" /></head></html>\n",
            "guide/old.md": "---\nlayout: redirect\nredirect_to: introduction\n---\n",
        ])
        #expect(layout.snapshot.text("guide/old/index.html")?.contains("url=https://docs.example/introduction.html") == true)
    }

    /// Starlight's `<Aside>` written on one line is an aside; a `<LinkButton>` a link drawn as a button.
    @Test func starlightOneLineAsidesAndLinkButtons() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "import starlight from '@astrojs/starlight';\nexport default { integrations: [starlight({ title: 'Parts' })] };\n",
            "src/content/docs/index.mdx": """
                ---
                title: Parts
                ---

                import { Aside, LinkButton } from '@astrojs/starlight/components'

                <Aside type="tip" title="Shortcut">Press `Ctrl+K` to search.</Aside>

                <LinkButton href="/guide/">Get started</LinkButton>

                <LinkButton
                  href="https://example.org/repo"
                  variant="secondary"
                >
                  View the code
                </LinkButton>

                """,
            "src/content/docs/guide.md": "# Guide\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<p class=\"markdown-alert-title\">Shortcut</p>\n<p>Press <code>Ctrl+K</code> to search.</p>"), "\(page)")
        #expect(page.contains("<a class=\"link-button link-button--primary\" href=\"/guide/\">Get started</a>"))
        let button = try #require(page.range(of: "<a class=\"link-button link-button--secondary\" href=\"https://example.org/repo\">"), "\(page)")
        let inside = try #require(page[button.upperBound...].range(of: "</a>").map { page[button.upperBound..<$0.lowerBound] })
        #expect(inside.contains("View the code") && !inside.contains("<p>"), "\(inside)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("MDX component") }, "\(fixture.shownWarnings(result))")
    }

    /// VitePress 0.x: locales keyed by path (`'/zh/'`), each with its sidebar in `themeConfig.locales`, whose
    /// groups list their pages as `children`.
    @Test func vitePressZeroLocalesAndSidebars() throws {
        let (fixture, result) = try Fixture.project([
            "docs/.vitepress/config.js": """
                module.exports = {
                  title: 'Old',
                  locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } },
                  themeConfig: {
                    locales: {
                      '/': { label: 'English', sidebar: [{ text: 'Concepts', children: [{ text: 'Zebra', link: '/guide/zebra' }, { text: 'Apple', link: '/guide/apple' }] }] },
                      '/zh/': { label: '简体中文', sidebar: [{ text: '概念', children: [{ text: '斑马', link: '/zh/guide/zebra' }, { text: '苹果', link: '/zh/guide/apple' }] }] }
                    }
                  }
                };

                """,
            "docs/index.md": "# Home\n",
            "docs/guide/zebra.md": "# Zebra\n",
            "docs/guide/apple.md": "# Apple\n",
            "docs/zh/index.md": "# 首页\n",
            "docs/zh/guide/zebra.md": "# 斑马\n",
            "docs/zh/guide/apple.md": "# 苹果\n",
        ], site: "docs")
        let english = try #require(result.snapshot.text("guide/apple/index.html"))
        #expect(english.hasPrefix("<!DOCTYPE html>\n<html lang=\"en-US\""))
        #expect(ToolMenuTests.menu(english) == "[Concepts[Zebra, Apple]]", "\(ToolMenuTests.menu(english))")
        let chinese = try #require(result.snapshot.text("zh/guide/apple/index.html"))
        #expect(chinese.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh\""))
        #expect(ToolMenuTests.menu(chinese) == "[概念[斑马, 苹果]]", "\(ToolMenuTests.menu(chinese))")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("sidebar") }, "\(fixture.shownWarnings(result))")
    }

    /// A broken link in the HTML of a pymdownx.snippets file is reported as the included file's, at the line that
    /// includes it, not as the theme's.
    @Test func mkDocsSnippetHTMLLinksAreTheIncludedFiles() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Snips\nmarkdown_extensions:\n  - pymdownx.snippets:\n      base_path: [\".\", \"includes\"]\n",
            "docs/index.md": "# Home\n",
            "docs/about.md": "# About\n\n--8<-- \"includes/people.md\"\n",
            "includes/people.md": "<table><tr><td><a href=\"#doc-alice\">Docs</a> Alice</td></tr></table>\n",
        ], warnLinks: true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.hasPrefix("project/docs/about.md:3:1: warning: broken link '#doc-alice' in a file this page includes") }, "\(warnings)")
        #expect(warnings.allSatisfy { !$0.contains("template output") }, "\(warnings)")
    }

    /// A `url` made by code (`https://${HOSTNAME}`) still leaves the `baseUrl`, which the authors' links begin with.
    @Test func docusaurusBaseURLPathWithoutAHost() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "const BASE_URL = '/docs';\nmodule.exports = {\n  title: 'Base', url: `https://${HOSTNAME}`, baseUrl: `${BASE_URL}/`,\n  presets: [['classic', {docs: {routeBasePath: '/'}}]],\n};\n",
            "docs/intro.md": "# Intro\n\nSee [the setup](/docs/setup) and <a href=\"/docs/setup\">again</a>.\n",
            "docs/setup.md": "# Setup\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("setup/index.html") != nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    @Test func sidebarNamesAsWords() {
        #expect(DocusaurusSidebar.title(ofSidebar: "tutorialSidebar") == "Tutorial")
        #expect(DocusaurusSidebar.title(ofSidebar: "api") == "Api")
        #expect(DocusaurusSidebar.title(ofSidebar: "sidebar") == "Sidebar")
        #expect(DocusaurusSidebar.title(ofSidebar: "user_guide") == "User guide")
    }
}
