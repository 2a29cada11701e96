import VitrineMustache

/// The values every template receives, whatever it renders.
struct TemplateContext: Sendable {
    let config: SiteConfig
    let menu: Menu?
    /// The theme's words in the pages' language (`ThemeWords`).
    let words: [String: String]
    /// The `site` key, made once: every page shares it.
    private let site: MustacheValue
    /// The `site` key, for templates that draw something other than a page (the social cards).
    var siteValue: MustacheValue { site }

    /// - Parameters:
    ///   - printPath: Where the print page is, `nil` when the site has none.
    ///   - language: The language of the pages drawn with this context, for a multilingual site; else the site's.
    ///   - languagePrefix: The URL path of that language's folder: `fr/`.
    init(config: SiteConfig, menu: Menu?, printPath: String? = nil, language: SiteLanguages.Language? = nil, languagePrefix: String = "") {
        self.config = config
        self.menu = menu
        let code = language?.code ?? config.language
        let words = ThemeWords.words(for: code, overrides: language?.words ?? config.languages.languages.first { $0.code == code }?.words ?? [:])
        self.words = words
        site = [
            "language": .text(code), "direction": .text(SiteLanguages.isRightToLeft(code) ? "rtl" : "ltr"),
            "words": .object(words.mapValues { .text($0) }), "searchIndex": .text(languagePrefix + "search/"), "home": .text(languagePrefix),
            "title": .text(language?.title ?? config.title), "description": .text(config.description),
            "catalog": .bool(config.catalog), "search": .bool(config.search), "params": .object(config.params.mapValues(\.templateValue)),
            "allPages": .text(menu?.allPagesPath ?? SiteAssembly.allPagesPaths[0]),
            "printPage": printPath.map { .text($0) } ?? .bool(false),
            "version": config.version.map { .text($0) } ?? .bool(false),
        ]
    }

    /// The shared keys for a page whose output file is `outputPath`: `site`, `root`, `assets`, `nav`, `title`,
    /// `description`, `canonical`, `isHome`.
    ///
    /// `root` is relative (`./`, `../../`) so the site works from any sub-path; the 404 page, answered at
    /// any URL, gets the base path instead.
    func base(outputPath: String, title: String, description: String, node: Int? = nil, absolute: Bool = false) -> [String: MustacheValue] {
        let directory = SitePaths.directory(of: outputPath)
        let relative = SitePaths.rootPrefix(from: directory)
        let root = absolute ? config.basePath : (relative.isEmpty ? "./" : relative)
        let urlPath = outputPath.hasSuffix("index.html") ? String(outputPath.dropLast("index.html".count)) : outputPath
        var context: [String: MustacheValue] = [
            "site": site,
            "root": .text(root),
            "assets": .text(root + config.themeFolder),
            "title": .text(title),
            "description": .text(description.isEmpty ? config.description : description),
            "isHome": .bool(urlPath.isEmpty && !absolute),
        ]
        if let menu {
            let navigation = NavigationMenu(menu: menu, node: node ?? 0, root: root)
            context["nav"] = .lazy { navigation.value }
            // A page of the tree brings its own menu (`PageValues`); the others show home's.
            if node == nil { context["menu"] = .text(menu.html(for: 0, root: root)) }
        }
        if let base = config.absoluteBaseURL, !absolute {
            context["canonical"] = .text(base + PercentEncoding.encodedPath(urlPath))
        }
        return context
    }
}
