/// Puts the built site together: every output file by path, and where each page came from.
struct SiteAssembly {
    let config: SiteConfig
    let templates: TemplateSet
    private(set) var files: [String: SnapshotFile] = [:]
    private(set) var origins: [String: LinkChecker.Origin] = [:]
    private(set) var diagnostics: [SiteDiagnostic] = []

    /// - Parameters:
    ///   - cache: Templated pages and catalog files of the last build, reused where their inputs are the same.
    init(config: SiteConfig, templates: TemplateSet, pages: [RenderedPage], catalog: [CatalogEntry], cache: BuildCache? = nil) {
        self.config = config
        self.templates = templates
        let navigation = Navigation(pages: pages)
        let context = TemplateContext(config: config, navigation: navigation)
        let inputs = TemplateInputs(templates: templates.sources, config: config, navigation: navigation)
        addPages(pages, context: context, reusing: cache?.reusablePageFiles(madeWith: inputs) ?? [:], cache: cache)
        let docs = Set(pages.map(\.folder))
        let catalogFiles = cache?.reusableCatalogFiles(docs: docs) ?? catalogFiles(catalog, docs: docs, context: context)
        cache?.keep(catalogFiles: catalogFiles, docs: docs)
        for assembled in catalogFiles { add(assembled.path, assembled.file, origin: assembled.origin) }
        let notFound = context.base(folder: "", outputPath: "404.html", title: "Page not found", description: "", absolute: true)
        add("404.html", templates.render("404", notFound), origin: templates.directory + "/404.mustache")
        for search in Self.searchFiles(pages, navigation: navigation) { add(search.path, search.file) }
        add("search/index.html", pageListStandIn(pages, context: context))  // STAND-IN until the templates branch's page list
        let folders = pages.map(\.folder) + ["catalog/"] + catalog.map(\.folder)
        add("sitemap.xml", SiteExtras.sitemap(folders: folders, config: config))
        add("robots.txt", SiteExtras.robots(config: config))
    }

    /// Copies the site folder's static files; one that collides with a generated file is an error.
    mutating func addStaticFiles(_ staticFiles: [SiteSource.StaticFile], displayPrefix: String) {
        for file in staticFiles {
            if files[file.path] != nil {
                diagnostics.append(SiteDiagnostic(file: displayPrefix + "/" + file.path, message: "this file would replace the generated \(file.path)"))
                continue
            }
            files[file.path] = SnapshotFile(bytes: file.bytes, contentType: ContentTypes.forPath(file.path))
        }
    }
}

private extension SiteAssembly {
    mutating func addPages(_ pages: [RenderedPage], context: TemplateContext, reusing reusable: [String: CachedPageFile], cache: BuildCache?) {
        let templates = templates
        // Rendering, the bytes and their etag are per page work: all of it on every core.
        let htmls = Parallel.map(pages) { page -> (file: CachedPageFile, isNew: Bool) in
            if let previous = reusable[page.outputPath], previous.content == page.content, previous.title == page.title,
                previous.description == page.description
            {
                return (previous, false)
            }
            var values = context.base(folder: page.folder, outputPath: page.outputPath, title: page.title, description: page.description)
            values["content"] = page.content
            let file = SnapshotFile(bytes: Array(templates.render("page", values).utf8), contentType: ContentTypes.forPath(page.outputPath))
            return (CachedPageFile(title: page.title, description: page.description, content: page.content, file: file), true)
        }
        for (page, html) in zip(pages, htmls) {
            add(page.outputPath, html.file.file, origin: page.displayPath, links: page.links)
            for (path, svg) in page.svgFiles { add(path, svg) }
        }
        cache?.keep(pageFiles: Dictionary(zip(pages.map(\.outputPath), htmls.map(\.file)), uniquingKeysWith: { first, _ in first }),
                    templated: htmls.count { $0.isNew })
    }

    /// The catalog index, a page per component and its preset SVGs.
    func catalogFiles(_ catalog: [CatalogEntry], docs: Set<String>, context: TemplateContext) -> [AssembledFile] {
        var files: [AssembledFile] = []
        func add(_ path: String, _ text: String, origin: String? = nil) {
            let file = SnapshotFile(bytes: Array(text.utf8), contentType: ContentTypes.forPath(path))
            files.append(AssembledFile(path: path, file: file, origin: origin.map { LinkChecker.Origin(file: $0, links: []) }))
        }
        var index = context.base(folder: "catalog/", outputPath: "catalog/index.html", title: "Catalog", description: "Every component and preset.")
        index["components"] = catalog.map(\.indexCard)
        add("catalog/index.html", templates.render("catalog-index", index), origin: templates.directory + "/catalog-index.mustache")
        for entry in catalog {
            var values = context.base(folder: entry.folder, outputPath: entry.folder + "index.html", title: entry.name, description: entry.summary)
            let root = values["root"] as? String ?? ""
            let docsFolder = "components/\(entry.name)/"
            values.merge(entry.context(docsFolder: docs.contains(docsFolder) ? docsFolder : nil, root: root)) { _, new in new }
            add(entry.folder + "index.html", templates.render("catalog-page", values), origin: templates.directory + "/catalog-page.mustache")
            for tile in entry.presets { add(tile.svgPath, tile.svg) }
        }
        return files
    }

    mutating func add(_ path: String, _ text: String, origin: String? = nil, links: [RenderedPage.Link] = []) {
        add(path, SnapshotFile(bytes: Array(text.utf8), contentType: ContentTypes.forPath(path)), origin: origin, links: links)
    }

    mutating func add(_ path: String, _ file: SnapshotFile, origin: String? = nil, links: [RenderedPage.Link] = []) {
        add(path, file, origin: origin.map { LinkChecker.Origin(file: $0, links: links) })
    }

    mutating func add(_ path: String, _ file: SnapshotFile, origin: LinkChecker.Origin?) {
        files[path] = file
        if let origin { origins[path] = origin }
    }
}
