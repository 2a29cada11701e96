/// Draws a `KeyBalloon` in the key faces' vocabulary: the light face gradient over the whole balloon, the
/// bevel's inner shadows, the 0.4 black border and a black label with its soft white shadow 1 point below,
/// all over a blurred drop shadow. The balloon's outline is defined once and each layer uses it.
enum KeyBalloonDrawing {
    static func draw(_ balloon: KeyBalloon, origin: (x: Double, y: Double), name: String, on canvas: inout SVGCanvas) {
        // The balloon is not darkened: over a keyboard the keys have defined the darkening already, and a
        // balloon drawn alone (`Keyboard.balloonPicture`) would only carry it unused.
        let paint = KeyPaint(keyboard: nil, pressed: false, on: &canvas)
        canvas.define("balloon-shadow") { id, bytes in shadowFilter(id: id, to: &bytes) }
        let shadow = canvas.url("balloon-shadow")
        canvas.define("balloon") { id, bytes in
            bytes.write("<path id=\"")
            bytes.write(id)
            bytes.write("\" d=\"")
            writeOutline(of: balloon, origin: origin, to: &bytes)
            bytes.write("\"/>")
        }
        let outline = canvas.id("balloon")
        let head = balloon.head.offsetBy(dx: origin.x, dy: origin.y)
        var lines: [UInt8] = []
        let hasLabel = KeyFace.writeLabelLines(balloon.label, in: head, fontSize: balloon.fontSize, to: &lines)
        canvas.draw(writing: { body in
            body.write("<g data-part=\"balloon\" data-key=\"")
            body.write(escaped: name)
            body.write("\">\n<use href=\"#")
            body.write(outline)
            body.write("\" fill=\"rgb(10%,10%,10%)\" transform=\"translate(0 ")
            body.write(KeyBalloon.shadowOffset)
            body.write(")\" filter=\"")
            body.write(shadow)
            body.write("\" aria-hidden=\"true\"/>\n<use href=\"#")
            body.write(outline)
            body.write("\" fill=\"")
            body.write(paint.face)
            body.write("\" filter=\"")
            body.write(paint.bevel)
            body.write("\"/>\n<use href=\"#")
            body.write(outline)
            body.write("\" fill=\"none\" stroke=\"#000\" stroke-opacity=\"0.4\"/>\n")
            if hasLabel {
                KeyFace.writeLabel(
                    lines, fontSize: balloon.fontSize, fill: "#000", shadow: (fill: "#fff", extra: " transform=\"translate(0 1)\""), paint: paint,
                    to: &body)
            }
            body.write("</g>\n")
        })
    }

    /// Clockwise from the head's top-left corner: the head's top and right side, the right flare down to the
    /// key, the key's rounded bottom, the left flare back up to the head. Inset by half a point, as a key's
    /// face is, so the border's stroke falls inside the key's frame; a flush side (an edge key's) flares by
    /// nothing and stays straight.
    static func writeOutline(of balloon: KeyBalloon, origin: (x: Double, y: Double), to bytes: inout [UInt8]) {
        let head = balloon.head.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: 0.5, dy: 0.5)
        let key = balloon.key.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: 0.5, dy: 0.5)
        let radius = KeyBalloon.cornerRadius
        let flareTop = balloon.key.minY + origin.y - KeyBalloon.flareAboveKey
        let flareBottom = balloon.key.minY + origin.y + KeyBalloon.flareIntoKey
        let handle = KeyBalloon.curveHandle
        bytes.write("M")
        writePoint(head.minX + radius, head.minY, to: &bytes)
        bytes.write("H")
        bytes.write(head.maxX - radius)
        writeCorner(radius, to: head.maxX, head.minY + radius, to: &bytes)
        bytes.write("V")
        bytes.write(flareTop)
        writeFlare(from: flareTop, to: (key.maxX, flareBottom), handle: handle, startX: head.maxX, to: &bytes)
        bytes.write("V")
        bytes.write(key.maxY - radius)
        writeCorner(radius, to: key.maxX - radius, key.maxY, to: &bytes)
        bytes.write("H")
        bytes.write(key.minX + radius)
        writeCorner(radius, to: key.minX, key.maxY - radius, to: &bytes)
        bytes.write("V")
        bytes.write(flareBottom)
        writeFlare(from: flareBottom, to: (head.minX, flareTop), handle: -handle, startX: key.minX, to: &bytes)
        bytes.write("V")
        bytes.write(head.minY + radius)
        writeCorner(radius, to: head.minX + radius, head.minY, to: &bytes)
        bytes.write("Z")
    }

    /// The blurred copy the shadow `<use>` draws; the region leaves room for the blur around the outline.
    static func shadowFilter(id: String, to bytes: inout [UInt8]) {
        bytes.write("<filter id=\"")
        bytes.write(id)
        bytes.write("\" x=\"-30%\" y=\"-15%\" width=\"160%\" height=\"130%\" color-interpolation-filters=\"sRGB\">")
        bytes.write("<feGaussianBlur stdDeviation=\"")
        bytes.write(KeyBalloon.shadowBlur / 2)
        bytes.write("\"/></filter>")
    }
}

private extension KeyBalloonDrawing {
    static func writePoint(_ x: Double, _ y: Double, to bytes: inout [UInt8]) {
        bytes.write(x)
        bytes.write(" ")
        bytes.write(y)
    }

    /// A quarter circle to the point, turning right (clockwise on screen).
    static func writeCorner(_ radius: Double, to x: Double, _ y: Double, to bytes: inout [UInt8]) {
        bytes.write("A")
        writePoint(radius, radius, to: &bytes)
        bytes.write(" 0 0 1 ")
        writePoint(x, y, to: &bytes)
    }

    /// The concave flare between head and key: a cubic leaving `startX` vertically and arriving vertically,
    /// each handle `handle` points long in the direction of travel.
    static func writeFlare(from startY: Double, to end: (x: Double, y: Double), handle: Double, startX: Double, to bytes: inout [UInt8]) {
        // An edge key's flush side: the head's side and the key's meet in one straight line.
        if abs(startX - end.x) < 0.001 {
            bytes.write("V")
            bytes.write(end.y)
            return
        }
        bytes.write("C")
        writePoint(startX, startY + handle, to: &bytes)
        bytes.write(" ")
        writePoint(end.x, end.y - handle, to: &bytes)
        bytes.write(" ")
        writePoint(end.x, end.y, to: &bytes)
    }
}
