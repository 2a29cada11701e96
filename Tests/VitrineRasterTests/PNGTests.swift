import Testing
import Vitrine
@testable import VitrineRaster
import VitrinePlatform

@Suite("PNG")
struct PNGTests {
    @Test("A PNG has the SVG's size times the scale, and the same bytes on every run")
    func sizeAndDeterminism() throws {
        let svg = try Components.named("activity-indicator").render([])
        for scale in PNG.scales {
            let png = try PNG.render(svg, scale: scale)
            let header = try PNGHeader(png)
            #expect(header.width == 20 * scale && header.height == 20 * scale)
            #expect(header.colorType == 6, "8-bit RGBA")
            #expect(try PNG.render(svg, scale: scale) == png)
        }
    }

    @Test("No metadata: only the image's own chunks")
    func metadataFree() throws {
        let png = try PNG.render(try Components.named("veil").render([]), scale: 1)
        #expect(Set(try PNGHeader(png).chunkTypes).isSubset(of: ["IHDR", "IDAT", "IEND"]))
    }

    @Test("The pixels are the picture: the veil's white card in the middle of its translucent grey layer")
    func drawn() throws {
        let image = try PNG.image(try Components.named("veil").render([]), scale: 2)
        #expect(image.width == 640 && image.height == 960)
        // The layer is #aaaaaa at 0.8 (alpha 204); the card, inside it, is white at the same opacity.
        #expect(image[2, 2] == [0xAA, 0xAA, 0xAA, 204])
        #expect(image[320, 480 - 40] == [0xFF, 0xFF, 0xFF, 204], "the card above the spinner")
    }

    @Test("Premultiplied cairo pixels come out straight, rounded as cairo rounds")
    func straightAlpha() {
        // B, G, R, A in memory: half-transparent grey premultiplied to 0x40 out of 0x80.
        let argb: [UInt8] = [0x40, 0x40, 0x40, 0x80, 0, 0, 0, 0, 0x10, 0x20, 0x30, 0xFF]
        let image = argb.withUnsafeBufferPointer { RGBAImage(width: 3, height: 1, stride: 12, argb: $0.baseAddress!) }
        #expect(image.pixels == [0x80, 0x80, 0x80, 0x80, 0, 0, 0, 0, 0x30, 0x20, 0x10, 0xFF])
    }

    @Test("A scale outside 1…3 and a picture over 16,384 px are refused before drawing")
    func refusals() throws {
        let svg = try Components.named("activity-indicator").render([])
        #expect(throws: RasterError.scaleOutOfRange(4)) { try PNG.render(svg, scale: 4) }
        let huge = #"<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="10" viewBox="0 0 9000 10"/>"#
        #expect(throws: RasterError.tooLarge(width: 18_000, height: 20)) { try PNG.render(huge, scale: 2) }
    }

    @Test("A document librsvg cannot read is an error with its reason")
    func invalid() {
        #expect {
            try PNG.render("<svg", scale: 1)
        } throws: { error in
            guard case .invalidSVG(let reason) = error as? RasterError else { return false }
            return !reason.isEmpty
        }
    }

    @Test("Without librsvg, the error names what was looked for and what to install")
    func missingLibrary() {
        guard case .failure(let error) = Librsvg.load(from: ["libvitrine-no-such-library.so.9"]) else {
            Issue.record("a library that does not exist was loaded")
            return
        }
        guard case .librsvgMissing(let detail) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(detail.contains("libvitrine-no-such-library.so.9"), "dlopen's reason: \(detail)")
        #expect(error.description.contains("apt-get install librsvg2-2"))
        #expect(throws: Never.self) { try Librsvg.load(from: Librsvg.candidates).get() }
    }

    @Test("A picture deflated in chunks on several cores is one PNG that libpng reads back to the pixels drawn",
          arguments: [("keyboard", "ipad-landscape", 3), ("keyboard", "qwerty", 2), ("activity-indicator", "white-large", 1)])
    func chunkedDeflate(component: String, preset: String, scale: Int) throws {
        let svg = try Components.named(component).render([Argument("preset", preset)])
        let png = try PNG.render(svg, scale: scale)
        let header = try PNGHeader(png)
        let chunks = PNGEncoder.chunkCount(bytes: header.height * (1 + header.width * 4))
        #expect(chunks == (component == "activity-indicator" ? 1 : component == "keyboard" && scale == 3 ? 4 : 2))
        let decoded = try LibpngReader.read(png)
        #expect(decoded == (try PNG.image(svg, scale: scale)), "\(component)/\(preset) @\(scale)x in \(chunks) chunks")
        #expect(try PNG.render(svg, scale: scale) == png)
    }

    @Test("A large picture of plain paint, drawn in bands of rows on several cores, is the picture drawn whole")
    func bandsAreTheWhole() throws {
        let library = try Librsvg.shared()
        var banded = 0
        for preset in Catalog.presets {
            let svg = try Components.named(preset.component).render([Argument("preset", preset.name)])
            guard LayerPlan(svg: svg, width: 1, height: 1) == nil else { continue }
            let document = try library.parse(svg)
            for scale in PNG.scales {
                let (width, height) = (Int((document.size.width * Double(scale)).rounded(.up)), Int((document.size.height * Double(scale)).rounded(.up)))
                guard Librsvg.bandCount(svg, width: width, height: height) > 1 else { continue }
                banded += 1
                let whole = try CairoCanvas(library: library, width: width, height: height)
                try document.draw(on: whole)
                #expect(try PNG.image(svg, scale: scale) == whole.image(), "\(preset.component)/\(preset.name) @\(scale)x")
            }
        }
        #expect(banded >= 20, "the veils, loading views and HUDs at @2x and @3x are drawn in bands")
    }

    @Test("Adler-32 is zlib's, over runs of zeros, mixed bytes, odd tails and more than a block")
    func adler32() throws {
        typealias ZlibAdler32 = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt
        let zlib = try #require(dlopen("libz.so.1", RTLD_NOW))
        let reference = unsafeBitCast(try #require(dlsym(zlib, "adler32")), to: ZlibAdler32.self)
        // The same bytes on every run: a failure can be reproduced.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var inputs: [[UInt8]] = [[], [7], [UInt8](repeating: 0, count: 4_099), [UInt8](repeating: 255, count: 3_000_001)]
        inputs.append((0..<2_500_003).map { _ in next() })
        inputs.append((0..<1_100_000).map { index in index % 97 < 80 ? 0 : next() })
        for input in inputs {
            let expected = input.withUnsafeBufferPointer { UInt32(reference(1, $0.baseAddress, UInt32($0.count))) }
            #expect(input.withUnsafeBytes { Adler32.update(1, with: $0) } == expected, "\(input.count) bytes")
            // In two calls, as bands of a picture come.
            let half = input.count / 2
            let chained = input.withUnsafeBytes { bytes in
                Adler32.update(Adler32.update(1, with: UnsafeRawBufferPointer(rebasing: bytes[..<half])), with: UnsafeRawBufferPointer(rebasing: bytes[half...]))
            }
            #expect(chained == expected, "\(input.count) bytes in two parts")
        }
    }

    @Test("File names follow iOS: name.png, name@2x.png, name@3x.png")
    func fileNames() {
        #expect(PNG.scales.map { PNG.fileName("veil", scale: $0) } == ["veil.png", "veil@2x.png", "veil@3x.png"])
    }
}

/// The parts of a PNG file the tests check: IHDR's size and colour type, and the chunks in order.
struct PNGHeader {
    let width: Int
    let height: Int
    let colorType: UInt8
    let chunkTypes: [String]

    struct Malformed: Error {}

    init(_ bytes: [UInt8]) throws {
        guard bytes.count > 33, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw Malformed() }
        func integer(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = integer(16)
        height = integer(20)
        colorType = bytes[25]
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + integer(offset)
        }
        chunkTypes = types
    }
}

/// A PNG read back through cairo's reader, which is libpng (and zlib, checking the stream's Adler-32).
enum LibpngReader {
    struct Unreadable: Error {}

    typealias FromFile = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    typealias Status = @convention(c) (OpaquePointer?) -> Int32
    typealias Data = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<UInt8>?
    typealias Destroy = @convention(c) (OpaquePointer?) -> Void

    static func read(_ png: [UInt8]) throws -> RGBAImage {
        guard let cairo = dlopen("libcairo.so.2", RTLD_NOW) else { throw Unreadable() }
        func symbol<T>(_ name: String, _: T.Type) throws -> T {
            guard let address = dlsym(cairo, name) else { throw Unreadable() }
            return unsafeBitCast(address, to: T.self)
        }
        let path = "/tmp/vitrine-png-test-\(getpid())-\(png.count).png"
        guard let file = fopen(path, "wb") else { throw Unreadable() }
        fwrite(png, 1, png.count, file)
        fclose(file)
        defer { unlink(path) }
        let surface = try symbol("cairo_image_surface_create_from_png", FromFile.self)(path)
        defer { try? symbol("cairo_surface_destroy", Destroy.self)(surface) }
        guard try symbol("cairo_surface_status", Status.self)(surface) == 0,
              let pixels = try symbol("cairo_image_surface_get_data", Data.self)(surface) else { throw Unreadable() }
        return RGBAImage(
            width: Int(try symbol("cairo_image_surface_get_width", Status.self)(surface)),
            height: Int(try symbol("cairo_image_surface_get_height", Status.self)(surface)),
            stride: Int(try symbol("cairo_image_surface_get_stride", Status.self)(surface)), argb: pixels)
    }
}
