/// The assembly's memo: each page's navigation and templated file, and the catalog's files.
final class TemplatingMemo {
    private var inputs: TemplateInputs?
    private var pageFiles: [String: CachedPageFile] = [:]
    private var catalogFiles: (docs: Set<String>, components: [String: String], files: [AssembledFile])?
    private var navigation: (tree: PageTree, inputs: [NavigationInputs], values: [PageNavigation])?
    /// Pages templated by the current build.
    var templated = 0

    /// The templated pages of the last build made with the same `inputs`, by output path.
    func reusablePageFiles(madeWith inputs: TemplateInputs) -> [String: CachedPageFile] {
        if self.inputs != inputs {
            self.inputs = inputs
            pageFiles = [:]
            catalogFiles = nil
        }
        return pageFiles
    }

    func keep(pageFiles kept: [String: CachedPageFile], templated: Int) {
        pageFiles = kept
        self.templated += templated
    }

    /// The catalog's files when the same component docs pages and the same component files of the site's own
    /// exist; call after `reusablePageFiles`.
    func reusableCatalogFiles(docs: Set<String>, components: [String: String]) -> [AssembledFile]? {
        guard let catalogFiles, catalogFiles.docs == docs, catalogFiles.components == components else { return nil }
        return catalogFiles.files
    }

    func keep(catalogFiles files: [AssembledFile], docs: Set<String>, components: [String: String]) {
        catalogFiles = (docs, components, files)
    }

    /// The navigation of every node, in reading order, when the tree and what the pages add to it are the last build's.
    func reusableNavigation(for tree: PageTree, inputs: [NavigationInputs]) -> [PageNavigation]? {
        guard let navigation, navigation.tree == tree, navigation.inputs == inputs else { return nil }
        return navigation.values
    }

    func keep(navigation values: [PageNavigation], for tree: PageTree, inputs: [NavigationInputs]) {
        navigation = (tree, inputs, values)
    }
}

/// The templated page made from a page's values.
struct CachedPageFile: Sendable {
    let values: PageValues
    let file: SnapshotFile
}

/// What every templated output depends on besides its own values.
struct TemplateInputs: Equatable {
    let templates: [String: String]
    let config: SiteConfig
    /// Every page's header links to the page index.
    let allPagesPath: String
    /// Every page's footer links to the print page.
    let printPath: String?
}

/// One output file with where it came from, as the assembly adds it.
struct AssembledFile {
    let path: String
    let file: SnapshotFile
    let origin: LinkChecker.Origin?
}

/// What a page adds to the navigation besides the tree: its description in lists, and whether its index lists its folder.
struct NavigationInputs: Equatable {
    let description: String?
    let isEmpty: Bool
    /// Docsy's `no_list`, where sections list their pages under their text.
    let noList: Bool
}
