/// A component's still picture as PNG, drawn by librsvg: the second renderer the tests compare against,
/// so the PNG shows what the SVG shows.
package enum PNG {
    /// The scales a PNG is made at: @1x, @2x and @3x, as iOS names its images.
    package static let scales = 1...3
    /// The largest side, in pixels, a PNG may have: beyond this, image tools and browsers refuse it.
    package static let maximumSide = 16_384

    /// The PNG of `svg` at `scale` pixels per point: 8-bit RGBA, no metadata, so the same SVG gives the
    /// same bytes on every run.
    ///
    /// - Throws: `RasterError` when librsvg is not installed, the SVG does not parse, `scale` is not one
    ///   of `scales`, or the picture would exceed `maximumSide`, the last two before anything is drawn.
    package static func render(_ svg: String, scale: Int) throws(RasterError) -> [UInt8] {
        let canvas = try draw(svg, scale: scale)
        return try canvas.withPixels { pixels throws(RasterError) in
            try PNGEncoder.encode(width: pixels.width, height: pixels.height) { y, row in
                let argb = UnsafeRawPointer(pixels.base + y * pixels.stride).assumingMemoryBound(to: UInt8.self)
                RGBAImage.writeSubFilteredRow(argb, width: pixels.width, to: row)
            }
        }
    }

    /// The pixels `render` encodes.
    static func image(_ svg: String, scale: Int) throws(RasterError) -> RGBAImage {
        try draw(svg, scale: scale).image()
    }

    private static func draw(_ svg: String, scale: Int) throws(RasterError) -> CairoCanvas {
        guard scales.contains(scale) else { throw .scaleOutOfRange(scale) }
        let library = try Librsvg.shared()
        let tree = SVGTree(svg)
        // A picture drawn in parts is parsed part by part: librsvg parses the whole only for its size, when
        // the size is not written in plain numbers, or to draw it whole.
        var document: RsvgDocument?
        let size: (width: Double, height: Double)
        if let declared = tree?.declaredSize {
            size = declared
        } else {
            let parsed = try library.parse(svg)
            (document, size) = (parsed, parsed.size)
        }
        let width = Int((size.width * Double(scale)).rounded(.up))
        let height = Int((size.height * Double(scale)).rounded(.up))
        guard width <= maximumSide, height <= maximumSide else {
            throw .tooLarge(width: width, height: height)
        }
        guard width > 0, height > 0 else { throw .invalidSVG("the picture has no size") }
        if let plan = tree.flatMap({ LayerPlan(tree: $0, width: width, height: height) }) {
            return try library.draw(plan, width: width, height: height)
        }
        return try library.draw(svg, parsed: document, width: width, height: height)
    }

    /// What a PNG's pixels depend on besides its SVG and scale: this drawing code's revision and librsvg's
    /// version. A cache of PNGs keys its files by it, so a new vitrine or librsvg never serves an old picture.
    /// The bytes depend on zlib's deflate too, left out here: a file another zlib wrote holds the same
    /// pixels.
    ///
    /// - Throws: `RasterError.librsvgMissing` when librsvg cannot be loaded.
    package static func rendererIdentity() throws(RasterError) -> String {
        "vitrine-png \(drawingRevision) librsvg \(try Librsvg.shared().version)"
    }

    /// Raised whenever a change to the drawing or encoding code changes any PNG's bytes.
    static let drawingRevision = 5

    /// The file name of a preset's PNG at `scale`: `name.png` at @1x, `name@2x.png` above, as iOS names them.
    package static func fileName(_ name: String, scale: Int) -> String {
        scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png"
    }
}
