import Yams

/// A YAML mapping of simple settings read with Yams, each value remembering where it was written.
///
/// Shared by page front matter and the site config so both report mistakes the same way.
struct YAMLMapping {
    /// The file the YAML comes from, for diagnostics.
    let file: String
    /// Lines of the file before the YAML text, added to every reported line.
    let lineOffset: Int
    private(set) var entries: [String: Node] = [:]
    private var keyPlaces: [String: Place] = [:]
    private var valuePlaces: [String: Place] = [:]
    private(set) var diagnostics: [SiteDiagnostic] = []

    /// Parses `yaml`; an empty text is an empty mapping, anything but a mapping is a diagnostic.
    init(parsing yaml: String, file: String, lineOffset: Int) {
        self.file = file
        self.lineOffset = lineOffset
        if let plain = PlainSettings.parse(yaml) {
            for entry in plain {
                entries[entry.key] = entry.value
                keyPlaces[entry.key] = entry.keyPlace
                valuePlaces[entry.key] = entry.valuePlace
            }
            return
        }
        do {
            guard let node = try Yams.compose(yaml: yaml) else { return }
            guard let mapping = node.mapping else {
                diagnostics.append(diagnostic(at: node.mark, "expected 'key: value' settings, found \(node.kindName)"))
                return
            }
            for (key, value) in mapping {
                guard let name = key.string else {
                    diagnostics.append(diagnostic(at: key.mark, "a setting's name must be text"))
                    continue
                }
                entries[name] = value
                keyPlaces[name] = Place(key.mark)
                valuePlaces[name] = Place(value.mark)
            }
        } catch let error as YamlError {
            diagnostics.append(diagnostic(for: error))
        } catch {
            diagnostics.append(SiteDiagnostic(file: file, line: lineOffset + 1, message: "invalid YAML: \(error)"))
        }
    }

    /// Reports every key not in `known`, with a suggestion.
    mutating func rejectUnknownKeys(_ known: [String]) {
        for name in entries.keys.sorted() where !known.contains(name) {
            let hint = Self.closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? "."
            diagnostics.append(
                diagnostic(at: keyPlaces[name], "unknown setting '\(name)'\(hint) Settings: \(known.joined(separator: ", ")).")
            )
        }
    }

    mutating func string(_ name: String) -> String? {
        guard let node = entries[name] else { return nil }
        guard let scalar = node.scalar else { return invalid(name, node, "text") }
        return scalar.string
    }

    mutating func bool(_ name: String) -> Bool? {
        guard let node = entries[name] else { return nil }
        guard let value = node.scalar.flatMap({ Bool.construct(from: $0) }) else { return invalid(name, node, "true or false") }
        return value
    }

    mutating func int(_ name: String) -> Int? {
        guard let node = entries[name] else { return nil }
        guard let value = node.scalar.flatMap({ Int.construct(from: $0) }) else { return invalid(name, node, "a whole number") }
        return value
    }
}

private extension YAMLMapping {
    /// A known name differing only in case, or sharing a long enough start, as a hint for typos.
    static func closest(to name: String, among known: [String]) -> String? {
        known.first { $0.lowercased() == name.lowercased() }
            ?? known.first { $0.hasPrefix(name.prefix(3)) && name.count > 2 }
    }

    mutating func invalid<Value>(_ name: String, _ node: Node, _ expected: String) -> Value? {
        let shown = node.scalar?.string ?? node.kindName
        diagnostics.append(diagnostic(at: valuePlaces[name], "invalid value '\(shown)' for '\(name)': expected \(expected)"))
        return nil
    }

    func diagnostic(at mark: Mark?, _ message: String) -> SiteDiagnostic {
        diagnostic(at: Place(mark), message)
    }

    func diagnostic(at place: Place?, _ message: String) -> SiteDiagnostic {
        SiteDiagnostic(file: file, line: lineOffset + (place?.line ?? 1), column: place?.column ?? 0, message: message)
    }

    func diagnostic(for error: YamlError) -> SiteDiagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { " \($0.text)" } ?? ""
            return diagnostic(at: mark, "invalid YAML: \(problem)\(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return diagnostic(at: context.mark, "setting '\(duplicates.joined(separator: "', '"))' is given more than once")
        default:
            return diagnostic(at: nil as Place?, "invalid YAML: \(error)")
        }
    }
}

extension YAMLMapping {
    /// Where a key or value was written: 1-based line and column in the YAML text.
    struct Place {
        let line: Int
        let column: Int

        init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        init?(_ mark: Mark?) {
            guard let mark else { return nil }
            self.init(line: mark.line, column: mark.column)
        }
    }
}

private extension Node {
    var kindName: String {
        switch self {
        case .scalar: "a value"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
