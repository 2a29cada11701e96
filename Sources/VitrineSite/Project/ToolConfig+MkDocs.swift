import Foundation
import VitrineMarkdown

/// An MkDocs config read: its settings, and what its plugins and extensions say beyond their names (a plugin's
/// options, the edit link, pymdownx.snippets' folders).
extension ToolConfig {
    /// `mkdocs.yml`'s settings: the site's, its docs folder, its extensions and plugins, its `nav`.
    static func readMkDocs(_ settings: ConfigValue, fields: HeaderFields, file: String, shown: String, into read: inout Read) {
        // With directory URLs (the default) `a/b.md` is at `a/b/`, as vitrine publishes it; without, at `a/b.html`.
        if settings.bool("use_directory_urls") ?? true {
            read.config.rawHTMLLinkBase = .pageURL
        } else {
            read.config.uglyURLSections = [""]
        }
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
    }

    /// Whether MkDocs' `markdown_extensions` list names `name`, alone or with options.
    private static func names(_ extensions: HeaderValue?, _ name: String) -> Bool {
        ToolExtensions.names(in: extensions).contains(name)
    }

    /// The options of the MkDocs plugin `name` in `plugins:` (`- i18n: {…}` in a list, or `i18n: {…}` in a table).
    static func mkDocsPluginOptions(_ plugins: HeaderValue?, named name: String) -> [String: HeaderValue]? {
        switch plugins {
        case .table(let entries)?:
            if case .table(let options)? = entries[name] { return options }
        case .list(let entries)?:
            for case .table(let entry) in entries {
                if case .table(let options)? = entry[name] { return options }
            }
        default: break
        }
        return nil
    }


    /// MkDocs' edit link: `repo_url` joined with `edit_uri`, which defaults to `edit/master/docs/` for GitHub and
    /// GitLab repositories and is off for others, as MkDocs sets it.
    static func mkDocsEditURL(repository: String?, editURI: String?) -> String? {
        guard let repository, repository.hasPrefix("http") else { return nil }
        let isKnownHost = repository.contains("://github.com/") || repository.contains("://gitlab.com/")
        guard let path = editURI ?? (isKnownHost ? "edit/master/docs/" : nil), !path.isEmpty else { return nil }
        if path.hasPrefix("http") { return (path.hasSuffix("/") ? path : path + "/") + SiteConfig.editPathPlaceholder }
        let base = repository.hasSuffix("/") ? repository : repository + "/"
        let relative = path.drop { $0 == "/" }
        return base + relative + (relative.hasSuffix("/") || relative.isEmpty ? "" : "/") + SiteConfig.editPathPlaceholder
    }


    /// The folders pymdownx.snippets reads from when `markdown_extensions` names it: its `base_path` (one or a
    /// list, from the project's root), the root itself unless set.
    static func snippetBases(_ extensions: HeaderValue?, root: String) -> [String] {
        // MkDocs takes the extensions as a list or as a mapping of names to options.
        let entries: [HeaderValue] = switch extensions {
        case .list(let entries)?: entries
        case .table(let named)?: named.keys.sorted().map { .table([$0: named[$0]!]) }
        default: []
        }
        for entry in entries {
            if case .scalar("pymdownx.snippets", _) = entry { return [root] }
            guard let options = entry["pymdownx.snippets"] else { continue }
            let bases: [String] = switch options["base_path"] {
            case .scalar(let path, _)?: [path]
            case .list(let paths)?: paths.compactMap { if case .scalar(let path, _) = $0 { path } else { nil } }
            default: ["."]
            }
            return bases.map { $0.hasPrefix("/") ? $0 : root + "/" + $0 }
        }
        return []
    }
}

extension ToolConfig {
    /// Whether a `nav:` holds awesome-pages' `...`, which stands for the pages it does not name.
    static func holdsRestMarker(_ value: HeaderValue) -> Bool {
        switch value {
        case .scalar(let text, _): text.trimmingCharacters(in: .whitespaces).hasPrefix("...")
        case .list(let items): items.contains(where: holdsRestMarker)
        case .table(let entries): entries.keys.contains { $0.hasPrefix("...") } || entries.values.contains(where: holdsRestMarker)
        }
    }
}
