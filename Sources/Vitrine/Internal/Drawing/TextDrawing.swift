/// Draws laid-out text as one `<text>` element, each line a centred `<tspan>`.
enum TextDrawing {
    /// - Parameters:
    ///   - centerX: Where every line is centred.
    ///   - top: The top of the first line box; each baseline sits one ascent below its line's top.
    ///   - part: A `data-part` name, so tests and tools can find the element.
    static func draw(
        _ layout: TextLayout, centerX: Double, top: Double, fill: String, part: String,
        extraAttributes: String = "", textClass: String? = nil, on canvas: inout SVGCanvas
    ) {
        guard !layout.isEmpty else { return }
        draw(
            tspans(layout, centerX: centerX, top: top), style: layout.style, fill: fill, part: part,
            extraAttributes: extraAttributes, textClass: textClass, on: &canvas)
    }

    /// One `<text>` around lines already written by `tspans`, so copies of a text (a shadow under a
    /// label) share them.
    static func draw(
        _ tspans: SVGMarkup, style: TextStyle, fill: String, part: String, extraAttributes: String = "",
        textClass: String? = nil, on canvas: inout SVGCanvas
    ) {
        let textClass = textClass ?? defineTextClass(on: &canvas)
        canvas.draw(element(tspans, style: style, fill: fill, part: part, extraAttributes: extraAttributes, textClass: textClass))
    }

    /// The `<text>` element itself, for callers that write it together with other markup.
    static func element(
        _ tspans: SVGMarkup, style: TextStyle, fill: String, part: String, extraAttributes: String = "", textClass: String
    ) -> SVGMarkup {
        var markup: SVGMarkup = ""
        appendElement(tspans, style: style, fill: fill, part: part, extraAttributes: extraAttributes, textClass: textClass, to: &markup)
        return markup
    }

    /// Writes the `<text>` element at the end of `markup`, piece by piece, copying nothing twice.
    static func appendElement(
        _ tspans: SVGMarkup, style: TextStyle, fill: String, part: String, extraAttributes: String = "", textClass: String,
        to markup: inout SVGMarkup
    ) {
        markup.bytes.append(contentsOf: "<text class=\"".utf8)
        markup.bytes.append(contentsOf: textClass.utf8)
        markup.bytes.append(contentsOf: "\" font-family=\"".utf8)
        markup.bytes.append(contentsOf: TextStyle.fontFamily.utf8)
        markup.bytes.append(contentsOf: "\" font-size=\"".utf8)
        SVGNumber.append(style.size, to: &markup.bytes)
        markup.bytes.append(contentsOf: style.bold ? "\" font-weight=\"bold\" fill=\"".utf8 : "\" fill=\"".utf8)
        markup.bytes.append(contentsOf: fill.utf8)
        markup.bytes.append(contentsOf: "\" text-anchor=\"middle\" data-part=\"".utf8)
        markup.bytes.append(contentsOf: part.utf8)
        markup.bytes.append(UInt8(ascii: "\""))
        markup.bytes.append(contentsOf: extraAttributes.utf8)
        markup.bytes.append(UInt8(ascii: ">"))
        markup.bytes.append(contentsOf: tspans.bytes)
        markup.bytes.append(contentsOf: "</text>".utf8)
    }

    /// Each line as a `<tspan>` centred on `centerX`, its baseline one ascent below its line's top.
    static func tspans(_ layout: TextLayout, centerX: Double, top: Double) -> SVGMarkup {
        var markup: SVGMarkup = ""
        for (index, line) in layout.lines.enumerated() {
            let baseline = top + Double(index) * layout.style.lineHeight + layout.style.ascent
            markup.append("<tspan x=\"\(centerX)\" y=\"\(baseline)\">\(escaped: line)</tspan>")
        }
        return markup
    }

    /// Kerning off so drawn widths equal measured widths; no hinting of advances.
    static func defineTextClass(on canvas: inout SVGCanvas) -> String {
        canvas.style("text") { className in
            ".\(className) { font-kerning: none; text-rendering: geometricPrecision; white-space: pre }"
        }
        return canvas.className("text")
    }
}
