/// Numbers as they are written into SVG: at most three decimals, trailing zeros trimmed,
/// never `-0`, never exponent form, the same on every machine and locale.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the number's digits straight into `bytes`, with no intermediate string.
    static func append(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
        let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
        // Beyond 2^53 thousandths a Double no longer holds every integer; no drawing gets there.
        let limit = 9_007_199_254_740_992.0
        let clamped = min(max(thousandths, -limit), limit)
        if clamped == 0 { return bytes.append(UInt8(ascii: "0")) }
        if clamped < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = UInt64(clamped.magnitude)
        appendDigits(of: magnitude / 1000, to: &bytes)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 100
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    private static func appendDigits(of number: UInt64, to bytes: inout [UInt8]) {
        if number >= 10 { appendDigits(of: number / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }
}

extension Double {
    /// This number as SVG text (see `SVGNumber`).
    var svg: String { SVGNumber.format(self) }
}
