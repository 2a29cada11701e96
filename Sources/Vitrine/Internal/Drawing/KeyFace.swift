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
        case .symbol(let symbol): Self.writeSymbol(symbol, in: frame, color: symbolColor, to: &key.bytes)
        }
        key.append("</g>")
        canvas.draw(key)
    }
}

private extension KeyFace {
    /// Centred on the capital height, with a soft white shadow 1 pt below; each element on its own line.
    /// Written straight into the key's markup: labels are most of a key's bytes.
    func appendLabel(_ text: String, paint: KeyPaint, to markup: inout SVGMarkup) {
        var lines: [UInt8] = []
        guard Self.writeLabelLines(text, in: frame, fontSize: fontSize, to: &lines) else { return }
        let style = TextStyle(size: fontSize, bold: false)
        TextDrawing.writeElement(
            style: style, fill: "#fff", part: "label-shadow",
            extraAttributes: " transform=\"translate(0 1)\" filter=\"\(paint.labelShadow)\" aria-hidden=\"true\"",
            textClass: paint.textClass, to: &markup.bytes
        ) { bytes in bytes.append(contentsOf: lines) }
        markup.bytes.append(UInt8(ascii: "\n"))
        TextDrawing.writeElement(style: style, fill: symbolColor, part: "label", textClass: paint.textClass, to: &markup.bytes) {
            bytes in bytes.append(contentsOf: lines)
        }
        markup.bytes.append(UInt8(ascii: "\n"))
    }
}

extension KeyFace {
    /// The corner radius of a keyboard's keys (the seed's).
    static let keyboardCornerRadius = 7.0

    /// Writes a label's lines as `<tspan>`s centred in `frame`: the capital height centred, the baseline on a
    /// whole point (browsers snap text to the pixel grid and librsvg does not, so a fractional baseline would
    /// draw the label half a pixel apart in the two). Returns false, writing nothing, when nothing shows.
    @discardableResult
    static func writeLabelLines(_ text: String, in frame: Rect, fontSize: Double, to bytes: inout [UInt8]) -> Bool {
        let style = TextStyle(size: fontSize, bold: false)
        // Nearly every label is one word of printable ASCII: one line, nothing to lay out.
        if !text.isEmpty, text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) {
            let top = (frame.midY + style.capHeight / 2).rounded() - style.ascent
            bytes.write("<tspan x=\"")
            bytes.write(frame.midX)
            bytes.write("\" y=\"")
            bytes.write(top + style.ascent)
            bytes.write("\">")
            bytes.write(escaped: text)
            bytes.write("</tspan>")
            return true
        }
        let layout = TextLayout(text, style: style, maximumWidth: .infinity)
        guard !layout.isEmpty else { return false }
        let baseline = (frame.midY + style.capHeight / 2 - Double(layout.lines.count - 1) * style.lineHeight / 2).rounded()
        TextDrawing.writeTspans(layout, centerX: frame.midX, top: baseline - style.ascent, to: &bytes)
        return true
    }

    /// The symbol as a shape filled with `color`, with a white 0.8 copy 0.5 pt below.
    static func writeSymbol(_ symbol: Key.Symbol, in frame: Rect, color: String, to bytes: inout [UInt8]) {
        guard let path = KeySymbolShape.path(symbol) else { return }
        let scale = min(frame.width, frame.height) / 36
        let size = KeySymbolShape.size * scale
        let origin = (x: frame.midX - size / 2, y: frame.midY - size / 2)
        let paint: StaticString = KeySymbolShape.isStroked(symbol)
            ? "fill=\"none\" stroke-width=\"2\" stroke-linejoin=\"round\" stroke" : "fill"
        bytes.write("<g data-part=\"symbol\" data-symbol=\"")
        bytes.write(symbol.rawValue)
        bytes.write("\">\n<path d=\"")
        bytes.write(path)
        bytes.write("\" transform=\"translate(0 0.5) ")
        writePlacement(origin: origin, scale: scale, to: &bytes)
        bytes.write("\" ")
        bytes.write(paint)
        bytes.write("=\"#fff\" opacity=\"0.8\"/>\n<path d=\"")
        bytes.write(path)
        bytes.write("\" transform=\"")
        writePlacement(origin: origin, scale: scale, to: &bytes)
        bytes.write("\" ")
        bytes.write(paint)
        bytes.write("=\"")
        bytes.write(color)
        bytes.write("\"/>\n</g>\n")
    }

    private static func writePlacement(origin: (x: Double, y: Double), scale: Double, to bytes: inout [UInt8]) {
        bytes.write("translate(")
        bytes.write(origin.x)
        bytes.write(" ")
        bytes.write(origin.y)
        bytes.write(") scale(")
        bytes.write(scale)
        bytes.write(")")
    }
}
