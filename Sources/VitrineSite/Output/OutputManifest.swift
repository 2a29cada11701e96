import VitrinePlatform

/// What the last build left in the output, kept beside it (`.NAME.vitrine-manifest`): every file's etag and
/// the identity its file had once written. A file of the output whose identity is still the recorded one
/// still holds those bytes, so the next build learns that a file is unchanged from one `lstat` instead of
/// reading it back, which on a machine that evicts the page cache means reading it from disk.
///
/// Any doubt falls back to reading: a missing or unreadable manifest is an empty one, and it is removed
/// before a build writes anything and written again only once the output is swapped in.
struct OutputManifest {
    struct Entry: Equatable {
        var etag: String
        var identity: FileIdentity
    }

    var entries: [String: Entry] = [:]

    private static let header = "vitrine output manifest 1\n"

    /// The manifest at `path`, or an empty one.
    static func read(_ path: String) -> OutputManifest {
        guard let bytes = POSIXRead.file(path), bytes.starts(with: header.utf8) else { return OutputManifest() }
        var manifest = OutputManifest()
        // A record is a path, an etag and six numbers, each ended by NUL, the one byte no path holds.
        let fields = bytes.dropFirst(header.utf8.count).split(separator: 0, omittingEmptySubsequences: false)
        var index = 0
        while index + 8 <= fields.count {
            let path = String(decoding: fields[index], as: UTF8.self)
            let numbers = fields[(index + 2)..<(index + 8)].map { Int64(String(decoding: $0, as: UTF8.self)) }
            guard numbers.allSatisfy({ $0 != nil }) else { return OutputManifest() }
            let value = numbers.map { $0! }
            manifest.entries[path] = Entry(
                etag: String(decoding: fields[index + 1], as: UTF8.self),
                identity: FileIdentity(
                    inode: UInt64(bitPattern: value[0]), size: value[1], modified: value[2], modifiedNanoseconds: value[3],
                    changed: value[4], changedNanoseconds: value[5]))
            index += 8
        }
        return manifest
    }

    /// Writes the manifest to `path` through a temporary file and a rename, so a reader sees all of it or none.
    func write(to path: String) throws(SnapshotWriter.WriteError) {
        var bytes = Array(Self.header.utf8)
        for (file, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let identity = entry.identity
            for field in [file, entry.etag] + [Int64(bitPattern: identity.inode), identity.size, identity.modified,
                identity.modifiedNanoseconds, identity.changed, identity.changedNanoseconds].map(String.init) {
                bytes.append(contentsOf: field.utf8)
                bytes.append(0)
            }
        }
        let temporary = path + ".writing-\(getpid())"
        switch bytes.withUnsafeBytes({ POSIXWrite.replace(path, with: $0, through: temporary) }) {
        case nil: return
        case .write(let reason)?: throw SnapshotWriter.WriteError(path: temporary, action: "cannot write", reason: reason)
        case .move(let reason)?: throw SnapshotWriter.WriteError(path: temporary, action: "cannot move to \(path)", reason: reason)
        }
    }

    /// Removes the manifest at `path`, if any.
    static func remove(_ path: String) {
        unlink(path)
    }
}
