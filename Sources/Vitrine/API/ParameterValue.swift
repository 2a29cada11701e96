/// A parameter's value after validation.
public enum ParameterValue: Sendable, Equatable, Hashable {
    case choice(String)
    case number(Double)
    case boolean(Bool)
    case text(String)
    /// A colour as lowercase `#rrggbb`, or `nil` when not set.
    case color(String?)

    /// The number, when the value is one.
    public var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The value written back as it would be typed, canonical: the same value always gives the same text.
    public var canonicalText: String {
        switch self {
        case .choice(let name): name
        case .number(let number): SVGNumber.format(number)
        case .boolean(let flag): flag ? "true" : "false"
        case .text(let text): text
        case .color(let hex): hex ?? ""
        }
    }
}
