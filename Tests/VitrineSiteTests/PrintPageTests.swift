import Foundation
import Testing
@testable import VitrineSite

/// The print page: every page in reading order under its title, ids unique across pages, links kept within the
/// page where they lead to a page of it, and rebased where they lead to a file.
@Suite struct PrintPageTests {
    static let pages = [
        "index.md": "# Field guide\n\nStart with [setup](guide/setup.md#check-it) or [the café](guide/café.md); [install](#install).\n\n## Install\n\nFrom home.\n",
        "guide/index.md": "---\ntitle: Guide\norder: 1\n---\n\nThe guide. ![Logo](logo.png) [Next](setup.md) [Top](#top) [Here](#install)\n\n## Install\n\nFrom the guide.\n",
        "guide/setup.md": "---\ntitle: Set up\norder: 1\n---\n\n## Install\n\nIn setup.[^1]\n\n## Check it\n\n[Back](../index.md#install), [API](../reference/api.md), [out](https://example.org/a#b), [all](/search/).\n\n=== \"pip\"\n\n    With pip.\n\n=== \"uv\"\n\n    With uv.\n\n[^1]: A note.\n",
        "guide/café.md": "---\norder: 2\n---\n# Café\n\n## Install\n\nAccents. `id=\"x\" url(#x)` stays as written.\n\n```text\n<a id='y' href='#y'>\n```\n",
        "guide/logo.png": "PNG",
        "reference/api.md": "# API\n\n## Install\n\n[Guide](../guide/)\n",
        "config.yml": "title: Field guide\n",
    ]

    @Test func everyPageIsInReadingOrderUnderItsTitle() throws {
        let fixture = Fixture(pages: Self.pages)
        let result = try fixture.build(fixture.defaultThemeOptions)
        let print = try #require(result.snapshot.text("print/index.html"))
        let chapters = Self.matches(in: print, #"<section class="print-chapter" id="([^"]+)">"#)
        #expect(chapters == ["home", "guide", "guide-setup", "guide-caf", "reference", "reference-api"])
        // The home and café pages open with their own heading; the others get their title; the generated
        // `reference/` section its folder's name.
        for heading in ["<h1 id=\"home:field-guide\">", "<h1>Guide</h1>", "<h1>Set up</h1>", "<h1 id=\"guide-caf:café\">", "<h1>Reference</h1>", "<h1 id=\"reference-api:api\">"] {
            #expect(print.contains(heading), "\(heading)")
        }
        let contents = Self.matches(in: print, ##"<li class="depth-\d"><a href="#([^"]+)">"##)
        #expect(contents == chapters, "the list of contents names every chapter in order")
        #expect(print.contains("<title>Field guide</title>") && print.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(!print.contains("class=\"sidebar\""), "no menu")
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<a href=\"./print/\">"), "the footer links to it")
    }

    @Test func idsAreUniqueAcrossPagesAndLinksStayOnThePage() throws {
        let fixture = Fixture(pages: Self.pages)
        let result = try fixture.build(fixture.defaultThemeOptions)
        let print = try #require(result.snapshot.text("print/index.html"))
        let ids = Self.matches(in: print, #" id="([^"]+)""#)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys.sorted())")
        #expect(ids.filter { $0.hasSuffix(":install") }.count == 5, "each page's Install heading, apart")
        for link in [
            "href=\"#guide-setup:check-it\"", "href=\"#guide-caf\"",  // home's links to pages, to their chapters
            "src=\"../guide/logo.png\"", "href=\"#guide-setup\"", "href=\"#guide\"", "href=\"#guide:install\"",  // a file rebased; top of the page
            "href=\"#home:install\"", "href=\"#reference-api\"", "href=\"https://example.org/a#b\"", "href=\"/search/\"",
            "href=\"#guide-setup:fn-1\"", "for=\"guide-setup:__tabbed_1_1\"", "name=\"guide-setup:__tabbed_1\"",
            "aria-labelledby=\"guide-setup:__tabbed_1 guide-setup:__tabbed_1_1\"",
        ] {
            #expect(print.contains(link), "\(link)")
        }
        #expect(print.contains("<code>id=&quot;x&quot; url(#x)</code>"), "text and code keep what they show")
        #expect(print.contains("&lt;a id='y' href='#y'&gt;"))
        // Every link of the print page lands: the link check reads it as it reads any page.
        var files = result.snapshot.files
        files["print/index.html"] = SnapshotFile(bytes: Array(print.utf8), contentType: "text/html")
        #expect(LinkChecker(basePath: "/").check(files, origins: [:]).map(\.message) == [])
    }

    @Test func aSiteCanLeaveItOutOrHaveItElsewhere() throws {
        let off = Fixture(pages: ["index.md": "# Home\n", "config.yml": "printPage: false\n"])
        let offSite = try off.build(off.defaultThemeOptions).snapshot
        #expect(offSite.files["print/index.html"] == nil)
        #expect(offSite.text("index.html")?.contains("print/") == false, "no footer link")

        let taken = Fixture(pages: ["index.md": "# Home\n", "print/drivers.md": "# Printer drivers\n"])
        let takenSite = try taken.build(taken.defaultThemeOptions).snapshot
        #expect(takenSite.text("print/index.html")?.contains("print-chapter") == false, "the folder's own list stays")
        #expect(takenSite.text("print-site/index.html")?.contains("id=\"print-drivers\"") == true)
        #expect(takenSite.text("index.html")?.contains("href=\"./print-site/\"") == true)

        // Past the limit, none unless asked for.
        var config = SiteConfig()
        #expect(config.makesPrintPage(pages: SiteConfig.printPageLimit) && !config.makesPrintPage(pages: SiteConfig.printPageLimit + 1))
        config.printPage = true
        #expect(config.makesPrintPage(pages: 10_000))
        config.printPage = false
        #expect(!config.makesPrintPage(pages: 2))
        #expect(SiteConfig.parse("printPage: true\n", file: "config.yml").0.printPage == true)

        let plain = Fixture(pages: ["index.md": "# Home\n"])
        #expect(try plain.build().snapshot.files.keys.contains { $0.hasPrefix("print") } == false, "a theme without a print template has none")
    }

    @Test func anchorsAreReadableAndNeverRepeat() {
        #expect(PrintBook.slug("") == "home")
        #expect(PrintBook.slug("guide/My Notes/") == "guide-my-notes")
        #expect(PrintBook.slug("日本/") == "page")
        var anchors = PrintBook.Anchors(used: ["main"])
        #expect(["main", "page", "page", "page-2", "page"].map { anchors.unique($0) } == ["main-2", "page", "page-2", "page-2-2", "page-3"])
    }

    @Test func aBrokenLinkIsReportedOnceAtItsPage() {
        let fixture = Fixture(pages: ["index.md": "# Home\n\n[Gone](gone.md) and [nowhere](#nowhere).\n"])
        let failures = fixture.failures(fixture.defaultThemeOptions)
        #expect(failures.count == 2, "\(failures)")
        #expect(failures.allSatisfy { $0.hasPrefix("Site/index.md:3:") }, "\(failures)")
    }

    static func matches(in text: String, _ pattern: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            let range = $0.numberOfRanges > 1 ? $0.range(at: 1) : $0.range
            return String(text[Range(range, in: text)!])
        }
    }
}
