import Foundation
import Vitrine
import VitrineHighlight
import VitrinePlatform
import VitrineSearch

/// Builds the whole site in memory: pages, catalog, extras, link check. Nothing is written to disk.
///
/// The stages run top to bottom, each handing plain values to the next: sources → headers → URLs →
/// Markdown → page tree → templates → link check → snapshot.
package struct SiteBuilder: Sendable {
    package let options: SiteOptions
    /// What the previous build left to reuse, when this builder builds again and again (the preview).
    package let cache: BuildCache?

    /// - Parameters:
    ///   - options: The folders and settings of the site.
    ///   - cache: Parts of earlier builds to reuse where their inputs are unchanged; `nil` builds everything.
    package init(options: SiteOptions, cache: BuildCache? = nil) {
        self.options = options
        self.cache = cache
    }

    /// The folders a rebuild depends on, for the preview's watcher: the site and templates folders.
    /// A tool's project adds its static folders (Hugo's `static/`), which may lie beside the site folder.
    package var watchedDirectories: [String] {
        let project = ToolProject.find(for: options.siteDirectory)
        let outside = ((project?.staticDirectories ?? []) + (project?.staticMounts.map(\.directory) ?? []) + (project?.mounts.map(\.directory) ?? [])).filter { !$0.hasPrefix(options.siteDirectory + "/") }
        return [options.siteDirectory] + outside
            + (options.resolvedTemplatesDirectory.map { [$0] } ?? [])
    }

    /// Reads the sources, renders everything and checks links.
    ///
    /// - Parameter output: Where each file is written as it is made, so no page is held once written: the
    ///   snapshot then keeps only the files' names and etags (`SnapshotFile.isWritten`), and its deferred files
    ///   are left for the caller to write. `nil` keeps every file in the snapshot.
    /// - Throws: Every error of the build, each with its file, line and column.
    package func build(into output: StagedOutput? = nil) throws(BuildFailure) -> BuildResult {
        // `--relative` rewrites the pages once they are all made: they cannot be written before.
        precondition(output == nil || !options.forFileBrowsing, "a build for file browsing keeps its files until it rewrites them")
        let start = DispatchTime.now()
        // A failed build leaves nothing behind, though the search index made alongside still holds the output.
        var succeeded = false
        defer { if !succeeded { output?.discard() } }
        cache?.beginBuild()
        defer { cache?.endBuild() }
        // A build without the preview's memo reads each page's Markdown once more, to render it, so puts it aside.
        let textStore = cache == nil ? FileTextStore() : nil
        var source = try SiteSource(directory: options.siteDirectory, textStore: textStore)
        var problems = source.diagnostics
        var config = source.config
        // Taken out now: a reference at the end would keep every page's source alive through the whole build.
        let projectLine = source.project?.summaryLine
        if config.catalog { Self.prepareCatalog() }
        config.pageFolders = Dictionary(([(source.directory, "")] + source.mounts.map { ($0.directory, $0.prefix) }), uniquingKeysWith: { first, _ in first })
        if let baseURL = options.baseURL { config.baseURL = baseURL }
        if let version = options.version {
            // Each version is published in its own folder of the output.
            config.baseURL = (config.baseURL.hasSuffix("/") ? config.baseURL : config.baseURL + "/") + PercentEncoding.encodedPath(version) + "/"
            config.version = version
        }
        var templates: TemplateSet?
        do {
            if let directory = options.resolvedTemplatesDirectory {
                templates = try TemplateSet(directory: directory)
            } else {
                templates = try TemplateSet.builtIn()
            }
        } catch {
            problems += error.diagnostics
        }
        problems += templates?.warnings ?? []
        let languages = config.languages
        var headers = readHeaders(of: source, config: config, textStore: textStore)
        // A stand-in for a missing translation says what its original says: that is reported once, there.
        for header in headers where header.fallbackFrom == nil {
            problems += header.diagnostics
            if config.sourceTool == nil { problems += header.matter.nearMisses }
        }
        if options.isPublishing, config.absoluteBaseURL == nil {
            let feeds = SectionFeeds.areAsked(config: config, pages: headers) ? ", the feeds" : ""
            let setting = source.baseURLSetting
            problems.append(SiteDiagnostic(
                file: setting.file,
                message: "no base URL with a host, so sitemap.xml\(feeds) and the pages' canonical and OpenGraph addresses are left out: "
                    + "set \(setting.key) (https://…) in \((setting.file as NSString).lastPathComponent) or pass --base-url",
                severity: .warning))
        }
        let unrendered = config.sourceTool == .hugo ? Cascade.unrendered(headers, siteCascade: config.hugoCascade) : []
        if config.sourceTool == .docusaurus { headers = DocusaurusDocs.folderNamedIndexes(headers) }
        // Chosen by number, then copied once at their count: a filter's array grows by doubling, and pages' headers are large.
        let publishable = headers.indices.filter {
            !headers[$0].matter.isHeadless && !unrendered.contains(headers[$0].path) && (options.includeDrafts || !headers[$0].matter.draft)
        }
        var (published, pageRedirects) = Self.redirects(in: Self.readmesBesideIndexPages(publishable.map { headers[$0] }), tool: config.sourceTool)
        // A `404` page at the root is the site's not-found page (Jekyll's and GitHub Pages' `404.html`, mdBook's
        // `404.md`), drawn by the `404` template; it is not one of the site's pages.
        let notFoundSource = published.firstIndex { $0.path == "404.md" }.map { published.remove(at: $0) }
        if config.sourceTool == .hugo {
            // Pages that put themselves in the main menu (`menu: {main: {parent, weight}}`) give it its sections.
            let menu = HugoMenu(config: config.hugoMenu, pages: headers.map { ($0.path, $0.matter.title, $0.matter.params["menu"]) })
            if menu.ordersMoreThanTheTop { config.navigation = menu.items }
        }
        // Made from the pages the source already read, not a second walk of the folder.
        if config.listsDocsFolder {
            config.navigation = MkDocsFolderNav.items(pages: source.pages.filter { $0.fallbackFrom == nil }.map(\.path), folder: source.directory)
        }
        var order = source.readingOrder(config: config)
        // Named once the chapters are rendered: a file a chapter includes is not a page left out.
        var leftOutOfSummary: [String] = []
        if config.sourceTool == .mdBook, source.summary != nil {
            let (chapters, leftOut) = Self.mdBookChapters(published, listed: order.positions)
            published = chapters
            leftOutOfSummary = leftOut.map(\.displayPath)
        }
        // The headers hold the pages' text from here on: the files' copies would outlive the whole build.
        source.pages = []
        // Hugo and Astro lowercase the URLs they make from file names (Starlight's `zh-CN/` is `/zh-cn/`).
        let lowercase = config.lowercaseURLs ?? (config.sourceTool == .hugo || config.sourceTool == .starlight || headers.contains { $0.name == "_index" })
        let rules = URLRules(
            lowercase: lowercase, spacesAreHyphens: config.sourceTool == .hugo, collections: config.collections, pathPermalinks: config.pathPermalinks, datedFolders: config.datedFolders, byDocID: config.sourceTool == .docusaurus,
            mountPrefixes: source.mounts.map(\.prefix), pathKey: config.sourceTool == .zola ? "path" : nil, materialBlog: config.materialBlog, datedNames: config.sourceTool == .zola, slugsFromRoot: config.sourceTool == .starlight,
            sectionPermalinks: config.sectionPermalinks, languagePrefixes: languages.isMultilingual ? languages.codes.map(languages.prefix(of:)).filter { !$0.isEmpty } : [],
            fileNameDates: config.hugoFileNameDates, indexPageTakesFolderURL: [.mkDocs, .hugo].contains(config.sourceTool) ? config.sourceTool : nil,
            laterPageReplaces: config.sourceTool == .starlight, uglySections: config.uglyURLSections, pageBesideFolderIsFile: config.sourceTool == .jekyll && config.pagesAreFiles, slugsMovePages: config.sourceTool != .jekyll, duplicatesAreWarnings: [.docusaurus, .mkDocs].contains(config.sourceTool) ? config.sourceTool : nil)
        // Hugo's `build: {render: link}` pages write nothing, but links to their addresses are the authors' to make.
        let linkOnly = headers.filter { $0.matter.isLinkOnly && (options.includeDrafts || !$0.matter.draft) }
            .sorted { $0.displayPath < $1.displayPath }
        let linkOnlyPaths = linkOnly.compactMap { PageLocations.location(of: $0, rules: rules)?.outputPath }
        // Each page's text is in `published` alone from here on, which the rendered pages replace.
        headers = []
        if let first = linkOnly.first {
            let pages = linkOnly.count == 1 ? "1 page says" : "\(linkOnly.count) pages say"
            problems.append(SiteDiagnostic(
                file: first.displayPath, line: 1, column: 1,
                message: "\(pages) 'build: {render: link}', the first here: no page is written at its address, which links may still name (the host is to answer it)",
                severity: .warning))
        }
        let allPagesPath = Self.allPagesPath(for: published, rules: rules)
        let locations = PageLocations(pages: published, reserved: reservedURLs(config, allPagesPath: allPagesPath), rules: rules)
        problems += locations.diagnostics
        // A theme that failed to load still lets every page be checked: its fences are drawn by the built-in theme.
        guard let pageTemplates = templates ?? (try? TemplateSet.builtIn()) else {
            throw BuildFailure(
                diagnostics: problems.filter { $0.severity == .error }, warnings: problems.filter { $0.severity == .warning },
                projectLine: projectLine)
        }
        // A site's own components, which its fences draw; another tool's project has none.
        let components = config.sourceTool == nil
            ? SiteComponents(staticFiles: source.staticFiles, folder: config.componentsFolder, displayPrefix: source.directory) : .builtInOnly
        problems += components.diagnostics
        var staticFiles = components.paths.isEmpty ? source.staticFiles : source.staticFiles.filter { !components.paths.contains($0.path) }
        if config.sourceTool == .docusaurus { staticFiles.removeAll { ToolSorting.isCategoryFile($0.path) } }
        let keepsText = cache != nil || config.llms ?? (published.count <= SiteConfig.llmsLimit)
        published.removeAll { locations.locations[$0.path] == nil }
        // What links may name: the pages, and the pages that are redirects (Jekyll's `{% link %}` to one is its address).
        var linkable = locations.locations
        linkable.merge(locations.overwritten) { own, _ in own }
        // A page read under another name (Hugo's `guide.en.md` as `guide.md`) is still its file to links that name it.
        for page in published where page.file != page.path && linkable[page.file] == nil {
            linkable[page.file] = locations.locations[page.path]
        }
        for redirect in pageRedirects where linkable[redirect.source.path] == nil {
            linkable[redirect.source.path] = PageLocations.location(of: redirect.source, rules: rules)
        }
        var pages: [PublishedPage]
        var rendering: SiteAssembly.PageRendering?
        if Self.rendersAsTemplated(
            published, config: config, writesAsItGoes: output != nil, hasMemo: cache != nil, feedsAsked: SectionFeeds.areAsked(config: config, pages: published))
        {
            let renderer = PageRenderer(
                config: config, locations: linkable, highlights: HighlightCache(), templates: pageTemplates, components: components)
            let inherited = config.sourceTool == .hugo ? Cascade.inherited(by: published) : [:]
            let handover: Handover<PageSource.Text>
            (pages, handover) = Self.awaitingRendering(consume published, locations: locations.locations)
            // No stage reads a page's text for search before the index is made, after the last page is written.
            let searchText = config.search ? SearchTextStore() : nil
            rendering = Self.rendering(&pages, handover: handover, renderer: renderer, inherited: inherited, searchText: searchText)
        } else {
            // Handed over whole, so each page's Markdown can go once it is rendered.
            pages = renderPages(
                consume published, locations: linkable, config: config, templates: pageTemplates,
                memo: cache?.pages, highlights: cache?.highlights ?? HighlightCache(), components: components, keepsText: keepsText)
        }
        let notFound = notFoundSource.map { source in
            var renderer = PageRenderer(config: config, locations: linkable, highlights: cache?.highlights ?? HighlightCache(), templates: pageTemplates)
            renderer.absoluteLinks = true
            return PublishedPage(source: source, rendered: renderer.render(source.loaded(), at: PageLocation(path: "404.html")))
        }
        problems += notFound?.rendered.diagnostics ?? []
        // The pages' sources and the parser's work are freed in the threads that rendered them.
        HeapArenas.giveBackFreeMemory()
        if config.lastUpdatedFromGit {
            switch cache?.gitHistory.reusable(folder: source.directory).map(Result.success) ?? GitHistory.read(folder: source.directory) {
            case .success(let history):
                cache?.gitHistory.keep(history, folder: source.directory)
                for index in pages.indices { pages[index].lastChange = history.lastChanges[pages[index].source.file] }
            case .failure(let failure):
                problems.append(SiteDiagnostic(file: source.displayPath(SiteConfig.fileName), message: failure.message, severity: .warning))
            }
        }
        var ownPages = languages.isMultilingual ? pages.filter { $0.source.fallbackFrom == nil } : pages
        // Pages rendered as they are templated say what they hold once templated.
        if rendering == nil {
            problems += Self.renderProblems(
                pages, own: ownPages, config: config, configFile: source.displayPath(SiteConfig.fileName), project: source.project, leftOutOfSummary: leftOutOfSummary)
        }
        let catalog = config.catalog ? catalogEntries(&problems, own: components) : []
        let pngs = catalogPNGs(catalog, config: config, configFile: source.displayPath(SiteConfig.fileName), problems: &problems)
        var warnings = problems.filter { $0.severity == .warning }
        var errors = problems.filter { $0.severity == .error }
        guard errors.isEmpty, let templates else { throw BuildFailure(diagnostics: errors, warnings: warnings, projectLine: projectLine) }

        if order.positions.isEmpty, !config.sidebarStrings.isEmpty || !config.mountedSidebars.isEmpty {
            let sidebars = Self.sidebarOrder(config: config, pages: pages, mountPrefixes: source.mounts.map(\.prefix).filter { !$0.isEmpty })
            order.positions = sidebars.positions
            if order.groups.isEmpty { order.groups = sidebars.groups }
        }
        // A version's own sidebar anchors its categories in its folder, which is no category of the menu's: with
        // several versions, each is under Versions all the same; a single other one keeps its own name at the top.
        let versionsShareAGroup = config.versionFolders.count > 1
        for folder in config.versionFolders
        where order.groups[folder].map({ $0.isEmpty || (versionsShareAGroup && $0 == [ReadingOrder.folderAnchor(folder)]) }) ?? true {
            order.groups[folder] = [SiteBuilder.versionsGroup]
        }
        // A multilingual site's languages each have their own tree; what is made once for the site (feeds, cards,
        // the print page, llms.txt) is made from the default language's.
        let folders = ToolSorting.folders(of: pages.map(\.source.path), staticFiles: source.staticFiles, tool: config.sourceTool)
        var languageParts = languages.isMultilingual
            ? Self.languageParts(
                pages, languages: languages, siteTitle: config.title, rules: rules, tool: config.sourceTool, order: order, groupTranslations: config.groupTranslations,
                folders: folders, hidesUnlisted: config.navigationHidesUnlisted)
            : []
        var treePages = languageParts.first?.pages ?? pages
        let tree = languageParts.first?.tree ?? PageTree(
            pages: ToolSorting.unfolded(ToolSorting.pages(pages.map(\.treePage), published: pages, tool: config.sourceTool), included: config.included),
            listed: order.positions, listedTitles: order.titles,
            groups: order.groups, groupsHoldFolders: order.groupsHoldFolders, sectionPages: order.sectionPages, nestedUnder: order.nestedUnder,
            unparted: order.unparted, folders: folders,
            siteTitle: config.title,
            section: rules.section, hidesUnlisted: config.navigationHidesUnlisted)
        let feeds = SectionFeeds(config: config, configFile: source.displayPath(SiteConfig.fileName), pages: treePages, tree: tree)
        warnings += feeds.diagnostics
        // What the site publishes of its own: the print page and the cards go where none of it is.
        let taken = pages.map(\.rendered.location.path) + staticFiles.map(\.path) + source.projectStaticFiles.flatMap { $0.files.map(\.path) }
        var printPath: String?
        if config.makesPrintPage(pages: tree.readingOrder.count), templates.sources[TemplateSet.print] != nil {
            printPath = Self.printPath(taken: taken)
        }
        var cards = SocialCards()
        if config.socialCards, !templates.brokenExtras.contains(SocialCards.template), let folder = SocialCards.folder(taken: taken) {
            cards = SocialCards(
                tree: tree, pages: treePages, templates: templates, context: TemplateContext(config: config, menu: nil), folder: folder,
                pngs: cache?.pngs ?? PNGCache(), cacheFolder: options.pngCacheDirectory)
            warnings += cards.diagnostics
        }
        // Another tool's project that has a `style.css` of its own (MkDocs' `extra_css`) keeps it: the theme's
        // files go aside, rather than one replacing the other.
        if config.sourceTool != nil {
            let ownPaths = Set(staticFiles.map(\.path) + source.projectStaticFiles.flatMap { $0.files.map(\.path) })
            if templates.staticFiles.contains(where: { ownPaths.contains($0.path) }) { config.themeFolder = SiteAssembly.themeFolder }
        }
        var assembly = SiteAssembly(
            config: config, templates: templates, pages: treePages, tree: tree, catalog: catalog, catalogPNGs: pngs, memo: cache?.templating,
            searchIndex: options.searchIndex, allPagesPath: allPagesPath, printPath: printPath, feeds: feeds, cards: cards, notFound: notFound,
            ownComponents: components.texts, languages: languageParts, output: output, rendering: rendering)
        if rendering != nil {
            // One language, every page its own: the three are the same pages, now rendered, set in place.
            (ownPages, treePages, rendering) = ([], [], nil)
            for (index, rendered) in assembly.takeRenderedPages().enumerated() { if let rendered { pages[index].setRendered(rendered) } }
            (ownPages, treePages) = (pages, pages)
            let problems = Self.renderProblems(
                pages, own: ownPages, config: config, configFile: source.displayPath(SiteConfig.fileName), project: source.project, leftOutOfSummary: leftOutOfSummary)
            warnings += problems.filter { $0.severity == .warning }
            errors += problems.filter { $0.severity == .error }
            // As a build that renders ahead stops before templating: the pages' problems, not the assembly's.
            guard errors.isEmpty else { throw BuildFailure(diagnostics: errors, warnings: warnings, projectLine: projectLine) }
        }
        // Templated: what the rest of the build reads of a page is its place and its header, not its HTML or text.
        languageParts = []
        if languages.isMultilingual {
            for index in pages.indices { pages[index].releaseContent() }
            for index in ownPages.indices { ownPages[index].releaseContent() }
            for index in treePages.indices { treePages[index].releaseContent() }
        } else {
            // One language's three arrays are the same pages: emptied first, so the pages are released where they are.
            (ownPages, treePages) = ([], [])
            for index in pages.indices { pages[index].releaseContent() }
            (ownPages, treePages) = (pages, pages)
        }
        assembly.addStaticFiles(
            templates.staticFiles.map { SiteSource.StaticFile(path: config.themeFolder + $0.path, bytes: $0.bytes) },
            displayPrefix: templates.directory + "/" + TemplateSet.staticFolder, replaceable: true)
        for (folder, prefix, files) in source.projectStaticFiles { assembly.addStaticFiles(files, displayPrefix: folder, mountedAt: prefix, replaceable: true) }
        // Hugo and Zola publish a page bundle's files beside the page, wherever its URL puts it.
        let bundled = config.sourceTool == .hugo || config.sourceTool == .zola
        assembly.addStaticFiles(bundled ? Self.filesInBundles(staticFiles, pages: pages, languages: languages) : staticFiles, displayPrefix: source.directory)
        // So are the pages' HTML, written or kept, and the templates' work.
        HeapArenas.giveBackFreeMemory()
        warnings += assembly.addToolAddresses(treePages, tree: tree, configFile: source.project?.configFile ?? SiteConfig.fileName)
        Self.addRedirects(
            pageRedirects, rules: rules, config: config, projectFolder: source.project.map { ($0.configFile as NSString).deletingLastPathComponent }, to: &assembly)
        warnings += assembly.missingImages(ownPages)
        errors += assembly.diagnostics.filter { $0.severity == .error }
        warnings += assembly.diagnostics.filter { $0.severity == .warning }
        // MkDocs' theme folder kept inside the docs (`custom_dir: docs/overrides`) is copied with them; its templates'
        // links are the theme's, not the site's.
        let themeInDocs = source.project?.themeFolder.map(\.directory).flatMap { folder in
            folder.hasPrefix(source.directory + "/") ? String(folder.dropFirst(source.directory.count + 1)) + "/" : nil
        }
        let themeFiles = themeInDocs.map { prefix in [(folder: source.directory, prefix: "", files: staticFiles.filter { $0.path.hasPrefix(prefix) })] } ?? []
        let linkProblems = checkLinks(
            of: assembly, config: config, printPath: printPath, linkOnlyPaths: linkOnlyPaths, projectStaticFiles: source.projectStaticFiles + themeFiles)
        // A project whose own template redraws every link (Hugo's `render-link.html`) may write links only it
        // can resolve: they are reported, the build not failed for them.
        if options.warnLinks || source.project?.redrawsLinks == true {
            warnings += linkProblems.map(\.asWarning)
        } else {
            errors += linkProblems.filter { $0.severity == .error }
            warnings += linkProblems.filter { $0.severity == .warning }
        }
        guard errors.isEmpty else { throw BuildFailure(diagnostics: errors, warnings: warnings, projectLine: projectLine) }

        var files = assembly.files
        var deferred = assembly.deferred
        if options.forFileBrowsing {
            files = FileBrowsing.site(files, basePath: config.basePath)
            deferred = deferred.map { index in DeferredFiles(prefix: index.prefix, paths: index.paths) { FileBrowsing.searchIndex(index.all) } }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let summary = BuildSummary(
            pages: files.keys.filter { $0.hasSuffix(".html") }.count, svgs: files.keys.filter { $0.hasSuffix(".svg") }.count,
            files: files.count, duration: seconds)
        succeeded = true
        return BuildResult(
            snapshot: {
                var snapshot = Snapshot(files: files, deferred: deferred, theme: SiteTheme(templates: templates))
                snapshot.components = components.set
                snapshot.onDemand = assembly.onDemand
                return snapshot
            }(), summary: summary,
            warnings: warnings.sorted(), projectLine: projectLine)
    }
}

private extension SiteBuilder {
    /// URL prefixes the build writes itself, with what writes them.
    func reservedURLs(_ config: SiteConfig, allPagesPath: String) -> [(prefix: String, owner: String)] {
        // The search index's own folders stay reserved when a page takes `search/` itself.
        var reserved = [(prefix: allPagesPath, owner: "the page index")]
            + ["search/terms/", "search/postings/", "search/pages/"].map { (prefix: $0, owner: "the search index") }
        if config.catalog { reserved.append((prefix: "catalog/", owner: "the catalog")) }
        return reserved
    }

    /// The first place for the page index that no page is published at: a page at `search/` keeps it.
    static func allPagesPath(for pages: [PageSource], rules: URLRules) -> String {
        let taken = Set(pages.lazy.compactMap { PageLocations.location(of: $0, rules: rules)?.path })
        return SiteAssembly.allPagesPaths.first { !taken.contains($0) } ?? SiteAssembly.allPagesPaths[0]
    }

    /// The first place for the print page under which nothing of the site is published, page or file; `nil` when
    /// there is none.
    static func printPath(taken paths: [String]) -> String? {
        SiteAssembly.printPaths.first { candidate in !paths.contains { $0.hasPrefix(candidate) } }
    }
}
