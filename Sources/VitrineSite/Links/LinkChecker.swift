/// Checks that every internal `href` and `src` in the output's HTML names a file of the output.
struct LinkChecker: Sendable {
    /// Where a page's problems are reported: its source and its links' positions there.
    struct Origin: Sendable, Equatable {
        let file: String
        let links: [RenderedPage.Link]
    }

    let basePath: String

    /// One diagnostic per broken link, at the link's source position when it came from Markdown, else at
    /// the page's first line naming the template that wrote it.
    ///
    /// - Parameters:
    ///   - cache: The last build's results, reused for a page whose bytes and origin are unchanged when the
    ///     output holds the same paths.
    func check(_ files: [String: SnapshotFile], origins: [String: Origin], cache: BuildCache? = nil) -> [SiteDiagnostic] {
        let pages = files.keys.filter { $0.hasSuffix(".html") }.sorted()
        let reusable = cache?.reusableLinkResults(basePath: basePath, paths: Set(files.keys)) ?? [:]
        let results = Parallel.map(pages) { path -> (result: CachedLinkResult, isNew: Bool) in
            let bytes = files[path]!.bytes
            let origin = origins[path] ?? Origin(file: path, links: [])
            if let previous = reusable[path], previous.origin == origin, previous.bytes == bytes {
                return (previous, false)
            }
            return (CachedLinkResult(bytes: bytes, origin: origin, problems: problems(in: path, files: files, origin: origin)), true)
        }
        cache?.keep(linkResults: Dictionary(zip(pages, results.map(\.result)), uniquingKeysWith: { first, _ in first }),
                    checked: results.count { $0.isNew })
        return results.flatMap(\.result.problems)
    }
}

private extension LinkChecker {
    func problems(in path: String, files: [String: SnapshotFile], origin: Origin) -> [SiteDiagnostic] {
        let folder = SitePaths.directory(of: path)
        var problems: [SiteDiagnostic] = []
        var reported: Set<String> = []
        for url in HTMLAttributes.urls(in: files[path]!.bytes) where LinkTarget.isInternal(url) {
            if let target = LinkTarget.outputPath(for: url, inFolder: folder, basePath: basePath),
                files[target] != nil || files[target + "/index.html"] != nil
            {
                continue
            }
            guard reported.insert(url).inserted else { continue }
            let source = origin.links.filter { $0.url == url }
            if source.isEmpty {
                problems.append(SiteDiagnostic(
                    file: origin.file, line: 1, message: "broken link '\(url)' in the template output of \(path)"))
            }
            for link in source {
                problems.append(SiteDiagnostic(
                    file: origin.file, line: link.line, column: link.column, message: "broken link '\(url)'"))
            }
        }
        return problems
    }
}
