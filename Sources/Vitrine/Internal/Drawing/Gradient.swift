/// One colour stop of a gradient.
struct GradientStop {
    var offset: Double
    var color: String
    var opacity: Double = 1
}

/// Vertical linear gradients, top to bottom, written straight into a document's definitions.
enum Gradient {
    /// A gradient over each filled shape's own box (`objectBoundingBox`).
    static func vertical(id: String, _ stops: [GradientStop], to bytes: inout [UInt8]) {
        bytes.write("<linearGradient id=\"")
        bytes.write(id)
        bytes.write("\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">")
        write(stops, to: &bytes)
    }

    /// A gradient fixed in user space from `top` to `bottom`, shared by every shape that uses it.
    static func vertical(id: String, top: Double, bottom: Double, _ stops: [GradientStop], to bytes: inout [UInt8]) {
        bytes.write("<linearGradient id=\"")
        bytes.write(id)
        bytes.write("\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"")
        bytes.write(top)
        bytes.write("\" x2=\"0\" y2=\"")
        bytes.write(bottom)
        bytes.write("\">")
        write(stops, to: &bytes)
    }

    /// The stops, then the closing tag.
    private static func write(_ stops: [GradientStop], to bytes: inout [UInt8]) {
        for stop in stops {
            bytes.write("<stop offset=\"")
            bytes.write(stop.offset)
            bytes.write("\" stop-color=\"")
            bytes.write(stop.color)
            if stop.opacity != 1 {
                bytes.write("\" stop-opacity=\"")
                bytes.write(stop.opacity)
            }
            bytes.write("\"/>")
        }
        bytes.write("</linearGradient>")
    }
}
