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
        // A link to a folder is not followed: it could lead back up the tree.
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
}
