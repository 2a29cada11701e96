/// A cairo image surface and a context drawing on it, transparent to begin with. Handed from the thread
/// that draws it to the one that paints it over another, never used by two threads at once.
final class CairoCanvas: @unchecked Sendable {
    private let library: Librsvg
    let surface: OpaquePointer
    let context: OpaquePointer
    let width: Int
    let height: Int

    /// cairo's 32-bit premultiplied ARGB, which `PNGEncoder` turns into 8-bit RGBA.
    private static let formatARGB32: Int32 = 0

    /// The canvas this one is a band of: kept alive while this one draws on its pixels.
    private let whole: CairoCanvas?

    init(library: Librsvg, width: Int, height: Int) throws(RasterError) {
        let surface = library.createSurface(Self.formatARGB32, Int32(width), Int32(height))
        (self.library, self.width, self.height, whole) = (library, width, height, nil)
        (self.surface, context) = try Self.context(library, surface)
    }

    /// A canvas over `rows` of `whole`'s pixels: drawing on it draws on those rows.
    init(rows: Range<Int>, of whole: CairoCanvas) throws(RasterError) {
        let library = whole.library
        library.flush(whole.surface)
        guard let pixels = library.pixels(whole.surface) else { throw .drawing("no pixels") }
        let stride = library.stride(whole.surface)
        let surface = library.createSurfaceForData(
            pixels + rows.lowerBound * Int(stride), Self.formatARGB32, Int32(whole.width), Int32(rows.count), stride)
        (self.library, width, height, self.whole) = (library, whole.width, rows.count, whole)
        (self.surface, context) = try Self.context(library, surface)
    }

    private static func context(_ library: Librsvg, _ surface: OpaquePointer?) throws(RasterError) -> (OpaquePointer, OpaquePointer) {
        guard let surface else { throw .drawing("no surface") }
        let status = library.surfaceStatus(surface)
        guard status == 0, let context = library.createContext(surface) else {
            library.destroySurface(surface)
            throw .drawing(library.statusText(status).map { String(cString: $0) } ?? "cairo status \(status)")
        }
        return (surface, context)
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
