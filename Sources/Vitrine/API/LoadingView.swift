/// The semi-transparent "Loading..." view that blocks a view while work is under way (seed 000):
/// a dark rounded rectangle with a bold message and a large white spinner below it.
public struct LoadingView: Sendable, Equatable {
    /// The view the loading view covers.
    public enum Host: String, CaseIterable, Sendable {
        /// The whole window, status bar area included (the drawing pads 20 at the top for the status bar).
        case window
        /// The window below the status bar.
        case content
        /// The keyboard only, like the Text app's "Sending...".
        case keyboard
        /// A rectangle of `width` × `height`.
        case custom
    }

    public var message: String
    public var host: Host
    public var device: Device
    public var orientation: Orientation
    /// The host's width for `.custom`.
    public var width: Double
    /// The host's height for `.custom`.
    public var height: Double

    /// - Parameters:
    ///   - message: The status message above the spinner; empty for the spinner alone.
    ///   - host: The view it covers.
    ///   - device: The device whose screen or keyboard is the host.
    ///   - orientation: How the device is held.
    ///   - width: The host's width when `host` is `.custom`.
    ///   - height: The host's height when `host` is `.custom`.
    public init(
        message: String = "Loading...", host: Host = .window, device: Device = .iphone,
        orientation: Orientation = .portrait, width: Double = 320, height: Double = 480
    ) {
        self.message = message
        self.host = host
        self.device = device
        self.orientation = orientation
        self.width = width
        self.height = height
    }
}

extension LoadingView: FieldComponent {
    static let standard = LoadingView()
    static let fields: [ParameterField<LoadingView>] = [
        .text("message", \.message, help: "The status message above the spinner; empty for the spinner alone."),
        .choice("host", \.host, help: "The view the loading view covers."),
        .device(\.device),
        .orientation(\.orientation),
        .number("width", \.width, in: 40...4096, help: "The host's width, for host custom."),
        .number("height", \.height, in: 40...4096, help: "The host's height, for host custom."),
    ]

    public static let componentDescription = ComponentDescription(
        name: "loading-view",
        summary: "The semi-transparent loading view: a message and a large spinner over a dark rounded rectangle.",
        parameters: parameters,
        draw: { LoadingView(values: $0).draw($0.renderContext) },
        html: { LoadingView(values: $0).html })

    /// The host's size: the canvas of a standalone render.
    var hostSize: Size {
        switch host {
        case .window: device.screenSize(orientation)
        case .content:
            Size(width: device.screenSize(orientation).width, height: device.screenSize(orientation).height - device.statusBarHeight)
        case .keyboard: device.keyboardSize(orientation)
        case .custom: Size(width: width, height: height)
        }
    }

    var layout: LoadingViewLayout {
        let bounds = Rect(x: 0, y: 0, width: hostSize.width, height: hostSize.height)
        return LoadingViewLayout(bounds: bounds, topPadding: host == .window ? device.statusBarHeight : 0, message: message)
    }

    func draw(_ context: RenderContext) -> String {
        let accessibility = Accessibility(label: layout.accessibilityLabel)
        return SVGDocument.render(width: hostSize.width, height: hostSize.height, context: context, accessibility: accessibility) {
            layout.draw(on: &$0)
        }
    }
}
