/// The link check's memo: each page's scan and problems, reused while its bytes, its origin, the set of
/// output paths and the ids of the pages its fragments point into are the same.
final class LinkMemo {
    private var inputs: (basePath: String, paths: Set<String>)?
    private var results: [String: CachedLinkResult] = [:]
    private var ids: [String: PageIDs] = [:]
    /// Pages checked by the current build.
    var checked = 0

    /// The link checks of the last build over the same output paths, by page path, and the pages whose ids
    /// changed since (a result that points a fragment into one of them is stale).
    func reusable(basePath: String, paths: Set<String>, ids: [String: PageIDs]) -> ([String: CachedLinkResult], Set<String>) {
        let previousIDs = self.ids
        self.ids = ids
        if inputs?.basePath != basePath || inputs?.paths != paths {
            inputs = (basePath, paths)
            results = [:]
            return ([:], [])
        }
        let changed = Set(ids.compactMap { path, pageIDs in previousIDs[path] == pageIDs ? nil : path })
        return (results, changed)
    }

    /// The last build's link checks whatever its output paths, for the pages' scans.
    func previous() -> [String: CachedLinkResult] { results }

    func keep(_ kept: [String: CachedLinkResult], checked: Int) {
        results = kept
        self.checked += checked
    }
}

/// The problems found in a page's bytes, reported at its links' places.
struct CachedLinkResult {
    let bytes: [UInt8]
    /// The URLs and ids read from `bytes`.
    let scan: HTMLAttributes.Scan
    let origin: LinkChecker.Origin
    let problems: [SiteDiagnostic]
    /// The pages this page's `#fragment` links point into.
    let fragmentTargets: Set<String>
}
