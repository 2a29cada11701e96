/// A build that could not complete: every error found, in file order.
public struct BuildFailure: Error, Sendable, Equatable {
    public var diagnostics: [SiteDiagnostic]

    public init(diagnostics: [SiteDiagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    /// One failure about one file, for problems that stop the build early (an unreadable folder).
    public init(_ diagnostic: SiteDiagnostic) {
        self.init(diagnostics: [diagnostic])
    }
}

extension BuildFailure: CustomStringConvertible {
    public var description: String { diagnostics.map(\.terminalDescription).joined(separator: "\n") }
}
