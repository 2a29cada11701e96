import Foundation
import VitrinePlatform

/// Everything read from the site folder, once: the config, the Markdown pages and the static files.
struct SiteSource {
    struct PageFile {
        /// Path inside the site folder, e.g. `components/veil.md`; an MDX page's as if it were Markdown.
        private(set) var path: String
        let text: FileText
        /// Whether the text may hold a component fence: the site then has a catalog unless it says otherwise.
        var mayHoldComponentFence = false
        /// The file's own path inside the site folder: `guide/tabs.mdx` for an MDX page, `about.markdown`.
        var file: String { ownFile ?? (fileExtension == "md" ? path : String(path.dropLast(3)) + "." + fileExtension) }
        /// `md`, or the other extension the file has: `mdx`, `markdown` (Jekyll's), `mdown`, `mkd`.
        var fileExtension = "md"
        /// The file, where a translation's path is not its own (`guide.fr.md` read as `fr/guide.md`).
        var ownFile: String?
        /// For a page standing in for a missing translation: the path of the default language's page it shows.
        var fallbackFrom: String?

        /// The same file read as the page at `path`: a translation's (`guide.fr.md` as `fr/guide.md`), a stand-in's.
        func read(as path: String) -> PageFile {
            var moved = self
            moved.path = path
            moved.ownFile = file
            return moved
        }
    }

    /// A page's text with Windows line endings made `\n`: every reader of other tools' syntax (MDX tags alone on
    /// their line, `import` lines, shortcodes) then sees a line end as cmark does, and line numbers stay the same.
    static func pageText(_ data: [UInt8]) -> String {
        let text = String(decoding: data, as: UTF8.self)
        return data.contains(UInt8(ascii: "\r")) ? text.replacing("\r\n", with: "\n") : text
    }

    /// The extensions of Markdown pages: each is read as `NAME.md` would be; `mdx` as MDX.
    static let pageExtensions = ["md", "mdx", "markdown", "mdown", "mkd"]

    struct StaticFile {
        /// Path inside the site folder, also its path in the output.
        let path: String
        let bytes: [UInt8]
    }

    /// The folder the pages are read from: the site folder, or the content folder of the tool's project.
    let directory: String
    /// Other folders of pages read as parts of this one (`ToolProject.mounts`), longest prefix first.
    private(set) var mounts: [ToolProject.Mount] = []
    /// The pages of folders mounted at the site's root (Docusaurus' `src/pages/`), by path, with their folder.
    private var atRoot: [String: String] = [:]
    /// The file of each path a mounted folder gives (`blog/`, `0.77/`), by the path.
    private var fromMount: [String: String] = [:]
    /// The source path of each file published at another path (`SiteConfig.pathRewrites`), by the path it has.
    private var rewrittenFrom: [String: String] = [:]
    var config = SiteConfig()
    /// The other docs tool's project the site folder belongs to, if any.
    var project: ToolProject?
    /// Whether the site folder holds vitrine's own `config.yml`.
    var hasOwnConfig = false
    var pages: [PageFile] = []
    var staticFiles: [StaticFile] = []
    /// The project's static folders (Hugo's `static/`), each with its files.
    /// The files of the project's static folders, each folder's at its prefix in the site (`""` at the root).
    var projectStaticFiles: [(folder: String, prefix: String, files: [StaticFile])] = []
    /// The text of an mdBook `SUMMARY.md` at the root: a reading order, not a page.
    var summary: String?
    var diagnostics: [SiteDiagnostic] = []

    /// Reads the folder; hidden files and folders are skipped, paths are sorted. A folder inside another
    /// tool's project (or holding its config) is read as that tool lays it out: its pages from its content
    /// folder, its settings from its config, overridden by vitrine's own `config.yml` beside the pages.
    ///
    /// - Parameter textStore: Where each page's text is put aside as it is read, for a build that renders each
    ///   page from it once; without, the text is held in memory.
    init(directory siteDirectory: String, textStore: FileTextStore? = nil) throws(BuildFailure) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: siteDirectory, isDirectory: &isFolder), isFolder.boolValue else {
            throw BuildFailure(SiteDiagnostic(file: siteDirectory, message: "site folder not found"))
        }
        project = ToolProject.find(for: siteDirectory)
        if project == nil, let below = ToolProject.projectBelow(siteDirectory) {
            let root = (siteDirectory as NSString).appendingPathComponent((below.config as NSString).pathComponents[0])
            diagnostics.append(SiteDiagnostic(
                file: (siteDirectory as NSString).appendingPathComponent(below.config),
                message: "\(below.tool.withArticle) project is below this folder, which is built as plain Markdown: pass --site \(root) to build that project",
                severity: .warning))
        }
        let directory = project?.contentDirectory ?? siteDirectory
        self.directory = directory
        config = project?.config ?? SiteConfig()
        config.sourceRoot = directory
        config.staticRoots = project?.staticDirectories ?? []
        diagnostics += project?.diagnostics ?? []
        let excluded = config.excluded
        mounts = (project?.mounts ?? []).sorted { $0.prefix.count > $1.prefix.count }
        // The content folder's files, then each mounted folder's under its prefix (`blog/`, `0.77/`).
        var paths = Self.files(in: directory).filter { !Self.isExcluded($0, by: excluded) }
        if !config.pathRewrites.rules.isEmpty { paths = rewriting(paths, by: config.pathRewrites) }
        // In the config's order: a path a folder before gives (the content folder's own section, under a Hugo mount
        // of another folder at it) is that folder's.
        var given = Set(paths)
        for mount in project?.mounts ?? [] where !mount.prefix.isEmpty {
            for file in Self.files(in: mount.directory) where !Self.isExcluded(file, by: mount.excluded) && given.insert(mount.prefix + file).inserted {
                paths.append(mount.prefix + file)
                fromMount[mount.prefix + file] = mount.directory + "/" + file
            }
        }
        // A translation of the site's own language is read over the file it translates (Docusaurus' `i18n/en/`).
        for overlay in project?.overlays ?? [] {
            for file in Self.files(in: overlay.directory) {
                if given.insert(overlay.prefix + file).inserted { paths.append(overlay.prefix + file) }
                fromMount[overlay.prefix + file] = overlay.directory + "/" + file
            }
        }
        // A folder of pages at the root (Docusaurus' `src/pages/`) brings its Markdown pages alone: its scripts are
        // the tool's code. A page the content folder has at the same path is the content folder's, and named.
        let taken = Set(paths)
        for mount in mounts where mount.prefix.isEmpty {
            let files = Self.files(in: mount.directory)
            if project?.tool == .docusaurus { noteReactPages(files, in: mount.directory) }
            for path in files where Self.isPage(path) {
                if taken.contains(path) {
                    diagnostics.append(SiteDiagnostic(
                        file: mount.directory + "/" + path, message: "left out: the page at the same path in \(directory) is published there", severity: .warning))
                } else if atRoot[path] == nil {
                    atRoot[path] = mount.directory
                    paths.append(path)
                }
            }
        }
        // Jekyll reads nothing whose name or folder starts with `_` but its collections' (and `_posts`).
        if project?.tool == .jekyll {
            let collections = config.collections
            let included = Set(config.included)
            let unread = paths.filter { path in
                let segments = path.split(separator: "/")
                return !segments.enumerated().allSatisfy { index, segment in
                    !segment.hasPrefix("_") || (index == 0 && segments.count > 1 && collections[String(segment.dropFirst())] != nil)
                        // `include: [_pages]` reads a folder or file by its name, or by its path from the site's root.
                        || included.contains(String(segment)) || included.contains(segments[...index].joined(separator: "/"))
                        // A `_posts` folder is read wherever it is, as Jekyll reads it.
                        || (segment == "_posts" && index + 1 < segments.count)
                }
            }
            if !unread.isEmpty {
                let left = Set(unread)
                paths.removeAll { left.contains($0) }
                // Its pages are named: a folder meant as a collection may lack its `collections:` entry.
                let pages = unread.filter(Self.isPage)
                if let first = pages.first {
                    diagnostics.append(SiteDiagnostic(
                        file: directory + "/" + first, line: 1, column: 1,
                        message: "\(pages.count == 1 ? "1 page" : "\(pages.count) pages") in files or folders whose names start with '_' left out, the first here, "
                            + "as Jekyll publishes only those of its collections and of its 'include:' setting (a collection needs its 'collections:' entry with 'output: true')",
                        severity: .warning))
                }
            }
        }
        // Docusaurus and Astro route no page whose name or folder starts with `_`: those are partials for imports.
        if project?.tool == .docusaurus || project?.tool == .starlight {
            paths = paths.filter { path in !(Self.isPage(path) && path.split(separator: "/").contains { $0.hasPrefix("_") }) }
        }
        // VitePress' dynamic routes: `[name].md` is a template whose pages its `[name].paths.js` loader lists, code
        // vitrine does not run. Neither is published (a template is no page, a loader no file for readers); one warning.
        if project?.tool == .vitePress {
            let templates = paths.filter { Self.isPage($0) && Self.isDynamicRoute($0) }
            if let first = templates.first {
                diagnostics.append(SiteDiagnostic(
                    file: directory + "/" + first, line: 1, column: 1,
                    message: "\(templates.count == 1 ? "1 dynamic route template" : "\(templates.count) dynamic route templates") left out, the first here: "
                        + "VitePress makes their pages from the paths loader beside them ('[name].paths.js'), code vitrine does not run; "
                        + "links to those pages are not checked",
                    severity: .warning))
            }
            paths.removeAll { Self.isDynamicRoute($0) && (Self.isPage($0) || Self.isRouteLoader($0)) }
            config.unbuiltRoutes = templates.map { path in
                let route = path[..<(path.lastIndex(of: ".") ?? path.endIndex)]
                return String(route.hasSuffix("/index") ? route.dropLast("/index".count) : route)
            }
        }
        // A multilingual site builds every language (`Translations`); otherwise the tool's other languages are named once.
        let translations = config.languages.isMultilingual ? [] : paths.compactMap { path in
            Self.language(ofTranslation: path, among: config.otherLanguages, folders: config.languageFolders).map { (path, $0) }
        }
        if let first = translations.first?.0 {
            let languages = Set(translations.map(\.1)).sorted()
            diagnostics.append(SiteDiagnostic(
                file: directory + "/" + first,
                message: "\(translations.count) \(translations.count == 1 ? "page" : "pages") in other languages (\(languages.map { "'\($0)'" }.joined(separator: ", "))) "
                    + "not built, the first here: vitrine builds the site's language ('\(config.language)') alone",
                severity: .warning))
            let left = Set(translations.map(\.0))
            paths.removeAll { left.contains($0) }
        }
        // vitrine's own config first: what it says decides how the files after it are read.
        if let config = paths.firstIndex(of: SiteConfig.fileName) { readFiles([paths.remove(at: config)], textStore: nil) }
        // Many small files, read on every core in runs: at most a run's bytes are held before each is put aside.
        for start in stride(from: 0, to: paths.count, by: Self.readingRun) {
            readFiles(Array(paths[start..<min(start + Self.readingRun, paths.count)]), textStore: textStore)
        }
        // A Jekyll collection's other files (a fragment without front matter, a picture) are published under the
        // collection's address, `name/`, not its folder's `_name/`.
        if project?.tool == .jekyll {
            staticFiles = staticFiles.map { file in
                guard let collection = Self.jekyllCollection(of: file.path, config.collections), collection != "posts" else { return file }
                return StaticFile(path: String(file.path.dropFirst()), bytes: file.bytes)
            }
        }
        // Astro's loader reads `x.md` and `x.mdx` as one id, the later file (in name order) kept, with a warning.
        if project?.tool == .starlight { pages = keepingLaterOfOneID(pages) }
        if project?.tool == .hugo { pages = withoutBundleResources(pages) }
        for (folder, prefix) in (project?.staticDirectories ?? []).map({ ($0, "") }) + (project?.staticMounts ?? []).map({ ($0.directory, $0.prefix) }) {
            let paths = Self.files(in: folder)
            let files = zip(paths, Parallel.map(paths) { POSIXRead.file(folder + "/" + $0) }).compactMap { path, data in
                data.map { StaticFile(path: prefix + path, bytes: $0) }
            }
            projectStaticFiles.append((folder, prefix, files))
        }
        // A theme's files where the project has none of its own.
        var ownPaths = Set(projectStaticFiles.flatMap { $0.files.map(\.path) } + staticFiles.map(\.path))
        for folder in project?.themeStaticDirectories ?? [] {
            let paths = Self.files(in: folder).filter { ownPaths.insert($0).inserted }
            let files = zip(paths, Parallel.map(paths) { POSIXRead.file(folder + "/" + $0) }).compactMap { path, data in data.map { StaticFile(path: path, bytes: $0) } }
            projectStaticFiles.append((folder, "", files))
        }
        if let theme = project?.themeFolder { projectStaticFiles.append((theme.directory, "", themeFiles(theme))) }
        if config.languages.isMultilingual {
            let arranged = Translations.arrange(pages: pages, staticFiles: staticFiles, config: &config, directory: directory)
            (pages, staticFiles) = (arranged.pages, arranged.staticFiles)
            diagnostics += arranged.diagnostics
        } else if let code = config.fileNameLanguage {
            pages = Translations.withoutLanguageSuffix(code, pages)
        }
        diagnostics += Self.unreadableSources(staticFiles, pageCount: pages.count, directory: directory)
        if config.title.isEmpty { config.title = ProjectPaths.siteName(root: ProjectPaths(typed: directory).absolute, content: directory) }
        // A site that draws components, or declares its own, has a catalog unless it says otherwise.
        let componentsPrefix = config.componentsFolder + "/"
        config.catalog = config.catalogAsked ?? (pages.contains(where: \.mayHoldComponentFence)
            || config.sourceTool == nil && staticFiles.contains { $0.path.hasPrefix(componentsPrefix) && SiteComponentFile.isComponent($0.path, $0.bytes) })
    }

    /// The reading order the summary or the config's `nav:` gives, if either does: each listed page's
    /// position, and the titles given for them.
    /// - Returns: Also whether the groups are mdBook's parts, which hold whole folders (`PageTree`), and the chapters
    ///   a summary nests others of their folder under: each is its folder's section page, where it has no index.
    ///   Also the chapters a summary nests under another chapter of the same folder that is not its folder's page:
    ///   each by the chapter it is under (`PageTree`'s `nestedUnder`). And the chapters a summary with parts lists
    ///   at its top level before any part (mdBook's prefix chapters), which stay at the menu's top level.
    func readingOrder(config: SiteConfig) -> (
        positions: [String: Int], titles: [String: String], groups: [String: [String]], groupsHoldFolders: Bool, sectionPages: Set<String>,
        nestedUnder: [String: String], unparted: Set<String>
    ) {
        let items = summary.map(ReadingOrder.items(fromSummary:)) ?? config.navigation
        var positions: [String: Int] = [:]
        var titles: [String: String] = [:]
        var groups: [String: [String]] = [:]
        // A page may be named twice (VitePress' top `nav:`, then its sidebar): first place, first title, first groups.
        for (position, item) in items.enumerated() {
            if positions[item.path] == nil { positions[item.path] = position }
            if let title = item.title, titles[item.path] == nil { titles[item.path] = title }
            if let chain = item.groups, groups[item.path] == nil { groups[item.path] = chain }
        }
        // The outermost such chapter of its folder: one nested under a chapter of the same folder is not.
        var parentOf: [String: String] = [:]
        for item in items { if let parent = item.parent, parentOf[item.path] == nil { parentOf[item.path] = parent } }
        var sectionPages: Set<String> = []
        for item in items {
            guard let parent = item.parent else { continue }
            let folder = SitePaths.directory(of: parent)
            guard !folder.isEmpty, SitePaths.directory(of: item.path) == folder else { continue }
            if let grandparent = parentOf[parent], SitePaths.directory(of: grandparent) == folder { continue }
            sectionPages.insert(parent)
        }
        var nestedUnder: [String: String] = [:]
        if summary != nil {
            for item in items {
                guard let parent = parentOf[item.path], !sectionPages.contains(parent),
                    SitePaths.directory(of: parent) == SitePaths.directory(of: item.path)
                else { continue }
                nestedUnder[item.path] = parent
            }
        }
        let unparted = summary != nil ? Set(items.filter { $0.groups == nil && $0.parent == nil }.map(\.path)) : []
        return (positions, titles, groups, summary != nil, sectionPages, nestedUnder, unparted)
    }

    /// `paths` at the paths the rewrites give them, sorted; a file whose new path another file already has is left
    /// out, named in a warning.
    private mutating func rewriting(_ paths: [String], by rewrites: PathRewrites) -> [String] {
        var result: [String: String] = [:]
        let compiled = rewrites.compiled()
        for path in paths {
            let rewritten = compiled.rewritten(path)
            let target = rewritten ?? path
            if let earlier = result[target] {
                // The rewritten file wins over one written at that path, as VitePress routes the rewrite.
                let (kept, left) = rewritten != nil ? (path, earlier) : (earlier, path)
                diagnostics.append(SiteDiagnostic(
                    file: directory + "/" + left, line: 1, column: 1,
                    message: "left out: the config's 'rewrites' publishes \(kept) at its path, \(target)", severity: .warning))
                result[target] = kept
            } else {
                result[target] = path
            }
        }
        for (target, path) in result where target != path { rewrittenFrom[target] = path }
        return result.keys.sorted()
    }

    /// `pages` with one file of each page path (`images.md` and `images.mdx` are both `images.md`): the later file by
    /// name, as Astro's glob loader overwrites the earlier, each left out named in a warning.
    private mutating func keepingLaterOfOneID(_ pages: [PageFile]) -> [PageFile] {
        var kept: [String: Int] = [:]
        var result: [PageFile] = []
        for page in pages.sorted(by: { ($0.path, $0.file) < ($1.path, $1.file) }) {
            if let index = kept[page.path] {
                diagnostics.append(SiteDiagnostic(
                    file: displayPath(result[index].file), line: 1, column: 1,
                    message: "\(result[index].file) and \(page.file) are one page to Astro: \(page.file), the later, is published, as Astro keeps it",
                    severity: .warning))
                result[index] = page
            } else {
                kept[page.path] = result.count
                result.append(page)
            }
        }
        return result
    }

    /// Hugo's leaf bundles (a folder with an `index.md`, below the content folder's root): the other content files
    /// in them and below are the bundle's resources, never pages, as Hugo reads them. Left out, and named once.
    private mutating func withoutBundleResources(_ pages: [PageFile]) -> [PageFile] {
        let isIndex = { (file: String) in (file.split(separator: "/").last ?? "").hasPrefix("index.") }
        let bundles = Set(pages.lazy.map(\.file).filter(isIndex).map { SitePaths.directory(of: $0) }.filter { !$0.isEmpty })
        guard !bundles.isEmpty else { return pages }
        let isResource = { (file: String) -> Bool in
            var folder = SitePaths.directory(of: file)
            if bundles.contains(folder) { return !isIndex(file) }
            while !folder.isEmpty {
                folder = SitePaths.directory(of: String(folder.dropLast()))
                if bundles.contains(folder) { return true }
            }
            return false
        }
        let resources = pages.filter { isResource($0.file) }.map(\.file).sorted()
        guard let first = resources.first else { return pages }
        diagnostics.append(SiteDiagnostic(
            file: displayPath(first), line: 1, column: 1,
            message: "\(resources.count == 1 ? "1 content file is" : "\(resources.count) content files are") in a leaf bundle (a folder with an index.md), "
                + "whose files are its resources, not pages, as Hugo reads them: not published, the first here",
            severity: .warning))
        let left = Set(resources)
        return pages.filter { !left.contains($0.file) }
    }

    /// The user-facing path of a file in the site folder, for diagnostics.
    func displayPath(_ path: String) -> String {
        if let folder = atRoot[path] { return folder + "/" + path }
        if let written = rewrittenFrom[path] { return directory + "/" + written }
        if let file = fromMount[path] { return file }
        return directory + "/" + path
    }
}

