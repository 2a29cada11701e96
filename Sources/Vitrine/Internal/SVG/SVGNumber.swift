/// Numbers as they are written into SVG: at most three decimals, trailing zeros trimmed,
/// never `-0`, never exponent form, the same on every machine and locale.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Most coordinates are whole numbers: skip the decimal arithmetic for them.
        if value == value.rounded(), value.magnitude < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
        // Beyond 2^53 thousandths a Double no longer holds every integer; no drawing gets there.
        let limit = 9_007_199_254_740_992.0
        let clamped = min(max(thousandths, -limit), limit)
        if clamped == 0 { return "0" }
        let magnitude = Int64(clamped.magnitude)
        var text = clamped < 0 ? "-" : ""
        text += String(magnitude / 1000)
        var fraction = magnitude % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}

extension Double {
    /// This number as SVG text (see `SVGNumber`).
    var svg: String { SVGNumber.format(self) }
}
