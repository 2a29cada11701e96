/// A JavaScript or TypeScript literal read from a config's text, never run: objects, arrays, strings (template
/// literals without `${…}` too), numbers and booleans, and the names of `constants` the same file declares as
/// literals. Anything else — a call, another variable, a spread, an arrow function — is passed over, and an object
/// or array keeps the entries that are literals.
struct ScriptLiteral {
    private let bytes: [UInt8]
    private var index: Int
    private var constants: [String: HeaderValue] = [:]
    /// How many entries of the objects and arrays read so far were not literals, and passed over.
    private(set) var passedOver = 0

    /// The value written after the first `key` in `text` that is followed by a literal (`sidebar:` then `[`),
    /// or `nil`.
    static func value(after key: String, in text: String, constants: [String: HeaderValue] = [:]) -> HeaderValue? {
        read(after: key, in: text, constants: constants)?.value
    }

    /// The value `value(after:in:constants:)` reads, and how many of its entries were not literals (a call, a
    /// spread), which it leaves out.
    static func read(after key: String, in text: String, constants: [String: HeaderValue] = [:]) -> (value: HeaderValue, passedOver: Int)? {
        var rest = text[...]
        while let found = rest.range(of: key) {
            rest = rest[found.upperBound...]
            var reader = ScriptLiteral(bytes: Array(rest.utf8), index: 0, constants: constants)
            reader.skipSpace()
            guard let first = reader.peek, first == UInt8(ascii: "[") || first == UInt8(ascii: "{") || reader.bytes[reader.index...].starts(with: objectAssign)
            else { continue }
            if let value = reader.value() { return (value, reader.passedOver) }
        }
        return nil
    }

    /// The text an object literal gives its own `key` (not a key of an object inside it), or `nil`.
    static func ownString(_ key: String, of object: String) -> String? {
        guard case .table(let entries)? = value(of: object), case .scalar(let text, .string)? = entries[key] else { return nil }
        return text
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = peek {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while let next = peek, next != UInt8(ascii: "\n") { _ = next; index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(bytes.count, index + 2)
            } else {
                return
            }
        }
    }

    /// The literal at the reader's place; `nil` (the expression passed over) for anything else.
    private mutating func value() -> HeaderValue? {
        skipSpace()
        guard let byte = peek else { return nil }
        switch byte {
        case UInt8(ascii: "["):
            index += 1
            var items: [HeaderValue] = []
            while true {
                skipSpace()
                guard let next = peek else { return .list(items) }
                if next == UInt8(ascii: "]") { index += 1; return .list(items) }
                if next == UInt8(ascii: ",") { index += 1; continue }
                if let item = value() {
                    items.append(item)
                } else {
                    passedOver += 1
                    skipExpression()
                }
            }
        case UInt8(ascii: "{"):
            index += 1
            var entries: [String: HeaderValue] = [:]
            while true {
                skipSpace()
                guard let next = peek else { return .table(entries) }
                if next == UInt8(ascii: "}") { index += 1; return .table(entries) }
                if next == UInt8(ascii: ",") { index += 1; continue }
                guard let key = self.key() else {
                    passedOver += 1
                    skipExpression()
                    continue
                }
                skipSpace()
                guard peek == UInt8(ascii: ":") else {
                    // A shorthand property (`{ sidebar }`) or a method: not a literal.
                    passedOver += 1
                    skipExpression()
                    continue
                }
                index += 1
                if let entry = value() {
                    entries[key] = entry
                } else {
                    passedOver += 1
                    skipExpression()
                }
            }
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
            return string().map { .scalar($0, .string) }
        default:
            // `Object.assign({}, {…}, …)`: the literals' keys merged, the later winning, as JavaScript merges them.
            if bytes[index...].starts(with: Self.objectAssign) {
                index += Self.objectAssign.count
                var merged: [String: HeaderValue] = [:]
                while true {
                    skipSpace()
                    guard let next = peek else { return nil }
                    if next == UInt8(ascii: ")") { index += 1; return .table(merged) }
                    if next == UInt8(ascii: ",") { index += 1; continue }
                    guard case .table(let entries)? = value() else { return nil }
                    merged.merge(entries) { _, later in later }
                }
            }
            let word = bytes[index...].prefix { $0 >= 0x80 || isWordByte($0) }
            let text = String(decoding: word, as: UTF8.self)
            if text == "true" || text == "false" { index += word.count; return .scalar(text, .boolean) }
            if let first = word.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), Double(text) != nil {
                index += word.count
                return .scalar(text, text.contains(".") ? .float : .integer)
            }
            if let constant = constants[text] {
                index += word.count
                // A call of a function that returns a literal, without arguments: `guideSidebar()`.
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "("), bytes[index + 1] == UInt8(ascii: ")") { index += 2 }
                return constant
            }
            return nil
        }
    }

    private static let objectAssign = Array("Object.assign(".utf8)

    /// An object's key: a name or a quoted string.
    private mutating func key() -> String? {
        guard let byte = peek else { return nil }
        if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") { return string() }
        let word = bytes[index...].prefix { $0 >= 0x80 || isWordByte($0) }
        guard !word.isEmpty else { return nil }
        index += word.count
        return String(decoding: word, as: UTF8.self)
    }

    /// A quoted string's text; `nil` for a template literal with `${…}` (passed over).
    private mutating func string() -> String? {
        let quote = bytes[index]
        index += 1
        var text: [UInt8] = []
        var isTemplate = false
        while let byte = peek {
            index += 1
            if byte == quote { return isTemplate ? nil : String(decoding: text, as: UTF8.self) }
            if byte == UInt8(ascii: "\\"), let escaped = peek {
                index += 1
                text.append(escaped == UInt8(ascii: "n") ? UInt8(ascii: "\n") : escaped)
                continue
            }
            if quote == UInt8(ascii: "`"), byte == UInt8(ascii: "$"), peek == UInt8(ascii: "{") { isTemplate = true }
            text.append(byte)
        }
        return nil
    }

    /// Past an expression that is not a literal, to the `,` or closing bracket that ends it.
    private mutating func skipExpression() {
        var depth = 0
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
                _ = string()
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return }
            default:
                break
            }
            index += 1
        }
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
}

extension ScriptLiteral {
    /// The constants a script declares as literals (`const GUIDES = [ … ] as const`), by name, each able to use
    /// those declared before it: a config's sidebar is often one of them.
    static func constants(in text: String) -> [String: HeaderValue] {
        var found: [String: HeaderValue] = [:]
        var rest = text[...]
        while let declaration = rest.range(of: "const ") {
            rest = rest[declaration.upperBound...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            guard !name.isEmpty, let equals = rest.dropFirst(name.count).firstIndex(of: "=") else { continue }
            // A type between the name and `=` (`: DefaultTheme.SidebarItem[]`) is passed over; anything else is no literal.
            let between = rest[rest.index(rest.startIndex, offsetBy: name.count)..<equals].trimmingCharacters(in: .whitespaces)
            guard between.isEmpty || between.hasPrefix(":"), !between.contains("\n") else { continue }
            var value = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            // An arrow function that returns a literal (`() => [ … ]`, `(): Item[] => ({ … })`) stands for it where called.
            if value.hasPrefix("("), let arrow = value.prefix(200).range(of: "=>"), !value[..<arrow.lowerBound].contains("{") {
                value = value[arrow.upperBound...].drop(while: \.isWhitespace)
                // A body in braces is statements, not an object; `({ … })` is one.
                if value.hasPrefix("{") { continue }
                if value.hasPrefix("(") { value = value.dropFirst() }
            }
            if let literal = literalValue(at: value, constants: found) { found[String(name)] = literal }
        }
        // `function name() { return [ … ] }`, the same.
        rest = text[...]
        while let declaration = rest.range(of: "function ") {
            rest = rest[declaration.upperBound...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            guard !name.isEmpty, found[String(name)] == nil, let open = rest.firstIndex(of: "{"),
                let body = rest[open...].range(of: "return "), !rest[open..<body.lowerBound].dropFirst().contains("{")
            else { continue }
            if let literal = literalValue(at: rest[body.upperBound...].drop { $0.isWhitespace }, constants: found) { found[String(name)] = literal }
        }
        return found
    }

    /// The array or object literal `text` starts with, or `nil`.
    private static func literalValue(at text: Substring, constants: [String: HeaderValue]) -> HeaderValue? {
        var reader = ScriptLiteral(bytes: Array(text.prefix(200_000).utf8), index: 0, constants: constants)
        reader.skipSpace()
        guard let first = reader.peek, first == UInt8(ascii: "[") || first == UInt8(ascii: "{") else { return nil }
        return reader.value()
    }

    /// The literal a whole text is (a JSON file), or `nil`.
    static func value(of text: String) -> HeaderValue? {
        var reader = ScriptLiteral(bytes: Array(text.utf8), index: 0)
        reader.skipSpace()
        return reader.value()
    }
}
