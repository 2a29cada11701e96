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
        let weight = style.bold ? " font-weight=\"bold\"" : ""
        canvas.draw("""
            <text class="\(textClass)" font-family="\(TextStyle.fontFamily)" font-size="\(style.size)"\(weight) \
            fill="\(fill)" text-anchor="middle" data-part="\(part)"\(extraAttributes)>\(tspans)</text>
            """)
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
