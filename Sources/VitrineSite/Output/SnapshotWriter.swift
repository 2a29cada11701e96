import Foundation

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Writes a snapshot to disk atomically: into a temporary folder beside the output, then swapped in.
///
/// A failure at any point leaves the previous output as it was and removes the temporary folder.
public enum SnapshotWriter {
    /// A folder the writer will not replace.
    public struct RefusedOutput: Error, CustomStringConvertible {
        public let description: String
    }

    /// A file or folder that could not be written.
    public struct WriteError: Error, CustomStringConvertible {
        public let description: String
    }

    /// - Parameters:
    ///   - snapshot: The built site.
    ///   - outputDirectory: The folder to replace; refused when it is `/`, the home folder, or `protecting`
    ///     or one of its ancestors.
    ///   - protecting: Source folders that must survive (the site folder by default).
    public static func write(_ snapshot: Snapshot, to outputDirectory: String, protecting: [String] = ["Site"]) throws {
        try write(snapshot, to: outputDirectory, protecting: protecting, failAfter: nil)
    }

    /// The same, failing on purpose after writing `failAfter` files: the tests' crash in the middle.
    static func write(_ snapshot: Snapshot, to outputDirectory: String, protecting: [String], failAfter: Int?) throws {
        let output = OutputPath.absolute(outputDirectory)
        try OutputPath.checkAllowed(output, protecting: protecting.map(OutputPath.absolute))
        let parent = SitePaths.directory(of: output)
        let name = String(output.dropFirst(parent.count))
        let temporary = parent + ".\(name).building-\(getpid())"
        let previous = parent + ".\(name).previous-\(getpid())"
        try? FileManager.default.removeItem(atPath: temporary)
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        do {
            try writeFiles(snapshot, into: temporary, failAfter: failAfter)
            if FileManager.default.fileExists(atPath: output) {
                try rename(output, previous)
                do { try rename(temporary, output) } catch {
                    try? rename(previous, output)
                    throw error
                }
                try? FileManager.default.removeItem(atPath: previous)
            } else {
                try rename(temporary, output)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }
}

private extension SnapshotWriter {
    static func writeFiles(_ snapshot: Snapshot, into root: String, failAfter: Int?) throws {
        var madeFolders: Set<String> = []
        try makeFolder(root)
        for (count, path) in snapshot.files.keys.sorted().enumerated() {
            if let failAfter, count >= failAfter { throw WriteError(description: "injected failure after \(failAfter) files") }
            let folder = SitePaths.directory(of: path)
            if !folder.isEmpty, !madeFolders.contains(folder) {
                var partial = ""
                for part in folder.split(separator: "/") {
                    partial += part + "/"
                    if madeFolders.insert(partial).inserted { try makeFolder(root + "/" + partial) }
                }
            }
            try writeFile(root + "/" + path, snapshot.files[path]!.bytes)
        }
    }

    static func makeFolder(_ path: String) throws {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw WriteError(description: "\(path): cannot create folder: \(String(cString: strerror(errno)))")
        }
    }

    static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw WriteError(description: "\(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var written = 0
        try bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                guard result > 0 else { throw WriteError(description: "\(path): \(String(cString: strerror(errno)))") }
                written += result
            }
        }
    }

    static func rename(_ from: String, _ to: String) throws {
        guard posixRename(from, to) == 0 else {
            throw WriteError(description: "cannot move \(from) to \(to): \(String(cString: strerror(errno)))")
        }
    }
}

/// The C calls under names the writer's own `write` and `rename` do not hide.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, bytes, count) }
private func posixRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
