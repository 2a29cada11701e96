import Testing
@testable import VitrineRaster
import VitrinePlatform

/// The PNG encoder's zlib stream, read back by zlib's own inflate: every kind of row, in one chunk and in
/// several deflated on different cores.
@Suite("PNG stream")
struct PNGStreamTests {
    enum Rows: String, CaseIterable {
        case zeros, noise, repeatedRows, gradient, mixed
    }

    /// The filtered bytes of row `y` (after its filter byte), the same on every run.
    static func row(_ kind: Rows, y: Int, length: Int) -> [UInt8] {
        var state = UInt64(truncatingIfNeeded: y) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        switch kind {
        case .zeros: return [UInt8](repeating: 0, count: length)
        case .noise: return (0..<length).map { _ in next() }
        case .repeatedRows: return (0..<length).map { UInt8(truncatingIfNeeded: $0 * 7 / 5) }
        case .gradient: return (0..<length).map { $0 % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: y + $0 / 4) }
        case .mixed: return (0..<length).map { x in x % 97 < 60 ? 0 : x % 97 < 80 ? UInt8(truncatingIfNeeded: y) : next() }
        }
    }

    static func encode(_ kind: Rows, width: Int, height: Int) throws -> [UInt8] {
        try PNGEncoder.encode(width: width, height: height) { y, row in
            Self.row(kind, y: y, length: width * 4).withUnsafeBytes { row.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
    }

    /// Small, chunked (over 512 KB of rows), wider than deflate's window (a chunk primed with part of a
    /// row), and chunked with more than a band (256 KB) to a chunk.
    @Test("zlib reads back exactly the rows written, the same bytes every time",
          arguments: Rows.allCases, [(3, 1), (700, 400), (9_000, 40), (1_000, 600)])
    func roundTrip(kind: Rows, size: (width: Int, height: Int)) throws {
        let png = try Self.encode(kind, width: size.width, height: size.height)
        var expected: [UInt8] = []
        for y in 0..<size.height { expected += [PNGEncoder.subFilter] + Self.row(kind, y: y, length: size.width * 4) }
        #expect(try Zlib.uncompress(Self.idat(png), size: expected.count) == expected, "\(kind) \(size)")
        #expect(try Self.encode(kind, width: size.width, height: size.height) == png)
    }

    /// One chunk of several bands: zlib is handed the rows a band at a time.
    @Test("A picture of one chunk is exactly what zlib's own compress2 writes at the encoder's level")
    func oneChunkIsZlibsOwnStream() throws {
        for kind in Rows.allCases {
            let (width, height) = (300, 500)
            #expect(PNGEncoder.chunkCount(bytes: height * (1 + width * 4)) == 1)
            var rows: [UInt8] = []
            for y in 0..<height { rows += [PNGEncoder.subFilter] + Self.row(kind, y: y, length: width * 4) }
            let png = try Self.encode(kind, width: width, height: height)
            #expect(try Self.idat(png) == Zlib.compress(rows, level: PNGEncoder.level), "\(kind)")
        }
    }

    @Test("The zlib header names a 32 KB window and the level's class, as zlib writes it")
    func header() throws {
        for level in Int32(1)...9 {
            let ours = PNGEncoder.zlibHeader(level: level)
            #expect(try Array(Zlib.compress([1, 2, 3], level: level).prefix(2)) == ours, "level \(level)")
        }
    }

    static func idat(_ png: [UInt8]) throws -> [UInt8] {
        var data: [UInt8] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if png[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) { data += png[offset + 8..<offset + 8 + length] }
            offset += 12 + length
        }
        return data
    }
}

/// zlib's own inflate, with the Adler-32 check of the stream, and its one-call deflate, looked up apart
/// from the encoder's own use of zlib.
enum Zlib {
    struct Failure: Error { let status: Int32 }
    typealias Uncompress = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt) -> Int32
    typealias Compress2 = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32) -> Int32

    static func function<T>(_ name: String, as type: T.Type) throws -> T {
        let library = try #require(dlopen("libz.so.1", RTLD_NOW))
        return unsafeBitCast(try #require(dlsym(library, name)), to: type)
    }

    static func uncompress(_ stream: [UInt8], size: Int) throws -> [UInt8] {
        let uncompress = try function("uncompress", as: Uncompress.self)
        var output = [UInt8](repeating: 0, count: size + 16)
        var length = UInt(output.count)
        let status = output.withUnsafeMutableBufferPointer { out in
            stream.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, UInt($0.count)) }
        }
        guard status == 0 else { throw Failure(status: status) }
        return Array(output.prefix(Int(length)))
    }

    static func compress(_ bytes: [UInt8], level: Int32) throws -> [UInt8] {
        let compress2 = try function("compress2", as: Compress2.self)
        var output = [UInt8](repeating: 0, count: bytes.count + bytes.count / 100 + 1_024)
        var length = UInt(output.count)
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { compress2(out.baseAddress, &length, $0.baseAddress, UInt($0.count), level) }
        }
        guard status == 0 else { throw Failure(status: status) }
        return Array(output.prefix(Int(length)))
    }
}
