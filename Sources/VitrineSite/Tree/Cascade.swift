import Foundation

/// Hugo's `cascade`: front matter a section's index page hands down to every page below it that does not set
/// the key itself (a version number, a Git tag). The nearest section's value wins; a section's cascade aimed with
/// `_target` or `target` at some pages only is not applied. The site config's cascade is applied only where it
/// keeps the pages its `target` matches from being rendered (`unrendered`).
enum Cascade {
    /// The inherited settings of each page that has any, by source path.
    static func inherited(by pages: [PageSource]) -> [String: [String: HeaderValue]] {
        var bySection: [String: [String: HeaderValue]] = [:]
        for page in pages where page.isIndex {
            if let values = handedDown(by: page), !values.isEmpty { bySection[page.sourceFolder] = values }
        }
        guard !bySection.isEmpty else { return [:] }
        var inherited: [String: [String: HeaderValue]] = [:]
        for page in pages {
            var values: [String: HeaderValue] = [:]
            // An index page takes only the cascades of the sections above its own.
            var folder: String? = page.isIndex ? parent(of: page.sourceFolder) : page.sourceFolder
            while let current = folder {
                if let section = bySection[current] { values.merge(section) { nearer, _ in nearer } }
                folder = parent(of: current)
            }
            if !values.isEmpty { inherited[page.path] = values }
        }
        return inherited
    }

    /// The pages a section's cascade keeps from being rendered (`build: {render: never}`, `headless: true`), by
    /// source path: Hugo's headless bundles of snippets, glossary terms listed on one page. A section's index
    /// page takes its own cascade too; a page saying itself whether it is rendered is not decided for. The site
    /// config's cascade (`siteCascade`) hides the pages its `target` matches, by `path` (a glob, as Hugo matches it
    /// against `/docs/_includes/note`) and `kind`.
    static func unrendered(_ pages: [PageSource], siteCascade: HeaderValue? = nil) -> Set<String> {
        var hidden = Set(siteCascade.map { hiddenByTargets(pages, cascade: $0) } ?? [])
        hidden.formUnion(unrenderedBySections(pages))
        return hidden
    }

    private static func unrenderedBySections(_ pages: [PageSource]) -> Set<String> {
        var hiding: [String: Bool] = [:]
        for page in pages where page.isIndex {
            guard let values = handedDown(by: page) else { continue }
            let says = FrontMatter.unpublishingKeys.contains { values[$0] != nil }
            if says { hiding[page.sourceFolder] = FrontMatter.cascadeHidesPages(values) }
        }
        guard hiding.values.contains(true) else { return [] }
        var hidden: Set<String> = []
        for page in pages where !page.matter.setsRendering {
            var folder: String? = page.sourceFolder
            while let current = folder {
                if let hides = hiding[current] {
                    if hides { hidden.insert(page.path) }
                    break
                }
                folder = parent(of: current)
            }
        }
        return hidden
    }

    /// The pages the site config's cascade entries that hide pages aim at with their `target` (or `_target`).
    private static func hiddenByTargets(_ pages: [PageSource], cascade: HeaderValue) -> [String] {
        let entries: [HeaderValue] = if case .list(let list) = cascade { list } else { [cascade] }
        let targets = entries.compactMap { entry -> (path: NSRegularExpression?, kind: String?)? in
            guard case .table(let table) = entry, FrontMatter.cascadeHidesPages(table) else { return nil }
            let target = table["target"] ?? table["_target"]
            guard case .scalar(let path, _)? = target?["path"] else { return target == nil ? (nil, nil) : nil }
            guard let pattern = HugoGlob.expression(path) else { return nil }
            let kind: String? = if case .scalar(let kind, _)? = target?["kind"] { kind } else { nil }
            return (pattern, kind)
        }
        guard !targets.isEmpty else { return [] }
        return pages.filter { page in
            guard !page.matter.setsRendering else { return false }
            let path = hugoPath(of: page)
            let kind = page.name == "_index" ? (page.sourceFolder.isEmpty ? "home" : "section") : "page"
            return targets.contains { target in
                (target.kind == nil || target.kind == kind)
                    && (target.path.map { $0.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil } ?? true)
            }
        }.map(\.path)
    }

    /// A page's path as Hugo's cascade targets match it: `/docs/_includes/note` (a section's without `_index`).
    static func hugoPath(of page: PageSource) -> String {
        let folder = "/" + page.sourceFolder
        let path = page.name == "_index" || page.name == "index" ? String(folder.dropLast()) : folder + page.name
        return path.isEmpty ? "/" : path.lowercased()
    }

    /// What a section's index page hands down with `cascade` (one table or a list of them), those aimed at
    /// some pages only left out; `nil` when it has no cascade.
    private static func handedDown(by page: PageSource) -> [String: HeaderValue]? {
        guard let given = page.matter.params["cascade"] else { return nil }
        let entries: [HeaderValue] = if case .list(let list) = given { list } else { [given] }
        var values: [String: HeaderValue] = [:]
        for case .table(let table) in entries where table["_target"] == nil && table["target"] == nil {
            values.merge(table) { first, _ in first }
        }
        return values
    }

    /// The folder above `folder` (`a/b/` → `a/`, `a/` → ``), `nil` above the root.
    private static func parent(of folder: String) -> String? {
        guard !folder.isEmpty else { return nil }
        let trimmed = folder.dropLast()
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return String(trimmed[...slash])
    }
}
