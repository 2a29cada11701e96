/// The font, size and weight a piece of text is set in, with the metrics that follow from them.
struct TextStyle: Equatable {
    static let fontFamily = "Helvetica, Arial, 'Liberation Sans', sans-serif"

    var size: Double
    var bold: Bool

    /// The distance between baselines: ascender − descender + line gap, as UIKit lays out lines.
    var lineHeight: Double {
        size * Double(LiberationSans.ascender - LiberationSans.descender + LiberationSans.lineGap)
            / Double(LiberationSans.unitsPerEm)
    }

    /// From the top of a line to its baseline.
    var ascent: Double { size * Double(LiberationSans.ascender) / Double(LiberationSans.unitsPerEm) }

    /// The height of capital letters, for centring a single label optically.
    var capHeight: Double { size * 1409 / Double(LiberationSans.unitsPerEm) }
}
