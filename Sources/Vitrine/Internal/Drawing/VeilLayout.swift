/// Where everything of a veil goes on the screen (seed 001).
struct VeilLayout {
    static let layerColor = "#aaaaaa"
    static let layerOpacity = 0.8
    static let cornerRadius = 10.0
    static let margin = 10.0
    static let widestMessage = 240.0
    static let messageStyle = TextStyle(size: 14, bold: false)

    let screen: Rect
    let message: TextLayout
    /// The white container, centred on the screen before it is turned.
    let container: Rect
    /// The spinner's frame inside the container's coordinates.
    let spinner: Rect
    let rotationDegrees: Double

    init(screen: Rect, message text: String, rotationDegrees: Double) {
        self.screen = screen
        self.rotationDegrees = rotationDegrees
        message = TextLayout(text, style: Self.messageStyle, maximumWidth: Self.widestMessage)
        let spinnerSize = Spinner.small.diameter
        let contentWidth = max(message.width, spinnerSize)
        let spinnerTop = message.isEmpty ? Self.margin : Self.margin + message.height + Self.margin
        let height = spinnerTop + spinnerSize + Self.margin
        container = screen.centered(width: contentWidth + 2 * Self.margin, height: height)
        spinner = Rect(x: (container.width - spinnerSize) / 2, y: spinnerTop, width: spinnerSize, height: spinnerSize)
    }

    var accessibilityLabel: String {
        message.isEmpty ? "In progress" : message.lines.joined(separator: " ")
    }

    func draw(on canvas: inout SVGCanvas) {
        let radius = Self.cornerRadius.svg
        canvas.define("container-clip") { id in
            "<clipPath id=\"\(id)\"><rect width=\"\(container.width.svg)\" height=\"\(container.height.svg)\" rx=\"\(radius)\"/></clipPath>"
        }
        canvas.draw("<g\(Fade.attributes(opacity: Self.layerOpacity, on: &canvas)) data-part=\"veil\">")
        canvas.draw("<rect \(attributesOf: screen) fill=\"\(Self.layerColor)\"/>")
        let turn = rotationDegrees == 0
            ? "" : " rotate(\(rotationDegrees.svg) \((container.width / 2).svg) \((container.height / 2).svg))"
        canvas.draw("<g transform=\"translate(\(container.x) \(container.y))\(turn)\">")
        canvas.draw(
            "<rect width=\"\(container.width)\" height=\"\(container.height)\" rx=\"\(radius)\" fill=\"#fff\" data-part=\"container\"/>")
        canvas.draw("<g clip-path=\"\(canvas.url("container-clip"))\">")
        TextDrawing.draw(message, centerX: container.width / 2, top: Self.margin, fill: "#000", part: "message", on: &canvas)
        Spinner(geometry: Spinner.small, color: "#808080", period: 0.8)
            .draw(centerX: spinner.midX, centerY: spinner.midY, on: &canvas)
        canvas.draw("</g>")
        canvas.draw("</g>")
        canvas.draw("</g>")
    }
}
