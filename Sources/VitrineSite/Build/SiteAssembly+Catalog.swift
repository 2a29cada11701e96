import VitrineMustache

extension SiteAssembly {
    /// The catalog index, a page per component, its preset SVGs (and PNGs, by path) and the pictures its
    /// interactive views show.
    func catalogFiles(_ catalog: [CatalogEntry], pngs: [String: [UInt8]], docs: Set<String>, context: TemplateContext) -> [AssembledFile] {
        var files: [AssembledFile] = []
        func add(_ path: String, _ text: String, origin: String? = nil) {
            let file = SnapshotFile(bytes: Array(text.utf8), contentType: ContentTypes.forPath(path))
            files.append(AssembledFile(path: path, file: file, origin: origin.map { LinkChecker.Origin(file: $0, links: []) }))
        }
        var index = context.base(outputPath: "catalog/index.html", title: "Catalog", description: "Every component and preset.")
        index["components"] = .list(catalog.map(\.indexCard))
        add("catalog/index.html", templates.render("catalog-index", index), origin: templates.directory + "/catalog-index.mustache")
        let templates = templates
        // A page per component, each templated on its own core.
        let pages = Parallel.map(catalog) { entry -> String in
            var values = context.base(outputPath: entry.folder + "index.html", title: entry.name, description: entry.summary)
            guard case .text(let root) = values["root"] else { return "" }
            let docsFolder = "components/\(entry.name)/"
            values.merge(entry.context(docsFolder: docs.contains(docsFolder) ? docsFolder : nil, root: root, pngScales: config.catalogPNG)) { _, new in new }
            return templates.render("catalog-page", values)
        }
        for (entry, page) in zip(catalog, pages) {
            add(entry.folder + "index.html", page, origin: templates.directory + "/catalog-page.mustache")
            for tile in entry.presets {
                add(tile.svgPath, tile.svg)
                for path in config.catalogPNG.map(tile.pngPath) {
                    guard let png = pngs[path] else { continue }
                    files.append(AssembledFile(path: path, file: SnapshotFile(bytes: png, contentType: ContentTypes.forPath(path)), origin: nil))
                }
            }
            for picture in entry.ownViews?.files ?? CatalogViews.files(for: entry.name) { add(entry.folder + picture.name, picture.svg) }
        }
        return files
    }
}
