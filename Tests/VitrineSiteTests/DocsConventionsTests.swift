import Foundation
import Testing
@testable import VitrineSite

/// Index pages, titles, reading orders and URLs as MkDocs, Jekyll, mdBook and Hugo folders have them.
@Suite struct DocsConventionsTests {
    static let titleTemplates = Fixture.minimalTemplates.merging(
        ["page": "<!DOCTYPE html><title>{{title}}</title>{{#showTitle}}<h1>{{title}}</h1>{{/showTitle}}{{{content}}}"]) { _, new in new }

    @Test func readmeAndUnderscoreIndexAreTheirFoldersIndex() throws {
        let fixture = Fixture(pages: ["README.md": "# Welcome\n", "guide/_index.md": "# The guide\n", "api/README.md": "Text\n"], templates: Self.titleTemplates)
        let snapshot = try fixture.build().snapshot
        #expect(snapshot.text("index.html") == """
            <!DOCTYPE html><title>Welcome</title><h1 id="welcome">Welcome<a class="anchor" href="#welcome" aria-label="Link to this section: Welcome">#</a></h1>

            """)
        #expect(snapshot.text("guide/index.html")?.hasPrefix("<!DOCTYPE html><title>The guide</title><h1 id=\"the-guide\">") == true)
        #expect(snapshot.text("api/index.html")?.hasPrefix("<!DOCTYPE html><title>Api</title><h1>Api</h1><p>Text") == true)
        #expect(snapshot.text("README/index.html") == nil && snapshot.text("guide/_index/index.html") == nil)
    }

    @Test func twoIndexFilesInOneFolderNameBoth() {
        let failures = Fixture(pages: ["guide/index.md": "A\n", "guide/_index.md": "B\n"]).failures()
        #expect(failures == ["Site/guide/index.md:1: error: Site/guide/_index.md and Site/guide/index.md are both the index page of /guide/; keep one"])
    }

    @Test func aReadmeBesideAnIndexPageIsAPageOfItsOwn() throws {
        let snapshot = try Fixture(pages: ["guide/index.md": "# Guide\n", "guide/README.md": "# About this folder\n"]).build().snapshot
        #expect(snapshot.text("guide/index.html")?.contains("Guide") == true)
        #expect(snapshot.text("guide/README/index.html")?.contains("About this folder") == true)
    }

    @Test func titleComesFromFrontMatterThenFirstHeadingThenFileName() throws {
        let fixture = Fixture(pages: [
            "a.md": "---\ntitle: Given\n---\n# Heading\n", "b.md": "Intro\n\n# Later *heading*\n", "my-notes.md": "No heading\n",
        ], templates: Self.titleTemplates)
        let snapshot = try fixture.build().snapshot
        #expect(snapshot.text("a/index.html")?.hasPrefix("<!DOCTYPE html><title>Given</title><h1 id=\"heading\">Heading<a") == true)
        #expect(snapshot.text("b/index.html")?.hasPrefix("<!DOCTYPE html><title>Later heading</title><h1>Later heading</h1><p>Intro") == true)
        #expect(snapshot.text("my-notes/index.html")?.hasPrefix("<!DOCTYPE html><title>My notes</title><h1>My notes</h1>") == true)
    }

    @Test func aSiteWithoutHomeGetsOneListingItsSections() throws {
        let fixture = Fixture(pages: ["guide/index.md": "# Guide\n", "guide/a.md": "# A\n", "reference/b.md": "# B\n"])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        let home = try #require(snapshot.text("index.html"))
        #expect(home.contains("<ul class=\"children\">"))
        #expect(home.contains("<a href=\"./guide/\">Guide</a>") && home.contains("<a href=\"./reference/\">Reference</a>"))
        let reference = try #require(snapshot.text("reference/index.html"))
        #expect(reference.contains("<a href=\"../reference/b/\">B</a>"))
    }

    @Test func summaryGivesTheReadingOrderAndIsNoPage() throws {
        let fixture = Fixture(pages: [
            "SUMMARY.md": "# Summary\n\n[Intro](README.md)\n\n- [Zeta first](zeta.md)\n- [Alpha](alpha.md)\n    - [Nested](alpha/deep.md)\n",
            "README.md": "# Intro\n", "zeta.md": "# Zeta\n", "alpha.md": "# Alpha\n", "alpha/deep.md": "# Deep\n",
        ])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        #expect(snapshot.text("SUMMARY/index.html") == nil)
        let zeta = try #require(snapshot.text("zeta/index.html"))
        #expect(zeta.contains("<link rel=\"prev\" href=\"../\">") && zeta.contains("<link rel=\"next\" href=\"../alpha/\">"))
        #expect(zeta.contains(">Zeta first</a>"))
        #expect(snapshot.text("alpha/index.html")?.contains("<link rel=\"next\" href=\"../alpha/deep/\">") == true)
    }

    @Test func summaryTitlesShowAsTextNotMarkdown() throws {
        let fixture = Fixture(pages: [
            "SUMMARY.md": "- [The `match` *Control* Flow & <b>More</b>](match.md)\n- [Plain](plain.md)\n",
            "match.md": "# Match\n", "plain.md": "# Plain\n",
        ])
        let match = try #require(try fixture.build(fixture.defaultThemeOptions).snapshot.text("match/index.html"))
        #expect(match.contains(">The match Control Flow &amp; More</a>"))
        #expect(!match.contains("`match`"))
    }

    @Test func aPageWithoutATitleOfItsOwnTakesTheSummarys() throws {
        let fixture = Fixture(pages: [
            "SUMMARY.md": "- [Lifetimes](ch10-03.md)\n- [Menu only](titled.md)\n",
            "ch10-03.md": "---\naliases: [/old/]\n---\n## Validating references\n\nText.\n", "titled.md": "# Its own title\n",
        ])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        let untitled = try #require(snapshot.text("ch10-03/index.html"))
        #expect(untitled.contains("<title>Lifetimes") && untitled.contains("<h1>Lifetimes</h1>"))
        #expect(snapshot.text("old/index.html")?.contains("Lifetimes") == true, "the redirect names the page as the page does")
        let titled = try #require(snapshot.text("titled/index.html"))
        #expect(titled.contains("<title>Its own title") && titled.contains(">Menu only</a>"))
    }

    @Test func mkdocsNavInTheConfigOrdersPages() throws {
        let fixture = Fixture(pages: [
            "config.yml": "nav:\n  - Home: index.md\n  - Later: b.md\n  - a.md\n", "index.md": "# Home\n", "a.md": "# A\n", "b.md": "# B\n",
        ])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        #expect(snapshot.text("b/index.html")?.contains("<link rel=\"next\" href=\"../a/\">") == true)
    }

    @Test func namesWithSpacesAndSignsGiveEncodedURLsEverywhere() throws {
        let fixture = Fixture(pages: [
            "index.md": "# Home\n\n[q](q%3F.md) [space](<my page.md>) [café](café.md) [pct](100%25.md)\n",
            "q?.md": "# Q\n", "my page.md": "# Space\n", "café.md": "# Café\n", "100%.md": "# Percent\n", "a#b.md": "# Hash\n",
            "config.yml": "baseURL: https://example.org/\n",
        ])
        let result = try fixture.build(fixture.defaultThemeOptions)
        let home = try #require(result.snapshot.text("index.html"))
        for url in ["./q%3F/", "./my%20page/", "./caf%C3%A9/", "./100%25/", "./a%23b/"] {
            #expect(home.contains("href=\"\(url)\""), "\(url)")
        }
        #expect(result.snapshot.text("q?/index.html") != nil && result.snapshot.text("a#b/index.html") != nil)
        let sitemap = try #require(result.snapshot.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.org/q%3F/</loc>") && sitemap.contains("<loc>https://example.org/caf%C3%A9/</loc>") && !sitemap.contains("my page"))
    }

    @Test func twoSourcesClaimingOneURLNameBoth() {
        let failures = Fixture(pages: [
            "a.md": "A\n", "b.md": "---\nslug: a\n---\nB\n", "c.md": "---\nurl: /catalog/x/\n---\n", "config.yml": "catalog: true\n",
        ]).failures()
        #expect(failures == [
            "Site/b.md:1: error: this page's URL /a/ is already used by Site/a.md",
            "Site/c.md:1: error: this page's URL /catalog/x/ is already used by the catalog",
        ])
    }

    @Test func theCatalogCanBeLeftOut() throws {
        let fixture = Fixture(pages: ["config.yml": "catalog: false\n", "index.md": "# Home\n\n```vitrine activity-indicator\n```\n"])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        #expect(!snapshot.files.keys.contains { $0.hasPrefix("catalog/") })
        #expect(snapshot.files.keys.contains { $0.hasPrefix("examples/") })
        for (path, file) in snapshot.files where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            #expect(!String(decoding: file.bytes, as: UTF8.self).contains("catalog/"), "\(path)")
        }
    }

    /// Off by default, as on GitHub; `smartPunctuation: true` as Hugo's typographer and mdBook set it. Code
    /// and the page's title stay as written: the title comes from the front matter, not from Markdown.
    @Test func smartPunctuationIsASetting() throws {
        let pages = ["index.md": "---\ntitle: \"Don't\"\n---\n\"Quoted\" -- and --- so... `don't`\n"]
        let plain = Fixture(pages: pages)
        #expect(try plain.build().snapshot.text("index.html")?.contains("<p>&quot;Quoted&quot; -- and --- so... <code>don't</code></p>") == true)
        let smart = Fixture(pages: pages.merging(["config.yml": "smartPunctuation: true\n"]) { $1 })
        let html = try smart.build().snapshot.text("index.html") ?? ""
        #expect(html.contains("<p>\u{201C}Quoted\u{201D} \u{2013} and \u{2014} so\u{2026} <code>don't</code></p>"), "\(html)")
        let wrong = Fixture(pages: pages.merging(["config.yml": "smartPunctuation: maybe\n"]) { $1 })
        #expect(throws: BuildFailure.self) { try wrong.build() }
    }

    @Test func aSiteWithItsOwnSearchPageKeepsItAndThePageListMoves() throws {
        // Docsy and Jekyll themes' docs publish a page at /search/.
        let fixture = Fixture(pages: ["index.md": "# Home\n", "search.md": "# Searching these docs\n\nType in the box.\n", "a.md": "# A\n"])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        #expect(snapshot.text("search/index.html")?.contains("<h1 id=\"searching-these-docs\">") == true)
        let list = try #require(snapshot.text("all-pages/index.html"))
        #expect(list.contains("<a href=\"../search/\">Searching these docs</a>") && list.contains("<a href=\"../a/\">A</a>"))
        let page = try #require(snapshot.text("a/index.html"))
        #expect(page.contains("<a href=\"../all-pages/\">All pages</a>") && page.contains("class=\"search-fallback\" href=\"../all-pages/\""))
        #expect(snapshot.files.keys.contains("search/index.json"), "the search index keeps its place")
        #expect(snapshot.text("404.html")?.contains("all-pages/\">All pages") == true)

        let both = Fixture(pages: ["index.md": "# Home\n", "search.md": "# S\n", "all-pages.md": "# All\n"])
        #expect(both.failures() == ["Site/search.md:1: error: this page's URL /search/ is already used by the page index"])
        let inside = Fixture(pages: ["index.md": "# Home\n", "search.md": "# S\n", "search/terms.md": "# T\n"])
        #expect(inside.failures() == ["Site/search/terms.md:1: error: this page's URL /search/terms/ is already used by the search index"])
    }

    @Test func aNoTocHeadingStaysOutOfOnThisPage() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n{: .no_toc }\n\n## Contents\n{: .no_toc .text-delta }\n\n1. TOC\n{:toc}\n\n## One\n\n## Two\n\n## Three\n"])
        let home = try #require(try fixture.build(fixture.defaultThemeOptions).snapshot.text("index.html"))
        let contents = try #require(home.components(separatedBy: "<nav class=\"toc\"").dropFirst().first?.components(separatedBy: "</nav>").first)
        #expect(contents.contains("#one") && contents.contains("#three") && !contents.contains("#contents"))
        #expect(home.contains("<ul class=\"toc-inline\">") && !home.contains("{:"))
    }

    @Test func searchCanBeLeftOut() throws {
        let pages = ["index.md": "# Home\n", "a.md": "# A\n\nText\n"]
        let plain = Fixture(pages: pages)
        let withSearch = try plain.build(plain.defaultThemeOptions).snapshot
        #expect(withSearch.files.keys.contains("search/index.json"))
        #expect(withSearch.text("a/index.html")?.contains("id=\"search-input\"") == true)
        let fixture = Fixture(pages: pages.merging(["config.yml": "search: false\n"]) { $1 })
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        #expect(snapshot.deferred == nil)
        // The page list stays: it is the way to every page without a script.
        #expect(snapshot.files.keys.filter { $0.hasPrefix("search/") } == ["search/index.html"])
        for (path, file) in snapshot.files where path.hasSuffix(".html") {
            let html = String(decoding: file.bytes, as: UTF8.self)
            #expect(!html.contains("search-input") && !html.contains("search.css"), "\(path)")
        }
    }

    @Test func omittedRawHTMLIsOneWarningWithTheCountAndTheSetting() throws {
        let fixture = Fixture(pages: ["a.md": "Text\n\n<div>x</div>\n\nand <b>bold</b>\n", "b.md": "<!-- note -->\n"])
        let result = try fixture.build()
        #expect(result.warnings.map { $0.terminalDescription.replacingOccurrences(of: fixture.root + "/", with: "") } == [
            "Site/a.md:3: warning: raw HTML left out in 4 places on 2 pages, the first here (safe mode); set 'rawHTML: true' in Site/config.yml to keep it"
        ])
        let allowed = Fixture(pages: ["a.md": "<div>x</div>\n", "config.yml": "rawHTML: true\n"])
        #expect(try allowed.build().warnings.isEmpty)
    }

    /// Hugo shortcodes, Liquid tags and mdBook directives in text show as written; code quoting them is not counted.
    @Test func otherToolsTemplateTagsAreOneWarningWithTheFirstTag() throws {
        let fixture = Fixture(pages: [
            "a.md": "# A\n\nNew {{< new-in 0.123.0 >}} and {{% note %}}x{{% /note %}}.\n\n```\n{{< quoted >}}\n```\n\nUse `{% raw %}` here.\n",
            "b.md": "{% include footer.html %}\n\n{{#title Guide}}\n",
            "c.md": "Braces { like } these and {{ mustache }} are text.\n",
        ])
        let result = try fixture.build()
        #expect(result.warnings.map { $0.terminalDescription.replacingOccurrences(of: fixture.root + "/", with: "") } == [
            "Site/a.md:3:1: warning: 5 template tags on 2 pages left as text, the first here: '{{< new-in 0.123.0 >}}' "
                + "(vitrine runs no Hugo shortcodes, Liquid or mdBook preprocessors)"
        ])
        #expect(result.snapshot.text("a/index.html")?.contains("New {{&lt; new-in 0.123.0 &gt;}}") == true)
    }

    @Test func aFoldersOwnIndexHTMLTakesThePlaceOfItsList() throws {
        let own = "<!DOCTYPE html><title>Mine</title><a href=\"a/\">A</a> <a href=\"missing/\">M</a>"
        let fixture = Fixture(pages: ["guide/a.md": "# A\n", "guide/index.html": own, "index.html": "<!DOCTYPE html><title>Home</title>"])
        var lenient = fixture.defaultThemeOptions
        lenient.warnLinks = true
        let result = try fixture.build(lenient)
        #expect(result.snapshot.text("guide/index.html") == own)
        #expect(result.snapshot.text("index.html") == "<!DOCTYPE html><title>Home</title>")
        #expect(result.snapshot.text("guide/a/index.html")?.contains("<h1") == true)
        // Its links are checked as the site's own, at the file it came from.
        #expect(fixture.failures(fixture.defaultThemeOptions) == ["Site/guide/index.html:1: error: broken link 'missing/'"])
        // A page's own output stays an error to collide with.
        let clash = Fixture(pages: ["guide/a.md": "# A\n", "guide/a/index.html": "x"]).failures()
        #expect(clash == ["Site/guide/a/index.html: error: this file would replace the generated guide/a/index.html"])
    }

    @Test func aJekyllFoldersOwnFilesAreNotPublished() throws {
        let jekyll = [
            "_config.yml": "title: J\n", "_layouts/default.html": "{{ content }}", "_includes/nav.md": "# Nav\n", "_data/people.yml": "- a\n",
            "_sass/site.scss": "a {}", "Gemfile": "source 'x'\n", "_docs/intro.md": "# Intro\n", "css/site.css": "a {}", "deep/_data/x.json": "{}",
        ]
        let fixture = Fixture(pages: jekyll)
        let result = try fixture.build()
        let snapshot = result.snapshot
        let published = Set(snapshot.files.keys)
        // As Jekyll: a folder of its own starting with `_` is read only as a declared collection, and named.
        #expect(published.contains("css/site.css") && !published.contains("_docs/intro/index.html") && !published.contains("deep/_data/x.json"))
        #expect(fixture.shownWarnings(result).contains { $0.hasPrefix("Site/_docs/intro.md:1:1: warning: 1 page in files or folders whose names start with '_' left out") })
        #expect(published.allSatisfy { !$0.hasPrefix("_layouts") && !$0.hasPrefix("_includes") && !$0.hasPrefix("_data") && !$0.hasPrefix("_sass") })
        #expect(!published.contains("_config.yml") && !published.contains("Gemfile"))
        // Without Jekyll's config the same names are the site's own files.
        let plain = try Fixture(pages: ["index.md": "# Home\n", "_data/people.yml": "- a\n"]).build().snapshot
        #expect(plain.files["_data/people.yml"] != nil)
    }

    @Test func frontMatterInHTMLFilesIsOneWarning() throws {
        let fixture = Fixture(pages: [
            "a.md": "# A\n", "news.html": "---\nlayout: default\n---\n<p>x</p>", "team/index.html": "---\r\ntitle: T\r\n---\r\n<p>y</p>",
            "plain.html": "<p>--- no front matter</p>",
        ])
        let result = try fixture.build()
        #expect(result.warnings.map { $0.terminalDescription.replacingOccurrences(of: fixture.root + "/", with: "") } == [
            "Site/news.html:1:1: warning: front matter in an HTML file is not read (here and in 1 more): HTML files are copied as they are; a page written in Markdown gets its title, menu and layout"
        ])
        #expect(result.snapshot.text("news.html") == "---\nlayout: default\n---\n<p>x</p>")
    }
}

/// Shapes of Jekyll and Hugo folders: URLs of their own, lowercased paths, redirects that meet.
@Suite struct DocsURLShapesTests {
    @Test func hugoFoldersGetLowercasedURLsUnlessTheConfigSaysOtherwise() throws {
        let pages = [
            "_index.md": "# Home\n\n[inc](/functions/includecached/) [labels](/kustomization-file/labels/)\n", "functions/_index.md": "# F\n",
            "functions/IncludeCached.md": "# IC\n", "Kustomization File/Labels.md": "# Labels\n",
        ]
        let snapshot = try Fixture(pages: pages).build().snapshot
        #expect(snapshot.text("functions/includecached/index.html") != nil)
        #expect(snapshot.text("kustomization-file/labels/index.html") != nil, "a space is a hyphen, as Hugo writes it")
        // The folder, which has no index page, is listed where its pages are, under its own name.
        #expect(snapshot.text("kustomization-file/index.html")?.contains("<title>Kustomization File") == true)
        #expect(!snapshot.files.keys.contains { $0.hasPrefix("Kustomization") || $0.hasPrefix("kustomization file") })
        let asWritten = Fixture(pages: pages.merging(["config.yml": "lowercaseURLs: false\n", "_index.md": "# Home\n"]) { _, new in new })
        #expect(try asWritten.build().snapshot.text("functions/IncludeCached/index.html") != nil)
    }

    @Test func aPermalinkedPagesRelativeLinksAreRelativeToItsURL() throws {
        let fixture = Fixture(pages: [
            "install/linux.md": "---\npermalink: /docs/install/linux/\n---\n[mac](../macos/) [md](macos.md)\n",
            "install/macos.md": "---\npermalink: /docs/install/macos/\n---\nMac\n",
        ])
        let page = try #require(try fixture.build().snapshot.text("docs/install/linux/index.html"))
        #expect(page.contains("href=\"../macos/\"") && page.contains("href=\"../../../docs/install/macos/\""))
    }

    @Test func aRootIndexWithAPermalinkIsReachedFromTheRoot() throws {
        let snapshot = try Fixture(pages: ["index.md": "---\npermalink: /docs/home/\n---\n# Home\n", "a.md": "# A\n"]).build().snapshot
        #expect(snapshot.text("docs/home/index.html") != nil)
        #expect(snapshot.text("index.html")?.contains("url=docs/home/") == true)
    }

    @Test func aliasesMeetingAreSkippedWithAWarningAndAnAliasOfItselfSilently() throws {
        let fixture = Fixture(pages: [
            "a.md": "---\nredirect_from: /old/\n---\nA\n", "b.md": "---\naliases: [/old/, /a/]\n---\nB\n",
            "c.md": "---\nredirect_from: /c/index.html\n---\nC\n",
        ])
        let result = try fixture.build()
        #expect(result.warnings.map { $0.terminalDescription.replacingOccurrences(of: fixture.root + "/", with: "") } == [
            "Site/b.md:1: warning: alias '/a/' skipped: the page at /a/ is there",
            "Site/b.md:1: warning: alias '/old/' skipped: it is already an alias of Site/a.md",
        ])
        #expect(result.snapshot.text("old/index.html")?.contains("url=../a/") == true)
    }
}
