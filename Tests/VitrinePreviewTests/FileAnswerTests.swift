import Testing
import VitrinePreview
import VitrineSite

@Suite("File answers from the snapshot")
struct FileAnswerTests {
    @Test func servesContentTypesAndNoCache() async throws {
        try await TestServer.run { server in
            let cases = [
                ("/style.css", "text/css; charset=utf-8"),
                ("/veil.svg", "image/svg+xml"),
                ("/data.txt", "text/plain; charset=utf-8"),
                ("/docs/guide.html", "text/html; charset=utf-8"),
            ]
            for (path, type) in cases {
                let response = try await fetch(port: server.port, path)
                #expect(response.status == 200, "\(path)")
                #expect(response.headers["content-type"] == type, "\(path)")
                #expect(response.headers["cache-control"] == "no-cache", "\(path)")
                #expect(response.headers["etag"]?.hasPrefix("\"") == true, "\(path)")
            }
            let answer1 = try await fetch(port: server.port, "/veil.svg")
            #expect(answer1.text == "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        }
    }

    @Test func directoriesServeIndexAndRedirectWithoutSlash() async throws {
        try await TestServer.run { server in
            let home = try await fetch(port: server.port, "/")
            #expect(home.status == 200)
            #expect(home.text.contains("<h1>Home</h1>"))
            let docs = try await fetch(port: server.port, "/docs/")
            #expect(docs.text.contains("<h1>Docs</h1>"))
            let bare = try await fetch(port: server.port, "/docs?x=1")
            #expect(bare.status == 301)
            #expect(bare.headers["location"] == "/docs/?x=1")
        }
    }

    @Test func aFileStylePageAnswersWithoutItsExtension() async throws {
        try await TestServer.run { server in
            let bare = try await fetch(port: server.port, "/docs/guide")
            #expect(bare.status == 200)
            #expect(bare.text == (try await fetch(port: server.port, "/docs/guide.html")).text)
            #expect((try await fetch(port: server.port, "/docs/guide/")).status == 404, "a folder URL is not the file")
        }
    }

    @Test func unknownPathGetsTheSites404Page() async throws {
        try await TestServer.run { server in
            let response = try await fetch(port: server.port, "/nothing/here.html")
            #expect(response.status == 404)
            #expect(response.text.contains("<h1>Lost</h1>"))
            #expect(response.headers["content-type"] == "text/html; charset=utf-8")
        }
    }

    @Test func htmlGetsTheReloadScriptOnlyWhenServed() async throws {
        let snapshot = TestServer.sampleSite
        try await TestServer.run(snapshot) { server in
            let response = try await fetch(port: server.port, "/docs/guide.html")
            #expect(response.text.contains("<script src=\"/__vitrine/client.js\" data-generation=\"1\"></script></body>"))
            #expect(!String(decoding: snapshot.files["docs/guide.html"]!.bytes, as: UTF8.self).contains("__vitrine"))
            let script = try await fetch(port: server.port, "/__vitrine/client.js")
            #expect(script.status == 200)
            #expect(script.text.contains("new EventSource(\"/__vitrine/events\")"))
            let svg = try await fetch(port: server.port, "/veil.svg")
            #expect(!svg.text.contains("__vitrine"))
        }
    }

    @Test func headSendsHeadersWithoutBody() async throws {
        try await TestServer.run { server in
            let response = try await fetch(port: server.port, "/data.txt", method: "HEAD")
            #expect(response.status == 200)
            #expect(response.headers["content-length"] == "10")
            #expect(response.body.isEmpty)
        }
    }

    @Test func ifNoneMatchGivesNotModified() async throws {
        try await TestServer.run { server in
            let first = try await fetch(port: server.port, "/style.css")
            let etag = try #require(first.headers["etag"])
            let again = try await fetch(port: server.port, "/style.css", headers: ["If-None-Match": "\"other\", \(etag)"])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.headers["etag"] == etag)
            let stale = try await fetch(port: server.port, "/style.css", headers: ["If-None-Match": "\"other\""])
            #expect(stale.status == 200)
        }
    }

    @Test func rangesGivePartialContentOrUnsatisfiable() async throws {
        try await TestServer.run { server in
            let head = try await fetch(port: server.port, "/data.txt", headers: ["Range": "bytes=2-4"])
            #expect(head.status == 206)
            #expect(head.text == "cde")
            #expect(head.headers["content-range"] == "bytes 2-4/10")
            let tail = try await fetch(port: server.port, "/data.txt", headers: ["Range": "bytes=-3"])
            #expect(tail.text == "hij")
            let open = try await fetch(port: server.port, "/data.txt", headers: ["Range": "bytes=7-"])
            #expect(open.text == "hij")
            let impossible = try await fetch(port: server.port, "/data.txt", headers: ["Range": "bytes=10-20"])
            #expect(impossible.status == 416)
            #expect(impossible.headers["content-range"] == "bytes */10")
            let stale = try await fetch(port: server.port, "/data.txt", headers: ["Range": "bytes=0-1", "If-Range": "\"old\""])
            #expect(stale.status == 200)
            #expect(stale.text == "abcdefghij")
        }
    }

    @Test func otherMethodsAreRefused() async throws {
        try await TestServer.run { server in
            let response = try await fetch(port: server.port, "/index.html", method: "POST")
            #expect(response.status == 405)
            #expect(response.headers["allow"] == "GET, HEAD")
        }
    }
}
