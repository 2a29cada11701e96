/// The values every template receives, whatever it renders.
// `site` holds only text, numbers, booleans and their lists and dictionaries, never changed after `init`.
struct TemplateContext: @unchecked Sendable {
    let config: SiteConfig
    let menu: Menu?
    /// The `site` key, made once: every page shares it.
    private let site: [String: Any]

    init(config: SiteConfig, menu: Menu?) {
        self.config = config
        self.menu = menu
        site = [
            "title": config.title, "description": config.description, "language": config.language, "catalog": config.catalog,
            "params": config.params.mapValues(\.templateValue),
        ]
    }

    /// The shared keys for a page whose output file is `outputPath`: `site`, `root`, `nav`, `title`,
    /// `description`, `canonical`, `isHome`.
    ///
    /// `root` is relative (`./`, `../../`) so the site works from any sub-path; the 404 page, answered at
    /// any URL, gets the base path instead.
    func base(outputPath: String, title: String, description: String, node: Int? = nil, absolute: Bool = false) -> [String: Any] {
        let directory = SitePaths.directory(of: outputPath)
        let relative = SitePaths.rootPrefix(from: directory)
        let root = absolute ? config.basePath : (relative.isEmpty ? "./" : relative)
        let urlPath = outputPath.hasSuffix("index.html") ? String(outputPath.dropLast("index.html".count)) : outputPath
        var context: [String: Any] = [
            "site": site,
            "root": root,
            "title": title,
            "description": description.isEmpty ? config.description : description,
            "isHome": urlPath.isEmpty && !absolute,
        ]
        if let menu {
            context["nav"] = NavigationMenu(menu: menu, node: node ?? 0, root: root)
            // A page of the tree brings its own menu (`PageValues`); the others show home's.
            if node == nil { context["menu"] = menu.html(for: 0, root: root) }
        }
        if let base = config.absoluteBaseURL, !absolute {
            context["canonical"] = base + PercentEncoding.encodedPath(urlPath)
        }
        return context
    }
}
