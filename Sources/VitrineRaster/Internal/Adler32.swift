/// Adler-32, the checksum closing a zlib stream, as zlib computes it but fast on what a filtered picture
/// mostly is: runs of zero bytes, eight of which change only the second sum, by eight times the first.
/// zlib's own adds every byte to both sums, zeros too. (The chunks are deflated raw, so zlib computes no
/// checksum of its own for them.)
enum Adler32 {
    private static let modulus: UInt64 = 65_521
    /// Bytes summed before reducing: the sums stay far below 2⁶⁴ (the second under 2⁴⁹).
    private static let blockSize = 1 << 20

    static func update(_ checksum: UInt32, with bytes: UnsafeRawBufferPointer) -> UInt32 {
        var first = UInt64(checksum & 0xFFFF)
        var second = UInt64(checksum >> 16)
        guard let base = bytes.baseAddress else { return checksum }
        var index = 0
        while index < bytes.count {
            let end = min(bytes.count, index + blockSize)
            while index + 8 <= end {
                var word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if word == 0 {
                    second &+= 8 &* first
                } else {
                    for _ in 0..<8 {
                        first &+= word & 0xFF
                        second &+= first
                        word >>= 8
                    }
                }
                index += 8
            }
            while index < end {
                first &+= UInt64(base.load(fromByteOffset: index, as: UInt8.self))
                second &+= first
                index += 1
            }
            first %= modulus
            second %= modulus
        }
        return UInt32(second << 16 | first)
    }
}
