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

extension Key: FieldComponent {
    static let standard = Key()
    static let fields: [ParameterField<Key>] = [
        .text("label", \.label, maximumLength: 100, help: "The text on the key (ignored when a symbol is set)."),
        .choice("symbol", \.symbol, help: "A vector symbol instead of text."),
        .choice("state", \.state, help: "The control state drawn."),
        .number("width", \.width, in: 10...1000, help: "The key's width in points."),
        .number("height", \.height, in: 10...1000, help: "The key's height in points."),
        .number("cornerRadius", \.cornerRadius, in: 0...50, help: "The corner radius of the key's face."),
        .number("fontSize", \.fontSize, in: 4...100, help: "The label's size in points."),
        .number("top", \.top, in: 0...2000, help: "The key's top edge within its keyboard (for the keyboard-wide darkening)."),
        .number("keyboardHeight", \.keyboardHeight, in: 10...2000, help: "The height of the keyboard the key sits in."),
        .choice("tint", \.tint, help: "The face's colours: grey, or the blue of an action return key (white label).", laterAddition: true),
    ]

    public static let componentDescription = ComponentDescription(
        name: "key",
        summary: "One keyboard key with its gradient face, inner shadows, border and label or symbol.",
        parameters: parameters,
        draw: { Key(values: $0).draw($0.renderContext) })

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
