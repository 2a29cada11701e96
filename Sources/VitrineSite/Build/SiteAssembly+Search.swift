import VitrineSearch

extension SiteAssembly {
    /// The search index of the Markdown pages (`search/…`, see `SearchIndex`): each page with its title and
    /// its top section ("Components" for `components/veil/`).
    /// - Parameter rendered: The pages as rendered while templated, by index, where `pages` hold their headers only.
    static func searchDocuments(_ pages: [PublishedPage], tree: PageTree, rendered: [RenderedPage?] = []) -> [SearchDocument] {
        pages.indices.map { index -> SearchDocument in
            let node = tree.nodeOfPage[index]
            let ancestors = tree.ancestors(of: node)
            let section = ancestors.count >= 2 ? tree.nodes[ancestors[1]].menuTitle : ""
            return SearchDocument(
                url: tree.nodes[node].location.encoded, title: tree.nodes[node].title, section: section,
                text: (rendered.isEmpty ? nil : rendered[index])?.reading ?? pages[index].rendered.reading)
        }
    }

    /// A search entry for each component's catalog page (`catalog/NAME/`), the built-ins' and the site's own:
    /// found by its name, its summary, its presets and its parameters with their help.
    static func catalogSearchDocuments(_ catalog: [CatalogEntry], section: String) -> [SearchDocument] {
        catalog.map { entry in
            var text = PageTextBuilder()
            text.read(entry.summary)
            text.separate()
            text.read(entry.presets.map(\.title).joined(separator: ", "))
            for parameter in entry.parameters {
                text.separate()
                text.read(parameter.name + ": " + parameter.help)
            }
            return SearchDocument(url: entry.folder, title: entry.name, section: section, sections: text.sections())
        }
    }

    /// The index files, with the stems of the site's `language`.
    /// Each index file handed to `add` as it is made.
    static func writeSearchFiles(_ documents: [SearchDocument], language: String, add: (_ path: String, _ file: SnapshotFile) -> Void) {
        SearchIndex.write(documents, language: language) { path, bytes in add(path, SnapshotFile(bytes: bytes, contentType: ContentTypes.forPath(path))) }
    }
}
