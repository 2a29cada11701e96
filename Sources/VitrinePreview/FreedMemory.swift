#if canImport(Glibc)
import Glibc
#endif

/// A build spreads its work over every core, and glibc gives each thread its own heap: what a build freed
/// stays with the process unless it is handed back. The preview hands it back after each build, so its
/// resident size is what it keeps, not what its last build touched.
enum FreedMemory {
    static func release() {
        #if canImport(Glibc)
        trim?(0)
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `malloc_trim`, which Swift's Glibc module does not declare (it lives in `malloc.h`).
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif
}
