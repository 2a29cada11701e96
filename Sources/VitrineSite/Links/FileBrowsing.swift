import VitrineSearch

/// A built site made to browse from disk (`vitrine build --relative`, opened as `file://`), as MkDocs'
/// `use_directory_urls: false` and Hugo's `relativeURLs` make one: a browser shows a folder's listing where a
/// server would answer its `index.html`, resolves `/…` from the disk's root, and fetches nothing.
///
/// So after the link check, which reads the site as a server answers it: every link to a folder names its
/// `index.html`, every address from the site's root (`/docs/…` under the base path) is written from the page's
/// folder, and each search index file gets a copy as a script (`search.js` loads those from disk).
enum FileBrowsing {
    /// The attributes a reader follows to a page, whose folder URLs get `index.html`.
    static let linkAttributes: Set<String> = ["href", "action", "xlink:href"]
    /// The attributes that load a file, whose addresses from the root are made relative.
    static let fileAttributes: Set<String> = ["src", "poster", "data"]

    /// `files` with their HTML rewritten and the search index doubled as scripts.
    static func site(_ files: [String: SnapshotFile], basePath: String) -> [String: SnapshotFile] {
        var browsable = files
        for (path, file) in files {
            if path.hasSuffix(".html") {
                let html = page(file.bytes, at: path, basePath: basePath)
                if html != file.bytes { browsable[path] = SnapshotFile(bytes: html, contentType: file.contentType) }
            } else if let script = searchScript(file.bytes, at: path) {
                browsable[path + ".js"] = SnapshotFile(bytes: script, contentType: ContentTypes.forPath(path + ".js"))
            }
        }
        return browsable
    }

    /// The search index's files with their scripts beside them, for an index made after the pages.
    static func searchIndex(_ files: [String: SnapshotFile]) -> [String: SnapshotFile] {
        var all = files
        for (path, file) in files {
            if let script = searchScript(file.bytes, at: path) {
                all[path + ".js"] = SnapshotFile(bytes: script, contentType: ContentTypes.forPath(path + ".js"))
            }
        }
        return all
    }

    /// `search/terms/3.txt` as `vitrineSearch["terms/3.txt"]("…")`: JSON as it is, text as a JSON string.
    static func searchScript(_ bytes: [UInt8], at path: String) -> [UInt8]? {
        guard path.hasPrefix("search/"), path.hasSuffix(".json") || path.hasSuffix(".txt") else { return nil }
        let name = String(path.dropFirst("search/".count))
        var script = Array("vitrineSearch[".utf8)
        JSONText.appendString(Array(name.utf8), to: &script)
        script += Array("](".utf8)
        if path.hasSuffix(".json") { script += bytes } else { JSONText.appendString(bytes, to: &script) }
        script += Array(");\n".utf8)
        return script
    }

    /// The page at `outputPath` with its links made to work from disk.
    static func page(_ html: [UInt8], at outputPath: String, basePath: String) -> [UInt8] {
        let root = SitePaths.rootPrefix(from: SitePaths.directory(of: outputPath))
        let rewriter = HTMLAttributeRewriter { attribute, value, output in
            let isLink = linkAttributes.contains(attribute)
            if isLink || fileAttributes.contains(attribute) {
                output += url(String(decoding: value, as: UTF8.self), root: root, basePath: basePath, isLink: isLink).utf8
            } else if attribute == "content", let refresh = refreshTarget(value) {
                // A redirect page's `<meta http-equiv="refresh" content="0; url=…">`.
                output += value[..<refresh.lowerBound]
                output += url(String(decoding: value[refresh], as: UTF8.self), root: root, basePath: basePath, isLink: true).utf8
                output += value[refresh.upperBound...]
            } else {
                output += value
            }
        }
        return rewriter.rewrite(html)
    }

    /// `url` as it works from disk, in a page whose way back to the site's root is `root` (`../../`).
    static func url(_ url: String, root: String, basePath: String, isLink: Bool) -> String {
        guard LinkTarget.isInternal(url) else { return url }
        var written = url
        if written.hasPrefix("/") {
            guard written.hasPrefix(basePath) || written + "/" == basePath else { return url }
            written = root + written.dropFirst(min(basePath.count, written.count))
            if written.isEmpty { written = "./" }
        }
        guard isLink else { return written }
        let end = written.firstIndex { $0 == "?" || $0 == "#" } ?? written.endIndex
        let path = written[..<end]
        guard path.hasSuffix("/") else { return written }
        return path + "index.html" + written[end...]
    }

    /// Where the URL is in a refresh's `content` (`0; url=…`), when it is one.
    static func refreshTarget(_ value: ArraySlice<UInt8>) -> Range<Int>? {
        guard let first = value.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            let marker = HTMLAttributeRewriter.find(value, Array("url=".utf8), from: value.startIndex)
        else { return nil }
        return (marker + 4)..<value.endIndex
    }
}
