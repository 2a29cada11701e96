import Foundation
import Testing
import Vitrine
import VitrineMustache
import VitrinePreview
@testable import VitrineSite

/// The manual is the project's own site, built by vitrine: it builds with no broken link and no warning, and
/// its reference tables name exactly what the code declares — config keys, front-matter keys, templates and
/// every value each template receives — so the code and the manual cannot drift apart unnoticed.
@Suite struct ManualTests {
    @Test func theManualBuildsWithNoBrokenLinkAndNoWarning() throws {
        let options = SiteOptions(siteDirectory: Manual.folder + "/Site", templatesDirectory: Manual.folder + "/Templates")
        let result: BuildResult
        do {
            result = try SiteBuilder(options: options).build()
        } catch {
            Issue.record("the manual does not build:\n\(error.diagnostics.map(\.terminalDescription).joined(separator: "\n"))")
            return
        }
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.terminalDescription))")
        for page in ["configuration", "front-matter", "markdown", "templates", "command-line", "preview", "site-search", "deployment"] {
            #expect(result.snapshot.files["\(page)/index.html"] != nil, "no manual page \(page)/")
        }
    }

    @Test func everyConfigKeyIsDocumented() throws {
        let documented = try Manual.tables("configuration.md")["Settings"] ?? []
        #expect(documented == Set(SiteConfig.keys))
    }

    @Test func everyFrontMatterKeyIsDocumented() throws {
        let documented = try Manual.tables("front-matter.md")["Keys vitrine reads"] ?? []
        #expect(documented == Set(FrontMatter.keys + FrontMatter.unpublishingKeys))
    }

    @Test func everyTemplateIsDocumented() throws {
        let documented = try Manual.tables("templates.md")["The templates"] ?? []
        // `catalog-*` names the catalog's partials together.
        let covered = { (name: String) in documented.contains(name) || documented.contains { $0.hasSuffix("*") && name.hasPrefix($0.dropLast()) } }
        let theme = try TemplateSet.builtIn()
        #expect((TemplateSet.required + TemplateSet.optional + theme.sources.keys).filter { !covered($0) } == [])
    }

    /// Each template's values, as the build makes them for pages that have everything: dates, neighbours,
    /// breadcrumbs, children, contents, a full base URL; every catalog entry; a fence.
    @Test func everyTemplateValueIsDocumented() throws {
        let tables = try Manual.tables("templates.md")
        var config = SiteConfig()
        config.baseURL = "https://example.org/docs/"
        config.catalog = true
        let tree = PageTree(
            pages: [
                PageTree.Page(sourcePath: "guide/index.md", location: PageLocation(path: "guide/"), title: "Guide", linkTitle: nil, order: nil, isIndex: true),
                PageTree.Page(sourcePath: "guide/a.md", location: PageLocation(path: "guide/a/"), title: "A", linkTitle: nil, order: nil, isIndex: false),
            ],
            siteTitle: "Site")
        let context = TemplateContext(config: config, menu: Menu(tree: tree, allPagesPath: "search/"))
        let everyTemplate = [context.base(outputPath: "index.html", title: "Home", description: ""),
                             context.base(outputPath: "guide/a/index.html", title: "A", description: "", node: 1),
                             context.base(outputPath: "404.html", title: "Not found", description: "", absolute: true)]
        let shared = tables["Every template"] ?? []
        // `nav.children` holds entries with `nav`'s own values, which the manual says once.
        #expect(Manual.paths(everyTemplate).filter { !$0.hasPrefix("nav.children.") } == shared)

        let link = PageValues.Link(title: "B", url: "../b/", description: "About B")
        var page = PageValues(
            title: "A", description: "About A", content: "<h1>A</h1>\n<p>x</p>\n", showTitle: false,
            contents: [RenderedPage.Section(level: 2, title: "One", id: "one")],
            navigation: PageNavigation(menu: "<nav></nav>", breadcrumbs: [link], previous: link, next: link, children: [link]),
            date: "2026-11-26", lastmod: "2026-11-26", params: ["author": .scalar("Ann", .string)],
            lastmodAuthor: "Ann", editURL: "https://example.org/edit/a.md",
            feed: PageValues.FeedLink(title: "Blog · Site", atom: "../atom.xml", rss: "../rss.xml"),
            home: Self.home)
        page.image = PageValues.SharedImage(url: "https://example.org/docs/social/guide/a/index.png", width: 1200, height: 630)
        page.languages = LanguageLinks(
            entries: [.init(code: "fr", name: "Français", url: "../../fr/a/", isCurrent: true, isFallback: true)], fallbackNote: "Pas encore traduite.",
            fallbackCode: "en", alternates: [.init(code: "en", url: "../../en/a/")])
        page.versions = VersionLinks(entries: [.init(name: "2.0", url: "../a/", isCurrent: true), .init(name: "1.0", url: "../../1.0/guide/a/", isCurrent: false)])
        // The page's own menu comes with its values; the manual lists `menu` with every template's.
        #expect(Manual.paths([page.context]).subtracting(shared) == tables["page"])

        let catalog = try Components.all.map { component throws(ParameterError) in try CatalogEntry(component) }
        #expect(Manual.paths([["components": .list(catalog.map { $0.indexCard })]]) == tables["catalog-index"])
        let catalogPages = catalog.map { $0.context(docsFolder: "components/\($0.name)/", root: "../../", pngScales: [2]) }
        // A balloon's label is written only where it differs from the key's capital, as on no built-in keyboard
        // the catalog shows; every other value is there.
        let unreachable: Set = ["playground.planes.keys.balloon.label"]
        #expect(Manual.paths(catalogPages) == tables["catalog-page"]?.subtracting(unreachable))

        let chapter = PrintBook.Chapter(title: "A", anchor: "guide-a", depth: 1, showTitle: true, content: "<p>x</p>")
        #expect(Manual.paths([["chapters": .list([chapter.context])]]) == tables["print"])

        let card = SocialCards.values(title: "A", description: "About A", section: "Guide", site: context.siteValue)
        // `site` holds every template's site values, which the manual says once.
        #expect(Manual.paths([card]).filter { !$0.hasPrefix("site.") } == tables["social-card"])

        let fence = try ComponentFence(infoLine: "```vitrine activity-indicator", fenceColumn: 1, body: "", pageFolder: "")
        #expect(Manual.paths([fence.figure]) == tables["fence"])

        // Every kind of control, a refused number shown as typed, and a refusal of the whole query.
        let progress = try Components.named("progress-view")
        let controls = Components.all.map { LiveControls(component: $0, query: []).context }
            + [LiveControls(component: progress, query: [Argument("progress", "lots")], problem: "malformed query").context]
        #expect(Manual.paths(controls) == tables["live-controls"])
    }
}

extension ManualTests {
    /// A home page with every value a hero and its cards may have: an icon of each kind, a card with a link.
    static let home: HomeLayout = {
        let place = HomeLayout.Place(url: "../b/", line: 3)
        let hero = HomeLayout.Hero(
            name: "A", text: "About A", tagline: "Small", image: HomeLayout.Picture(src: place, alt: "Logo"),
            actions: [HomeLayout.Action(theme: "brand", text: "Start", link: place)])
        return HomeLayout(hero: hero, features: [
            HomeLayout.Feature(title: "Fast", details: "Quick", icon: .text("⚡"), link: place, linkText: "More"),
            HomeLayout.Feature(title: "Small", icon: .picture(HomeLayout.Picture(src: place, alt: ""))),
        ])
    }()
}

/// The manual's pages and the names its reference tables give.
enum Manual {
    static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.path
    }()

    /// The code-span names in the first column of each table, by the `## ` heading the table is under. A cell
    /// may name several (`` `order`, `weight` ``).
    static func tables(_ page: String) throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: folder + "/Site/" + page, encoding: .utf8)
        var tables: [String: Set<String>] = [:]
        var heading = ""
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            if inCode { continue }
            if line.hasPrefix("## ") { heading = String(line.dropFirst(3)) }
            guard line.hasPrefix("|"), let cell = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().first else { continue }
            let names = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            tables[heading, default: []].formUnion(names)
        }
        return tables
    }

    /// Every value's path (`site.title`, `toc.title`), across all the contexts given: an object's keys, a list's
    /// items' keys. `params` are the author's own keys, so they end a path.
    static func paths(_ contexts: [[String: MustacheValue]]) -> Set<String> {
        var paths: Set<String> = []
        func visit(_ value: MustacheValue, _ path: String) {
            if case .lazy(let make) = value { return visit(make(), path) }
            paths.insert(path)
            // Settings and the theme's words are open-ended: the manual says what they hold, not each key.
            guard !path.hasSuffix("params"), path != "site.words" else { return }
            switch value {
            case .object(let entries): for (key, entry) in entries { visit(entry, path + "." + key) }
            case .list(let items): for item in items { visit(item, path) }
            default: break
            }
        }
        for context in contexts {
            for (key, value) in context { visit(value, key) }
        }
        return paths
    }
}
