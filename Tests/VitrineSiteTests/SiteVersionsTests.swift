import Foundation
import Testing
@testable import VitrineSite

/// Versions side by side in one output, as mike publishes them.
@Suite struct SiteVersionsTests {
    func publish(_ fixture: Fixture, _ version: String, aliases: [String] = [], text: String) throws {
        fixture.write("# Guide\n\n\(text)\n", to: "Site/guide.md")
        var options = fixture.options
        options.templatesDirectory = Fixture.defaultTheme
        options.version = version
        let result = try fixture.build(options)
        try SiteVersions.publish(result.snapshot, version: version, aliases: aliases, defaultAlias: "latest", into: fixture.output, protecting: [fixture.site])
    }

    func read(_ fixture: Fixture, _ path: String) -> String? {
        FileManager.default.contents(atPath: fixture.output + "/" + path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func eachVersionKeepsItsFolderAndAnAliasMovesToTheNewest() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n"])
        try publish(fixture, "1.0", aliases: ["latest"], text: "First.")
        let first = try #require(read(fixture, "1.0/guide/index.html"))
        try publish(fixture, "2.0", aliases: ["latest"], text: "Second.")
        #expect(read(fixture, "1.0/guide/index.html") == first, "publishing 2.0 leaves 1.0 as it was")
        #expect(read(fixture, "2.0/guide/index.html")?.contains("Second.") == true)
        #expect(read(fixture, "2.0/guide/index.html")?.contains("data-current=\"2.0\"") == true)
        #expect(read(fixture, "latest/guide/index.html")?.contains("url=../../2.0/guide/") == true)
        #expect(read(fixture, "index.html")?.contains("url=latest/") == true)
        let list = try SiteVersions.read(fixture.output + "/versions.json")
        #expect(list == [.init(version: "2.0", title: "2.0", aliases: ["latest"]), .init(version: "1.0", title: "1.0", aliases: [])])
        #expect(read(fixture, "2.0/search/index.json") != nil, "each version has its own search index")
        // The writer's own folders stay out of the published output.
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.output)
        #expect(names.allSatisfy { !$0.hasPrefix(".") })
    }

    @Test func versionsSortNewestFirst() {
        let names = ["1.9", "dev", "1.10", "0.5"].map { SiteVersions.Entry(version: $0, title: $0, aliases: []) }
        #expect(SiteVersions.sorted(names).map(\.version) == ["dev", "1.10", "1.9", "0.5"])
    }

    @Test func unsafeNamesAreRefused() {
        #expect(SiteVersions.problem(withName: "../up") != nil)
        #expect(SiteVersions.problem(withName: ".hidden") != nil)
        #expect(SiteVersions.problem(withName: "versions.json") != nil)
        #expect(SiteVersions.problem(withName: "2.0-beta_1") == nil)
    }
}
