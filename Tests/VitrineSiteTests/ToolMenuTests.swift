import Foundation
import Testing
@testable import VitrineSite

/// The menu as other tools' projects shape it: MkDocs' `nav:` sections, mdBook's parts and nesting, VitePress' and
/// Starlight's sidebars read from their script configs, and the menu's window.
@Suite struct ToolMenuTests {
    func build(_ files: [String: String], site: String = "", warnLinks: Bool = false) throws -> (Fixture, BuildResult) {
        try Fixture.project(files, site: site, warnLinks: warnLinks)
    }

    /// The menu's links, in order, as `title` and nested lists `[…]`.
    static func menu(_ html: String) -> String {
        guard let start = html.range(of: "<nav class=\"sidebar\""), let end = html[start.upperBound...].range(of: "</nav>") else { return "" }
        var shown = ""
        var rest = html[start.upperBound..<end.lowerBound]
        while let tag = rest.firstIndex(of: "<") {
            let after = rest[tag...]
            if after.hasPrefix("<ul>") { shown += "[" } else if after.hasPrefix("</ul>") { shown += "]" } else if after.hasPrefix("<a ") {
                let text = after[after.firstIndex(of: ">")!...].dropFirst().prefix { $0 != "<" }
                shown += (shown.last == "[" || shown.isEmpty ? "" : ", ") + text
            }
            rest = after.dropFirst()
        }
        return shown
    }

    @Test func mkDocsNavSectionsGroupTheMenuWhereverTheirPagesAre() throws {
        let (_, result) = try build([
            "mkdocs.yml": """
                site_name: N
                nav:
                  - Home: index.md
                  - Advanced:
                    - Clients: advanced/clients.md
                    - Proxies: advanced/proxies.md
                  - Guides:
                    - Async: async.md
                    - Logging: logging.md
                  - Changelog: about/changelog.md
                """,
            "docs/index.md": "# Home\n", "docs/advanced/clients.md": "# Clients\n", "docs/advanced/proxies.md": "# Proxies\n",
            "docs/async.md": "# Async\n", "docs/logging.md": "# Logging\n", "docs/about/changelog.md": "# Changelog\n",
            "docs/unlisted.md": "# Unlisted\n",
        ])
        let async = try #require(result.snapshot.text("async/index.html"))
        #expect(Self.menu(async) == "[Home, Advanced, Guides[Async, Logging], Changelog]", "the nav lists the home page: it comes first")
        #expect(result.snapshot.text("unlisted/index.html") != nil, "a page the nav leaves out is built, in no menu, as MkDocs builds it")
        #expect(result.snapshot.text("guides/index.html")?.contains("<a href=\"../async/\">Async</a>") == true, "the section lists its pages")
        #expect(result.snapshot.files["about/index.html"] == nil, "a folder left empty is not a section")
        #expect(Self.menu(try #require(result.snapshot.text("advanced/clients/index.html"))).hasPrefix("[Home, Advanced[Clients, Proxies]"))
    }

    @Test func mdBookChaptersNestedInOneFolderAreNestedInTheMenu() throws {
        // The Rust book's shape: every chapter in `src/`, the summary's indentation alone nesting them.
        let (_, result) = try build([
            "book.toml": "[book]\ntitle = \"B\"\n",
            "src/SUMMARY.md": """
                # The Book

                [Foreword](foreword.md)

                - [Getting Started](ch01-00.md)
                    - [Installation](ch01-01.md)
                    - [Hello, World!](ch01-02.md)
                        - [Hello, Cargo!](ch01-03.md)
                - [Error Handling](ch09-00.md)
                    - [Recoverable Errors](ch09-02.md)
                """,
            "src/foreword.md": "# Foreword\n", "src/ch01-00.md": "# Getting Started\n", "src/ch01-01.md": "# Installation\n",
            "src/ch01-02.md": "# Hello, World!\n", "src/ch01-03.md": "# Hello, Cargo!\n", "src/ch09-00.md": "# Error Handling\n",
            "src/ch09-02.md": "# Recoverable Errors\n",
        ])
        let hello = try #require(result.snapshot.text("ch01-03/index.html"))
        #expect(Self.menu(hello) == "[Foreword, Getting Started[Installation, Hello, World![Hello, Cargo!]], Error Handling]")
        #expect(hello.contains("rel=\"prev\" href=\"../ch01-02/\"") && hello.contains("rel=\"next\" href=\"../ch09-00/\""))
        let errors = try #require(result.snapshot.text("ch09-02/index.html"))
        #expect(Self.menu(errors) == "[Foreword, Getting Started, Error Handling[Recoverable Errors]]")
    }

    @Test func untitledMkDocsSectionsAreEachTheirIndexPagesSection() throws {
        // FastAPI's nav: sections written `- "":`, each named by its index page (navigation.indexes).
        let (_, result) = try build([
            "mkdocs.yml": """
                site_name: T
                nav:
                - Home: index.md
                - "":
                  - learn/index.md
                  - learn/types.md
                  - "":
                    - learn/tutorial/index.md
                    - learn/tutorial/first.md
                  - "":
                    - advanced/index.md
                    - advanced/deps.md
                - about.md
                """,
            "docs/index.md": "# Home\n", "docs/about.md": "# About\n", "docs/learn/index.md": "# Learn\n", "docs/learn/types.md": "# Types\n",
            "docs/learn/tutorial/index.md": "# Tutorial\n", "docs/learn/tutorial/first.md": "# First Steps\n",
            "docs/advanced/index.md": "# Advanced Guide\n", "docs/advanced/deps.md": "# Dependencies\n",
        ])
        let deps = try #require(result.snapshot.text("advanced/deps/index.html"))
        #expect(Self.menu(deps) == "[Home, Learn[Types, Tutorial, Advanced Guide[Dependencies]], About]")
        let first = try #require(result.snapshot.text("learn/tutorial/first/index.html"))
        #expect(Self.menu(first) == "[Home, Learn[Types, Tutorial[First Steps], Advanced Guide], About]")
    }

    @Test func starlightLinkItemsPlaceTheirPagesWithTheirLabels() throws {
        let (_, result) = try build([
            "astro.config.mjs": """
                export default defineConfig({ integrations: [starlight({ title: 'T', sidebar: [
                  { label: 'Getting Started', items: [ { label: 'Installation', link: '/installation/' } ] },
                  { label: 'Guides', items: [ { label: 'Zeta guide', link: '/guides/zeta/' }, { label: 'Alpha guide', link: '/guides/alpha/' } ] },
                ] })] })
                """,
            "src/content/docs/index.md": "---\ntitle: Home\n---\n", "src/content/docs/installation.md": "---\ntitle: Install\n---\n",
            "src/content/docs/guides/zeta.md": "---\ntitle: Zeta\n---\n", "src/content/docs/guides/alpha.md": "---\ntitle: Alpha\n---\n",
        ])
        let zeta = try #require(result.snapshot.text("guides/zeta/index.html"))
        #expect(Self.menu(zeta) == "[Getting Started, Guides[Zeta guide, Alpha guide]]")
        let install = try #require(result.snapshot.text("installation/index.html"))
        #expect(Self.menu(install).hasPrefix("[Getting Started[Installation]"))
    }

    @Test func mdBookPartsGroupTheirChaptersWithTheirFolders() throws {
        let (_, result) = try build([
            "book.toml": "[book]\ntitle = \"B\"\n",
            "src/SUMMARY.md": """
                # Summary

                [Introduction](intro.md)

                # Building

                - [How to build](./building/how.md)
                    - [Prerequisites](./building/prereq.md)
                - [Tests](./tests/intro.md)
                    - [Running](./tests/running.md)

                # Contributing

                - [Procedures](./contributing.md)
                """,
            "src/intro.md": "# Introduction\n", "src/building/how.md": "# How to build\n", "src/building/prereq.md": "# Prerequisites\n",
            "src/tests/intro.md": "# Testing\n", "src/tests/running.md": "# Running\n", "src/contributing.md": "# Procedures\n",
        ])
        let page = try #require(result.snapshot.text("tests/running/index.html"))
        // A chapter with chapters of its folder under it stands for the folder, as mdBook nests them.
        #expect(Self.menu(page) == "[Introduction, Building[How to build, Tests[Running]], Contributing]")
        #expect(result.snapshot.text("building/index.html")?.contains("<h1>Building</h1>") == true, "the part lists its chapters")
    }

    @Test func aScriptLiteralIsReadAndItsExpressionsPassedOver() {
        let text = """
            sidebar: {
              // a comment, 'quoted'
              '/guide/': [{ text: `Intro`, link: '/guide/' }, ...shared, nav(), { text: `A ${b}`, n: 2, on: true, f: () => { return 1 } }],
              /* block */ other: [1.5, "x\\"y"],
            }
            """
        let value = ScriptLiteral.value(after: "sidebar:", in: text)
        #expect(value == .table([
            "/guide/": .list([
                .table(["text": .scalar("Intro", .string), "link": .scalar("/guide/", .string)]),
                .table(["n": .scalar("2", .integer), "on": .scalar("true", .boolean)]),
            ]),
            "other": .list([.scalar("1.5", .float), .scalar("x\"y", .string)]),
        ]))
    }

    @Test func vitePressAndStarlightSidebarsGroupTheMenu() throws {
        let (_, vitePress) = try build([
            ".vitepress/config.ts": """
                export default defineConfig({ title: 'V', themeConfig: { sidebar: { '/guide/': [
                  { text: 'Introduction', items: [{ text: 'Getting Started', link: '/guide/' }, { text: 'Why', link: '/guide/why' }] },
                  { text: 'APIs', items: [{ text: 'Plugin API', link: '/guide/api-plugin.md' }] },
                ] } } })
                """,
            "index.md": "# Home\n", "guide/index.md": "# Getting Started\n", "guide/why.md": "# Why Vite\n", "guide/api-plugin.md": "# Plugin API\n",
        ])
        #expect(Self.menu(try #require(vitePress.snapshot.text("guide/why/index.html"))) == "[Getting Started[Introduction[Why], APIs]]")
        let (_, starlight) = try build([
            "astro.config.mjs": """
                export default defineConfig({ integrations: [starlight({ title: 'S', sidebar: [
                  { label: 'Start Here', items: ['getting-started', { label: 'Setup', slug: 'manual-setup' }] },
                  { label: 'Guides', autogenerate: { directory: 'guides' } },
                  { label: 'Components', items: ['components/cards'] },
                ] })] })
                """,
            "src/content/docs/index.mdx": "# Home\n", "src/content/docs/getting-started.mdx": "# Getting started\n",
            "src/content/docs/manual-setup.mdx": "# Manual setup\n", "src/content/docs/guides/pages.mdx": "# Pages\n",
            "src/content/docs/components/cards.mdx": "# Cards\n",
        ])
        let page = try #require(starlight.snapshot.text("manual-setup/index.html"))
        #expect(Self.menu(page) == "[Start Here[Getting started, Setup], Guides, Components]")
    }

    @Test func aNavSectionListingAFoldersIndexPageIsThatFolder() throws {
        let (_, result) = try build([
            "mkdocs.yml": "site_name: N\nnav:\n  - Home: index.md\n  - Changelog:\n    - changelog/index.md\n    - How to upgrade: upgrade.md\n",
            "docs/index.md": "# Home\n", "docs/changelog/index.md": "# Changelog\n", "docs/upgrade.md": "# Upgrading\n",
        ])
        #expect(Self.menu(try #require(result.snapshot.text("upgrade/index.html"))) == "[Home, Changelog[How to upgrade]]")
        #expect(!result.snapshot.files.keys.contains { $0.contains("-section/") })
    }

    @Test func vitePressTopNavOrdersTheSectionsItsSidebarsAreUnder() throws {
        let (_, result) = try build([
            ".vitepress/config.ts": """
                export default { title: 'V', themeConfig: {
                  nav: [{ text: 'Guide', link: '/guide/' }, { text: 'Config', link: '/config/' }, { text: 'More', items: [{ text: 'Team', link: '/team' }] }],
                  sidebar: { '/guide/': [{ text: 'Intro', items: [{ text: 'Why', link: '/guide/why' }] }] },
                } }
                """,
            "index.md": "# Home\n", "guide/index.md": "# Guide\n", "guide/why.md": "# Why\n", "config/index.md": "# Config\n",
            "team.md": "# Team\n", "about.md": "# About\n",
        ])
        let menu = Self.menu(try #require(result.snapshot.text("guide/why/index.html")))
        #expect(menu == "[Guide[Intro[Why]], Config, Team, About]", "\(menu)")
    }

    @Test func aShortLevelOfTheMenuIsShownWholeWhenOthersLeaveRoom() throws {
        var files: [String: String] = ["mkdocs.yml": "site_name: M\n", "docs/index.md": "# Home\n", "docs/b/index.md": "# B\n",
                                       "docs/a/sub/index.md": "# Sub\n", "docs/a/sub/x.md": "# X\n", "docs/a/sub/y.md": "# Y\n"]
        for number in 0..<10 { files["docs/a/p\(number < 10 ? "0" : "")\(number).md"] = "# P\(number)\n" }
        let (_, result) = try build(files)
        let menu = Self.menu(try #require(result.snapshot.text("a/sub/x/index.html")))
        // Eleven entries in `a/`, more than a middle level's own share of eight: the short top level's links make room.
        #expect((0..<10).allSatisfy { menu.contains("P\($0)") } && !menu.contains("All "), "\(menu)")
    }

    @Test func docusaurusSidebarCategoriesAreTheMenusSections() throws {
        let (_, result) = try build([
            "docusaurus.config.js": "module.exports = { title: 'D', url: 'https://d.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
            "sidebars.json": """
                { "docs": {
                    "Introduction": ["motivation", "installation"],
                    "CLI commands": [
                      { "type": "category", "label": "Manage dependencies", "items": ["cli/add", "cli/install"] },
                      "cli/run"
                    ] } }
                """,
            "docs/motivation.md": "# Motivation\n", "docs/installation.md": "# Installation\n",
            "docs/cli/add.md": "# add\n", "docs/cli/install.md": "# install\n", "docs/cli/run.md": "# run\n",
        ])
        let add = try #require(result.snapshot.text("cli/add/index.html"))
        #expect(Self.menu(add) == "[Introduction, CLI commands[Manage dependencies[add, install], run]]", "\(Self.menu(add))")
        let motivation = try #require(result.snapshot.text("motivation/index.html"))
        #expect(Self.menu(motivation).hasPrefix("[Introduction[Motivation, Installation]"))
    }
}
