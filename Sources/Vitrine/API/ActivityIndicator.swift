/// `UIActivityIndicatorView`: the twelve-spoke spinner that says work is under way.
public struct ActivityIndicator: Sendable, Equatable {
    public enum Style: String, CaseIterable, Sendable {
        /// 20 × 20, white.
        case white
        /// 20 × 20, grey.
        case gray
        /// 37 × 37, white.
        case whiteLarge
    }

    public var style: Style
    /// Overrides the style's colour, never its size; `nil` keeps the style's colour. `#rrggbb` or `#rgb`.
    public var color: String?
    public var animating: Bool
    public var hidesWhenStopped: Bool
    /// Seconds per turn.
    public var period: Double

    /// - Parameters:
    ///   - style: The size and colour.
    ///   - color: A colour that replaces the style's, as `#rrggbb`.
    ///   - animating: Whether it spins.
    ///   - hidesWhenStopped: Whether a stopped indicator disappears.
    ///   - period: Seconds per turn while animating.
    public init(
        style: Style = .white, color: String? = nil, animating: Bool = true, hidesWhenStopped: Bool = true,
        period: Double = 0.8
    ) {
        self.style = style
        self.color = color
        self.animating = animating
        self.hidesWhenStopped = hidesWhenStopped
        self.period = period
    }

    /// The words assistive technology hears: what the indicator is doing.
    public var accessibilityLabel: String { animating ? "In progress" : "Progress halted" }

    var isVisible: Bool { animating || !hidesWhenStopped }

    var spinner: Spinner {
        Spinner(
            geometry: style == .whiteLarge ? Spinner.large : Spinner.small,
            color: color ?? (style == .gray ? "#808080" : "#ffffff"),
            period: animating ? period : nil)
    }
}

extension ActivityIndicator: Component {
    static let parameters = [
        Parameter("style", .choice(Style.allCases.map(\.rawValue)), default: "white", help: "The size and colour."),
        Parameter("color", .color, default: "", help: "A colour that replaces the style's colour; the size stays."),
        Parameter("animating", .boolean, default: "true", help: "Whether the spinner turns."),
        Parameter("hidesWhenStopped", .boolean, default: "true", help: "Whether a stopped indicator disappears."),
        Parameter("period", .number(0.1...10), default: "0.8", help: "Seconds per turn."),
    ]

    public static let componentDescription = ComponentDescription(
        name: "activity-indicator",
        summary: "The twelve-spoke spinner that shows work is under way.",
        parameters: parameters,
        draw: { ActivityIndicator(values: $0).draw($0.renderContext) })

    init(values: ParameterValues) {
        self.init(
            style: values.choice("style"), color: values.color("color"), animating: values.boolean("animating"),
            hidesWhenStopped: values.boolean("hidesWhenStopped"), period: values.number("period"))
    }

    /// The component's parameters as `name=value`, as `vitrine render` would take them.
    public var arguments: [Argument] {
        [
            Argument("style", style.rawValue), Argument("color", color ?? ""),
            Argument("animating", String(animating)), Argument("hidesWhenStopped", String(hidesWhenStopped)),
            Argument("period", period.svg),
        ]
    }

    func draw(_ context: RenderContext) -> String {
        let diameter = spinner.geometry.diameter
        return SVGDocument.render(
            width: diameter, height: diameter, context: context, accessibility: Accessibility(label: accessibilityLabel)
        ) { canvas in
            guard isVisible else { return }
            spinner.draw(centerX: diameter / 2, centerY: diameter / 2, on: &canvas)
        }
    }
}
