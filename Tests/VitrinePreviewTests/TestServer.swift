import Foundation
import Logging
import ServiceLifecycle
import VitrinePreview
import VitrineSite

/// A preview server on an ephemeral loopback port, shut down gracefully when the body returns. The server
/// and the body run on `ServerThreads`, clear of the other suites' work.
struct TestServer: Sendable {
    let port: Int
    let live: LiveSite
    let group: ServiceGroup

    static func html(_ body: String) -> SnapshotFile {
        SnapshotFile(bytes: Array("<!doctype html><html><head><title>t</title></head><body>\(body)</body></html>".utf8), contentType: "text/html; charset=utf-8")
    }

    static func file(_ text: String, _ type: String) -> SnapshotFile {
        SnapshotFile(bytes: Array(text.utf8), contentType: type)
    }

    static let sampleSite = Snapshot(files: [
        "index.html": html("<h1>Home</h1>"),
        "404.html": html("<h1>Lost</h1>"),
        "docs/index.html": html("<h1>Docs</h1>"),
        "docs/guide.html": html("<p>Guide</p>"),
        "style.css": file("body { color: red }", "text/css; charset=utf-8"),
        "veil.svg": file("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", "image/svg+xml"),
        "data.txt": file("abcdefghij", "text/plain; charset=utf-8"),
    ])

    static func run(
        _ snapshot: Snapshot = sampleSite,
        host: String = "127.0.0.1",
        port: Int = 0,
        watching directories: [String] = [],
        rebuild: @escaping @Sendable () async -> Result<Snapshot, PreviewFailure> = { .success(sampleSite) },
        _ body: (TestServer) async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(ServerThreads.shared) {
            try await serve(snapshot, host: host, port: port, watching: directories, rebuild: rebuild, body)
        }
    }

    private static func serve(
        _ snapshot: Snapshot,
        host: String,
        port: Int,
        watching directories: [String],
        rebuild: @escaping @Sendable () async -> Result<Snapshot, PreviewFailure>,
        _ body: (TestServer) async throws -> Void
    ) async throws {
        let live = LiveSite(initial: .success(snapshot))
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let server = PreviewServer(
            configuration: .init(host: host, port: port, watchedDirectories: directories, pollInterval: .milliseconds(20)),
            live: live,
            rebuild: rebuild,
            log: { _ in },
            onListening: { portContinuation.yield($0) }
        )
        let group = ServiceGroup(configuration: .init(services: [server], logger: Logger(label: "test")))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask {
                defer { portContinuation.finish() }
                try await group.run()
            }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else {
                try await tasks.waitForAll()
                return
            }
            try await body(TestServer(port: port, live: live, group: group))
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }
    }
}
