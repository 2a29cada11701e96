import VitrinePlatform

/// The reading of the site's files: each sorted into the config, a page or a static file, a page's text put aside
/// as it is read; and the routes of Docusaurus' React pages, which are not read.
extension SiteSource {
    /// Docusaurus' React pages (`src/pages/contact.tsx` at `/contact`), which vitrine does not run: their routes
    /// join the unbuilt ones, which links may name unchecked, and one warning names them. Docusaurus leaves out
    /// files and folders whose name starts with `_`, and tests.
    mutating func noteReactPages(_ files: [String], in folder: String) {
        let scripts = files.filter { path in
            let dot = path.lastIndex(of: ".").map { path[path.index(after: $0)...] } ?? ""
            return ["js", "jsx", "ts", "tsx"].contains(dot) && !path.split(separator: "/").contains { $0.hasPrefix("_") }
                && !path.contains(".test.") && !path.contains(".spec.") && !path.hasSuffix(".d.ts")
        }
        guard let first = scripts.first else { return }
        config.unbuiltRoutes += scripts.map { path in
            let route = path[..<path.lastIndex(of: ".")!]
            return String(route == "index" ? "" : route.hasSuffix("/index") ? route.dropLast("/index".count) : route)
        }
        diagnostics.append(SiteDiagnostic(
            file: folder + "/" + first,
            message: "\(scripts.count == 1 ? "1 React page" : "\(scripts.count) React pages") not built, the first here: "
                + "Docusaurus makes them from their code, which vitrine does not run; links to their addresses are not checked",
            severity: .warning))
    }

    /// How many files are read at once: enough to keep every core busy.
    static let readingRun = 512

    /// Reads `paths` on every core, then sorts each into the config, the summary, a page or a static file.
    mutating func readFiles(_ paths: [String], textStore: FileTextStore?) {
        var contents = Parallel.map(paths) { [self] in POSIXRead.file(displayPath($0)) }
        for (index, path) in paths.enumerated() {
            let full = displayPath(path)
            // Taken out, so a page's bytes go once its text is made: the site is never held twice.
            guard let data = contents[index].take() else {
                diagnostics.append(SiteDiagnostic(file: full, message: "cannot read file"))
                continue
            }
            // The page the file is, as its path without the extension and the extension.
            var page: (path: Substring, fileExtension: String)?
            if path == SiteConfig.fileName {
                let (config, problems) = SiteConfig.parse(String(decoding: data, as: UTF8.self), file: full, base: config)
                self.config = config
                hasOwnConfig = true
                diagnostics += problems
            } else if path == ReadingOrder.summaryFileName {
                summary = String(decoding: data, as: UTF8.self)
            } else if let dot = path.lastIndex(of: "."), case let ext = String(path[path.index(after: dot)...]), Self.pageExtensions.contains(ext),
                !(config.pagesNeedFrontMatter || project?.tool == .jekyll && ![nil, "posts"].contains(Self.jekyllCollection(of: path, config.collections)))
                    || FrontMatter.opensHeader(data)
            {
                page = (path[..<dot], ext)
            } else if project?.tool == .jekyll, Self.isCollectionText(path, data, collections: config.collections) {
                // A published collection's text document (`_licenses/mit.txt`) is a page, as Jekyll renders it.
                let dot = path.lastIndex(of: ".")!
                page = (path[..<dot], String(path[path.index(after: dot)...]))
            } else if let tool = project?.tool, Self.isHTMLPage(path, data, tool: tool) {
                page = (path.dropLast(path.hasSuffix(".htm") ? 4 : 5), path.hasSuffix(".htm") ? "htm" : "html")
            } else {
                staticFiles.append(StaticFile(path: path, bytes: data))
            }
            if let page {
                let text = Self.pageText(data)
                var file = PageFile(path: page.path + ".md", text: textStore?.keeping(text) ?? FileText(text), fileExtension: page.fileExtension)
                file.mayHoldComponentFence = config.catalogAsked == nil && FenceInfo.mayHoldComponentFence(text)
                pages.append(file)
            }
        }
    }
}
