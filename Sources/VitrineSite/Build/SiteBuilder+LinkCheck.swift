/// The link check of a build: every internal link and `#fragment` of the assembled site, as the tool checks them.
extension SiteBuilder {
    /// The broken links of `assembly`'s files, each at its place.
    ///
    /// - Parameters:
    ///   - printPath: The print page's folder: its links are its pages' own, checked there.
    ///   - linkOnlyPaths: Addresses of pages that write nothing (Hugo's `render: link`), which links may name.
    ///   - projectStaticFiles: The tool's static folders, whose HTML is copied unchecked.
    func checkLinks(
        of assembly: SiteAssembly, config: SiteConfig, printPath: String?, linkOnlyPaths: [String],
        projectStaticFiles: [(folder: String, prefix: String, files: [SiteSource.StaticFile])]
    ) -> [SiteDiagnostic] {
        var checker = LinkChecker(basePath: config.basePath)
        checker.linksOutOfSiteAreExternal = config.sourceTool != nil
        checker.fileLinksOutOfSiteAreChecked = config.sourceTool == .mkDocs
        checker.servesHTMLWithoutExtension = config.sourceTool == .jekyll
        checker.missingAnchorsAreWarnings = config.sourceTool != nil
        checker.unbuiltRoutes = config.unbuiltRoutes
        // The print page's links are the pages' own, moved: a broken one is reported once, at its page.
        checker.unchecked = Set(printPath.map { [$0 + "index.html"] } ?? []).union(assembly.redirectsOffTheSite)
        // Another tool copies its static folder's HTML (a demo shown in a frame) as it is, and checks none of it.
        for (_, _, files) in projectStaticFiles { checker.unchecked.formUnion(files.map(\.path).filter { $0.hasSuffix(".html") }) }
        // Files the preview makes when asked for are there for links to land on.
        var linked = assembly.files
        for path in (assembly.onDemand?.paths ?? []) + linkOnlyPaths where linked[path] == nil {
            linked[path] = SnapshotFile(bytes: [], contentType: ContentTypes.forPath(path))
        }
        let problems = checker.check(linked, origins: assembly.origins, scanned: assembly.scans, memo: cache?.links)
        // A stand-in for a missing translation repeats its original's links: a broken one is reported once.
        guard config.languages.isMultilingual else { return problems }
        var seen: Set<SiteDiagnostic> = []
        return problems.filter { seen.insert($0).inserted }
    }
}
