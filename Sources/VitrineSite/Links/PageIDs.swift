/// The ids of a page, where a `#fragment` may land: kept for every page until the link check, so held as one
/// array of bytes, each id ended by a NUL (which no decoded attribute holds), rather than a set of strings.
struct PageIDs: Sendable, Equatable, ExpressibleByArrayLiteral {
    private var bytes: [UInt8] = []

    init(arrayLiteral ids: String...) {
        for id in ids { insert(id) }
    }

    mutating func insert(_ id: String) {
        bytes += id.utf8
        bytes.append(0)
    }

    /// Whether `id` is one of the page's: the same characters, as Swift compares text, so a link that spells an
    /// accented letter composed finds the heading id that has it decomposed (as VitePress' slugs do).
    func contains(_ id: String) -> Bool {
        let wanted = Array(id.utf8)
        let isASCII = wanted.allSatisfy { $0 < 0x80 }
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0)!
            if end - start == wanted.count, bytes[start..<end].elementsEqual(wanted) { return true }
            if !isASCII, String(decoding: bytes[start..<end], as: UTF8.self) == id { return true }
            start = end + 1
        }
        return false
    }

    /// The ids in the order the page gives them, each once.
    var all: [String] {
        var seen: Set<String> = []
        return bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
            .filter { seen.insert($0).inserted }
    }

    /// The same ids in an array of their size: a site's pages' ids are held together.
    func fitted() -> PageIDs {
        var fitted = self
        fitted.bytes = [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: bytes)
        }
        return fitted
    }
}
