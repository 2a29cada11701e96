/// iOS 6's number, decimal and phone pads: flat cells over the keyboard background, which shows through
/// the 1-point gaps between them as the thin dark separators.
///
/// The digit cells take the keys' own face gradient; the darker bottom corners and the held cell are
/// judged by eye against iOS 6 screenshots (no colour is measured). Each cell has a white line along its
/// top, as the keys' bevel has, and each digit, mark and word a white copy 1 point below it.
enum KeypadDrawing {
    static let darkFace = ("rgb(184,186,195)", "rgb(146,148,158)")
    static let darkPressedFace = ("rgb(136,138,147)", "rgb(99,101,110)")

    static func draw(_ cells: [KeypadCell], origin: (x: Double, y: Double), pressed: String, on canvas: inout SVGCanvas) {
        let faces = [
            ("keypad-face", KeyFace.normalFace), ("keypad-face-dark", darkFace), ("keypad-face-pressed", KeyFace.pressedFace),
            ("keypad-face-dark-pressed", darkPressedFace),
        ]
        let anyPressed = cells.contains { $0.name == pressed }
        for (index, (name, colors)) in faces.enumerated() where index < 2 || anyPressed {
            canvas.define(name) { id, bytes in
                Gradient.vertical(id: id, [GradientStop(offset: 0, color: colors.0), GradientStop(offset: 1, color: colors.1)], to: &bytes)
            }
        }
        let textClass = TextDrawing.defineTextClass(on: &canvas)
        let urls = faces.map { canvas.url($0.0) }
        // Normal, dark, then each held down.
        let fill = { (cell: KeypadCell) in urls[(cell.isDark ? 1 : 0) + (cell.name == pressed ? 2 : 0)] }
        var body: [UInt8] = []
        body.write("<g data-part=\"keys\">\n")
        for cell in cells {
            let frame = cell.frame.offsetBy(dx: origin.x, dy: origin.y)
            body.write("<rect ")
            body.write(frame.svgAttributes)
            body.write(" fill=\"")
            body.write(fill(cell))
            body.write("\" data-part=\"key\"")
            if cell.name == pressed { body.write(" data-state=\"highlighted\"") }
            body.write("/>\n<rect x=\"")
            body.write(frame.x)
            body.write("\" y=\"")
            body.write(frame.y)
            body.write("\" width=\"")
            body.write(frame.width)
            body.write("\" height=\"1\" fill=\"#fff\" fill-opacity=\"0.6\"/>\n")
        }
        for cell in cells {
            guard case .symbol(let symbol) = cell.content else { continue }
            KeyFace.writeSymbol(symbol, in: cell.frame.offsetBy(dx: origin.x, dy: origin.y), color: "#000", to: &body)
        }
        var labels: [UInt8] = []
        for cell in cells { writeText(of: cell, origin: origin, textClass: textClass, to: &labels) }
        // The white copies first, then the black text over them.
        body.write("<g fill=\"#fff\" transform=\"translate(0 1)\" aria-hidden=\"true\">\n")
        body.append(contentsOf: labels)
        body.write("</g>\n<g fill=\"#000\">\n")
        body.append(contentsOf: labels)
        body.write("</g>\n</g>\n")
        canvas.draw(writing: { $0.append(contentsOf: body) })
    }

    /// The digit with its letters below, the pair centred in the cell; or a mark or word alone, centred.
    /// Baselines fall on whole points, as the keys' labels do.
    private static func writeText(of cell: KeypadCell, origin: (x: Double, y: Double), textClass: String, to bytes: inout [UInt8]) {
        let frame = cell.frame.offsetBy(dx: origin.x, dy: origin.y)
        let digit = TextStyle(size: KeypadCell.digitFontSize(cell.frame.height), bold: false)
        switch cell.content {
        case .digit(let text, let letters):
            let small = TextStyle(size: KeypadCell.lettersFontSize(cell.frame.height), bold: true)
            let gap = (small.size / 3).rounded()
            let block = digit.capHeight + gap + small.capHeight
            let baseline = (frame.midY - block / 2 + digit.capHeight).rounded()
            writeLine(text, style: digit, x: frame.midX, baseline: baseline, part: "label", textClass: textClass, to: &bytes)
            if !letters.isEmpty {
                let lettersBaseline = (baseline + gap + small.capHeight).rounded()
                writeLine(letters, style: small, x: frame.midX, baseline: lettersBaseline, part: "letters", textClass: textClass, to: &bytes)
            }
        case .label(let text):
            let baseline = (frame.midY + digit.capHeight / 2).rounded()
            writeLine(text, style: digit, x: frame.midX, baseline: baseline, part: "label", textClass: textClass, to: &bytes)
        case .symbol, .empty:
            break
        }
    }

    private static func writeLine(
        _ text: String, style: TextStyle, x: Double, baseline: Double, part: StaticString, textClass: String, to bytes: inout [UInt8]
    ) {
        TextDrawing.writeElement(style: style, fill: nil, part: part, textClass: textClass, to: &bytes) { bytes in
            bytes.write("<tspan x=\"")
            bytes.write(TextDrawing.lineCenter(x, width: TextMeasure.width(of: Substring(text), style: style)))
            bytes.write("\" y=\"")
            bytes.write(baseline)
            bytes.write("\">")
            bytes.write(escaped: text)
            bytes.write("</tspan>")
        }
        bytes.append(UInt8(ascii: "\n"))
    }
}
