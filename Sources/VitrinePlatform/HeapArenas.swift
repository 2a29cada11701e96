/// glibc's malloc arenas, which the Glibc module does not expose (`mallopt` lives in `malloc.h`).
package enum HeapArenas {
    /// Makes every thread allocate from one arena. glibc gives each allocating thread an arena of its own,
    /// and each keeps the high-water mark it reached; a process that rebuilds a site for hours then holds
    /// every rebuild's peak in every arena. Works only before a second thread allocates: later threads
    /// already have their arenas. Does nothing on other C libraries.
    package static func useOne() {
        // M_ARENA_MAX from malloc.h.
        setOption(-8, to: 1)
    }

    /// Grows and trims every arena in steps of 64 MB of address space instead of one page at a time. A build
    /// allocates a great deal in a short time, and an arena grown a page at a time makes an `mprotect` call
    /// at every step. Pages are still only touched when used, so the peak resident size stays the same. For a
    /// process that ends after its work, not the preview, which would keep memory it no longer needs. Does
    /// nothing on other C libraries.
    package static func growInLargeSteps() {
        // M_TOP_PAD from malloc.h.
        setOption(-2, to: 64 << 20)
    }

    /// Serves blocks up to 32 MB from the arenas, on top of `growInLargeSteps`. A PNG is drawn through
    /// megabyte-sized surfaces that glibc otherwise maps afresh and gives back when freed, so the next one
    /// faults every page in again. Not for a site build, whose large blocks would then stay apart in the
    /// arenas and raise its peak memory.
    package static func keepLargeBlocks() {
        growInLargeSteps()
        // M_MMAP_THRESHOLD from malloc.h; 32 MB is the largest glibc accepts.
        setOption(-3, to: 32 << 20)
    }

    /// Gives the free memory of every arena back to the system (`malloc_trim`). A stage's parallel work frees
    /// what it made in the arenas of the threads that made it; another thread's next allocation cannot use it,
    /// so the process would hold both. Does nothing on other C libraries.
    package static func giveBackFreeMemory() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }

    private static func setOption(_ option: Int32, to value: Int32) {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(option, value)
        #endif
    }
}
