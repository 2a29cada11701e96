import Foundation

/// Output files made only when first asked for: the preview serves the search index this way, so a rebuild
/// after an edit does not wait for an index nobody has queried yet.
package final class DeferredFiles: @unchecked Sendable {
    /// Every deferred path starts with it, e.g. `search/`.
    package let prefix: String
    /// Further paths made with the others, where they share no prefix (each page's `index.md`).
    let paths: Set<String>
    /// Released once it has made the files: it holds what they are made from (every page's text, for the index).
    private var make: (@Sendable () -> [String: SnapshotFile])?
    private let lock = NSLock()
    private var made: [String: SnapshotFile]?

    init(prefix: String, paths: Set<String> = [], make: @escaping @Sendable () -> [String: SnapshotFile]) {
        self.prefix = prefix
        self.paths = paths
        self.make = make
    }

    /// Every file, made on the first call and kept.
    package var all: [String: SnapshotFile] {
        lock.withLock {
            if let made { return made }
            let files = make?() ?? [:]
            made = files
            make = nil
            return files
        }
    }

    /// The file at `path`, or `nil` when the path is not under `prefix` or not one of the files.
    package func file(_ path: String) -> SnapshotFile? {
        guard (!prefix.isEmpty && path.hasPrefix(prefix)) || paths.contains(path) else { return nil }
        return all[path]
    }
}
