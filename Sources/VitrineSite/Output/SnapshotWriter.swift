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
        FileTree.remove(temporary)
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        do {
            let hadOutput = FileTree.isFolder(output)
            try writeFiles(snapshot, into: temporary, previous: hadOutput ? output : nil, failAfter: failAfter)
            if FileManager.default.fileExists(atPath: output) {
                try rename(output, previous)
                do { try rename(temporary, output) } catch {
                    try? rename(previous, output)
                    throw error
                }
                FileTree.removeConcurrently(previous)
            } else {
                try rename(temporary, output)
            }
        } catch {
            FileTree.remove(temporary)
            throw error
        }
    }
}

private extension SnapshotWriter {
    /// Writes every file of `snapshot` below `root`: the folders, then their files in parallel; a file equal to
    /// the one at the same path in `previous` is linked to it rather than written again.
    static func writeFiles(_ snapshot: Snapshot, into root: String, previous: String?, failAfter: Int?) throws {
        try makeFolder(root)
        var rootInfo = stat()
        let folderMode = stat(root, &rootInfo) == 0 ? rootInfo.st_mode & 0o777 : 0o755
        let unchanged = previous.map { UnchangedFile(previousRoot: $0, newFileMode: 0o644 & folderMode) }
        let plan = WritePlan(paths: Array(snapshot.files.keys))
        for folder in plan.folders where !folder.path.isEmpty { try makeFolder(root + "/" + folder.path) }
        let problems = Parallel.map(plan.folders) { folder -> String? in
            do {
                for (offset, path) in folder.files.enumerated() {
                    if let failAfter, folder.firstIndex + offset >= failAfter {
                        throw WriteError(description: "injected failure after \(failAfter) files")
                    }
                    let bytes = snapshot.files[path]!.bytes
                    let target = root + "/" + path
                    if unchanged?.link(path, bytes, to: target) == true { continue }
                    try writeFile(target, bytes)
                }
                return nil
            } catch {
                return "\(error)"
            }
        }
        if let problem = problems.compactMap({ $0 }).first { throw WriteError(description: problem) }
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
