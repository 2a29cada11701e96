/// The definitions the keys of one document share — face gradients, the keyboard-wide darkening, the
/// bevel filter, the label shadow — defined once, so each key only refers to them.
struct KeyPaint {
    let face: String
    let pressedFace: String
    let blueFace: String
    let bluePressedFace: String
    let darkening: String
    let bevel: String
    let labelShadow: String
    let textClass: String

    /// - Parameters:
    ///   - keyboard: The keyboard's rectangle, which places the darkening from its top to its bottom; nil
    ///     for a drawing that darkens nothing (a balloon), which then leaves the darkening undefined.
    ///   - pressed: Whether any grey key is drawn highlighted or selected, which needs the darker face.
    ///   - blue: Whether a blue key is drawn in its normal state.
    ///   - bluePressed: Whether a blue key is drawn highlighted or selected.
    init(keyboard: Rect?, pressed: Bool, blue: Bool = false, bluePressed: Bool = false, on canvas: inout SVGCanvas) {
        canvas.define("face") { id, bytes in Self.faceGradient(id: id, KeyFace.normalFace, to: &bytes) }
        if pressed {
            canvas.define("face-pressed") { id, bytes in Self.faceGradient(id: id, KeyFace.pressedFace, to: &bytes) }
        }
        if blue {
            canvas.define("face-blue") { id, bytes in Self.faceGradient(id: id, KeyFace.blueFace, to: &bytes) }
        }
        if bluePressed {
            canvas.define("face-blue-pressed") { id, bytes in Self.faceGradient(id: id, KeyFace.bluePressedFace, to: &bytes) }
        }
        let darkeningName = "darkening"
        if let keyboard {
            canvas.define(darkeningName) { id, bytes in
                Gradient.vertical(id: id, top: keyboard.minY, bottom: keyboard.maxY, [
                    GradientStop(offset: 0, color: KeyFace.darkeningColor, opacity: 0),
                    GradientStop(offset: 1, color: KeyFace.darkeningColor, opacity: KeyFace.darkestDarkening),
                ], to: &bytes)
            }
        }
        canvas.define("bevel") { id, bytes in InnerShadowFilter.bevel(id: id, to: &bytes) }
        canvas.define("label-shadow") { id, bytes in InnerShadowFilter.labelShadow(id: id, to: &bytes) }
        face = canvas.url("face")
        pressedFace = canvas.url("face-pressed")
        blueFace = canvas.url("face-blue")
        bluePressedFace = canvas.url("face-blue-pressed")
        darkening = canvas.url(darkeningName)
        bevel = canvas.url("bevel")
        labelShadow = canvas.url("label-shadow")
        textClass = TextDrawing.defineTextClass(on: &canvas)
    }
}

private extension KeyPaint {
    static func faceGradient(id: String, _ colors: (String, String), to bytes: inout [UInt8]) {
        Gradient.vertical(id: id, [GradientStop(offset: 0, color: colors.0), GradientStop(offset: 1, color: colors.1)], to: &bytes)
    }
}
