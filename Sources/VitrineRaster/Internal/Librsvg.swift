import VitrinePlatform

/// librsvg and cairo, loaded when the first PNG is asked for. Loaded, not linked: `vitrine` runs without
/// them, and only PNG output says what to install.
struct Librsvg: Sendable {
    typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer?
    typealias IntrinsicSize = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
    typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    typealias CreateSurface = @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    typealias CreateSurfaceForData = @convention(c) (UnsafeMutablePointer<UInt8>?, Int32, Int32, Int32, Int32) -> OpaquePointer?
    typealias CreateContext = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias Release = @convention(c) (OpaquePointer?) -> Void
    typealias Status = @convention(c) (OpaquePointer?) -> Int32
    typealias StatusText = @convention(c) (Int32) -> UnsafePointer<CChar>?
    typealias SetSourceSurface = @convention(c) (OpaquePointer?, OpaquePointer?, Double, Double) -> Void
    typealias PixelData = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?

    let newFromData: NewFromData
    let intrinsicSize: IntrinsicSize
    let renderDocument: RenderDocument
    let createSurface: CreateSurface
    let createSurfaceForData: CreateSurfaceForData
    let createContext: CreateContext
    let destroyContext: Release
    let destroySurface: Release
    let surfaceStatus: Status
    let statusText: StatusText
    let unreference: Release
    let freeError: Release
    let flush: Release
    let markDirty: Release
    let setSourceSurface: SetSourceSurface
    let paint: Release
    let pixels: PixelData
    let stride: Status
    /// librsvg's own version, `major.minor.micro`: a different librsvg may draw a pixel differently.
    let version: String

    /// The library's names on each system, newest first.
    static let candidates = ["librsvg-2.so.2", "librsvg-2.so", "librsvg-2.2.dylib", "/opt/homebrew/lib/librsvg-2.2.dylib", "/usr/local/lib/librsvg-2.2.dylib"]

    private static let loaded: Result<Librsvg, RasterError> = load(from: candidates)

    static func shared() throws(RasterError) -> Librsvg {
        try loaded.get()
    }

    /// The first of `names` the system can load, with every function a PNG needs.
    static func load(from names: [String]) -> Result<Librsvg, RasterError> {
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(.librsvgMissing(reason))
        }
        // cairo and GObject come in with librsvg: a lookup through its handle finds them among its dependencies.
        func symbol<Function>(_ name: String, as type: Function.Type) throws(RasterError) -> Function {
            guard let address = dlsym(handle, name) else { throw .librsvgMissing("\(name) is missing; librsvg 2.52 or later is needed") }
            return unsafeBitCast(address, to: type)
        }
        do throws(RasterError) {
            let library = Librsvg(
                newFromData: try symbol("rsvg_handle_new_from_data", as: NewFromData.self),
                intrinsicSize: try symbol("rsvg_handle_get_intrinsic_size_in_pixels", as: IntrinsicSize.self),
                renderDocument: try symbol("rsvg_handle_render_document", as: RenderDocument.self),
                createSurface: try symbol("cairo_image_surface_create", as: CreateSurface.self),
                createSurfaceForData: try symbol("cairo_image_surface_create_for_data", as: CreateSurfaceForData.self),
                createContext: try symbol("cairo_create", as: CreateContext.self),
                destroyContext: try symbol("cairo_destroy", as: Release.self),
                destroySurface: try symbol("cairo_surface_destroy", as: Release.self),
                surfaceStatus: try symbol("cairo_surface_status", as: Status.self),
                statusText: try symbol("cairo_status_to_string", as: StatusText.self),
                unreference: try symbol("g_object_unref", as: Release.self),
                freeError: try symbol("g_error_free", as: Release.self),
                flush: try symbol("cairo_surface_flush", as: Release.self),
                markDirty: try symbol("cairo_surface_mark_dirty", as: Release.self),
                setSourceSurface: try symbol("cairo_set_source_surface", as: SetSourceSurface.self),
                paint: try symbol("cairo_paint", as: Release.self),
                pixels: try symbol("cairo_image_surface_get_data", as: PixelData.self),
                stride: try symbol("cairo_image_surface_get_stride", as: Status.self),
                version: ["rsvg_major_version", "rsvg_minor_version", "rsvg_micro_version"].map { (name: String) -> String in
                    dlsym(handle, name).map { String($0.load(as: UInt32.self)) } ?? "?"
                }.joined(separator: "."))
            // libxml2 sets itself up on its first parse, which is not safe on two threads at once, and the
            // parts of a picture are parsed in parallel.
            _ = try? library.parse(#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"#)
            return .success(library)
        } catch {
            return .failure(error)
        }
    }

    /// The text of a `GError` (its `message` follows the 32-bit domain and code), which this frees.
    func message(of error: OpaquePointer?) -> String {
        guard let error else { return "no reason given" }
        defer { freeError(error) }
        let text = UnsafeRawPointer(error).load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self)
        return text.map { String(cString: $0) } ?? "no reason given"
    }
}
