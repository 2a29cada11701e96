import Foundation
import Testing
import Vitrine
@testable import VitrineSite

/// Rebuilds through a `BuildCache`: only what an edit touches is made again, and the result is always the
/// site a build from scratch gives.
@Suite struct BuildCacheTests {
    static let pages = [
        "index.md": "# Home\n\nSee [the guide](guide.md).\n",
        "guide.md": "---\ntitle: Guide\n---\n# Guide\n\n```vitrine activity-indicator style=gray\n```\n",
        "notes.md": "# Notes\n\nPlain text, and [the guide](/guide/).\n",
    ]
    static let navigationTemplates = Fixture.minimalTemplates.merging(
        ["page": "<!DOCTYPE html><title>{{title}}</title>{{#nav}}<a href=\"{{url}}\">{{title}}</a>{{/nav}}{{{content}}}"]) { _, new in new }

    @Test func anUnchangedSiteReusesEverything() throws {
        let (fixture, builder) = Self.make()
        _ = try builder.build()
        // The three pages, six the site adds, and a catalog page per component.
        #expect(builder.cache?.lastBuild == .init(renderedPages: 3, templatedPages: 3, checkedPages: 6 + Components.all.count))
        try Self.expectFreshResult(builder, fixture)
        #expect(builder.cache?.lastBuild == .init(renderedPages: 0, templatedPages: 0, checkedPages: 0))
    }

    @Test func anEditedBodyRendersOnlyThatPage() throws {
        let (fixture, builder) = Self.make()
        _ = try builder.build()
        fixture.write("# Notes\n\nEdited text.\n", to: "Site/notes.md")
        try Self.expectFreshResult(builder, fixture)
        #expect(builder.cache?.lastBuild == .init(renderedPages: 1, templatedPages: 1, checkedPages: 1))
    }

    @Test func aNewTitleRetemplatesThePagesWhoseMenuListsIt() throws {
        let (fixture, builder) = Self.make()
        _ = try builder.build()
        fixture.write("---\ntitle: Handbook\n---\n# Guide\n\n```vitrine activity-indicator style=gray\n```\n", to: "Site/guide.md")
        try Self.expectFreshResult(builder, fixture)
        let statistics = try #require(builder.cache?.lastBuild)
        #expect(statistics.renderedPages == 1)
        #expect(statistics.templatedPages == 3)
        #expect(try builder.build().snapshot.text("notes/index.html")?.contains(">Handbook</a>") == true)
    }

    @Test func aTemplateEditRetemplatesWithoutRendering() throws {
        let (fixture, builder) = Self.make()
        _ = try builder.build()
        fixture.write("<!DOCTYPE html><title>{{title}} · edited</title>{{{content}}}", to: "Templates/page.mustache")
        try Self.expectFreshResult(builder, fixture)
        #expect(builder.cache?.lastBuild.renderedPages == 0)
        #expect(builder.cache?.lastBuild.templatedPages == 3)
    }

    @Test func aLinkBrokenByADeletedPageIsFoundAndClearedWhenItComesBack() throws {
        // Without a menu the page linking to the deleted one keeps the same bytes: only the paths tell.
        let (fixture, builder) = Self.make(templates: Fixture.minimalTemplates)
        _ = try builder.build()
        let guide = Self.pages["guide.md"]!
        try FileManager.default.removeItem(atPath: fixture.site + "/guide.md")
        let failures = Self.failures(of: builder, fixture)
        #expect(failures == fixture.failures())
        #expect(failures.count == 2)
        fixture.write(guide, to: "Site/guide.md")
        try Self.expectFreshResult(builder, fixture)
    }

    @Test func aFailedBuildLeavesTheCacheUsable() throws {
        let (fixture, builder) = Self.make()
        _ = try builder.build()
        fixture.write("```vitrine nothing\n```\n", to: "Site/notes.md")
        #expect(throws: BuildFailure.self) { try builder.build() }
        fixture.write("# Notes again\n", to: "Site/notes.md")
        try Self.expectFreshResult(builder, fixture)
        #expect(builder.cache?.lastBuild.renderedPages == 1)
    }
}

private extension BuildCacheTests {
    static func make(templates: [String: String] = navigationTemplates) -> (Fixture, SiteBuilder) {
        let fixture = Fixture(pages: pages, templates: templates)
        return (fixture, SiteBuilder(options: fixture.options, cache: BuildCache()))
    }

    static func failures(of builder: SiteBuilder, _ fixture: Fixture) -> [String] {
        do {
            _ = try builder.build()
            return []
        } catch {
            return error.diagnostics.map { $0.terminalDescription.replacingOccurrences(of: fixture.root + "/", with: "") }
        }
    }

    /// Builds through the cache and from scratch, and expects the same files, byte for byte.
    static func expectFreshResult(_ builder: SiteBuilder, _ fixture: Fixture) throws {
        let cached = try builder.build().snapshot.files.mapValues(\.bytes)
        let fresh = try fixture.build().snapshot.files.mapValues(\.bytes)
        #expect(cached.keys.sorted() == fresh.keys.sorted())
        for (path, bytes) in fresh where cached[path] != bytes {
            Issue.record("\(path) differs from a build from scratch")
        }
    }
}
