/// Where everything of a loading view goes inside the view it covers (seed 000).
struct LoadingViewLayout {
    static let padding = 8.0
    static let cornerRadius = 5.0
    static let widestMessage = 280.0
    static let messageStyle = TextStyle(size: 17, bold: true)

    /// The whole view: it blocks all of it.
    let bounds: Rect
    /// The rounded rectangle actually drawn: the bounds less the top padding, shrunk by 1, inset by 8.
    let shape: Rect
    let message: TextLayout
    let messageTop: Double
    let spinnerCenterY: Double

    init(bounds: Rect, topPadding: Double, message text: String) {
        self.bounds = bounds
        let area = Rect(x: bounds.x, y: bounds.y + topPadding, width: bounds.width, height: bounds.height - topPadding)
        shape = Rect(x: area.x, y: area.y, width: area.width - 1, height: area.height - 1)
            .insetBy(dx: Self.padding, dy: Self.padding)
        let wrapWidth = max(1, min(Self.widestMessage, shape.width - 2 * Self.padding))
        message = TextLayout(text, style: Self.messageStyle, maximumWidth: wrapWidth)
        let blockHeight = message.height + Spinner.large.diameter
        messageTop = area.midY - blockHeight / 2
        spinnerCenterY = messageTop + message.height + Spinner.large.diameter / 2
    }

    /// The message when there is one (it names the view), otherwise the spinner's words.
    var accessibilityLabel: String {
        message.isEmpty ? "In progress" : message.lines.joined(separator: " ")
    }

    /// Draws the view, fading in as it is shown.
    func draw(on canvas: inout SVGCanvas) {
        canvas.draw("<g\(Fade.attributes(opacity: 1, on: &canvas)) data-part=\"loading-view\">")
        canvas.draw("""
            <rect \(attributesOf: shape) rx="\(Self.cornerRadius)" fill="#000" fill-opacity="0.85" \
            stroke="#fff" stroke-opacity="0.25" data-part="container"/>
            """)
        TextDrawing.draw(message, centerX: bounds.midX, top: messageTop, fill: "#fff", part: "message", on: &canvas)
        Spinner(geometry: Spinner.large, color: "#ffffff", period: 0.8)
            .draw(centerX: bounds.midX, centerY: spinnerCenterY, on: &canvas)
        canvas.draw("</g>")
    }
}
