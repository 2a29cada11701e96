/// Each stage's way in and out of the cache; called only during a build, under the build lock.
extension BuildCache {
    /// The pages the last build rendered with the same `inputs`, by source path; forgets them all otherwise.
    func reusablePages(renderedWith inputs: PageRenderer.Inputs) -> [String: CachedPage] {
        if pageInputs != inputs {
            pageInputs = inputs
            pages = [:]
        }
        return pages
    }

    func keep(pages kept: [CachedPage], rendered: Int) {
        pages = Dictionary(kept.map { ($0.page.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        statistics.renderedPages += rendered
    }

    /// The templated pages of the last build made with the same `inputs`, by output path.
    func reusablePageFiles(madeWith inputs: TemplateInputs) -> [String: CachedPageFile] {
        if templateInputs != inputs {
            templateInputs = inputs
            pageFiles = [:]
            catalogFiles = nil
        }
        return pageFiles
    }

    func keep(pageFiles kept: [String: CachedPageFile], templated: Int) {
        pageFiles = kept
        statistics.templatedPages += templated
    }

    /// The catalog's files when the same component docs pages exist; call after `reusablePageFiles`.
    func reusableCatalogFiles(docs: Set<String>) -> [AssembledFile]? {
        catalogFiles?.docs == docs ? catalogFiles?.files : nil
    }

    func keep(catalogFiles files: [AssembledFile], docs: Set<String>) {
        catalogFiles = (docs, files)
    }

    /// The link checks of the last build over the same output paths, by page path, and the pages whose ids
    /// changed since (a result that points a fragment into one of them is stale).
    func reusableLinkResults(basePath: String, paths: Set<String>, ids: [String: Set<String>]) -> ([String: CachedLinkResult], Set<String>) {
        let previousIDs = linkIDs
        linkIDs = ids
        if linkInputs?.basePath != basePath || linkInputs?.paths != paths {
            linkInputs = (basePath, paths)
            linkResults = [:]
            return ([:], [])
        }
        let changed = Set(ids.compactMap { path, pageIDs in previousIDs[path] == pageIDs ? nil : path })
        return (linkResults, changed)
    }

    /// The last build's link checks whatever its output paths, for the pages' scans.
    func previousLinkResults() -> [String: CachedLinkResult] { linkResults }

    func keep(linkResults kept: [String: CachedLinkResult], checked: Int) {
        linkResults = kept
        statistics.checkedPages += checked
    }

    /// The navigation of every node, in reading order, when the tree and what the pages add to it are the last build's.
    func reusableNavigation(for tree: PageTree, inputs: [NavigationInputs]) -> [PageNavigation]? {
        guard let navigation, navigation.tree == tree, navigation.inputs == inputs else { return nil }
        return navigation.values
    }

    func keep(navigation values: [PageNavigation], for tree: PageTree, inputs: [NavigationInputs]) {
        navigation = (tree, inputs, values)
    }

    /// The headers of the last build, by source path; each is reused while its file's text is the same.
    func reusableHeaders() -> [String: PageSource] { headers }

    func keep(headers kept: [PageSource]) {
        headers = Dictionary(kept.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
