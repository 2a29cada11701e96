import Foundation
import Testing
@testable import VitrineSite

/// `vitrine build --relative`: a site that browses from disk, where a folder URL opens a listing and `/` is the
/// disk's root. Seen in Chromium by Tests/Browser/search (`test_a_relative_build_browses_and_searches_from_disk`).
@Suite struct FileBrowsingTests {
    @Test(arguments: [
        ("../guide/", "../guide/index.html"), ("./", "./index.html"), ("../", "../index.html"), ("a/#part", "a/index.html#part"),
        ("a/?q=1#x", "a/index.html?q=1#x"), ("page.html", "page.html"), ("#top", "#top"), ("", ""), ("?q", "?q"),
        ("https://example.org/", "https://example.org/"), ("//cdn.example.org/x/", "//cdn.example.org/x/"), ("mailto:a@b.c", "mailto:a@b.c"),
        ("/docs/guide/", "../../guide/index.html"), ("/docs/", "../../index.html"), ("/elsewhere/", "/elsewhere/"),
    ])
    func aLinkOpensAFileFromDisk(written: String, browsable: String) {
        #expect(FileBrowsing.url(written, root: "../../", basePath: "/docs/", isLink: true) == browsable)
    }

    @Test func filesLoadedFromTheRootAreWrittenFromThePageAndOnlyLinksNameIndexHTML() {
        #expect(FileBrowsing.url("/docs/img/a.png", root: "../", basePath: "/docs/", isLink: false) == "../img/a.png")
        #expect(FileBrowsing.url("/docs/media/", root: "", basePath: "/docs/", isLink: false) == "media/")
        #expect(FileBrowsing.url("/docs/", root: "", basePath: "/docs/", isLink: true) == "./index.html")
    }

    @Test func aPageIsRewrittenInItsTagsOnly() {
        let html = """
            <a href="../a/">A</a><img src="/b.png"><form action="../search/"></form>
            <pre><code>&lt;a href="../a/"&gt;</code></pre><!-- <a href="../c/"> --><script>x = '<a href="../d/">'</script>
            <meta http-equiv="refresh" content="0; url=../e/"><meta name="description" content="0; url=../f/ is prose">
            """
        let rewritten = String(decoding: FileBrowsing.page(Array(html.utf8), at: "x/index.html", basePath: "/"), as: UTF8.self)
        #expect(rewritten == """
            <a href="../a/index.html">A</a><img src="../b.png"><form action="../search/index.html"></form>
            <pre><code>&lt;a href="../a/"&gt;</code></pre><!-- <a href="../c/"> --><script>x = '<a href="../d/">'</script>
            <meta http-equiv="refresh" content="0; url=../e/index.html"><meta name="description" content="0; url=../f/ is prose">
            """)
    }

    @Test func eachSearchFileGetsAScriptThatHandsOverItsData() throws {
        let text = try #require(FileBrowsing.searchScript(Array("word\t1\n\"x\"\\".utf8), at: "search/terms/0.txt"))
        #expect(String(decoding: text, as: UTF8.self) == "vitrineSearch[\"terms/0.txt\"](\"word\\t1\\n\\\"x\\\"\\\\\");\n")
        let json = try #require(FileBrowsing.searchScript(Array("{\"a\":[1]}".utf8), at: "search/index.json"))
        #expect(String(decoding: json, as: UTF8.self) == "vitrineSearch[\"index.json\"]({\"a\":[1]});\n")
        #expect(FileBrowsing.searchScript([], at: "search/index.html") == nil)
        #expect(FileBrowsing.searchScript([], at: "guide/data.json") == nil)
    }

    @Test func aRelativeBuildKeepsTheLinkCheckOfAServedSite() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n\n[Guide](guide/index.md), [missing](nowhere.md)\n", "guide/index.md": "# Guide\n"])
        var options = fixture.defaultThemeOptions
        options.forFileBrowsing = true
        #expect(fixture.failures(options).count == 1, "a broken link is still an error")
        fixture.write("# Home\n\n[Guide](guide/index.md)\n", to: "Site/index.md")
        options.searchIndex = .alongside
        let result = try fixture.build(options)
        #expect(result.snapshot.text("index.html")?.contains("<a href=\"guide/index.html\">Guide</a>") == true)
        let index = try #require(result.snapshot.deferred?.all)
        #expect(index["search/index.json.js"] != nil && index["search/index.json"] != nil)
    }
}
