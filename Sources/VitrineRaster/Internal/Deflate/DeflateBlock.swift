/// One deflate block with codes made for its own symbols (RFC 1951, 3.2.7): the matcher's tokens, counted,
/// then written with the Huffman codes the counts give.
struct DeflateBlock {
    /// A literal byte (below 256), or a match: `matchFlag | length << 16 | distance`.
    typealias Token = UInt32
    static let matchFlag: Token = 1 << 31

    private(set) var tokens: [Token] = []
    private var literalCounts = [Int](repeating: 0, count: 286)
    private var distanceCounts = [Int](repeating: 0, count: 30)

    init(capacity: Int) {
        tokens.reserveCapacity(capacity)
    }

    var isEmpty: Bool { tokens.isEmpty }

    @inline(__always) mutating func addLiteral(_ byte: UInt8) {
        tokens.append(Token(byte))
        literalCounts[Int(byte)] += 1
    }

    /// `length` 3 to 258 bytes copied from `distance` 1 to 32,768 bytes back.
    @inline(__always) mutating func addMatch(length: Int, distance: Int) {
        tokens.append(Self.matchFlag | Token(length) << 16 | Token(distance))
        literalCounts[257 + Int(Self.lengthSymbol[length])] += 1
        distanceCounts[Int(Self.distanceSymbol(distance))] += 1
    }

    /// Writes the block, the last of its stream when `final`.
    func write(final: Bool, to writer: inout BitWriter) {
        var literalCounts = literalCounts
        literalCounts[256] = 1  // the end of the block
        let literals = HuffmanCode(frequencies: literalCounts, limit: 15)
        let distances = HuffmanCode(frequencies: distanceCounts, limit: 15)
        writer.write(final ? 1 : 0, width: 1)
        writer.write(2, width: 2)  // codes of its own
        Self.writeCodeLengths(literals: literals.lengths, distances: distances.lengths, to: &writer)
        for token in tokens {
            if token & Self.matchFlag == 0 {
                writer.write(literals.codes[Int(token)], width: Int(literals.lengths[Int(token)]))
                continue
            }
            let length = Int(token >> 16 & 0x1FF), distance = Int(token & 0xFFFF)
            let lengthSymbol = Int(Self.lengthSymbol[length])
            writer.write(literals.codes[257 + lengthSymbol], width: Int(literals.lengths[257 + lengthSymbol]))
            if Self.lengthExtra[lengthSymbol] > 0 {
                writer.write(UInt32(length - Self.lengthBase[lengthSymbol]), width: Self.lengthExtra[lengthSymbol])
            }
            let distanceSymbol = Int(Self.distanceSymbol(distance))
            writer.write(distances.codes[distanceSymbol], width: Int(distances.lengths[distanceSymbol]))
            if Self.distanceExtra[distanceSymbol] > 0 {
                writer.write(UInt32(distance - Self.distanceBase[distanceSymbol]), width: Self.distanceExtra[distanceSymbol])
            }
        }
        writer.write(literals.codes[256], width: Int(literals.lengths[256]))
    }

    /// An empty stored block: ends a stream's part on a byte boundary, as zlib's `Z_SYNC_FLUSH` does, so
    /// parts deflated apart can be joined.
    static func writeByteBoundary(to writer: inout BitWriter) {
        writer.write(0, width: 3)
        writer.alignToByte()
        writer.write(0xFFFF_0000, width: 32)
    }
}

private extension DeflateBlock {
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289,
        16385, 24577,
    ]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The length symbol (less 257) of each length 0...258.
    static let lengthSymbol: [UInt8] = (0...258).map { length in
        UInt8(max(0, (lengthBase.lastIndex { $0 <= length } ?? 0)))
    }

    @inline(__always) static func distanceSymbol(_ distance: Int) -> UInt8 {
        if distance <= 4 { return UInt8(distance - 1) }
        // Two symbols per power of two above 4, told apart by the bit below the top one.
        let top = Int.bitWidth - 1 - (distance - 1).leadingZeroBitCount
        return UInt8(2 * top + ((distance - 1) >> (top - 1) & 1))
    }

    /// The two codes' lengths, run-length coded with symbols 16 to 18 and themselves Huffman coded.
    static func writeCodeLengths(literals: [UInt8], distances: [UInt8], to writer: inout BitWriter) {
        let literalCount = max(257, (literals.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distances.lastIndex { $0 > 0 } ?? 0) + 1)
        let lengths = Array(literals[..<literalCount]) + Array(distances[..<distanceCount])
        var runs: [(symbol: Int, extra: UInt32)] = []
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var run = 1
            while index + run < lengths.count, lengths[index + run] == length { run += 1 }
            var left = run
            if length == 0 {
                while left >= 11 { let n = min(left, 138); runs.append((18, UInt32(n - 11))); left -= n }
                if left >= 3 { runs.append((17, UInt32(left - 3))); left = 0 }
            } else {
                runs.append((Int(length), 0))
                left -= 1
                while left >= 3 { let n = min(left, 6); runs.append((16, UInt32(n - 3))); left -= n }
            }
            for _ in 0..<left { runs.append((Int(length), 0)) }
            index += run
        }
        var counts = [Int](repeating: 0, count: 19)
        for run in runs { counts[run.symbol] += 1 }
        let code = HuffmanCode(frequencies: counts, limit: 7)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        let codeCount = max(4, (order.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)
        writer.write(UInt32(literalCount - 257), width: 5)
        writer.write(UInt32(distanceCount - 1), width: 5)
        writer.write(UInt32(codeCount - 4), width: 4)
        for symbol in order.prefix(codeCount) { writer.write(UInt32(code.lengths[symbol]), width: 3) }
        for run in runs {
            writer.write(code.codes[run.symbol], width: Int(code.lengths[run.symbol]))
            switch run.symbol {
            case 16: writer.write(run.extra, width: 2)
            case 17: writer.write(run.extra, width: 3)
            case 18: writer.write(run.extra, width: 7)
            default: break
            }
        }
    }
}
