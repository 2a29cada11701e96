import Foundation
import Testing
@testable import VitrineSite

/// Math is read where the project's tool reads it, and dollar signs stay text where it does not.
@Suite struct ToolMathTests {
    static let page = "# Page\n\nArea $\\pi r^2$ here.\n"

    func built(_ files: [String: String], site: String) throws -> String {
        let fixture = Fixture(pages: [:])
        for (path, text) in files { fixture.write(text, to: "project/" + path) }
        let options = SiteOptions(siteDirectory: fixture.root + "/project/" + site, templatesDirectory: Fixture.defaultTheme)
        return try #require(try fixture.build(options).snapshot.text("page/index.html"))
    }

    @Test(arguments: [
        ("hugo.toml", "title = 'H'\n", "content", false),
        ("hugo.toml", "title = 'H'\n[markup.goldmark.extensions.passthrough]\nenable = true\n", "content", true),
        ("mkdocs.yml", "site_name: M\n", "docs", false),
        ("mkdocs.yml", "site_name: M\nmarkdown_extensions:\n  - pymdownx.arithmatex:\n      generic: true\n", "docs", true),
        ("book.toml", "[book]\ntitle = 'B'\n[output.html]\nmathjax-support = true\n", "src", true),
        ("book.toml", "[book]\ntitle = 'B'\n", "src", false),
        ("zola.toml", "title = 'Z'\nbase_url = 'https://example.org'\n", "content", false),
    ])
    func mathFollowsTheToolsSetting(config: String, text: String, folder: String, drawn: Bool) throws {
        var files = [config: text, "\(folder)/page.md": Self.page]
        if config == "book.toml" { files["src/SUMMARY.md"] = "- [Page](page.md)\n" }
        let html = try built(files, site: folder)
        #expect(html.contains("<math alttext=\"\\pi r^2\">") == drawn)
        #expect(html.contains("Area $\\pi r^2$ here.") == !drawn)
    }

    @Test func aPlainFolderDrawsMathUnlessItsConfigSaysNot() throws {
        #expect(try built(["page.md": Self.page], site: "").contains("<math alttext=\"\\pi r^2\">"))
        #expect(try built(["page.md": Self.page, "config.yml": "math: false\n"], site: "").contains("Area $\\pi r^2$ here."))
        // vitrine's own config overrides the tool's.
        #expect(try built(["mkdocs.yml": "site_name: M\n", "docs/page.md": Self.page, "docs/config.yml": "math: true\n"], site: "docs").contains("<math"))
    }
}
