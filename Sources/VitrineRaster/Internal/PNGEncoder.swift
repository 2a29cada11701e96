/// Encodes pixels as PNG. Not cairo's own writer: libpng tries five filters on every row and that
/// took most of the time of a large PNG; one filter (`Sub`, which leaves flat runs and vertical
/// gradients as zeros) does almost as well in a fraction of it. zlib's level 3 deflates an iPad-sized
/// picture in about two thirds of the default level's time, for files about a quarter larger.
///
/// Rows are filtered into a small band and deflated as they come, so a picture never exists twice in
/// memory: fresh memory costs a page fault per 4 KB, which was a third of a large picture's time.
struct PNGEncoder {
    typealias DeflateInit = @convention(c) (
        UnsafeMutableRawPointer?, Int32, Int32, Int32, Int32, Int32, UnsafePointer<CChar>?, Int32
    ) -> Int32
    typealias Deflate = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    typealias DeflateEnd = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    typealias Version = @convention(c) () -> UnsafePointer<CChar>?
    typealias CRC32 = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt

    let deflateInit: DeflateInit
    let deflate: Deflate
    let deflateEnd: DeflateEnd
    let version: Version
    let crc32: CRC32

    /// The filter every row is written with: `Sub`, each byte minus the one four to its left.
    static let subFilter: UInt8 = 1

    /// - Parameter writeRow: writes row `y` of the picture, filtered with `subFilter`, where it is told.
    func encode(width: Int, height: Int, writeRow: (_ y: Int, UnsafeMutableRawPointer) -> Void) throws(RasterError) -> [UInt8] {
        let rowLength = 1 + width * 4
        let bandRows = max(1, min(height, Self.bandSize / rowLength))
        let band = UnsafeMutableRawPointer.allocate(byteCount: bandRows * rowLength, alignment: 16)
        defer { band.deallocate() }
        var stream = try DeflateStream(self)
        defer { stream.end() }
        var compressed: [UInt8] = []
        var y = 0
        while y < height {
            let rows = min(bandRows, height - y)
            for row in 0..<rows {
                let start = band + row * rowLength
                start.storeBytes(of: Self.subFilter, as: UInt8.self)
                writeRow(y + row, start + 1)
            }
            y += rows
            try stream.deflate(UnsafeRawBufferPointer(start: band, count: rows * rowLength), finish: y == height, into: &compressed)
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(compressed.count + 64)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// About this much filtered picture is deflated at a time: small enough to stay in the cache.
    private static let bandSize = 256 * 1024

    private func appendChunk(_ type: StaticString, _ data: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let start = png.count
        png += UnsafeBufferPointer(start: type.utf8Start, count: 4)
        png += data
        let checksum = png[start...].withContiguousStorageIfAvailable { crc32(0, $0.baseAddress, UInt32($0.count)) } ?? 0
        png.appendBigEndian(UInt32(checksum))
    }
}

/// zlib's `z_stream`, kept as the bytes zlib reads and writes: its fields at their LP64 offsets.
private struct DeflateStream {
    private static let size = 112
    private static let nextIn = 0, availableIn = 8, nextOut = 24, availableOut = 32
    private static let level: Int32 = 3, deflated: Int32 = 8, windowBits: Int32 = 15, memoryLevel: Int32 = 8, defaultStrategy: Int32 = 0
    private static let noFlush: Int32 = 0, finish: Int32 = 4, streamEnd: Int32 = 1, bufferError: Int32 = -5

    private let zlib: PNGEncoder
    private let state: UnsafeMutableRawPointer
    private let output = UnsafeMutablePointer<UInt8>.allocate(capacity: 64 * 1024)
    private let outputSize = 64 * 1024

    init(_ zlib: PNGEncoder) throws(RasterError) {
        self.zlib = zlib
        state = UnsafeMutableRawPointer.allocate(byteCount: Self.size, alignment: 16)
        state.initializeMemory(as: UInt8.self, repeating: 0, count: Self.size)
        let status = zlib.deflateInit(
            state, Self.level, Self.deflated, Self.windowBits, Self.memoryLevel, Self.defaultStrategy, zlib.version(), Int32(Self.size))
        guard status == 0 else {
            state.deallocate()
            output.deallocate()
            throw .drawing("zlib could not start (status \(status))")
        }
    }

    /// Deflates `input`, appending what zlib gives back; with `finish`, ends the stream.
    mutating func deflate(_ input: UnsafeRawBufferPointer, finish: Bool, into compressed: inout [UInt8]) throws(RasterError) {
        state.storeBytes(of: input.baseAddress, toByteOffset: Self.nextIn, as: UnsafeRawPointer?.self)
        state.storeBytes(of: UInt32(input.count), toByteOffset: Self.availableIn, as: UInt32.self)
        while true {
            state.storeBytes(of: UnsafeMutableRawPointer(output), toByteOffset: Self.nextOut, as: UnsafeMutableRawPointer?.self)
            state.storeBytes(of: UInt32(outputSize), toByteOffset: Self.availableOut, as: UInt32.self)
            let status = zlib.deflate(state, finish ? Self.finish : Self.noFlush)
            guard status >= 0 || status == Self.bufferError else { throw .drawing("zlib status \(status)") }
            let left = Int(state.load(fromByteOffset: Self.availableOut, as: UInt32.self))
            compressed.append(contentsOf: UnsafeBufferPointer(start: output, count: outputSize - left))
            if finish ? status == Self.streamEnd : (left > 0 && state.load(fromByteOffset: Self.availableIn, as: UInt32.self) == 0) { return }
        }
    }

    func end() {
        _ = zlib.deflateEnd(state)
        state.deallocate()
        output.deallocate()
    }
}

private extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
