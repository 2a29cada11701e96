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
            for index in 0..<5 {
                try Data("page \(index)".utf8).write(to: folder.appendingPathComponent("pages/p\(index).md"))
                try await Task.sleep(for: .milliseconds(5))
            }
            try await Task.sleep(for: .milliseconds(400))
            #expect(rebuilds.count == rebuildsBefore + 1)
            #expect(server.live.generation == 2)

            try Data("edited".utf8).write(to: folder.appendingPathComponent("pages/p0.md"))
            try await Task.sleep(for: .milliseconds(400))
            #expect(rebuilds.count == rebuildsBefore + 2)
        }
    }
}
