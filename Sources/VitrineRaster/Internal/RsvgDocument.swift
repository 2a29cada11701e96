import Dispatch

/// One parsed SVG, ready to be drawn at any size.
final class RsvgDocument {
    private let library: Librsvg
    private let handle: OpaquePointer
    /// The size the SVG declares, in CSS pixels (points for vitrine's SVGs).
    let size: (width: Double, height: Double)

    init(library: Librsvg, handle: OpaquePointer, size: (width: Double, height: Double)) {
        self.library = library
        self.handle = handle
        self.size = size
    }

    deinit { library.unreference(handle) }

    /// Paints the picture, scaled to the canvas, over what the canvas holds; on a band of rows from `top`
    /// of a picture `height` pixels high, that band of it.
    func draw(on canvas: CairoCanvas, top: Int = 0, height: Int? = nil) throws(RasterError) {
        // RsvgRectangle: x, y, width, height as doubles.
        var viewport = [0, -Double(top), Double(canvas.width), Double(height ?? canvas.height)]
        var error: OpaquePointer?
        let drawn = viewport.withUnsafeMutableBytes { library.renderDocument(handle, canvas.context, $0.baseAddress, &error) }
        guard drawn != 0 else { throw .drawing(library.message(of: error)) }
    }
}

extension Librsvg {
    func parse(_ svg: String) throws(RasterError) -> RsvgDocument {
        var error: OpaquePointer?
        let bytes = Array(svg.utf8)
        guard let handle = bytes.withUnsafeBufferPointer({ newFromData($0.baseAddress, $0.count, &error) }) else {
            throw .invalidSVG(message(of: error))
        }
        var width = 0.0
        var height = 0.0
        guard intrinsicSize(handle, &width, &height) != 0 else {
            unreference(handle)
            throw .invalidSVG("it declares no width and height")
        }
        return RsvgDocument(library: self, handle: handle, size: (width, height))
    }

    /// `svg` drawn whole on a new canvas. A large picture of plain paint is drawn in bands of rows, one per
    /// core: each band is the same drawing moved up a whole number of pixels, which gives the same pixels.
    /// A filter reads its neighbours, and pixman's gradients round differently when moved, so pictures
    /// with either are drawn in one piece.
    func draw(_ svg: String, parsed: RsvgDocument?, width: Int, height: Int) throws(RasterError) -> CairoCanvas {
        let canvas = try CairoCanvas(library: self, width: width, height: height)
        let bands = Self.bandCount(svg, width: width, height: height)
        guard bands > 1 else {
            if let parsed { try parsed.draw(on: canvas) } else { try parse(svg).draw(on: canvas) }
            return canvas
        }
        let failures = UnsafeMutableBufferPointer<RasterError?>.allocate(capacity: bands)
        failures.initialize(repeating: nil)
        defer {
            failures.deinitialize()
            failures.deallocate()
        }
        do {
            nonisolated(unsafe) let failures = failures
            // Each band parses its own document (librsvg's handles are not shared between threads) and
            // writes its own rows and its own slot.
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let rows = (band * height / bands)..<((band + 1) * height / bands)
                do throws(RasterError) {
                    try parse(svg).draw(on: CairoCanvas(rows: rows, of: canvas), top: rows.lowerBound, height: height)
                } catch {
                    failures[band] = error
                }
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        return canvas
    }

    /// How many bands `svg` is drawn in at `width` × `height`: two from about an iPhone's screen at @2x.
    static func bandCount(_ svg: String, width: Int, height: Int) -> Int {
        let plainPaint = !["filter", "Gradient", "pattern"].contains { svg.contains($0) }
        return plainPaint && width * height >= 512 * 1024 ? 2 : 1
    }
}
