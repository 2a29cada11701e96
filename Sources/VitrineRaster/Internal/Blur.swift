import VitrinePlatform

/// The Gaussian blur as browsers draw it: the filter specification's three box blurs, whose width
/// `d = ⌊s · 3√(2π) / 4 + 0.5⌋` follows the deviation `s` in device pixels (three boxes of `d` when it is odd;
/// when even, two of `d` set half a pixel to either side and one of `d + 1`). Below 0.8 px `d` is 1 and
/// nothing blurs: Chromium's key bevel at 1x is sharp, not a 0.5 px Gaussian. The boxes are applied as the one
/// kernel they make, across then down, pixels outside the picture transparent, 8 bits after each pass, in
/// fixed point. A pixel whose whole window holds one value keeps it, so each pass copies its input and works
/// out only the pixels within reach of a change of value: a picture's edges, not its flat insides and margins.
enum Blur {
    static func gaussian(_ plane: [UInt8], width: Int, height: Int, deviation: Double) -> [UInt8] {
        let kernel = weights(deviation)
        guard kernel.count > 1 else { return plane }
        return down(across(plane, width: width, height: height, kernel: kernel), width: width, height: height, kernel: kernel)
    }

    /// The width of the specification's boxes for a deviation.
    static func boxWidth(_ deviation: Double) -> Int {
        max(1, Int((deviation * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
    }

    /// The three boxes' kernel, as weights out of 65,536 summing to exactly that, so a flat window keeps its value.
    static func weights(_ deviation: Double) -> [Int] {
        let width = min(boxWidth(deviation), 166)
        func box(_ count: Int) -> [Double] { [Double](repeating: 1, count: count) }
        // Two boxes of an even width half a pixel to either side of the pixel are, together, centred on it.
        let values = convolve(convolve(box(width), box(width)), box(width % 2 == 1 ? width : width + 1))
        let sum = values.reduce(0, +)
        var weights = values.map { Int(($0 / sum * 65_536).rounded()) }
        weights[weights.count / 2] += 65_536 - weights.reduce(0, +)
        return weights
    }

    private static func convolve(_ a: [Double], _ b: [Double]) -> [Double] {
        var result = [Double](repeating: 0, count: a.count + b.count - 1)
        for (i, x) in a.enumerated() {
            for (j, y) in b.enumerated() { result[i + j] += x * y }
        }
        return result
    }

    private static func across(_ input: [UInt8], width: Int, height: Int, kernel: [Int]) -> [UInt8] {
        let radius = kernel.count / 2
        var output = input
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                kernel.withUnsafeBufferPointer { kernel in
                    for row in stride(from: 0, to: width * height, by: width) {
                        var next = 0  // the first pixel of the row not yet worked out
                        // A change at `c`: the value at `c` differs from the one before it (transparent outside).
                        func change(at c: Int) {
                            let end = min(c + radius - 1, width - 1)
                            var x = max(c - radius, next)
                            while x <= end {
                                var sum = 32_768
                                for offset in max(-radius, -x)...min(radius, width - 1 - x) {
                                    sum &+= kernel[offset + radius] &* Int(input[row + x + offset])
                                }
                                output[row + x] = UInt8(truncatingIfNeeded: min(sum >> 16, 255))
                                x += 1
                            }
                            next = max(next, end + 1)
                        }
                        if input[row] != 0 { change(at: 0) }
                        var i = 0
                        while i < width - 1 {
                            if i + 9 <= width, Words.load(input, row + i) == Words.load(input, row + i + 1) {
                                i += 8
                                continue
                            }
                            if input[row + i] != input[row + i + 1] { change(at: i + 1) }
                            i += 1
                        }
                        if input[row + width - 1] != 0 { change(at: width) }
                    }
                }
            }
        }
        return output
    }

    private static func down(_ input: [UInt8], width: Int, height: Int, kernel: [Int]) -> [UInt8] {
        let radius = kernel.count / 2
        var output = input
        // For each column, the first row not yet worked out.
        var next = [Int](repeating: 0, count: width)
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                kernel.withUnsafeBufferPointer { kernel in
                    func change(x: Int, at c: Int) {
                        let end = min(c + radius - 1, height - 1)
                        var y = max(c - radius, next[x])
                        while y <= end {
                            var sum = 32_768
                            for offset in max(-radius, -y)...min(radius, height - 1 - y) {
                                sum &+= kernel[offset + radius] &* Int(input[(y + offset) * width + x])
                            }
                            output[y * width + x] = UInt8(truncatingIfNeeded: min(sum >> 16, 255))
                            y += 1
                        }
                        next[x] = max(next[x], end + 1)
                    }
                    for x in 0..<width where input[x] != 0 { change(x: x, at: 0) }
                    for y in 1..<max(height, 1) {
                        let (above, here) = ((y - 1) * width, y * width)
                        var x = 0
                        while x < width {
                            if x + 8 <= width, Words.load(input, above + x) == Words.load(input, here + x) {
                                x += 8
                                continue
                            }
                            if input[above + x] != input[here + x] { change(x: x, at: y) }
                            x += 1
                        }
                    }
                    for x in 0..<width where input[(height - 1) * width + x] != 0 { change(x: x, at: height) }
                }
            }
        }
        return output
    }
}
