/// Checks that every internal `href` and `src` in the output's HTML names a file of the output, and that a
/// `#fragment` names an `id` on the page it points at.
struct LinkChecker: Sendable {
    /// Where a page's problems are reported: its source and its links' positions there.
    struct Origin: Sendable, Equatable {
        let file: String
        let links: [RenderedPage.Link]
        /// A file of the site's, copied as it is: its links are its own, not a template's.
        var isCopied = false
        /// The links (by their index in `links`) a file the page includes holds (mdBook's `{{#include}}`): each at
        /// the directive's place, and one broken there is reported once for every page that includes it.
        var included: Set<Int> = []
    }

    let basePath: String
    /// Whether a link that climbs out of the site is left unchecked: another tool's project was written for
    /// its own host, where such a link reaches a neighbouring site (mdBook's `../std/…` beside a book).
    var linksOutOfSiteAreExternal = false
    /// Whether, of those, a link to a file (its last part has an extension) is checked all the same: MkDocs
    /// publishes its docs folder alone, so `../src/main.c` reaches nothing, and MkDocs warns of it.
    var fileLinksOutOfSiteAreChecked = false
    /// Whether `/x` reaches `x.html`, as GitHub Pages answers it: a Jekyll site's authors link its file-style
    /// pages without the extension.
    var servesHTMLWithoutExtension = false
    /// Pages whose own links go unchecked, though links to them are checked: the print page, whose links are
    /// its pages' own, moved, so a broken one is reported once, where its author wrote it.
    var unchecked: Set<String> = []
    /// Whether a link to a page that is there but lacks the section it names is a warning: another tool's
    /// project builds with it (Docusaurus and MkDocs warn, Hugo and Zola do not check), and its ids may be
    /// made otherwise than vitrine's (Zola's transliterated ones).
    var missingAnchorsAreWarnings = false
    /// Routes whose pages another tool makes by running code (VitePress' `packages/[pkg]`), which vitrine does not
    /// build: a link into one is not checked.
    var unbuiltRoutes: [String] = []

    /// One diagnostic per broken link, at the link's source position when it came from Markdown, else at
    /// the page's first line naming the template that wrote it.
    ///
    /// - Parameters:
    ///   - memo: The last build's results, reused for a page whose bytes and origin are unchanged when the
    ///     output holds the same paths and the pages its fragments point at kept their ids.
    ///   - scanned: The links and ids of pages whose bytes `files` does not hold (written as they were made).
    func check(
        _ files: [String: SnapshotFile], origins: [String: Origin], scanned: [String: HTMLAttributes.Scan] = [:], memo: LinkMemo? = nil
    ) -> [SiteDiagnostic] {
        let pages = files.keys.filter { $0.hasSuffix(".html") && !unchecked.contains($0) }.sorted()
        // A page whose bytes the last build checked keeps its scan: a rebuild reads only the pages it changed.
        let previous = memo?.previous() ?? [:]
        // Pages in runs, each with its own URLs shared between its pages and its own memo of resolved URLs:
        // neighbouring pages share most menu links.
        let runLength = max(1, (pages.count + 15) / 16)
        let runRanges = stride(from: 0, to: pages.count, by: runLength).map { $0..<min($0 + runLength, pages.count) }
        let scans = Parallel.map(runRanges.map { pages[$0] }) { run -> [HTMLAttributes.Scan] in
            let urls = URLTable()
            return run.map { path in
                if let scan = scanned[path] { return scan }
                let bytes = files[path]!.bytes
                if let known = previous[path], known.bytes == bytes { return known.scan }
                return HTMLAttributes.linkScan(bytes, sharing: urls)
            }
        }.flatMap { $0 }
        let ids = Dictionary(uniqueKeysWithValues: zip(pages, scans.map(\.ids)))
        // The memo's results hold for the same rules only.
        let rules = basePath + (linksOutOfSiteAreExternal ? " (links out of the site unchecked)" : "")
            + (fileLinksOutOfSiteAreChecked ? " (file links out of the site checked)" : "") + (servesHTMLWithoutExtension ? " (/x reaches x.html)" : "")
            + (missingAnchorsAreWarnings ? " (missing anchors warned)" : "") + unbuiltRoutes.map { " (\($0) unchecked)" }.joined()
        let (reusable, changedIDs) = memo?.reusable(basePath: rules, paths: Set(files.keys), ids: ids) ?? ([:], [])
        let pageScans = Array(zip(pages, scans))
        let runs = runRanges.map { pageScans[$0] }
        let results = Parallel.map(runs) { run -> [(result: CachedLinkResult, isNew: Bool)] in
            var targets = ResolvedTargets()
            return run.map { path, scan -> (result: CachedLinkResult, isNew: Bool) in
                let bytes = files[path]!.bytes
                let origin = origins[path] ?? Origin(file: path, links: [])
                if let previous = reusable[path], previous.origin == origin, previous.bytes == bytes,
                    previous.fragmentTargets.isDisjoint(with: changedIDs)
                {
                    return (previous, false)
                }
                let (problems, fragmentTargets) = problems(in: path, urls: scan.urls, files: files, ids: ids, origin: origin, targets: &targets)
                return (CachedLinkResult(bytes: bytes, scan: scan, origin: origin, problems: problems, fragmentTargets: fragmentTargets), true)
            }
        }.flatMap { $0 }
        memo?.keep(Dictionary(zip(pages, results.map(\.result)), uniquingKeysWith: { first, _ in first }),
                    checked: results.count { $0.isNew })
        return Self.collapsingIncluded(results.flatMap(\.result.problems))
    }

    /// What a link in an included file is called in a message: its text, the same on every page that includes it.
    static let includedLinkMark = "in a file this page includes"

    /// One message for each broken link of an included file, at the first page that includes it, with the count of
    /// the others: a header every chapter includes would otherwise bury the site's other messages.
    static func collapsingIncluded(_ problems: [SiteDiagnostic]) -> [SiteDiagnostic] {
        guard problems.contains(where: { $0.message.contains(includedLinkMark) }) else { return problems }
        var first: [String: Int] = [:]
        var more: [Int: Int] = [:]
        var kept: [SiteDiagnostic] = []
        for problem in problems.sorted() {
            guard problem.message.contains(includedLinkMark) else {
                kept.append(problem)
                continue
            }
            if let index = first[problem.message] {
                more[index, default: 0] += 1
            } else {
                first[problem.message] = kept.count
                kept.append(problem)
            }
        }
        for (index, count) in more {
            let problem = kept[index]
            kept[index] = SiteDiagnostic(
                file: problem.file, line: problem.line, column: problem.column,
                message: problem.message + " (the same on \(count) more \(count == 1 ? "page" : "pages"))", severity: problem.severity)
        }
        return kept
    }
}

private extension LinkChecker {
    /// The broken links of one page, and the pages its fragments point into (its result depends on their ids).
    func problems(
        in path: String, urls: [String], files: [String: SnapshotFile], ids: [String: PageIDs], origin: Origin,
        targets: inout ResolvedTargets
    ) -> ([SiteDiagnostic], Set<String>) {
        let folder = SitePaths.directory(of: path)
        let depth = folder.utf8.count { $0 == UInt8(ascii: "/") }
        var problems: [SiteDiagnostic] = []
        var reported: Set<String> = []
        var fragmentTargets: Set<String> = []
        for url in urls {
            let fragment = Self.fragment(of: url)
            var problem: String?
            var isAnchor = false
            if url.startsWithHash {
                fragmentTargets.insert(path)
                if let fragment, !fragment.isEmpty, fragment != "top", ids[path]?.contains(fragment) != true,
                    ids[path]?.contains(Self.rawFragment(of: url)) != true
                {
                    problem = "no heading or anchor '\(fragment)' on this page"
                    isAnchor = true
                }
            } else if LinkTarget.isInternal(url) {
                let page = targets.page(for: url, depth: depth) {
                    guard let target = LinkTarget.outputPath(for: url, inFolder: folder, basePath: basePath) else { return nil }
                    if files[target] != nil { return target }
                    if files[target + "/index.html"] != nil { return target + "/index.html" }
                    return servesHTMLWithoutExtension && files[target + ".html"] != nil ? target + ".html" : nil
                }
                if let page {
                    if let fragment, !fragment.isEmpty, let pageIDs = ids[page] {
                        fragmentTargets.insert(page)
                        if !pageIDs.contains(fragment), !pageIDs.contains(Self.rawFragment(of: url)) {
                            problem = "no heading or anchor '\(fragment)' on that page"
                            isAnchor = true
                        }
                    }
                } else {
                    let target = LinkTarget.outputPath(for: url, inFolder: folder, basePath: basePath)
                    if let target, isInUnbuiltRoute(target) {
                        // A page of a route vitrine does not build: named once in the build's warning about the route.
                    } else if !(linksOutOfSiteAreExternal && target == nil) {
                        problem = ""
                    } else if fileLinksOutOfSiteAreChecked, LinkTarget.namesFile(url) {
                        problem = "it leads out of the docs folder, which alone is published"
                    }
                }
            }
            report()

            func report() {
                guard let problem, reported.insert(url).inserted else { return }
                let detail = problem.isEmpty ? "" : ": \(problem)"
                let severity: SiteDiagnostic.Severity = isAnchor && missingAnchorsAreWarnings ? .warning : .error
                // A link's URL as recorded, or as cmark escaped it in the HTML (`<a b.md>`, a fragment in Chinese).
                let isThisLink = { (link: RenderedPage.Link) in link.url == url || LinkTarget.asWrittenByCmark(link.url) == url }
                if !origin.links.contains(where: isThisLink) {
                    let place = origin.isCopied ? "" : " in the template output of \(path)"
                    problems.append(SiteDiagnostic(file: origin.file, line: 1, message: "broken link '\(url)'\(place)\(detail)", severity: severity))
                }
                for (index, link) in origin.links.enumerated() where isThisLink(link) {
                    // The author's text, and where vitrine sent it when that differs (a `.md` link made a URL); an
                    // included file's text is the same on every page, where it is sent is not.
                    let isIncluded = origin.included.contains(index)
                    // A template form left unresolved (`@/x.md`, `vitrine-ref:x`) is vitrine's own mark, not an address.
                    let unresolved = url.hasPrefix(LinkTemplates.rootPrefix) || url.hasPrefix(LinkTemplates.referenceScheme)
                    let resolved = isIncluded ? " \(Self.includedLinkMark)" : link.written == link.url || unresolved ? "" : " (resolved to '\(link.url)')"
                    problems.append(SiteDiagnostic(
                        file: origin.file, line: link.line, column: link.column, message: "broken link '\(link.written)'\(resolved)\(detail)",
                        severity: severity))
                }
            }
        }
        return (problems, fragmentTargets)
    }

    /// Whether an output path is a page of one of `unbuiltRoutes`: each of the route's parts is the path's or a
    /// parameter (`[pkg]`); a rest parameter (`[...all]`) takes every part after it.
    func isInUnbuiltRoute(_ target: String) -> Bool {
        guard !unbuiltRoutes.isEmpty else { return false }
        var path = Substring(target)
        for suffix in ["/index.html", ".html", "/"] where path.hasSuffix(suffix) { path = path.dropLast(suffix.count) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return unbuiltRoutes.contains { route in
            let pattern = route.split(separator: "/", omittingEmptySubsequences: false)
            for (index, part) in pattern.enumerated() {
                if part.hasPrefix("[..."), part.hasSuffix("]") { return parts.count >= index }
                guard index < parts.count else { return false }
                if part.first == "[", part.contains("]") { continue }
                guard part == parts[index] else { return false }
            }
            return pattern.count == parts.count
        }
    }


    /// The text after `#` as written: a browser looks for an id of that text before it decodes it, so
    /// GFM's percent-encoded footnote ids (`fn-%E2%80%A0` for `[^†]`) are found.
    static func rawFragment(of url: String) -> String {
        url.fragmentText
    }

    /// The decoded text after `#`, or `nil` when there is none.
    static func fragment(of url: String) -> String? {
        // On the contiguous bytes: a search by `Character`, or through the UTF-8 view's indices, would cost
        // more than the rest of the check.
        var url = url
        return url.withUTF8 { bytes -> String? in
            guard let hash = bytes.firstIndex(of: UInt8(ascii: "#")) else { return nil }
            return PercentEncoding.decoded(String(decoding: bytes[(hash + 1)...], as: UTF8.self))
        }
    }
}

/// The output file each internal URL names, worked out once per URL and folder depth where only the depth
/// matters: a URL that climbs exactly to the root (`../../a/`, as every template link does) names the same
/// file from every folder that deep.
struct ResolvedTargets {
    private var fromRoot: [Int: [String: String?]] = [:]

    /// - Parameter depth: How many folders deep the linking page is.
    mutating func page(for url: String, depth: Int, resolve: () -> String?) -> String? {
        guard Self.climbsToRoot(url, depth: depth) else { return resolve() }
        if let known = fromRoot[depth]?[url] { return known }
        let page = resolve()
        fromRoot[depth, default: [:]][url] = .some(page)
        return page
    }

    /// Whether `url` starts with `../` once per level and then names something other than `.`, `/` or a query.
    static func climbsToRoot(_ url: String, depth: Int) -> Bool {
        let bytes = url.utf8
        guard bytes.count > depth * 3 else { return false }
        var index = bytes.startIndex
        for _ in 0..<depth {
            for expected in [UInt8(ascii: "."), UInt8(ascii: "."), UInt8(ascii: "/")] {
                guard bytes[index] == expected else { return false }
                index = bytes.index(after: index)
            }
        }
        let next = bytes[index]
        return next != UInt8(ascii: ".") && next != UInt8(ascii: "/") && next != UInt8(ascii: "?") && next != UInt8(ascii: "#")
    }
}
