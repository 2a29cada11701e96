extension POSIXWrite {
    /// What `replace` could not do, with the system's reason.
    package enum ReplaceFailure: Error, Equatable {
        /// The temporary file could not be created or written.
        case write(String)
        /// It could not be renamed over the target.
        case move(String)

        package var reason: String {
            switch self {
            case .write(let reason), .move(let reason): reason
            }
        }
    }

    /// Puts `bytes` at `path` whole or not at all: written to `temporary` (beside `path`, on the same file
    /// system) and renamed over it, so a reader finds the old file or the new one, never half of one.
    /// A file left at `temporary` by a process that stopped midway is removed first, and the temporary is
    /// created exclusively, so a link planted there is not followed. Plain POSIX calls: Foundation's file
    /// writing fsyncs every file on Linux.
    ///
    /// - Returns: What failed, or `nil` when `path` holds `bytes`.
    package static func replace(_ path: String, with bytes: UnsafeRawBufferPointer, through temporary: String) -> ReplaceFailure? {
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .write(lastError) }
        let failure = all(bytes, to: descriptor)
        close(descriptor)
        if let failure {
            unlink(temporary)
            return .write(failure)
        }
        guard rename(temporary, path) == 0 else {
            let reason = lastError
            unlink(temporary)
            return .move(reason)
        }
        return nil
    }
}
