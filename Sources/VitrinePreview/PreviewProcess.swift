import VitrinePlatform

/// What a process that runs the preview sets up before anything else.
package enum PreviewProcess {
    /// One heap arena for every thread. The preview rebuilds the site after every save, for hours, on
    /// threads that each keep the high-water mark of their own arena; with one, what a rebuild frees is
    /// what the next one reuses, and the process does not hold a peak of its own in every thread's arena.
    /// Not for `vitrine build`, whose parallel stages would wait on the one arena's lock.
    /// Call it before a second thread starts.
    package static func prepare() {
        HeapArenas.useOne()
    }
}
