/// A rectangle in points, origin at the top left, y growing downwards.
struct Rect: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var minX: Double { x }
    var minY: Double { y }
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// Shrinks by `dx` on the left and right and `dy` on the top and bottom (negative grows).
    func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// A rectangle of `width` × `height` centred in this one.
    func centered(width: Double, height: Double) -> Rect {
        Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }

    /// `x="…" y="…" width="…" height="…"` for an SVG element.
    var svgAttributes: String {
        "x=\"\(x.svg)\" y=\"\(y.svg)\" width=\"\(width.svg)\" height=\"\(height.svg)\""
    }
}

/// A width and a height in points.
struct Size: Equatable {
    var width: Double
    var height: Double

    /// The same size turned a quarter: width and height swapped.
    var swapped: Size { Size(width: height, height: width) }
}
