import Foundation
import Testing
@testable import VitrineSite

/// A section's feeds: Atom and RSS 2.0 of its dated pages, newest first, with absolute links, read back with an
/// XML parser; none without a host to make the links absolute.
@Suite struct FeedTests {
    static let blog = [
        "config.yml": "title: Acme & Co\nbaseURL: https://example.org/docs/\n",
        "index.md": "# Home\n",
        "install.md": "# Install\n\nHow to install.\n",
        "blog/index.md": "---\ntitle: Blog\nfeed: true\ndescription: News from Acme.\n---\n",
        "blog/first.md": "---\ntitle: 'Fish & <chips> \"quoted\"'\ndate: 2024-03-01\nauthor: Ann\n---\n"
            + "Use `a < b` & more.\n\nSee [install](../install.md) and [below](#end).\n\n## End\n",
        "blog/second.md": "---\ntitle: Second\ndate: 2024-05-31\nlastmod: 2024-06-02\ndescription: The second post.\n---\nText.\n",
        "blog/2023/old.md": "---\ntitle: Old\ndate: {created: 2023-12-24}\n---\nOld text.\n",
        "blog/undated.md": "# Undated\n\nNo date here.\n",
    ]

    @Test func atomListsTheSectionsDatedPagesNewestFirstEscaped() throws {
        let fixture = Fixture(pages: Self.blog)
        let snapshot = try fixture.build().snapshot
        let atom = try #require(snapshot.text("blog/atom.xml"))
        let feed = FeedXML.parse(atom)
        #expect(feed.parseError == nil)
        #expect(feed.texts["feed/id"] == ["https://example.org/docs/blog/"])
        #expect(feed.texts["feed/title"] == ["Blog · Acme & Co"])
        #expect(feed.texts["feed/subtitle"] == ["News from Acme."])
        #expect(feed.texts["feed/updated"] == ["2024-06-02T00:00:00Z"], "the newest change, not the time of the build")
        #expect(feed.texts["feed/author/name"] == ["Acme & Co"])
        #expect(feed.attributes["feed/link"]?.contains(["rel": "self", "type": "application/atom+xml", "href": "https://example.org/docs/blog/atom.xml"]) == true)
        #expect(feed.texts["feed/entry/title"] == ["Second", "Fish & <chips> \"quoted\"", "Old"])
        #expect(feed.texts["feed/entry/id"] == ["https://example.org/docs/blog/second/", "https://example.org/docs/blog/first/", "https://example.org/docs/blog/2023/old/"])
        #expect(feed.texts["feed/entry/published"] == ["2024-05-31T00:00:00Z", "2024-03-01T00:00:00Z", "2023-12-24T00:00:00Z"])
        #expect(feed.texts["feed/entry/updated"] == ["2024-06-02T00:00:00Z", "2024-03-01T00:00:00Z", "2023-12-24T00:00:00Z"])
        #expect(feed.texts["feed/entry/author/name"] == ["Ann"])
        #expect(feed.texts["feed/entry/summary"]?.first == "The second post.")
        let content = try #require(feed.texts["feed/entry/content"]?[1])
        #expect(content.contains("<code>a &lt; b</code> &amp; more"))
        #expect(content.contains("href=\"https://example.org/docs/install/\""), "links made absolute: \(content)")
        #expect(content.contains("href=\"https://example.org/docs/blog/first/#end\""))
        #expect(atom.contains("<title>Fish &amp; &lt;chips&gt; &quot;quoted&quot;</title>"))
        #expect(atom.contains("<content type=\"html\">&lt;p&gt;Use &lt;code&gt;a &amp;lt; b&lt;/code&gt; &amp;amp; more"))
    }

    @Test func rssHoldsTheSameEntries() throws {
        let fixture = Fixture(pages: Self.blog)
        let rss = try #require(try fixture.build().snapshot.text("blog/rss.xml"))
        let feed = FeedXML.parse(rss)
        #expect(feed.parseError == nil)
        #expect(feed.attributes["rss"] == [["version": "2.0", "xmlns:atom": "http://www.w3.org/2005/Atom",
                                            "xmlns:content": "http://purl.org/rss/1.0/modules/content/", "xmlns:dc": "http://purl.org/dc/elements/1.1/"]])
        #expect(feed.texts["rss/channel/title"] == ["Blog · Acme & Co"])
        #expect(feed.texts["rss/channel/link"] == ["https://example.org/docs/blog/"])
        #expect(feed.texts["rss/channel/description"] == ["News from Acme."])
        #expect(feed.texts["rss/channel/lastBuildDate"] == ["Sun, 02 Jun 2024 00:00:00 +0000"])
        #expect(feed.texts["rss/channel/item/title"] == ["Second", "Fish & <chips> \"quoted\"", "Old"])
        #expect(feed.texts["rss/channel/item/guid"] == ["https://example.org/docs/blog/second/", "https://example.org/docs/blog/first/", "https://example.org/docs/blog/2023/old/"])
        #expect(feed.texts["rss/channel/item/pubDate"] == ["Fri, 31 May 2024 00:00:00 +0000", "Fri, 01 Mar 2024 00:00:00 +0000", "Sun, 24 Dec 2023 00:00:00 +0000"])
        #expect(rss.contains("<atom:link rel=\"self\" type=\"application/rss+xml\" href=\"https://example.org/docs/blog/rss.xml\"/>"))
        #expect(rss.contains("<dc:creator>Ann</dc:creator>"))
        #expect(rss.contains("<content:encoded>&lt;p&gt;Use &lt;code&gt;a &amp;lt; b&lt;/code&gt;"))
    }

    @Test func pagesOfTheSectionLinkItsFeed() throws {
        let fixture = Fixture(pages: Self.blog)
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        let link = "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Blog · Acme &amp; Co\" href=\"../../blog/atom.xml\">"
        #expect(snapshot.text("blog/first/index.html")?.contains(link) == true)
        #expect(snapshot.text("blog/2023/old/index.html")?.contains(link.replacingOccurrences(of: "../../", with: "../../../")) == true)
        #expect(snapshot.text("blog/index.html")?.contains("href=\"../blog/atom.xml\"") == true)
        #expect(snapshot.text("install/index.html")?.contains("application/atom+xml") == false)
    }

    @Test func aConfiguredFolderKeepsTheNewestTwentyAtAnyDepth() throws {
        var pages = ["config.yml": "baseURL: https://example.org/\nfeeds: [news/]\n", "news/deep/later.md": "---\ndate: 2025-01-01\n---\nLater.\n"]
        for day in 1...25 { pages["news/p\(day).md"] = "---\ntitle: P\(day)\ndate: 2024-01-\(day < 10 ? "0" : "")\(day)\n---\nDay \(day).\n" }
        let fixture = Fixture(pages: pages)
        let snapshot = try fixture.build().snapshot
        let atom = try #require(snapshot.text("news/atom.xml"))
        let titles = try #require(FeedXML.parse(atom).texts["feed/entry/title"])
        #expect(titles == ["Later"] + (7...25).reversed().map { "P\($0)" })
        #expect(SectionFeeds.limit == 20)
        #expect(snapshot.text("news/rss.xml") != nil)
    }

    @Test func withoutAHostThereIsNoFeedAndPublishingSaysWhyOnce() throws {
        var pages = Self.blog
        pages["config.yml"] = "baseURL: /docs/\n"
        let fixture = Fixture(pages: pages)
        var options = fixture.defaultThemeOptions
        let preview = try fixture.build(options)
        #expect(preview.snapshot.files["blog/atom.xml"] == nil && preview.snapshot.files["blog/rss.xml"] == nil)
        #expect(preview.snapshot.text("blog/first/index.html")?.contains("application/atom+xml") == false)
        #expect(preview.warnings.isEmpty)
        options.isPublishing = true
        let published = try fixture.build(options)
        #expect(published.warnings.map { $0.terminalDescription.replacingOccurrences(of: fixture.root + "/", with: "") } == [
            "Site/config.yml: warning: no base URL with a host, so sitemap.xml, the feeds and the pages' canonical and OpenGraph addresses are left out: "
                + "set baseURL (https://…) in config.yml or pass --base-url",
        ])
    }

    @Test func feedsAskedWhereTheyCannotBeAreWarnings() throws {
        let fixture = Fixture(pages: [
            "config.yml": "baseURL: https://example.org/\nfeeds: [nothere, news]\n", "news/a.md": "# A\n",
            "x.md": "---\nfeed: true\n---\n# X\n",
        ])
        let result = try fixture.build()
        #expect(result.warnings.map { $0.terminalDescription.replacingOccurrences(of: fixture.root + "/", with: "") } == [
            "Site/config.yml:2:8: warning: feeds: the site has no folder 'nothere/' with pages, so it has no feed",
            "Site/config.yml:2:8: warning: no page under /news/ has a date, so it has no feed",
            "Site/x.md:1: warning: feed: true is read on a folder's index page only, for the feed of the folder's pages",
        ])
        #expect(result.snapshot.files.keys.filter { $0.hasSuffix("atom.xml") || $0.hasSuffix("rss.xml") }.isEmpty)
    }

    @Test func twoBuildsInTwoPlacesGiveTheSameBytes() throws {
        let first = Fixture(pages: Self.blog)
        let second = Fixture(pages: Self.blog)
        let a = try first.build(first.defaultThemeOptions).snapshot.files.mapValues(\.bytes)
        let b = try second.build(second.defaultThemeOptions).snapshot.files.mapValues(\.bytes)
        #expect(a["blog/atom.xml"] != nil && a["llms-full.txt"] != nil)
        #expect(a == b)
    }

    @Test func aLanguageThatIsNoTagIsLeftOut() throws {
        let day = try #require(PageDate("2024-01-01"))
        func tag(_ language: String) -> String? {
            Feed(title: "", subtitle: "", pageURL: "", folder: "", baseURL: "", language: language, author: "", entries: [], updated: day).languageTag
        }
        #expect(tag("en") == "en" && tag("en_US") == "en-US" && tag("zh-Hant-TW") == "zh-Hant-TW")
        #expect(tag("") == nil && tag("English please") == nil && tag("1en") == nil)
    }

    @Test func datesInTheFeedsForms() throws {
        let day = try #require(PageDate("2000-01-01"))
        #expect(day.rfc3339 == "2000-01-01T00:00:00Z")
        #expect(day.rfc822 == "Sat, 01 Jan 2000 00:00:00 +0000")
        #expect(PageDate("2024-02-29")?.rfc822 == "Thu, 29 Feb 2024 00:00:00 +0000")
        #expect(PageDate("0000-01-01")?.rfc822.hasSuffix("Jan 0 00:00:00 +0000") == true)
        #expect("a\u{1}b\u{FFFF}<&\"\n".xmlEscaped == "a\u{FFFD}b\u{FFFD}&lt;&amp;&quot;\n")
    }
}
