import Foundation
import Synchronization
import Testing
import VitrinePreview
import VitrineSite

@Suite("Watching the source folders")
struct WatcherTests {
    final class Counter: Sendable {
        let value = Mutex(0)
        func next() -> Int { value.withLock { $0 += 1; return $0 } }
        var count: Int { value.withLock { $0 } }
    }

    @Test func aBurstOfSavesBecomesOneRebuild() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("pages"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rebuilds = Counter()
        let rebuild: @Sendable () async -> Result<Snapshot, PreviewFailure> = {
            _ = rebuilds.next()
            return .success(TestServer.sampleSite)
        }
        try await TestServer.run(watching: [folder.path], rebuild: rebuild) { server in
            let rebuildsBefore = rebuilds.count
            // A burst: five saves back to back, as an editor's "save all" does.
            for index in 0..<5 {
                try Data("page \(index)".utf8).write(to: folder.appendingPathComponent("pages/p\(index).md"))
            }
            #expect(await Self.waitUntil { rebuilds.count > rebuildsBefore })
            // Quiet afterwards: the burst gave one rebuild, not one per save.
            try await Task.sleep(for: .milliseconds(300))
            #expect(rebuilds.count == rebuildsBefore + 1)
            #expect(server.live.generation == 2)

            try Data("edited".utf8).write(to: folder.appendingPathComponent("pages/p0.md"))
            #expect(await Self.waitUntil { rebuilds.count == rebuildsBefore + 2 })
        }
    }

    /// Polls until `condition` holds, for at most five seconds (generous: the suite shares two cores).
    static func waitUntil(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }
}
