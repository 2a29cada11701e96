import Foundation
import Testing
@testable import VitrineSite

/// What a shared link and a search engine read of a page: its description (the header's, else its first
/// paragraph), OpenGraph and Twitter meta, and the sitemap, which takes absolute addresses only.
@Suite struct SharingTests {
    static let long = (1...60).map { "word\($0)" }.joined(separator: " ")

    @Test func aPageWithoutADescriptionIsSummedUpByItsFirstParagraph() throws {
        let fixture = Fixture(pages: [
            "a.md": "# A\n\n![logo](x.png)\n\nThe *veil* dims `everything` <b>now</b>.\nSecond line.\n\nMore.\n",
            "b.md": "---\ndescription: Said so.\n---\n# B\n\nFirst words.\n",
            "c.md": "# C\n\n\(Self.long)\n", "x.png": "PNG",
        ])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        let a = try #require(snapshot.text("a/index.html"))
        #expect(a.contains("<meta name=\"description\" content=\"logo\">"), "an image's paragraph gives its text")
        let b = try #require(snapshot.text("b/index.html"))
        #expect(b.contains("<meta property=\"og:description\" content=\"Said so.\">"))
        let c = try #require(snapshot.text("c/index.html"))
        let cut = (1...30).map { "word\($0)" }.joined(separator: " ") + "…"
        #expect(c.contains("<meta name=\"description\" content=\"\(cut)\">"), "cut after a whole word, under 200 characters")
        #expect(PageSummary.shortened("The *veil*") == "The *veil*")
    }

    @Test func everyPageCarriesOpenGraphAndTwitterMetaWithAbsoluteAddresses() throws {
        let fixture = Fixture(pages: [
            "guide.md": "# Guide & more\n\nHow to \"start\" & go.\n", "config.yml": "title: Acme \"Docs\"\nbaseURL: https://example.org/docs/\n",
        ])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        let page = try #require(snapshot.text("guide/index.html"))
        for tag in [
            "<link rel=\"canonical\" href=\"https://example.org/docs/guide/\">",
            "<meta property=\"og:url\" content=\"https://example.org/docs/guide/\">",
            "<meta property=\"og:site_name\" content=\"Acme &quot;Docs&quot;\">",
            "<meta property=\"og:title\" content=\"Guide &amp; more\">",
            "<meta property=\"og:description\" content=\"How to &quot;start&quot; &amp; go.\">",
            "<meta name=\"twitter:card\" content=\"summary\">",
        ] {
            #expect(page.contains(tag), "\(tag)")
        }
        #expect(snapshot.text("sitemap.xml")?.contains("<loc>https://example.org/docs/guide/</loc>") == true)
        #expect(snapshot.text("robots.txt") == "User-agent: *\nAllow: /\nSitemap: https://example.org/docs/sitemap.xml\n")
    }

    @Test func withoutAHostThereIsNoSitemapAndPublishingSaysWhy() throws {
        let fixture = Fixture(pages: ["guide.md": "# Guide\n", "config.yml": "baseURL: /docs/\n"])
        var options = fixture.defaultThemeOptions
        let preview = try fixture.build(options)
        #expect(preview.snapshot.files["sitemap.xml"] == nil && preview.warnings.isEmpty)
        #expect(preview.snapshot.text("robots.txt") == "User-agent: *\nAllow: /\n")
        let page = try #require(preview.snapshot.text("guide/index.html"))
        #expect(!page.contains("og:url") && !page.contains("rel=\"canonical\""))
        options.isPublishing = true
        let published = try fixture.build(options)
        #expect(fixture.shownWarnings(published) == [
            "Site/config.yml: warning: no base URL with a host, so sitemap.xml and the pages' canonical and OpenGraph addresses are left out: "
                + "set baseURL (https://…) in config.yml or pass --base-url",
        ])
    }

    @Test func inAToolsProjectTheMissingAddressIsAskedOfItsConfig() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("site_name: Widgets\n", to: "project/mkdocs.yml")
        fixture.write("# Home\n", to: "project/docs/index.md")
        fixture.write("---\ntitel: Mine\n---\n# Other\n", to: "project/docs/other.md")
        var options = SiteOptions(siteDirectory: fixture.root + "/project/docs", templatesDirectory: Fixture.defaultTheme)
        options.isPublishing = true
        // The misspelling-like key belongs to MkDocs' pages: it passes silently.
        #expect(fixture.shownWarnings(try fixture.build(options)) == [
            "project/mkdocs.yml: warning: no base URL with a host, so sitemap.xml and the pages' canonical and OpenGraph addresses are left out: "
                + "set site_url (https://…) in mkdocs.yml or pass --base-url",
        ])
    }
}
