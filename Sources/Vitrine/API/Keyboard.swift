/// A whole classic keyboard: background and keys, one of them optionally shown pressed.
public struct Keyboard: Sendable, Equatable {
    /// The keyboard's planes and types, as iOS 6 drew them on the iPhone and, in its own layout, on the iPad.
    public enum Layout: String, CaseIterable, Sendable {
        /// The letters (`UIKeyboardTypeDefault`).
        case qwerty
        /// The `.?123` plane: digits and punctuation.
        case numbers
        /// The `#+=` plane: brackets, maths and currency.
        case symbols
        /// The e-mail keyboard: letters with `@` and `.` beside a narrower space bar.
        case email
        /// The URL keyboard: letters with `.`, `/` and `.com` in place of the space bar.
        case url
        /// The number pad: digits with their phone letters in a flat 3 × 4 grid, the bottom-left cell empty.
        case numberPad
        /// The decimal pad: the number pad with `.` in the bottom-left cell.
        case decimalPad
        /// The phone pad: the number pad with `+*#` in the bottom-left cell and `+` under the 0.
        case phonePad

        /// The number, decimal and phone pads, which iOS 6 drew as a flat grid on the iPhone and replaced by
        /// the `.?123` plane on the iPad.
        var isKeypad: Bool { self == .numberPad || self == .decimalPad || self == .phonePad }
    }

    /// Every name `pressed` accepts on some layout, device and locale, `none` (presses nothing) first; each
    /// layout has its own subset on each device in each locale (`keyNames(of:on:in:)`). The US iPhone's
    /// names come first, then the iPad's, then the other locales' letters, so the list only grew.
    public static let keyNames: [String] = {
        var names = ["none"] + "abcdefghijklmnopqrstuvwxyz0123456789".map(String.init)
            + ["shift", "delete", "numbers", "globe", "space", "return", "decimal"]
        for device in [Device.iphone, .ipad] {
            for layout in Layout.allCases {
                for name in KeyboardLayout.keyNames(layout, device: device) where !names.contains(name) { names.append(name) }
            }
        }
        // A locale changes the letter keys only, so their names are all it adds; read from its data, as the
        // list is made at start-up and laying out every locale's planes would slow every command.
        for locale in Locale.allCases {
            for name in (locale.data.iphone + locale.data.ipad).joined() where !names.contains(name) { names.append(name) }
        }
        return names
    }()

    /// The names `pressed` accepts with `layout` on `device` in `locale`: `none` and each of its keys, in
    /// drawing order. The iPhone 5 has the iPhone's keys; the iPad has its own layout.
    public static func keyNames(of layout: Layout, on device: Device = .iphone, in locale: Locale = .en) -> [String] {
        ["none"] + KeyboardLayout.keyNames(layout, device: device, locale: locale)
    }

    public var layout: Layout
    public var device: Device
    public var orientation: Orientation
    /// The key shown highlighted, by name (`q`, `space`, `shift`, `7`, `@`…), or `none`.
    public var pressed: String
    /// The return key's type: its label, and whether it is blue.
    public var returnKey: ReturnKey
    /// The language: the letter rows and the words on space and return (`Keyboards/` holds one data file
    /// for each).
    public var locale: Locale

    /// - Parameters:
    ///   - layout: The plane or keyboard type.
    ///   - device: The device whose keyboard size applies.
    ///   - orientation: How the device is held.
    ///   - pressed: The key shown highlighted, or `none`.
    ///   - returnKey: The return key's type (ignored by the number pad, which has none).
    ///   - locale: The language of the letters and of the space and return keys.
    public init(
        layout: Layout = .qwerty, device: Device = .iphone, orientation: Orientation = .portrait, pressed: String = "none",
        returnKey: ReturnKey = .default, locale: Locale = .en
    ) {
        self.layout = layout
        self.device = device
        self.orientation = orientation
        self.pressed = pressed
        self.returnKey = returnKey
        self.locale = locale
    }
}

extension Keyboard: FieldComponent {
    static let standard = Keyboard()
    static let fields: [ParameterField<Keyboard>] = [
        .choice("layout", \.layout,
                help: "The plane or type: letters, the .?123 and #+= planes, the e-mail and URL keyboards, or the number, decimal or phone pad."),
        .device(\.device),
        .orientation(\.orientation),
        .choice("pressed", \.pressed, among: keyNames,
                help: "The key held down, by name (the layout must have it in the locale): an iPhone character key shows its balloon, others darken."),
        .choice("returnKey", \.returnKey, help: "The return key's type: its label (return, Go, Search…), blue for the action types.",
                laterAddition: true),
        .choice("locale", \.locale,
                help: "The language: its letter rows (AZERTY, QWERTZ, ЙЦУКЕН…) and the words on space and return.", laterAddition: true),
    ]

    public static let componentDescription = ComponentDescription(
        name: "keyboard",
        summary: "A whole classic keyboard — letters, numbers, symbols, e-mail, URL or a number, decimal or phone pad — with a key optionally held down.",
        parameters: parameters,
        draw: { Keyboard(values: $0).draw($0.renderContext) },
        checkTogether: { Keyboard(values: $0).pressedKeyConflict })

    /// `pressed` names a key of some layout, but not of this one on this device in this locale.
    var pressedKeyConflict: ValueConflict? {
        let names = Self.keyNames(of: layout, on: device, in: locale)
        guard !names.contains(pressed) else { return nil }
        let language = locale == .en ? "" : " in \(locale.rawValue)"
        let plane = (device == .ipad ? "the ipad's \(layout.rawValue) layout" : "the \(layout.rawValue) layout") + language
        return ValueConflict(
            parameter: "pressed", value: pressed, expected: "a key \(plane) has: \(names.joined(separator: " "))", choices: names)
    }

    var size: Size { device.keyboardSize(orientation) }

    var keys: [PlacedKey] {
        KeyboardLayout.keys(
            layout, device: device, size: size, landscape: orientation.isLandscape, returnKey: returnKey, locale: locale)
    }

    /// Whether the keyboard is a number, decimal or phone pad's flat grid of cells, not a plane of keys.
    private var isFlatKeypad: Bool { layout.isKeypad && device != .ipad }

    /// Draws background and keys with the keyboard's top-left corner at `origin`, and the held key's balloon
    /// rising above that corner's line when it has one (over whatever lies there: headroom or a scene's content).
    func draw(at origin: (x: Double, y: Double), on canvas: inout SVGCanvas) {
        draw(isFlatKeypad ? [] : keys, at: origin, on: &canvas)
    }

    func draw(_ context: RenderContext) -> String {
        // The keys are laid out once, for the headroom and the drawing both.
        let keys = isFlatKeypad ? [] : keys
        let headroom = balloonHeadroom(over: keys)
        return SVGDocument.render(
            width: size.width, height: size.height + headroom, context: context, accessibility: Accessibility(label: "Keyboard")
        ) { draw(keys, at: (0, headroom), on: &$0) }
    }

    private func draw(_ keys: [PlacedKey], at origin: (x: Double, y: Double), on canvas: inout SVGCanvas) {
        let frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        KeyboardBackgroundDrawing.draw(in: frame, on: &canvas)
        if isFlatKeypad {
            KeypadDrawing.draw(KeyboardLayout.keypad(layout, size: size), origin: origin, pressed: pressed, on: &canvas)
            return
        }
        guard let balloon = balloon(over: keys) else {
            KeyboardDrawing.draw(keys, origin: origin, keyboard: frame, pressed: pressed, on: &canvas)
            return
        }
        // The stem covers the key: under it the face stays as it was, so no darker edge shows round the stem.
        KeyboardDrawing.draw(keys, origin: origin, keyboard: frame, pressed: "none", on: &canvas)
        KeyBalloonDrawing.draw(balloon, origin: origin, name: pressed, on: &canvas)
    }
}

/// One key of a keyboard: its name (as `pressed` takes it), where it sits, and the key itself.
public struct KeyboardKey: Sendable, Equatable {
    /// A letter, digit or the character the key types, or shift, delete, numbers, symbols, letters, globe,
    /// space, return, decimal; on the iPad also `!,`, `?.`, undo, redo, hideKeyboard and the second key of a
    /// pair (rightShift, rightNumbers, rightSymbols, rightLetters).
    public let name: String
    /// The key's left edge within the keyboard.
    public let x: Double
    /// The key's top edge within the keyboard.
    public let y: Double
    /// The key alone, sized and placed for the keyboard-wide darkening: `key.svg` draws exactly the face
    /// the keyboard draws there — except on the number, decimal and phone pads, whose flat cells no lone
    /// key draws: there it is the rounded key of the same size and label. A key held down is highlighted,
    /// unless it raises a balloon (`Keyboard.showsBalloon`): then its face stays normal under the balloon.
    public let key: Key
}

extension Keyboard {
    /// Every key as the keyboard draws it, in drawing order.
    public var keyboardKeys: [KeyboardKey] {
        let pressedState: Key.State = showsBalloon ? .normal : .highlighted
        return keys.map { placed in
            var key = Key(
                width: placed.frame.width, height: placed.frame.height, fontSize: placed.fontSize, top: placed.frame.y,
                keyboardHeight: size.height, tint: placed.tint)
            switch placed.content {
            case .label(let text): key.label = text
            case .symbol(let symbol): key.symbol = symbol
            }
            if placed.name == pressed { key.state = pressedState }
            return KeyboardKey(name: placed.name, x: placed.frame.x, y: placed.frame.y, key: key)
        }
    }
}
