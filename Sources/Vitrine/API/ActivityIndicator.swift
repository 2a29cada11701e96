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

extension ActivityIndicator: FieldComponent {
    static let standard = ActivityIndicator()
    static let fields: [ParameterField<ActivityIndicator>] = [
        .choice("style", \.style, help: "The size and colour."),
        .color("color", \.color, help: "A colour that replaces the style's colour; the size stays."),
        .boolean("animating", \.animating, help: "Whether the spinner turns."),
        .boolean("hidesWhenStopped", \.hidesWhenStopped, help: "Whether a stopped indicator disappears."),
        .number("period", \.period, in: 0.1...10, help: "Seconds per turn."),
    ]

    public static let componentDescription = ComponentDescription(
        name: "activity-indicator",
        summary: "The twelve-spoke spinner that shows work is under way.",
        parameters: parameters,
        draw: { ActivityIndicator(values: $0).draw($0.renderContext) })

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
