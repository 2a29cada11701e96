/// Finds the repeats deflate codes as matches in a filtered picture: the bytes four back (the pixel to the
/// left: after the `Sub` filter, flat paint is runs of zeros) and one row back (the row above: a vertical
/// gradient or a repeated shape). zlib hashes every position to find any repeat; looking at these two
/// takes a quarter of its time for files a tenth larger, on the components' pictures.
enum RunMatcher {
    /// Shorter repeats cost about as many bits as the bytes themselves.
    static let minimumLength = 4
    static let maximumLength = 258
    /// The farthest back deflate may refer.
    static let window = 32_768

    /// Adds the tokens for bytes `start..<end` of `bytes` to `block`; bytes from `history` on (before
    /// `start`, already in the stream) may be referred to.
    static func tokenize(_ bytes: UnsafePointer<UInt8>, history: Int, start: Int, end: Int, rowLength: Int, into block: inout DeflateBlock) {
        let rowDistance = rowLength <= window ? rowLength : 0
        var index = start
        while index < end {
            let longest = min(maximumLength, end - index)
            var (length, distance) = (0, 0)
            if index - 4 >= history {
                (length, distance) = (matchLength(bytes + index, bytes + index - 4, longest), 4)
            }
            if rowDistance > 0, length < longest, index - rowDistance >= history {
                let above = matchLength(bytes + index, bytes + index - rowDistance, longest)
                if above > length { (length, distance) = (above, rowDistance) }
            }
            if length >= minimumLength {
                block.addMatch(length: length, distance: distance)
                index += length
            } else {
                block.addLiteral(bytes[index])
                index += 1
            }
        }
    }

    /// How many bytes from `a` equal those from `b`, up to `longest`; eight compared at a time.
    @inline(__always) private static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ longest: Int) -> Int {
        var length = 0
        while length + 8 <= longest {
            let difference = UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self) ^ UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self)
            if difference != 0 { return length + UInt64(littleEndian: difference).trailingZeroBitCount / 8 }
            length += 8
        }
        while length < longest, a[length] == b[length] { length += 1 }
        return length
    }
}
