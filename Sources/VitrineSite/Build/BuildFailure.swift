/// A build that could not complete: every error found, in file order, and the warnings found before it
/// stopped, which a failing build still shows.
package struct BuildFailure: Error, Sendable, Equatable {
    package var diagnostics: [SiteDiagnostic]
    package var warnings: [SiteDiagnostic]
    /// Which other tool's project the site was read as (`ToolProject.summaryLine`).
    package var projectLine: String?

    package init(diagnostics: [SiteDiagnostic], warnings: [SiteDiagnostic] = [], projectLine: String? = nil) {
        self.diagnostics = diagnostics.sorted()
        self.warnings = warnings.sorted()
        self.projectLine = projectLine
    }

    /// One failure about one file, for problems that stop the build early (an unreadable folder).
    package init(_ diagnostic: SiteDiagnostic) {
        self.init(diagnostics: [diagnostic])
    }
}

extension BuildFailure: CustomStringConvertible {
    package var description: String { diagnostics.map(\.terminalDescription).joined(separator: "\n") }
}
