/// Why a PNG could not be made.
package enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// librsvg could not be loaded; the text says what the system was asked for.
    case librsvgMissing(String)
    case scaleOutOfRange(Int)
    case tooLarge(width: Int, height: Int)
    /// librsvg refused the SVG, with its reason.
    case invalidSVG(String)
    /// cairo could not draw or encode the picture, with its reason.
    case drawing(String)

    package var description: String {
        switch self {
        case .librsvgMissing(let detail):
            "PNG output needs the librsvg library, which could not be loaded (\(detail)); install it with "
                + "'apt-get install librsvg2-2' (Debian, Ubuntu) or 'brew install librsvg' (macOS)"
        case .scaleOutOfRange(let scale):
            "scale \(scale) is not one of \(PNG.scales.map(String.init).joined(separator: ", "))"
        case .tooLarge(let width, let height):
            "the PNG would be \(width)×\(height) pixels; the most is \(PNG.maximumSide) on a side"
        case .invalidSVG(let reason):
            "librsvg cannot read the SVG: \(reason)"
        case .drawing(let reason):
            "the PNG could not be drawn: \(reason)"
        }
    }
}
