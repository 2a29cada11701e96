import VitrineMustache

/// A value written in a page's front matter or the site config, YAML or TOML alike, as templates receive it.
///
/// Scalars keep the text they were written as, so a setting that wants text (`title: 2024`) takes any scalar.
package enum HeaderValue: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case string, integer, float, boolean, date, null
    }

    case scalar(String, Kind)
    case list([HeaderValue])
    case table([String: HeaderValue])

    /// The value handed to Mustache: text, numbers and booleans as themselves, lists and tables nested.
    var templateValue: MustacheValue {
        switch self {
        case .scalar(let text, .integer): .text(Int(text).map(String.init) ?? text)
        case .scalar(let text, .float): .text(Double(text).map { String($0) } ?? text)
        case .scalar(_, .boolean): .bool(truth == true)
        case .scalar(_, .null): ""
        case .scalar(let text, _): .text(text)
        case .list(let values): .list(values.map(\.templateValue))
        case .table(let entries): .object(entries.mapValues(\.templateValue))
        }
    }

    /// A YAML boolean (`true`, `yes`, `on` in any case, and their opposites) or the text `true` or `false`;
    /// `nil` for anything else.
    var truth: Bool? {
        switch self {
        case .scalar(let text, .boolean): ["true", "yes", "on", "y"].contains(text.lowercased())
        case .scalar(let text, .string) where text == "true" || text == "false": text == "true"
        default: nil
        }
    }

    /// What the user wrote, for messages: the scalar's text, or the kind of value.
    var shown: String {
        switch self {
        case .scalar(let text, _): text
        case .list: "a list"
        case .table: "a table"
        }
    }
}

/// Where a key or value was written: 1-based line and column in the file.
struct HeaderPlace: Equatable, Sendable {
    let line: Int
    let column: Int
}

/// The settings of one header, each with its place, before any is interpreted.
struct HeaderFields {
    struct Field {
        let value: HeaderValue
        let keyPlace: HeaderPlace
        let valuePlace: HeaderPlace
    }

    let file: String
    /// Keys in the order written, so messages come out in the file's order.
    private(set) var names: [String] = []
    private(set) var fields: [String: Field] = [:]
    var diagnostics: [SiteDiagnostic] = []
    /// Whether the header could not be read at all (not YAML, or not `key: value` settings), not a value alone.
    var isUnreadable = false

    init(file: String) {
        self.file = file
    }

    mutating func add(_ name: String, _ field: Field) {
        if fields[name] == nil { names.append(name) }
        fields[name] = field
    }

    func diagnostic(at place: HeaderPlace?, _ message: String, severity: SiteDiagnostic.Severity = .error) -> SiteDiagnostic {
        SiteDiagnostic(file: file, line: place?.line ?? 1, column: place?.column ?? 0, message: message, severity: severity)
    }
}
