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
