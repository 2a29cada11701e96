extension SiteAssembly {
    /// mdBook's addresses: each page's `NAME.html` (a `README.md` or `index.md` its folder's `index.html`) and the
    /// book's `[output.html.redirect]` table, each a redirect page where nothing of the site is; added after the
    /// site's own files, which win. A redirect above the book's root (to a book beside it) is written as mdBook writes it.
    /// MkDocs' redirects plugin names pages by their files (`old.md: new.md`), the old one at its folder URL.
    /// - Returns: A warning for each redirect that leads to no page, at `configFile`.
    mutating func addToolAddresses(_ pages: [PublishedPage], tree: PageTree, configFile: String) -> [SiteDiagnostic] {
        guard config.keepsHTMLAddresses || !config.redirects.isEmpty || !config.sidebarIndexes.isEmpty else { return [] }
        var problems: [SiteDiagnostic] = []
        var pageOfAddress: [String: Int] = [:]
        for (index, page) in pages.enumerated() {
            let file = page.source.file
            guard file.hasSuffix(".md") else { continue }
            let name = page.source.isIndex ? page.source.sourceFolder + "index" : String(file.dropLast(3))
            pageOfAddress[name + ".html"] = index
        }
        func addRedirect(at path: String, to target: String, title: String, written: String? = nil) {
            guard files[path] == nil else { return }
            let canonical = target.contains("://") ? target : (config.absoluteBaseURL ?? config.basePath) + target
            let relative = target.contains("://") ? target : SitePaths.relative(from: SitePaths.directory(of: path), to: target)
            // A redirect the config asks for is checked as the config's, quoting what it says.
            add(path, SiteExtras.redirect(to: relative, canonical: canonical, title: title, language: config.language),
                origin: written.map { _ in configFile }, links: written.map { [RenderedPage.Link(url: relative, line: 1, column: 1, written: $0)] } ?? [])
        }
        if config.keepsHTMLAddresses {
            for (address, index) in pageOfAddress.sorted(by: { $0.key < $1.key }) where pages[index].rendered.location.outputPath != address {
                addRedirect(at: address, to: pages[index].rendered.location.encoded, title: tree.nodes[tree.nodeOfPage[index]].title)
            }
        }
        // A Docusaurus category's generated index (`/docs/category/x`) leads to its section's page in the menu.
        for index in config.sidebarIndexes {
            guard let node = tree.node(titled: index.groups) else { continue }
            addRedirect(at: index.path + "index.html", to: tree.nodes[node].location.encoded, title: tree.nodes[node].title)
        }
        var unresolved: [(old: String, target: String)] = []
        var pageOfSource: [String: Int] = [:]
        for (index, page) in pages.enumerated() { pageOfSource[page.source.path] = index }
        for (old, written) in config.redirects.sorted(by: { $0.key < $1.key }) where old.hasSuffix(".md") {
            let name = String(old.dropLast(3))
            let folder = ["index", "README"].contains(String(name.split(separator: "/").last ?? "")) ? SitePaths.directory(of: name) : name + "/"
            let path = folder + "index.html"
            if written.contains("://") {
                addRedirect(at: path, to: written, title: written)
                continue
            }
            let split = written.firstIndex(of: "#") ?? written.endIndex
            guard let index = pageOfSource[String(written[..<split])] else {
                unresolved.append((old, written))
                continue
            }
            addRedirect(at: path, to: pages[index].rendered.location.encoded + written[split...], title: tree.nodes[tree.nodeOfPage[index]].title, written: written)
        }
        for (old, written) in config.redirects.sorted(by: { $0.key < $1.key }) where !old.hasSuffix(".md") {
            // mdBook writes the old address from the book's root, with or without `/` or `./` first.
            guard let path = SitePaths.resolve(String(old.drop { $0 == "/" }), in: ""), path.hasSuffix(".html") else { continue }
            if written.contains("://") {
                addRedirect(at: path, to: written, title: written)
                continue
            }
            // A target is written from the old address's folder (or the root), to a page's `.html` address.
            let split = written.firstIndex(of: "#") ?? written.endIndex
            let fragment = String(written[split...])
            // A target written from the host's root with the site's path (`/cairo-book/ch12.html`) is a page of the book.
            var absolute = String(written[..<split])
            if absolute.hasPrefix("/"), config.basePath != "/", absolute.hasPrefix(config.basePath) { absolute = "/" + absolute.dropFirst(config.basePath.count) }
            let targetPath = absolute.hasPrefix("/") ? String(absolute.drop { $0 == "/" }) : SitePaths.resolve(absolute, in: SitePaths.directory(of: path))
            // Above the book's root (`../../cargo/index.html`, another book beside it): written as mdBook writes it.
            guard let targetPath else {
                if files[path] == nil { add(path, SiteExtras.redirect(to: written, canonical: written, title: written, language: config.language)) }
                continue
            }
            guard let index = pageOfAddress[targetPath] else {
                // From the host's root and no page of the book: another site on the host (a book beside this one, or
                // this one under a path the config does not give), written as mdBook writes it.
                if absolute.hasPrefix("/") {
                    if files[path] == nil {
                        add(path, SiteExtras.redirect(to: written, canonical: written, title: written, language: config.language))
                        redirectsOffTheSite.insert(path)
                    }
                } else {
                    unresolved.append((old, written))
                }
                continue
            }
            addRedirect(at: path, to: pages[index].rendered.location.encoded + fragment, title: tree.nodes[tree.nodeOfPage[index]].title)
        }
        if let first = unresolved.first {
            let count = unresolved.count == 1 ? "1 redirect leads to no page of the site and is" : "\(unresolved.count) redirects lead to no page of the site and are"
            problems.append(SiteDiagnostic(
                file: configFile,
                message: "\(count) not written, the first: '\(first.old)' to '\(first.target)'",
                severity: .warning))
        }
        return problems
    }
}
