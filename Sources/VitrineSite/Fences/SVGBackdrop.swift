/// Decides whether a rendered component needs a dark backdrop to be seen (a white spinner on a white page).
enum SVGBackdrop {
    /// True when every colour the SVG uses is light.
    static func needsDark(_ svg: String) -> Bool {
        let colors = hexColors(in: svg)
        return !colors.isEmpty && colors.allSatisfy { luminance($0) > 0.7 }
    }
}

private extension SVGBackdrop {
    static func hexColors(in svg: String) -> [[Double]] {
        var colors: [[Double]] = []
        let bytes = Array(svg.utf8)
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "#") else { continue }
            var end = index + 1
            while end < bytes.count, end - index <= 6, isHex(bytes[end]) { end += 1 }
            let digits = Array(bytes[(index + 1)..<end])
            guard digits.count == 3 || digits.count == 6 else { continue }
            let step = digits.count / 3
            colors.append((0..<3).map { channel in
                let slice = digits[(channel * step)..<(channel * step + step)]
                let value = Double(Int(String(decoding: slice, as: UTF8.self), radix: 16) ?? 0)
                return step == 1 ? value * 17 / 255 : value / 255
            })
        }
        return colors
    }

    static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    static func luminance(_ rgb: [Double]) -> Double {
        0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
    }
}
