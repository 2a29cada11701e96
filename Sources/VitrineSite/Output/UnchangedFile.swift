#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Reuses a file of the previous output when the new one would be the same bytes: a hard link instead of a
/// new copy. The file keeps its modification time, and the file system allocates no new inode for it.
///
/// Only a regular file of ours is reused: same size and bytes, owned by this user, with the permissions a new
/// file would get. Nothing is ever written through the link: the writer only creates files.
struct UnchangedFile {
    /// The previous output folder.
    let previousRoot: String
    /// `0o644` less the umask: what `open(…, 0o644)` gives a new file.
    let newFileMode: mode_t

    /// Links `previousRoot/path` to `target` when its content is `bytes`.
    ///
    /// - Returns: Whether the link was made; when not, the caller writes the file.
    func link(_ path: String, _ bytes: [UInt8], to target: String) -> Bool {
        guard matches(previousRoot + "/" + path, bytes) else { return false }
        return posixLink(previousRoot + "/" + path, target) == 0
    }

    private func matches(_ path: String, _ bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size == bytes.count,
            info.st_uid == geteuid(), info.st_mode & 0o7777 == newFileMode
        else { return false }
        var existing = [UInt8](repeating: 0, count: bytes.count + 1)
        var filled = 0
        while filled < existing.count {
            let count = existing.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            guard count > 0 else { break }
            filled += count
        }
        // One byte more was asked for: a file that grew since `fstat` does not match.
        guard filled == bytes.count else { return false }
        return existing.withUnsafeBytes { old in bytes.withUnsafeBytes { new in new.count == 0 || memcmp(old.baseAddress!, new.baseAddress!, new.count) == 0 } }
    }
}

private func posixLink(_ from: String, _ to: String) -> Int32 { link(from, to) }
