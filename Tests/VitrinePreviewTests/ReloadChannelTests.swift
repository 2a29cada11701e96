import Foundation
import ServiceLifecycle
import Testing
import VitrinePreview
import VitrineSite

@Suite("Live reload over Server-Sent Events")
struct ReloadChannelTests {
    /// Opens the reload stream and waits for its greeting.
    static func openStream(_ server: TestServer) async throws -> RawConnection {
        let connection = try RawConnection(port: server.port)
        await connection.send("GET /__vitrine/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let greeting = await connection.readText(until: "event: hello\ndata: \(server.live.generation)\n\n")
        #expect(greeting.lowercased().contains("content-type: text/event-stream"))
        #expect(greeting.contains("event: hello\ndata: \(server.live.generation)\n\n"))
        return connection
    }

    static func changed(_ path: String, _ file: SnapshotFile) -> Snapshot {
        var snapshot = TestServer.sampleSite
        snapshot.files[path] = file
        return snapshot
    }

    @Test func rebuildReloadsEveryTabAfterTheSwap() async throws {
        try await TestServer.run { server in
            let tabs = [try await Self.openStream(server), try await Self.openStream(server)]
            server.live.publish(.success(Self.changed("index.html", TestServer.html("<h1>New home</h1>"))))
            for tab in tabs {
                let text = await tab.readText(until: "event: reload\n")
                #expect(text.contains("event: reload\ndata: {}\n\n"))
                // The moment a tab hears of the rebuild, the new page is what it gets.
                let answer1 = try await fetch(port: server.port, "/")
                #expect(answer1.text.contains("New home"))
            }
        }
    }

    @Test func stylesheetOnlyChangeSwapsWithoutReload() async throws {
        try await TestServer.run { server in
            let tab = try await Self.openStream(server)
            server.live.publish(.success(Self.changed("style.css", TestServer.file("body { color: blue }", "text/css"))))
            let text = await tab.readText(until: "event: css\n")
            #expect(text.contains("event: css\ndata: {\"generation\":2,\"paths\":[\"/style.css\"]}\n\n"))
            #expect(!text.contains("event: reload"))
        }
    }

    @Test func failureShowsEscapedOverlayAndFixClearsIt() async throws {
        try await TestServer.run { server in
            let tab = try await Self.openStream(server)
            let problem = SiteDiagnostic(file: "Site/index.md", line: 7, column: 3, message: "bad fence </script><b>\"x\"\nnext")
            server.live.publish(.failure(PreviewFailure(problems: [problem])))
            let overlay = await tab.readText(until: "event: overlay\n")
            let line = try #require(overlay.components(separatedBy: "\n").first { $0.hasPrefix("data: {\"problems\"") })
            let decoded = try JSONDecoder().decode(Problems.self, from: Data(line.dropFirst(6).utf8))
            #expect(decoded.problems == [Problem(location: "Site/index.md:7:3", message: problem.message)])
            let answer2 = try await fetch(port: server.port, "/")
            #expect(answer2.text.contains("<h1>Home</h1>"), "last good site still served")

            // A tab opened while the build is broken sees the overlay at once.
            let late = try RawConnection(port: server.port)
            await late.send("GET /__vitrine/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let answer3 = await late.readText(until: "event: overlay\n")
            #expect(answer3.contains("Site/index.md"))

            server.live.publish(.success(TestServer.sampleSite))
            let cleared = await tab.readText(until: "event: reload\n")
            #expect(cleared.contains("event: clear\n"))
        }
    }

    struct Problems: Decodable { var problems: [Problem] }
    struct Problem: Decodable, Equatable { var location: String; var message: String }

    /// Open streams must end when shutdown begins: a graceful shutdown waits for every open response, so a
    /// stream left open would hold it up. Each tab gets the end of its stream (the last, empty chunk) rather
    /// than a connection cut off. The time limit only turns such a hang into a failure: it counts the time the
    /// test waits for a thread too, which a busy machine stretches past a minute.
    @Test(.timeLimit(.minutes(10))) func gracefulShutdownEndsOpenStreams() async throws {
        var tabs: [RawConnection] = []
        var live: LiveSite?
        try await TestServer.run { server in
            tabs = [try await Self.openStream(server), try await Self.openStream(server)]
            #expect(server.live.openStreams == 2)
            live = server.live
        }
        #expect(live?.openStreams == 0)
        for tab in tabs {
            let rest = String(decoding: await tab.read(), as: UTF8.self)
            #expect(rest.hasSuffix("0\r\n\r\n"), "the stream was cut off, not ended: \(rest.debugDescription)")
        }
    }
}
