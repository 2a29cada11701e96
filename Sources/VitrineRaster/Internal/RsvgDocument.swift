/// One parsed SVG, ready to be drawn at any size.
final class RsvgDocument {
    private let library: Librsvg
    private let handle: OpaquePointer
    /// The size the SVG declares, in CSS pixels (points for vitrine's SVGs).
    let size: (width: Double, height: Double)

    /// cairo's 32-bit premultiplied ARGB, which `PNGEncoder` turns into 8-bit RGBA.
    private static let formatARGB32: Int32 = 0

    init(library: Librsvg, handle: OpaquePointer, size: (width: Double, height: Double)) {
        self.library = library
        self.handle = handle
        self.size = size
    }

    deinit { library.unreference(handle) }

    /// The picture scaled to `width` × `height` pixels.
    func draw(width: Int, height: Int) throws(RasterError) -> RGBAImage {
        guard let surface = library.createSurface(Self.formatARGB32, Int32(width), Int32(height)) else {
            throw .drawing("no surface")
        }
        defer { library.destroySurface(surface) }
        try check(library.surfaceStatus(surface))
        let context = library.createContext(surface)
        defer { library.destroyContext(context) }
        // RsvgRectangle: x, y, width, height as doubles.
        var viewport = [0, 0, Double(width), Double(height)]
        var error: OpaquePointer?
        let drawn = viewport.withUnsafeMutableBytes { library.renderDocument(handle, context, $0.baseAddress, &error) }
        guard drawn != 0 else { throw .drawing(library.message(of: error)) }
        library.flush(surface)
        guard let pixels = library.pixels(surface) else { throw .drawing("no pixels") }
        return RGBAImage(width: width, height: height, stride: Int(library.stride(surface)), argb: pixels)
    }

    private func check(_ status: Int32) throws(RasterError) {
        guard status != 0 else { return }
        throw .drawing(library.statusText(status).map { String(cString: $0) } ?? "cairo status \(status)")
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
}
