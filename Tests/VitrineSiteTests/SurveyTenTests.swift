import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a tenth round of real projects, each in a small project of our own shape.
@Suite struct SurveyTenTests {
    /// A key given twice in a nested mapping keeps its last value, as Jekyll's and PyYAML's readers keep it.
    @Test func aKeyRepeatedInANestedMappingKeepsItsLastValue() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: N\n",
            "index.md": "# Home\n",
            "_posts/2022-05-18-news.md": "---\ntitle: News\npraise:\n  - url: https://example.com/a\n    text: first wording\n    text: \"second wording\"\n  - url: b\n---\nHello.\n",
        ])
        #expect(result.snapshot.files.keys.contains { $0.hasPrefix("2022/05/18/") })
        #expect(fixture.shownWarnings(result).contains { $0.hasPrefix("project/_posts/2022-05-18-news.md:") && $0.contains("setting 'text' is given more than once: the last is used") })
        // A key repeated in two list items is no repeat.
        let (again, items) = try Fixture.project([
            "_config.yml": "title: N\n",
            "index.md": "---\ntitle: Home\nlinks:\n  - text: a\n  - text: b\n---\n# Home\n",
        ])
        #expect(again.shownWarnings(items).allSatisfy { !$0.contains("more than once") })
    }

    /// A file of the site named as a page's folder (a stray copy of `page.mdx` without its extension) cannot
    /// be beside it: it is named and left out, and the site builds.
    @Test func aFileNamedAsAPagesFolderIsLeftOutWithAWarning() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'S', presets: [['classic', { docs: { routeBasePath: '/' } }]] }\n",
            "docs/intro.md": "# Intro\n",
            "docs/create-project.mdx": "# Create a project\n",
            "docs/create-project": "# Create a project (an old copy)\n",
        ])
        #expect(result.snapshot.text("create-project/index.html")?.contains("Create a project") == true)
        #expect(fixture.shownWarnings(result).contains { $0.hasPrefix("project/docs/create-project:1:1:") && $0.contains("is not published") })
    }

    /// Hugo closes a header at a line of more dashes, the dashes after the first three a thematic break.
    @Test func aHugoHeaderClosedByALongerRuleIsRead() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "title = 'D'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/tuning.md": "---\ntitle: Tuning\n----------\n\nThis page tunes things.\n",
        ])
        let page = try #require(result.snapshot.text("tuning/index.html"))
        #expect(page.contains("<title>Tuning"))
        #expect(page.contains("<hr />\n<p>This page tunes things.</p>"))
        // Elsewhere a header needs its own closing line.
        let plain = Fixture(pages: ["index.md": "---\ntitle: Home\n----------\nText.\n"])
        #expect(plain.failures().first?.contains("no closing '---' line") == true)
    }

    /// A site's own `404.html` (Astro's `public/`) is its not-found page.
    @Test func aSitesOwn404FileIsItsNotFoundPage() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'V' })] })\n",
            "src/content/docs/index.md": "---\ntitle: Home\n---\n",
            "public/404.html": "<!doctype html><title>Lost</title><p>Nothing here.</p>\n",
        ])
        #expect(result.snapshot.text("404.html") == "<!doctype html><title>Lost</title><p>Nothing here.</p>\n")
    }

    /// Hugo reads a folder of its config directory as that table's file (`module/module.yaml`).
    @Test func aHugoConfigFolderHoldsItsTable() throws {
        let (fixture, result) = try Fixture.project([
            "config/_default/hugo.yaml": "title: F\n",
            "config/_default/module/module.yaml": "mounts:\n  - source: content/en\n    target: content\n",
            "content/en/_index.md": "---\ntitle: Home\n---\nSee [setup](/docs/setup/).\n",
            "content/en/docs/setup.md": "---\ntitle: Setup\n---\n",
        ], warnLinks: true)
        #expect(result.snapshot.files["docs/setup/index.html"] != nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Hugo's typographer makes `--` a dash outside code, and the id drops it (checked with Hugo 0.168).
    @Test func hugoHeadingIdsDropTheDashesItsTypographerMakes() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = 'R'\n",
            "content/_index.md": "---\ntitle: Home\n---\nSee [fast lists](/docs/#fast-list) and [checksums](/docs/#-c-checksum).\n",
            "content/docs.md": "---\ntitle: Flags\n---\n\n### --fast-list\n\n### -c, --checksum\n\n### `--in-code`\n\n### Symlinks / Junction points\n\n### trailing--\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("docs/index.html"))
        for id in ["fast-list", "-c-checksum", "--in-code", "symlinks--junction-points", "trailing"] {
            #expect(page.contains("id=\"\(id)\""), "\(id)")
        }
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A Jekyll project's own Ruby plugins are named once: what they add to pages is missing.
    @Test func aJekyllProjectsPluginsAreNamed() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: P\n",
            "_plugins/auto-anchor.rb": "Jekyll::Hooks.register :documents, :pre_render do |post| end\n",
            "_plugins/tags.rb": "module Jekyll; end\n",
            "index.md": "# Home\n",
        ])
        #expect(fixture.shownWarnings(result).contains {
            $0.hasPrefix("project/_plugins/auto-anchor.rb:") && $0.contains("2 Ruby plugins of the project vitrine does not run ('auto-anchor.rb', 'tags.rb')")
        }, "\(fixture.shownWarnings(result))")
    }

    /// arithmatex reads `\[…\]` as a display only on lines of its own: within a line it is an escaped `[`.
    @Test func mkDocsReadsBracketsWithinALineAsText() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: H\nmarkdown_extensions:\n  - pymdownx.arithmatex:\n      generic: true\n",
            "docs/index.md": "# Users\n\nHatch<sup>\\[[1](https://example.com/a)|[2](https://example.com/b)\\]</sup> and $x^2$.\n\n\\[\na + b\n\\]\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<a href=\"https://example.com/a\">1</a>"), "\(page)")
        #expect(page.components(separatedBy: "<math").count == 3, "an inline formula and a display on lines of its own: \(page)")
    }

    /// Version folders whose index pages share a title are told apart in the menu by their folder.
    @Test func siblingsOfOneTitleAreToldApartInTheMenu() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "title = 'K'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/docs/_index.md": "---\ntitle: Docs\n---\n",
            "content/docs/2.9/_index.md": "---\ntitle: The Documentation\n---\n",
            "content/docs/2.10/_index.md": "---\ntitle: The Documentation\n---\n",
            "content/docs/2.10/setup.md": "---\ntitle: Setup\n---\n",
        ])
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("docs/2.10/setup/index.html")))
        #expect(menu.contains("The Documentation (2.10)") && menu.contains("The Documentation (2.9)"), "\(menu)")
        #expect(result.snapshot.text("docs/2.10/index.html")?.contains("<title>The Documentation · K</title>") == true)
    }

    /// A regular expression literal's quotes start no string: the config's own title is read after it.
    @Test func aRegexLiteralInAScriptConfigIsNoString() throws {
        let (_, result) = try Fixture.project([
            ".vitepress/config.ts": """
                import { defineConfig } from "vitepress";
                const versionPattern = /^\\s*version\\s*=\\s*"([^"]+)"/m;
                const half = 10 / 2;
                export default defineConfig({
                  title: "mise-en-place",
                  transformPageData(pageData) {
                    pageData.frontmatter.head.push(["link", { rel: "sitemap", title: "Sitemap" }]);
                  },
                });
                """,
            "index.md": "# Home\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("mise-en-place") == true)
        #expect(result.snapshot.text("index.html")?.contains("Sitemap") == false)
    }

    /// An HTML comment before a page's first heading shows nothing: the heading is still the page's title.
    @Test func aCommentBeforeTheFirstHeadingLeavesItTheTitle() throws {
        let (_, result) = try Fixture.project([
            ".vitepress/config.ts": "export default defineConfig({ title: 'M' })\n",
            "index.md": "# Home\n",
            "exec.md": "<!-- @generated by the docs tool -->\n<!--\n  markdownlint-disable\n-->\n\n# tool exec\n\nRuns a tool.\n",
        ])
        let page = try #require(result.snapshot.text("exec/index.html"))
        #expect(page.components(separatedBy: "<h1").count == 2, "\(page)")
    }
}
