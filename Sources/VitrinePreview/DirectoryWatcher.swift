import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices edits under a few folders by polling: every file's path, size and modification time.
///
/// Polling is portable and, for a site of a few hundred files, cheaper than it sounds (one `stat` each).
struct DirectoryWatcher {
    struct Stamp: Equatable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    let directories: [String]
    private var stamps: [String: Stamp] = [:]

    /// - Parameters:
    ///   - directories: The folders to watch, recursively; a missing one counts as empty.
    init(directories: [String]) {
        self.directories = directories
        stamps = scan()
    }

    /// Whether anything was added, removed or touched since the last call.
    mutating func poll() -> Bool {
        let now = scan()
        defer { stamps = now }
        return now != stamps
    }

    private func scan() -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        var pending = directories
        while let directory = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = directory + "/" + name
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(path)
                } else {
                    result[path] = Stamp(info)
                }
            }
        }
        return result
    }
}

extension DirectoryWatcher.Stamp {
    init(_ info: stat) {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        self.init(size: Int64(info.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
}
