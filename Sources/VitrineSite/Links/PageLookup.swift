/// Finds a page by the names other tools link it with: its source file from the content root, the URL the
/// tool gives it, or a Hugo reference.
struct PageLookup: Sendable {
    /// Every page's URL by source path.
    let locations: [String: PageLocation]
    /// Source paths by file name without `.md`, lower case, for Hugo references that name a page anywhere in the
    /// site, in any case, as Hugo finds them; made only for a site that can have them.
    private let byName: [String: [String]]
    /// Every page's URL path, for links that name a page by its address (`/docs/runner`, a doc's `id`).
    private let addresses: Set<String>

    init(locations: [String: PageLocation], namesPages: Bool) {
        self.locations = locations
        addresses = Set(locations.values.map(\.path))
        guard namesPages else {
            byName = [:]
            return
        }
        var byName: [String: [String]] = [:]
        for path in locations.keys {
            // A folder's index page goes by the folder's name, as Hugo names a bundle.
            let parts = path.dropLast(3).split(separator: "/")
            guard var name = parts.last else { continue }
            if ["index", "_index"].contains(name), parts.count > 1 { name = parts[parts.count - 2] }
            byName[name.lowercased(), default: []].append(path)
        }
        self.byName = byName.mapValues { $0.sorted() }
    }

    /// The page published at the URL path `path` (`runner` or `runner/`), if one is.
    func page(publishedAt path: String) -> PageLocation? {
        let folder = path.hasSuffix("/") ? path : path + "/"
        return addresses.contains(folder) ? PageLocation(path: folder) : addresses.contains(path) ? PageLocation(path: path) : nil
    }

    /// The page whose source is `path` from the content root: `guide/intro.md`, `guide/intro` or `guide/`.
    func page(at path: String) -> PageLocation? {
        let path = path.hasPrefix("/") ? String(path.dropFirst()) : path
        if let location = locations[path] { return location }
        return page(named: path)
    }

    /// The page an output name means: `intro.html` or `intro` is `intro.md`, `guide/` and `guide/index.html`
    /// are the folder's index page; `nil` for any other file (`logo.png`) or a name no page has.
    func page(named path: String) -> PageLocation? {
        var stem = path
        if stem.hasSuffix(".md") { return locations[stem] }
        // Every page is known by its Markdown name (`SiteSource.PageFile`): `a.mdx` and `a.markdown` are `a.md`.
        if let dot = stem.lastIndex(of: "."), SiteSource.pageExtensions.contains(String(stem[stem.index(after: dot)...])) {
            return locations[stem[..<dot] + ".md"]
        }
        let namesHTML = stem.hasSuffix(".html")
        if namesHTML { stem = String(stem.dropLast(5)) }
        if stem.hasSuffix("/index") || stem == "index" { stem = String(stem.dropLast(5)) }
        if stem.isEmpty || stem.hasSuffix("/") {
            // `guide/` is the folder's index page, or `guide.md` published at `guide/`.
            return ["index.md", "_index.md", "README.md", "readme.md"].lazy.compactMap { locations[stem + $0] }.first
                ?? (stem.isEmpty ? nil : locations[stem.dropLast() + ".md"])
        }
        // A name with a dot is a file's (`logo.png`), unless it was a page's `.html` (`reference-2.0.0.html`).
        guard namesHTML || !(stem.split(separator: "/").last ?? "").contains(".") else { return nil }
        return locations[stem + ".md"] ?? page(named: stem + "/")
    }

    /// A Hugo `ref`/`relref` target: a path from the page's folder, else from the content root, `.md` or not;
    /// else the one page anywhere with that path's ending, as Hugo finds a page by its logical name.
    /// - Parameter inLanguage: Whether a page is in the referring page's language: of several pages with that
    ///   name (a page and its translations), Hugo takes the one in the page's own language.
    func reference(_ reference: String, from folder: String, inLanguage: (String) -> Bool = { _ in true }) -> PageLocation? {
        let trimmed = reference.hasSuffix("/") ? String(reference.dropLast()) : reference
        if !trimmed.hasPrefix("/"), let resolved = SitePaths.resolve(trimmed, in: folder), let location = page(at: resolved) { return location }
        if let location = page(at: trimmed) { return location }
        let withoutExtension = trimmed.hasSuffix(".md") ? String(trimmed.dropLast(3)) : trimmed
        let name = String(withoutExtension.split(separator: "/").last ?? "").lowercased()
        let ending = (withoutExtension.hasPrefix("/") ? String(withoutExtension.dropFirst()) : withoutExtension).lowercased()
        let matches = (byName[name] ?? []).filter { path in
            let stem = String(path.dropLast(3)).lowercased()
            let folderStem = stem.hasSuffix("/index") ? String(stem.dropLast(6)) : stem.hasSuffix("/_index") ? String(stem.dropLast(7)) : stem
            return stem == ending || stem.hasSuffix("/" + ending) || folderStem == ending || folderStem.hasSuffix("/" + ending)
        }
        if matches.count == 1 { return locations[matches[0]] }
        let own = matches.filter(inLanguage)
        return own.count == 1 ? locations[own[0]] : nil
    }
}
