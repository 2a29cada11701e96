import Foundation

/// Normalizes the output folder and refuses the ones a build must never replace.
enum OutputPath {
    /// An absolute path without `.`, `..`, symlinks in existing parts, or a trailing slash.
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standard = URL(fileURLWithPath: joined).standardizedFileURL.resolvingSymlinksInPath().path
        return standard.count > 1 && standard.hasSuffix("/") ? String(standard.dropLast()) : standard
    }

    /// Throws for `/`, the home folder, any protected folder or one of its ancestors, and a folder inside one.
    static func checkAllowed(_ output: String, protecting: [String]) throws {
        if output == "/" { throw SnapshotWriter.RefusedOutput(output: output, reason: .root) }
        if let home = ProcessInfo.processInfo.environment["HOME"], absolute(home) == output {
            throw SnapshotWriter.RefusedOutput(output: output, reason: .home)
        }
        for source in protecting where source == output || source.hasPrefix(output + "/") {
            throw SnapshotWriter.RefusedOutput(output: output, reason: .holdsSources(source))
        }
        for source in protecting where output.hasPrefix(source + "/") {
            throw SnapshotWriter.RefusedOutput(output: output, reason: .insideSources(source))
        }
    }
}
