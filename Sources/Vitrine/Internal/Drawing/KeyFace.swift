/// Draws one key exactly as the seed's `drawRect:` does, in SVG: face gradient, keyboard-wide darkening,
/// bottom inner shadow, top inner highlight, border, then the label or symbol.
struct KeyFace {
    enum Content: Equatable {
        case label(String)
        case symbol(Key.Symbol)
    }

    static let normalFace = ("rgb(241,241,243)", "rgb(223,223,231)")
    static let pressedFace = ("rgb(179,179,187)", "rgb(130,130,140)")
    /// rgb(25.5, 25.5, 28): 10 %, 10 %, 11 % — written in percentages because SVG colours take no fractions.
    static let darkeningColor = "rgb(10%,10%,10.98%)"
    static let darkestDarkening = 0.4

    let frame: Rect
    let content: Content
    let state: Key.State
    let cornerRadius: Double
    let fontSize: Double

    var isPressed: Bool { state == .highlighted || state == .selected }
    var symbolColor: String { state == .disabled ? "#808080" : "#000" }

    /// - Parameter keyboard: The keyboard's rectangle in the same coordinates, which places the darkening.
    func draw(keyboard: Rect, on canvas: inout SVGCanvas) {
        let faceName = defineFaceGradient(on: &canvas)
        let darkening = "darkening-\(keyboard.y.svg)-\(keyboard.height.svg)"
        canvas.define(darkening) { id in
            Gradient.vertical(id: id, top: keyboard.minY, bottom: keyboard.maxY, [
                GradientStop(offset: 0, color: Self.darkeningColor, opacity: 0),
                GradientStop(offset: 1, color: Self.darkeningColor, opacity: Self.darkestDarkening),
            ])
        }
        canvas.define("bevel") { id in InnerShadowFilter.bevel(id: id) }
        let shape = "\(frame.insetBy(dx: 0.5, dy: 0.5).svgAttributes) rx=\"\(cornerRadius.svg)\""
        canvas.draw("<g data-part=\"key\" data-state=\"\(state.rawValue)\">")
        canvas.draw("<g filter=\"\(canvas.url("bevel"))\">")
        canvas.draw("<rect \(shape) fill=\"\(canvas.url(faceName))\"/>")
        canvas.draw("<rect \(shape) fill=\"\(canvas.url(darkening))\"/>")
        canvas.draw("</g>")
        canvas.draw("<rect \(shape) fill=\"none\" stroke=\"#000\" stroke-opacity=\"0.4\"/>")
        switch content {
        case .label(let text): drawLabel(text, on: &canvas)
        case .symbol(let symbol): drawSymbol(symbol, on: &canvas)
        }
        canvas.draw("</g>")
    }
}

private extension KeyFace {
    func defineFaceGradient(on canvas: inout SVGCanvas) -> String {
        let name = isPressed ? "face-pressed" : "face"
        let colors = isPressed ? Self.pressedFace : Self.normalFace
        canvas.define(name) { id in
            Gradient.vertical(id: id, [GradientStop(offset: 0, color: colors.0), GradientStop(offset: 1, color: colors.1)])
        }
        return name
    }

    /// Centred on the capital height, with a soft white shadow 1 pt below.
    func drawLabel(_ text: String, on canvas: inout SVGCanvas) {
        let style = TextStyle(size: fontSize, bold: false)
        let layout = TextLayout(text, style: style, maximumWidth: .infinity)
        guard !layout.isEmpty else { return }
        let top = frame.midY + style.capHeight / 2 - style.ascent - Double(layout.lines.count - 1) * style.lineHeight / 2
        canvas.define("label-shadow") { id in
            "<filter id=\"\(id)\" x=\"-20%\" y=\"-20%\" width=\"140%\" height=\"140%\" color-interpolation-filters=\"sRGB\">"
                + "<feGaussianBlur stdDeviation=\"0.5\"/></filter>"
        }
        TextDrawing.draw(
            layout, centerX: frame.midX, top: top + 1, fill: "#fff", part: "label-shadow",
            extraAttributes: " filter=\"\(canvas.url("label-shadow"))\" aria-hidden=\"true\"", on: &canvas)
        TextDrawing.draw(layout, centerX: frame.midX, top: top, fill: symbolColor, part: "label", on: &canvas)
    }

    /// The symbol as a shape filled with the symbol colour, with a white 0.8 copy 0.5 pt below.
    func drawSymbol(_ symbol: Key.Symbol, on canvas: inout SVGCanvas) {
        guard let path = KeySymbolShape.path(symbol) else { return }
        let scale = min(frame.width, frame.height) / 36
        let size = KeySymbolShape.size * scale
        let origin = (x: frame.midX - size / 2, y: frame.midY - size / 2)
        let placement = "translate(\(origin.x.svg) \(origin.y.svg)) scale(\(scale.svg))"
        let paint = KeySymbolShape.isStroked(symbol) ? "fill=\"none\" stroke-width=\"2\" stroke-linejoin=\"round\" stroke" : "fill"
        canvas.draw("<g data-part=\"symbol\" data-symbol=\"\(symbol.rawValue)\">")
        canvas.draw("<path d=\"\(path)\" transform=\"translate(0 0.5) \(placement)\" \(paint)=\"#fff\" opacity=\"0.8\"/>")
        canvas.draw("<path d=\"\(path)\" transform=\"\(placement)\" \(paint)=\"\(symbolColor)\"/>")
        canvas.draw("</g>")
    }
}
