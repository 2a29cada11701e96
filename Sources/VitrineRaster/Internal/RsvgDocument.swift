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

    /// `document` drawn whole on a new canvas.
    func draw(_ document: RsvgDocument, width: Int, height: Int) throws(RasterError) -> CairoCanvas {
        let canvas = try CairoCanvas(library: self, width: width, height: height)
        try document.draw(on: canvas)
        return canvas
    }
}
