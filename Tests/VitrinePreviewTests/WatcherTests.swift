import Foundation
import Synchronization
import Testing
import VitrinePreview
import VitrineSite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Watching the source folders")
struct WatcherTests {
    /// What each rebuild found in the page being edited, in the order the rebuilds ran.
    final class RebuildLog: Sendable {
        private let texts = Mutex<[String]>([])
        /// Records one rebuild and returns how many there have been.
        func record(_ text: String) -> Int { texts.withLock { $0.append(text); return $0.count } }
        var count: Int { texts.withLock { $0.count } }
        var last: String? { texts.withLock { $0.last } }
    }

    @Test func aBurstOfSavesBecomesOneRebuild() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-watch-\(UUID().uuidString)")
        let pages = folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let edited = pages.appendingPathComponent("p0.md")
        // The first rebuild waits here until the burst is on disk, so the whole burst is pending when the
        // watcher next looks, however slowly this test runs: back-to-back writes alone may be split by a
        // busy machine into several quiet intervals, and so into several rebuilds.
        let (firstRebuildMayFinish, letFirstRebuildFinish) = AsyncStream<Void>.makeStream()
        defer { letFirstRebuildFinish.finish() }
        let log = RebuildLog()
        let rebuild: @Sendable () async -> Result<Snapshot, PreviewFailure> = {
            let number = log.record((try? String(contentsOf: edited, encoding: .utf8)) ?? "")
            if number == 1 {
                for await _ in firstRebuildMayFinish {}
            }
            return .success(TestServer.sampleSite)
        }
        try await TestServer.run(watching: [folder.path], rebuild: rebuild) { server in
            try Self.save("first", to: edited)
            #expect(await Self.waitUntil { log.count == 1 })
            // A burst: five saves back to back, as an editor's "save all" does.
            for index in 0..<5 {
                try Self.save("page \(index)", to: pages.appendingPathComponent("p\(index).md"))
            }
            letFirstRebuildFinish.finish()
            #expect(await Self.waitUntil { server.live.generation == 3 })
            #expect(log.count == 2, "the burst gave one rebuild, not one per save")

            // And the next save is the next rebuild, reading what was saved.
            try Self.save("edited", to: edited)
            #expect(await Self.waitUntil { server.live.generation == 4 })
            #expect(log.count == 3)
            #expect(log.last == "edited")
        }
    }

    /// Saves as many editors do, by renaming a hidden temporary file over the page: the watcher sees the
    /// save as one change, never as a truncated file followed by its text.
    static func save(_ text: String, to file: URL) throws {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).saving")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, file.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Polls until `condition` holds. The 60 s ceiling only turns a hang into a failure: a passing test
    /// returns as soon as the condition holds.
    static func waitUntil(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }
}
