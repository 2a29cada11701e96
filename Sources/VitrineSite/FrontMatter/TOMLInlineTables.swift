/// TOML 1.1's inline tables written as TOML 1.0 reads them, for TOMLKit, which reads 1.0 alone.
///
/// TOML 1.1 (Zola 0.22 reads it) lets an inline table run over several lines, with comments and a comma after its
/// last value:
///
///     badge_colors = {
///         workshop = "blue",   # the usual
///         lecture = "green",
///     }
///
/// Each such table is put on its first line, its comments and last comma left out; as many empty lines follow the
/// line it ends on, so every later key and error keeps its line. A 1.0 document never has one, and is unchanged.
enum TOMLInlineTables {
    static func onOneLine(_ toml: String) -> String {
        guard toml.utf8.contains(UInt8(ascii: "{")) else { return toml }
        var output: [UInt8] = []
        output.reserveCapacity(toml.utf8.count)
        var depth = 0
        // Line breaks taken out of tables, given back after the line the outermost table ends on.
        var owed = 0
        var string: StringKind?
        var inComment = false
        let bytes = Array(toml.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if let kind = string {
                output.append(byte)
                if kind.isBasic, byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    output.append(bytes[index + 1])
                    index += 2
                    continue
                }
                if bytes[index...].starts(with: kind.delimiter) {
                    output.append(contentsOf: kind.delimiter.dropFirst())
                    index += kind.delimiter.count
                    string = nil
                    continue
                }
                // A multi-line string's line breaks are its text: kept, and the lines' count with them.
                index += 1
                continue
            }
            if inComment {
                if byte == UInt8(ascii: "\n") {
                    inComment = false
                } else {
                    if depth == 0 { output.append(byte) }
                    index += 1
                    continue
                }
            }
            switch byte {
            case UInt8(ascii: "#"):
                inComment = true
                if depth == 0 { output.append(byte) }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let kind = StringKind.opening(at: index, in: bytes)
                string = kind
                output.append(contentsOf: kind.delimiter)
                index += kind.delimiter.count
                continue
            case UInt8(ascii: "{"):
                depth += 1
                output.append(byte)
            case UInt8(ascii: "}") where depth > 0:
                // A comma after the table's last value is 1.1's alone.
                if let last = output.lastIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }), output[last] == UInt8(ascii: ",") {
                    output[last] = UInt8(ascii: " ")
                }
                depth -= 1
                output.append(byte)
            case UInt8(ascii: "\r") where depth > 0:
                break
            case UInt8(ascii: "\n"):
                if depth > 0 {
                    owed += 1
                    output.append(UInt8(ascii: " "))
                } else {
                    output.append(byte)
                    output.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: owed))
                    owed = 0
                }
            default:
                output.append(byte)
            }
            index += 1
        }
        output.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: owed))
        return String(decoding: output, as: UTF8.self)
    }

    /// A string's kind, by its opening quotes: basic strings read escapes, literal ones do not.
    private enum StringKind {
        case basic, literal, multiLineBasic, multiLineLiteral

        var isBasic: Bool { self == .basic || self == .multiLineBasic }

        var delimiter: [UInt8] {
            switch self {
            case .basic: [UInt8(ascii: "\"")]
            case .literal: [UInt8(ascii: "'")]
            case .multiLineBasic: Array("\"\"\"".utf8)
            case .multiLineLiteral: Array("'''".utf8)
            }
        }

        static func opening(at index: Int, in bytes: [UInt8]) -> StringKind {
            let quote = bytes[index]
            let tripled = bytes[index...].starts(with: [quote, quote, quote])
            if quote == UInt8(ascii: "\"") { return tripled ? .multiLineBasic : .basic }
            return tripled ? .multiLineLiteral : .literal
        }
    }
}
