/// The keyboard's background (seed 004): a dark vertical gradient under a two-line top border.
enum KeyboardBackgroundDrawing {
    static let topColor = "rgb(157,157,167)"
    static let bottomColor = "rgb(67,67,75)"
    static let borderDark = "rgb(50,50,50)"
    static let borderLight = "rgb(191,191,191)"

    static func draw(in frame: Rect, on canvas: inout SVGCanvas) {
        canvas.define("keyboard-background") { id, bytes in
            Gradient.vertical(id: id, [GradientStop(offset: 0, color: topColor), GradientStop(offset: 1, color: bottomColor)], to: &bytes)
        }
        canvas.draw("<rect \(attributesOf: frame) fill=\"\(canvas.url("keyboard-background"))\" data-part=\"keyboard-background\"/>")
        canvas.draw("<rect x=\"\(frame.x)\" y=\"\(frame.y)\" width=\"\(frame.width)\" height=\"1\" fill=\"\(borderDark)\"/>")
        canvas.draw("<rect x=\"\(frame.x)\" y=\"\((frame.y + 1))\" width=\"\(frame.width)\" height=\"1\" fill=\"\(borderLight)\"/>")
    }
}
