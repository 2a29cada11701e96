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
                    value: .scalar(entry.value, kind(ofPlain: entry.value)),
                    keyPlace: HeaderPlace(line: lineOffset + entry.keyPlace.line, column: entry.keyPlace.column),
                    valuePlace: HeaderPlace(line: lineOffset + entry.valuePlace.line, column: entry.valuePlace.column)))
            }
            return fields
        }
        do {
            guard let node = try Yams.compose(yaml: yaml) else { return fields }
            guard let mapping = node.mapping else {
                fields.isUnreadable = true
                fields.diagnostics.append(fields.diagnostic(at: place(node.mark), "expected 'key: value' settings, found \(node.kindName)"))
                return fields
            }
            for (key, node) in mapping {
                guard let name = text(of: key) else {
                    fields.diagnostics.append(fields.diagnostic(at: place(key.mark), "a setting's name must be text"))
                    continue
                }
                let keyPlace = place(key.mark) ?? HeaderPlace(line: lineOffset + 1, column: 0)
                fields.add(name, .init(value: value(of: node), keyPlace: keyPlace, valuePlace: place(node.mark) ?? keyPlace))
            }
        } catch let error as YamlError {
            // A key given twice at the top keeps its last value, as Jekyll's and MkDocs' YAML readers keep it: the
            // page builds, and the warning names the key.
            if case .duplicatedKeysInMapping(let duplicates, let context) = error, let kept = keepingLast(duplicates, in: yaml) {
                var recovered = Self.fields(parsing: kept, file: file, lineOffset: lineOffset)
                recovered.diagnostics.append(recovered.diagnostic(
                    at: place(context.mark),
                    "setting '\(duplicates.joined(separator: "', '"))' is given more than once: the last is used", severity: .warning))
                return recovered
            }
            fields.isUnreadable = true
            fields.diagnostics.append(diagnostic(for: error, fields: fields, place: place))
        } catch {
            fields.isUnreadable = true
            fields.diagnostics.append(fields.diagnostic(at: HeaderPlace(line: lineOffset + 1, column: 0), "invalid YAML: \(error)"))
        }
        return fields
    }
}

extension YAMLHeader {
    /// The kind of a plain scalar's text, as `kind(of:)` reads it. Whole numbers and days, which most
    /// headers' `order`, `weight` and `date` hold, are told from their digits: Yams' reading builds a
    /// constructor table and runs a pattern per value, for every page of every build.
    static func kind(ofPlain text: String) -> HeaderValue.Kind {
        if isLongWord(text) { return .string }
        let digits = text.utf8.map { $0 &- UInt8(ascii: "0") }
        let isDigit = { (digit: UInt8) in digit <= 9 }
        // `0` alone is zero; a leading zero makes YAML 1.1 read octal, left to Yams.
        if (1...18).contains(digits.count), digits.allSatisfy(isDigit), digits.count == 1 || digits[0] != 0 {
            return .integer
        }
        // `YYYY-MM-DD` with a month and a day every month has.
        let dash = UInt8(ascii: "-") &- UInt8(ascii: "0")
        if digits.count == 10, digits[4] == dash, digits[7] == dash,
            digits[0..<4].allSatisfy(isDigit), digits[5..<7].allSatisfy(isDigit), digits[8..<10].allSatisfy(isDigit),
            (1...12).contains(digits[5] * 10 + digits[6]), (1...28).contains(digits[8] * 10 + digits[9])
        {
            return .date
        }
        return kind(of: Node.Scalar(text, Tag(.implicit), .plain))
    }

    /// YAML 1.1's reading of a plain scalar, as Yams resolves it; quoted text is always text.
    static func kind(of scalar: Node.Scalar) -> HeaderValue.Kind {
        guard scalar.style == .plain || scalar.style == .any else { return .string }
        if isLongWord(scalar.string) { return .string }
        if NSNull.construct(from: scalar) != nil { return .null }
        if Bool.construct(from: scalar) != nil { return .boolean }
        if Int.construct(from: scalar) != nil { return .integer }
        if Double.construct(from: scalar) != nil { return .float }
        if Date.construct(from: scalar) != nil { return .date }
        return .string
    }
}

private extension YAMLHeader {
    /// Text that starts with a letter and is longer than any YAML word (`false`, `null`) is text: most
    /// titles and descriptions, decided without trying every reading.
    static func isLongWord(_ text: String) -> Bool {
        guard text.utf8.count > 5, let first = text.utf8.first else { return false }
        return (UInt8(ascii: "A")...UInt8(ascii: "z")).contains(first)
    }

    static func value(of node: Node) -> HeaderValue {
        if let variable = environmentValue(of: node) { return variable.map { .scalar($0, kind(ofPlain: $0)) } ?? .scalar("", .null) }
        switch node {
        case .scalar(let scalar): return .scalar(scalar.string, kind(of: scalar))
        case .sequence(let sequence): return .list(sequence.map(value(of:)))
        case .mapping(let mapping):
            return .table(Dictionary(mapping.compactMap { key, value in text(of: key).map { ($0, self.value(of: value)) } }, uniquingKeysWith: { first, _ in first }))
        case .alias: return .scalar("", .null)
        }
    }

    /// `yaml` with every `key:` (or `'key':`, `"key":`) of `keys` given twice in one mapping but the last blanked, with the lines its
    /// value runs on (blank lines stay, so every line keeps its number): at the top, or in a nested mapping (a
    /// list item's `text:` twice); `nil` when no key is given twice in one mapping, or the first opens a list item.
    static func keepingLast(_ keys: [String], in yaml: String) -> String? {
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        for key in keys {
            // Each line holding `key:` in a mapping, with the column the key starts at and whether a list item opens there.
            let starts: [(line: Int, column: Int, opensItem: Bool)] = lines.indices.compactMap { index in
                let line = lines[index]
                let spaces = line.prefix { $0 == " " }.count
                var rest = line.dropFirst(spaces)
                var column = spaces
                let opensItem = rest.hasPrefix("- ")
                if opensItem {
                    let after = rest.dropFirst(2).prefix { $0 == " " }.count
                    rest = rest.dropFirst(2 + after)
                    column += 2 + after
                }
                // The key plain or quoted (MkDocs plugins' maps quote file names and titles: `'install.md':`).
                let written = [key + ":", "'\(key)':", "\"\(key)\":"]
                return written.contains(where: rest.hasPrefix) ? (index, column, opensItem) : nil
            }
            for (first, next) in zip(starts, starts.dropFirst()) where first.column == next.column && !next.opensItem {
                // The same mapping: nothing between the two less indented (a `- ` at their column is a list they hold).
                let between = lines[(first.line + 1)..<next.line]
                let sameMapping = between.allSatisfy { line in line.allSatisfy { $0 == " " } || line.prefix { $0 == " " }.count >= first.column }
                guard sameMapping, !first.opensItem else { continue }
                lines[first.line] = ""
                var following = first.line + 1
                // Its value goes on over more indented lines, and over a list's `- ` items at its own column.
                while following < lines.count, !lines[following].isEmpty {
                    let spaces = lines[following].prefix { $0 == " " }.count
                    let rest = lines[following].dropFirst(spaces)
                    guard spaces > first.column || (spaces == first.column && (rest.hasPrefix("-") || rest.hasPrefix("\t"))) else { break }
                    lines[following] = ""
                    following += 1
                }
                changed = true
            }
        }
        return changed ? lines.joined(separator: "\n") : nil
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

extension YAMLHeader {
    /// A YAML document's value, read as a header's are: for the small settings files of other tools (Docusaurus'
    /// `_category_.yml`); `nil` when it is not YAML.
    static func value(ofDocument text: String) -> HeaderValue? {
        (try? Yams.compose(yaml: text)).flatMap { $0 }.map(value(of:))
    }
}

/// MkDocs' `!ENV` tags, read wherever its YAML has them.
extension YAMLHeader {
    /// A key's text: its own, or the one an `!ENV` tag gives it (MkDocs' nav titles, `!ENV [NAV_HOME, "Home"]`).
    static func text(of key: Node) -> String? {
        if let variable = environmentValue(of: key) { return variable }
        return key.string
    }

    /// What MkDocs' `!ENV` tag reads (pyyaml_env_tag): `!ENV NAME` the variable's value, `!ENV [A, B, default]` the
    /// first variable that is set, else the last item; `.some(nil)` for none. `nil` when the node has no such tag.
    static func environmentValue(of node: Node, environment: [String: String] = ProcessInfo.processInfo.environment) -> String?? {
        guard node.tag.rawValue == "!ENV" else { return nil }
        switch node {
        case .scalar(let scalar):
            return .some(environment[scalar.string])
        case .sequence(let items) where !items.isEmpty:
            // With more than one item, the last is the default, as written.
            for item in Array(items).dropLast(items.count == 1 ? 0 : 1) { if let name = item.string, let set = environment[name] { return .some(set) } }
            return .some(items.count == 1 ? nil : items.last?.string)
        default:
            return .some(nil)
        }
    }
}
