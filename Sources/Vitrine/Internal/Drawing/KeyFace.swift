/// Draws one key exactly as the seed's `drawRect:` does, in SVG: face gradient, keyboard-wide darkening,
/// bottom inner shadow, top inner highlight, border, then the label or symbol.
struct KeyFace {
    enum Content: Equatable {
        case label(String)
        case symbol(Key.Symbol)
    }

    static let normalFace = ("rgb(241,241,243)", "rgb(223,223,231)")
    static let pressedFace = ("rgb(179,179,187)", "rgb(130,130,140)")
    /// iOS 6's blue key, top to bottom: #7a9de9 → #2362dd, the iPhone theme's blue button of Dojo's
    /// dojox/mobile (`.duiColorBlue` in its iphone `common.less`), whose colours were taken from UIKit's
    /// artwork of the time. It replaces the grey face; the darkening, bevel and border stay.
    static let blueFace = ("rgb(122,157,233)", "rgb(35,98,221)")
    /// Held down, the blue darkens as the grey face does (top × 0.74, bottom × 0.58: 241 → 179, 223 → 130).
    static let bluePressedFace = ("rgb(91,117,173)", "rgb(20,57,129)")
    /// A blue key's white label casts its shadow up, dark, where a grey key's black label casts a white one down.
    static let blueLabelShadowOpacity = 0.4
    /// rgb(25.5, 25.5, 28): 10 %, 10 %, 11 % — written in percentages because SVG colours take no fractions.
    static let darkeningColor = "rgb(10%,10%,10.98%)"
    static let darkestDarkening = 0.4

    let frame: Rect
    let content: Content
    let state: Key.State
    let cornerRadius: Double
    let fontSize: Double
    var tint: Key.Tint = .standard

    var isPressed: Bool { state == .highlighted || state == .selected }
    var symbolColor: String {
        if tint == .blue { return state == .disabled ? "#c0d0f0" : "#fff" }
        return state == .disabled ? "#808080" : "#000"
    }

    func faceFill(_ paint: KeyPaint) -> String {
        switch (tint, isPressed) {
        case (.standard, false): paint.face
        case (.standard, true): paint.pressedFace
        case (.blue, false): paint.blueFace
        case (.blue, true): paint.bluePressedFace
        }
    }

    /// Draws the key with the document's shared definitions.
    func draw(paint: KeyPaint, on canvas: inout SVGCanvas) {
        let shape: SVGMarkup = "\(attributesOf: frame.insetBy(dx: 0.5, dy: 0.5)) rx=\"\(cornerRadius)\""
        // The whole key in one write: a keyboard draws dozens of keys, and each write costs an allocation.
        var key: SVGMarkup = """
            <g data-part="key" data-state="\(state.rawValue)">
            <g filter="\(paint.bevel)">
            <rect \(shape) fill="\(faceFill(paint))"/>
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
        let shadow = tint == .blue
            ? (fill: "#000", extra: " fill-opacity=\"\(Self.blueLabelShadowOpacity.svg)\" transform=\"translate(0 -1)\"")
            : (fill: "#fff", extra: " transform=\"translate(0 1)\"")
        Self.writeLabel(lines, fontSize: fontSize, fill: symbolColor, shadow: shadow, paint: paint, to: &markup.bytes)
    }
}

extension KeyFace {
    /// A label's `lines` (from `writeLabelLines`) twice: the shadow, softened by the paint's filter and moved
    /// by `shadow.extra`'s transform, then the label itself over it; each element on its own line.
    static func writeLabel(
        _ lines: [UInt8], fontSize: Double, fill: String, shadow: (fill: String, extra: String), paint: KeyPaint, to bytes: inout [UInt8]
    ) {
        let style = TextStyle(size: fontSize, bold: false)
        TextDrawing.writeElement(
            style: style, fill: shadow.fill, part: "label-shadow",
            extraAttributes: shadow.extra + " filter=\"\(paint.labelShadow)\" aria-hidden=\"true\"",
            textClass: paint.textClass, to: &bytes
        ) { bytes in bytes.append(contentsOf: lines) }
        bytes.append(UInt8(ascii: "\n"))
        TextDrawing.writeElement(style: style, fill: fill, part: "label", textClass: paint.textClass, to: &bytes) { bytes in
            bytes.append(contentsOf: lines)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The corner radius of a keyboard's keys (the seed's).
    static let keyboardCornerRadius = 7.0

    /// Writes a label's lines as `<tspan>`s centred in `frame`: the capital height centred, the baseline on a
    /// whole point (browsers snap text to the pixel grid and librsvg does not, so a fractional baseline would
    /// draw the label half a pixel apart in the two), each line starting on a quarter point for the same reason
    /// across (`TextDrawing.lineCenter`). Returns false, writing nothing, when nothing shows.
    @discardableResult
    static func writeLabelLines(_ text: String, in frame: Rect, fontSize: Double, to bytes: inout [UInt8]) -> Bool {
        let style = TextStyle(size: fontSize, bold: false)
        // Nearly every label is one printable word: one line, nothing to lay out.
        if TextLayout.isOneWord(text) {
            let top = (frame.midY + style.capHeight / 2).rounded() - style.ascent
            bytes.write("<tspan x=\"")
            bytes.write(TextDrawing.lineCenter(frame.midX, width: TextMeasure.width(of: Substring(text), style: style)))
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
        bytes.write("=\"#fff\" ")
        bytes.write(KeySymbolShape.isStroked(symbol) ? "stroke-opacity" : "fill-opacity")
        bytes.write("=\"0.8\"/>\n<path d=\"")
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
