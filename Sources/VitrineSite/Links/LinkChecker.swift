/// Checks that every internal `href` and `src` in the output's HTML names a file of the output, and that a
/// `#fragment` names an `id` on the page it points at.
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
    ///   - memo: The last build's results, reused for a page whose bytes and origin are unchanged when the
    ///     output holds the same paths and the pages its fragments point at kept their ids.
    func check(_ files: [String: SnapshotFile], origins: [String: Origin], memo: LinkMemo? = nil) -> [SiteDiagnostic] {
        let pages = files.keys.filter { $0.hasSuffix(".html") }.sorted()
        // A page whose bytes the last build checked keeps its scan: a rebuild reads only the pages it changed.
        let previous = memo?.previous() ?? [:]
        let scans = Parallel.map(pages) { path -> HTMLAttributes.Scan in
            let bytes = files[path]!.bytes
            if let known = previous[path], known.bytes == bytes { return known.scan }
            return HTMLAttributes.scan(bytes)
        }
        let ids = Dictionary(uniqueKeysWithValues: zip(pages, scans.map(\.ids)))
        let (reusable, changedIDs) = memo?.reusable(basePath: basePath, paths: Set(files.keys), ids: ids) ?? ([:], [])
        let results = Parallel.map(Array(zip(pages, scans))) { path, scan -> (result: CachedLinkResult, isNew: Bool) in
            let bytes = files[path]!.bytes
            let origin = origins[path] ?? Origin(file: path, links: [])
            if let previous = reusable[path], previous.origin == origin, previous.bytes == bytes,
                previous.fragmentTargets.isDisjoint(with: changedIDs)
            {
                return (previous, false)
            }
            let (problems, targets) = problems(in: path, urls: scan.urls, files: files, ids: ids, origin: origin)
            return (CachedLinkResult(bytes: bytes, scan: scan, origin: origin, problems: problems, fragmentTargets: targets), true)
        }
        memo?.keep(Dictionary(zip(pages, results.map(\.result)), uniquingKeysWith: { first, _ in first }),
                    checked: results.count { $0.isNew })
        return results.flatMap(\.result.problems)
    }
}

private extension LinkChecker {
    /// The broken links of one page, and the pages its fragments point into (its result depends on their ids).
    func problems(in path: String, urls: [String], files: [String: SnapshotFile], ids: [String: Set<String>], origin: Origin)
        -> ([SiteDiagnostic], Set<String>)
    {
        let folder = SitePaths.directory(of: path)
        var problems: [SiteDiagnostic] = []
        var reported: Set<String> = []
        var fragmentTargets: Set<String> = []
        for url in urls {
            let fragment = Self.fragment(of: url)
            var problem: String?
            if url.hasPrefix("#") {
                fragmentTargets.insert(path)
                if let fragment, !fragment.isEmpty, fragment != "top", ids[path]?.contains(fragment) != true {
                    problem = "no heading or anchor '\(fragment)' on this page"
                }
            } else if LinkTarget.isInternal(url) {
                guard let target = LinkTarget.outputPath(for: url, inFolder: folder, basePath: basePath) else {
                    problem = ""
                    report()
                    continue
                }
                let page = files[target] != nil ? target : (files[target + "/index.html"] != nil ? target + "/index.html" : nil)
                if let page {
                    if let fragment, !fragment.isEmpty, let pageIDs = ids[page] {
                        fragmentTargets.insert(page)
                        if !pageIDs.contains(fragment) { problem = "no heading or anchor '\(fragment)' on that page" }
                    }
                } else {
                    problem = ""
                }
            }
            report()

            func report() {
                guard let problem, reported.insert(url).inserted else { return }
                let detail = problem.isEmpty ? "" : ": \(problem)"
                let source = origin.links.filter { $0.url == url }
                if source.isEmpty {
                    problems.append(SiteDiagnostic(
                        file: origin.file, line: 1, message: "broken link '\(url)' in the template output of \(path)\(detail)"))
                }
                for link in source {
                    problems.append(SiteDiagnostic(
                        file: origin.file, line: link.line, column: link.column, message: "broken link '\(url)'\(detail)"))
                }
            }
        }
        return (problems, fragmentTargets)
    }

    /// The decoded text after `#`, or `nil` when there is none.
    static func fragment(of url: String) -> String? {
        // On the bytes: a search by `Character` would cost more than the rest of the check.
        let bytes = url.utf8
        guard let hash = bytes.firstIndex(of: UInt8(ascii: "#")) else { return nil }
        return PercentEncoding.decoded(String(Substring(bytes[bytes.index(after: hash)...])))
    }
}
