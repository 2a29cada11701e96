/// The order a snapshot is written in: every folder first (parents before children), then the files of each
/// folder, which can be written at the same time.
///
/// Folders are made one after the other: `mkdir` calls in one parent folder wait on each other in the kernel,
/// and two threads doing them only spin.
struct WritePlan {
    /// A folder of the output (`""` for the root, `a/b/`), the files directly in it, and how many files come
    /// before them in the plan.
    struct Folder: Sendable {
        let path: String
        let files: [String]
        let firstIndex: Int
    }

    /// Sorted by path, so a folder comes after its parent.
    let folders: [Folder]

    init(paths: [String]) {
        var filesByFolder: [String: [String]] = ["": []]
        for path in paths.sorted() {
            var folder = SitePaths.directory(of: path)
            filesByFolder[folder, default: []].append(path)
            // Folders holding only folders still need making.
            while !folder.isEmpty {
                folder = SitePaths.directory(of: String(folder.dropLast()))
                if filesByFolder[folder] != nil { break }
                filesByFolder[folder] = []
            }
        }
        var folders: [Folder] = []
        var index = 0
        for (path, files) in filesByFolder.sorted(by: { $0.key < $1.key }) {
            folders.append(Folder(path: path, files: files, firstIndex: index))
            index += files.count
        }
        self.folders = folders
    }
}
