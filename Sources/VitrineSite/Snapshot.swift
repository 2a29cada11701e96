import Foundation
import Vitrine

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
    /// Site-wide files the preview makes when first asked for (the print page, the llms files): every page's
    /// text in one file, which an edit would otherwise make again at each save. Only the preview builds with them.
    package var onDemand: DeferredFiles?
    /// The theme the pages were made with, for what the preview makes per request; `nil` uses the built-in one.
    package var theme: SiteTheme?
    /// The components the site can draw, its own after the built-ins: the preview's live controls draw them.
    package var components = ComponentSet.builtIn

    package init(files: [String: SnapshotFile] = [:], deferred: DeferredFiles? = nil, theme: SiteTheme? = nil) {
        self.files = files
        self.deferred = deferred
        self.theme = theme
    }
}

/// One output file of a snapshot.
package struct SnapshotFile: Sendable {
    /// The file's contents. A file that is part of another (`part(of:)`) makes them anew at each read.
    package var bytes: [UInt8] {
        get {
            switch storage {
            case .whole(let bytes): bytes
            case .part(let bytes): Array(bytes)
            case .written: []
            }
        }
        set { storage = .whole(newValue) }
    }
    package var contentType: String
    /// A strong validator derived from the bytes, quoted as HTTP wants it (`"3fa9c2d1e0b4a7f6"`).
    package var etag: String
    private var storage: Storage

    private enum Storage: Sendable {
        case whole([UInt8])
        /// A range of a larger file's bytes, which it shares instead of holding a copy.
        case part(ArraySlice<UInt8>)
        /// Written to the output as it was made (`StagedOutput`): only its name, type and etag are kept.
        case written
    }

    /// Whether the file's bytes went to the output when it was made, and are not held (`StagedOutput`).
    package var isWritten: Bool {
        if case .written = storage { return true }
        return false
    }

    /// What is kept of `file` once it is written: its type and etag, not its bytes.
    init(written file: SnapshotFile) {
        storage = .written
        contentType = file.contentType
        etag = file.etag
    }

    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - contentType: The media type to answer with, e.g. `text/html; charset=utf-8`.
    package init(bytes: [UInt8], contentType: String) {
        storage = .whole(bytes)
        self.contentType = contentType
        self.etag = Self.etag(of: bytes)
    }

    /// A file whose contents are a range of another file's: each page's Markdown within `llms-full.txt`, so the
    /// site's Markdown is held once, not twice.
    init(part bytes: ArraySlice<UInt8>, contentType: String) {
        storage = .part(bytes)
        self.contentType = contentType
        self.etag = Self.etag(of: bytes)
    }
}

extension SnapshotFile {
    /// A strong validator: a 64-bit hash of the bytes (every output file gets one, so it must cost little),
    /// that tells two versions of a file apart on any machine.
    static func etag(of bytes: some ContiguousBytes) -> String {
        "\"" + StableHash.hexDigits(contentHash(bytes, seed: 0x9E37_79B9_7F4A_7C15)) + "\""
    }

    /// A 64-bit hash of `bytes`, read a word at a time; different seeds give independent hashes.
    static func contentHash(_ bytes: some ContiguousBytes, seed: UInt64) -> UInt64 {
        var hash = seed
        bytes.withUnsafeBytes { raw in
            hash ^= UInt64(raw.count)
            var offset = 0
            while offset + 8 <= raw.count {
                hash = mix(hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            var tail: UInt64 = 0
            for index in offset..<raw.count { tail |= UInt64(raw[index]) << (8 * UInt64(index - offset)) }
            hash = mix(hash ^ tail)
        }
        hash = (hash ^ (hash >> 31)) &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 29
        return hash
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* 0xBF58_476D_1CE4_E5B9
        return product ^ (product >> 32)
    }
}
