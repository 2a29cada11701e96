/// Each page's header, read before any Markdown is parsed, and which pages a tool's project publishes.
extension SiteBuilder {
    /// Every page's header, on every core: reused from the preview's memo where the file is unchanged, read the
    /// tool's way otherwise, and with `textStore` the page's text put aside until it is rendered.
    func readHeaders(of source: SiteSource, config: SiteConfig, textStore: FileTextStore?) -> [PageSource] {
        let knownHeaders = cache?.headers.reusable() ?? [:]
        let (languages, siteLanguage) = (config.languages, config.language)
        let headerReader = config.sourceTool?.headerReader ?? .strict
        let readsBookTitles = config.sourceTool == .mdBook
        let takesDatesFromNames = config.sourceTool == .zola
        let headers = Parallel.map(source.pages) { [source] file in
            let displayPath = source.displayPath(file.file)
            let text = file.text.string
            var header = knownHeaders[file.path].flatMap { $0.text == text && $0.displayPath == displayPath ? $0 : nil }
                ?? PageSource(path: file.path, file: file.file, displayPath: displayPath, text: text, headerReader: headerReader)
            if readsBookTitles { header.readBookTitle() }
            if takesDatesFromNames { header.takeDateFromName() }
            header.language = languages.isMultilingual ? languages.split(file.path).language : siteLanguage
            header.fallbackFrom = file.fallbackFrom
            return textStore.map { header.puttingTextAside(in: $0, file: file.text) } ?? header
        }
        cache?.headers.keep(headers)
        return headers
    }

    /// A folder's `README.md` is its index page only where it has no `index.md` or `_index.md`: beside one
    /// it is a page of its own, as Hugo publishes it (MkDocs leaves it out; a page is never lost here).
    static func readmesBesideIndexPages(_ pages: [PageSource]) -> [PageSource] {
        let readmes = pages.lazy.filter { $0.isIndex && $0.name.lowercased() == "readme" }
        guard !readmes.isEmpty else { return pages }
        let indexed = Set(pages.lazy.filter { $0.isIndex && $0.name.lowercased() != "readme" }.map(\.sourceFolder))
        guard readmes.contains(where: { indexed.contains($0.sourceFolder) }) else { return pages }
        return pages.map { page in
            var page = page
            if page.isIndex, page.name.lowercased() == "readme", indexed.contains(page.sourceFolder) { page.isIndex = false }
            return page
        }
    }

    /// The chapters an mdBook summary lists, and the pages it does not.
    static func mdBookChapters(_ pages: [PageSource], listed: [String: Int]) -> (chapters: [PageSource], leftOut: [PageSource]) {
        (pages.filter { listed[$0.path] != nil }, pages.filter { listed[$0.path] == nil }.sorted { $0.displayPath < $1.displayPath })
    }
}
