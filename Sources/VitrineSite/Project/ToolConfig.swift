import Foundation
import VitrineMarkdown

/// Reads a docs tool's config file for what a reader of the site sees: title, description, base URL,
/// language, menu, raw-HTML and math policies, where pages and static files are. Keys vitrine has no use for belong to
/// the other tool and are passed over silently; nothing is run, a script config included.
enum ToolConfig {
    struct Read {
        var config = SiteConfig()
        /// Where the pages are, relative to the project's root; empty for the root itself.
        var contentFolder = ""
        /// Other page folders of the project (a Hugo site's languages), which may be built on their own.
        var otherContentFolders: [String] = []
        /// Where the config lists its languages, for the warning that the others are not built.
        var languagesPlace: HeaderPlace?
        var staticFolders: [String] = []
        /// Folders copied below the site's root, at a prefix: Hugo's mount of `icons` at `static/img/icons`.
        var staticMounts: [(folder: String, prefix: String)] = []
        /// MkDocs' `theme.custom_dir` and the templates it publishes as pages (`static_templates`).
        var themeFolder: (folder: String, staticTemplates: [String])?
        var hiddenLinePrefixes: [String: String] = [:]
        var diagnostics: [SiteDiagnostic] = []
        /// Other folders of pages, from the project's root, and where in the site each goes (`ToolProject.mounts`).
        var mounts: [(folder: String, prefix: String)] = []
        /// Folders read over others (the site's language's translations of its docs): (translation, translated).
        var overlays: [(folder: String, over: String)] = []
        /// The files a mounted folder leaves out, as patterns from it, by the mount's folder.
        var mountExclusions: [String: [String]] = [:]

        /// The tool's languages, laid out as it lays them out: every one is built (`Translations`).
        mutating func setLanguages(_ languages: SiteLanguages, fillsMissing: Bool) {
            config.languages = languages
            config.language = languages.defaultLanguage.code
            config.translationsLayoutGiven = true
            config.fillsMissingTranslations = fillsMissing
        }
    }

    /// The config at `file` read for `tool`; `nil` when the file is another tool's (Hugo's `config.toml`
    /// for Zola, and the other way round).
    /// - Parameter name: The config's path from the project's root, as the tool looks for it (`website/docusaurus.config.js`).
    static func read(tool: SourceTool, file: String, shownAs shown: String, name: String? = nil) -> Read? {
        guard let data = FileManager.default.contents(atPath: file) else {
            var read = Read()
            read.diagnostics.append(SiteDiagnostic(file: shown, message: "cannot read the \(tool.displayName) config"))
            return read
        }
        let text = String(decoding: data, as: UTF8.self)
        // Docusaurus' folders are beside its config, which may sit in `website/` below the project's root.
        if tool.configIsScript {
            // A config that spreads shared settings (`...shared` from `./shared`) is read with those files after it.
            let folder = (file as NSString).deletingLastPathComponent
            var imported = importedFiles(of: text, folder: folder)
            if tool == .vitePress, let additional = vitePressRootLocaleConfig(beside: folder, srcDir: literal("srcDir", in: text)) { imported.append(additional) }
            // A version whose folder a build step makes (pnpm.io copies the docs into it) is not there to read: the
            // docs folder stands for it when it is the latest, and it is named once.
            let listed = tool == .docusaurus ? docusaurusVersions(in: folder) : []
            let versions = listed.filter { FileTree.isFolder(folder + "/versioned_docs/version-" + $0) }
            let aliases = tool == .starlight ? pathAliases(in: folder) : []
            var read = script(
                tool: tool, text: ([text] + imported).joined(separator: "\n"), shown: shown, inWebsiteFolder: name?.hasPrefix("website/") ?? false,
                versions: versions, docsAreLatest: listed.first.map { !versions.contains($0) } ?? false)
            let missing = listed.filter { !versions.contains($0) }
            if let first = missing.first {
                read.diagnostics.append(SiteDiagnostic(
                    file: folder + "/versions.json",
                    message: "versions.json names \(missing.map { "'\($0)'" }.joined(separator: ", ")), whose folder versioned_docs/version-\(first) is not there "
                        + "(a build step of the project may make it): \(first == listed.first ? "the docs folder is published as the latest version" : "not built")",
                    severity: .warning))
            }
            if tool == .docusaurus {
                (read.config.sidebarStrings, read.config.sidebarEntries, read.config.sidebarIndexes) = DocusaurusSidebar.read(beside: folder)
                // Each version's own sidebar, the latest's (the content folder) too.
                let under = name?.hasPrefix("website/") == true ? "website/" : ""
                let docsFolder = docusaurusDocs(in: text).first { $0.isPreset }?.path ?? "docs"
                let versioned = DocusaurusSidebar.versioned(
                    in: folder, under: under, contentFolder: read.contentFolder, mounts: read.mounts, docsFolder: docsFolder)
                if let root = versioned.root { (read.config.sidebarStrings, read.config.sidebarEntries, read.config.sidebarIndexes) = root }
                read.config.mountedSidebars = versioned.mounted
                read.overlays = docusaurusOverlays(in: folder, under: under, language: read.config.language, docsFolder: docsFolder)
                read.diagnostics += docusaurusTranslations(in: folder, shownAs: (shown as NSString).deletingLastPathComponent, language: read.config.language)
            }
            if tool == .starlight {
                read.diagnostics += astroCollections(in: folder, docs: read.contentFolder, shownAs: (shown as NSString).deletingLastPathComponent)
                // An Astro site without Starlight that draws its docs through a route of its own
                // (`src/pages/docs/[...slug].astro`) publishes them under that route's folder.
                if !text.contains("starlight("), wrappedStarlightOptions(in: text) == nil, let route = astroDocsRoute(in: folder) {
                    read.config.routePrefix = route
                }
            }
            // Astro resolves `![](@assets/x.png)` through the project's `tsconfig.json`: each aliased folder is published
            // under its alias, and such addresses are read from the site's root.
            for alias in aliases where isAssetFolder(folder + "/" + alias.folder) {
                read.mounts.append((alias.folder, alias.prefix))
                read.config.pathAliases.append(alias.prefix)
            }
            return read
        }
        var fields = Self.fields(text, file: shown)
        if tool == .mkDocs, let parent = fields.fields["INHERIT"] {
            fields = inherited(fields, from: parent, file: file, shown: shown)
        }
        if tool == .hugo, (file as NSString).deletingLastPathComponent.hasSuffix("config/_default") {
            fields = withConfigDirectory(fields, folder: (file as NSString).deletingLastPathComponent, own: (file as NSString).lastPathComponent)
        }
        let settings = ConfigValue(fields)
        var read = Read()
        read.diagnostics = fields.diagnostics
        read.config.title = ""
        switch tool {
        case .mdBook:
            read.config.title = settings.string("book", "title") ?? ""
            read.config.description = settings.string("book", "description") ?? ""
            read.config.language = settings.string("book", "language") ?? read.config.language
            read.config.baseURL = settings.string("output", "html", "site-url") ?? read.config.baseURL
            read.config.smartPunctuation = settings.bool("output", "html", "smart-punctuation") ?? settings.bool("output", "html", "curly-quotes") ?? false
            read.contentFolder = settings.string("book", "src") ?? "src"
            // mdBook's `{path}` is the chapter's path from the book's folder, its `src` folder first.
            read.config.editURL = settings.string("output", "html", "edit-url-template").flatMap { template in
                template.contains(SiteConfig.editPathPlaceholder)
                    ? template.replacingOccurrences(of: SiteConfig.editPathPlaceholder, with: read.contentFolder + "/" + SiteConfig.editPathPlaceholder) : nil
            }
            read.config.math = settings.bool("output", "html", "mathjax-support") ?? false
            if case .table(let preprocessors)? = settings.value("preprocessor") {
                // mdbook-admonish's fences are drawn as admonitions, as the preprocessor draws them.
                read.config.bookAdmonish = preprocessors["admonish"] != nil
                // mdbook-katex draws `$…$` and `$$…$$` at build time, as vitrine draws math.
                if preprocessors["katex"] != nil { (read.config.math, read.config.katexDollars) = (true, true) }
                let others = preprocessors.keys.filter { !ToolExtensions.builtInBookPreprocessors.contains($0) && !["admonish", "katex"].contains($0) }.sorted()
                // TOML places a table by its header line: the first `[preprocessor.NAME]` not run.
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let line = others.first.flatMap { name in lines.firstIndex { $0.hasPrefix("[preprocessor.\(name)]") } }
                read.diagnostics += ToolExtensions.warning(others, kind: "preprocessor", file: shown, place: line.map { HeaderPlace(line: $0 + 1, column: 1) })
            }
            read.config.keepsHTMLAddresses = true
            if case .table(let redirects)? = settings.value("output", "html", "redirect") {
                for (old, target) in redirects { if case .scalar(let to, _) = target { read.config.redirects[old] = to } }
            }
            read.hiddenLinePrefixes = ["rust": "#"]
            if case .table(let languages)? = settings.value("output", "html", "code", "hidelines") {
                for (language, prefix) in languages { if case .scalar(let text, _) = prefix { read.hiddenLinePrefixes[language] = text } }
            }
        case .mkDocs:
            // With directory URLs (the default) `a/b.md` is at `a/b/`, as vitrine publishes it.
            if settings.bool("use_directory_urls") ?? true { read.config.rawHTMLLinkBase = .pageURL }
            read.config.title = settings.string("site_name") ?? ""
            read.config.description = settings.string("site_description") ?? ""
            read.config.baseURL = settings.string("site_url") ?? read.config.baseURL
            read.config.language = settings.string("theme", "language") ?? read.config.language
            read.contentFolder = settings.string("docs_dir") ?? "docs"
            read.config.editURL = mkDocsEditURL(repository: settings.string("repo_url"), editURI: settings.string("edit_uri"))
            // A theme's overrides inside the docs folder are templates, not pages or files of the site.
            if let custom = settings.string("theme", "custom_dir"), custom.hasPrefix(read.contentFolder + "/") {
                read.config.excluded.append(String(custom.dropFirst(read.contentFolder.count + 1)))
            }
            // Its files are the theme's, published beside the pages; its `static_templates` are pages of the site.
            if let custom = settings.string("theme", "custom_dir") {
                read.themeFolder = (custom, settings.strings("theme", "static_templates") ?? [])
            }
            if let patterns = settings.string("exclude_docs") {
                read.config.excluded += patterns.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix("!") }
            }
            read.config.snippetBases = snippetBases(settings.value("markdown_extensions"), root: (file as NSString).deletingLastPathComponent)
            read.config.math = names(settings.value("markdown_extensions"), "pymdownx.arithmatex")
            let named = Set(ToolExtensions.names(in: settings.value("markdown_extensions")))
            read.config.pyMdownInlines = Set(PyMdownInline.allCases.filter { named.contains($0.extensionName) })
            // pymdownx.tabbed's `slugify` names each tab by its title, so links may open one (`#ssh-fleets`).
            if let slugify = mkDocsPluginOptions(settings.value("markdown_extensions"), named: "pymdownx.tabbed")?["slugify"] {
                read.config.tabIDsFromTitles = slugify["kwds"]?["case"] == .scalar("lower", .string)
            }
            read.config.abbreviations = !named.isDisjoint(with: ["abbr", "extra", "markdown.extensions.abbr", "markdown.extensions.extra", "pymdownx.extra"])
            let extensions = ToolExtensions.names(in: settings.value("markdown_extensions")).filter {
                !ToolExtensions.readMkDocsExtensions.contains($0.hasPrefix("markdown.extensions.") ? String($0.dropFirst(20)) : $0)
            }
            read.diagnostics += ToolExtensions.warning(extensions, kind: "Markdown extension", file: shown, place: settings.field("markdown_extensions")?.1.keyPlace)
            // mkdocs-static-i18n's languages, with translations as suffixes (`page.fr.md`): built as vitrine builds its own.
            var readsLanguages = false
            if let i18n = mkDocsPluginOptions(settings.value("plugins"), named: "i18n"),
                case .scalar(let structure, _)? = i18n["docs_structure"] ?? .scalar("suffix", .string), structure == "suffix"
            {
                var table: [String: HeaderValue] = [:]
                var defaultCode: String?
                switch i18n["languages"] {
                case .list(let entries)?:
                    for (position, entry) in entries.enumerated() {
                        guard case .scalar(let code, _)? = entry["locale"] else { continue }
                        var settings: [String: HeaderValue] = ["weight": .scalar(String(position), .integer)]
                        if let name = entry["name"] { settings["languageName"] = name }
                        table[code] = .table(settings)
                        if entry["default"]?.truth == true { defaultCode = code }
                    }
                case .table(let languages)?:
                    // The plugin's 0.x form: `default_language: en`, `languages: {el: {name: Ελληνικά}}` (or `el: Ελληνικά`).
                    for (code, value) in languages {
                        let name: HeaderValue? = if case .scalar = value { value } else { value["name"] }
                        table[code] = .table(name.map { ["languageName": $0] } ?? [:])
                    }
                    if case .scalar(let code, _)? = i18n["default_language"] {
                        defaultCode = code
                        if table[code] == nil { table[code] = .table([:]) }
                    }
                default:
                    break
                }
                if let defaultCode, let languages = SiteLanguages.fromTool(table, defaultCode: defaultCode, layout: .suffixes) {
                    read.setLanguages(languages, fillsMissing: i18n["fallback_to_default"]?.truth ?? true)
                    readsLanguages = true
                }
            }
            // Material's blog: its posts' addresses (its archive and category pages are not made).
            let pluginNames = ToolExtensions.names(in: settings.value("plugins"))
            if pluginNames.contains("blog") || pluginNames.contains("material/blog") {
                let options = mkDocsPluginOptions(settings.value("plugins"), named: "blog") ?? mkDocsPluginOptions(settings.value("plugins"), named: "material/blog") ?? [:]
                if options["enabled"]?.truth != false { read.config.materialBlog = MaterialBlog(options: options) }
            }
            // The redirects plugin's old pages, each sent to its new page or address.
            if case .table(let maps)? = mkDocsPluginOptions(settings.value("plugins"), named: "redirects")?["redirect_maps"] {
                for (old, target) in maps { if case .scalar(let to, _) = target { read.config.redirects[old] = to } }
            }
            let plugins = ToolExtensions.names(in: settings.value("plugins"))
                .filter { !ToolExtensions.harmlessMkDocsPlugins.contains($0) && !(readsLanguages && $0 == "i18n") }
            read.diagnostics += ToolExtensions.warning(plugins, kind: "plugin", file: shown, place: settings.field("plugins")?.1.keyPlace)
            // Python files MkDocs runs on every page (`hooks:`), which may write any of it.
            read.diagnostics += ToolExtensions.warning(
                settings.strings("hooks") ?? [], kind: "hook", file: shown, place: settings.field("hooks")?.1.keyPlace)
            if let (nav, field) = settings.field("nav") {
                let (items, problems) = ReadingOrder.items(fromNav: nav, place: field.valuePlace, fields: fields)
                read.config.navigation = items
                // awesome-pages' `...` (`- ... | flat | guides/*.md`) brings in the pages the nav does not name.
                read.config.navigationHidesUnlisted = !Self.holdsRestMarker(nav)
                read.diagnostics += problems
            } else {
                // Without `nav`, MkDocs lists the docs folder (with awesome-pages, as its `.pages` files say).
                read.config.listsDocsFolder = true
                read.config.navigationHidesUnlisted = true
            }
            if let (_, field) = settings.field("pages"), settings.field("nav") == nil {
                // `pages:`, the navigation's name before MkDocs 1.0, which MkDocs now refuses.
                read.diagnostics.append(fields.diagnostic(
                    at: field.keyPlace, "'pages' is the old name of 'nav', which MkDocs no longer reads: the menu follows the docs folder", severity: .warning))
            }
        case .hugo:
            if settings.string("base_url") != nil, !file.hasSuffix("hugo.toml") { return nil }
            let language = settings.string("defaultContentLanguage") ?? "en"
            // The default language's own title is its pages' site title, over the root one.
            read.config.title = settings.string("languages", language, "title") ?? settings.string("title") ?? ""
            read.config.description = settings.string("params", "description") ?? settings.string("description")
                ?? settings.string("languages", language, "params", "description") ?? ""
            read.config.baseURL = settings.string("baseURL") ?? read.config.baseURL
            read.config.language = settings.string("languageCode") ?? language
            read.config.rawHTML = settings.bool("markup", "goldmark", "renderer", "unsafe") ?? false
            read.config.math = settings.bool("markup", "goldmark", "extensions", "passthrough", "enable") ?? false
            // `typographer = false`, or since Hugo 0.112 `[…typographer] disable = true`.
            read.config.hugoTypographer = settings.bool("markup", "goldmark", "extensions", "typographer") != false
                && settings.bool("markup", "goldmark", "extensions", "typographer", "disable") != true
            read.config.hugoBlackfridayIDs = settings.string("markup", "goldmark", "parser", "autoHeadingIDType")?.lowercased() == "blackfriday"
            read.contentFolder = settings.string("contentDir") ?? "content"
            // `uglyURLs` publishes pages as `name.html`: every section's, or those it names (`[uglyURLs] post = true`).
            switch settings.value("uglyURLs") {
            case .scalar(let value, _)? where value == "true": read.config.uglyURLSections = [""]
            case .table(let sections)?: read.config.uglyURLSections = Set(sections.filter { $0.value.truth == true }.keys)
            default: break
            }
            // `disablePathToLower` keeps the files' case in their URLs (`/Configuring/Basics/`).
            if settings.bool("disablePathToLower") == true { read.config.lowercaseURLs = false }
            if case .table(let languages)? = settings.value("languages") {
                let folders = languages.compactMapValues { value -> String? in
                    guard case .scalar(let folder, _)? = value["contentDir"] ?? value["contentdir"] else { return nil }
                    return folder
                }
                // Translations beside the pages (`page.fr.md`) are built, each language in its folder as Hugo
                // publishes it; a language's own content folder is not yet read as one.
                if folders.isEmpty, var multilingual = SiteLanguages.fromTool(languages, defaultCode: language, layout: .suffixes) {
                    multilingual.defaultInFolder = settings.bool("defaultContentLanguageInSubdir") ?? false
                    read.setLanguages(multilingual, fillsMissing: false)
                } else {
                    read.config.otherLanguages = languages.keys.filter { $0 != language }.sorted()
                }
                for (name, folder) in folders.sorted(by: { $0.key < $1.key }) {
                    if name == language { read.contentFolder = folder } else { read.otherContentFolders.append(folder) }
                }
            }
            read.staticFolders = settings.strings("staticDir") ?? ["static"]
            // `[permalinks]` (or its `page` table, Hugo 0.115 on): each section's pages at a pattern of their own.
            if case .table(var patterns)? = settings.value("permalinks") {
                if case .table(let pages)? = patterns["page"] { patterns = pages }
                read.config.sectionPermalinks = patterns.compactMapValues { if case .scalar(let text, .string) = $0 { text } else { nil } }
            }
            // The main menu's entries order the top of the menu and name its pages, as Hugo's themes show them.
            read.config.hugoCascade = settings.value("cascade")
            if let menu = settings.value("menu", "main") ?? settings.value("menus", "main") {
                read.config.navigation = ReadingOrder.items(fromHugoMenu: menu)
                read.config.hugoMenu = menu
            }
            // Module mounts place folders of the project at `content` and `static`, as the Hugo docs mount `content/en`.
            if case .list(let mounts)? = settings.value("module", "mounts") { hugoMounts(mounts, into: &read) }
            read.languagesPlace = settings.field("languages")?.1.keyPlace
        case .zola:
            guard file.hasSuffix("zola.toml") || settings.string("base_url") != nil else { return nil }
            read.config.title = settings.string("title") ?? ""
            read.config.description = settings.string("description") ?? ""
            read.config.baseURL = settings.string("base_url") ?? read.config.baseURL
            read.config.language = settings.string("default_language") ?? read.config.language
            if case .table(let languages)? = settings.value("languages") {
                if let multilingual = SiteLanguages.fromTool(languages, defaultCode: read.config.language, layout: .suffixes) {
                    read.setLanguages(multilingual, fillsMissing: false)
                } else {
                    read.config.otherLanguages = languages.keys.filter { $0 != read.config.language }.sorted()
                }
            }
            read.config.smartPunctuation = settings.bool("markdown", "smart_punctuation") ?? false
            // Zola reads no math; its themes that draw TeX do so with a script of their own.
            read.config.math = false
            read.contentFolder = "content"
            read.staticFolders = ["static"]
        case .jekyll:
            read.config.title = settings.string("title") ?? settings.string("name") ?? ""
            read.config.description = settings.string("description") ?? ""
            read.config.excluded = settings.strings("exclude") ?? []
            // Plain Jekyll copies a file without front matter as it is; GitHub Pages' own build (the `github-pages`
            // gem, or no Gemfile at all) makes it a page, with jekyll-optional-front-matter.
            let plugins = (settings.strings("plugins") ?? []) + (settings.strings("gems") ?? [])
            let gemfile = FileManager.default.contents(atPath: (file as NSString).deletingLastPathComponent + "/Gemfile").map { String(decoding: $0, as: UTF8.self) }
            read.config.pagesNeedFrontMatter = gemfile.map { !$0.contains("github-pages") } == true && !plugins.contains("jekyll-optional-front-matter")
            read.config.included = (settings.strings("include") ?? []).map { $0.hasPrefix("/") ? String($0.dropFirst()) : $0 }.map {
                $0.hasSuffix("/") ? String($0.dropLast()) : $0
            }
            read.config.pathPermalinks = JekyllPermalink.pathPermalinks(settings.value("defaults"))
            read.config.collections = JekyllPermalink.collections(
                settings.value("collections"), sitePermalink: settings.string("permalink"), defaults: settings.value("defaults"))
            let sitePermalink = settings.string("permalink") ?? "date"
            read.config.pagesAreFiles = !(sitePermalink == "pretty" || sitePermalink.hasSuffix("/"))
            let url = settings.string("url") ?? ""
            let base = settings.string("baseurl") ?? ""
            if base.hasPrefix("//") {
                // A host written as `baseurl` (`//user.github.io`): the pages are at its root, as its links say.
                read.config.baseURL = (url.isEmpty ? "https:" + base : url) + "/"
            } else if !url.isEmpty || !base.isEmpty {
                read.config.baseURL = url + (base.hasPrefix("/") || base.isEmpty ? base : "/" + base) + "/"
            }
            read.config.language = settings.string("lang") ?? settings.string("locale") ?? read.config.language
            read.contentFolder = settings.string("source").map { $0 == "." ? "" : $0 } ?? ""
            // Jekyll's `site` is the whole config: `{{ site.repository }}` prints its `repository`.
            read.config.params = fields.fields.mapValues(\.value)
        case .vitePress, .docusaurus, .starlight:
            break
        }
        read.config.rawHTML = tool == .hugo ? read.config.rawHTML : true
        // The tool's free-form settings reach templates as `site.params`, and Hugo's `param` shortcode.
        let freeForm: String? = switch tool {
        case .hugo: "params"
        case .zola, .mkDocs: "extra"
        default: nil
        }
        if let freeForm, case .table(let entries)? = settings.value(freeForm) { read.config.params = entries }
        return read
    }

    /// `own` over `base`: mappings key by key, anything else `own`.
    static func mergedValue(_ own: HeaderValue, over base: HeaderValue) -> HeaderValue {
        guard case .table(let mine) = own, case .table(let theirs) = base else { return own }
        return .table(theirs.merging(mine) { theirs, mine in mergedValue(mine, over: theirs) })
    }

    /// Whether MkDocs' `markdown_extensions` list names `name`, alone or with options.
    private static func names(_ extensions: HeaderValue?, _ name: String) -> Bool {
        ToolExtensions.names(in: extensions).contains(name)
    }

}

/// Nested settings of a config, looked up by their path of keys (`output.html.site-url`), each key matched
/// without regard to case as Hugo matches them. A value of the wrong type counts as absent: the setting
/// belongs to the other tool, which reports it.
struct ConfigValue {
    let fields: HeaderFields

    init(_ fields: HeaderFields) {
        self.fields = fields
    }

    func field(_ key: String) -> (HeaderValue, HeaderFields.Field)? {
        if let field = fields.fields[key] { return (field.value, field) }
        guard let name = fields.names.first(where: { $0.lowercased() == key.lowercased() }), let field = fields.fields[name] else { return nil }
        return (field.value, field)
    }

    func value(_ path: String...) -> HeaderValue? { valueAt(path) }

    func string(_ path: String...) -> String? {
        guard case .scalar(let text, let kind)? = valueAt(path), kind != .null else { return nil }
        return text
    }

    func bool(_ path: String...) -> Bool? { valueAt(path)?.truth }

    /// One text or a list of texts.
    func strings(_ path: String...) -> [String]? {
        switch valueAt(path) {
        case .scalar(let text, let kind)? where kind != .null: [text]
        case .list(let values)?: values.compactMap { if case .scalar(let text, _) = $0 { text } else { nil } }
        default: nil
        }
    }

    private func valueAt(_ path: [String]) -> HeaderValue? {
        guard let first = path.first, var value = field(first)?.0 else { return nil }
        for key in path.dropFirst() {
            guard let next = value[key] else { return nil }
            value = next
        }
        return value
    }
}

extension HeaderValue {
    /// A table's entry, its key matched without regard to case; `nil` for anything but a table.
    subscript(key: String) -> HeaderValue? {
        guard case .table(let entries) = self else { return nil }
        return entries[key] ?? entries.first { $0.key.lowercased() == key.lowercased() }?.value
    }
}
