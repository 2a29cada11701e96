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
        var bytes = [UInt8](repeating: 0, count: fstat(descriptor, &information) == 0 ? max(Int(information.st_size), 0) : 0)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count))) }
            let got = bytes.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress! + count, buffer.count - count) }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }
}
