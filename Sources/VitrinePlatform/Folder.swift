/// The one folder reader: what the site source, the output writer and the preview's watcher list.
package enum Folder {
    /// A name in a folder, its kind read without following symbolic links.
    package struct Entry {
        package let name: String
        package let inode: UInt64
        package let isFolder: Bool
        package let isRegularFile: Bool
        package var isSymbolicLink = false
    }

    /// Whether `path` names a regular file once symbolic links are followed.
    package static func isRegularFile(following path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// The device and inode of the folder `path` names once symbolic links are followed; `nil` for anything else.
    package static func folderIdentity(following path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    /// The names in the folder at `path`, without `.` and `..`; `nil` when it cannot be read.
    ///
    /// The kind comes from the folder itself where the file system records it, else from `lstat`.
    package static func entries(of path: String) -> [Entry]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var found: [Entry] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name == "." || name == ".." { continue }
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                if lstat(path + "/" + name, &info) == 0 {
                    type = switch info.st_mode & S_IFMT {
                    case S_IFDIR: UInt8(DT_DIR)
                    case S_IFREG: UInt8(DT_REG)
                    case S_IFLNK: UInt8(DT_LNK)
                    default: UInt8(DT_UNKNOWN)
                    }
                }
            }
            found.append(Entry(
                name: name, inode: UInt64(entry.pointee.d_ino), isFolder: type == UInt8(DT_DIR), isRegularFile: type == UInt8(DT_REG),
                isSymbolicLink: type == UInt8(DT_LNK)))
        }
        return found
    }
}
