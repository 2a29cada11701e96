/// What tells one state of a file from another without reading it: its inode, size and the times the
/// system sets. Writing or truncating a file changes its modification time, and any change to the file or
/// its links changes its status-change time, which no one can set back; the same identity twice means the
/// same bytes, on file systems that keep nanoseconds.
package struct FileIdentity: Equatable, Sendable {
    package var inode: UInt64
    package var size: Int64
    package var modified: Int64
    package var modifiedNanoseconds: Int64
    package var changed: Int64
    package var changedNanoseconds: Int64

    package init(inode: UInt64, size: Int64, modified: Int64, modifiedNanoseconds: Int64, changed: Int64, changedNanoseconds: Int64) {
        self.inode = inode
        self.size = size
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changed = changed
        self.changedNanoseconds = changedNanoseconds
    }

    package init(_ info: stat) {
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(
            inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: Int64(modified.tv_sec),
            modifiedNanoseconds: Int64(modified.tv_nsec), changed: Int64(changed.tv_sec), changedNanoseconds: Int64(changed.tv_nsec))
    }

    /// The identity of the regular file at `path` (links not followed); `nil` for anything else.
    package static func of(_ path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileIdentity(info)
    }

    /// The identity of the open file `descriptor`.
    package static func of(descriptor: Int32) -> FileIdentity? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileIdentity(info)
    }
}
