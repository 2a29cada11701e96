import Synchronization

/// A file with no name in the system's temporary folder, for what a build must keep to its end but need not
/// keep in memory: the kernel holds its pages in its cache and writes them out when memory runs short, so a
/// large site's keeping costs disk, not the process's memory. It is removed as soon as it is made, so it
/// goes with the process, however that ends.
///
/// Appended to from any thread: each append takes its own range of the file and writes there.
package final class ScratchFile: Sendable {
    private let descriptor: Int32
    private let end = Atomic<Int64>(0)

    /// A new scratch file in `folder`, by default `TMPDIR` (else `/tmp`); `nil` when none can be made there.
    package init?(in folder: String? = nil) {
        let folder = folder ?? getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/vitrine-scratch-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Writes `bytes` at the end of the file: where they start, or `nil` when they could not all be written
    /// (a full disk), the range they took then left unused.
    package func append(_ bytes: UnsafeRawBufferPointer) -> Int64? {
        let start = end.wrappingAdd(Int64(bytes.count), ordering: .relaxed).oldValue
        var done = 0
        while done < bytes.count {
            let written = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(start) + off_t(done))
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return nil }
            done += written
        }
        return start
    }

    /// The `count` bytes at `offset`, as `append` wrote them; `nil` when they cannot be read.
    package func read(at offset: Int64, count: Int) -> [UInt8]? {
        var whole = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            whole = read(at: offset, into: UnsafeMutableRawBufferPointer(buffer))
            initialized = count
        }
        return whole ? bytes : nil
    }

    /// Fills `buffer` with the bytes at `offset`, as `append` wrote them: whether they could all be read. Bytes
    /// that could not are zeroed, so the buffer is initialized either way.
    package func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        var done = 0
        while done < buffer.count {
            let got = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset) + off_t(done))
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            done += got
        }
        if done < buffer.count { (buffer.baseAddress! + done).initializeMemory(as: UInt8.self, repeating: 0, count: buffer.count - done) }
        return done == buffer.count
    }
}
