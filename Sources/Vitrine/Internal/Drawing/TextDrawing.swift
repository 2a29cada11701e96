/// Draws laid-out text as one `<text>` element, each line a centred `<tspan>`.
enum TextDrawing {
    /// - Parameters:
    ///   - centerX: Where every line is centred.
    ///   - top: The top of the first line box; each baseline sits one ascent below its line's top.
    ///   - part: A `data-part` name, so tests and tools can find the element.
    static func draw(
        _ layout: TextLayout, centerX: Double, top: Double, fill: String, part: StaticString,
        on canvas: inout SVGCanvas
    ) {
        guard !layout.isEmpty else { return }
        let textClass = defineTextClass(on: &canvas)
        canvas.draw(writing: { bytes in
            writeElement(style: layout.style, fill: fill, part: part, textClass: textClass, to: &bytes) { bytes in
                writeTspans(layout, centerX: centerX, top: top, to: &bytes)
            }
            bytes.append(UInt8(ascii: "\n"))
        })
    }

    /// Writes a `<text>` element whose lines `writeLines` writes; `extraAttributes` come last. Without a `fill`
    /// the text takes its group's.
    static func writeElement(
        style: TextStyle, fill: String?, part: StaticString, extraAttributes: String = "", textClass: String,
        to bytes: inout [UInt8], lines writeLines: (inout [UInt8]) -> Void
    ) {
        bytes.write("<text class=\"")
        bytes.write(textClass)
        bytes.write("\" font-family=\"")
        bytes.write(TextStyle.fontFamily)
        bytes.write("\" font-size=\"")
        bytes.write(style.size)
        if style.bold { bytes.write("\" font-weight=\"bold") }
        if let fill {
            bytes.write("\" fill=\"")
            bytes.write(fill)
        }
        bytes.write("\" text-anchor=\"middle\" data-part=\"")
        bytes.write(part)
        bytes.write("\"")
        bytes.write(extraAttributes)
        bytes.write(">")
        writeLines(&bytes)
        bytes.write("</text>")
    }

    /// Each line as a `<tspan>` centred on `centerX` (to a quarter point, see `lineCenter`), its baseline one
    /// ascent below its line's top.
    static func writeTspans(_ layout: TextLayout, centerX: Double, top: Double, to bytes: inout [UInt8]) {
        for (index, line) in layout.lines.enumerated() {
            let baseline = top + Double(index) * layout.style.lineHeight + layout.style.ascent
            bytes.write("<tspan x=\"")
            bytes.write(lineCenter(centerX, width: layout.lineWidths[index]))
            bytes.write("\" y=\"")
            bytes.write(baseline)
            bytes.write("\">")
            bytes.write(escaped: line)
            bytes.write("</tspan>")
        }
    }

    /// The centre, within an eighth of a point of `centerX`, that starts a line `width` wide on a quarter point.
    /// Chromium (Skia) places each glyph on a quarter pixel, librsvg (Pango) by other rounding: a line that
    /// starts between two quarters is drawn up to a quarter pixel apart in the two, which on a lone key's
    /// letter at 1x is much of the difference between the two pictures. On a quarter point both draw the
    /// first glyph at the same place, at 1x, 2x and 3x alike.
    static func lineCenter(_ centerX: Double, width: Double) -> Double {
        ((centerX - width / 2) * 4).rounded() / 4 + width / 2
    }

    /// Kerning off so drawn widths equal measured widths; no hinting of advances.
    static func defineTextClass(on canvas: inout SVGCanvas) -> String {
        canvas.style("text") { className in
            ".\(className) { font-kerning: none; text-rendering: geometricPrecision; white-space: pre }"
        }
        return canvas.className("text")
    }
}
