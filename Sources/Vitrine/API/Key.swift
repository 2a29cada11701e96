/// One key of the classic keyboard (seed 004), drawn with its gradient face, inner shadows, border
/// and a text label or a vector symbol.
public struct Key: Sendable, Equatable {
    /// The control states a key draws.
    public enum State: String, CaseIterable, Sendable {
        case normal, highlighted, selected, disabled
    }

    /// A symbol drawn as a vector shape (the font has no ⇧ or ⌫).
    public enum Symbol: String, CaseIterable, Sendable {
        case none, shift, delete, globe
        /// The iPad's key that lowers the keyboard: a keyboard above a downward arrowhead.
        case hideKeyboard
    }

    /// The face's colours: the grey of every key, or the blue of iOS 6's action return keys (Go, Search…).
    public enum Tint: String, CaseIterable, Sendable {
        case standard, blue
    }

    /// The text on the key; ignored when `symbol` is set (a key shows text or a symbol, never both).
    public var label: String
    public var symbol: Symbol
    public var state: State
    public var width: Double
    public var height: Double
    public var cornerRadius: Double
    public var fontSize: Double
    /// The key's top edge measured from the top of its keyboard, which places the keyboard-wide darkening.
    public var top: Double
    public var keyboardHeight: Double
    public var tint: Tint

    /// - Parameters:
    ///   - label: The text on the key.
    ///   - symbol: A vector symbol instead of text.
    ///   - state: normal, highlighted, selected or disabled.
    ///   - width: The key's width in points.
    ///   - height: The key's height in points.
    ///   - cornerRadius: The face's corner radius.
    ///   - fontSize: The label's size in points.
    ///   - top: The key's top within its keyboard.
    ///   - keyboardHeight: The height of the keyboard the key sits in.
    ///   - tint: Grey, or the blue of an action return key.
    public init(
        label: String = "A", symbol: Symbol = .none, state: State = .normal, width: Double = 26, height: Double = 39,
        cornerRadius: Double = 7, fontSize: Double = 26, top: Double = 12, keyboardHeight: Double = 216, tint: Tint = .standard
    ) {
        self.label = label
        self.symbol = symbol
        self.state = state
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.fontSize = fontSize
        self.top = top
        self.keyboardHeight = keyboardHeight
        self.tint = tint
    }
}

extension Key: Component {
    static let parameters = [
        Parameter("label", .text(maximumLength: 100), default: "A", help: "The text on the key (ignored when a symbol is set)."),
        Parameter("symbol", .choice(Symbol.allCases.map(\.rawValue)), default: "none", help: "A vector symbol instead of text."),
        Parameter("state", .choice(State.allCases.map(\.rawValue)), default: "normal", help: "The control state drawn."),
        Parameter("width", .number(10...1000), default: "26", help: "The key's width in points."),
        Parameter("height", .number(10...1000), default: "39", help: "The key's height in points."),
        Parameter("cornerRadius", .number(0...50), default: "7", help: "The corner radius of the key's face."),
        Parameter("fontSize", .number(4...100), default: "26", help: "The label's size in points."),
        Parameter("top", .number(0...2000), default: "12", help: "The key's top edge within its keyboard (for the keyboard-wide darkening)."),
        Parameter("keyboardHeight", .number(10...2000), default: "216", help: "The height of the keyboard the key sits in."),
        Parameter(
            "tint", .choice(Tint.allCases.map(\.rawValue)), default: "standard",
            help: "The face's colours: grey, or the blue of an action return key (white label).", isLaterAddition: true),
    ]

    public static let componentDescription = ComponentDescription(
        name: "key",
        summary: "One keyboard key with its gradient face, inner shadows, border and label or symbol.",
        parameters: parameters,
        draw: { Key(values: $0).draw($0.renderContext) })

    init(values: ParameterValues) {
        self.init(
            label: values.text("label"), symbol: values.choice("symbol"), state: values.choice("state"),
            width: values.number("width"), height: values.number("height"), cornerRadius: values.number("cornerRadius"),
            fontSize: values.number("fontSize"), top: values.number("top"), keyboardHeight: values.number("keyboardHeight"),
            tint: values.choice("tint"))
    }

    /// The component's parameters as `name=value`, as `vitrine render` would take them.
    public var arguments: [Argument] {
        [
            Argument("label", label), Argument("symbol", symbol.rawValue), Argument("state", state.rawValue),
            Argument("width", width.svg), Argument("height", height.svg), Argument("cornerRadius", cornerRadius.svg),
            Argument("fontSize", fontSize.svg), Argument("top", top.svg), Argument("keyboardHeight", keyboardHeight.svg),
            Argument("tint", tint.rawValue),
        ]
    }

    var accessibilityLabel: String {
        let name = symbol == .none ? label : symbol.rawValue
        return state == .normal ? name : "\(name), \(state.rawValue)"
    }

    func draw(_ context: RenderContext) -> String {
        SVGDocument.render(
            width: width, height: height, context: context, accessibility: Accessibility(label: accessibilityLabel)
        ) { canvas in
            let face = KeyFace(
                frame: Rect(x: 0, y: 0, width: width, height: height), content: symbol == .none ? .label(label) : .symbol(symbol),
                state: state, cornerRadius: cornerRadius, fontSize: fontSize, tint: tint)
            let keyboard = Rect(x: 0, y: -top, width: width, height: keyboardHeight)
            let blue = face.tint == .blue
            let paint = KeyPaint(
                keyboard: keyboard, pressed: face.isPressed && !blue, blue: blue && !face.isPressed, bluePressed: blue && face.isPressed,
                on: &canvas)
            face.draw(paint: paint, on: &canvas)
        }
    }
}
