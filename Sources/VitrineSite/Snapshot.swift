import Foundation

/// A complete built site held in memory: every output path with its bytes.
///
/// `vitrine build` writes a snapshot to disk; `vitrine serve` answers requests from one
/// and swaps in the next when a rebuild completes.
package struct Snapshot: Sendable {
    /// Output files keyed by their path relative to the site root, without a leading slash
    /// (`index.html`, `catalog/veil/index.html`, `catalog/veil/portrait.svg`).
    package var files: [String: SnapshotFile]
    /// Files made on demand (the preview's search index); `nil` when every file is in `files`.
    package var deferred: DeferredFiles?

    package init(files: [String: SnapshotFile] = [:], deferred: DeferredFiles? = nil) {
        self.files = files
        self.deferred = deferred
    }
}

/// One output file of a snapshot.
package struct SnapshotFile: Sendable {
    package var bytes: [UInt8]
    package var contentType: String
    /// A strong validator derived from the bytes, quoted as HTTP wants it (`"3fa9c2d1e0b4a7f6"`).
    package var etag: String

    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - contentType: The media type to answer with, e.g. `text/html; charset=utf-8`.
    package init(bytes: [UInt8], contentType: String) {
        self.bytes = bytes
        self.contentType = contentType
        self.etag = Self.etag(of: bytes)
    }
}

private extension SnapshotFile {
    /// A strong validator: FNV-1a 64 of the bytes tells two versions of a file apart, on any machine.
    static func etag(of bytes: [UInt8]) -> String {
        "\"" + StableHash.hex(bytes) + "\""
    }
}
