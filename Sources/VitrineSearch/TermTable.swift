/// A set of words numbered in the order they were first seen, with the words' bytes in one buffer.
/// A word is hashed once while it is read (`Words`), so a lookup is a probe and a byte comparison:
/// no `String` per word, so a word read needs no allocation of its own.
struct TermTable {
    /// Every term's bytes, one after another: term `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [Int32] = [0]
    private(set) var hashes: [UInt64] = []
    /// Open addressing, at most half full: 0 for an empty slot, else the term's number plus one in the low
    /// 32 bits and the top of its hash in the high 32, so a probe rarely has to look further.
    private var slots: [UInt64]
    private var mask: Int

    var count: Int { hashes.count }

    init(expectedCount: Int = 64) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// The number of `term`, added if new.
    @inline(__always)
    mutating func insert(_ term: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (number: Int, isNew: Bool) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        let fingerprint = hash & 0xFFFF_FFFF_0000_0000
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            if entry & 0xFFFF_FFFF_0000_0000 == fingerprint {
                let found = Int(entry & 0xFFFF_FFFF) - 1
                if equals(found, term) { return (found, false) }
            }
            slot = (slot + 1) & mask
        }
        let number = hashes.count
        slots[slot] = fingerprint | UInt64(number + 1)
        hashes.append(hash)
        bytes.append(contentsOf: term)
        starts.append(Int32(bytes.count))
        if hashes.count * 2 > slots.count { grow() }
        return (number, true)
    }

    /// The table without its lookup slots, for reading only: `insert` must not be called on it. A page's
    /// table is read, never added to, once the page is analysed, and the slots of every page's table, kept
    /// until the index is written, would add to a large site's peak memory for nothing.
    func readOnly() -> TermTable {
        var table = self
        table.slots = []
        table.mask = 0
        return table
    }

    /// Calls `body` with the bytes of term `number`.
    func withTerm<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[Int(starts[number])..<Int(starts[number + 1])]))
        }
    }

    /// The first eight bytes of term `number`, ranked as in `utf16Rank`, packed into an integer: terms sort
    /// by it first, and only terms sharing it compare further.
    func sortKey(of number: Int) -> UInt64 {
        bytes.withUnsafeBufferPointer { all in
            let start = Int(starts[number]), end = Int(starts[number + 1])
            var key: UInt64 = 0
            for index in start..<(start + 8) { key = key << 8 | UInt64(index < end ? Self.utf16Rank(all[index]) : 0) }
            return key
        }
    }

    /// Whether `a` sorts before `b` in the order JavaScript compares strings (UTF-16 code units), the
    /// order of the index's terms, so search.js can binary-search the list of term files with `<`.
    static func precedesInUTF16Order(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let shared = min(a.count, b.count)
        var index = 0
        while index < shared, a[index] == b[index] { index += 1 }
        guard index < shared else { return a.count < b.count }
        return utf16Rank(a[index]) < utf16Rank(b[index])
    }

    /// A UTF-8 byte's rank in UTF-16 order. UTF-8 byte order agrees with it except that UTF-16 puts the
    /// characters above U+FFFF (surrogates) before U+E000–U+FFFF; their lead bytes are 0xF0–0xF4 and
    /// 0xEE–0xEF (never a continuation byte), so moving 0xEE–0xEF above 0xF4 is enough. A term is at least
    /// two bytes, so a 0 in the key only ever pads.
    @inline(__always)
    static func utf16Rank(_ byte: UInt8) -> UInt8 { byte == 0xEE || byte == 0xEF ? byte + 7 : byte }
}

private extension TermTable {
    @inline(__always)
    func equals(_ number: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[number])
        guard Int(starts[number + 1]) - start == term.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            for offset in 0..<term.count where all[start + offset] != term[offset] { return false }
            return true
        }
    }

    mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(number + 1)
        }
    }
}
