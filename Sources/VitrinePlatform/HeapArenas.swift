/// glibc's malloc arenas, which the Glibc module does not expose (`mallopt` lives in `malloc.h`).
package enum HeapArenas {
    /// Makes every thread allocate from one arena. glibc gives each allocating thread an arena of its own,
    /// and each keeps the high-water mark it reached; a process that rebuilds a site for hours then holds
    /// every rebuild's peak in every arena. Works only before a second thread allocates: later threads
    /// already have their arenas. Does nothing on other C libraries.
    package static func useOne() {
        #if canImport(Glibc)
        // M_ARENA_MAX from malloc.h.
        let arenaMaximum: Int32 = -8
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMaximum, 1)
        #endif
    }
}
