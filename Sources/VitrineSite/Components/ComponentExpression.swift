import Vitrine

/// Arithmetic over a site component's values, for a size or a computed value that follows them:
/// `textWidth(label, 13) + 24`. Numbers, `+ - * /`, parentheses, the component's number and boolean
/// parameters (a boolean is 1 or 0), the computed values declared before, and a few functions:
/// `min`, `max`, `round`, `floor`, `ceil`, `length(p)` (a value's characters) and `textWidth(p, size)` /
/// `boldTextWidth(p, size)` (a value's width in Liberation Sans, the components' own measure).
struct ComponentExpression: Sendable {
    private indirect enum Node: Sendable {
        case number(Double)
        case value(String)
        case negated(Node)
        case binary(UInt8, Node, Node)
        case call(Function, [Node])
        /// `length(p)`, `textWidth(p, size)`: functions of a value's text.
        case textCall(Function, String, [Node])
    }

    private enum Function: String, Sendable, CaseIterable {
        case min, max, round, floor, ceil, length, textWidth, boldTextWidth

        var readsText: Bool { self == .length || self == .textWidth || self == .boldTextWidth }
        /// The numbers it takes besides a text function's value.
        var numberArguments: ClosedRange<Int> {
            switch self {
            case .min, .max: 1...16
            case .round, .floor, .ceil: 1...1
            case .length: 0...0
            case .textWidth, .boldTextWidth: 1...1
            }
        }
    }

    /// A mistake in an expression, at its 0-based character offset.
    struct Problem: Error {
        let message: String
        let offset: Int
    }

    private let root: Node

    /// - Parameters:
    ///   - numbers: The names that stand for numbers (number and boolean parameters, earlier computed values).
    ///   - texts: The names whose text `length` and `textWidth` measure (every parameter).
    init(_ text: String, numbers: Set<String>, texts: Set<String>) throws(Problem) {
        var parser = Parser(characters: Array(text), numbers: numbers, texts: texts)
        root = try parser.expression()
        parser.skipSpaces()
        if parser.index < parser.characters.count {
            throw Problem(message: "unexpected '\(parser.characters[parser.index])'", offset: parser.index)
        }
    }

    /// The value for these values; a division by zero or anything else not finite gives 0.
    func evaluate(_ values: ParameterValues, computed: [String: Double]) -> Double {
        let result = Self.evaluate(root, values, computed)
        return result.isFinite ? result : 0
    }

    private static func evaluate(_ node: Node, _ values: ParameterValues, _ computed: [String: Double]) -> Double {
        switch node {
        case .number(let number): return number
        case .value(let name):
            if let number = computed[name] { return number }
            switch values[name] {
            case .number(let number)?: return number
            case .boolean(let flag)?: return flag ? 1 : 0
            default: return 0
            }
        case .negated(let inner): return -evaluate(inner, values, computed)
        case .binary(let operation, let left, let right):
            let (a, b) = (evaluate(left, values, computed), evaluate(right, values, computed))
            switch operation {
            case UInt8(ascii: "+"): return a + b
            case UInt8(ascii: "-"): return a - b
            case UInt8(ascii: "*"): return a * b
            default: return a / b
            }
        case .call(let function, let arguments):
            let numbers = arguments.map { evaluate($0, values, computed) }
            switch function {
            case .min: return numbers.min() ?? 0
            case .max: return numbers.max() ?? 0
            case .round: return numbers[0].rounded(.toNearestOrAwayFromZero)
            case .floor: return numbers[0].rounded(.down)
            case .ceil: return numbers[0].rounded(.up)
            default: return 0
            }
        case .textCall(let function, let name, let arguments):
            let text = values[name]?.canonicalText ?? computed[name].map { ParameterValue.number($0).canonicalText } ?? ""
            switch function {
            case .length: return Double(text.count)
            case .textWidth, .boldTextWidth:
                return TextLines.width(of: text, size: evaluate(arguments[0], values, computed), bold: function == .boldTextWidth)
            default: return 0
            }
        }
    }

    /// A recursive descent over the characters: sums of products of factors.
    private struct Parser {
        let characters: [Character]
        let numbers: Set<String>
        let texts: Set<String>
        var index = 0
        var depth = 0

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " { index += 1 }
        }

        mutating func expression() throws(Problem) -> Node {
            depth += 1
            defer { depth -= 1 }
            // Parentheses nest as deep as an author could mean; deeper is a mistake, not a stack to exhaust.
            guard depth < 64 else { throw Problem(message: "nested too deeply", offset: index) }
            var node = try product()
            while true {
                skipSpaces()
                guard index < characters.count, let operation = characters[index].asciiValue, operation == UInt8(ascii: "+") || operation == UInt8(ascii: "-") else {
                    return node
                }
                index += 1
                node = .binary(operation, node, try product())
            }
        }

        mutating func product() throws(Problem) -> Node {
            var node = try factor()
            while true {
                skipSpaces()
                guard index < characters.count, let operation = characters[index].asciiValue, operation == UInt8(ascii: "*") || operation == UInt8(ascii: "/") else {
                    return node
                }
                index += 1
                node = .binary(operation, node, try factor())
            }
        }

        mutating func factor() throws(Problem) -> Node {
            skipSpaces()
            guard index < characters.count else { throw Problem(message: "expected a number, a name or '('", offset: index) }
            let character = characters[index]
            if character == "-" {
                index += 1
                return .negated(try factor())
            }
            if character == "(" {
                index += 1
                let inner = try expression()
                try expect(")")
                return inner
            }
            if character.isASCII, character.isNumber || character == "." {
                let start = index
                while index < characters.count, characters[index].isASCII, characters[index].isNumber || characters[index] == "." { index += 1 }
                guard let number = Double(String(characters[start..<index])) else {
                    throw Problem(message: "'\(String(characters[start..<index]))' is not a number", offset: start)
                }
                return .number(number)
            }
            let start = index
            let name = word()
            guard !name.isEmpty else { throw Problem(message: "expected a number, a name or '(', not '\(character)'", offset: start) }
            skipSpaces()
            if index < characters.count, characters[index] == "(" {
                return try call(name, at: start)
            }
            guard numbers.contains(name) else {
                if texts.contains(name) {
                    throw Problem(message: "'\(name)' is not a number: measure it with length(\(name)) or textWidth(\(name), size)", offset: start)
                }
                let known = numbers.sorted()
                let hint = KeyDistance.closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
                throw Problem(message: "unknown value '\(name)'\(hint) Numbers: \(known.isEmpty ? "none" : known.joined(separator: ", "))", offset: start)
            }
            return .value(name)
        }

        mutating func call(_ name: String, at start: Int) throws(Problem) -> Node {
            guard let function = Function(rawValue: name) else {
                let names = Function.allCases.map(\.rawValue)
                let hint = KeyDistance.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw Problem(message: "unknown function '\(name)'\(hint) Functions: \(names.joined(separator: ", "))", offset: start)
            }
            index += 1
            var measured: String?
            if function.readsText {
                skipSpaces()
                let place = index
                let value = word()
                guard texts.contains(value) || numbers.contains(value) else {
                    throw Problem(message: "\(name) measures a parameter's value: '\(value)' is not a parameter", offset: place)
                }
                measured = value
                skipSpaces()
                if index < characters.count, characters[index] == "," { index += 1 }
            }
            var arguments: [Node] = []
            skipSpaces()
            if index < characters.count, characters[index] != ")" {
                arguments.append(try expression())
                skipSpaces()
                while index < characters.count, characters[index] == "," {
                    index += 1
                    arguments.append(try expression())
                    skipSpaces()
                }
            }
            try expect(")")
            guard function.numberArguments.contains(arguments.count) else {
                let count = function.numberArguments
                let wanted = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
                throw Problem(message: "\(name) takes \(function.readsText ? "a parameter and " : "")\(wanted) number\(count.upperBound == 1 ? "" : "s")", offset: start)
            }
            if let measured { return .textCall(function, measured, arguments) }
            return .call(function, arguments)
        }

        mutating func word() -> String {
            let start = index
            while index < characters.count, characters[index].isASCII,
                characters[index].isLetter || characters[index].isNumber || characters[index] == "-" || characters[index] == "_"
            {
                // A hyphen is part of a name (`corner-radius`) only between letters; `a-b` is written `a - b`.
                if characters[index] == "-", index == start || index + 1 >= characters.count || !characters[index + 1].isLetter { break }
                index += 1
            }
            return String(characters[start..<index])
        }

        mutating func expect(_ character: Character) throws(Problem) {
            skipSpaces()
            guard index < characters.count, characters[index] == character else {
                throw Problem(message: "expected '\(character)'", offset: index)
            }
            index += 1
        }
    }
}
