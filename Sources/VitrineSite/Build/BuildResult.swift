/// A completed build: the site in memory, what it holds, and any warnings.
package struct BuildResult: Sendable {
    package var snapshot: Snapshot
    package var summary: BuildSummary
    package var warnings: [SiteDiagnostic]
    /// Which other tool's project the site was read as, and from which file (`ToolProject.summaryLine`).
    package var projectLine: String?

    package init(snapshot: Snapshot, summary: BuildSummary, warnings: [SiteDiagnostic], projectLine: String? = nil) {
        self.snapshot = snapshot
        self.summary = summary
        self.warnings = warnings
        self.projectLine = projectLine
    }
}

/// The counts for the closing line of `vitrine build`.
package struct BuildSummary: Sendable, Equatable {
    /// HTML pages, the 404 page and catalog pages included.
    package var pages: Int
    /// SVG files: catalog presets and fence examples.
    package var svgs: Int
    /// Every file in the output.
    package var files: Int
    /// Wall-clock seconds the build took (`vitrine build` counts the writing too).
    package var duration: Double

    package init(pages: Int, svgs: Int, files: Int, duration: Double) {
        self.pages = pages
        self.svgs = svgs
        self.files = files
        self.duration = duration
    }

    /// `Built 14 pages, 48 SVGs, 66 files in 0.04 s.`
    package var line: String {
        let milliseconds = (duration * 1000).rounded()
        let time = milliseconds < 1000 ? "\(Int(milliseconds)) ms" : "\((milliseconds / 10).rounded() / 100) s"
        return "Built \(pages) pages, \(svgs) SVGs, \(files) files in \(time)."
    }
}
