import Foundation
import Testing
import Vitrine
import VitrineRaster
@testable import VitrineSite

@Suite struct CatalogPNGTests {
    @Test(arguments: [
        ("catalogPNG: true", [1, 2, 3]), ("catalogPNG: false", []), ("catalogPNG: 2", [2]), ("catalogPNG: [3, 1, 3]", [1, 3]),
        ("title: T", []),
    ])
    func theSettingGivesTheScales(line: String, scales: [Int]) {
        let (config, problems) = SiteConfig.parse(line + "\n", file: "config.yml")
        #expect(problems.isEmpty)
        #expect(config.catalogPNG == scales)
    }

    @Test(arguments: [("catalogPNG: [1, 4]", "4"), ("catalogPNG: soon", "soon"), ("catalogPNG: 0", "0")])
    func aScaleOutOfRangeIsAnErrorAtTheValue(line: String, shown: String) {
        let (_, problems) = SiteConfig.parse("title: T\n" + line + "\n", file: "config.yml")
        #expect(problems.map(\.terminalDescription) == [
            "config.yml:2:13: error: invalid value '\(shown)' for 'catalogPNG': expected true (every scale), false, or a list of scales from 1, 2, 3 such as [2]"
        ])
    }

    @Test func everyPresetHasItsPNGBesideItsSVGAndItsTileLinksIt() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n", "config.yml": "title: T\ncatalog: true\ncatalogPNG: [1]\n"])
        var options = fixture.options
        options.templatesDirectory = Fixture.defaultTheme
        // The build checks links: a tile's link to a PNG that is not written would fail it.
        let cache = BuildCache()
        let builder = SiteBuilder(options: options, cache: cache)
        let files = try builder.build().snapshot
        for component in Components.all {
            let page = try #require(files.text("catalog/\(component.name)/index.html"))
            for preset in component.presets {
                let png = files.files["catalog/\(component.name)/\(preset.name).png"]
                #expect(png?.contentType == "image/png", "\(component.name)/\(preset.name)")
                #expect(page.contains("<a href=\"\(preset.name).png\" download>@1x</a>"), "\(component.name)/\(preset.name)")
                #expect(files.files["catalog/\(component.name)/\(preset.name)@2x.png"] == nil)
            }
            #expect(!page.contains("--format png"), "the command is for sites without the files: \(component.name)")
        }
        let svg = try #require(files.text("catalog/veil/portrait.svg"))
        #expect(files.files["catalog/veil/portrait.png"]?.bytes == (try PNG.render(svg, scale: 1)))

        // The preview's rebuild finds every PNG in its cache and draws none.
        let presetCount = Components.all.reduce(0) { $0 + $1.presets.count }
        #expect(cache.pngs.drawnCount == presetCount)
        let rebuilt = try builder.build().snapshot
        #expect(cache.pngs.drawnCount == presetCount)
        #expect(rebuilt.files["catalog/veil/portrait.png"]?.bytes == files.files["catalog/veil/portrait.png"]?.bytes)
    }

    @Test func theCacheFindsAPNGAnotherProcessDrewAndRedrawsOneThatIsDamagedOrFromAnotherRenderer() throws {
        let folder = NSTemporaryDirectory() + "vitrine-png-cache-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let svg = try Components.named("activity-indicator").render([])
        let expected = try PNG.render(svg, scale: 2)

        let first = PNGCache()
        #expect(try first.png(svg, scale: 2, renderer: "r1", folder: folder) == expected)
        #expect(first.drawnCount == 1)
        #expect(try first.png(svg, scale: 2, renderer: "r1", folder: folder) == expected)
        #expect(first.drawnCount == 1, "kept in memory")

        let stored = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(stored.count == 1 && stored[0].hasSuffix(".png"))
        let later = PNGCache()
        #expect(try later.png(svg, scale: 2, renderer: "r1", folder: folder) == expected)
        #expect(later.drawnCount == 0, "read back from the folder")

        _ = FileManager.default.createFile(atPath: folder + "/" + stored[0], contents: Data("not a png".utf8))
        let afterDamage = PNGCache()
        #expect(try afterDamage.png(svg, scale: 2, renderer: "r1", folder: folder) == expected)
        #expect(afterDamage.drawnCount == 1)

        let newRenderer = PNGCache()
        _ = try newRenderer.png(svg, scale: 2, renderer: "r2", folder: folder)
        #expect(newRenderer.drawnCount == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 2)
    }

    @Test func theRendererIdentityNamesLibrsvgsVersion() throws {
        let identity = try PNG.rendererIdentity()
        #expect(identity.range(of: #"^vitrine-png \d+ librsvg \d+\.\d+\.\d+$"#, options: .regularExpression) != nil, "\(identity)")
    }
}
