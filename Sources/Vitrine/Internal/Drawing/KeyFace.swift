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

    /// Draws the key with the document's shared definitions.
    func draw(paint: KeyPaint, on canvas: inout SVGCanvas) {
        let shape: SVGMarkup = "\(attributesOf: frame.insetBy(dx: 0.5, dy: 0.5)) rx=\"\(cornerRadius)\""
        canvas.draw("<g data-part=\"key\" data-state=\"\(state.rawValue)\">")
        canvas.draw("<g filter=\"\(paint.bevel)\">")
        canvas.draw("<rect \(shape) fill=\"\(isPressed ? paint.pressedFace : paint.face)\"/>")
        canvas.draw("<rect \(shape) fill=\"\(paint.darkening)\"/>")
        canvas.draw("</g>")
        canvas.draw("<rect \(shape) fill=\"none\" stroke=\"#000\" stroke-opacity=\"0.4\"/>")
        switch content {
        case .label(let text): drawLabel(text, paint: paint, on: &canvas)
        case .symbol(let symbol): drawSymbol(symbol, on: &canvas)
        }
        canvas.draw("</g>")
    }
}

private extension KeyFace {
    /// Centred on the capital height, with a soft white shadow 1 pt below.
    func drawLabel(_ text: String, paint: KeyPaint, on canvas: inout SVGCanvas) {
        let style = TextStyle(size: fontSize, bold: false)
        let layout = TextLayout(text, style: style, maximumWidth: .infinity)
        guard !layout.isEmpty else { return }
        // The baseline sits on a whole point: browsers snap text to the pixel grid and librsvg does not,
        // so a fractional baseline would draw the label half a pixel apart in the two.
        let baseline = (frame.midY + style.capHeight / 2 - Double(layout.lines.count - 1) * style.lineHeight / 2).rounded()
        let top = baseline - style.ascent
        let lines = TextDrawing.tspans(layout, centerX: frame.midX, top: top)
        TextDrawing.draw(
            lines, style: style, fill: "#fff", part: "label-shadow",
            extraAttributes: " transform=\"translate(0 1)\" filter=\"\(paint.labelShadow)\" aria-hidden=\"true\"",
            textClass: paint.textClass, on: &canvas)
        TextDrawing.draw(lines, style: style, fill: symbolColor, part: "label", textClass: paint.textClass, on: &canvas)
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
