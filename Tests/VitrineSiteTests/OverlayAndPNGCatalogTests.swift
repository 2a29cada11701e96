import Foundation
import Testing
import Vitrine
@testable import VitrineSite

@Suite struct OverlayAndPNGCatalogTests {
    /// The site built with the default theme, whose catalog pages show the commands and the overlays.
    func themed(_ fixture: Fixture) throws -> Snapshot {
        var options = fixture.options
        options.templatesDirectory = Fixture.defaultTheme
        return try fixture.build(options).snapshot
    }

    @Test func eachPresetTileOffersTheCommandForItsPNG() throws {
        let files = try themed(Fixture(pages: ["index.md": "# Home\n", "config.yml": "catalog: true\n"]))
        let veil = try #require(files.text("catalog/veil/index.html"))
        #expect(veil.contains("<code class=\"command\">vitrine render veil --message Searching... --orientation landscapeLeft --format png --scale 2 -o landscape-left@2x.png</code>"))
        for component in Components.all {
            let page = try #require(files.text("catalog/\(component.name)/index.html"))
            for preset in component.presets { #expect(page.contains("-o \(preset.name)@2x.png</code>"), "\(component.name)/\(preset.name)") }
        }
    }

    @Test func theOverlaysCatalogPagesShowTheirHTMLFormAndNoOtherDoes() throws {
        let files = try themed(Fixture(pages: ["index.md": "# Home\n", "config.yml": "catalog: true\n"]))
        for component in Components.all {
            let page = try #require(files.text("catalog/\(component.name)/index.html"))
            let shows = page.contains("<div class=\"overlay-frame\"><div class=\"vitrine-\(component.name)\" role=\"status\">")
            #expect(shows == component.hasHTMLForm, "\(component.name)")
        }
        #expect(Components.all.filter(\.hasHTMLForm).map(\.name) == ["loading-view", "veil"])
    }

    @Test func aFenceWithFormatHTMLShowsTheFragmentInAFrame() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n\n```vitrine veil message=\"<b>Hi</b>\" format=html\nThe veil as HTML.\n```\n"])
        let page = try #require(try fixture.build().snapshot.text("index.html"))
        #expect(page.contains("<div class=\"overlay-frame\"><div class=\"vitrine-veil\" role=\"status\">"))
        #expect(page.contains("<p class=\"vitrine-veil-message\">&lt;b&gt;Hi&lt;/b&gt;</p>"))
        #expect(page.contains("The veil as HTML."))
    }

    @Test(arguments: [
        ("```vitrine veil format=pdf\n```\n", 24, "invalid value 'pdf' for 'format': expected one of svg, html"),
        ("```vitrine key format=html\n```\n", 12, "key has no HTML form; format=html is for loading-view, veil"),
    ])
    func aBadFormatIsAnErrorAtItsColumn(fence: String, column: Int, message: String) {
        let fixture = Fixture(pages: ["index.md": "# Home\n\n" + fence])
        #expect {
            try fixture.build()
        } throws: { error in
            guard let failure = error as? BuildFailure, let first = failure.diagnostics.first else { return false }
            return first.line == 3 && first.column == column && first.message.contains(message)
        }
    }
}
