import Dispatch

/// Encodes pixels as PNG. Not cairo's own writer: libpng tries five filters on every row and that
/// took most of the time of a large PNG; one filter (`Sub`, which leaves flat runs and vertical
/// gradients as zeros) does almost as well in a fraction of it. Nor zlib's deflate: `RunMatcher` looks for
/// repeats only one pixel and one row back, which is where a filtered picture of these components has
/// them, and each block gets Huffman codes of its own (`DeflateBlock`). zlib's level 3 took 10.7 ms for
/// an iPad keyboard at @2x on one core and wrote 145 KB; this takes about a quarter of that for 168 KB.
///
/// A large picture is deflated in chunks of rows on all cores, as pigz does: each chunk ends on a byte
/// boundary, the chunks are joined into one stream and their checksums combined; a chunk's first row may
/// refer to the row above it, the last of the chunk before. The chunks are cut by the picture's size
/// alone, so every machine writes the same bytes.
///
/// Rows are filtered into a small band and deflated as they come, so a picture never exists twice in
/// memory: fresh memory costs a page fault per 4 KB, which was a third of a large picture's time.
struct PNGEncoder: Sendable {
    typealias Checksum = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt
    typealias CombineChecksums = @convention(c) (UInt, UInt, Int) -> UInt

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
        // The zlib wrapper (deflate, a 32 KB window, a fast level), the deflated chunks, the Adler-32 of it all.
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
    /// A block is closed once it holds this many tokens, so a picture of noise never holds them all.
    private static let blockTokens = 1 << 16

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
        // Row 0 of the band holds the row above the band's first, which matches may refer to.
        let band = UnsafeMutablePointer<UInt8>.allocate(capacity: (bandRows + 1) * rowLength)
        defer { band.deallocate() }
        func filter(_ rows: Range<Int>) {
            for (index, y) in rows.enumerated() {
                let start = band + (index + 1) * rowLength
                start.pointee = Self.subFilter
                writeRow(y, start + 1)
            }
        }
        var history = rowLength
        if rows.lowerBound > 0 {
            filter((rows.lowerBound - 1)..<rows.lowerBound)
            band.update(from: band + rowLength, count: rowLength)
            history = 0
        }
        var writer = BitWriter(capacity: rows.count * rowLength / 16)
        var block = DeflateBlock(capacity: Self.blockTokens)
        var checksum: UInt32 = 1
        var y = rows.lowerBound
        while y < rows.upperBound {
            let count = min(bandRows, rows.upperBound - y)
            filter(y..<(y + count))
            y += count
            checksum = Adler32.update(checksum, with: UnsafeRawBufferPointer(start: band + rowLength, count: count * rowLength))
            RunMatcher.tokenize(band, history: history, start: rowLength, end: (count + 1) * rowLength, rowLength: rowLength, into: &block)
            band.update(from: band + count * rowLength, count: rowLength)
            history = 0
            if block.tokens.count >= Self.blockTokens, y < rows.upperBound {
                block.write(final: false, to: &writer)
                block = DeflateBlock(capacity: Self.blockTokens)
            }
        }
        block.write(final: last, to: &writer)
        if last {
            writer.alignToByte()
        } else {
            DeflateBlock.writeByteBoundary(to: &writer)
        }
        return DeflatedChunk(bytes: writer.bytes, checksum: UInt(checksum), length: rows.count * rowLength)
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

private extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
