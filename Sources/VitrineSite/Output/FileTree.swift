import Foundation

import VitrinePlatform

/// Plain POSIX calls on a folder tree: no attribute fetching beyond what each step needs.
enum FileTree {
    /// Removes `path` and everything below it, without following symbolic links; a missing path is fine.
    ///
    /// - Returns: Whether nothing is left at `path`.
    @discardableResult
    static func remove(_ path: String) -> Bool {
        if unlink(path) == 0 || errno == ENOENT { return true }
        guard errno == EISDIR || errno == EPERM, let entries = Folder.entries(of: path) else { return false }
        var removedAll = true
        for entry in entries {
            let child = path + "/" + entry.name
            if entry.isFolder {
                removedAll = remove(child) && removedAll
            } else if unlink(child) != 0 && errno != ENOENT {
                removedAll = false
            }
        }
        return rmdir(path) == 0 && removedAll
    }

    /// `remove` with the top folder's entries shared among `threads` threads.
    ///
    /// Removing is mostly waiting, not computing: freeing a folder's blocks can wait on the device (a discard
    /// per block when the file system is mounted with `discard`), so more threads than cores overlap the waits.
    @discardableResult
    static func removeConcurrently(_ path: String, threads: Int = 8) -> Bool {
        guard let entries = Folder.entries(of: path) else { return remove(path) }
        let children = entries.map { path + "/" + $0.name }
        let failures = FailureCount()
        let group = DispatchGroup()
        let share = children
        for first in 0..<min(threads, share.count) {
            group.enter()
            Thread {
                for index in stride(from: first, to: share.count, by: threads) where !remove(share[index]) { failures.add() }
                group.leave()
            }.start()
        }
        group.wait()
        return rmdir(path) == 0 && failures.count == 0
    }

    /// Whether `path` is a folder (following symbolic links, as `open` and `rename` see it).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

/// Failures counted from several threads.
private final class FailureCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func add() { lock.withLock { value += 1 } }
}
