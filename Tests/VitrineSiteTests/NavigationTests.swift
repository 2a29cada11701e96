import Foundation
import Testing
@testable import VitrineSite

/// The section tree, the bounded menu, breadcrumbs and the reading order.
@Suite struct NavigationTests {
    /// `count` pages in one section, plus a home page and a nested tree.
    static func bigSection(_ count: Int) -> [String: String] {
        var pages = ["index.md": "# Home\n", "big/index.md": "# Big\n", "deep/a/b/c/page.md": "# Deep\n"]
        for number in 0..<count { pages[String(format: "big/page-%04d.md", number)] = "---\norder: \(number)\n---\n# Page \(number)\n" }
        return pages
    }

    static func menuLinks(_ html: String) -> [String] {
        guard let start = html.range(of: "<nav class=\"sidebar\""), let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex) else { return [] }
        return html[start.upperBound..<end.lowerBound].components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func aThousandPageSectionShowsAtMostAHundredMenuLinks() throws {
        let fixture = Fixture(pages: Self.bigSection(1000))
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        for path in ["index.html", "big/index.html", "big/page-0000/index.html", "big/page-0500/index.html", "big/page-0999/index.html"] {
            let links = Self.menuLinks(try #require(snapshot.text(path)))
            #expect(!links.isEmpty && links.count <= Menu.limit, "\(path): \(links.count)")
        }
        let middle = try #require(snapshot.text("big/page-0500/index.html"))
        #expect(middle.contains("href=\"../../big/page-0499/\"") && middle.contains("href=\"../../big/page-0501/\""))
        #expect(middle.contains("<li class=\"menu-more\"><a href=\"../../big/\">All 1000 pages in Big</a></li>"))
        // The section page lists every child: nothing is out of reach.
        let section = try #require(snapshot.text("big/index.html"))
        let children = try #require(section.range(of: "<ul class=\"children\">"))
        #expect(section[children.upperBound...].components(separatedBy: "<li><a href=\"../big/page-").count - 1 == 1000)
    }

    @Test func menuSharesStayWithinTheLimitAtAnyDepth() {
        for depth in 1...40 {
            for hasChildren in [true, false] {
                let shares = Menu.shares(count: depth, currentHasChildren: hasChildren)
                #expect(shares.reduce(0, +) + depth <= Menu.limit && shares.allSatisfy { $0 >= 1 }, "depth \(depth)")
            }
        }
    }

    @Test func sectionsNestAtAnyDepthOrderedByOrderThenTitle() throws {
        let fixture = Fixture(pages: [
            "index.md": "# Home\n", "b.md": "# Bravo\n", "a.md": "# Alpha\n", "z.md": "---\nweight: 1\n---\n# Zulu\n",
            "deep/one/two/leaf.md": "# Leaf\n",
        ])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        let home = try #require(snapshot.text("index.html"))
        #expect(Self.menuLinks(home) == ["./z/", "./a/", "./b/", "./deep/"])
        let leaf = try #require(snapshot.text("deep/one/two/leaf/index.html"))
        #expect(Self.menuLinks(leaf) == ["../../../../z/", "../../../../a/", "../../../../b/", "../../../../deep/", "../../../../deep/one/", "../../../../deep/one/two/", "../../../../deep/one/two/leaf/"])
        #expect(leaf.contains("<ol><li><a href=\"../../../../\">Home</a></li><li><a href=\"../../../../deep/\">Deep</a></li><li><a href=\"../../../../deep/one/\">One</a></li><li><a href=\"../../../../deep/one/two/\">Two</a></li><li><span aria-current=\"page\">Leaf</span></li></ol>"))
        #expect(leaf.contains("aria-current=\"page\">Leaf</a>"))
    }

    @Test func previousAndNextFollowTheReadingOrder() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n", "a.md": "# A\n", "b/index.md": "# B\n", "b/c.md": "# C\n"])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        let b = try #require(snapshot.text("b/index.html"))
        #expect(b.contains("<a class=\"pager-prev\" rel=\"prev\" href=\"../a/\">") && b.contains("<a class=\"pager-next\" rel=\"next\" href=\"../b/c/\">"))
        #expect(snapshot.text("index.html")?.contains("rel=\"prev\"") == false)
        #expect(snapshot.text("b/c/index.html")?.contains("rel=\"next\"") == false)
    }

    @Test func everyPageIsReachableFromHomeByVisibleLinks() throws {
        let fixture = Fixture(pages: Self.bigSection(300).merging(["guide/x.md": "# X\n", "guide/y/z.md": "# Z\n"]) { a, _ in a })
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        let pages = Set(snapshot.files.keys.filter { $0.hasSuffix("index.html") && !$0.hasPrefix("catalog/") })
        var seen: Set<String> = ["index.html"]
        var queue = ["index.html"]
        while let path = queue.popLast() {
            let folder = SitePaths.directory(of: path)
            for url in HTMLAttributes.scan(snapshot.files[path]!.bytes).urls where LinkTarget.isInternal(url) {
                guard let target = LinkTarget.outputPath(for: url, inFolder: folder, basePath: "/"), pages.contains(target),
                    seen.insert(target).inserted else { continue }
                queue.append(target)
            }
        }
        #expect(pages.subtracting(seen).isEmpty)
    }

    @Test func aTitleEditRetemplatesOnlyThePagesShowingIt() throws {
        let fixture = Fixture(pages: Self.bigSection(200))
        let builder = SiteBuilder(options: fixture.defaultThemeOptions, cache: BuildCache())
        _ = try builder.build()
        fixture.write("---\norder: 100\n---\n# Renamed page\n", to: "Site/big/page-0100.md")
        let snapshot = try builder.build().snapshot
        let statistics = try #require(builder.cache?.lastBuild)
        #expect(statistics.renderedPages == 1)
        // The renamed page, the section page listing it, its menu neighbours (a window of at most `Menu.limit`, with
        // the links the short top level leaves) and its reading-order neighbours: never all 200.
        #expect(statistics.templatedPages > 2 && statistics.templatedPages < Menu.limit + 10, "\(statistics.templatedPages)")
        #expect(snapshot.text("big/page-0101/index.html")?.contains(">Renamed page</a>") == true)
        let fresh = try fixture.build(fixture.defaultThemeOptions).snapshot
        #expect(fresh.files.mapValues(\.bytes) == snapshot.files.mapValues(\.bytes))
    }
}

@Suite struct PageIndexTests {
    @Test func theListOfAllPagesComesAHundredAPageLinkedInOrder() throws {
        let fixture = Fixture(pages: NavigationTests.bigSection(250))
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        let first = try #require(snapshot.text("search/index.html"))
        let third = try #require(snapshot.text("search/3/index.html"))
        #expect(snapshot.text("search/4/index.html") == nil)
        #expect(first.components(separatedBy: "<li class=\"depth-").count - 1 == 100)
        #expect(first.contains("<link rel=\"next\" href=\"../search/2/\">") && !first.contains("rel=\"prev\""))
        #expect(third.contains("<link rel=\"prev\" href=\"../../search/2/\">") && !third.contains("rel=\"next\""))
        #expect(third.contains("<h1>All pages, 201–"))
        // The print page holds every page by design, as one file (`PrintPageTests`); no other page grows with the site.
        for path in snapshot.files.keys where path.hasSuffix(".html") && !path.hasPrefix("catalog/") && !path.hasPrefix("print/") {
            #expect(snapshot.files[path]!.bytes.count < 64_000, "\(path)")
        }
    }
}
