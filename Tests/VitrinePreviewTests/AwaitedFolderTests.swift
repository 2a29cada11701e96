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
        let rebuilds = WatcherTests.Counter()
        let rebuild: @Sendable () async -> Result<Snapshot, PreviewFailure> = {
            _ = rebuilds.next()
            return .success(TestServer.sampleSite)
        }
        try await TestServer.run(watching: [site.path], rebuild: rebuild) { _ in
            let before = rebuilds.count
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            try Data("# Home\n".utf8).write(to: site.appendingPathComponent("index.md"))
            #expect(await WatcherTests.waitUntil { rebuilds.count > before }, "the new folder is noticed")
            // Watched from then on: an edit inside it rebuilds again.
            try await Task.sleep(for: .milliseconds(300))
            let settled = rebuilds.count
            try Data("# Home, edited\n".utf8).write(to: site.appendingPathComponent("index.md"))
            #expect(await WatcherTests.waitUntil { rebuilds.count > settled }, "an edit inside it is noticed")
        }
    }
}
