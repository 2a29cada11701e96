#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

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
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputError(path: path, reason: lastError) }
        var utf8 = text.utf8CString.dropLast()  // no terminating NUL
        let failure: String? = utf8.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return lastError
                }
                offset += written
            }
            return nil
        }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw OutputError(path: path, reason: failure)
        }
        guard rename(temporary, path) == 0 else {
            let reason = lastError
            unlink(temporary)
            throw OutputError(path: path, reason: reason)
        }
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

private extension FileOutput {
    static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(folder).\(name).\(getpid()).tmp"
    }

    static var lastError: String { String(cString: strerror(errno)) }
}

/// Writes text to standard error without buffering.
enum FileHandleOutput {
    static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { systemWrite(2, $0.baseAddress, $0.count) }
    }
}
