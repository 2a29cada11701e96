import VitrinePlatform

extension SnapshotWriter {
    /// Writes `files` below `root`: the folders, then their files in parallel.
    ///
    /// A file equal to the one at the same path in `previous` is linked to it rather than written again. A
    /// name in `existing` (what is left of a reused tree) already linked to the previous file is left as it
    /// is. A file is never written through an existing name: that name may be a link to a file of the live
    /// output.
    ///
    /// - Returns: What was written, for the next build's `recorded`.
    static func writeFiles(
        _ files: [String: SnapshotFile], plan: WritePlan, into root: String, existing: [String: ReusableTree.Entry], previous: String?,
        recorded: OutputManifest, failAfter: Int?
    ) throws -> OutputManifest {
        var rootInfo = stat()
        let folderMode = stat(root, &rootInfo) == 0 ? rootInfo.st_mode & 0o777 : 0o755
        let unchanged = previous.map { UnchangedFile(previousRoot: $0, newFileMode: 0o644 & folderMode, recorded: recorded) }
        for folder in plan.folders where !folder.path.isEmpty && existing[folder.path] == nil {
            try makeFolder(root + "/" + folder.path)
        }
        let placed = Parallel.map(plan.folders) { folder -> Result<[(String, OutputManifest.Entry)], WriteError> in
            do throws(WriteError) {
                var entries: [(String, OutputManifest.Entry)] = []
                for (offset, path) in folder.files.enumerated() {
                    if let failAfter, folder.firstIndex + offset >= failAfter {
                        throw WriteError(path: root + "/" + path, action: "cannot write", reason: "injected failure after \(failAfter) files")
                    }
                    let file = files[path]!
                    if let identity = try place(path, file, in: root, existing: existing[path], unchanged: unchanged) {
                        entries.append((path, OutputManifest.Entry(etag: file.etag, identity: identity)))
                    }
                }
                return .success(entries)
            } catch {
                return .failure(error)
            }
        }
        var written = OutputManifest()
        for result in placed {
            switch result {
            case .success(let entries): for (path, entry) in entries { written.entries[path] = entry }
            case .failure(let problem): throw problem
            }
        }
        return written
    }

    static func makeFolder(_ path: String) throws(WriteError) {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw WriteError(path: path, action: "cannot create folder")
        }
    }
}

extension SnapshotWriter {
    /// Puts one file at `root/path`: kept when it already is the previous output's file, else linked to that
    /// file when the bytes are the same, else written anew.
    ///
    /// - Returns: The identity the file has now; `nil` when it cannot be told.
    static func place(_ path: String, _ file: SnapshotFile, in root: String, existing: ReusableTree.Entry?, unchanged: UnchangedFile?) throws(WriteError) -> FileIdentity? {
        let target = root + "/" + path
        var hasName = existing != nil
        if let previous = unchanged?.matchingFile(path, file) {
            if existing?.inode == previous.identity.inode { return previous.identity }
            if hasName { try removeName(target) }
            hasName = false
            // A new link changes the file's status time: its identity is read again.
            if posixLink(previous.path, target) == 0 { return FileIdentity.of(target) }
        }
        if hasName { try removeName(target) }
        return try writeNewFile(target, file.bytes)
    }

    private static func removeName(_ path: String) throws(WriteError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw WriteError(path: path, action: "cannot replace")
        }
    }

    private static func writeNewFile(_ path: String, _ bytes: [UInt8]) throws(WriteError) -> FileIdentity? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: path, action: "cannot write") }
        defer { close(descriptor) }
        if let failure = bytes.withUnsafeBytes({ POSIXWrite.all($0, to: descriptor) }) {
            throw WriteError(path: path, action: "cannot write", reason: failure)
        }
        return FileIdentity.of(descriptor: descriptor)
    }
}

/// The C call under a name the writer's own `write` does not hide.
private func posixLink(_ from: String, _ to: String) -> Int32 { link(from, to) }
