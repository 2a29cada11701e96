/// A device screen with a status bar and an optional keyboard, with a loading view or veil over it:
/// the components composed as they appear in an app.
public struct Scene: Sendable, Equatable {
    /// What covers the screen.
    public enum Overlay: String, CaseIterable, Sendable {
        /// Nothing: the screen and, if shown, the keyboard.
        case none
        /// The Text app's "Sending..." loading view over the keyboard only.
        case sending
        /// A full-window loading view, over the keyboard too.
        case loading
        /// The veil over the whole screen.
        case veil
    }

    public var overlay: Overlay
    /// The overlay's message; empty for its usual one ("Sending...", "Loading...").
    public var message: String
    /// Whether the keyboard is up (always, for `.sending`).
    public var keyboard: Bool
    public var device: Device
    public var orientation: Orientation
    /// The keyboard's key shown held down, by name, or `none`; on the iPhone a character key's balloon rises
    /// over the screen above the keyboard, and the scene keeps its size.
    public var pressed: String

    /// - Parameters:
    ///   - overlay: What covers the screen.
    ///   - message: The overlay's message; empty for its usual one.
    ///   - keyboard: Whether the keyboard is up.
    ///   - device: The device whose screen is drawn.
    ///   - orientation: How the device is held; the picture is the screen as the person sees it.
    ///   - pressed: The keyboard's key shown held down, or `none`.
    public init(
        overlay: Overlay = .sending, message: String = "", keyboard: Bool = true, device: Device = .iphone,
        orientation: Orientation = .portrait, pressed: String = "none"
    ) {
        self.overlay = overlay
        self.message = message
        self.keyboard = keyboard
        self.device = device
        self.orientation = orientation
        self.pressed = pressed
    }
}

extension Scene: FieldComponent {
    static let standard = Scene()
    static let fields: [ParameterField<Scene>] = [
        .choice("overlay", \.overlay, help: "What covers the screen."),
        .text("message", \.message, help: "The overlay's message; empty for its usual one (Sending..., Loading...)."),
        .boolean("keyboard", \.keyboard, help: "Whether the keyboard is up (always for sending)."),
        .device(\.device),
        .orientation(\.orientation),
        .choice("pressed", \.pressed, among: Keyboard.keyNames,
                help: "The keyboard's key shown held down, by name: on the iPhone a letter's balloon rises over the screen.",
                laterAddition: true),
    ]

    public static let componentDescription = ComponentDescription(
        name: "scene",
        summary: "A whole screen with status bar and keyboard, and a loading view or veil over it.",
        parameters: parameters,
        draw: { Scene(values: $0).draw($0.renderContext) },
        checkTogether: { Scene(values: $0).keyboardView.pressedKeyConflict })

    var showsKeyboard: Bool { keyboard || overlay == .sending }

    /// The letters keyboard the scene shows, with its key held down.
    var keyboardView: Keyboard { Keyboard(device: device, orientation: orientation, pressed: pressed) }

    var overlayMessage: String {
        if !message.isEmpty { return message }
        return overlay == .sending ? "Sending..." : "Loading..."
    }

    func draw(_ context: RenderContext) -> String {
        let screen = device.screenSize(orientation)
        let label = overlay == .none ? "\(device.rawValue) screen" : overlayMessage
        return SVGDocument.render(
            width: screen.width, height: screen.height, context: context, accessibility: Accessibility(label: label)
        ) { canvas in
            let bounds = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
            canvas.draw("<rect \(attributesOf: bounds) fill=\"#dbe2ed\" data-part=\"screen\"/>")
            StatusBarDrawing.draw(width: screen.width, height: device.statusBarHeight, on: &canvas)
            let keyboardView = keyboardView
            let keyboardTop = screen.height - keyboardView.size.height
            if showsKeyboard { keyboardView.draw(at: (0, keyboardTop), on: &canvas) }
            switch overlay {
            case .none:
                break
            case .sending:
                let host = Rect(x: 0, y: keyboardTop, width: screen.width, height: keyboardView.size.height)
                LoadingViewLayout(bounds: host, topPadding: 0, message: overlayMessage).draw(on: &canvas)
            case .loading:
                LoadingViewLayout(bounds: bounds, topPadding: device.statusBarHeight, message: overlayMessage).draw(on: &canvas)
            case .veil:
                VeilLayout(screen: bounds, message: overlayMessage, rotationDegrees: 0).draw(on: &canvas)
            }
        }
    }
}
