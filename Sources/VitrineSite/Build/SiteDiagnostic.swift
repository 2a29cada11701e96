/// One problem found while building the site, with where it comes from.
///
/// The same value is shown on the terminal (`terminalDescription`) and in the preview's browser overlay.
package struct SiteDiagnostic: Error, Sendable, Equatable, Hashable {
    package enum Severity: String, Sendable, Equatable, Hashable {
        case error
        case warning
    }

    /// The file at fault, as a path the user typed or can open (`Site/veil.md`, `Templates/page.mustache`).
    package var file: String
    /// 1-based line in the file as stored on disk (front matter included); 0 when the whole file is meant.
    package var line: Int
    /// 1-based column (in bytes, as compilers count); 0 when the whole line is meant.
    package var column: Int
    package var message: String
    package var severity: Severity

    package init(file: String, line: Int = 0, column: Int = 0, message: String, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    /// `file:line:column`, as far as they are known: `Site/veil.md:12:9`, `Site/veil.md:12`, `Site/veil.md`.
    package var location: String {
        var location = file
        if line > 0 {
            location += ":\(line)"
            if column > 0 { location += ":\(column)" }
        }
        return location
    }

    /// `Site/veil.md:12:9: error: unknown parameter 'mesage' for veil; did you mean 'message'? …`
    package var terminalDescription: String { "\(location): \(severity.rawValue): \(message)" }

    /// A copy downgraded to a warning.
    package var asWarning: SiteDiagnostic {
        var copy = self
        copy.severity = .warning
        return copy
    }
}

extension SiteDiagnostic: Comparable {
    /// Orders by file, then position, so every build lists problems in the same order.
    package static func < (lhs: SiteDiagnostic, rhs: SiteDiagnostic) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.message)
    }
}

extension SiteDiagnostic: CustomStringConvertible {
    package var description: String { terminalDescription }
}
