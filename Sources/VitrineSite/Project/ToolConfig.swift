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
        var hiddenLinePrefixes: [String: String] = [:]
        var diagnostics: [SiteDiagnostic] = []
        /// Other folders of pages, from the project's root, and where in the site each goes (`ToolProject.mounts`).
        var mounts: [(folder: String, prefix: String)] = []
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
            let imported = importedFiles(of: text, folder: (file as NSString).deletingLastPathComponent)
            let folder = (file as NSString).deletingLastPathComponent
            let versions = tool == .docusaurus ? docusaurusVersions(in: folder) : []
            let aliases = tool == .starlight ? pathAliases(in: folder) : []
            var read = script(
                tool: tool, text: ([text] + imported).joined(separator: "\n"), shown: shown, inWebsiteFolder: name?.hasPrefix("website/") ?? false,
                versions: versions)
            if tool == .docusaurus { read.config.sidebarStrings = sidebarStrings(beside: (file as NSString).deletingLastPathComponent) }
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
            read.config.editURL = settings.string("output", "html", "edit-url-template").flatMap { $0.contains(SiteConfig.editPathPlaceholder) ? $0 : nil }
            read.config.math = settings.bool("output", "html", "mathjax-support") ?? false
            if case .table(let preprocessors)? = settings.value("preprocessor") {
                let others = preprocessors.keys.filter { !ToolExtensions.builtInBookPreprocessors.contains($0) }.sorted()
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
            if let patterns = settings.string("exclude_docs") {
                read.config.excluded += patterns.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix("!") }
            }
            read.config.snippetBases = snippetBases(settings.value("markdown_extensions"), root: (file as NSString).deletingLastPathComponent)
            read.config.math = names(settings.value("markdown_extensions"), "pymdownx.arithmatex")
            let named = Set(ToolExtensions.names(in: settings.value("markdown_extensions")))
            read.config.pyMdownInlines = Set(PyMdownInline.allCases.filter { named.contains($0.extensionName) })
            let extensions = ToolExtensions.names(in: settings.value("markdown_extensions")).filter {
                !ToolExtensions.readMkDocsExtensions.contains($0.hasPrefix("markdown.extensions.") ? String($0.dropFirst(20)) : $0)
            }
            read.diagnostics += ToolExtensions.warning(extensions, kind: "Markdown extension", file: shown, place: settings.field("markdown_extensions")?.1.keyPlace)
            let plugins = ToolExtensions.names(in: settings.value("plugins")).filter { !ToolExtensions.harmlessMkDocsPlugins.contains($0) }
            read.diagnostics += ToolExtensions.warning(plugins, kind: "plugin", file: shown, place: settings.field("plugins")?.1.keyPlace)
            // Python files MkDocs runs on every page (`hooks:`), which may write any of it.
            read.diagnostics += ToolExtensions.warning(
                settings.strings("hooks") ?? [], kind: "hook", file: shown, place: settings.field("hooks")?.1.keyPlace)
            if let (nav, field) = settings.field("nav") {
                let (items, problems) = ReadingOrder.items(fromNav: nav, place: field.valuePlace, fields: fields)
                read.config.navigation = items
                read.diagnostics += problems
            }
        case .hugo:
            if settings.string("base_url") != nil, !file.hasSuffix("hugo.toml") { return nil }
            let language = settings.string("defaultContentLanguage") ?? "en"
            read.config.title = settings.string("title") ?? settings.string("languages", language, "title") ?? ""
            read.config.description = settings.string("params", "description") ?? settings.string("description")
                ?? settings.string("languages", language, "params", "description") ?? ""
            read.config.baseURL = settings.string("baseURL") ?? read.config.baseURL
            read.config.language = settings.string("languageCode") ?? language
            read.config.rawHTML = settings.bool("markup", "goldmark", "renderer", "unsafe") ?? false
            read.config.math = settings.bool("markup", "goldmark", "extensions", "passthrough", "enable") ?? false
            read.contentFolder = settings.string("contentDir") ?? "content"
            if case .table(let languages)? = settings.value("languages") {
                read.config.otherLanguages = languages.keys.filter { $0 != language }.sorted()
                for (name, value) in languages.sorted(by: { $0.key < $1.key }) {
                    guard case .scalar(let folder, _)? = value["contentDir"] ?? value["contentdir"] else { continue }
                    if name == language { read.contentFolder = folder } else { read.otherContentFolders.append(folder) }
                }
            }
            read.staticFolders = settings.strings("staticDir") ?? ["static"]
            // Module mounts place folders of the project at `content` and `static`, as the Hugo docs mount `content/en`.
            if case .list(let mounts)? = settings.value("module", "mounts") {
                let mounted = { (target: String) in
                    mounts.compactMap { mount -> String? in
                        guard case .scalar(let source, _)? = mount["source"], case .scalar(target, _)? = mount["target"] else { return nil }
                        return source
                    }
                }
                if let content = mounted("content").first { read.contentFolder = content }
                read.otherContentFolders += mounted("content").dropFirst()
                if !mounted("static").isEmpty { read.staticFolders = mounted("static") }
            }
            read.languagesPlace = settings.field("languages")?.1.keyPlace
        case .zola:
            guard file.hasSuffix("zola.toml") || settings.string("base_url") != nil else { return nil }
            read.config.title = settings.string("title") ?? ""
            read.config.description = settings.string("description") ?? ""
            read.config.baseURL = settings.string("base_url") ?? read.config.baseURL
            read.config.language = settings.string("default_language") ?? read.config.language
            if case .table(let languages)? = settings.value("languages") {
                read.config.otherLanguages = languages.keys.filter { $0 != read.config.language }.sorted()
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
            read.config.collections = JekyllPermalink.collections(
                settings.value("collections"), sitePermalink: settings.string("permalink"))
            let sitePermalink = settings.string("permalink") ?? "date"
            read.config.pagesAreFiles = !(sitePermalink == "pretty" || sitePermalink.hasSuffix("/"))
            let url = settings.string("url") ?? ""
            let base = settings.string("baseurl") ?? ""
            if !url.isEmpty || !base.isEmpty { read.config.baseURL = url + (base.hasPrefix("/") || base.isEmpty ? base : "/" + base) + "/" }
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

    /// MkDocs' `INHERIT: base.yml`: the settings of the file it names (and of the one that names, on up), under the
    /// config's own, mappings merged key by key as MkDocs merges them. A file that cannot be read is an error at
    /// the setting.
    private static func inherited(_ fields: HeaderFields, from setting: HeaderFields.Field, file: String, shown: String, depth: Int = 0) -> HeaderFields {
        guard case .scalar(let name, _) = setting.value else { return fields }
        let folder = (file as NSString).deletingLastPathComponent
        let parentFile = name.hasPrefix("/") ? name : folder + "/" + name
        var merged = fields
        guard depth < 8, let data = FileManager.default.contents(atPath: parentFile) else {
            merged.diagnostics.append(fields.diagnostic(
                at: setting.valuePlace, depth < 8 ? "INHERIT names '\(name)', which cannot be read" : "INHERIT goes more than 8 files deep"))
            return merged
        }
        let parentShown = (shown as NSString).deletingLastPathComponent.isEmpty ? name : (shown as NSString).deletingLastPathComponent + "/" + name
        var parent = Self.fields(String(decoding: data, as: UTF8.self), file: parentShown)
        if let grandparent = parent.fields["INHERIT"] { parent = inherited(parent, from: grandparent, file: parentFile, shown: parentShown, depth: depth + 1) }
        merged.diagnostics += parent.diagnostics
        for name in parent.names {
            guard let field = parent.fields[name], name != "INHERIT" else { continue }
            if let own = fields.fields[name] {
                merged.add(name, HeaderFields.Field(value: mergedValue(own.value, over: field.value), keyPlace: own.keyPlace, valuePlace: own.valuePlace))
            } else {
                merged.add(name, field)
            }
        }
        return merged
    }

    /// `own` over `base`: mappings key by key, anything else `own`.
    private static func mergedValue(_ own: HeaderValue, over base: HeaderValue) -> HeaderValue {
        guard case .table(let mine) = own, case .table(let theirs) = base else { return own }
        return .table(theirs.merging(mine) { theirs, mine in mergedValue(mine, over: theirs) })
    }

    /// Whether MkDocs' `markdown_extensions` list names `name`, alone or with options.
    private static func names(_ extensions: HeaderValue?, _ name: String) -> Bool {
        ToolExtensions.names(in: extensions).contains(name)
    }

    /// The folders pymdownx.snippets reads from when `markdown_extensions` names it: its `base_path` (one or a
    /// list, from the project's root), the root itself unless set.
    /// MkDocs' edit link: `repo_url` joined with `edit_uri`, which defaults to `edit/master/docs/` for GitHub and
    /// GitLab repositories and is off for others, as MkDocs sets it.
    private static func mkDocsEditURL(repository: String?, editURI: String?) -> String? {
        guard let repository, repository.hasPrefix("http") else { return nil }
        let isKnownHost = repository.contains("://github.com/") || repository.contains("://gitlab.com/")
        guard let path = editURI ?? (isKnownHost ? "edit/master/docs/" : nil), !path.isEmpty else { return nil }
        if path.hasPrefix("http") { return (path.hasSuffix("/") ? path : path + "/") + SiteConfig.editPathPlaceholder }
        let base = repository.hasSuffix("/") ? repository : repository + "/"
        let relative = path.drop { $0 == "/" }
        return base + relative + (relative.hasSuffix("/") || relative.isEmpty ? "" : "/") + SiteConfig.editPathPlaceholder
    }

    private static func snippetBases(_ extensions: HeaderValue?, root: String) -> [String] {
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

    /// A script config (VitePress, Docusaurus, Astro): recognised by its name, never run. Its site title is
    /// taken only where it is written as a literal (`title: 'Vite'`), and its folders are the tool's defaults.
    /// The folder aliases of `tsconfig.json`'s `compilerOptions.paths` (`"@assets/*": ["src/assets/*"]`), as
    /// (`@assets/`, `src/assets`), from the folder it is in.
    private static func pathAliases(in folder: String) -> [(prefix: String, folder: String)] {
        guard let data = FileManager.default.contents(atPath: folder + "/tsconfig.json"),
            case .table(let paths)? = ScriptLiteral.value(after: "\"paths\":", in: String(decoding: data, as: UTF8.self))
        else { return [] }
        return paths.keys.sorted().compactMap { key in
            guard key.hasSuffix("/*"), key.count > 2, case .list(let targets)? = paths[key], case .scalar(let target, _)? = targets.first,
                target.hasSuffix("/*")
            else { return nil }
            return (String(key.dropLast()), String(target.dropLast(2)))
        }
    }

    /// Whether `folder` holds pictures and other files a page may show, not the project's code (`.astro`
    /// components, scripts), which is never published.
    private static func isAssetFolder(_ folder: String) -> Bool {
        guard let found = FileManager.default.enumerator(atPath: folder) else { return false }
        let code: Set<String> = ["astro", "ts", "tsx", "js", "jsx", "mjs", "cjs", "vue", "svelte", "mdx", "md"]
        while let path = found.nextObject() as? String {
            if code.contains((path as NSString).pathExtension.lowercased()) { return false }
        }
        return true
    }

    /// The versions a Docusaurus site lists in `versions.json` beside its config, newest first; none without one.
    private static func docusaurusVersions(in folder: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: folder + "/versions.json"),
            let list = try? JSONSerialization.jsonObject(with: data) as? [String]
        else { return [] }
        return list
    }

    /// - Parameter versions: Docusaurus' released versions, newest first (`versions.json`).
    private static func script(tool: SourceTool, text: String, shown: String, inWebsiteFolder: Bool, versions: [String] = []) -> Read {
        var read = Read()
        // The config object's own title, not a footer column's or a sidebar group's written before it.
        read.config.title = outermostLiteral("title", in: text) ?? ""
        read.config.description = outermostLiteral("description", in: text) ?? ""
        read.config.rawHTML = true
        // Math is a plugin these tools load by name in the config: VitePress' `math: true`, remark-math.
        read.config.math = tool == .vitePress ? text.contains("math: true") : text.contains("remark-math")
        switch tool {
        case .vitePress:
            read.staticFolders = ["public"]
            // markdown-it-attrs with delimiters of the site's own (`%{#id}%`) beside its braces.
            if let attrs = text.range(of: "attrs:") {
                let settings = String(text[attrs.upperBound...].prefix(300))
                // markdown-it-attrs names them `leftDelimiter` and `rightDelimiter`.
                if let left = literal("leftDelimiter", in: settings), let right = literal("rightDelimiter", in: settings), !left.isEmpty, !right.isEmpty,
                    (left, right) != ("{", "}")
                {
                    read.config.attributeDelimiters = SiteConfig.AttributeDelimiters(left: left, right: right)
                }
            }
            read.config.baseURL = literal("hostname", in: text).flatMap { $0.hasPrefix("http") ? $0 : nil } ?? read.config.baseURL
            // The sidebar's literal entries order the menu and group it, as `nav:` does MkDocs'.
            if let sidebar = ScriptLiteral.value(after: "sidebar:", in: text) { read.config.navigation = ReadingOrder.items(fromVitePressSidebar: sidebar) }
            // The top bar's links come first: they order the sections the sidebars are shown under.
            if let nav = ScriptLiteral.value(after: "nav:", in: text), !read.config.navigation.isEmpty {
                read.config.navigation = ReadingOrder.items(fromVitePressSidebar: nav).map { ReadingOrder.Item(path: $0.path, title: nil) }
                    + read.config.navigation
            }
            if let anchor = text.range(of: "anchor:"), text[anchor.upperBound...].prefix(200).contains("slugify") {
                read.diagnostics.append(SiteDiagnostic(
                    file: shown,
                    message: "the config gives headings ids of its own ('markdown.anchor.slugify'), a function vitrine does not run: "
                        + "ids follow VitePress' default, and links written for the others may not land",
                    severity: .warning))
            }
        case .docusaurus:
            // Every docs instance (the preset's and each `plugin-content-docs`), from the config's own folder: the
            // one at the site's root, else the preset's, is the content folder; the others are mounted at their routes.
            let under = inWebsiteFolder ? "website/" : ""
            let instances = docusaurusDocs(in: text)
            let main = instances.first { $0.route.isEmpty } ?? instances[0]
            read.contentFolder = under + main.path
            read.staticFolders = [under + "static"]
            read.config.routePrefix = main.route.isEmpty ? "" : main.route + "/"
            read.mounts = instances.filter { $0.path != main.path && !$0.route.isEmpty }.map { (under + $0.path, $0.route + "/") }
            read.mounts += docusaurusMounts(text: text, docsFolder: main.path, versions: main.isPreset ? versions : [], under: under)
            if let latest = read.mounts.first(where: { $0.prefix.isEmpty }) {
                // The latest released version is the docs' root; the docs folder is the next one.
                read.contentFolder = latest.folder
                read.mounts = read.mounts.filter { !$0.prefix.isEmpty }
            }
            // Without `trailingSlash: true` a page is at `/docs/page`, so its relative links are read from `/docs/`.
            read.config.pagesAreFiles = !text.contains("trailingSlash: true")
            read.config.readsMarkdownAsMDX = !["detect", "md"].contains(literal("format", in: text) ?? "mdx")
            read.config.datedFolders = ["blog"]
            if let host = literal("url", in: text), host.hasPrefix("http") {
                let path = literal("baseUrl", in: text) ?? "/"
                read.config.baseURL = (host.hasSuffix("/") ? String(host.dropLast()) : host) + (path.hasPrefix("/") ? path : "/" + path)
            }
        case .starlight:
            read.contentFolder = "src/content/docs"
            read.staticFolders = ["public"]
            // Other integrations may take a `title` of their own before Starlight's.
            if let call = text.range(of: "starlight(") {
                let options = String(text[call.upperBound...])
                read.config.title = literal("title", in: options) ?? read.config.title
                if let sidebar = ScriptLiteral.value(after: "sidebar:", in: options) { read.config.navigation = ReadingOrder.items(fromStarlightSidebar: sidebar) }
                // Each locale but the default is a folder of translations (`es/`); `root` is the content's root.
                if let locales = localesObject(options, in: text) {
                    let defaultLocale = literal("defaultLocale", in: options) ?? "root"
                    read.config.languageFolders = objectKeys(in: locales).filter { $0 != "root" && $0 != defaultLocale }
                }
            }
            read.config.baseURL = literal("site", in: text).flatMap { $0.hasPrefix("http") ? $0 : nil } ?? read.config.baseURL
        default:
            break
        }
        return read
    }

    /// The text of the files a script config imports from its own folder (`from './shared'`), read, never run.
    private static func importedFiles(of text: String, folder: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let from = rest.range(of: "from './") ?? rest.range(of: "from \"./") {
            rest = rest[from.upperBound...]
            guard let end = rest.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { break }
            let module = String(rest[..<end])
            guard !module.contains("/") else { continue }
            for suffix in ["", ".ts", ".mts", ".js", ".mjs"] {
                if let data = FileManager.default.contents(atPath: folder + "/" + module + suffix) {
                    found.append(String(decoding: data, as: UTF8.self))
                    break
                }
            }
        }
        return found
    }

    /// Every string literal of the Docusaurus sidebars file beside the config (`sidebars.json`, `.js`, `.ts`),
    /// in order, read and never run. Doc ids, category labels and `type` values alike: the ids are told
    /// apart later, by matching the pages'.
    static func sidebarStrings(beside folder: String) -> [String] {
        for name in ["sidebars.json", "sidebars.js", "sidebars.ts", "sidebars.mjs", "sidebars.cjs"] {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
            var strings: [String] = []
            var rest = String(decoding: data, as: UTF8.self)[...]
            while let open = rest.firstIndex(where: { $0 == "'" || $0 == "\"" || $0 == "`" }) {
                let quote = rest[open]
                let body = rest[rest.index(after: open)...]
                guard let close = body.firstIndex(where: { $0 == quote || $0 == "\n" }) else { break }
                if body[close] == quote, !body[..<close].contains("\\") { strings.append(String(body[..<close])) }
                rest = body[body.index(after: close)...]
            }
            return strings
        }
        return []
    }

    /// The first `key: 'text'` (or `"text"`) in a script, as written; `nil` when the value is not a plain literal.
    /// Starlight's `locales` object: written in its options (`locales: {…}`), or a constant of the file they name
    /// (`locales,` or `locales: languages`, with `const languages = {…}` elsewhere in the config).
    private static func localesObject(_ options: String, in text: String) -> Substring? {
        guard let found = options.range(of: "locales") else { return nil }
        var rest = options[found.upperBound...].drop { $0 == " " || $0 == "\t" }
        var name = "locales"
        if rest.first == ":" {
            rest = rest.dropFirst().drop { $0.isWhitespace }
            if rest.first == "{" { return rest }
            name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
        } else if let next = rest.first, next != "," && next != "}" && !next.isNewline {
            return nil
        }
        guard !name.isEmpty, let constant = text.range(of: name + " = ") ?? text.range(of: name + "=") else { return nil }
        return text[constant.upperBound...]
    }

    /// The text of the object literal written after the first `key` that has one (`docs: {…}`), braces included.
    static func object(after key: String, in text: String) -> String? {
        var rest = text[...]
        while let found = rest.range(of: key) {
            rest = rest[found.upperBound...]
            let value = rest.drop { $0.isWhitespace }
            guard value.first == "{" else { continue }
            return ScriptBraces.closing(in: value, from: value.startIndex).map { String(value[...$0]) }
        }
        return nil
    }

    /// A Docusaurus config's docs instances, the preset's first (`docs: {…}`, or its defaults), then each
    /// `plugin-content-docs` with its options written in place or in a constant of the file: folder and route.
    private static func docusaurusDocs(in text: String) -> [(path: String, route: String, isPreset: Bool)] {
        func route(_ options: String, path: String) -> String {
            (literal("routeBasePath", in: options) ?? path).split(separator: "/").joined(separator: "/")
        }
        let preset = object(after: "docs:", in: text) ?? ""
        let presetPath = literal("path", in: preset) ?? "docs"
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
            guard let options, let path = literal("path", in: options) else { continue }
            instances.append((path, route(options, path: path), false))
        }
        return instances
    }

    /// A Docusaurus project's other folders of pages, from the config's folder (`under` it in the project): the
    /// blog at `blog/`, each other docs instance at its `routeBasePath`, and the versions of `versions.json` from
    /// `versioned_docs/` — the latest at the root (prefix `""`) and the docs folder at `next/`, unless
    /// `lastVersion: 'current'` keeps the docs folder at the root.
    private static func docusaurusMounts(text: String, docsFolder: String, versions: [String], under: String) -> [(folder: String, prefix: String)] {
        var mounts: [(folder: String, prefix: String)] = []
        let blog = object(after: "blog:", in: text)
        mounts.append((under + (blog.flatMap { literal("path", in: $0) } ?? "blog"), "blog/"))
        guard let latest = versions.first else { return mounts }
        let currentIsLatest = literal("lastVersion", in: text) == "current"
        for version in versions {
            mounts.append((under + "versioned_docs/version-" + version, version == latest && !currentIsLatest ? "" : version + "/"))
        }
        if !currentIsLatest { mounts.append((under + docsFolder, "next/")) }
        return mounts
    }

    /// The keys of the object literal `text` starts with (after spaces): names or quoted strings before a `:`
    /// at its top level.
    static func objectKeys(in text: Substring) -> [String] {
        guard let open = text.firstIndex(where: { !$0.isWhitespace }), text[open] == "{" else { return [] }
        var keys: [String] = []
        var depth = 0
        var token = ""
        var quote: Character?
        for character in text[open...] {
            if let open = quote {
                if character == open { quote = nil } else { token.append(character) }
                continue
            }
            switch character {
            case "{", "[", "(":
                depth += 1
                token = ""
            case "}", "]", ")":
                depth -= 1
                token = ""
                if depth == 0 { return keys }
            case "'", "\"", "`":
                if depth == 1 { token = "" }
                quote = character
            case ":":
                if depth == 1, !token.isEmpty { keys.append(token) }
                token = ""
            case ",":
                token = ""
            default:
                if character.isLetter || character.isNumber || character == "_" || character == "-" { token.append(character) } else if !character.isWhitespace { token = "" }
            }
        }
        return keys
    }

    /// `literal`, for the occurrence of `key` nested in the fewest braces that has a literal value: a script
    /// config's top-level setting wherever it is written. Strings and comments are skipped.
    static func outermostLiteral(_ key: String, in text: String) -> String? {
        var candidates: [(depth: Int, at: String.Index)] = []
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "{": depth += 1
            case "}": depth = max(0, depth - 1)
            case "'", "\"", "`":
                // To the closing quote, past escaped ones.
                var end = text.index(after: index)
                while end < text.endIndex, text[end] != character {
                    if text[end] == "\\" { end = text.index(end, offsetBy: 1, limitedBy: text.endIndex) ?? text.endIndex }
                    if end < text.endIndex { end = text.index(after: end) }
                }
                index = end < text.endIndex ? text.index(after: end) : end
                continue
            case "/" where text[index...].hasPrefix("//"):
                index = text[index...].firstIndex(of: "\n") ?? text.endIndex
                continue
            case "/" where text[index...].hasPrefix("/*"):
                index = text[text.index(index, offsetBy: 2)...].range(of: "*/")?.upperBound ?? text.endIndex
                continue
            default:
                if character == key.first, text[index...].hasPrefix(key) { candidates.append((depth, index)) }
            }
            index = text.index(after: index)
        }
        for candidate in candidates.enumerated().sorted(by: { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }) {
            let at = candidate.element.at
            // A whole key: not the end of another name.
            if at > text.startIndex, let before = text[text.index(before: at)...].first, before.isLetter || before.isNumber || before == "_" || before == "$" || before == "." {
                continue
            }
            if let value = literal(key, in: String(text[at...])) { return value }
        }
        return nil
    }

    static func literal(_ key: String, in text: String) -> String? {
        var rest = text[...]
        while let found = rest.range(of: key) {
            defer { rest = rest[found.upperBound...] }
            // A whole key: not the end of another name (`subtitle`), followed by a colon.
            if found.lowerBound > text.startIndex, let before = text[text.index(before: found.lowerBound)...].first,
                before.isLetter || before.isNumber || before == "_" || before == "$" || before == "."
            {
                continue
            }
            let after = text[found.upperBound...].drop { $0 == " " || $0 == "\t" }
            guard after.first == ":" else { continue }
            let value = after.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard let quote = value.first, quote == "'" || quote == "\"" || quote == "`" else { return nil }
            let body = value.dropFirst()
            guard let end = body.firstIndex(of: quote), !body[..<end].contains("\n"), !body[..<end].contains("\\"),
                !(quote == "`" && body[..<end].contains("${"))
            else { return nil }
            return String(body[..<end])
        }
        return nil
    }

    /// The file's settings, by its extension: TOML, YAML or JSON.
    private static func fields(_ text: String, file: String) -> HeaderFields {
        if file.hasSuffix(".toml") { return TOMLHeader.fields(parsing: text, file: file, lineOffset: 0) }
        if file.hasSuffix(".json") { return JSONConfig.fields(parsing: text, file: file) }
        return YAMLHeader.fields(parsing: text, file: file, lineOffset: 0)
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
