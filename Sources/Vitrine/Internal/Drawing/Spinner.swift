/// The twelve-spoke spinner of `UIActivityIndicatorView`, drawn around a centre point.
struct Spinner {
    /// Spoke sizes for one indicator size.
    struct Geometry: Equatable {
        let diameter: Double
        let spokeWidth: Double
        let innerRadius: Double
        let outerRadius: Double
    }

    static let spokeCount = 12

    static let small = Geometry(diameter: 20, spokeWidth: 2, innerRadius: 4, outerRadius: 10)
    static let large = Geometry(diameter: 37, spokeWidth: 3.5, innerRadius: 8.5, outerRadius: 18.5)

    /// The opacity of the spoke `k` places behind the brightest one: the head and five fading spokes,
    /// then six at the floor.
    static func opacity(behindHead k: Int) -> Double {
        0.85 * max(0.32, 1 - 0.68 * Double(k) / 6)
    }

    let geometry: Geometry
    /// `#rrggbb`.
    let color: String
    /// Seconds per turn; `nil` draws the still frame with no animation.
    let period: Double?

    /// Draws the spinner with its head at 12 o'clock and its tail trailing counter-clockwise.
    func draw(centerX: Double, centerY: Double, on canvas: inout SVGCanvas) {
        canvas.draw("<g transform=\"translate(\(centerX) \(centerY))\" fill=\"\(color)\" data-part=\"spinner\">")
        switch (period, canvas.moment) {
        case (let period?, let moment?):
            let angle = Self.stepAngle(at: moment, period: period)
            canvas.draw(angle == 0 ? "<g>" : "<g transform=\"rotate(\(angle))\">")
        case (let period?, nil):
            canvas.draw("<g class=\"\(Self.defineSpin(period: period, on: &canvas))\">")
        case (nil, _):
            canvas.draw("<g>")
        }
        let length = geometry.outerRadius - geometry.innerRadius
        let spoke: SVGMarkup = """
            x="\(-geometry.spokeWidth / 2)" y="\(-geometry.outerRadius)" \
            width="\(geometry.spokeWidth)" height="\(length)" rx="\(geometry.spokeWidth / 2)"
            """
        for k in 0..<Self.spokeCount {
            let angle = (360 - 30 * k) % 360
            let rotation = angle == 0 ? "" : " transform=\"rotate(\(angle))\""
            canvas.draw("<rect \(spoke) opacity=\"\(Self.opacity(behindHead: k))\"\(rotation)/>")
        }
        canvas.draw("</g>")
        canvas.draw("</g>")
    }

    /// The clockwise turn, in whole 30° steps, reached `seconds` into an animation of `period` seconds a turn.
    static func stepAngle(at seconds: Double, period: Double) -> Int {
        let steps = Int((seconds / period * Double(spokeCount)).rounded(.down))
        return steps % spokeCount * 30
    }

    /// Clockwise, twelve discrete steps a turn; half speed, never frozen, for reduced motion.
    private static func defineSpin(period: Double, on canvas: inout SVGCanvas) -> String {
        let name = "spin-" + period.svg.replacing(".", with: "_")
        canvas.style(name) { className in
            """
            @keyframes \(className) { to { transform: rotate(360deg) } }
            .\(className) { animation: \(className) \(period.svg)s steps(12) infinite; transform-box: fill-box; transform-origin: center }
            @media (prefers-reduced-motion: reduce) { .\(className) { animation-duration: \((period * 2).svg)s } }
            """
        }
        return canvas.className(name)
    }
}
