/// The one write loop: every file vitrine writes goes through it (most through `replace`), and so do
/// standard error and binary output to standard output. Text on standard output is `print`'s, and the
/// preview's responses are SwiftNIO's.
package enum POSIXWrite {
    /// Writes every byte to `descriptor`, going on after interruptions (`EINTR`) and short writes.
    ///
    /// - Returns: The system's reason when it stopped early, or `nil` when everything was written.
    package static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return lastError
            }
            offset += written
        }
        return nil
    }

    /// `strerror(errno)`: the reason of the last failed call on this thread.
    package static var lastError: String { String(cString: strerror(errno)) }
}
