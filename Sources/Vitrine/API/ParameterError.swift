/// Everything a person can get wrong when naming a component and its parameters.
///
/// The error knows which argument it concerns (`argumentIndex`), so the command line can point at an
/// option and a Markdown fence at a column; `message(spelling:)` turns it into one line of text.
public struct ParameterError: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case unknownComponent(String)
        case unknownParameter(String)
        case unknownPreset(String)
        case duplicateParameter(String)
        /// `expected` says what would have been accepted, in words.
        case invalidValue(parameter: String, value: String, expected: String)
    }

    /// How parameter names are written where the error will be shown.
    public enum Spelling: Sendable {
        /// `--orientation`, as on the command line.
        case option
        /// `orientation`, as in a Markdown fence's `name=value`.
        case attribute
    }

    public let reason: Reason
    /// The component concerned, when known.
    public let component: String?
    /// The index of the offending argument in the list that was resolved, when one is to blame.
    public let argumentIndex: Int?
    /// The names that would have been valid, for the message and for tooling.
    public let validChoices: [String]

    public init(_ reason: Reason, component: String?, argumentIndex: Int?, validChoices: [String]) {
        self.reason = reason
        self.component = component
        self.argumentIndex = argumentIndex
        self.validChoices = validChoices
    }

    /// A close match among the valid choices, if a typo is likely.
    public var suggestion: String? {
        switch reason {
        case .unknownComponent(let name), .unknownParameter(let name), .unknownPreset(let name):
            Suggestion.closest(to: name, among: validChoices)
        case .invalidValue(_, let value, _):
            Suggestion.closest(to: value, among: validChoices)
        case .duplicateParameter:
            nil
        }
    }

    /// One line naming what was wrong, the valid choices, and a close match when there is one.
    public func message(spelling: Spelling) -> String {
        let name = { (parameter: String) in spelling == .option ? "--" + parameter : parameter }
        let subject = component.map { " for \($0)" } ?? ""
        switch reason {
        case .unknownComponent(let component):
            return sentence("unknown component '\(component)'", hint: suggestion, list: "Components", validChoices)
        case .unknownParameter(let parameter):
            return sentence(
                "unknown parameter '\(name(parameter))'\(subject)", hint: suggestion.map(name),
                list: "Parameters", validChoices.map(name))
        case .unknownPreset(let preset):
            return sentence("unknown preset '\(preset)'\(subject)", hint: suggestion, list: "Presets", validChoices)
        case .duplicateParameter(let parameter):
            return "parameter '\(name(parameter))' is given more than once\(subject)."
        case .invalidValue(let parameter, let value, let expected):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "."
            let owner = component.map { " of \($0)" } ?? ""
            return "invalid value '\(value.quotedForMessage)' for '\(name(parameter))'\(owner): expected \(expected)\(hint)"
        }
    }

    private func sentence(_ headline: String, hint: String?, list: String, _ items: [String]) -> String {
        let hint = hint.map { "; did you mean '\($0)'?" } ?? "."
        return "\(headline)\(hint) \(list): \(items.joined(separator: ", "))."
    }
}

extension ParameterError: CustomStringConvertible {
    public var description: String { message(spelling: .attribute) }
}

private extension String {
    /// The value as it may be shown in one line: control characters spelled out, long values cut.
    var quotedForMessage: String {
        var shown = ""
        for scalar in unicodeScalars {
            if scalar.properties.generalCategory == .control {
                shown += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown.count > 60 ? shown.prefix(57) + "..." : shown
    }
}
