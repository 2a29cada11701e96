import VitrinePlatform

extension SnapshotWriter {
    /// Writes every file of `snapshot` below `root`: the folders, then their files in parallel.
    ///
    /// A file equal to the one at the same path in `previous` is linked to it rather than written again. When
    /// `root` is a reused tree, what the snapshot does not hold is removed first, and a file already linked to
    /// the previous one is left as it is. A file is never written through an existing name: that name may be a
    /// link to a file of the live output.
    static func writeFiles(_ snapshot: Snapshot, into root: String, reusing reused: ReusableTree?, previous: String?, failAfter: Int?) throws {
        if reused == nil { try makeFolder(root) }
        var rootInfo = stat()
        let folderMode = stat(root, &rootInfo) == 0 ? rootInfo.st_mode & 0o777 : 0o755
        let unchanged = previous.map { UnchangedFile(previousRoot: $0, newFileMode: 0o644 & folderMode) }
        let plan = WritePlan(paths: Array(snapshot.files.keys))
        let existing = try reused?.pruned(keepingFiles: Set(snapshot.files.keys), folders: Set(plan.folders.map(\.path))) ?? [:]
        for folder in plan.folders where !folder.path.isEmpty && existing[folder.path] == nil {
            try makeFolder(root + "/" + folder.path)
        }
        let problems = Parallel.map(plan.folders) { folder -> WriteError? in
            do throws(WriteError) {
                for (offset, path) in folder.files.enumerated() {
                    if let failAfter, folder.firstIndex + offset >= failAfter {
                        throw WriteError(path: root + "/" + path, action: "cannot write", reason: "injected failure after \(failAfter) files")
                    }
                    try place(path, snapshot.files[path]!.bytes, in: root, existing: existing[path], unchanged: unchanged)
                }
                return nil
            } catch {
                return error
            }
        }
        if let problem = problems.compactMap({ $0 }).first { throw problem }
    }

    static func makeFolder(_ path: String) throws(WriteError) {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw WriteError(path: path, action: "cannot create folder")
        }
    }
}

private extension SnapshotWriter {
    /// Puts one file at `root/path`: kept when it already is the previous output's file, else linked to that
    /// file when the bytes are the same, else written anew.
    static func place(_ path: String, _ bytes: [UInt8], in root: String, existing: ReusableTree.Entry?, unchanged: UnchangedFile?) throws(WriteError) {
        let target = root + "/" + path
        var hasName = existing != nil
        if let previous = unchanged?.matchingFile(path, bytes) {
            if existing?.inode == previous.inode { return }
            if hasName { try removeName(target) }
            hasName = false
            if posixLink(previous.path, target) == 0 { return }
        }
        if hasName { try removeName(target) }
        try writeNewFile(target, bytes)
    }

    static func removeName(_ path: String) throws(WriteError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw WriteError(path: path, action: "cannot replace")
        }
    }

    static func writeNewFile(_ path: String, _ bytes: [UInt8]) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: path, action: "cannot write") }
        defer { close(descriptor) }
        if let failure = bytes.withUnsafeBytes({ POSIXWrite.all($0, to: descriptor) }) {
            throw WriteError(path: path, action: "cannot write", reason: failure)
        }
    }
}

/// The C call under a name the writer's own `write` does not hide.
private func posixLink(_ from: String, _ to: String) -> Int32 { link(from, to) }
