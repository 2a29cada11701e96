import Foundation
import VitrinePlatform

/// What the files of a site folder are: pages, copies, left out, in which language or collection.
extension SiteSource {
    /// Page sources in formats vitrine does not read, by extension, with their names.
    private static let unreadableFormats = [
        "rst": "reStructuredText", "adoc": "AsciiDoc", "asciidoc": "AsciiDoc", "org": "Org", "textile": "Textile",
        "mdoc": "Markdoc", "markdoc": "Markdoc", "ipynb": "Jupyter notebook", "qmd": "Quarto", "rmd": "R Markdown",
    ]

    /// Files that are pages in another tool's format: copied as they are, never shown as pages, so a folder
    /// of them is an error rather than an empty site, and some among Markdown pages a warning.
    static func unreadableSources(_ files: [StaticFile], pageCount: Int, directory: String) -> [SiteDiagnostic] {
        var byExtension: [String: [String]] = [:]
        for file in files {
            let name = file.path.split(separator: "/").last ?? ""
            guard let dot = name.lastIndex(of: "."), unreadableFormats[name[name.index(after: dot)...].lowercased()] != nil else { continue }
            byExtension[name[name.index(after: dot)...].lowercased(), default: []].append(file.path)
        }
        return byExtension.keys.sorted().map { ext in
            let paths = byExtension[ext]!.sorted()
            let what = "\(paths.count) .\(ext) file\(paths.count == 1 ? "" : "s") (\(unreadableFormats[ext]!)), which vitrine does not read"
            if pageCount == 0 {
                return SiteDiagnostic(file: directory + "/" + paths[0], message: "no Markdown or MDX pages here, only \(what); nothing would be published")
            }
            return SiteDiagnostic(
                file: directory + "/" + paths[0], message: "\(what), copied as files, not pages; the first here", severity: .warning)
        }
    }

    /// The language of a translation kept beside its page as `NAME.LANG.md` (Hugo's and Zola's way), when
    /// LANG is one of `languages`.
    /// Whether `path` has a page's extension (`pageExtensions`).
    static func isPage(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        return pageExtensions.contains(String(path[path.index(after: dot)...]))
    }

    /// Whether a VitePress path is part of a dynamic route: a file or folder named by a parameter, `[pkg].md`.
    static func isDynamicRoute(_ path: String) -> Bool {
        path.split(separator: "/").contains { segment in
            segment.first == "[" && segment.contains("]")
        }
    }

    /// Whether the file is a dynamic route's paths loader, `[pkg].paths.js` (or `.ts`, `.mjs`, `.mts`…).
    static func isRouteLoader(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return ["js", "ts", "mjs", "mts", "cjs", "cts"].contains { name.hasSuffix(".paths." + $0) }
    }

    static func language(ofTranslation path: String, among languages: [String], folders: [String] = []) -> String? {
        if !folders.isEmpty, let slash = path.firstIndex(of: "/"), folders.contains(String(path[..<slash])),
            let dot = path.lastIndex(of: "."), pageExtensions.contains(String(path[path.index(after: dot)...]))
        {
            return String(path[..<slash])
        }
        guard !languages.isEmpty, let dot = path.lastIndex(of: "."), pageExtensions.contains(String(path[path.index(after: dot)...])) else { return nil }
        let stem = path[..<dot]
        guard let second = stem.lastIndex(of: "."), !stem[..<second].hasSuffix("/"), stem[..<second].last != nil else { return nil }
        let language = String(stem[stem.index(after: second)...])
        return languages.contains(language) ? language : nil
    }

    /// Whether `path` is left out by one of `patterns`, as Jekyll's `exclude:` reads them: a pattern names a
    /// file or a folder (and all it holds) from the site's root, and may hold `*` and `?`.
    static func isExcluded(_ path: String, by patterns: [String]) -> Bool {
        guard !patterns.isEmpty else { return false }
        return patterns.contains { pattern in
            let pattern = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
            return fnmatch(pattern, path, 0) == 0 || path.hasPrefix(pattern + "/") || fnmatch(pattern + "/*", path, 0) == 0
        }
    }

    /// Regular files below `directory`, relative, sorted, without hidden names. A symbolic link is read as what
    /// it names, as MkDocs follows `index.md -> ../README.md` and a `docs_dir` made of linked folders; a folder is
    /// walked once, and one holding `directory` (`loop -> ..`) not at all, so no link can make the walk endless.
    /// In a Jekyll folder (one with `_config.yml`), Jekyll's own files are left out as Jekyll leaves them out.
    static func files(in directory: String) -> [String] {
        var found: [String] = []
        let isJekyll = FileManager.default.fileExists(atPath: directory + "/" + jekyllConfig)
        var walked: Set<[UInt64]> = []
        // The folders holding `directory`, up to the root: a link to one would lead back into the walk.
        let absolute = directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
        var folder = (absolute as NSString).resolvingSymlinksInPath
        while true {
            if let identity = Folder.folderIdentity(following: folder) { walked.insert(identity) }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        collectFiles(in: directory, prefix: "", skipping: isJekyll ? jekyllMachinery : [], walked: &walked, into: &found)
        return found.sorted()
    }

    private static let jekyllConfig = "_config.yml"
    /// Its settings, layouts, includes, data, styles, plugins, output and Ruby gems: none is a page or published.
    private static let jekyllMachinery: Set<String> = [
        jekyllConfig, "_layouts", "_includes", "_data", "_sass", "_plugins", "_site", "Gemfile", "Gemfile.lock", "vendor", "node_modules",
    ]

    private static func collectFiles(
        in folder: String, prefix: String, skipping: Set<String> = [], walked: inout Set<[UInt64]>, into found: inout [String]
    ) {
        for entry in Folder.entries(of: folder) ?? [] where !entry.name.hasPrefix(".") && !skipping.contains(entry.name) {
            let path = folder + "/" + entry.name
            if entry.isFolder || entry.isSymbolicLink, let identity = Folder.folderIdentity(following: path) {
                guard walked.insert(identity).inserted else { continue }
                collectFiles(in: path, prefix: prefix + entry.name + "/", walked: &walked, into: &found)
            } else if entry.isRegularFile || (entry.isSymbolicLink && Folder.isRegularFile(following: path)) {
                found.append(prefix + entry.name)
            }
        }
    }
}

extension SiteSource {
    /// The published Jekyll collection a file is in (`_guide/x.md`: `guide`), or `nil`. Jekyll reads a collection's
    /// file as a document only with front matter (jekyll-optional-front-matter is for pages); else it is copied.
    static func jekyllCollection(of path: String, _ collections: [String: String]) -> String? {
        guard path.hasPrefix("_"), path.contains("/") else { return nil }
        let name = String(path.dropFirst().prefix { $0 != "/" })
        return collections[name] != nil ? name : nil
    }

    /// Whether `path` is a plain-text document with front matter in one of Jekyll's published collections
    /// (`_licenses/mit.txt` with `collections: {licenses: {output: true}}`).
    static func isCollectionText(_ path: String, _ bytes: [UInt8], collections: [String: String]) -> Bool {
        guard path.hasPrefix("_"), path.hasSuffix(".txt"), let slash = path.firstIndex(of: "/"),
            collections[String(path.dropFirst().prefix { $0 != "/" })] != nil, slash < path.endIndex
        else { return false }
        return bytes.starts(with: Array("---\n".utf8)) || bytes.starts(with: Array("---\r\n".utf8))
    }

    /// Whether a file is a page written in HTML: Hugo and Jekyll make a page of an HTML file that opens with
    /// front matter, in the site's layout; any other HTML file is copied as it is.
    static func isHTMLPage(_ path: String, _ bytes: [UInt8], tool: SourceTool) -> Bool {
        guard tool == .hugo || tool == .jekyll, path.hasSuffix(".html") || path.hasSuffix(".htm") else { return false }
        let fence: [UInt8] = tool == .hugo && bytes.starts(with: Array("+++".utf8)) ? Array("+++".utf8) : Array("---".utf8)
        return bytes.starts(with: fence + [UInt8(ascii: "\n")]) || bytes.starts(with: fence + Array("\r\n".utf8))
    }

    /// The file and key a message asking for the site's address names: the tool's own config in its project
    /// (`site_url` in `mkdocs.yml`), else `baseURL` in `config.yml`.
    var baseURLSetting: (file: String, key: String) {
        if !hasOwnConfig, let project, let key = project.tool.baseURLKey { return (project.configFile, key) }
        return (displayPath(SiteConfig.fileName), "baseURL")
    }
}
