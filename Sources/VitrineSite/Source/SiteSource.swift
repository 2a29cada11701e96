import Foundation
import VitrinePlatform

/// Everything read from the site folder, once: the config, the Markdown pages and the static files.
struct SiteSource {
    struct PageFile {
        /// Path inside the site folder, e.g. `components/veil.md`.
        let path: String
        let text: String
    }

    struct StaticFile {
        /// Path inside the site folder, also its path in the output.
        let path: String
        let bytes: [UInt8]
    }

    let directory: String
    var config = SiteConfig()
    var pages: [PageFile] = []
    var staticFiles: [StaticFile] = []
    /// The text of an mdBook `SUMMARY.md` at the root: a reading order, not a page.
    var summary: String?
    var diagnostics: [SiteDiagnostic] = []

    /// Reads the folder; hidden files and folders are skipped, paths are sorted.
    init(directory: String) throws(BuildFailure) {
        self.directory = directory
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw BuildFailure(SiteDiagnostic(file: directory, message: "site folder not found"))
        }
        let paths = Self.files(in: directory)
        // Many small files: read on every core.
        let contents = Parallel.map(paths) { POSIXRead.file(directory + "/" + $0) }
        for (path, data) in zip(paths, contents) {
            let full = directory + "/" + path
            guard let data else {
                diagnostics.append(SiteDiagnostic(file: full, message: "cannot read file"))
                continue
            }
            if path == SiteConfig.fileName {
                let (config, problems) = SiteConfig.parse(String(decoding: data, as: UTF8.self), file: full)
                self.config = config
                diagnostics += problems
            } else if path == ReadingOrder.summaryFileName {
                summary = String(decoding: data, as: UTF8.self)
            } else if path.hasSuffix(".md") {
                pages.append(PageFile(path: path, text: String(decoding: data, as: UTF8.self)))
            } else {
                staticFiles.append(StaticFile(path: path, bytes: data))
            }
        }
    }

    /// The reading order the summary or the config's `nav:` gives, if either does: each listed page's
    /// position, and the titles given for them.
    func readingOrder(config: SiteConfig) -> (positions: [String: Int], titles: [String: String]) {
        let items = summary.map(ReadingOrder.items(fromSummary:)) ?? config.navigation
        var positions: [String: Int] = [:]
        var titles: [String: String] = [:]
        for (position, item) in items.enumerated() where positions[item.path] == nil {
            positions[item.path] = position
            if let title = item.title { titles[item.path] = title }
        }
        return (positions, titles)
    }

    /// The user-facing path of a file in the site folder, for diagnostics.
    func displayPath(_ path: String) -> String { directory + "/" + path }
}

extension SiteSource {
    /// Regular files below `directory`, relative, sorted, without hidden names; symbolic links are skipped.
    /// In a Jekyll folder (one with `_config.yml`), Jekyll's own files are left out as Jekyll leaves them out.
    static func files(in directory: String) -> [String] {
        var found: [String] = []
        let isJekyll = FileManager.default.fileExists(atPath: directory + "/" + jekyllConfig)
        collectFiles(in: directory, prefix: "", skipping: isJekyll ? jekyllMachinery : [], into: &found)
        return found.sorted()
    }

    private static let jekyllConfig = "_config.yml"
    /// Its settings, layouts, includes, data, styles, plugins, output and Ruby gems: none is a page or published.
    private static let jekyllMachinery: Set<String> = [
        jekyllConfig, "_layouts", "_includes", "_data", "_sass", "_plugins", "_site", "Gemfile", "Gemfile.lock", "vendor", "node_modules",
    ]

    private static func collectFiles(in folder: String, prefix: String, skipping: Set<String> = [], into found: inout [String]) {
        for entry in Folder.entries(of: folder) ?? [] where !entry.name.hasPrefix(".") && !skipping.contains(entry.name) {
            if entry.isFolder {
                collectFiles(in: folder + "/" + entry.name, prefix: prefix + entry.name + "/", into: &found)
            } else if entry.isRegularFile {
                found.append(prefix + entry.name)
            }
        }
    }
}
