import VitrinePlatform

/// The output of the build before last, kept beside the output and taken over as the next build's temporary
/// folder: its folders are already made, and its files unchanged since are already links to the live ones.
struct ReusableTree {
    /// A name in the tree: a folder (its path ending in `/`) or anything else, with its inode number.
    struct Entry: Sendable {
        let inode: UInt64
        let isFolder: Bool
    }

    let root: String

    /// Moves `cache` to `temporary` when it is a folder of this user's (not a link to one), so that no other
    /// build can take it too.
    ///
    /// - Returns: The claimed tree, or `nil` when there is none to reuse and `temporary` does not exist.
    static func claim(_ cache: String, as temporary: String) -> ReusableTree? {
        guard isOwnFolder(cache), rename(cache, temporary) == 0 else { return nil }
        guard isOwnFolder(temporary) else {
            FileTree.remove(temporary)
            return nil
        }
        return ReusableTree(root: temporary)
    }

    /// Removes every name the new output does not hold (or holds as the other kind), and returns the rest.
    ///
    /// - Parameters:
    ///   - files: The new output's file paths.
    ///   - folders: Its folder paths, each ending in `/` (the root is `""`).
    ///   - undecided: A folder path whose names all stay for now: files not made yet (the search index) go
    ///     there, and `removeUnwanted` settles it once they are.
    /// - Returns: What is left, by path: folders as `a/b/`, files as `a/b/c.html`.
    func pruned(keepingFiles files: Set<String>, folders: Set<String>, undecided: String? = nil) throws -> [String: Entry] {
        var kept: [String: Entry] = [:]
        try prune("", files: files, folders: folders, undecided: undecided, into: &kept)
        return kept
    }

    /// Every name in the tree, by path (folders as `a/b/`), nothing removed: what a build placing its files as
    /// they are made (`StagedOutput`) may keep, replace or leave to be removed at its end.
    func listed() throws -> [String: Entry] {
        var names: [String: Entry] = [:]
        var folders = [""]
        while let folder = folders.popLast() {
            guard let entries = Folder.entries(of: root + "/" + folder) else {
                throw SnapshotWriter.WriteError(path: "\(root)/\(folder)", action: "cannot read")
            }
            for entry in entries {
                let path = folder + entry.name + (entry.isFolder ? "/" : "")
                names[path] = Entry(inode: entry.inode, isFolder: entry.isFolder)
                if entry.isFolder { folders.append(path) }
            }
        }
        return names
    }

    /// Removes the names under `folder` among `kept` that the output does not hold (or holds as the other kind).
    func removeUnwanted(under folder: String, kept: [String: Entry], files: Set<String>, folders: Set<String>) throws {
        let unwanted = kept.filter { path, entry in
            path.hasPrefix(folder) && !(entry.isFolder ? folders.contains(path) : files.contains(path))
        }
        // Deepest first: a folder's unwanted names go before it does.
        for path in unwanted.keys.sorted(by: >) where !FileTree.remove(root + "/" + (unwanted[path]!.isFolder ? String(path.dropLast()) : path)) {
            throw SnapshotWriter.WriteError(path: "\(root)/\(path)", action: "cannot remove")
        }
    }
}

private extension ReusableTree {
    func prune(_ folder: String, files: Set<String>, folders: Set<String>, undecided: String?, into kept: inout [String: Entry]) throws {
        guard let entries = Folder.entries(of: root + "/" + folder) else {
            throw SnapshotWriter.WriteError(path: "\(root)/\(folder)", action: "cannot read")
        }
        // Symbolic links count as files: never followed, removed unless a file of that name is wanted.
        for entry in entries {
            let path = folder + entry.name + (entry.isFolder ? "/" : "")
            let isWanted = entry.isFolder ? folders.contains(path) : files.contains(path)
            // An undecided name stays unless the output holds it as the other kind.
            let isWantedAsOtherKind = entry.isFolder ? files.contains(String(path.dropLast())) : folders.contains(path + "/")
            if isWanted || (undecided.map { path.hasPrefix($0) } ?? false) && !isWantedAsOtherKind {
                kept[path] = Entry(inode: entry.inode, isFolder: entry.isFolder)
                if entry.isFolder { try prune(path, files: files, folders: folders, undecided: undecided, into: &kept) }
            } else if !FileTree.remove(root + "/" + folder + entry.name) {
                throw SnapshotWriter.WriteError(path: "\(root)/\(path)", action: "cannot remove")
            }
        }
    }

    static func isOwnFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR && info.st_uid == geteuid()
    }
}
