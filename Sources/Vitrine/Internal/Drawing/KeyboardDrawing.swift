/// A whole keyboard's keys drawn as the keys `KeyFace` draws, in a handful of elements.
///
/// Each key's look is the same stack of layers — face gradient, keyboard-wide darkening, inner shadows,
/// border, label with its white shadow — so instead of writing the stack once per key, the key shapes
/// and the labels are each defined once (`<defs>`) and every layer draws all of them with one `<use>`:
///
///     <g filter="bevel">  normal faces, the pressed key's face, the blue key's face, darkening (all keys)  </g>
///     border (all keys), symbols, then the labels' shadow and the labels (font set once on a group),
///     and last the blue key's white label with its shadow above it
///
/// Keys never overlap and stand 6 points or more apart, farther than the bevel's blur and offset reach,
/// so one filter over all the faces gives every key the inner shadows it would get alone.
enum KeyboardDrawing {
    static func draw(_ keys: [PlacedKey], origin: (x: Double, y: Double), keyboard: Rect, pressed: String, on canvas: inout SVGCanvas) {
        let pressedIndex = keys.firstIndex { $0.name == pressed }
        let pressedKey = pressedIndex.map { keys[$0] }
        // The blue return key, when the return type has one; drawn apart, like the pressed key.
        let blueIndex = keys.firstIndex { $0.tint == .blue }
        let blueKey = blueIndex.map { keys[$0] }
        let isBluePressed = blueIndex != nil && blueIndex == pressedIndex
        let paint = KeyPaint(
            keyboard: keyboard, pressed: pressedKey != nil && !isBluePressed, blue: blueKey != nil && !isBluePressed,
            bluePressed: isBluePressed, on: &canvas)
        let setApart = pressedKey != nil || blueKey != nil
        // The size most labels are set in goes on the labels' group; the others (words) carry their own.
        let fontSize = keys.first { if case .label = $0.content { true } else { false } }?.fontSize ?? KeyboardLayout.letterFontSize
        // Every key's shape, without paint, so each `<use>` gives them its own. A pressed key's shape has
        // its own id inside, and the normal face is drawn on the others only (not under the pressed face,
        // whose edge would blend with it).
        let pressedID = pressedKey == nil ? "" : canvas.id("pressed-key")
        let blueID = blueKey == nil || isBluePressed ? "" : canvas.id("blue-key")
        let normalID = setApart ? canvas.id("normal-keys") : ""
        canvas.define("keys") { id, bytes in
            bytes.write("<g id=\"")
            bytes.write(id)
            bytes.write("\">\n")
            if setApart {
                bytes.write("<g id=\"")
                bytes.write(normalID)
                bytes.write("\">\n")
            }
            for index in keys.indices where index != pressedIndex && index != blueIndex {
                let key = keys[index]
                bytes.write("<rect ")
                writeShape(of: key, origin: origin, to: &bytes)
                bytes.write("/>\n")
            }
            if setApart { bytes.write("</g>\n") }
            if let pressedKey {
                bytes.write("<rect id=\"")
                bytes.write(pressedID)
                bytes.write("\" ")
                writeShape(of: pressedKey, origin: origin, to: &bytes)
                bytes.write(" data-part=\"key\" data-state=\"highlighted\"")
                bytes.write(isBluePressed ? " data-tint=\"blue\"/>\n" : "/>\n")
            }
            if let blueKey, !isBluePressed {
                bytes.write("<rect id=\"")
                bytes.write(blueID)
                bytes.write("\" ")
                writeShape(of: blueKey, origin: origin, to: &bytes)
                bytes.write(" data-part=\"key\" data-tint=\"blue\"/>\n")
            }
            bytes.write("</g>")
        }
        canvas.define("labels") { id, bytes in
            bytes.write("<g id=\"")
            bytes.write(id)
            bytes.write("\">\n")
            for key in keys where key.tint == .standard {
                guard case .label(let text) = key.content else { continue }
                let frame = key.frame.offsetBy(dx: origin.x, dy: origin.y)
                bytes.write("<text")
                if key.fontSize != fontSize {
                    bytes.write(" font-size=\"")
                    bytes.write(key.fontSize)
                    bytes.write("\"")
                }
                bytes.write(" data-part=\"label\">")
                KeyFace.writeLabelLines(text, in: frame, fontSize: key.fontSize, to: &bytes)
                bytes.write("</text>\n")
            }
            bytes.write("</g>")
        }
        let keysReference = canvas.id("keys")
        let labelsReference = canvas.id("labels")

        canvas.draw(writing: { body in
            body.write("<g data-part=\"keys\">\n<g filter=\"")
            body.write(paint.bevel)
            body.write("\">\n<use href=\"#")
            body.write(setApart ? normalID : keysReference)
            body.write("\" fill=\"")
            body.write(paint.face)
            body.write("\"/>\n")
            if pressedKey != nil {
                body.write("<use href=\"#")
                body.write(pressedID)
                body.write("\" fill=\"")
                body.write(isBluePressed ? paint.bluePressedFace : paint.pressedFace)
                body.write("\"/>\n")
            }
            if blueKey != nil, !isBluePressed {
                body.write("<use href=\"#")
                body.write(blueID)
                body.write("\" fill=\"")
                body.write(paint.blueFace)
                body.write("\"/>\n")
            }
            body.write("<use href=\"#")
            body.write(keysReference)
            body.write("\" fill=\"")
            body.write(paint.darkening)
            body.write("\"/>\n</g>\n<use href=\"#")
            body.write(keysReference)
            body.write("\" fill=\"none\" stroke=\"#000\" stroke-opacity=\"0.4\"/>\n")
            for key in keys {
                guard case .symbol(let symbol) = key.content else { continue }
                let frame = key.frame.offsetBy(dx: origin.x, dy: origin.y)
                KeyFace.writeSymbol(symbol, in: frame, color: "#000", to: &body)
            }
            body.write("<g class=\"")
            body.write(paint.textClass)
            body.write("\" font-family=\"")
            body.write(TextStyle.fontFamily)
            body.write("\" font-size=\"")
            body.write(fontSize)
            body.write("\" text-anchor=\"middle\">\n<use href=\"#")
            body.write(labelsReference)
            body.write("\" fill=\"#fff\" transform=\"translate(0 1)\" filter=\"")
            body.write(paint.labelShadow)
            body.write("\" aria-hidden=\"true\"/>\n<use href=\"#")
            body.write(labelsReference)
            body.write("\" fill=\"#000\"/>\n")
            if let blueKey { writeBlueLabel(of: blueKey, origin: origin, paint: paint, to: &body) }
            body.write("</g>\n</g>\n")
        })
    }

    /// The blue key's white label, inside the labels' group (font family and anchor set there), with its
    /// dark shadow 1 point above, as `KeyFace` draws a blue key alone.
    private static func writeBlueLabel(of key: PlacedKey, origin: (x: Double, y: Double), paint: KeyPaint, to body: inout [UInt8]) {
        guard case .label(let text) = key.content else { return }
        var lines: [UInt8] = []
        guard KeyFace.writeLabelLines(text, in: key.frame.offsetBy(dx: origin.x, dy: origin.y), fontSize: key.fontSize, to: &lines)
        else { return }
        body.write("<text font-size=\"")
        body.write(key.fontSize)
        body.write("\" fill=\"#000\" fill-opacity=\"")
        body.write(KeyFace.blueLabelShadowOpacity)
        body.write("\" transform=\"translate(0 -1)\" filter=\"")
        body.write(paint.labelShadow)
        body.write("\" aria-hidden=\"true\" data-part=\"label-shadow\">")
        body.append(contentsOf: lines)
        body.write("</text>\n<text font-size=\"")
        body.write(key.fontSize)
        body.write("\" fill=\"#fff\" data-part=\"label\">")
        body.append(contentsOf: lines)
        body.write("</text>\n")
    }

    /// `x="…" y="…" width="…" height="…" rx="7"`: the key rect inset by 0.5, as `KeyFace` draws it.
    private static func writeShape(of key: PlacedKey, origin: (x: Double, y: Double), to bytes: inout [UInt8]) {
        let shape = key.frame.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: 0.5, dy: 0.5)
        bytes.write("x=\"")
        bytes.write(shape.x)
        bytes.write("\" y=\"")
        bytes.write(shape.y)
        bytes.write("\" width=\"")
        bytes.write(shape.width)
        bytes.write("\" height=\"")
        bytes.write(shape.height)
        bytes.write("\" rx=\"")
        bytes.write(KeyFace.keyboardCornerRadius)
        bytes.write("\"")
    }
}
