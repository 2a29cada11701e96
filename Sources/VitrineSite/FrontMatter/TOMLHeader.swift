import Foundation
import TOMLKit

/// Reads a TOML header (Hugo's `+++` front matter) into `HeaderFields`.
///
/// TOMLKit reports where a syntax error is but not where each value is, so a key's place is found by
/// reading the lines for `key =` at the top level.
enum TOMLHeader {
    static func fields(parsing toml: String, file: String, lineOffset: Int) -> HeaderFields {
        var fields = HeaderFields(file: file)
        let table: TOMLTable
        do {
            table = try TOMLTable(string: TOMLInlineTables.onOneLine(toml))
        } catch let error as TOMLParseError {
            let place = HeaderPlace(line: lineOffset + error.source.begin.line, column: error.source.begin.column)
            fields.diagnostics.append(fields.diagnostic(at: place, "invalid TOML: \(error.description)"))
            return fields
        } catch {
            fields.diagnostics.append(fields.diagnostic(at: HeaderPlace(line: lineOffset + 1, column: 0), "invalid TOML: \(error)"))
            return fields
        }
        let places = keyPlaces(in: toml, lineOffset: lineOffset)
        for name in table.keys.sorted(by: { (places[$0]?.line ?? .max, $0) < (places[$1]?.line ?? .max, $1) }) {
            guard let value = table[name] else { continue }
            let keyPlace = places[name] ?? HeaderPlace(line: lineOffset + 1, column: 0)
            fields.add(name, .init(value: Self.value(of: value), keyPlace: keyPlace, valuePlace: keyPlace))
        }
        return fields
    }
}

private extension TOMLHeader {
    static func value(of value: TOMLValueConvertible) -> HeaderValue {
        switch value.type {
        case .string: .scalar(value.string ?? "", .string)
        case .int: .scalar(value.int.map(String.init) ?? "", .integer)
        case .double: .scalar(value.double.map { "\($0)" } ?? "", .float)
        case .bool: .scalar(value.bool == true ? "true" : "false", .boolean)
        case .date, .dateTime, .time: .scalar(value.tomlValue.debugDescription, .date)
        case .array: .list(value.array.map { $0.map(Self.value(of:)) } ?? [])
        case .table:
            .table(Dictionary(uniqueKeysWithValues: (value.table?.keys ?? []).compactMap { key in
                value.table?[key].map { (key, Self.value(of: $0)) }
            }))
        }
    }

    /// The place of each top-level `key = value` line, before the first `[table]` header.
    static func keyPlaces(in toml: String, lineOffset: Int) -> [String: HeaderPlace] {
        var places: [String: HeaderPlace] = [:]
        var number = lineOffset
        for line in toml.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("[") { break }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            var key = trimmed[..<equals].trimmingCharacters(in: [" ", "\t"])
            if key.count >= 2, key.first == "\"" || key.first == "'", key.last == key.first { key = String(key.dropFirst().dropLast()) }
            let column = line.distance(from: line.startIndex, to: trimmed.startIndex) + 1
            if places[key] == nil { places[key] = HeaderPlace(line: number, column: column) }
        }
        return places
    }
}
