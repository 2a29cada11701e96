import Foundation
import Testing
import VitrinePreview
import VitrineSite

@Suite("Hostile requests")
struct HostileRequestTests {
    static let traversals = [
        "/../secret", "/docs/../index.html", "/%2e%2e/secret", "/%2E%2E/%2e%2e/etc/passwd", "/..%2fsecret",
        "/docs/..%2f..%2fsecret", "/%252e%252e/secret", "/..\\secret", "/docs\\..\\index.html", "/%5c..%5csecret",
        "/index.html%00.txt", "/%00", "/./index.html", "//etc/passwd", "/docs//guide.html", "/%c0%ae%c0%ae/secret",
        "http://127.0.0.1/../secret", "*", "/%", "/%zz",
    ]

    @Test(arguments: traversals)
    func traversalNeverEscapesTheSnapshot(_ target: String) async throws {
        try await TestServer.run { server in
            let response = try await fetch(port: server.port, target)
            #expect([400, 404].contains(response.status), "\(target) → \(response.status)")
            #expect(!response.text.contains("Home") && !response.text.contains("root:"))
        }
    }

    @Test func hostHeaderMustNameThisServer() async throws {
        try await TestServer.run { server in
            for host in ["localhost", "localhost:\(server.port)", "127.0.0.1:\(server.port)", "[::1]:\(server.port)", "LOCALHOST"] {
                let answer1 = try await fetch(port: server.port, "/", host: host)
                #expect(answer1.status == 200, "\(host)")
            }
            for host in ["evil.example", "evil.example:\(server.port)", "127.0.0.1.evil.example", "localhost:abc", ""] {
                let answer2 = try await fetch(port: server.port, "/", host: host)
                #expect(answer2.status == 403, "\(host)")
            }
            let answer3 = try await fetch(port: server.port, "/", host: nil)
            #expect(answer3.status != 200)
        }
    }

    @Test func boundNameIsAllowed() async throws {
        try await TestServer.run(host: "127.0.0.2") { server in
            let answer4 = try await fetch(address: "127.0.0.2", port: server.port, "/", host: "127.0.0.2:\(server.port)")
            #expect(answer4.status == 200)
            let answer5 = try await fetch(address: "127.0.0.2", port: server.port, "/", host: "localhost")
            #expect(answer5.status == 200)
            let answer6 = try await fetch(address: "127.0.0.2", port: server.port, "/", host: "127.0.0.3")
            #expect(answer6.status == 403)
        }
    }

    @Test func malformedRequestsGet400AndTheServerKeepsAnswering() async throws {
        try await TestServer.run { server in
            let probes = [
                "GARBAGE\r\n\r\n",
                "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n",
                "GET /\(String(repeating: "a", count: 1_000_000)) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(String(repeating: "b", count: 200_000))\r\n\r\n",
            ]
            for probe in probes {
                let connection = try RawConnection(port: server.port)
                await connection.send(probe)
                let response = RawResponse(await connection.read())
                #expect([400, 431].contains(response.status), "\(probe.prefix(40)) → \(response.status)")
                let answer7 = try await fetch(port: server.port, "/")
                #expect(answer7.status == 200)
            }
        }
    }

    @Test func idleConnectionsDoNotBlockNewClients() async throws {
        try await TestServer.run { server in
            var idle: [RawConnection] = []
            for _ in 0..<1000 { idle.append(try RawConnection(port: server.port)) }
            await idle[0].send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  // a half-sent request too
            // A blocked server never answers: the read's hang guard then gives up and the status is 0.
            let response = try await fetch(port: server.port, "/")
            #expect(response.status == 200)
            withExtendedLifetime(idle) {}
        }
    }

    @Test func clientLeavingMidResponseChangesNothing() async throws {
        let big = SnapshotFile(bytes: [UInt8](repeating: 65, count: 8_000_000), contentType: "text/plain")
        var snapshot = TestServer.sampleSite
        snapshot.files["big.txt"] = big
        try await TestServer.run(snapshot) { server in
            for _ in 0..<5 {
                let connection = try RawConnection(port: server.port)
                await connection.send("GET /big.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                _ = await connection.read { $0.count > 1000 }
            }
            let answer8 = try await fetch(port: server.port, "/data.txt")
            #expect(answer8.text == "abcdefghij")
        }
    }
}
