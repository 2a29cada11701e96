import Foundation

/// What a Docusaurus project's config and folders say, read without running anything: its docs instances and their
/// routes, the versions of `versions.json` and the addresses its `versions:` option gives them, and its translations.
extension ToolConfig {
    /// The versions a Docusaurus site lists in `versions.json` beside its config, newest first; none without one.
    static func docusaurusVersions(in folder: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: folder + "/versions.json"),
            let list = try? JSONSerialization.jsonObject(with: data) as? [String]
        else { return [] }
        return list
    }

    /// The config's `i18n: {defaultLocale, locales, localeConfigs}`: the site's languages, the default first, each
    /// named by its `label`; `nil` for a site in one language.
    static func docusaurusLocales(in text: String) -> SiteLanguages? {
        guard case .table(let i18n)? = ScriptLiteral.value(after: "i18n:", in: text),
            case .scalar(let defaultCode, _)? = i18n["defaultLocale"], case .list(let listed)? = i18n["locales"]
        else { return nil }
        let configs: [String: HeaderValue] = if case .table(let configs)? = i18n["localeConfigs"] { configs } else { [:] }
        var table: [String: HeaderValue] = [:]
        for (index, locale) in listed.enumerated() {
            guard case .scalar(let code, _) = locale else { continue }
            var entry: [String: HeaderValue] = ["weight": .scalar(String(index), .integer)]
            if case .table(let own)? = configs[code], let label = own["label"] { entry["label"] = label }
            table[code] = .table(entry)
        }
        if table[defaultCode] == nil { table[defaultCode] = .table([:]) }
        return SiteLanguages.fromTool(table, defaultCode: defaultCode, layout: .rootAndFolders)
    }

    /// Each translation Docusaurus builds for a locale besides the default, as a folder of pages published in that
    /// locale's folder where the folder it translates is published: `i18n/fr/docusaurus-plugin-content-docs/current/`
    /// at `fr/` for the docs at the root, a version's `version-2.x/` at `fr/2.x/`, the blog's and `src/pages`' at
    /// `fr/blog/` and `fr/`.
    /// - Parameters:
    ///   - published: Where each folder of pages is published, from the project's root (the content folder at ``).
    static func docusaurusTranslationMounts(
        in folder: String, under: String, locales: [String], published: [(folder: String, prefix: String)], docsFolder: String, blogFolder: String?
    ) -> [(folder: String, prefix: String)] {
        var mounts: [(folder: String, prefix: String)] = []
        for locale in locales {
            let root = under + "i18n/" + locale + "/"
            var translations: [(translation: String, translated: String)] = []
            let docs = root + "docusaurus-plugin-content-docs"
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + docs)) ?? []).sorted() {
                if name == "current" { translations.append((docs + "/" + name, under + docsFolder)) }
                if name.hasPrefix("version-") { translations.append((docs + "/" + name, under + "versioned_docs/" + name)) }
            }
            if let blogFolder { translations.append((root + "docusaurus-plugin-content-blog", under + blogFolder)) }
            translations.append((root + "docusaurus-plugin-content-pages", under + "src/pages"))
            for (translation, translated) in translations where FileTree.isFolder(folder + "/" + translation) {
                guard let place = published.first(where: { $0.folder == translated }) else { continue }
                mounts.append((translation, locale + "/" + place.prefix))
            }
        }
        return mounts
    }

    /// The sidebar categories' labels in each locale (`i18n/fr/docusaurus-plugin-content-docs/current.json`, a
    /// version's `version-2.x.json`: `"sidebar.docs.category.Setup": {"message": "Installation"}`), by label, by
    /// locale in lower case, as the menu's groups are translated (`SiteConfig.groupTranslations`).
    static func docusaurusCategoryLabels(in i18n: String, locales: [String]) -> [String: [String: String]] {
        var labels: [String: [String: String]] = [:]
        for locale in locales {
            let folder = i18n + "/" + locale + "/docusaurus-plugin-content-docs"
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }
            // The docs folder's first, then each version's, newest name last: the first translation of a label stays.
            for name in files.sorted(by: { ($0 == "current.json" ? 0 : 1, $0) < ($1 == "current.json" ? 0 : 1, $1) }) {
                guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                    let table = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
                else { continue }
                for key in table.keys.sorted() {
                    guard key.hasPrefix("sidebar."), let category = key.range(of: ".category."),
                        let message = (table[key] as? [String: Any])?["message"] as? String, !message.isEmpty
                    else { continue }
                    let label = String(key[category.upperBound...])
                    if labels[label]?[locale.lowercased()] == nil { labels[label, default: [:]][locale.lowercased()] = message }
                }
            }
        }
        return labels
    }

    /// Docusaurus' translations (`i18n/LOCALE/docusaurus-plugin-content-docs/…`, beside the config) that vitrine does
    /// not build: their pages counted and named once, as other tools' other languages are.
    /// - Parameter built: The folders of translations that are built, from the config's folder.
    static func docusaurusTranslations(in folder: String, shownAs shownFolder: String, language: String, built: [String] = []) -> [SiteDiagnostic] {
        // The site's own language's folder is its docs' translation, read over them (`docusaurusOverlays`).
        let shownRoot = (shownFolder.isEmpty ? "" : shownFolder + "/") + "i18n"
        var (pages, locales) = pagesInFolders(of: folder + "/i18n", shownAs: shownRoot, except: language)
        let builtPages = built.map { (shownFolder.isEmpty ? "" : shownFolder + "/") + $0 + "/" }
        pages.removeAll { page in builtPages.contains { page.hasPrefix($0) } }
        locales.removeAll { locale in !pages.contains { $0.hasPrefix(shownRoot + "/" + locale + "/") } }
        let reason = built.isEmpty ? "vitrine builds the site's language ('\(language)') alone" : "vitrine builds the translations of the docs, the blog and the pages"
        return notBuilt(pages, in: built.isEmpty ? "other languages" : "other languages' other folders", named: locales, because: reason)
    }

    /// The site's language's translations of its docs (`i18n/en/docusaurus-plugin-content-docs/current/` for `docs/`,
    /// `version-5.0/` for a version's folder), each read over the folder it translates, as Docusaurus reads the
    /// localized folder first for the locale it builds, its default one too: (translation, translated), from the
    /// project's root.
    static func docusaurusOverlays(in folder: String, under: String, language: String, docsFolder: String) -> [(folder: String, over: String)] {
        let root = "i18n/" + language + "/docusaurus-plugin-content-docs"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + root) else { return [] }
        return names.sorted().compactMap { name in
            guard FileTree.isFolder(folder + "/" + root + "/" + name) else { return nil }
            if name == "current" { return (under + root + "/" + name, under + docsFolder) }
            if name.hasPrefix("version-") { return (under + root + "/" + name, under + "versioned_docs/" + name) }
            return nil
        }
    }

    /// Astro's content collections other than Starlight's docs (`src/content/blog/`), whose pages the site's own
    /// `.astro` routes draw, which vitrine does not run: their pages counted and named once.
    static func astroCollections(in folder: String, docs: String, shownAs shownFolder: String) -> [SiteDiagnostic] {
        let (pages, names) = pagesInFolders(
            of: folder + "/src/content", shownAs: (shownFolder.isEmpty ? "" : shownFolder + "/") + "src/content", except: String(docs.split(separator: "/").last ?? ""))
        return notBuilt(pages, in: "Astro content collections besides the docs", named: names, because: "the site's own .astro routes draw them, which vitrine does not run")
    }

    /// The project's own Astro routes (`src/pages/[lang]/chargers/index.astro`), which vitrine does not run: their
    /// addresses (`[lang]/chargers`), whose links are not checked, and one warning naming them. A rest route
    /// (`[...slug].astro`) would hold every address, and stays checked.
    static func astroRoutes(in folder: String, shownAs shownFolder: String) -> (routes: [String], diagnostics: [SiteDiagnostic]) {
        let pages = folder + "/src/pages"
        let files = (FileManager.default.enumerator(atPath: pages)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".astro") && !$0.split(separator: "/").contains { $0.hasPrefix("_") } }.sorted()
        guard let first = files.first else { return ([], []) }
        let routes = files.compactMap { file -> String? in
            let route = String(file.dropLast(".astro".count))
            guard !route.contains("[...") else { return nil }
            return route == "index" ? "" : route.hasSuffix("/index") ? String(route.dropLast("/index".count)) : route
        }
        let shown = (shownFolder.isEmpty ? "" : shownFolder + "/") + "src/pages/" + first
        return (routes.filter { !$0.isEmpty && $0 != "404" }, [SiteDiagnostic(
            file: shown,
            message: "\(files.count == 1 ? "1 Astro page" : "\(files.count) Astro pages") of the project's own not built, the first here: "
                + "Astro makes them from their code, which vitrine does not run; links to their addresses are not checked",
            severity: .warning)])
    }

    /// The folder of `src/pages/` (`docs/`) whose rest route (`[...slug].astro`) draws the `docs` collection, as an
    /// Astro site without Starlight publishes its docs; `nil` when none does.
    static func astroDocsRoute(in folder: String) -> String? {
        let pages = folder + "/src/pages"
        let files = (FileManager.default.enumerator(atPath: pages)?.allObjects as? [String] ?? []).sorted()
        for file in files where (file as NSString).lastPathComponent.hasPrefix("[...") && file.hasSuffix("].astro") {
            let text = FileManager.default.contents(atPath: pages + "/" + file).map { String(decoding: $0, as: UTF8.self) } ?? ""
            guard text.contains("getCollection(\"docs\")") || text.contains("getCollection('docs')") else { continue }
            let route = SitePaths.directory(of: file)
            return route.isEmpty ? nil : route
        }
        return nil
    }

    /// One warning for `pages` left out, at the first, naming the folders they are in and why.
    private static func notBuilt(_ pages: [String], in what: String, named folders: [String], because reason: String) -> [SiteDiagnostic] {
        guard let first = pages.first else { return [] }
        return [SiteDiagnostic(
            file: first,
            message: "\(pages.count) \(pages.count == 1 ? "page" : "pages") in \(what) (\(folders.map { "'\($0)'" }.joined(separator: ", "))) not built, the first here: \(reason)",
            severity: .warning)]
    }

    /// The Markdown and MDX pages in each folder of `root` (but `except`), as shown from `shown`, and the
    /// names of the folders that hold some.
    private static func pagesInFolders(of root: String, shownAs shown: String, except: String = "") -> (pages: [String], folders: [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return ([], []) }
        var pages: [String] = []
        var folders: [String] = []
        for name in names.sorted() where name != except && !name.hasPrefix(".") && FileTree.isFolder(root + "/" + name) {
            let found = (FileManager.default.enumerator(atPath: root + "/" + name)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".md") || $0.hasSuffix(".mdx") }.sorted()
            guard !found.isEmpty else { continue }
            folders.append(name)
            pages += found.map { shown + "/" + name + "/" + $0 }
        }
        return (pages, folders)
    }

    /// A Docusaurus config's docs instances, the preset's first (`docs: {…}`, or its defaults), then each
    /// `plugin-content-docs` with its options written in place or in a constant of the file: folder and route.
    static func docusaurusDocs(in text: String) -> [(path: String, route: String, isPreset: Bool)] {
        func route(_ options: String, path: String) -> String {
            (literal("routeBasePath", in: options) ?? path).split(separator: "/").joined(separator: "/")
        }
        let preset = object(after: "docs:", in: text) ?? ""
        // The docs' own `path`: `versions: {current: {path: 'v4'}}` gives a version's address, not the folder.
        let presetPath = ScriptLiteral.ownString("path", of: preset) ?? "docs"
        var instances = [(path: presetPath, route: route(preset, path: "docs"), isPreset: true)]
        var rest = text[...]
        // `content-docs` is the plugin's short name (`@docusaurus/plugin-content-docs` its package's).
        while let plugin = rest.range(of: "content-docs") {
            rest = rest[plugin.upperBound...]
            // `['@docusaurus/plugin-content-docs', {…}]` or `, optionsConstant]`; an import's name is passed over.
            let after = rest.drop { $0 == "'" || $0 == "\"" }.drop { $0.isWhitespace }
            guard after.first == "," else { continue }
            let value = after.dropFirst().drop { $0.isWhitespace }
            var options: String?
            if value.first == "{" {
                options = object(after: ",", in: String(after.prefix(4000)))
            } else {
                let name = String(value.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
                if !name.isEmpty, let declared = text.range(of: "const " + name) {
                    options = object(after: "=", in: String(text[declared.upperBound...].prefix(4000)))
                }
            }
            guard let options, let path = ScriptLiteral.ownString("path", of: options) else { continue }
            instances.append((path, route(options, path: path), false))
        }
        return instances
    }

    /// `versions: {current: {path: 'v4'}, '3.x': {path: 'v3'}}`: the addresses the docs' versions are published
    /// under instead of their names, by version (`current` the docs folder).
    static func docusaurusVersionPaths(in text: String) -> [String: String] {
        var paths: [String: String] = [:]
        if let docs = object(after: "docs:", in: text), case .table(let options)? = ScriptLiteral.value(of: docs),
            case .table(let declared)? = options["versions"]
        {
            for (name, settings) in declared {
                // Docusaurus joins the path to its route with its slashes collapsed: `/4.x` is `4.x`.
                if case .table(let settings) = settings, case .scalar(let path, .string)? = settings["path"] {
                    paths[name] = path.split(separator: "/").joined(separator: "/")
                }
            }
        }
        return paths
    }

    /// A Docusaurus project's other folders of pages, from the config's folder (`under` it in the project): the
    /// blog at `blog/`, each other docs instance at its `routeBasePath`, and the versions of `versions.json` from
    /// `versioned_docs/` — the latest at the root (prefix `""`) and the docs folder at `next/`, unless
    /// `lastVersion: 'current'` keeps the docs folder at the root.
    /// The classic preset's blog, its folder and route (`blog` at `blog/` unless its options say otherwise); `nil`
    /// for a config with `blog: false`, or with no preset and blogs of `plugin-content-blog` (they are its blogs alone).
    static func docusaurusPresetBlog(in text: String) -> (path: String, route: String)? {
        guard !text.contains("blog: false"), text.contains("presets") || docusaurusBlogs(in: text).isEmpty else { return nil }
        let blog = object(after: "blog:", in: text)
        let folder = (blog.flatMap { literal("path", in: $0) } ?? "blog").split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        let route = (blog.flatMap { literal("routeBasePath", in: $0) } ?? "blog").split(separator: "/").joined(separator: "/")
        return route.isEmpty ? nil : (folder, route)
    }

    /// The blogs of `plugin-content-blog` instances besides the preset's (`release-notes`), each its folder and
    /// route, as Docusaurus reads several blogs.
    static func docusaurusBlogs(in text: String) -> [(path: String, route: String)] {
        var blogs: [(path: String, route: String)] = []
        var rest = text[...]
        while let plugin = rest.range(of: "content-blog") {
            rest = rest[plugin.upperBound...]
            let after = rest.drop { $0 == "'" || $0 == "\"" }.drop { $0.isWhitespace }
            guard after.first == ",", let options = object(after: ",", in: String(after.prefix(4000))),
                let path = ScriptLiteral.ownString("path", of: options)
            else { continue }
            let folder = path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
            let route = (literal("routeBasePath", in: options) ?? folder).split(separator: "/").joined(separator: "/")
            if !folder.isEmpty, !route.isEmpty { blogs.append((folder, route)) }
        }
        return blogs
    }

    static func docusaurusMounts(
        text: String, docsFolder: String, versions: [String], under: String, docsAreLatest: Bool = false
    ) -> [(folder: String, prefix: String)] {
        var mounts: [(folder: String, prefix: String)] = []
        mounts += ([docusaurusPresetBlog(in: text)].compactMap { $0 } + docusaurusBlogs(in: text)).map { (under + $0.path, $0.route + "/") }
        guard let latest = versions.first else { return mounts }
        let currentIsLatest = docsAreLatest || literal("lastVersion", in: text) == "current"
        let paths = docusaurusVersionPaths(in: text)
        for version in versions {
            mounts.append((under + "versioned_docs/version-" + version, version == latest && !currentIsLatest ? "" : (paths[version] ?? version) + "/"))
        }
        if !currentIsLatest { mounts.append((under + docsFolder, (paths["current"] ?? "next") + "/")) }
        return mounts
    }
}
