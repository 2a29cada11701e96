/// The values every template receives, whatever it renders.
struct TemplateContext {
    let config: SiteConfig
    let navigation: Navigation

    /// The shared keys for a page in `folder`: `site`, `root`, `nav`, `stylesheet`, `canonical`.
    ///
    /// `root` is relative (`./`, `../../`) so the site works from any sub-path; the 404 page, answered at
    /// any URL, gets the base path instead.
    func base(folder: String, outputPath: String, title: String, description: String, absolute: Bool = false) -> [String: Any] {
        let relative = SitePaths.rootPrefix(from: folder)
        let root = absolute ? config.basePath : (relative.isEmpty ? "./" : relative)
        var context: [String: Any] = [
            "site": ["title": config.title, "description": config.description, "language": config.language],
            "root": root,
            "nav": NavigationMenu(navigation: navigation, folder: folder, root: root),
            "title": title,
            "description": description.isEmpty ? config.description : description,
            "isHome": folder.isEmpty && !absolute,
        ]
        if let base = config.absoluteBaseURL, !absolute {
            context["canonical"] = base + folder
        }
        return context
    }
}
