import Foundation
import VitrinePlatform

/// An output folder written while the site is built: each file is placed in a temporary folder beside the
/// output as soon as it is made, so no build holds the whole output in memory, and the folder is swapped in
/// once the build succeeds (`finish`) or removed when it fails (`discard`). The previous output stays as it was
/// until the swap, as with `SnapshotWriter`, whose cache, manifest and links to unchanged files it shares.
package final class StagedOutput: @unchecked Sendable {
    private let output: String
    private let siblings: SnapshotWriter.Siblings
    private let unchanged: UnchangedFile?
    /// What the reused tree held when it was claimed: names left from the build before last.
    private let existing: [String: ReusableTree.Entry]
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var madeFolders: Set<String> = [""]
    private var placed: [String: OutputManifest.Entry?] = [:]
    private var isDone = false
    private var failure: SnapshotWriter.WriteError?

    /// Claims the temporary folder beside `outputDirectory`.
    ///
    /// - Throws: `SnapshotWriter.RefusedOutput` for an output that must not be replaced, `WriteError` when the
    ///   folder cannot be made.
    package init(replacing outputDirectory: String, protecting: [String] = ["Site"]) throws {
        output = OutputPath.absolute(outputDirectory)
        try OutputPath.checkAllowed(output, protecting: protecting.map(OutputPath.absolute))
        siblings = SnapshotWriter.Siblings(output: output)
        let (reused, recorded) = try SnapshotWriter.claimWorkingFolder(siblings)
        do {
            existing = try reused?.listed() ?? [:]
            if reused == nil { try SnapshotWriter.makeFolder(siblings.temporary) }
        } catch {
            FileTree.remove(siblings.temporary)
            throw error
        }
        let previous = FileTree.isFolder(output) ? output : nil
        var rootInfo = stat()
        let folderMode = stat(siblings.temporary, &rootInfo) == 0 ? rootInfo.st_mode & 0o777 : 0o755
        unchanged = previous.map { UnchangedFile(previousRoot: $0, newFileMode: 0o644 & folderMode, recorded: recorded) }
    }

    deinit {
        if !lock.withLock({ isDone }) { FileTree.remove(siblings.temporary) }
    }

    /// Writes `file` at `path`, or links it to the previous output's file of the same bytes; a second file at
    /// the same path replaces the first. Safe to call from several threads at once. A failure is kept for
    /// `finish` to throw, and nothing more is written after it: the build goes on to report its own problems.
    /// A file already written (`isWritten`, the search index made alongside) is left as it was written.
    package func write(_ path: String, _ file: SnapshotFile) {
        // Nothing is written once the build is over: the search index made alongside may still be finishing.
        guard !file.isWritten, lock.withLock({ failure == nil && !isDone }) else { return }
        do {
            try place(path, file)
        } catch {
            // Named at the output, where the author looks, not in the temporary folder.
            let named = SnapshotWriter.WriteError(path: output + "/" + path, action: error.action, reason: error.reason)
            lock.withLock { if failure == nil { failure = named } }
        }
    }

    private func place(_ path: String, _ file: SnapshotFile) throws(SnapshotWriter.WriteError) {
        try makeFolders(of: path)
        let target = siblings.temporary + "/" + path
        let placedBefore = lock.withLock { placed[path] != nil }
        // A folder of the reused tree where this file goes.
        if !placedBefore, existing[path + "/"] != nil, !FileTree.remove(target) {
            throw SnapshotWriter.WriteError(path: target, action: "cannot remove")
        }
        // A name placed by this build is never a link to a live file, but it is replaced as one would be.
        let name = placedBefore ? ReusableTree.Entry(inode: 0, isFolder: false) : existing[path]
        let identity = try SnapshotWriter.place(path, file, in: siblings.temporary, existing: name, unchanged: unchanged)
        lock.withLock { placed[path] = identity.map { OutputManifest.Entry(etag: file.etag, identity: $0) } }
    }

    /// Removes what is left of the reused tree that this build did not place, swaps the folder in for the
    /// output and records what it holds for the next build.
    ///
    /// - Throws: The first failure to write a file, or one to remove, swap or record; the temporary folder is
    ///   then removed and the previous output stays as it was.
    package func finish() throws {
        if let failure = lock.withLock({ failure }) {
            discard()
            throw failure
        }
        let (kept, folders) = lock.withLock { (Set(placed.keys), madeFolders) }
        // A name in a folder this build did not make goes with that folder (or went when a file took its place).
        for (path, entry) in existing where folders.contains(SitePaths.directory(of: entry.isFolder ? String(path.dropLast()) : path)) {
            // A name taken by the other kind was replaced when its file or folder was placed.
            let isTaken = entry.isFolder ? kept.contains(String(path.dropLast())) : folders.contains(path + "/")
            let isWanted = entry.isFolder ? folders.contains(path) : kept.contains(path)
            let name = siblings.temporary + "/" + (entry.isFolder ? String(path.dropLast()) : path)
            if !isWanted, !isTaken, !FileTree.remove(name) {
                discard()
                throw SnapshotWriter.WriteError(path: name, action: "cannot remove")
            }
        }
        var manifest = OutputManifest()
        for (path, entry) in lock.withLock({ placed }) { if let entry { manifest.entries[path] = entry } }
        do {
            try FolderSwap.replace(output, with: siblings.temporary, keepingPreviousAs: siblings.cache)
        } catch {
            discard()
            throw error
        }
        lock.withLock { isDone = true }
        // Without it the next build reads the files back to compare them, as it would the first time.
        try? manifest.write(to: siblings.manifest)
    }

    /// Removes the temporary folder: the build failed, and the previous output stays as it was.
    package func discard() {
        lock.withLock { isDone = true }
        FileTree.remove(siblings.temporary)
    }
}

private extension StagedOutput {
    /// Makes the folders `path` is in that are not made yet, parents first, each once; a name of the reused tree
    /// in the way of one (a file where a folder goes) is removed.
    func makeFolders(of path: String) throws(SnapshotWriter.WriteError) {
        var folder = SitePaths.directory(of: path)
        guard !lock.withLock({ madeFolders.contains(folder) }) else { return }
        var missing: [String] = []
        while !folder.isEmpty {
            missing.append(folder)
            folder = SitePaths.directory(of: String(folder.dropLast()))
        }
        // One thread makes folders at a time: `mkdir` calls in one parent folder wait on each other in the kernel.
        lock.lock()
        defer { lock.unlock() }
        for folder in missing.reversed() where !madeFolders.contains(folder) {
            let name = siblings.temporary + "/" + String(folder.dropLast())
            if existing[folder] == nil {
                // A file of the reused tree where this folder goes.
                if existing[String(folder.dropLast())] != nil { unlink(name) }
                try SnapshotWriter.makeFolder(name)
            }
            madeFolders.insert(folder)
        }
    }
}
