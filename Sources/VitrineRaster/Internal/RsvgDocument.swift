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

    /// Paints the picture, scaled to the canvas, over what the canvas holds.
    func draw(on canvas: CairoCanvas) throws(RasterError) {
        // RsvgRectangle: x, y, width, height as doubles.
        var viewport = [0, 0, Double(canvas.width), Double(canvas.height)]
        var error: OpaquePointer?
        let drawn = viewport.withUnsafeMutableBytes { library.renderDocument(handle, canvas.context, $0.baseAddress, &error) }
        guard drawn != 0 else { throw .drawing(library.message(of: error)) }
    }
}

/// A cairo image surface and a context drawing on it, transparent to begin with.
final class CairoCanvas {
    private let library: Librsvg
    let surface: OpaquePointer
    let context: OpaquePointer
    let width: Int
    let height: Int

    /// cairo's 32-bit premultiplied ARGB, which `PNGEncoder` turns into 8-bit RGBA.
    private static let formatARGB32: Int32 = 0

    init(library: Librsvg, width: Int, height: Int) throws(RasterError) {
        guard let surface = library.createSurface(Self.formatARGB32, Int32(width), Int32(height)) else {
            throw .drawing("no surface")
        }
        let status = library.surfaceStatus(surface)
        guard status == 0, let context = library.createContext(surface) else {
            library.destroySurface(surface)
            throw .drawing(library.statusText(status).map { String(cString: $0) } ?? "cairo status \(status)")
        }
        (self.library, self.surface, self.context, self.width, self.height) = (library, surface, context, width, height)
    }

    deinit {
        library.destroyContext(context)
        library.destroySurface(surface)
    }

    /// The pixels, for reading and changing between cairo's own drawing.
    func withPixels<Result>(_ body: (PixelBuffer) throws(RasterError) -> Result) throws(RasterError) -> Result {
        library.flush(surface)
        guard let bytes = library.pixels(surface) else { throw .drawing("no pixels") }
        defer { library.markDirty(surface) }
        let stride = Int(library.stride(surface))
        return try bytes.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { pixels throws(RasterError) in
            try body(PixelBuffer(base: pixels, width: width, height: height, stride: stride / 4))
        }
    }

    /// Paints `picture` over this canvas, as cairo composites.
    func paint(_ picture: CairoCanvas) {
        library.setSourceSurface(context, picture.surface, 0, 0)
        library.paint(context)
    }

    func image() throws(RasterError) -> RGBAImage {
        library.flush(surface)
        guard let pixels = library.pixels(surface) else { throw .drawing("no pixels") }
        return RGBAImage(width: width, height: height, stride: Int(library.stride(surface)), argb: pixels)
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

    /// The picture `svg` (already parsed as `document`) on a new canvas: in one go, or in the parts of
    /// `plan` when it has filters vitrine computes itself.
    func draw(_ document: RsvgDocument, plan: LayerPlan?, width: Int, height: Int) throws(RasterError) -> CairoCanvas {
        let canvas = try CairoCanvas(library: self, width: width, height: height)
        guard let plan else {
            try document.draw(on: canvas)
            return canvas
        }
        for step in plan.steps {
            switch step {
            case .draw(let part):
                try parse(part).draw(on: canvas)
            case .lifted(let source, let filter):
                let picture = try CairoCanvas(library: self, width: width, height: height)
                try parse(source).draw(on: picture)
                try filter.paint(source: picture, over: canvas)
            }
        }
        return canvas
    }
}
