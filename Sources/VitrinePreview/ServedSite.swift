import Hummingbird
import Vitrine
import VitrineSite

/// A snapshot made ready to answer from: bytes in buffers, the reload script already in every HTML page.
///
/// Preparing happens once per build, before the swap, so a request is a dictionary lookup and nothing else.
struct ServedSite: Sendable {
    struct File: Sendable {
        var body: ByteBuffer
        var contentType: String
        var etag: String
    }

    /// Counts successful builds; a tab whose page came from an older generation reloads on connect.
    let generation: Int
    /// The snapshot's own validators, to tell which outputs the next build changed.
    let sourceETags: [String: String]
    let files: [String: File]
    /// Files the build left to make on demand (the search index), prepared when asked for.
    let deferred: DeferredFiles?
    /// The print page and the llms files, made when first asked for.
    let onDemand: DeferredFiles?
    /// The theme the pages were built with: the live controls are filled from it.
    let theme: SiteTheme?
    /// The components the live controls draw: the built-ins and the site's own.
    let components: ComponentSet

    /// The file at snapshot key `key`, the deferred ones included.
    func file(_ key: String) -> File? {
        if let file = files[key] { return file }
        return (deferred?.file(key) ?? onDemand?.file(key)).map { Self.prepare($0, generation: generation) }
    }

    /// - Parameters:
    ///   - snapshot: The built site.
    ///   - generation: The build number, written into every page's reload script tag.
    init(snapshot: Snapshot, generation: Int) {
        self.generation = generation
        self.sourceETags = snapshot.files.mapValues(\.etag)
        self.deferred = snapshot.deferred
        self.onDemand = snapshot.onDemand
        self.theme = snapshot.theme
        self.components = snapshot.components
        var files: [String: File] = [:]
        files.reserveCapacity(snapshot.files.count + 2)
        for (path, file) in snapshot.files {
            files[path] = Self.prepare(file, generation: generation)
        }
        files[ReloadClient.scriptKey] = File(
            body: ByteBuffer(string: ReloadClient.script),
            contentType: "text/javascript; charset=utf-8",
            etag: ReloadClient.scriptETag
        )
        if files["404.html"] == nil {
            let page = SnapshotFile(bytes: Array(Self.fallbackNotFound.utf8), contentType: "text/html; charset=utf-8")
            files["404.html"] = Self.prepare(page, generation: generation)
        }
        self.files = files
    }

    /// The paths (with leading slash) whose bytes differ between this site and `next`, added and removed ones included.
    func changedPaths(to next: ServedSite) -> Set<String> {
        var changed: Set<String> = []
        for (path, etag) in next.sourceETags where sourceETags[path] != etag {
            changed.insert("/" + path)
        }
        for path in sourceETags.keys where next.sourceETags[path] == nil {
            changed.insert("/" + path)
        }
        return changed
    }

    private static func prepare(_ file: SnapshotFile, generation: Int) -> File {
        guard file.contentType.hasPrefix("text/html") else {
            return File(body: ByteBuffer(bytes: file.bytes), contentType: file.contentType, etag: file.etag)
        }
        let injected = ReloadClient.inject(into: file.bytes, generation: generation)
        let etag = file.etag.dropLast() + "-g\(generation)\""
        return File(body: ByteBuffer(bytes: injected), contentType: file.contentType, etag: String(etag))
    }

    private static let fallbackNotFound = """
        <!doctype html><html><head><meta charset="utf-8"><title>Not found</title></head>\
        <body><h1>Not found</h1><p>This site has no 404.html, and nothing lives at this address.</p></body></html>
        """
}
