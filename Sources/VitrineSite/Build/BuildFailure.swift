/// A build that could not complete: every error found, in file order.
package struct BuildFailure: Error, Sendable, Equatable {
    package var diagnostics: [SiteDiagnostic]

    package init(diagnostics: [SiteDiagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    /// One failure about one file, for problems that stop the build early (an unreadable folder).
    package init(_ diagnostic: SiteDiagnostic) {
        self.init(diagnostics: [diagnostic])
    }
}

extension BuildFailure: CustomStringConvertible {
    package var description: String { diagnostics.map(\.terminalDescription).joined(separator: "\n") }
}
