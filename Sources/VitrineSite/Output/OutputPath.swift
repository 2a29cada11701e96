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
        if output == "/" { throw SnapshotWriter.RefusedOutput(description: "refusing to replace '/' with the site") }
        if let home = ProcessInfo.processInfo.environment["HOME"], absolute(home) == output {
            throw SnapshotWriter.RefusedOutput(description: "refusing to replace the home folder \(output) with the site")
        }
        for source in protecting where source == output || source.hasPrefix(output + "/") {
            throw SnapshotWriter.RefusedOutput(description: "refusing to replace \(output): it holds the site's sources (\(source))")
        }
        for source in protecting where output.hasPrefix(source + "/") {
            throw SnapshotWriter.RefusedOutput(
                description: "refusing to write into \(output): it is inside the sources (\(source)), which would read it back as pages and files")
        }
    }
}
