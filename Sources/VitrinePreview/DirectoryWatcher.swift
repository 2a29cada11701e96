import Foundation
import VitrinePlatform

/// Notices edits under a few folders: through inotify on Linux, where asking costs one non-blocking read
/// however many files the site has; by comparing every file's size and modification time elsewhere.
///
/// Names starting with `.` (editor swap files, the output's cache) are ignored, as the build ignores them.
final class DirectoryWatcher {
    let directories: [String]
    #if os(Linux)
    private let descriptor: Int32
    /// Watched folders by watch descriptor, to watch the folders created inside them too.
    private var folders: [Int32: String] = [:]
    /// Folders to watch that do not exist yet (`vitrine serve` before `vitrine init`), and the descriptors of
    /// the nearest existing folders above them, whose new entries may be them.
    private var awaited: Set<String> = []
    private var awaitedParents: Set<Int32> = []
    #else
    private var stamps: [String: Stamp] = [:]
    #endif

    /// - Parameters:
    ///   - directories: The folders to watch, recursively; a missing one counts as empty.
    init(directories: [String]) {
        self.directories = directories
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        for directory in directories { watch(directory) }
        #else
        stamps = scan()
        #endif
    }

    deinit {
        #if os(Linux)
        if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Whether anything was added, removed or touched since the last call.
    func poll() -> Bool {
        #if os(Linux)
        return drainEvents()
        #else
        let now = scan()
        defer { stamps = now }
        return now != stamps
        #endif
    }
}

#if os(Linux)
private extension DirectoryWatcher {
    static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF)

    func watch(_ folder: String) {
        guard descriptor >= 0 else { return }
        let added = inotify_add_watch(descriptor, folder, Self.mask | UInt32(IN_ONLYDIR))
        guard added >= 0 else { return awaitCreation(of: folder) }
        folders[added] = folder
        for entry in Folder.entries(of: folder) ?? [] where entry.isFolder && !entry.name.hasPrefix(".") {
            watch(folder + "/" + entry.name)
        }
    }

    /// Watches the nearest existing folder above a missing one, for entries only: not its files, which are not
    /// the site's (`.` holds the build folder).
    func awaitCreation(of folder: String) {
        guard errno == ENOENT else { return }
        awaited.insert(folder)
        watchNearestParent(of: folder)
    }

    func watchNearestParent(of folder: String) {
        var parent = folder
        repeat {
            parent = Self.parent(of: parent)
            let added = inotify_add_watch(descriptor, parent, UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR) | UInt32(IN_MASK_ADD))
            if added >= 0 {
                awaitedParents.insert(added)
                return
            }
        } while parent != "/" && parent != "."
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Watches the awaited folders that now exist, and the nearer parents of those still missing (`mkdir -p`
    /// makes them one by one); whether any appeared.
    func watchAppearedFolders() -> Bool {
        let appeared = awaited.filter { Folder.entries(of: $0) != nil }
        awaited.subtract(appeared)
        for folder in appeared.sorted() { watch(folder) }
        for folder in awaited { watchNearestParent(of: folder) }
        return !appeared.isEmpty
    }

    /// Reads every pending event; new folders are watched as they appear.
    func drainEvents() -> Bool {
        guard descriptor >= 0 else { return false }
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (watched, mask, nameLength) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[nameStart..<min(nameStart + nameLength, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset = nameStart + nameLength
                if mask & UInt32(IN_DELETE_SELF) != 0 { folders[watched] = nil }
                if awaitedParents.contains(watched) {
                    if watchAppearedFolders() { changed = true }
                    // A folder both watched and above an awaited one reports its own entries too.
                    guard folders[watched] != nil else { continue }
                }
                guard !name.hasPrefix(".") else { continue }
                changed = true
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, let folder = folders[watched] {
                    watch(folder + "/" + name)
                }
            }
        }
        return changed
    }
}
#else
private extension DirectoryWatcher {
    struct Stamp: Equatable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    func scan() -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        var pending = directories
        while let directory = pending.popLast() {
            guard let entries = Folder.entries(of: directory) else { continue }
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = directory + "/" + entry.name
                if entry.isFolder {
                    pending.append(path)
                } else if entry.isRegularFile {
                    var info = stat()
                    guard stat(path, &info) == 0 else { continue }
                    let time = info.st_mtimespec
                    result[path] = Stamp(size: Int64(info.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
                }
            }
        }
        return result
    }
}
#endif
