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
        // The whole key in one write: a keyboard draws dozens of keys, and each write costs an allocation.
        var key: SVGMarkup = """
            <g data-part="key" data-state="\(state.rawValue)">
            <g filter="\(paint.bevel)">
            <rect \(shape) fill="\(isPressed ? paint.pressedFace : paint.face)"/>
            <rect \(shape) fill="\(paint.darkening)"/>
            </g>
            <rect \(shape) fill="none" stroke="#000" stroke-opacity="0.4"/>

            """
        switch content {
        case .label(let text): appendLabel(text, paint: paint, to: &key)
        case .symbol(let symbol): key.append(self.symbol(symbol))
        }
        key.append("</g>")
        canvas.draw(key)
    }
}

private extension KeyFace {
    /// Centred on the capital height, with a soft white shadow 1 pt below; each element on its own line.
    /// Written straight into the key's markup: labels are most of a keyboard's bytes.
    func appendLabel(_ text: String, paint: KeyPaint, to markup: inout SVGMarkup) {
        let style = TextStyle(size: fontSize, bold: false)
        let layout = TextLayout(text, style: style, maximumWidth: .infinity)
        guard !layout.isEmpty else { return }
        // The baseline sits on a whole point: browsers snap text to the pixel grid and librsvg does not,
        // so a fractional baseline would draw the label half a pixel apart in the two.
        let baseline = (frame.midY + style.capHeight / 2 - Double(layout.lines.count - 1) * style.lineHeight / 2).rounded()
        let top = baseline - style.ascent
        let lines = TextDrawing.tspans(layout, centerX: frame.midX, top: top)
        TextDrawing.appendElement(
            lines, style: style, fill: "#fff", part: "label-shadow",
            extraAttributes: " transform=\"translate(0 1)\" filter=\"\(paint.labelShadow)\" aria-hidden=\"true\"",
            textClass: paint.textClass, to: &markup)
        markup.bytes.append(UInt8(ascii: "\n"))
        TextDrawing.appendElement(lines, style: style, fill: symbolColor, part: "label", textClass: paint.textClass, to: &markup)
        markup.bytes.append(UInt8(ascii: "\n"))
    }

    /// The symbol as a shape filled with the symbol colour, with a white 0.8 copy 0.5 pt below.
    func symbol(_ symbol: Key.Symbol) -> SVGMarkup {
        guard let path = KeySymbolShape.path(symbol) else { return "" }
        let scale = min(frame.width, frame.height) / 36
        let size = KeySymbolShape.size * scale
        let origin = (x: frame.midX - size / 2, y: frame.midY - size / 2)
        let placement: SVGMarkup = "translate(\(origin.x) \(origin.y)) scale(\(scale))"
        let paint = KeySymbolShape.isStroked(symbol) ? "fill=\"none\" stroke-width=\"2\" stroke-linejoin=\"round\" stroke" : "fill"
        return """
            <g data-part="symbol" data-symbol="\(symbol.rawValue)">
            <path d="\(path)" transform="translate(0 0.5) \(placement)" \(paint)="#fff" opacity="0.8"/>
            <path d="\(path)" transform="\(placement)" \(paint)="\(symbolColor)"/>
            </g>

            """
    }
}
