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
}
