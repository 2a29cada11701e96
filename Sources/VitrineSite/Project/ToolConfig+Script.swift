import Foundation

/// Script configs (VitePress, Docusaurus, Astro) read without running them: their literal settings, the files they
/// import from their own folder, Astro's path aliases and locales (Docusaurus' own folders: `ToolConfig+Docusaurus`).
extension ToolConfig {
    /// The folder aliases of `tsconfig.json`'s `compilerOptions.paths` (`"@assets/*": ["src/assets/*"]`), as
    /// (`@assets/`, `src/assets`), from the folder it is in.
    static func pathAliases(in folder: String) -> [(prefix: String, folder: String)] {
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
    static func isAssetFolder(_ folder: String) -> Bool {
        guard let found = FileManager.default.enumerator(atPath: folder) else { return false }
        let code: Set<String> = ["astro", "ts", "tsx", "js", "jsx", "mjs", "cjs", "vue", "svelte", "mdx", "md"]
        while let path = found.nextObject() as? String {
            if code.contains((path as NSString).pathExtension.lowercased()) { return false }
        }
        return true
    }

    /// - Parameter versions: Docusaurus' released versions, newest first (`versions.json`).
    /// - Parameter docsAreLatest: Whether the docs folder is the latest version, whose own folder is missing.
    static func script(tool: SourceTool, text: String, shown: String, inWebsiteFolder: Bool, versions: [String] = [], docsAreLatest: Bool = false) -> Read {
        var read = Read()
        // The config object's own title, not a footer column's or a sidebar group's written before it.
        read.config.title = outermostLiteral("title", in: text) ?? ""
        read.config.description = outermostLiteral("description", in: text) ?? ""
        read.config.rawHTML = true
        // Math is a plugin these tools load by name in the config: VitePress' `math: true`, remark-math.
        read.config.math = tool == .vitePress ? text.contains("math: true") : text.contains("remark-math")
        // The project's own remark and rehype plugins are not run: named once, as MkDocs' extensions are.
        if tool == .docusaurus || tool == .starlight {
            let plugins = RemarkPlugins.unread(in: text)
            if !plugins.isEmpty {
                read.diagnostics.append(SiteDiagnostic(
                    file: shown,
                    message: "\(plugins.count) remark or rehype \(plugins.count == 1 ? "plugin" : "plugins") of the config vitrine does not run "
                        + "(\(plugins.prefix(5).map { "'\($0)'" }.joined(separator: ", "))\(plugins.count > 5 ? ", …" : "")): "
                        + "what \(plugins.count == 1 ? "it changes" : "they change") in the pages is missing",
                    severity: .warning))
            }
        }
        switch tool {
        case .vitePress:
            // `srcDir` holds the pages (Vue's docs keep them in `src/`); `public/` is inside it.
            let source = literal("srcDir", in: text).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }.flatMap { $0.isEmpty || $0 == "." ? nil : $0 }
            read.contentFolder = source ?? ""
            read.staticFolders = [(source.map { $0 + "/" } ?? "") + "public"]
            if case .list(let patterns)? = ScriptLiteral.value(after: "srcExclude:", in: text) {
                read.config.excluded += patterns.compactMap { if case .scalar(let pattern, _) = $0 { pattern } else { nil } }
            }
            // `rewrites: { 'en/:rest*': ':rest*' }` publishes pages at other paths; a function cannot be run.
            if case .table(let entries)? = ScriptLiteral.value(after: "rewrites:", in: text) {
                read.config.pathRewrites.rules = entries.compactMap { pattern, target in
                    guard case .scalar(let target, .string) = target else { return nil }
                    return PathRewrites.Rule(pattern: pattern, target: target)
                }
                // The more specific pattern first, as the longer one is; then by name, the same on every machine.
                .sorted { ($0.pattern.count, $1.pattern) > ($1.pattern.count, $0.pattern) }
            } else if text.contains("rewrites(") || text.contains("rewrites:") {
                read.diagnostics.append(SiteDiagnostic(
                    file: shown,
                    message: "the config's 'rewrites' is code vitrine does not run (a function or an import): pages are published at their source paths",
                    severity: .warning))
            }
            // markdown-it-attrs with delimiters of the site's own (`%{#id}%`) beside its braces.
            if let attrs = text.range(of: "attrs:") {
                let settings = String(text[attrs.upperBound...].prefix(300))
                // markdown-it-attrs names them `leftDelimiter` and `rightDelimiter`; VitePress 2 `left` and `right`.
                if let left = literal("leftDelimiter", in: settings) ?? literal("left", in: settings),
                    let right = literal("rightDelimiter", in: settings) ?? literal("right", in: settings), !left.isEmpty, !right.isEmpty,
                    (left, right) != ("{", "}")
                {
                    read.config.attributeDelimiters = SiteConfig.AttributeDelimiters(left: left, right: right)
                }
            }
            read.config.baseURL = literal("hostname", in: text).flatMap { $0.hasPrefix("http") ? $0 : nil } ?? read.config.baseURL
            // Plugins that add to the config by code as it is exported (vitepress-sidebar's `withSidebar`).
            let wrappers = vitePressWrappers(in: text)
            if !wrappers.isEmpty {
                read.diagnostics.append(SiteDiagnostic(
                    file: shown,
                    message: "the config is passed through \(wrappers.map { "'\($0)'" }.joined(separator: ", ")), code vitrine does not run: "
                        + "what \(wrappers.count == 1 ? "it adds" : "they add") (a sidebar, languages) is missing",
                    severity: .warning))
            }
            // Each locale but `root` is a folder of translations (`zh/`), with its own menu and `lang`.
            if let languages = vitePressLanguages(text, siteLanguage: read.config.language) { read.setLanguages(languages, fillsMissing: false) }
            if read.config.title.isEmpty, let title = vitePressRootTitle(text) { read.config.title = title }
            // The sidebar's literal entries order the menu and group it, as `nav:` does MkDocs'.
            // Held in a variable of its own (`const sidebar = {…}`, then `themeConfig: { sidebar }`) as often as written in place.
            let constants = ScriptLiteral.constants(in: text)
            // Or a typed one (`const sidebar: DefaultTheme.Sidebar = {…}`), which the constants read past its type.
            let sidebar = ScriptLiteral.read(after: "sidebar:", in: text, constants: constants) ?? ScriptLiteral.read(after: "sidebar =", in: text, constants: constants)
                ?? constants["sidebar"].map { (value: $0, passedOver: 0) }
            if let sidebar {
                read.config.navigation = ReadingOrder.items(fromVitePressSidebar: sidebar.value)
            }
            // Each language's own sidebar orders its pages too.
            if read.config.languages.isMultilingual {
                var listed = Set(read.config.navigation.map(\.path))
                for localeSidebar in vitePressLocaleSidebars(in: text, constants: constants) {
                    for item in ReadingOrder.items(fromVitePressSidebar: localeSidebar) where listed.insert(item.path).inserted {
                        read.config.navigation.append(item)
                    }
                }
            }
            if read.config.navigation.isEmpty, text.contains("sidebar:") || text.contains("sidebar =") {
                read.diagnostics.append(SiteDiagnostic(
                    file: shown,
                    message: "the sidebar is made by code vitrine does not run (a function, an import or a spread): the menu follows the folders instead",
                    severity: .warning))
            } else if let sidebar, sidebar.passedOver > 0 {
                let entries = sidebar.passedOver == 1 ? "1 entry" : "\(sidebar.passedOver) entries"
                read.diagnostics.append(SiteDiagnostic(
                    file: shown,
                    message: "\(entries) of the sidebar made by code vitrine does not run (a function call, an import or a spread) left out: "
                        + "their pages follow the sidebar's own, in their folders",
                    severity: .warning))
            }
            // With sidebars for parts of the site (`'/guide/': […]`), the top bar's links order the parts; one sidebar
            // for the whole site (a list, or `'/': […]` alone) keeps its own order.
            let coversWholeSite = switch sidebar?.value {
            case .table(let parts)?: parts.keys.allSatisfy { $0 == "/" }
            default: true
            }
            if let nav = ScriptLiteral.value(after: "nav:", in: text, constants: constants) ?? constants["nav"], !read.config.navigation.isEmpty, !coversWholeSite {
                // A top-bar link orders its part by the part's first entry, so the sidebar's own order holds inside it.
                let sidebarItems = read.config.navigation
                let partFirst = { (path: String) -> String in
                    guard let listed = sidebarItems.first(where: { $0.path == path }), let part = listed.groups?.first else { return path }
                    return sidebarItems.first { $0.groups?.first == part }?.path ?? path
                }
                read.config.navigation = ReadingOrder.items(fromVitePressSidebar: nav).map { ReadingOrder.Item(path: partFirst($0.path), title: nil) }
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
            // The docs folder published as the latest version under an address of its own (`/docs/v4/`): its links
            // are read from there, as the docs' root.
            // So is the latest released version given a `path` of its own (`'6.x.x': {path: 'v6'}`).
            let latest = literal("lastVersion", in: text) == "current" || docsAreLatest ? "current" : main.isPreset ? versions.first : nil
            if let latest, let path = docusaurusVersionPaths(in: text)[latest], !path.isEmpty {
                read.config.latestVersionPrefix = path + "/"
            }
            read.mounts = instances.filter { $0.path != main.path && !$0.route.isEmpty }.map { (under + $0.path, $0.route + "/") }
            read.mounts += docusaurusMounts(
                text: text, docsFolder: main.path, versions: main.isPreset ? versions : [], under: under, docsAreLatest: docsAreLatest)
            if let latest = read.mounts.first(where: { $0.prefix.isEmpty }) {
                // The latest released version is the docs' root; the docs folder is the next one.
                read.contentFolder = latest.folder
                read.mounts = read.mounts.filter { !$0.prefix.isEmpty }
            }
            // The docs' other versions, each in its folder: the menu holds them under one entry.
            read.config.versionFolders = read.mounts.filter { $0.folder.hasPrefix(under + "versioned_docs/") || $0.folder == under + main.path }.map(\.prefix)
            // Each by the name Docusaurus' version menu gives it: the docs folder's is "Next", as its `current` version is.
            // The docs folder at the root (`lastVersion: 'current'`, or a latest version a build step makes) is "Latest".
            let rootIsDocs = literal("lastVersion", in: text) == "current" || docsAreLatest
            if main.isPreset, let latest = rootIsDocs ? "Latest" : versions.first, !read.config.versionFolders.isEmpty {
                // Listed as its menu lists them: the next version first, then the released ones, newest first.
                let others = read.mounts.filter { read.config.versionFolders.contains($0.prefix) }
                let next = others.filter { $0.folder == under + main.path }.map { DocVersion(prefix: $0.prefix, name: "Next") }
                read.config.docVersions = next + [DocVersion(prefix: "", name: latest)]
                    + others.filter { $0.folder != under + main.path }.map { DocVersion(prefix: $0.prefix, name: String($0.prefix.dropLast())) }
            }
            // Markdown pages of `src/pages/` are published at the site's root, beside the docs.
            read.mounts.append((under + "src/pages", ""))
            // Without `trailingSlash: true` a page is at `/docs/page`, so its relative links are read from `/docs/`.
            read.config.pagesAreFiles = !text.contains("trailingSlash: true")
            read.config.readsMarkdownAsMDX = !["detect", "md"].contains(literal("format", in: text) ?? "mdx")
            let blogs = [docusaurusPresetBlog(in: text)].compactMap { $0 } + docusaurusBlogs(in: text)
            read.config.datedFolders = Set(blogs.compactMap { $0.route.split(separator: "/").first.map(String.init) })
            // Written as a template over a constant of the file (`${BASE_URL}/`) as often as plainly. A host made by
            // code (`https://${HOSTNAME}`) leaves the path alone, which the authors' links still begin with.
            let path = literal("baseUrl", in: text, templates: true).flatMap { filledTemplate($0, in: text) } ?? "/"
            let host = literal("url", in: text).flatMap { $0.hasPrefix("http") ? ($0.hasSuffix("/") ? String($0.dropLast()) : $0) : nil }
            if host != nil || path != "/" {
                read.config.baseURL = (host ?? "") + (path.hasPrefix("/") ? path : "/" + path)
            }
        case .starlight:
            read.contentFolder = "src/content/docs"
            read.staticFolders = ["public"]
            read.config.headingIDsTakeAnyText = text.contains("remark-heading-id")
            // Other integrations may take a `title` of their own before Starlight's. A plugin wrapping Starlight
            // passes its options on (`Icons({ starlight: {…} })`).
            if let call = text.range(of: "starlight(") ?? Self.wrappedStarlightOptions(in: text) {
                let options = String(text[call.upperBound...])
                // Starlight's plugins are code (`starlightVersions({…})`): what they change is named, never run.
                let plugins = starlightPlugins(in: options)
                if !plugins.isEmpty {
                    read.diagnostics.append(SiteDiagnostic(
                        file: shown,
                        message: "\(plugins.count) Starlight \(plugins.count == 1 ? "plugin" : "plugins") vitrine does not run (\(plugins.map { "'\($0)'" }.joined(separator: ", "))): "
                            + "what \(plugins.count == 1 ? "it adds or changes" : "they add or change") (sidebars, versions, pages) is missing",
                        severity: .warning))
                }
                // A title by language: the English one is the site's, each language's its own.
                let titles = starlightTitles(in: options)
                read.config.title = literal("title", in: options) ?? titles["en"] ?? titles.keys.sorted().first.flatMap { titles[$0] } ?? read.config.title
                // Written in place, or a constant of the file (`sidebar: guides`, or the shorthand `sidebar,`).
                let constants = ScriptLiteral.constants(in: text)
                let shorthand = options.range(of: "sidebar").flatMap { found in
                    options[found.upperBound...].drop { $0 == " " || $0 == "\n" }.first.flatMap { $0 == "," || $0 == "}" ? constants["sidebar"] : nil }
                }
                if let sidebar = ScriptLiteral.value(after: "sidebar:", in: options, constants: constants) ?? shorthand {
                    read.config.navigation = ReadingOrder.items(fromStarlightSidebar: sidebar)
                    read.config.groupTranslations = ReadingOrder.labelTranslations(inStarlightSidebar: sidebar)
                }
                // Each locale but the default is a folder of translations (`es/`); `root` is the content's root.
                if let locales = localesObject(options, in: text) {
                    let defaultLocale = literal("defaultLocale", in: options) ?? "root"
                    let keys = objectKeys(in: locales)
                    // A `root` locale is the content folder's root; any other default is a folder, as the others are.
                    let hasRoot = keys.contains("root")
                    let defaultCode = hasRoot ? (defaultLocale == "root" ? read.config.language : defaultLocale) : defaultLocale
                    let entry = { (code: String) in HeaderValue.table(titles[code].map { ["title": .scalar($0, .string)] } ?? [:]) }
                    let table = Dictionary(uniqueKeysWithValues: keys.filter { $0 != "root" }.map { ($0, entry($0)) })
                        .merging([defaultCode: entry(defaultCode)]) { own, _ in own }
                    if let multilingual = SiteLanguages.fromTool(table, defaultCode: defaultCode, layout: hasRoot ? .rootAndFolders : .folders) {
                        read.setLanguages(multilingual, fillsMissing: true)
                    } else {
                        read.config.languageFolders = keys.filter { $0 != "root" && $0 != defaultLocale }
                    }
                }
            }
            // Astro's `base` is the path the site is served under, which its authors write in links (`/docs/x`).
            // `site` written in place, or a constant of the file (`const site = process.env.SITE_URL || "https://…"`, then
            // `site,` or `site: SITE`), whose written fallback is the address.
            let host = (literal("site", in: text) ?? constantFallback(named: "site", in: text)).flatMap { $0.hasPrefix("http") ? $0 : nil }
            let base = outermostLiteral("base", in: text).flatMap { $0.hasPrefix("/") && $0 != "/" ? $0 : nil }
            if host != nil || base != nil {
                read.config.baseURL = (host.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? "") + (base ?? "/")
            }
        default:
            break
        }
        return read
    }

    /// Where a plugin's `starlight: {` option starts, whose object is Starlight's own options.
    static func wrappedStarlightOptions(in text: String) -> Range<String.Index>? {
        var rest = text[...]
        while let found = rest.range(of: "starlight:") {
            let after = text[found.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            if after.first == "{" { return found.lowerBound..<after.startIndex }
            rest = text[found.upperBound...]
        }
        return nil
    }

}
