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

    /// The standalone SVG document.
    public var svg: String { Self.description.render(replacingInvalid: arguments) }
}

extension KeyboardBackground {
    static let parameters = [Parameter.device, Parameter.orientation]

    static let description = ComponentDescription(
        name: "keyboard-background",
        summary: "The keyboard's dark gradient background with its two-line top border.",
        parameters: parameters,
        draw: { KeyboardBackground(values: $0).draw(seed: $0.scopeSeed) })

    init(values: ParameterValues) {
        self.init(device: values.choice("device"), orientation: values.choice("orientation"))
    }

    var arguments: [Argument] { [Argument("device", device.rawValue), Argument("orientation", orientation.rawValue)] }

    func draw(seed: String) -> String {
        let size = device.keyboardSize(orientation)
        return SVGDocument.render(
            width: size.width, height: size.height, scopeSeed: seed, accessibility: Accessibility(label: "Keyboard background")
        ) { canvas in
            KeyboardBackgroundDrawing.draw(in: Rect(x: 0, y: 0, width: size.width, height: size.height), on: &canvas)
        }
    }
}
