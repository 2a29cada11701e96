import Foundation

/// Reads a JSON config (Hugo's `hugo.json`) into `HeaderFields`; JSON gives no places, so every value is at
/// the file's first line, and a syntax error names what Foundation's parser says.
enum JSONConfig {
    static func fields(parsing text: String, file: String) -> HeaderFields {
        var fields = HeaderFields(file: file)
        let place = HeaderPlace(line: 1, column: 1)
        do {
            guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                fields.diagnostics.append(fields.diagnostic(at: place, "expected a JSON object of settings"))
                return fields
            }
            for key in object.keys.sorted() {
                fields.add(key, .init(value: value(of: object[key]!), keyPlace: place, valuePlace: place))
            }
        } catch {
            fields.diagnostics.append(fields.diagnostic(at: place, "invalid JSON: \(error.localizedDescription)"))
        }
        return fields
    }

    private static func value(of any: Any) -> HeaderValue {
        switch any {
        case let text as String: .scalar(text, .string)
        case let flag as Bool where Swift.type(of: any) == Bool.self: .scalar(flag ? "true" : "false", .boolean)
        // Foundation gives JSON's `true` and `false` as numbers of C's `char` type.
        case let number as NSNumber where String(cString: number.objCType) == "c": .scalar(number.boolValue ? "true" : "false", .boolean)
        case let number as NSNumber: .scalar(number.stringValue, number.stringValue.contains(".") ? .float : .integer)
        case let list as [Any]: .list(list.map(value(of:)))
        case let table as [String: Any]: .table(table.mapValues(value(of:)))
        default: .scalar("", .null)
        }
    }
}
