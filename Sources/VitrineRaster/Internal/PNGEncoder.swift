/// Encodes pixels as PNG. Not cairo's own writer: libpng tries five filters on every row and that
/// took most of the time of a large PNG; one filter (`Sub`, which leaves flat runs and vertical
/// gradients as zeros) does almost as well in a fraction of it. zlib's level 3 deflates an iPad-sized
/// picture in about two thirds of the default level's time, for files about a quarter larger.
struct PNGEncoder {
    typealias Compress = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32) -> Int32
    typealias CompressBound = @convention(c) (UInt) -> UInt
    typealias CRC32 = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt

    let compress: Compress
    let compressBound: CompressBound
    let crc32: CRC32

    /// - Parameter writeRow: writes row `y` of the picture as straight RGBA bytes where it is told.
    func encode(width: Int, height: Int, writeRow: (_ y: Int, UnsafeMutablePointer<UInt8>) -> Void) throws(RasterError) -> [UInt8] {
        let rowLength = 1 + width * 4
        var filtered = [UInt8](repeating: 0, count: rowLength * height)
        filtered.withUnsafeMutableBufferPointer { output in
            for y in 0..<height {
                let row = output.baseAddress! + y * rowLength
                row[0] = 1  // the Sub filter: each byte minus the one four to its left, done from the right in place
                writeRow(y, row + 1)
                for x in stride(from: width * 4 - 1, through: 4, by: -1) { row[1 + x] &-= row[1 + x - 4] }
            }
        }
        var compressedLength = compressBound(UInt(filtered.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        let status = compressed.withUnsafeMutableBufferPointer { output in
            filtered.withUnsafeBufferPointer { compress(output.baseAddress, &compressedLength, $0.baseAddress, UInt($0.count), 3) }
        }
        guard status == 0 else { throw .drawing("zlib status \(status)") }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", compressed[..<Int(compressedLength)], to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    private func appendChunk<Bytes: Collection<UInt8>>(_ type: StaticString, _ data: Bytes, to png: inout [UInt8]) {
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
