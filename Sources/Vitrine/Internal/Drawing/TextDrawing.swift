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
        let textClass = textClass ?? defineTextClass(on: &canvas)
        var markup = "<text class=\"\(textClass)\" font-family=\"\(TextStyle.fontFamily)\" font-size=\"\(layout.style.size.svg)\""
        if layout.style.bold { markup += " font-weight=\"bold\"" }
        markup += " fill=\"\(fill)\" text-anchor=\"middle\" data-part=\"\(part)\"\(extraAttributes)>"
        for (index, line) in layout.lines.enumerated() {
            let baseline = top + Double(index) * layout.style.lineHeight + layout.style.ascent
            markup += "<tspan x=\"\(centerX.svg)\" y=\"\(baseline.svg)\">\(line.xmlEscaped)</tspan>"
        }
        markup += "</text>"
        canvas.draw(markup)
    }

    /// Kerning off so drawn widths equal measured widths; no hinting of advances.
    static func defineTextClass(on canvas: inout SVGCanvas) -> String {
        canvas.style("text") { className in
            ".\(className) { font-kerning: none; text-rendering: geometricPrecision; white-space: pre }"
        }
        return canvas.className("text")
    }
}
