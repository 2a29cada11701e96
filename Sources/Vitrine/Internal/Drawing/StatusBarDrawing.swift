/// The classic grey status bar: carrier on the left, the time in the middle, the battery on the right.
enum StatusBarDrawing {
    static let style = TextStyle(size: 12, bold: true)
    /// The texts never change: laid out once.
    static let carrier = TextLayout("Carrier", style: style, maximumWidth: .infinity)
    static let time = TextLayout("9:41 AM", style: style, maximumWidth: .infinity)

    static func draw(width: Double, height: Double, on canvas: inout SVGCanvas) {
        canvas.define("status-bar") { id, bytes in
            Gradient.vertical(id: id, [GradientStop(offset: 0, color: "#f0f0f0"), GradientStop(offset: 1, color: "#a8a8a8")], to: &bytes)
        }
        canvas.draw("<g data-part=\"status-bar\">")
        canvas.draw("<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(canvas.url("status-bar"))\"/>")
        canvas.draw("<rect y=\"\((height - 1))\" width=\"\(width)\" height=\"1\" fill=\"#6d6d6d\"/>")
        let top = (height - style.lineHeight) / 2
        TextDrawing.draw(carrier, centerX: 6 + carrier.width / 2, top: top, fill: "#000", part: "carrier", on: &canvas)
        TextDrawing.draw(time, centerX: width / 2, top: top, fill: "#000", part: "time", on: &canvas)
        let battery = Rect(x: width - 31, y: 6, width: 22, height: 9)
        canvas.draw("<rect \(attributesOf: battery) rx=\"1.5\" fill=\"none\" stroke=\"#000\"/>")
        canvas.draw("<rect x=\"\((battery.maxX + 0.5))\" y=\"8.5\" width=\"2\" height=\"4\" fill=\"#000\"/>")
        canvas.draw("<rect x=\"\((battery.x + 2))\" y=\"8\" width=\"15\" height=\"5\" fill=\"#000\"/>")
        canvas.draw("</g>")
    }
}
