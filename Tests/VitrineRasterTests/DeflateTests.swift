import Testing
@testable import VitrineRaster
import VitrinePlatform

/// vitrine's own deflate, read back by zlib: every kind of row, chunked and in several blocks.
@Suite("Deflate")
struct DeflateTests {
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

    /// Small, chunked (over 512 KB of rows), wider than deflate's window (no match one row up), and noise
    /// enough for several blocks in a chunk.
    @Test("zlib reads back exactly the rows written", arguments: Rows.allCases, [(3, 1), (700, 400), (9_000, 20), (1_000, 600)])
    func roundTrip(kind: Rows, size: (width: Int, height: Int)) throws {
        let encoder = try Librsvg.shared().encoder
        let rowLength = 1 + size.width * 4
        let png = try encoder.encode(width: size.width, height: size.height) { y, row in
            let bytes = Self.row(kind, y: y, length: rowLength - 1)
            bytes.withUnsafeBytes { row.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
        var expected: [UInt8] = []
        for y in 0..<size.height { expected += [PNGEncoder.subFilter] + Self.row(kind, y: y, length: rowLength - 1) }
        #expect(try Zlib.uncompress(Self.idat(png), size: expected.count) == expected, "\(kind) \(size)")
        #expect(try encoder.encode(width: size.width, height: size.height) { y, row in
            Self.row(kind, y: y, length: rowLength - 1).withUnsafeBytes { row.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        } == png)
    }

    @Test("Huffman codes are complete, prefix-free and no longer than their limit")
    func huffmanCodes() {
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let cases: [([Int], Int)] = [(fibonacci, 15), (fibonacci, 7), ([5] + [Int](repeating: 0, count: 285), 15), ([Int](repeating: 0, count: 30), 15),
                                     ((0..<286).map { $0 % 3 == 0 ? $0 : 0 }, 15), ([3, 3, 3, 3], 2)]
        for (frequencies, limit) in cases {
            let code = HuffmanCode(frequencies: frequencies, limit: limit)
            let used = code.lengths.indices.filter { code.lengths[$0] > 0 }
            #expect(used.count >= 2 && code.lengths.allSatisfy { Int($0) <= limit }, "\(frequencies) within \(limit)")
            // Kraft's sum is exactly one: every bit string starts some code.
            #expect(used.reduce(0.0) { $0 + 1 / Double(1 << Int(code.lengths[$1])) } == 1, "\(code.lengths)")
            let written = Set(used.map { "\(code.codes[$0]):\(code.lengths[$0])" })
            #expect(written.count == used.count)
            // Read most significant bit first, no code is the start of another.
            let strings = used.map { symbol in
                (0..<Int(code.lengths[symbol])).map { bit in code.codes[symbol] >> UInt32(bit) & 1 == 1 ? "1" : "0" }.joined()
            }
            for a in strings { for b in strings where a != b { #expect(!b.hasPrefix(a)) } }
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

/// zlib's own inflate, with the Adler-32 check of the stream.
enum Zlib {
    struct Failure: Error { let status: Int32 }
    typealias Uncompress = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt) -> Int32

    static func uncompress(_ stream: [UInt8], size: Int) throws -> [UInt8] {
        let library = try #require(dlopen("libz.so.1", RTLD_NOW))
        let uncompress = unsafeBitCast(try #require(dlsym(library, "uncompress")), to: Uncompress.self)
        var output = [UInt8](repeating: 0, count: size + 16)
        var length = UInt(output.count)
        let status = output.withUnsafeMutableBufferPointer { out in
            stream.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, UInt($0.count)) }
        }
        guard status == 0 else { throw Failure(status: status) }
        return Array(output.prefix(Int(length)))
    }
}
