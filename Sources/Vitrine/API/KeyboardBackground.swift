/// The system keyboard's background (seed 004), without keys.
public struct KeyboardBackground: Sendable, Equatable {
    public var device: Device
    public var orientation: Orientation

    /// - Parameters:
    ///   - device: The device whose keyboard size applies.
    ///   - orientation: How the device is held.
    public init(device: Device = .iphone, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }
}

extension KeyboardBackground: FieldComponent {
    static let standard = KeyboardBackground()
    static let fields: [ParameterField<KeyboardBackground>] = [.device(\.device), .orientation(\.orientation)]

    public static let componentDescription = ComponentDescription(
        name: "keyboard-background",
        summary: "The keyboard's dark gradient background with its two-line top border.",
        parameters: parameters,
        draw: { KeyboardBackground(values: $0).draw($0.renderContext) })

    func draw(_ context: RenderContext) -> String {
        let size = device.keyboardSize(orientation)
        return SVGDocument.render(
            width: size.width, height: size.height, context: context, accessibility: Accessibility(label: "Keyboard background")
        ) { canvas in
            KeyboardBackgroundDrawing.draw(in: Rect(x: 0, y: 0, width: size.width, height: size.height), on: &canvas)
        }
    }
}
