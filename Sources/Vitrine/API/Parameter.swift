/// One parameter of a component, described once: the command line, Markdown fences, the catalog's
/// parameter table and every error message read this description.
public struct Parameter: Sendable, Equatable {
    /// What values a parameter accepts.
    public enum Kind: Sendable, Equatable {
        /// One of a fixed list of names.
        case choice([String])
        /// A finite decimal number within a closed range.
        case number(ClosedRange<Double>)
        /// `true` or `false`.
        case boolean
        /// Any text, up to a length limit in characters.
        case text(maximumLength: Int)
        /// A hex colour, `#rgb` or `#rrggbb`; empty means "not set".
        case color
    }

    public let name: String
    public let kind: Kind
    /// The value used when the parameter is not given, written as it would be typed.
    public let defaultValue: String
    public let help: String
    /// For a number, the spacing of the values it accepts from its minimum (`0.5`: 0, 0.5, 1, …); `nil` for any.
    public let step: Double?
    /// Whether the parameter came after its component's first documents: at its default it stays out of
    /// the seed of the document's id prefix, so a file rendered before the parameter existed keeps its bytes.
    let isLaterAddition: Bool

    /// - Parameters:
    ///   - name: The name, as typed after `--` on the command line and before `=` in a fence.
    ///   - kind: The values it accepts.
    ///   - defaultValue: The value used when it is absent, written as it would be typed.
    ///   - help: One sentence for `list`, `--help` and the docs.
    ///   - step: For a number, the spacing of the accepted values from the minimum; `nil` accepts any.
    public init(_ name: String, _ kind: Kind, default defaultValue: String, help: String, step: Double? = nil) {
        self.init(name, kind, default: defaultValue, help: help, step: step, isLaterAddition: false)
    }

    init(_ name: String, _ kind: Kind, default defaultValue: String, help: String, step: Double? = nil, isLaterAddition: Bool) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.help = help
        self.step = step
        self.isLaterAddition = isLaterAddition
    }

    /// The type as shown to people: `choice`, `number`, `boolean`, `text` or `color`.
    public var typeName: String {
        switch kind {
        case .choice: "choice"
        case .number: "number"
        case .boolean: "boolean"
        case .text: "text"
        case .color: "color"
        }
    }

    /// The allowed values in words: the list of choices, the numeric range, and so on.
    public var allowedValues: String {
        switch kind {
        // A choice that is itself a comma (a key name) would vanish in a comma list: those lists use spaces.
        case .choice(let names): names.joined(separator: names.contains { $0.contains(",") } ? " " : ", ")
        case .number(let range):
            "\(SVGNumber.format(range.lowerBound)) to \(SVGNumber.format(range.upperBound))" + (step.map { " in steps of \(SVGNumber.format($0))" } ?? "")
        case .boolean: "true, false"
        case .text(let maximumLength): "any text up to \(maximumLength) characters"
        case .color: "a hex colour such as #ff9900 or #f90, or empty for the style's colour"
        }
    }
}
