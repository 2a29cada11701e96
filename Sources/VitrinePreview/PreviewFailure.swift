import VitrineSite

/// A failed build as the preview shows it: every problem with its place, the same values the terminal
/// shows, for the browser's overlay.
package struct PreviewFailure: Error, Sendable, Equatable {
    package var problems: [SiteDiagnostic]

    /// - Parameters:
    ///   - problems: What went wrong, in the order to show it.
    package init(problems: [SiteDiagnostic]) {
        self.problems = problems
    }

    /// The site builder's failure: its warnings, then its errors, so the errors stand last as on the terminal.
    package init(_ failure: BuildFailure) {
        self.init(problems: failure.warnings + failure.diagnostics)
    }
}
