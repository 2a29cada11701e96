import Foundation
import Testing
import VitrinePreview
import VitrineSite

/// `vitrine serve` started before the site exists notices the site folder when `vitrine init` makes it.
@Suite("Watching a folder that does not exist yet")
struct AwaitedFolderTests {
    @Test(arguments: ["Site", "nested/deeper/Site"])
    func aFolderThatAppearsIsWatchedFromThen(_ relative: String) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-await-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent(relative)
        let page = site.appendingPathComponent("index.md")
        let log = WatcherTests.RebuildLog()
        let rebuild: @Sendable () async -> Result<Snapshot, PreviewFailure> = {
            _ = log.record((try? String(contentsOf: page, encoding: .utf8)) ?? "")
            return .success(TestServer.sampleSite)
        }
        try await TestServer.run(watching: [site.path], rebuild: rebuild) { _ in
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            try WatcherTests.save("# Home\n", to: page)
            #expect(await WatcherTests.waitUntil { log.last == "# Home\n" }, "the new folder and its page are noticed")
            // Watched from then on: an edit inside it is built too.
            try WatcherTests.save("# Home, edited\n", to: page)
            #expect(await WatcherTests.waitUntil { log.last == "# Home, edited\n" }, "an edit inside it is noticed")
        }
    }
}
