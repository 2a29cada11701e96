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
        let magnitude = UInt64(clamped.magnitude)
        // Written from the end into a small stack buffer, then appended at once: at most a sign,
        // 13 integer digits, a point and 3 decimals.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var fraction = magnitude % 1000
            if fraction != 0 {
                var digits = 3
                while fraction % 10 == 0 {
                    fraction /= 10
                    digits -= 1
                }
                for _ in 0..<digits {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            var whole = magnitude / 1000
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole != 0
            if clamped < 0 { put(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}

extension Double {
    /// This number as SVG text (see `SVGNumber`).
    var svg: String { SVGNumber.format(self) }
}
