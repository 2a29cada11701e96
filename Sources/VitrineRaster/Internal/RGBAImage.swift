/// A picture as 8-bit RGBA, not premultiplied, row after row: what a PNG holds.
struct RGBAImage: Equatable {
    let width: Int
    let height: Int
    let pixels: [UInt8]

    /// The colour at (`x`, `y`) as red, green, blue, alpha.
    subscript(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(pixels[start..<start + 4])
    }

    /// From cairo's premultiplied native-endian ARGB32, `stride` bytes a row.
    init(width: Int, height: Int, stride: Int, argb: UnsafePointer<UInt8>) {
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { output in
            for y in 0..<height { Self.writeStraightRow(argb + y * stride, width: width, to: output.baseAddress! + y * width * 4) }
        }
        self.pixels = pixels
    }

    /// One row of cairo's pixels as straight RGBA bytes.
    static func writeStraightRow(_ argb: UnsafePointer<UInt8>, width: Int, to output: UnsafeMutablePointer<UInt8>) {
        for x in 0..<width {
            (output[x * 4], output[x * 4 + 1], output[x * 4 + 2], output[x * 4 + 3]) = straightRGBA(argb + x * 4)
        }
    }

    /// One row of cairo's pixels as straight RGBA bytes filtered with PNG's `Sub` (each byte minus the one
    /// four to its left), in one pass. A pixel equal to the one before filters to zeros without being
    /// converted, which is most pixels of most pictures.
    static func writeSubFilteredRow(_ argb: UnsafePointer<UInt8>, width: Int, to output: UnsafeMutableRawPointer) {
        let source = UnsafeRawPointer(argb)
        // A transparent pixel is all zeros both ways, so zeros are a correct start for "the pixel to the left".
        var previous: UInt32 = 0
        var previousRGBA: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        for x in 0..<width {
            let pixel = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            if pixel == previous {
                output.storeBytes(of: UInt32(0), toByteOffset: x * 4, as: UInt32.self)
                continue
            }
            let rgba = straightRGBA(argb + x * 4)
            output.storeBytes(
                of: (rgba.0 &- previousRGBA.0, rgba.1 &- previousRGBA.1, rgba.2 &- previousRGBA.2, rgba.3 &- previousRGBA.3),
                toByteOffset: x * 4, as: (UInt8, UInt8, UInt8, UInt8).self)
            previous = pixel
            previousRGBA = rgba
        }
    }

    /// One pixel without premultiplied alpha, rounded as cairo's own PNG writer rounds it.
    private static func straightRGBA(_ pixel: UnsafePointer<UInt8>) -> (UInt8, UInt8, UInt8, UInt8) {
        // Little-endian ARGB32 lies in memory as B, G, R, A.
        let alpha = pixel[3]
        switch alpha {
        case 0: return (0, 0, 0, 0)
        case 255: return (pixel[2], pixel[1], pixel[0], 255)
        default:
            let a = Int(alpha)
            func straight(_ value: UInt8) -> UInt8 { UInt8((Int(value) * 255 + a / 2) / a) }
            return (straight(pixel[2]), straight(pixel[1]), straight(pixel[0]), alpha)
        }
    }
}
