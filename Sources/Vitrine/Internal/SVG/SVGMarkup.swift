/// A piece of SVG markup written straight into UTF-8 bytes.
///
/// String literals with interpolations build it without intermediate strings: numbers are formatted
/// into the bytes (`\(x)` for a `Double`), text is escaped on the way in (`\(escaped: label)`), and a
/// rectangle becomes its four attributes (`\(attributesOf: frame)`). Rendering a keyboard writes a few
/// hundred elements, each with several numbers: formatting them straight into the bytes spares a `String`
/// made and copied for each.
struct SVGMarkup: ExpressibleByStringInterpolation {
    var bytes: [UInt8]

    init(stringLiteral literal: StaticString) {
        bytes = []
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    init(stringInterpolation: Interpolation) {
        bytes = stringInterpolation.bytes
    }

    mutating func append(_ other: SVGMarkup) {
        bytes.append(contentsOf: other.bytes)
    }

    struct Interpolation: StringInterpolationProtocol {
        var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 32 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func appendInterpolation(_ text: String) {
            bytes.write(text)
        }

        mutating func appendInterpolation(_ markup: SVGMarkup) {
            bytes.append(contentsOf: markup.bytes)
        }

        mutating func appendInterpolation(_ number: Double) {
            SVGNumber.append(number, to: &bytes)
        }

        mutating func appendInterpolation(_ number: Int) {
            SVGNumber.append(Double(number), to: &bytes)
        }

        mutating func appendInterpolation(escaped text: String) {
            XMLEscaping.append(text, to: &bytes)
        }

        /// `x="…" y="…" width="…" height="…"`.
        mutating func appendInterpolation(attributesOf rect: Rect) {
            appendLiteral("x=\"")
            SVGNumber.append(rect.x, to: &bytes)
            appendLiteral("\" y=\"")
            SVGNumber.append(rect.y, to: &bytes)
            appendLiteral("\" width=\"")
            SVGNumber.append(rect.width, to: &bytes)
            appendLiteral("\" height=\"")
            SVGNumber.append(rect.height, to: &bytes)
            appendLiteral("\"")
        }
    }
}
