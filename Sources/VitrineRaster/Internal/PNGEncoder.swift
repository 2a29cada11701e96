import Dispatch

/// Encodes pixels as PNG. Not cairo's own writer: libpng tries five filters on every row and that
/// took most of the time of a large PNG; one filter (`Sub`, which leaves flat runs and vertical
/// gradients as zeros) does almost as well in a fraction of it. zlib's level 3 deflates an iPad-sized
/// picture in about two thirds of the default level's time, for files about a quarter larger.
///
/// A large picture is deflated in chunks of rows on all cores, as pigz does: each chunk a raw deflate
/// stream primed with the 32 KB before it, the streams joined into one and their checksums combined.
/// The chunks are cut by the picture's size alone, so every machine writes the same bytes; a picture of
/// one chunk gets exactly the bytes zlib's own wrapper would give.
///
/// Rows are filtered into a small band and deflated as they come, so a picture never exists twice in
/// memory: fresh memory costs a page fault per 4 KB, which was a third of a large picture's time.
struct PNGEncoder: Sendable {
    typealias DeflateInit = @convention(c) (
        UnsafeMutableRawPointer?, Int32, Int32, Int32, Int32, Int32, UnsafePointer<CChar>?, Int32
    ) -> Int32
    typealias Deflate = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    typealias DeflateEnd = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    typealias SetDictionary = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    typealias Version = @convention(c) () -> UnsafePointer<CChar>?
    typealias Checksum = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt
    typealias CombineChecksums = @convention(c) (UInt, UInt, Int) -> UInt

    let deflateInit: DeflateInit
    let deflate: Deflate
    let deflateEnd: DeflateEnd
    let setDictionary: SetDictionary
    let version: Version
    let crc32: Checksum
    let adler32Combine: CombineChecksums

    /// The filter every row is written with: `Sub`, each byte minus the one four to its left.
    static let subFilter: UInt8 = 1

    /// - Parameter writeRow: writes row `y` of the picture, filtered with `subFilter`, where it is told;
    ///   called from several threads at once, for different rows.
    func encode(width: Int, height: Int, writeRow: (_ y: Int, UnsafeMutableRawPointer) -> Void) throws(RasterError) -> [UInt8] {
        let rowLength = 1 + width * 4
        let chunkCount = min(height, Self.chunkCount(bytes: rowLength * height))
        let chunks = UnsafeMutableBufferPointer<Result<DeflatedChunk, RasterError>?>.allocate(capacity: chunkCount)
        chunks.initialize(repeating: nil)
        defer {
            chunks.deinitialize()
            chunks.deallocate()
        }
        withoutActuallyEscaping(writeRow) { writeRow in
            nonisolated(unsafe) let writeRow = writeRow
            nonisolated(unsafe) let results = chunks
            // Each chunk writes its own slot only.
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let rows = (chunk * height / chunkCount)..<((chunk + 1) * height / chunkCount)
                results[chunk] = Result { () throws(RasterError) in
                    try deflateChunk(rows: rows, rowLength: rowLength, last: rows.upperBound == height, writeRow: writeRow)
                }
            }
        }
        // The zlib wrapper: deflate with a 32 KB window at a fast level, the deflated chunks, the Adler-32 of it all.
        var compressed: [UInt8] = [0x78, 0x5E]
        var checksum: UInt = 1
        for chunk in chunks {
            let deflated = try chunk!.get()
            compressed += deflated.bytes
            checksum = adler32Combine(checksum, deflated.checksum, deflated.length)
        }
        compressed.appendBigEndian(UInt32(checksum))

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
    /// deflate's window: what a chunk is primed with.
    private static let windowSize = 32 * 1024

    /// One chunk per 512 KB of filtered picture, at most four: a chunk's start-up costs little beside
    /// that much deflating, and four keep two to four cores busy.
    static func chunkCount(bytes: Int) -> Int {
        min(4, max(1, bytes / (512 * 1024)))
    }

    private struct DeflatedChunk {
        let bytes: [UInt8]
        let checksum: UInt
        let length: Int
    }

    private func deflateChunk(
        rows: Range<Int>, rowLength: Int, last: Bool, writeRow: (_ y: Int, UnsafeMutableRawPointer) -> Void
    ) throws(RasterError) -> DeflatedChunk {
        let bandRows = max(1, min(rows.count, Self.bandSize / rowLength))
        let band = UnsafeMutableRawPointer.allocate(byteCount: max(bandRows * rowLength, Self.windowSize + rowLength), alignment: 16)
        defer { band.deallocate() }
        func filter(_ rows: Range<Int>) {
            for (index, y) in rows.enumerated() {
                let start = band + index * rowLength
                start.storeBytes(of: Self.subFilter, as: UInt8.self)
                writeRow(y, start + 1)
            }
        }
        var stream = try DeflateStream(self)
        defer { stream.end() }
        if rows.lowerBound > 0 {
            let before = max(0, rows.lowerBound - (Self.windowSize + rowLength - 1) / rowLength)..<rows.lowerBound
            filter(before)
            let length = min(Self.windowSize, before.count * rowLength)
            let window = band.assumingMemoryBound(to: UInt8.self) + before.count * rowLength - length
            guard setDictionary(stream.state, window, UInt32(length)) == 0 else { throw .drawing("zlib refused the window") }
        }
        var bytes: [UInt8] = []
        var checksum: UInt32 = 1
        var y = rows.lowerBound
        while y < rows.upperBound {
            let count = min(bandRows, rows.upperBound - y)
            filter(y..<(y + count))
            y += count
            let input = UnsafeRawBufferPointer(start: band, count: count * rowLength)
            checksum = Adler32.update(checksum, with: input)
            let flush: DeflateStream.Flush = y < rows.upperBound ? .none : last ? .finish : .sync
            try stream.deflate(input, flush: flush, into: &bytes)
        }
        return DeflatedChunk(bytes: bytes, checksum: UInt(checksum), length: rows.count * rowLength)
    }

    private func appendChunk(_ type: StaticString, _ data: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let start = png.count
        png += UnsafeBufferPointer(start: type.utf8Start, count: 4)
        png += data
        let checksum = png[start...].withContiguousStorageIfAvailable { crc32(0, $0.baseAddress, UInt32($0.count)) } ?? 0
        png.appendBigEndian(UInt32(checksum))
    }
}

/// zlib's `z_stream` for a raw deflate stream (no header, no checksum), kept as the bytes zlib reads and
/// writes: its fields at their LP64 offsets.
private struct DeflateStream {
    enum Flush: Int32 {
        case none = 0
        /// Ends the chunk on a byte boundary, the stream left open for the next chunk.
        case sync = 2
        case finish = 4
    }

    private static let size = 112
    private static let nextIn = 0, availableIn = 8, nextOut = 24, availableOut = 32
    private static let level: Int32 = 3, deflated: Int32 = 8, rawWindowBits: Int32 = -15, memoryLevel: Int32 = 8, defaultStrategy: Int32 = 0
    private static let streamEnd: Int32 = 1, bufferError: Int32 = -5

    private let zlib: PNGEncoder
    let state: UnsafeMutableRawPointer
    private let output = UnsafeMutablePointer<UInt8>.allocate(capacity: 64 * 1024)
    private let outputSize = 64 * 1024

    init(_ zlib: PNGEncoder) throws(RasterError) {
        self.zlib = zlib
        state = UnsafeMutableRawPointer.allocate(byteCount: Self.size, alignment: 16)
        state.initializeMemory(as: UInt8.self, repeating: 0, count: Self.size)
        let status = zlib.deflateInit(
            state, Self.level, Self.deflated, Self.rawWindowBits, Self.memoryLevel, Self.defaultStrategy, zlib.version(), Int32(Self.size))
        guard status == 0 else {
            state.deallocate()
            output.deallocate()
            throw .drawing("zlib could not start (status \(status))")
        }
    }

    /// Deflates `input`, appending what zlib gives back.
    mutating func deflate(_ input: UnsafeRawBufferPointer, flush: Flush, into compressed: inout [UInt8]) throws(RasterError) {
        state.storeBytes(of: input.baseAddress, toByteOffset: Self.nextIn, as: UnsafeRawPointer?.self)
        state.storeBytes(of: UInt32(input.count), toByteOffset: Self.availableIn, as: UInt32.self)
        while true {
            state.storeBytes(of: UnsafeMutableRawPointer(output), toByteOffset: Self.nextOut, as: UnsafeMutableRawPointer?.self)
            state.storeBytes(of: UInt32(outputSize), toByteOffset: Self.availableOut, as: UInt32.self)
            let status = zlib.deflate(state, flush.rawValue)
            guard status >= 0 || status == Self.bufferError else { throw .drawing("zlib status \(status)") }
            let left = Int(state.load(fromByteOffset: Self.availableOut, as: UInt32.self))
            compressed.append(contentsOf: UnsafeBufferPointer(start: output, count: outputSize - left))
            let done = flush == .finish
                ? status == Self.streamEnd
                : left > 0 && state.load(fromByteOffset: Self.availableIn, as: UInt32.self) == 0
            if done { return }
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
