/// Why a typed value was refused: what would have been accepted, in words and as choices.
struct ValueProblem: Error {
    let expected: String
    let choices: [String]
}

/// A value valid alone that the component's other values rule out, e.g. a `pressed` key the chosen
/// keyboard layout does not have.
struct ValueConflict {
    /// The parameter to blame: the one whose value is refused.
    let parameter: String
    let value: String
    /// What would have been accepted, in words.
    let expected: String
    let choices: [String]
}

extension Parameter {
    /// Turns a typed value into a checked one, or explains what was expected.
    func validate(_ typed: String) throws(ValueProblem) -> ParameterValue {
        switch kind {
        case .choice(let names):
            guard names.contains(typed) else { throw ValueProblem(expected: "one of \(allowedValues)", choices: names) }
            return .choice(typed)
        case .number(let range):
            guard let number = Self.decimal(typed), range.contains(number), isOnStep(number, from: range.lowerBound) else {
                throw ValueProblem(expected: "a number from \(allowedValues)", choices: [])
            }
            return .number(number)
        case .boolean:
            switch typed {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            default: throw ValueProblem(expected: "true or false", choices: ["true", "false"])
            }
        case .text(let maximumLength):
            guard typed.count <= maximumLength else {
                throw ValueProblem(expected: "at most \(maximumLength) characters", choices: [])
            }
            return .text(typed)
        case .color:
            guard let hex = Self.hexColor(typed) else {
                throw ValueProblem(expected: allowedValues, choices: [])
            }
            return .color(hex.isEmpty ? nil : hex)
        }
    }
}

private extension Parameter {
    /// Whether a number lies on the parameter's steps from its minimum, to a millionth of a step (a decimal
    /// step such as 0.1 is not exact in binary).
    func isOnStep(_ number: Double, from minimum: Double) -> Bool {
        guard let step, step > 0 else { return true }
        let steps = (number - minimum) / step
        return abs(steps - steps.rounded()) <= 1e-6
    }

    /// A plain decimal: digits with an optional sign, point and exponent. No hex, no `nan`, no `inf`.
    static func decimal(_ typed: String) -> Double? {
        let allowed = Set("0123456789+-.eE")
        guard !typed.isEmpty, typed.allSatisfy(allowed.contains), let number = Double(typed), number.isFinite else {
            return nil
        }
        return number == 0 ? 0 : number
    }

    /// `#rgb` or `#rrggbb` as lowercase `#rrggbb`; empty stays empty.
    static func hexColor(_ typed: String) -> String? {
        if typed.isEmpty { return "" }
        let digits = Array(typed.lowercased().dropFirst())
        guard typed.hasPrefix("#"), digits.allSatisfy(\.isHexDigit), digits.count == 3 || digits.count == 6 else {
            return nil
        }
        let full = digits.count == 3 ? digits.flatMap { [$0, $0] } : digits
        return "#" + String(full)
    }
}
