/// What a site offers language models, as llmstxt.org proposes: each page's Markdown beside its HTML
/// (`guide/install/index.md`), `llms.txt` listing the pages by section, and `llms-full.txt` holding them all.
enum LLMFiles {
    static let index = "llms.txt"
    static let full = "llms-full.txt"

    /// The files' paths, known without making them.
    static func paths(pages: [PublishedPage]) -> [String] {
        [index, full] + pages.map(\.rendered.location.markdownPath)
    }

    static func files(pages: [PublishedPage], tree: PageTree, config: SiteConfig) -> [(path: String, file: SnapshotFile)] {
        // Absolute where the base URL names a host, else from the site's root: a model may be given the file
        // alone, away from the site.
        let base = config.absoluteBaseURL ?? config.basePath
        let full = LLMsFullText.make(pages: pages, tree: tree) { page in base + pages[page].rendered.location.encoded }
        var files = pages.indices.map { index in
            let path = pages[index].rendered.location.markdownPath
            return (path: path, file: SnapshotFile(part: full.bytes[full.parts[index]], contentType: ContentTypes.forPath(path)))
        }
        let index = LLMsIndex.text(pages: pages, tree: tree, config: config) { page in
            LLMsIndex.destination(base + PercentEncoding.encodedPath(pages[page].rendered.location.markdownPath))
        }
        files.append((path: Self.index, file: SnapshotFile(bytes: Array(index.utf8), contentType: ContentTypes.forPath(Self.index))))
        files.append((path: Self.full, file: SnapshotFile(bytes: full.bytes, contentType: ContentTypes.forPath(Self.full))))
        return files
    }
}
