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
        /// The themes' static folders (Hugo's `themes/NAME/static`), under the project's own.
        var themeStaticFolders: [String] = []
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
                let locales = docusaurusLocales(in: text)
                if let locales { read.config.language = locales.defaultLanguage.code }
                let labels = DocusaurusSidebar.navbarLabels(in: text)
                let sidebarPath = DocusaurusSidebar.configuredPath(inDocsOptions: object(after: "docs:", in: text) ?? "")
                let sidebars = DocusaurusSidebar.read(beside: folder, path: sidebarPath, labels: labels)
                (read.config.sidebarStrings, read.config.sidebarEntries, read.config.sidebarIndexes) = (sidebars.strings, sidebars.entries, sidebars.indexes)
                // A sidebars file that makes its sidebar by running code (`loadSidebarsFromYaml(…)`) gives nothing to read.
                if let file = sidebars.file, sidebars.entries.isEmpty {
                    read.diagnostics.append(SiteDiagnostic(
                        file: ((shown as NSString).deletingLastPathComponent as NSString).appendingPathComponent(String(file.dropFirst(folder.count + 1))),
                        message: "the sidebar is made by code vitrine does not run (a function or an import): the menu follows the folders instead",
                        severity: .warning))
                }
                // Each version's own sidebar, the latest's (the content folder) too.
                let under = name?.hasPrefix("website/") == true ? "website/" : ""
                let docsFolder = docusaurusDocs(in: text).first { $0.isPreset }?.path ?? "docs"
                let versioned = DocusaurusSidebar.versioned(
                    in: folder, under: under, contentFolder: read.contentFolder, mounts: read.mounts, docsFolder: docsFolder, labels: labels)
                if let root = versioned.root { (read.config.sidebarStrings, read.config.sidebarEntries, read.config.sidebarIndexes) = root }
                read.config.mountedSidebars = versioned.mounted
                read.overlays = docusaurusOverlays(in: folder, under: under, language: read.config.language, docsFolder: docsFolder)
                // The other locales' translations, each where what it translates is published, in the locale's folder.
                var translated: [(folder: String, prefix: String)] = []
                if let locales {
                    translated = docusaurusTranslationMounts(
                        in: folder, under: under, locales: Array(locales.codes.dropFirst()),
                        published: [(read.contentFolder, "")] + read.mounts, docsFolder: docsFolder, blogFolder: docusaurusPresetBlog(in: text)?.path)
                    if !translated.isEmpty {
                        read.mounts += translated
                        read.config.groupTranslations = docusaurusCategoryLabels(in: folder + "/" + under + "i18n", locales: Array(locales.codes.dropFirst()))
                        // A locale's blog (`fr/blog/`) is dated as the blog it translates (`blog/`).
                        for mount in translated {
                            let parts = mount.prefix.split(separator: "/")
                            if read.config.datedFolders.contains(parts.dropFirst().joined(separator: "/")) { read.config.datedFolders.insert(parts.joined(separator: "/")) }
                        }
                        read.setLanguages(locales, fillsMissing: true)
                    }
                }
                read.diagnostics += docusaurusTranslations(
                    in: folder, shownAs: (shown as NSString).deletingLastPathComponent, language: read.config.language,
                    built: translated.map { String($0.folder.dropFirst(under.count)) })
            }
            if tool == .starlight {
                read.diagnostics += astroCollections(in: folder, docs: read.contentFolder, shownAs: (shown as NSString).deletingLastPathComponent)
                let astro = astroRoutes(in: folder, shownAs: (shown as NSString).deletingLastPathComponent)
                read.config.unbuiltRoutes += astro.routes
                read.diagnostics += astro.diagnostics
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
                // mdbook-variables fills `{{name}}` with the plain texts its table gives: read, as it reads them.
                if case .table(let variables)? = preprocessors["variables"]?["variables"] {
                    read.config.bookVariables = variables.compactMapValues { if case .scalar(let text, _) = $0 { text } else { nil } }
                }
                let others = preprocessors.keys.filter {
                    !ToolExtensions.builtInBookPreprocessors.contains($0) && !["admonish", "katex"].contains($0) && ($0 != "variables" || read.config.bookVariables.isEmpty)
                }.sorted()
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
            readMkDocs(settings, fields: fields, file: file, shown: shown, into: &read)
        case .hugo:
            guard readHugo(settings, file: file, into: &read) else { return nil }
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
            // Files Zola does not read at all (`**/AGENTS.md`, `*.{graphql,gql}`): its globs' `*` crosses folders, as
            // the excluded patterns' does, and `**/` also matches none.
            read.config.excluded += (settings.strings("ignored_content") ?? []).flatMap(Self.braceExpanded).flatMap { glob in
                glob.hasPrefix("**/") ? [glob, String(glob.dropFirst(3))] : [glob]
            }
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
            read.config.headingIDPrefix = settings.string("kramdown", "auto_id_prefix") ?? ""
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
