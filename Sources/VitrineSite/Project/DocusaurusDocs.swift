/// Docusaurus' name for a page, its doc id, which sidebars list and its URL is made of: the page's folder
/// and its front matter's `id`, or else its file name, number prefixes dropped from both (`01-guides/02-intro.md`
/// is `guides/intro`, as Docusaurus drops them by default).
enum DocusaurusDocs {
    /// - Parameter mounts: The prefixes other folders of pages are read under (`0.77/`, `blog/`): kept as they
    ///   are, ahead of the id, which is made from the rest.
    static func id(of page: PageSource, mounts: [String] = []) -> String {
        let mount = mounts.first { page.sourceFolder.hasPrefix($0) } ?? ""
        let folders = mount + page.sourceFolder.dropFirst(mount.count).split(separator: "/").map { withoutNumberPrefix(String($0)) + "/" }.joined()
        if case .scalar(let id, _)? = page.matter.params["id"], !id.isEmpty { return folders + id }
        return folders + withoutNumberPrefix(page.name)
    }

    /// `01-intro` → `intro`; a name that is only a number, or has no separator after it, stays.
    static func withoutNumberPrefix(_ name: String) -> String {
        guard let end = name.firstIndex(where: { !$0.isNumber }), end > name.startIndex, "-_.".contains(name[end]) else { return name }
        let rest = name[name.index(after: end)...]
        // A version or a date (`10.20`, `2024-01-01-post`) keeps its number, as Docusaurus' prefix parser ignores
        // a number followed by another.
        if rest.first?.isNumber == true { return name }
        return rest.isEmpty ? name : String(rest)
    }

    /// A doc named as its folder (`build/build.md`) is the folder's index where the folder has no `index.md` or
    /// `README.md`, as Docusaurus' category index convention publishes it at the folder's URL.
    static func folderNamedIndexes(_ pages: [PageSource]) -> [PageSource] {
        let indexed = Set(pages.lazy.filter(\.isIndex).map(\.sourceFolder))
        return pages.map { page in
            var page = page
            let folder = page.sourceFolder.split(separator: "/").last.map { $0.lowercased() }
            if !page.isIndex, folder == page.name.lowercased(), !indexed.contains(page.sourceFolder) { page.isIndex = true }
            return page
        }
    }
}
