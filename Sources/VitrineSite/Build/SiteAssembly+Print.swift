import VitrineMustache

extension SiteAssembly {
    /// Where the print page goes: `print/`, unless pages or files of the site are published there (a printer's
    /// manual may well have a `print/` page), then `print-site/`; neither free, no print page.
    static let printPaths = ["print/", "print-site/"]

    /// Every page in reading order on one page, through the `print` template: no menus, each page's content
    /// under its title, its links kept within the page (see `PrintBook`).
    mutating func addPrintPage(at folder: String, pages: [PublishedPage], tree: PageTree, context: TemplateContext) {
        let outputPath = folder + "index.html"
        guard files[outputPath] == nil else { return }
        add(outputPath, Self.printPage(at: folder, pages: pages, tree: tree, context: context, templates: templates, config: config),
            origin: templates.directory + "/print.mustache")
    }

    static func printPage(at folder: String, pages: [PublishedPage], tree: PageTree, context: TemplateContext, templates: TemplateSet, config: SiteConfig) -> SnapshotFile {
        let outputPath = folder + "index.html"
        var values = context.base(outputPath: outputPath, title: config.title, description: "")
        values["menu"] = nil
        values["chapters"] = .list([])
        let taken = Set(HTMLAttributes.scan(Array(templates.render("print", values).utf8)).ids.all)
        let chapters = PrintBook.chapters(pages: pages, tree: tree, folder: folder, basePath: config.basePath, taken: taken)
        values["chapters"] = .list(chapters.map(\.context))
        let size = chapters.reduce(0) { $0 + $1.content.utf8.count + 256 }
        let bytes = templates.renderBytes("print", values, sizeHint: size + 16 * 1024)
        return SnapshotFile(bytes: bytes, contentType: ContentTypes.forPath(outputPath))
    }
}
