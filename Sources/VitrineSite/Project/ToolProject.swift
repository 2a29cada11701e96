import Foundation

/// Another docs tool's project around a site folder: which tool, its config file, where its pages and static
/// files are, and what its config says a reader sees (title, base URL, menu, raw HTML). Nothing in it is run.
package struct ToolProject: Sendable, Equatable {
    package let tool: SourceTool
    /// The config file that marked the project, as the user can open it.
    package let configFile: String
    /// The folder the pages are read from.
    package let contentDirectory: String
    /// Folders copied to the site's root as they are (Hugo's and Zola's `static/`, VitePress' `public/`).
    package var staticDirectories: [String] = []
    /// The static folders of the project's themes (Hugo's `themes/NAME/static/`), whose files are published where
    /// the project's own are not.
    package var themeStaticDirectories: [String] = []
    /// Folders copied below the site's root, each at its prefix (`img/logos/`): Hugo's mounts below `static`.
    package var staticMounts: [StaticMount] = []
    /// MkDocs' theme folder (`theme.custom_dir`): its files are published, but its templates.
    package var themeFolder: ThemeFolder?
    /// Other folders of pages and their files, each published under its prefix (Docusaurus' blog, its other
    /// versions and docs instances): read as if they were the content folder's `PREFIX/`.
    package var mounts: [Mount] = []
    /// Folders whose files replace those at the same paths (the site's language's translations of its docs),
    /// each with the prefix of the folder it translates.
    package var overlays: [Mount] = []

    package struct Mount: Sendable, Equatable {
        /// The folder, as the user can open it.
        package let directory: String
        /// Where its files go in the site: `blog/`, `0.77/`.
        package let prefix: String
        /// Its files left out, as patterns from the folder (Hugo's `files: '! _*'`).
        package var excluded: [String] = []
    }
    /// Whether the project's own template redraws every link (Hugo's `render-link.html`), so a link vitrine cannot
    /// resolve may still be right: such links are warnings, never errors.
    package var redrawsLinks = false
    /// The site settings the tool's config gives, before vitrine's own `config.yml` overrides them.
    var config = SiteConfig()
    /// Problems of the config file: an unreadable or invalid one is an error at its place.
    var diagnostics: [SiteDiagnostic] = []
    /// A config that is a script is recognised, not run: the summary line says so.
    var isScript: Bool { tool.configIsScript }

    /// The line `vitrine build` prints: which project was recognised, from which file, and what it took.
    package var summaryLine: String {
        let read = isScript ? " (a script: its literal title read, nothing run)" : ""
        let more = mounts.isEmpty ? "" : " and \(mounts.count) more \(mounts.count == 1 ? "folder" : "folders") (\(mounts.prefix(3).map { "\($0.directory) at /\($0.prefix)" }.joined(separator: ", "))\(mounts.count > 3 ? ", …" : ""))"
        return "Read \(tool.withArticle) project from \(configFile)\(read): '\(config.title)', pages from \(contentDirectory)\(more)"
    }
}

extension ToolProject {
    /// The project `siteDirectory` belongs to: the folder itself when it holds a tool's config (its pages are
    /// then in the tool's content folder), else the nearest parent whose config places its pages there, up to
    /// the repository's root (at most four folders up outside a repository), else a folder inside it whose config
    /// names it as its pages. `nil` for a plain folder.
    package static func find(for siteDirectory: String) -> ToolProject? {
        let site = ProjectPaths(typed: siteDirectory)
        if let project = recognise(root: site.absolute, site: site, siteIsRoot: true) { return project }
        var folder = ProjectPaths.parent(of: site.absolute)
        for _ in 0..<4 {
            if let project = recognise(root: folder, site: site, siteIsRoot: false) { return project }
            if folder == "/" || FileManager.default.fileExists(atPath: folder + "/.git") { break }
            folder = ProjectPaths.parent(of: folder)
        }
        // A config kept in a folder of the pages that names them as its docs (Klipper's `docs/_klipper3d/mkdocs.yml`
        // with `docs_dir: '../'`).
        let children = (try? FileManager.default.contentsOfDirectory(atPath: site.absolute))?.filter { !$0.hasPrefix(".") }.sorted() ?? []
        for child in children where ProjectPaths.isFolder(site.absolute + "/" + child) {
            if let project = recognise(root: site.absolute + "/" + child, site: site, siteIsRoot: false) { return project }
        }
        return nil
    }

    /// A folder inside `siteDirectory` that is the root of another tool's project (`src/.vitepress/config.mts`,
    /// as a package whose build runs `vitepress build src`): its path and the config found there, for a hint when
    /// the folder itself is no project. Generic names (`config.toml`) are not a root's sign.
    package static func projectBelow(_ siteDirectory: String) -> (tool: SourceTool, config: String)? {
        let children = (try? FileManager.default.contentsOfDirectory(atPath: siteDirectory))?.filter { !$0.hasPrefix(".") }.sorted() ?? []
        for child in children where ProjectPaths.isFolder(siteDirectory + "/" + child) {
            for tool in searchOrder {
                for name in tool.configNames where !name.hasPrefix("config") && FileManager.default.fileExists(atPath: siteDirectory + "/" + child + "/" + name) {
                    return (tool, child + "/" + name)
                }
            }
        }
        return nil
    }

    /// The tools in the order their configs are looked for in one folder: Zola's `zola.toml` before Hugo's
    /// `config.toml`, which Zola also uses (`ToolConfig` tells them apart by Zola's `base_url`).
    private static let searchOrder: [SourceTool] = [.mdBook, .mkDocs, .zola, .hugo, .jekyll, .vitePress, .docusaurus, .starlight]

    private static func recognise(root: String, site: ProjectPaths, siteIsRoot: Bool) -> ToolProject? {
        for tool in searchOrder {
            for name in tool.configNames where FileManager.default.fileExists(atPath: root + "/" + name) {
                let shownConfig = site.shown(root + "/" + name)
                guard var read = ToolConfig.read(tool: tool, file: root + "/" + name, shownAs: shownConfig, name: name) else { continue }
                let content: String
                if siteIsRoot {
                    let candidate = read.contentFolder.isEmpty ? root : ((root + "/" + read.contentFolder) as NSString).standardizingPath
                    // `config.yml` is vitrine's own name too: a Hugo or Zola config by a generic name counts
                    // only beside the folder of pages it names.
                    if name.hasPrefix("config"), !FileManager.default.fileExists(atPath: candidate + "/") || candidate == root { continue }
                    content = FileManager.default.fileExists(atPath: candidate) ? candidate : root
                    if content != candidate, tool == .mkDocs {
                        // MkDocs stops at a `docs_dir` that is not there (a folder a build step makes).
                        read.diagnostics.append(SiteDiagnostic(
                            file: shownConfig,
                            message: "docs_dir '\(read.contentFolder)' is not a folder (a build step of the project may make it): MkDocs stops here, and so does vitrine"))
                    } else if content != candidate, tool == .jekyll {
                        // Jekyll reads its pages from `source:` alone; the project's root is not its site.
                        read.diagnostics.append(SiteDiagnostic(
                            file: shownConfig,
                            message: "source '\(read.contentFolder)' is not a folder (a build step of the project may make it): Jekyll has no pages to read, and vitrine stops"))
                    }
                } else {
                    // A parent's project owns the folder only when the folder is where that project keeps pages.
                    let folders = ([read.contentFolder] + read.otherContentFolders).map { $0.isEmpty ? root : ((root + "/" + $0) as NSString).standardizingPath }
                    guard folders.contains(where: { site.absolute == $0 || site.absolute.hasPrefix($0 + "/") }) else { continue }
                    content = site.absolute
                    // A config kept among the pages it names is the tool's, not a file of the site.
                    if root.hasPrefix(content + "/") { read.config.excluded.append(String((root + "/" + name).dropFirst(content.count + 1))) }
                }
                read.config.title = read.config.title.isEmpty ? ProjectPaths.siteName(root: root, content: content) : read.config.title
                var project = ToolProject(tool: tool, configFile: shownConfig, contentDirectory: site.shown(content))
                project.staticDirectories = read.staticFolders.map { root + "/" + $0 }
                    .filter { $0 != content && FileManager.default.fileExists(atPath: $0) }.map(site.shown)
                project.themeStaticDirectories = read.themeStaticFolders.map { root + "/" + $0 }.filter { FileTree.isFolder($0) }.map(site.shown)
                project.themeFolder = read.themeFolder.map { ThemeFolder(directory: root + "/" + $0.folder, staticTemplates: $0.staticTemplates) }
                    .flatMap { FileManager.default.fileExists(atPath: $0.directory) ? ThemeFolder(directory: site.shown($0.directory), staticTemplates: $0.staticTemplates) : nil }
                project.staticMounts = read.staticMounts.map { (root + "/" + $0.folder, $0.prefix) }
                    .filter { $0.0 != content && FileManager.default.fileExists(atPath: $0.0) }.map { StaticMount(directory: site.shown($0.0), prefix: $0.1) }
                project.mounts = read.mounts.compactMap { mount in
                    let folder = ((root + "/" + mount.folder) as NSString).standardizingPath
                    // A folder inside the content folder is read with it already, unless the content folder leaves it out
                    // (Hugo's `files: '! docs/v?'`, its versions mounted elsewhere).
                    let inside = folder.hasPrefix(content + "/") && !SiteSource.isExcluded(String(folder.dropFirst(content.count + 1)), by: read.config.excluded)
                    guard folder != content, !inside, FileManager.default.fileExists(atPath: folder) else { return nil }
                    return Mount(directory: site.shown(folder), prefix: mount.prefix, excluded: read.mountExclusions[mount.folder] ?? [])
                }
                // A translation goes over its folder where the site publishes that: the content folder, or a mount.
                project.overlays = read.overlays.compactMap { overlay in
                    let folder = ((root + "/" + overlay.folder) as NSString).standardizingPath
                    let over = ((root + "/" + overlay.over) as NSString).standardizingPath
                    guard FileManager.default.fileExists(atPath: folder) else { return nil }
                    if over == content { return Mount(directory: site.shown(folder), prefix: "") }
                    return read.mounts.first { ((root + "/" + $0.folder) as NSString).standardizingPath == over }
                        .map { Mount(directory: site.shown(folder), prefix: $0.prefix) }
                }
                project.config = read.config
                project.config.sourceTool = tool
                project.config.hiddenLinePrefixes = read.hiddenLinePrefixes
                project.diagnostics = read.diagnostics
                // vitrine builds one language's folder at a time (Hugo's `languages`): the others are named, never left silently.
                let others = ([read.contentFolder] + read.otherContentFolders).filter { root + "/" + $0 != content && !$0.isEmpty }
                if !read.otherContentFolders.isEmpty, !others.isEmpty {
                    project.diagnostics.append(SiteDiagnostic(
                        file: shownConfig, line: read.languagesPlace?.line ?? 1, column: read.languagesPlace?.column ?? 0,
                        message: "the pages of the other languages (\(others.map { "'\($0)'" }.joined(separator: ", "))) are not built with these: "
                            + "build each with --site naming its folder",
                        severity: .warning))
                }
                if tool == .hugo {
                    let hooks = Self.renderHooks(root: root)
                    project.redrawsLinks = hooks.contains { $0.hasSuffix("/render-link.html") }
                    // A hook that finds each link's page (`.Page.GetPage`) is followed: such links name pages by source path.
                    project.config.linksFindPages = hooks.contains { hook in
                        hook.hasSuffix("/render-link.html")
                            && (FileManager.default.contents(atPath: root + "/layouts/" + hook).map { String(decoding: $0, as: UTF8.self).contains(".GetPage") } ?? false)
                    }
                    project.diagnostics += Self.renderHookWarning(hooks, root: root, shown: site.shown)
                }
                if tool == .jekyll { project.diagnostics += Self.jekyllPluginWarning(root: root, shown: site.shown) }
                if let dialect = PageRenderer.shortcodeDialect[tool] {
                    if content == root || content.hasPrefix(root + "/") {
                        project.config.contentToProjectRoot = SitePaths.rootPrefix(from: String(content.dropFirst(root.count)))
                    }
                    // The project's own shortcodes that draw a picture or a tab, read from their templates, never run.
                    let folders = dialect == .zola ? ["templates/shortcodes"] : ["layouts/_shortcodes", "layouts/shortcodes"]
                    (project.config.imageShortcodes, project.config.tabShortcodes) = ShortcodeTemplate.projectShortcodes(
                        folders: folders.map { root + "/" + $0 }, dialect: dialect,
                        file: { FileManager.default.contents(atPath: $0).map { String(decoding: $0, as: UTF8.self) } },
                        names: { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] })
                }
                return project
            }
        }
        return nil
    }

    /// A Jekyll project's own Ruby plugins (`_plugins/*.rb`), which vitrine does not run, named once: the ids, pages
    /// and tags they add are missing, and links to them are reported.
    private static func jekyllPluginWarning(root: String, shown: (String) -> String) -> [SiteDiagnostic] {
        let folder = root + "/_plugins"
        let plugins = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".rb") }.sorted()
        guard let first = plugins.first else { return [] }
        return [SiteDiagnostic(
            file: shown(folder + "/" + first),
            message: "\(plugins.count) Ruby \(plugins.count == 1 ? "plugin" : "plugins") of the project vitrine does not run "
                + "(\(plugins.map { "'\($0)'" }.joined(separator: ", "))): what \(plugins.count == 1 ? "it adds" : "they add") to the pages (ids, tags, generated pages) is missing",
            severity: .warning)]
    }

    /// The render hooks in the project's `layouts/`, their paths from there, sorted.
    private static func renderHooks(root: String) -> [String] {
        guard let found = FileManager.default.enumerator(atPath: root + "/layouts") else { return [] }
        var hooks: [String] = []
        while let path = found.nextObject() as? String {
            let parts = path.split(separator: "/")
            if parts.count >= 2, parts[parts.count - 2] == "_markup", parts.last!.hasPrefix("render-") { hooks.append(path) }
        }
        return hooks.sorted()
    }

    /// Hugo's render hooks in the project's own layouts (`layouts/_markup/render-link.html`): templates that
    /// redraw every link, image, heading or code block, which vitrine does not run, named once.
    private static func renderHookWarning(_ hooks: [String], root: String, shown: (String) -> String) -> [SiteDiagnostic] {
        guard let first = hooks.first else { return [] }
        let layouts = root + "/layouts"
        let names = Set(hooks.map { String($0.split(separator: "/").last!) }).sorted().map { "'\($0)'" }.joined(separator: ", ")
        return [SiteDiagnostic(
            file: shown(layouts + "/" + first),
            message: "\(hooks.count) render \(hooks.count == 1 ? "hook" : "hooks") of the project vitrine does not run (\(names)): "
                + "the links, images, headings or code blocks \(hooks.count == 1 ? "it redraws are" : "they redraw are") drawn as the Markdown writes them",
            severity: .warning)]
    }
}

/// A site folder's path as typed and as an absolute path, to show the paths found from it as the user
/// would type them: relative to the working folder when they are inside it.
struct ProjectPaths {
    let typed: String
    let absolute: String
    private let workingDirectory: String

    init(typed: String) {
        self.typed = typed
        workingDirectory = FileManager.default.currentDirectoryPath
        let joined = typed.hasPrefix("/") ? typed : workingDirectory + "/" + typed
        absolute = (joined as NSString).standardizingPath
    }

    /// The site folder as typed; another path relative to the working folder when inside it.
    func shown(_ path: String) -> String {
        if path == absolute { return typed }
        if path.hasPrefix(absolute + "/") { return (typed.hasSuffix("/") ? typed : typed + "/") + path.dropFirst(absolute.count + 1) }
        if path.hasPrefix(workingDirectory + "/") { return String(path.dropFirst(workingDirectory.count + 1)) }
        return path
    }

    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    static func parent(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "/" : parent
    }

    /// Folder names that say where pages are, not whose they are: a site is named after the folder above.
    private static let genericNames: Set<String> = ["docs", "doc", "content", "src", "site", "website", "documentation", "pages", "en", "book", "guide"]

    /// A title for a project whose config gives none: its folder's name, past folders named for their role.
    static func siteName(root: String, content: String) -> String {
        var folder = root
        for _ in 0..<3 where genericNames.contains((folder as NSString).lastPathComponent.lowercased()) {
            folder = parent(of: folder)
        }
        let name = (folder as NSString).lastPathComponent
        return name.isEmpty || name == "/" ? (content as NSString).lastPathComponent : name
    }
}

/// A folder copied below the site's root, at its prefix (`img/logos/`).
package struct StaticMount: Sendable, Equatable {
    package let directory: String
    package let prefix: String
}

/// MkDocs' theme folder of a project: its files are the theme's (styles, pictures, scripts), published beside the
/// pages; its HTML files are Jinja templates, but those `static_templates` names, which are pages of the site.
package struct ThemeFolder: Sendable, Equatable {
    package let directory: String
    package let staticTemplates: [String]
}
