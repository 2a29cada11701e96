/// The veil (seed 001): a light grey layer over the whole screen with a white rounded container
/// holding a message and a grey spinner, turned to the orientation the device is held in.
public struct Veil: Sendable, Equatable {
    /// Which way up the picture is drawn.
    public enum Frame: String, CaseIterable, Sendable {
        /// The screen as the hardware sees it: always the portrait size, the container turned.
        case device
        /// The screen as the person holding the device sees it: landscape canvases are wide, text upright.
        case viewer
    }

    public var message: String
    public var orientation: Orientation
    public var frame: Frame
    public var device: Device

    /// - Parameters:
    ///   - message: The message above the spinner; empty for the spinner alone.
    ///   - orientation: How the device is held.
    ///   - frame: Whether to draw the hardware's portrait screen or the screen as the viewer sees it.
    ///   - device: The device whose screen the veil covers.
    public init(message: String = "Loading...", orientation: Orientation = .portrait, frame: Frame = .device, device: Device = .iphone) {
        self.message = message
        self.orientation = orientation
        self.frame = frame
        self.device = device
    }
}

extension Veil: FieldComponent {
    static let standard = Veil()
    static let fields: [ParameterField<Veil>] = [
        .text("message", \.message, help: "The message above the spinner; empty for the spinner alone."),
        .orientation(\.orientation),
        .choice("frame", \.frame,
                help: "device draws the hardware's portrait screen with the container turned; viewer draws the screen as held."),
        .device(\.device),
    ]

    public static let componentDescription = ComponentDescription(
        name: "veil",
        summary: "A light grey veil over the screen with a message and a spinner in a white container.",
        parameters: parameters,
        draw: { Veil(values: $0).draw($0.renderContext) },
        html: { Veil(values: $0).html })

    var canvasSize: Size {
        frame == .device ? device.screenSize(.portrait) : device.screenSize(orientation)
    }

    var layout: VeilLayout {
        VeilLayout(
            screen: Rect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height), message: message,
            rotationDegrees: frame == .device ? orientation.rotationDegrees : 0)
    }

    func draw(_ context: RenderContext) -> String {
        let layout = layout
        return SVGDocument.render(
            width: canvasSize.width, height: canvasSize.height, context: context,
            accessibility: Accessibility(label: layout.accessibilityLabel)
        ) { layout.draw(on: &$0) }
    }
}
