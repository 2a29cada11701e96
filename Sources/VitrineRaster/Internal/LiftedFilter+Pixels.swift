/// cairo's pixels: premultiplied ARGB32 held as one `UInt32` each, alpha in the top byte, `stride` pixels a row.
struct PixelBuffer {
    let base: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    let stride: Int

    subscript(x: Int, y: Int) -> UInt32 {
        get { base[y * stride + x] }
        nonmutating set { base[y * stride + x] = newValue }
    }

    /// The smallest rectangle holding every pixel that is not transparent, as x, y, width, height.
    func paintedBounds() -> (x: Int, y: Int, width: Int, height: Int)? {
        var (minX, minY, maxX, maxY) = (width, height, -1, -1)
        for y in 0..<height {
            let row = base + y * stride
            guard let first = Self.firstPainted(row, from: 0, to: width) else { continue }
            var last = width - 1
            while last > max(first, maxX), row[last] == 0 { last -= 1 }
            (minX, maxX, minY, maxY) = (min(minX, first), max(maxX, last), min(minY, y), y)
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The first pixel in `start..<end` of `row` that is not transparent. A premultiplied transparent
    /// pixel is all zeros, so two are checked at a time.
    @inline(__always) static func firstPainted(_ row: UnsafeMutablePointer<UInt32>, from start: Int, to end: Int) -> Int? {
        var x = start
        while x + 2 <= end, UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self) == 0 { x += 2 }
        while x < end, row[x] == 0 { x += 1 }
        return x < end ? x : nil
    }

    /// Every pixel of `bounds` transparent.
    func clear(_ bounds: (x: Int, y: Int, width: Int, height: Int)) {
        for y in bounds.y..<(bounds.y + bounds.height) { (base + y * stride + bounds.x).update(repeating: 0, count: bounds.width) }
    }
}

extension LiftedFilter {
    /// Turns `picture`, the element's own picture, into the filter's output, which is then painted over
    /// what lies beneath as librsvg would have painted the filtered element.
    func apply(to picture: CairoCanvas) throws(RasterError) {
        try picture.withPixels { pixels in
            switch self {
            case .softShadow(let deviation, let region):
                softShadow(pixels, deviation: deviation, region: region)
            case .innerShadows(let shadows):
                // The merge's first layer is the element's own picture: each shadow goes over it.
                let alpha = pixels.plane(3)
                for shadow in shadows { shadow.paint(alpha: alpha, over: pixels) }
            }
        }
    }

    /// The blur of `picture`, in its place.
    private func softShadow(_ picture: PixelBuffer, deviation: Double, region: FilterRegion) {
        guard let bounds = picture.paintedBounds() else { return }
        // The filter region is a fraction of the element's bounding box, taken here from its painted pixels.
        let left = max(0, Int((Double(bounds.x) + region.x * Double(bounds.width)).rounded(.down)))
        let top = max(0, Int((Double(bounds.y) + region.y * Double(bounds.height)).rounded(.down)))
        let right = min(picture.width, Int((Double(bounds.x) + (region.x + region.width) * Double(bounds.width)).rounded(.up)))
        let bottom = min(picture.height, Int((Double(bounds.y) + (region.y + region.height) * Double(bounds.height)).rounded(.up)))
        let width = picture.width
        // A shadow in one colour (the labels' white) is that colour times its blurred alpha: one plane to blur, not four.
        if let color = picture.singleColor() {
            let alpha = Blur.gaussian(picture.plane(3), width: width, height: picture.height, deviation: deviation)
            picture.clear(bounds)
            guard left < right, top < bottom else { return }
            alpha.withUnsafeBufferPointer { alpha in
                for y in top..<bottom {
                    Words.forEachNonZero(alpha, from: y * width + left, to: y * width + right) { index in
                        let value = alpha[index]
                        picture[index - y * width, y] = Pixel.pack(
                            Pixel.multiply(color.blue, value), Pixel.multiply(color.green, value), Pixel.multiply(color.red, value), value)
                    }
                }
            }
            return
        }
        let planes = (0..<4).map { Blur.gaussian(picture.plane($0), width: width, height: picture.height, deviation: deviation) }
        picture.clear(bounds)
        guard left < right, top < bottom else { return }
        for y in top..<bottom {
            for x in left..<right {
                let index = y * width + x
                picture[x, y] = Pixel.pack(planes[0][index], planes[1][index], planes[2][index], planes[3][index])
            }
        }
    }
}

/// Skipping eight bytes at a time where a plane is empty: most of a picture's rows are mostly margin or inside.
enum Words {
    /// Calls `body` with each index in `start..<end` whose byte is not zero.
    @inline(__always) static func forEachNonZero(_ plane: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ body: (Int) -> Void) {
        var index = start
        while index < end {
            if index + 8 <= end, load(plane, index) == 0 {
                index += 8
                continue
            }
            if plane[index] != 0 { body(index) }
            index += 1
        }
    }

    @inline(__always) static func load(_ plane: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt64 {
        UnsafeRawPointer(plane.baseAddress! + index).loadUnaligned(as: UInt64.self)
    }
}

extension LiftedFilter.InnerShadow {
    /// The flood colour where the shape's alpha is and its offset (and blurred) copy is not, over `canvas`.
    func paint(alpha: [UInt8], over canvas: PixelBuffer) {
        let (width, height) = (canvas.width, canvas.height)
        let mask = blur > 0 ? Blur.gaussian(alpha, width: width, height: height, deviation: blur) : alpha
        let flood = (r: Pixel.multiply(color.0, color.3), g: Pixel.multiply(color.1, color.3), b: Pixel.multiply(color.2, color.3), a: color.3)
        alpha.withUnsafeBufferPointer { alpha in
            mask.withUnsafeBufferPointer { mask in
                func paintPixel(_ x: Int, _ y: Int, inside: UInt8, covered: UInt8) {
                    guard inside != 0, covered != 255 else { return }
                    // `flood out mask`, then `in SourceAlpha`, each rounded to 8 bits as librsvg's surfaces are.
                    let missing = 255 - covered
                    let shadow = Pixel.pack(
                        Pixel.multiply(Pixel.multiply(flood.r, missing), inside), Pixel.multiply(Pixel.multiply(flood.g, missing), inside),
                        Pixel.multiply(Pixel.multiply(flood.b, missing), inside), Pixel.multiply(Pixel.multiply(flood.a, missing), inside))
                    canvas[x, y] = Pixel.over(shadow, canvas[x, y])
                }
                // Where the mask's copy falls off the picture it is transparent.
                let (first, last) = (max(0, dx), min(width, width + dx))
                for y in 0..<height {
                    let row = y * width
                    let maskY = y - dy
                    guard maskY >= 0, maskY < height, first < last else {
                        Words.forEachNonZero(alpha, from: row, to: row + width) { paintPixel($0 - row, y, inside: alpha[$0], covered: 0) }
                        continue
                    }
                    let maskRow = maskY * width - dx
                    for x in 0..<first { paintPixel(x, y, inside: alpha[row + x], covered: 0) }
                    for x in last..<width { paintPixel(x, y, inside: alpha[row + x], covered: 0) }
                    var x = first
                    while x < last {
                        // Eight at a time where nothing shows: outside the shape, or where its copy covers it all.
                        if x + 8 <= last, Words.load(alpha, row + x) == 0 || Words.load(mask, maskRow + x) == .max {
                            x += 8
                            continue
                        }
                        paintPixel(x, y, inside: alpha[row + x], covered: mask[maskRow + x])
                        x += 1
                    }
                }
            }
        }
    }
}

extension PixelBuffer {
    /// The straight colour every painted pixel has, when they all have one.
    func singleColor() -> (red: UInt8, green: UInt8, blue: UInt8)? {
        var opaque: UInt32?
        for y in 0..<height where opaque == nil {
            let row = base + y * stride
            var x = 0
            while let painted = Self.firstPainted(row, from: x, to: width) {
                if row[painted] >> 24 == 255 {
                    opaque = row[painted]
                    break
                }
                x = painted + 1
            }
        }
        guard let opaque else { return nil }
        let color = (red: UInt8(truncatingIfNeeded: opaque >> 16), green: UInt8(truncatingIfNeeded: opaque >> 8), blue: UInt8(truncatingIfNeeded: opaque))
        for y in 0..<height {
            let row = base + y * stride
            var x = 0
            while let painted = Self.firstPainted(row, from: x, to: width) {
                let pixel = row[painted]
                let alpha = UInt8(truncatingIfNeeded: pixel >> 24)
                if pixel != opaque {
                    let expected = Pixel.pack(Pixel.multiply(color.blue, alpha), Pixel.multiply(color.green, alpha), Pixel.multiply(color.red, alpha), alpha)
                    guard pixel == expected else { return nil }
                }
                x = painted + 1
            }
        }
        return color
    }

    /// One channel of every pixel: 0 blue, 1 green, 2 red, 3 alpha (the bytes' order in memory).
    func plane(_ channel: Int) -> [UInt8] {
        let shift = UInt32(channel * 8)
        var plane = [UInt8](repeating: 0, count: width * height)
        plane.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for x in 0..<width { out[y * width + x] = UInt8(truncatingIfNeeded: self[x, y] >> shift) }
            }
        }
        return plane
    }
}

/// Premultiplied 8-bit arithmetic as pixman does it.
enum Pixel {
    /// `a × b / 255`, rounded.
    @inline(__always) static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        let t = UInt32(a) * UInt32(b) + 128
        return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
    }

    @inline(__always) static func pack(_ blue: UInt8, _ green: UInt8, _ red: UInt8, _ alpha: UInt8) -> UInt32 {
        UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// `source` over `backdrop`, both premultiplied: two channels at a time, as pixman's `UN8x4_MUL_UN8_ADD_UN8x4`.
    @inline(__always) static func over(_ source: UInt32, _ backdrop: UInt32) -> UInt32 {
        let rest = 255 - source >> 24
        if rest == 0 { return source }
        func scaled(_ pair: UInt32) -> UInt32 {
            let t = pair &* rest &+ 0x0080_0080
            return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        }
        return source &+ (scaled(backdrop & 0x00FF_00FF) | scaled((backdrop >> 8) & 0x00FF_00FF) << 8)
    }
}
