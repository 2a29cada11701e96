/// One colour stop of a gradient.
struct GradientStop {
    var offset: Double
    var color: String
    var opacity: Double = 1
}

/// Vertical linear gradients, top to bottom.
enum Gradient {
    /// A gradient over each filled shape's own box (`objectBoundingBox`).
    static func vertical(id: String, _ stops: [GradientStop]) -> String {
        "<linearGradient id=\"\(id)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">\(stopsMarkup(stops))</linearGradient>"
    }

    /// A gradient fixed in user space from `top` to `bottom`, shared by every shape that uses it.
    static func vertical(id: String, top: Double, bottom: Double, _ stops: [GradientStop]) -> String {
        "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"\(top.svg)\" x2=\"0\" y2=\"\(bottom.svg)\">"
            + stopsMarkup(stops) + "</linearGradient>"
    }

    private static func stopsMarkup(_ stops: [GradientStop]) -> String {
        stops.map { stop in
            let opacity = stop.opacity == 1 ? "" : " stop-opacity=\"\(stop.opacity.svg)\""
            return "<stop offset=\"\(stop.offset.svg)\" stop-color=\"\(stop.color)\"\(opacity)/>"
        }.joined()
    }
}
