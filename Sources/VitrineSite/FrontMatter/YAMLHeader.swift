import Foundation
import Yams

/// Reads a YAML header (front matter or the site config) into `HeaderFields`, each value with its place.
enum YAMLHeader {
    /// Parses `yaml`; an empty text has no fields, anything but a mapping is a diagnostic.
    ///
    /// - Parameter lineOffset: Lines of the file before the YAML text, added to every reported line.
    static func fields(parsing yaml: String, file: String, lineOffset: Int) -> HeaderFields {
        var fields = HeaderFields(file: file)
        func place(_ mark: Mark?) -> HeaderPlace? {
            mark.map { HeaderPlace(line: lineOffset + $0.line, column: $0.column) }
        }
        if let plain = PlainSettings.parse(yaml) {
            for entry in plain {
                fields.add(entry.key, .init(
                    value: value(of: entry.value),
                    keyPlace: HeaderPlace(line: lineOffset + entry.keyPlace.line, column: entry.keyPlace.column),
                    valuePlace: HeaderPlace(line: lineOffset + entry.valuePlace.line, column: entry.valuePlace.column)))
            }
            return fields
        }
        do {
            guard let node = try Yams.compose(yaml: yaml) else { return fields }
            guard let mapping = node.mapping else {
                fields.diagnostics.append(fields.diagnostic(at: place(node.mark), "expected 'key: value' settings, found \(node.kindName)"))
                return fields
            }
            for (key, node) in mapping {
                guard let name = key.string else {
                    fields.diagnostics.append(fields.diagnostic(at: place(key.mark), "a setting's name must be text"))
                    continue
                }
                let keyPlace = place(key.mark) ?? HeaderPlace(line: lineOffset + 1, column: 0)
                fields.add(name, .init(value: value(of: node), keyPlace: keyPlace, valuePlace: place(node.mark) ?? keyPlace))
            }
        } catch let error as YamlError {
            fields.diagnostics.append(diagnostic(for: error, fields: fields, place: place))
        } catch {
            fields.diagnostics.append(fields.diagnostic(at: HeaderPlace(line: lineOffset + 1, column: 0), "invalid YAML: \(error)"))
        }
        return fields
    }
}

private extension YAMLHeader {
    static func value(of node: Node) -> HeaderValue {
        switch node {
        case .scalar(let scalar): .scalar(scalar.string, kind(of: scalar))
        case .sequence(let sequence): .list(sequence.map(value(of:)))
        case .mapping(let mapping):
            .table(Dictionary(mapping.compactMap { key, value in key.string.map { ($0, self.value(of: value)) } }, uniquingKeysWith: { first, _ in first }))
        case .alias: .scalar("", .null)
        }
    }

    /// YAML 1.1's reading of a plain scalar, as Yams resolves it; quoted text is always text.
    static func kind(of scalar: Node.Scalar) -> HeaderValue.Kind {
        guard scalar.style == .plain || scalar.style == .any else { return .string }
        // Text that starts with a letter and is longer than any YAML word (`false`, `null`) is text: most
        // titles and descriptions, decided without trying every reading.
        if scalar.string.utf8.count > 5, let first = scalar.string.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "z")).contains(first) {
            return .string
        }
        if NSNull.construct(from: scalar) != nil { return .null }
        if Bool.construct(from: scalar) != nil { return .boolean }
        if Int.construct(from: scalar) != nil { return .integer }
        if Double.construct(from: scalar) != nil { return .float }
        if Date.construct(from: scalar) != nil { return .date }
        return .string
    }

    static func diagnostic(for error: YamlError, fields: HeaderFields, place: (Mark?) -> HeaderPlace?) -> SiteDiagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { " \($0.text)" } ?? ""
            return fields.diagnostic(at: place(mark), "invalid YAML: \(problem)\(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return fields.diagnostic(at: place(context.mark), "setting '\(duplicates.joined(separator: "', '"))' is given more than once")
        default:
            return fields.diagnostic(at: nil, "invalid YAML: \(error)")
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
