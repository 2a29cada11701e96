/// A whole file in one loop: a site's sources are read through it, many at once, and so are snippets,
/// includes, cached PNGs and the output manifest.
package enum POSIXRead {
    /// Every byte of the file at `path`, going on after interruptions (`EINTR`) and short reads; `nil`
    /// when it cannot be opened or read.
    package static func file(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var information = stat()
        // Exactly the size `stat` gives: a site's files are held until its build ends, so none may carry spare room.
        var bytes = [UInt8](repeating: 0, count: fstat(descriptor, &information) == 0 ? max(Int(information.st_size), 0) : 0)
        var count = 0
        while count < bytes.count {
            guard let got = bytes.withUnsafeMutableBytes({ readSome(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: $0[count...])) }) else { return nil }
            if got == 0 {
                bytes.removeLast(bytes.count - count)
                return bytes
            }
            count += got
        }
        // Whatever follows: a file that grew since, or one `stat` cannot size (`/proc`).
        let more = withUnsafeTemporaryAllocation(byteCount: 4096, alignment: 1) { chunk -> Bool in
            while true {
                guard let got = readSome(descriptor, into: chunk) else { return false }
                if got == 0 { return true }
                bytes += chunk[..<got]
            }
        }
        return more ? bytes : nil
    }

    /// One `read`, again after an interruption; `nil` on an error.
    private static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        while true {
            let got = read(descriptor, buffer.baseAddress!, buffer.count)
            if got >= 0 { return got }
            if errno != EINTR { return nil }
        }
    }
}
