/// A whole classic keyboard: background and keys, one of them optionally shown pressed.
public struct Keyboard: Sendable, Equatable {
    public enum Layout: String, CaseIterable, Sendable {
        case qwerty
        case numberPad
    }

    /// Names `pressed` accepts; `none` presses nothing.
    public static let keyNames: [String] =
        ["none"] + "abcdefghijklmnopqrstuvwxyz0123456789".map(String.init)
        + ["shift", "delete", "numbers", "globe", "space", "return", "decimal"]

    public var layout: Layout
    public var device: Device
    public var orientation: Orientation
    /// The key shown highlighted, by name (`q`, `space`, `shift`, `7`…), or `none`.
    public var pressed: String

    /// - Parameters:
    ///   - layout: QWERTY letters or the number pad.
    ///   - device: The device whose keyboard size applies.
    ///   - orientation: How the device is held.
    ///   - pressed: The key shown highlighted, or `none`.
    public init(layout: Layout = .qwerty, device: Device = .iphone, orientation: Orientation = .portrait, pressed: String = "none") {
        self.layout = layout
        self.device = device
        self.orientation = orientation
        self.pressed = pressed
    }
}

extension Keyboard: Component {
    static let parameters = [
        Parameter("layout", .choice(Layout.allCases.map(\.rawValue)), default: "qwerty", help: "QWERTY letters or the number pad."),
        Parameter.device,
        Parameter.orientation,
        Parameter("pressed", .choice(keyNames), default: "none", help: "The key shown highlighted, by name."),
    ]

    public static let componentDescription = ComponentDescription(
        name: "keyboard",
        summary: "A whole classic keyboard, QWERTY or number pad, with a key optionally held down.",
        parameters: parameters,
        draw: { Keyboard(values: $0).draw($0.renderContext) })

    init(values: ParameterValues) {
        self.init(
            layout: values.choice("layout"), device: values.choice("device"), orientation: values.choice("orientation"),
            pressed: values.choice("pressed", as: PressedKeyName.self).rawValue)
    }

    /// The component's parameters as `name=value`, as `vitrine render` would take them.
    public var arguments: [Argument] {
        [
            Argument("layout", layout.rawValue), Argument("device", device.rawValue),
            Argument("orientation", orientation.rawValue), Argument("pressed", pressed),
        ]
    }

    var size: Size { device.keyboardSize(orientation) }

    var keys: [PlacedKey] { KeyboardLayout.keys(layout, size: size, landscape: orientation.isLandscape) }

    /// Draws background and keys with the keyboard's top-left corner at `origin`.
    func draw(at origin: (x: Double, y: Double), on canvas: inout SVGCanvas) {
        let frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        KeyboardBackgroundDrawing.draw(in: frame, on: &canvas)
        KeyboardDrawing.draw(keys, origin: origin, keyboard: frame, pressed: pressed, on: &canvas)
    }

    func draw(_ context: RenderContext) -> String {
        SVGDocument.render(
            width: size.width, height: size.height, context: context, accessibility: Accessibility(label: "Keyboard")
        ) { draw(at: (0, 0), on: &$0) }
    }
}

/// The raw value of `pressed`, read through the same choice mechanism as every other parameter.
private struct PressedKeyName: RawRepresentable {
    let rawValue: String
    init?(rawValue: String) { self.rawValue = rawValue }
}

/// One key of a keyboard: its name (as `pressed` takes it), where it sits, and the key itself.
public struct KeyboardKey: Sendable, Equatable {
    /// A letter or digit, or shift, delete, numbers, globe, space, return, decimal.
    public let name: String
    /// The key's left edge within the keyboard.
    public let x: Double
    /// The key's top edge within the keyboard.
    public let y: Double
    /// The key alone, sized and placed for the keyboard-wide darkening: `key.svg` draws exactly the face
    /// the keyboard draws there.
    public let key: Key
}

extension Keyboard {
    /// Every key as the keyboard draws it, in drawing order.
    public var keyboardKeys: [KeyboardKey] {
        keys.map { placed in
            var key = Key(
                width: placed.frame.width, height: placed.frame.height, fontSize: placed.fontSize, top: placed.frame.y,
                keyboardHeight: size.height)
            switch placed.content {
            case .label(let text): key.label = text
            case .symbol(let symbol): key.symbol = symbol
            }
            if placed.name == pressed { key.state = .highlighted }
            return KeyboardKey(name: placed.name, x: placed.frame.x, y: placed.frame.y, key: key)
        }
    }
}
