import VitrinePlatform

/// Why an output could not be written.
struct OutputError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes files whole or not at all: to a temporary file beside the target, then renamed over it.
/// Plain POSIX calls: Foundation's file writing fsyncs every file on Linux, which is far slower.
enum FileOutput {
    static func write(_ text: String, to path: String) throws(OutputError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    static func write(bytes: [UInt8], to path: String) throws(OutputError) {
        let failure = bytes.withUnsafeBytes { POSIXWrite.replace(path, with: $0, through: temporaryPath(for: path)) }
        if let failure { throw OutputError(path: path, reason: failure.reason) }
    }

    /// Creates a folder and its parents, like `mkdir -p`.
    static func createDirectory(_ path: String) throws(OutputError) {
        var partial = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            partial += component + "/"
            if mkdir(partial, 0o755) != 0 && errno != EEXIST {
                throw OutputError(path: path, reason: lastError)
            }
        }
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw OutputError(path: path, reason: "not a folder")
        }
    }
}

extension FileOutput {
    /// Writes every byte. Returns why it stopped, or `nil`.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBytes { POSIXWrite.all($0, to: descriptor) }
    }
}

private extension FileOutput {
    static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(folder).\(name).\(getpid()).tmp"
    }

    static var lastError: String { POSIXWrite.lastError }
}

/// Standard error, unbuffered: the errors and warnings vitrine reports and the preview's log go through
/// here (argument-parser prints its own usage errors; the `Built …` and `Serving …` lines go to standard
/// output).
enum StandardError {
    static func writeLine(_ line: String) {
        _ = FileOutput.writeAll(Array((line + "\n").utf8), to: 2)
    }
}

/// Standard output, unbuffered, for binary output (`-o -`).
enum StandardOutput {
    /// - Returns: Why the bytes could not all be written, or `nil`.
    static func write(_ bytes: [UInt8]) -> String? {
        FileOutput.writeAll(bytes, to: 1)
    }
}
