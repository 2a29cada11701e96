import VitrinePlatform

extension SiteBuilder {
    /// `files` with those inside a page bundle (a folder whose index page is published elsewhere: lowercased, or
    /// given a `path`, `slug` or `url`) moved under the page's URL, as Hugo and Zola copy a bundle's resources.
    /// A bundle translated beside its page (`index.fr.md`) has its files under each language's page too.
    static func filesInBundles(_ files: [SiteSource.StaticFile], pages: [PublishedPage], languages: SiteLanguages) -> [SiteSource.StaticFile] {
        var moved: [String: [String]] = [:]
        // Folders a page of the bundle is published at itself: their files stay there too.
        var kept: Set<String> = []
        for page in pages where page.source.isIndex {
            let directory = page.rendered.location.directory
            let folder = languages.linkFolder(of: page.source.path)
            // The home's own files (beside `_index.md`) go with its translations only.
            if folder.isEmpty, directory.isEmpty { continue }
            if directory == folder { kept.insert(folder) } else if !directory.hasSuffix(".html") { moved[folder, default: []].append(directory) }
        }
        guard !moved.isEmpty else { return files }
        return files.flatMap { file -> [SiteSource.StaticFile] in
            var folder = SitePaths.directory(of: file.path)
            if folder.isEmpty, let directories = moved[""] {
                return directories.map { SiteSource.StaticFile(path: $0 + file.path, bytes: file.bytes) } + [file]
            }
            while !folder.isEmpty {
                if let directories = moved[folder] {
                    let copies = directories.map { SiteSource.StaticFile(path: $0 + file.path.dropFirst(folder.count), bytes: file.bytes) }
                    return copies + (kept.contains(folder) ? [file] : [])
                }
                folder = SitePaths.directory(of: String(folder.dropLast()))
            }
            return [file]
        }
    }
}
