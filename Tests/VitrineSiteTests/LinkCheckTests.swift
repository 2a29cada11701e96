import Testing
@testable import VitrineSite

@Suite struct LinkCheckTests {
    @Test func brokenMarkdownLinksNameThePageLineAndTarget() {
        let fixture = Fixture(pages: [
            "index.md": "---\ntitle: Home\n---\n\n[ok](b.md) [ok too](b/) [catalog](catalog/activity-indicator/)\n\nSee [gone](missing/) and ![img](nope.png).\n",
            "b.md": "[back](index.md) [up](./) [external](https://example.org/x) [anchor](#top)\n", "config.yml": "catalog: true\n",
        ])
        #expect(fixture.failures() == [
            "Site/index.md:7:5: error: broken link 'missing/'",
            "Site/index.md:7:26: error: broken link 'nope.png'",
        ])
    }

    @Test func warnLinksDowngradesToWarnings() throws {
        let fixture = Fixture(pages: ["index.md": "[gone](missing/)\n"])
        var options = fixture.options
        options.warnLinks = true
        let result = try fixture.build(options)
        #expect(result.warnings.map(\.severity) == [.warning])
        #expect(result.warnings.first?.message == "broken link 'missing/'")
    }

    /// A page keeps the links its check resolves, in order, an included file's marked among them.
    @Test func aPageKeepsTheLinksItsCheckResolves() {
        var page = RenderedPage(sourcePath: "a.md", displayPath: "Site/a.md", location: PageLocation(path: "a/"))
        page.record(RenderedPage.Link(url: "https://example.org/", line: 1, column: 1))
        page.record(RenderedPage.Link(url: "b/", line: 1, column: 5), fromIncludedFile: true)
        page.record(RenderedPage.Link(url: "mailto:me@example.org", line: 2, column: 1))
        page.record(RenderedPage.Link(url: "#top", line: 2, column: 9))
        #expect(page.links.map(\.url) == ["b/", "#top"])
        #expect(page.includedLinks == [0])
    }

    /// A broken link after links to other sites on its line is still named at its own column.
    @Test func aBrokenLinkAfterExternalOnesKeepsItsColumn() {
        let fixture = Fixture(pages: ["index.md": "[a](https://example.org/) [m](mailto:x@example.org) [gone](missing/)\n"])
        #expect(fixture.failures() == ["Site/index.md:1:53: error: broken link 'missing/'"])
    }

    @Test func templateLinksAreCheckedToo() {
        var templates = Fixture.minimalTemplates
        templates["page"] = "<!DOCTYPE html><link rel=\"stylesheet\" href=\"{{root}}style.css\">{{{content}}}"
        let failures = Fixture(pages: ["index.md": "x\n"], templates: templates).failures()
        #expect(failures == [
            "Site/index.md:1: error: broken link './style.css' in the template output of index.html",
            "Templates/page.mustache:1: error: broken link '../style.css' in the template output of search/index.html",
        ])
    }

    @Test func resolvesURLsAgainstFolderAndBasePath() {
        #expect(LinkTarget.outputPath(for: "../a/b.svg#x", inFolder: "c/d/", basePath: "/") == "c/a/b.svg")
        #expect(LinkTarget.outputPath(for: "/docs/catalog/", inFolder: "x/", basePath: "/docs/") == "catalog/index.html")
        #expect(LinkTarget.outputPath(for: "/other/", inFolder: "", basePath: "/docs/") == nil)
        #expect(LinkTarget.outputPath(for: "../../..", inFolder: "a/", basePath: "/") == nil)
        #expect(LinkTarget.outputPath(for: "a%20b.png", inFolder: "", basePath: "/") == "a b.png")
        #expect(!LinkTarget.isInternal("mailto:x@y") && !LinkTarget.isInternal("//cdn/x") && LinkTarget.isInternal("x/"))
    }
}

@Suite struct LinkSchemeTests {
    /// The byte fast path answers as the `Character` rules do.
    @Test(arguments: [
        "https://example.org/", "mailto:a@b", "data:x", "c++:x", "a.b-c:x", "1a:x", ":x", "a b:x", "a_b:x", "x", "",
        "../page/", "#top", "/abs:x", "é:x", "aé:x", "a\u{301}:x", "h:", "H:", "[:x", "`:x", "a\r\n:x",
    ])
    func asciiRulesMatchCharacterRules(_ url: String) {
        let expected: Bool = {
            guard let colon = url.firstIndex(of: ":") else { return false }
            let scheme = url[..<colon]
            guard let first = scheme.first, first.isLetter else { return false }
            return scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
        }()
        #expect(LinkTarget.hasScheme(url) == expected)
    }
}

@Suite struct HTMLAttributesTests {
    @Test func findsHrefSrcAndIdAfterASpaceOrLineBreakOnly() {
        let html = """
            <a href="a/">x</a><img
            src='b.png' alt="href=&quot;no&quot;"><h2 id="c&amp;d">t</h2><p data-id="no" xhref="no">id="text"</p>
            <a title="x href=&#39;no&#39;" href="e/?q=1&amp;r=2#f">y</a>=
            """
        let scan = HTMLAttributes.scan(Array(html.utf8))
        #expect(scan.urls == ["a/", "b.png", "e/?q=1&r=2#f"])
        #expect(scan.ids == ["c&d"])
    }

    /// The link check's scan keeps what the check resolves, once each: another site's URLs are never checked.
    @Test func theLinkScanKeepsCheckedURLsOnceEach() {
        let html = "<a href=\"https://example.org/\">x</a> <a href=\"a/\">a</a> <img src=\"//cdn.example.org/p.png\"> "
            + "<a href=\"mailto:me@example.org\">m</a> <a href=\"#top\">t</a> <a href=\"a/\">again</a> <a href=\"b/#x\">b</a>"
        let shared = URLTable()
        let scan = HTMLAttributes.linkScan(Array(html.utf8), sharing: shared)
        #expect(scan.urls == ["a/", "#top", "b/#x"])
        #expect(shared.count == 3)
        // A second page sharing the table adds only the URLs it brings.
        let next = HTMLAttributes.linkScan(Array("<a href=\"b/#x\">b</a> <a href=\"c/\">c</a>".utf8), sharing: shared)
        #expect(next.urls == ["b/#x", "c/"])
        #expect(shared.count == 4)
        #expect(scan.urls == ["a/", "#top", "b/#x"])
        #expect(HTMLAttributes.scan(Array(html.utf8)).urls.count == 7)
    }

    @Test func anAnchorsNameIsATargetAndNoOtherElementsIs() {
        let html = "<h3>Impl <a name=\"impl\"></a></h3><A\nname='up'>x</A><input name=\"field\"><a href=\"#impl\" name=\"both\">y</a>"
        #expect(HTMLAttributes.scan(Array(html.utf8)).ids == ["impl", "up", "both"])
    }
}

@Suite struct AdmonitionLinkTests {
    @Test func aLinkInAnAdmonitionIsBlamedOnItsOwnLineAndColumn() {
        let fixture = Fixture(pages: ["index.md": "# Home\n\n!!! note\n    See [gone](missing.md).\n"])
        #expect(fixture.failures() == ["Site/index.md:4:9: error: broken link 'missing.md'"])
    }
}
