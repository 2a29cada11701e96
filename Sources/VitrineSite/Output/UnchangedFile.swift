import VitrinePlatform

/// Finds the file of the previous output a new file can reuse: a hard link instead of a new copy. The file
/// keeps its modification time, and the file system allocates no new inode for it.
///
/// Only a regular file of ours is reused: same size and bytes, owned by this user, with the permissions a new
/// file would get. Nothing is ever written through the link: the writer only creates files. The manifest
/// the last build left says which files still hold what it wrote; only the others are read and compared.
struct UnchangedFile {
    /// A file of the previous output.
    struct PreviousFile {
        let path: String
        let identity: FileIdentity
    }

    /// The previous output folder.
    let previousRoot: String
    /// `0o644` less the umask: what `open(…, 0o644)` gives a new file.
    let newFileMode: mode_t
    /// What the last build wrote there.
    let recorded: OutputManifest

    /// The file at `path` in the previous output when its content is `file`'s.
    func matchingFile(_ path: String, _ file: SnapshotFile) -> PreviousFile? {
        let previousPath = previousRoot + "/" + path
        let bytes = file.bytes
        if let entry = recorded.entries[path], entry.identity.size == bytes.count, entry.etag == file.etag {
            // The same identity is the same bytes as when written (see `FileIdentity`): nothing to read.
            if FileIdentity.of(previousPath) == entry.identity { return PreviousFile(path: previousPath, identity: entry.identity) }
        }
        let descriptor = open(previousPath, O_RDONLY | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size == bytes.count,
            info.st_uid == geteuid(), info.st_mode & 0o7777 == newFileMode
        else { return nil }
        var existing = [UInt8](repeating: 0, count: bytes.count + 1)
        var filled = 0
        while filled < existing.count {
            let count = existing.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            guard count > 0 else { break }
            filled += count
        }
        // One byte more was asked for: a file that grew since `fstat` does not match.
        guard filled == bytes.count else { return nil }
        let same = existing.withUnsafeBytes { old in
            bytes.withUnsafeBytes { new in new.count == 0 || memcmp(old.baseAddress!, new.baseAddress!, new.count) == 0 }
        }
        return same ? PreviousFile(path: previousPath, identity: FileIdentity(info)) : nil
    }
}
