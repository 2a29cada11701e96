import Foundation
import Testing
import Vitrine
@testable import VitrineSite

@Suite struct SiteBuilderTests {
    @Test func prettyURLsDraftsExtrasAndCatalog() throws {
        let fixture = Fixture(pages: [
            "index.md": "# Home\n", "guide/index.md": "# Guide\n", "guide/setup.md": "# Setup\n",
            "wip.md": "---\ndraft: true\n---\n", "img/logo.png": "PNG", "config.yml": "baseURL: https://example.org/docs/\ncatalog: true\n",
        ])
        let files = try fixture.build().snapshot.files
        for path in ["index.html", "guide/index.html", "guide/setup/index.html", "img/logo.png", "404.html", "sitemap.xml", "robots.txt", "catalog/index.html"] {
            #expect(files[path] != nil, "missing \(path)")
        }
        #expect(files["wip/index.html"] == nil)
        for component in Components.all {
            #expect(files["catalog/\(component.name)/index.html"] != nil)
            for preset in component.presets { #expect(files["catalog/\(component.name)/\(preset.name).svg"] != nil) }
        }
        let sitemap = String(decoding: files["sitemap.xml"]!.bytes, as: UTF8.self)
        #expect(sitemap.contains("<loc>https://example.org/docs/guide/setup/</loc>"))
        var drafts = fixture.options
        drafts.includeDrafts = true
        #expect(try fixture.build(drafts).snapshot.files["wip/index.html"] != nil)
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let fixture = Fixture(pages: ["index.md": "# A\n\n```vitrine activity-indicator\n```\n", "b.md": "[a](index.md)\n"])
        let first = try fixture.build().snapshot.files.mapValues(\.bytes)
        let second = try fixture.build().snapshot.files.mapValues(\.bytes)
        #expect(first == second)
    }

    @Test func rootRelativeLinksGainTheBasePath() throws {
        let fixture = Fixture(pages: ["index.md": "[cat](/catalog/)\n", "config.yml": "catalog: true\n"])
        var options = fixture.options
        options.baseURL = "https://example.org/docs/"
        let html = try #require(try fixture.build(options).snapshot.text("index.html"))
        #expect(html.contains("<a href=\"/docs/catalog/\">cat</a>"))
    }

    @Test func catalogCommandsQuoteForTheShell() {
        #expect(ShellCommand.quoted("Sending...") == "Sending...")
        #expect(ShellCommand.quoted("#3478f6") == "'#3478f6'")
        #expect(ShellCommand.quoted("it's here") == "'it'\\''s here'")
        #expect(ShellCommand.quoted("") == "''")
    }

    @Test func theCatalogComesOnlyWhenAskedOrEmbedded() throws {
        let plain = try Fixture(pages: ["index.md": "# Home\n\n```text\nvitrine render key\n```\n"]).build().snapshot
        #expect(plain.text("catalog/index.html") == nil, "a docs folder of someone else's carries no iPhone catalog")
        let embedding = try Fixture(pages: ["index.md": "# Home\n\n```vitrine key\n```\n"]).build().snapshot
        #expect(embedding.text("catalog/index.html") != nil, "a page that embeds a component brings its catalog")
        let refused = try Fixture(pages: ["index.md": "  ~~~vitrine key\n  ~~~\n", "config.yml": "catalog: false\n"]).build().snapshot
        #expect(refused.text("catalog/index.html") == nil)
    }

    @Test func allErrorsOfABuildAreListedSorted() {
        let fixture = Fixture(pages: ["b.md": "```vitrine nope\n```\n", "a.md": "---\norder: x\n---\n[x](gone/)\n", "config.yml": "title: [\n"])
        let failures = fixture.failures()
        #expect(failures.count == 3)
        #expect(failures[0].hasPrefix("Site/a.md:2:8: error: invalid value 'x' for 'order'"))
        #expect(failures[1].hasPrefix("Site/b.md:1:12: error: unknown component 'nope'"))
        #expect(failures[2].hasPrefix("Site/config.yml:"))
    }
}

@Suite struct SearchOnDemandTests {
    @Test func thePreviewsSearchIndexIsMadeWhenFirstAskedForAndWrittenLikeAnyOther() throws {
        let fixture = Fixture(pages: ["a.md": "# Alpha\n\nWords to find.\n"])
        let immediate = try fixture.build().snapshot
        var options = fixture.options
        options.searchIndex = .onDemand
        let onDemand = try fixture.build(options).snapshot
        let indexFiles = immediate.files.keys.filter { $0.hasPrefix("search/") && $0 != "search/index.html" }.sorted()
        #expect(indexFiles.contains("search/index.json"))
        #expect(onDemand.files.keys.filter { $0.hasPrefix("search/") } == ["search/index.html"])
        let deferred = try #require(onDemand.deferred)
        #expect(deferred.all.keys.sorted() == indexFiles)
        #expect(deferred.file("search/index.json")?.bytes == immediate.files["search/index.json"]?.bytes)
        #expect(deferred.file("a/index.html") == nil)
        try SnapshotWriter.write(onDemand, to: fixture.output, protecting: [fixture.site])
        #expect(FileManager.default.fileExists(atPath: fixture.output + "/search/index.json"))
    }
}
