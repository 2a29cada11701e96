/// A canonical Huffman code as deflate defines it (RFC 1951, 3.2.2): the code lengths, from which the codes
/// follow, each stored bit-reversed because deflate writes codes most significant bit first into a stream
/// that is otherwise written least significant bit first.
struct HuffmanCode {
    let lengths: [UInt8]
    let codes: [UInt32]

    /// A code for symbols seen `frequencies` times, no code longer than `limit` bits. At least two symbols
    /// get a code, so that every decoder takes the code for complete.
    init(frequencies: [Int], limit: Int) {
        var frequencies = frequencies
        var used = frequencies.count { $0 > 0 }
        for symbol in frequencies.indices where used < 2 && frequencies[symbol] == 0 {
            frequencies[symbol] = 1
            used += 1
        }
        var lengths = Self.lengths(frequencies)
        // Halving the counts flattens the tree until it fits: rarely needed, and the result still depends
        // on the counts alone.
        while lengths.contains(where: { Int($0) > limit }) {
            frequencies = frequencies.map { $0 == 0 ? 0 : max(1, $0 / 2) }
            lengths = Self.lengths(frequencies)
        }
        self.lengths = lengths
        codes = Self.codes(lengths)
    }

    /// Optimal code lengths: the two lightest trees merged until one is left, leaves and merged trees each
    /// kept in order of weight (ties: leaves first, then by symbol), so the lengths are the same on every machine.
    private static func lengths(_ frequencies: [Int]) -> [UInt8] {
        let leaves = frequencies.indices.filter { frequencies[$0] > 0 }.sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
        // Nodes 0..<leaves.count are the leaves; later ones merged trees, each with its parent recorded.
        var weight = leaves.map { frequencies[$0] }
        var parent = [Int](repeating: -1, count: 2 * leaves.count)
        var (nextLeaf, nextMerged) = (0, leaves.count)
        func lightest() -> Int {
            let useLeaf = nextLeaf < leaves.count && (nextMerged >= weight.count || weight[nextLeaf] <= weight[nextMerged])
            defer { if useLeaf { nextLeaf += 1 } else { nextMerged += 1 } }
            return useLeaf ? nextLeaf : nextMerged
        }
        while weight.count < 2 * leaves.count - 1 {
            let (a, b) = (lightest(), lightest())
            parent[a] = weight.count
            parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        var depth = [Int](repeating: 0, count: weight.count)
        for node in stride(from: weight.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        for (node, symbol) in leaves.enumerated() { lengths[symbol] = UInt8(depth[node]) }
        return lengths
    }

    private static func codes(_ lengths: [UInt8]) -> [UInt32] {
        let longest = Int(lengths.max() ?? 0)
        var perLength = [UInt32](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: longest + 2)
        var code: UInt32 = 0
        for length in stride(from: 1, through: longest, by: 1) {
            code = (code + perLength[length - 1]) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            defer { next[Int(length)] += 1 }
            return reversed(next[Int(length)], width: Int(length))
        }
    }

    static func reversed(_ value: UInt32, width: Int) -> UInt32 {
        value.bitReversed >> UInt32(32 - width)
    }
}

private extension UInt32 {
    var bitReversed: UInt32 {
        var value = self
        var result: UInt32 = 0
        for _ in 0..<32 {
            result = result << 1 | value & 1
            value >>= 1
        }
        return result
    }
}
