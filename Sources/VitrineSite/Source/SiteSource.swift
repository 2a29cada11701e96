import Foundation

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
    var diagnostics: [SiteDiagnostic] = []

    /// Reads the folder; hidden files and folders are skipped, paths are sorted.
    init(directory: String) throws(BuildFailure) {
        self.directory = directory
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw BuildFailure(SiteDiagnostic(file: directory, message: "site folder not found"))
        }
        for path in Self.files(in: directory) {
            let full = directory + "/" + path
            guard let data = manager.contents(atPath: full) else {
                diagnostics.append(SiteDiagnostic(file: full, message: "cannot read file"))
                continue
            }
            if path == SiteConfig.fileName {
                let (config, problems) = SiteConfig.parse(String(decoding: data, as: UTF8.self), file: full)
                self.config = config
                diagnostics += problems
            } else if path.hasSuffix(".md") {
                pages.append(PageFile(path: path, text: String(decoding: data, as: UTF8.self)))
            } else {
                staticFiles.append(StaticFile(path: path, bytes: [UInt8](data)))
            }
        }
    }

    /// The user-facing path of a file in the site folder, for diagnostics.
    func displayPath(_ path: String) -> String { directory + "/" + path }
}

extension SiteSource {
    /// Regular files below `directory`, relative, sorted, without hidden names.
    static func files(in directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
                found.append(path)
            }
        }
        return found.sorted()
    }
}
