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
    /// then six at the floor. Written as `fill-opacity`, which looks the same on a spoke's one fill:
    /// librsvg draws an element with `opacity` through a layer the size of the whole picture.
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
        let spinClass: String? =
            if let period, canvas.moment == nil { Self.defineSpin(period: period, on: &canvas) } else { nil }
        let turn: Int? = if let period, let moment = canvas.moment { Self.stepAngle(at: moment, period: period) } else { nil }
        canvas.draw(writing: { bytes in
            bytes.write("<g transform=\"translate(")
            bytes.write(centerX)
            bytes.write(" ")
            bytes.write(centerY)
            bytes.write(")\" fill=\"")
            bytes.write(color)
            bytes.write("\" data-part=\"spinner\">\n")
            if let spinClass {
                bytes.write("<g class=\"")
                bytes.write(spinClass)
                bytes.write("\">\n")
            } else if let turn, turn != 0 {
                bytes.write("<g transform=\"rotate(")
                bytes.write(Double(turn))
                bytes.write(")\">\n")
            } else {
                bytes.write("<g>\n")
            }
            let length = geometry.outerRadius - geometry.innerRadius
            for k in 0..<Self.spokeCount {
                bytes.write("<rect x=\"")
                bytes.write(-geometry.spokeWidth / 2)
                bytes.write("\" y=\"")
                bytes.write(-geometry.outerRadius)
                bytes.write("\" width=\"")
                bytes.write(geometry.spokeWidth)
                bytes.write("\" height=\"")
                bytes.write(length)
                bytes.write("\" rx=\"")
                bytes.write(geometry.spokeWidth / 2)
                bytes.write("\" fill-opacity=\"")
                bytes.write(Self.opacity(behindHead: k))
                let angle = (360 - 30 * k) % 360
                if angle != 0 {
                    bytes.write("\" transform=\"rotate(")
                    bytes.write(Double(angle))
                    bytes.write(")")
                }
                bytes.write("\"/>\n")
            }
            bytes.write("</g>\n</g>\n")
        })
    }

    /// The clockwise turn, in whole 30° steps, reached `seconds` into an animation of `period` seconds a turn.
    static func stepAngle(at seconds: Double, period: Double) -> Int {
        let steps = Int((seconds / period * Double(spokeCount)).rounded(.down))
        return steps % spokeCount * 30
    }

    /// Clockwise, twelve discrete steps a turn; half speed, never frozen, for reduced motion.
    private static func defineSpin(period: Double, on canvas: inout SVGCanvas) -> String {
        let name = "spin-" + String(decoding: period.svg.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
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
