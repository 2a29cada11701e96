import CZlib
import Dispatch

/// Encodes pixels as PNG, deflated by zlib. Not cairo's own writer: libpng tries all five filters on every
/// row to keep the best; one filter (`Sub`, which leaves flat runs and vertical gradients as zeros) does
/// almost as well without trying the others.
///
/// A large picture is deflated in chunks of rows on all cores, as pigz does: each chunk a raw deflate
/// stream primed with the 32 KB before it, ended on a byte boundary, the streams joined into one and their
/// checksums combined. The chunks are cut by the picture's size alone, so the bytes do not depend on how
/// many cores there are; a picture of one chunk gets exactly the bytes zlib's own wrapper would give.
///
/// Rows are filtered into a small band and deflated as they come, so a picture never exists twice in
/// memory: fresh memory costs a page fault per 4 KB page.
enum PNGEncoder {
    /// The filter every row is written with: `Sub`, each byte minus the one four to its left.
    static let subFilter: UInt8 = 1

    /// zlib's compression level: the highest of its fast levels (1 to 3), which cost about the same on these
    /// pictures. From level 4 on, zlib looks lazily for longer matches: smaller files again, but at a far
    /// greater cost, above all on the large flat pictures, and a picture is drawn while someone waits for it.
    static let level: Int32 = 3

    /// - Parameter writeRow: writes row `y` of the picture, filtered with `subFilter`, where it is told;
    ///   called from several threads at once, for different rows.
    static func encode(width: Int, height: Int, writeRow: (_ y: Int, UnsafeMutableRawPointer) -> Void) throws(RasterError) -> [UInt8] {
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
        // The zlib wrapper: its header for a 32 KB window at this level, the deflated chunks, the Adler-32 of it all.
        var compressed = Self.zlibHeader(level: Self.level)
        var checksum: UInt = 1
        for chunk in chunks {
            let deflated = try chunk!.get()
            compressed += deflated.bytes
            checksum = adler32_combine(checksum, deflated.checksum, deflated.length)
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

    /// One chunk per 512 KB of filtered picture, at most four: a chunk's start-up (its stream and the 32 KB
    /// it is primed with) is small beside that much deflating, and four keep two to four cores busy.
    static func chunkCount(bytes: Int) -> Int {
        min(4, max(1, bytes / (512 * 1024)))
    }

    /// The two bytes zlib itself writes before a stream: deflate with a 32 KB window, the level's class,
    /// and the check bits that make the pair a multiple of 31.
    static func zlibHeader(level: Int32) -> [UInt8] {
        let levelClass: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var header: UInt16 = 0x7800 | levelClass << 6
        header += 31 - header % 31
        return [UInt8(header >> 8), UInt8(header & 0xFF)]
    }

    private struct DeflatedChunk {
        let bytes: [UInt8]
        let checksum: UInt
        let length: Int
    }

    private static func deflateChunk(
        rows: Range<Int>, rowLength: Int, last: Bool, writeRow: (_ y: Int, UnsafeMutableRawPointer) -> Void
    ) throws(RasterError) -> DeflatedChunk {
        let bandRows = max(1, min(rows.count, Self.bandSize / rowLength))
        let band = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bandRows * rowLength, Self.windowSize + rowLength))
        defer { band.deallocate() }
        func filter(_ rows: Range<Int>) {
            for (index, y) in rows.enumerated() {
                let start = band + index * rowLength
                start.pointee = Self.subFilter
                writeRow(y, start + 1)
            }
        }
        let stream = try DeflateStream(level: Self.level)
        defer { stream.end() }
        if rows.lowerBound > 0 {
            let before = max(0, rows.lowerBound - (Self.windowSize + rowLength - 1) / rowLength)..<rows.lowerBound
            filter(before)
            let length = min(Self.windowSize, before.count * rowLength)
            try stream.prime(with: UnsafeBufferPointer(start: band + before.count * rowLength - length, count: length))
        }
        var bytes: [UInt8] = []
        var checksum: UInt32 = 1
        var y = rows.lowerBound
        while y < rows.upperBound {
            let count = min(bandRows, rows.upperBound - y)
            filter(y..<(y + count))
            y += count
            let input = UnsafeBufferPointer(start: band, count: count * rowLength)
            checksum = Adler32.update(checksum, with: UnsafeRawBufferPointer(input))
            let flush = y < rows.upperBound ? Z_NO_FLUSH : last ? Z_FINISH : Z_SYNC_FLUSH
            try stream.deflate(input, flush: flush, into: &bytes)
        }
        return DeflatedChunk(bytes: bytes, checksum: UInt(checksum), length: rows.count * rowLength)
    }

    private static func appendChunk(_ type: StaticString, _ data: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let start = png.count
        png += UnsafeBufferPointer(start: type.utf8Start, count: 4)
        png += data
        let checksum = png[start...].withContiguousStorageIfAvailable { crc32(0, $0.baseAddress, UInt32($0.count)) } ?? 0
        png.appendBigEndian(UInt32(checksum))
    }
}

/// A raw deflate stream (no zlib header, no checksum: `PNGEncoder` writes those for the joined chunks).
/// zlib's state points back at its `z_stream`, which therefore stays at one address, on the heap.
private struct DeflateStream {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private let output = UnsafeMutablePointer<UInt8>.allocate(capacity: outputSize)
    private static let outputSize = 64 * 1024

    init(level: Int32) throws(RasterError) {
        stream.initialize(to: z_stream())
        // Negative window bits: raw deflate, a 32 KB window; memory level 8 and the default strategy, as zlib's
        // own `deflateInit`.
        let status = deflateInit2_(
            stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deallocate()
            output.deallocate()
            throw .drawing("zlib could not start deflating (status \(status))")
        }
    }

    /// Lets the stream's first matches refer to `window`, the bytes just before it in the joined stream.
    func prime(with window: UnsafeBufferPointer<UInt8>) throws(RasterError) {
        let status = deflateSetDictionary(stream, window.baseAddress, UInt32(window.count))
        guard status == Z_OK else { throw .drawing("zlib refused the window (status \(status))") }
    }

    /// Deflates `input`, appending what zlib gives back; `flush` as zlib's `deflate` takes it.
    func deflate(_ input: UnsafeBufferPointer<UInt8>, flush: Int32, into compressed: inout [UInt8]) throws(RasterError) {
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.pointee.avail_in = UInt32(input.count)
        // zlib fills the output buffer as far as it can: one left with room means it has given everything.
        repeat {
            stream.pointee.next_out = output
            stream.pointee.avail_out = UInt32(Self.outputSize)
            let status = CZlib.deflate(stream, flush)
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw .drawing("zlib could not deflate (status \(status))")
            }
            compressed.append(contentsOf: UnsafeBufferPointer(start: output, count: Self.outputSize - Int(stream.pointee.avail_out)))
        } while stream.pointee.avail_out == 0
    }

    func end() {
        deflateEnd(stream)
        stream.deallocate()
        output.deallocate()
    }
}

private extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
