import Foundation

/// The text of HTML that holds no links of the page's: between `<script …>` and `</script>`, where `href="…"` is a
/// string the script writes out (`'<a href="' + url + '">'`), and inside comments (`<!-- <a href="old"> -->`).
enum ScriptBodies {
    /// Each script body's and comment's byte range, in order.
    static func ranges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var comments: [Range<Int>] = []
        var from = 0
        while let open = find("<!--", in: bytes, from: from) {
            guard let close = find("-->", in: bytes, from: open + 4) else { break }
            comments.append(open..<(close + 3))
            from = close + 3
        }
        let scripts = scriptRanges(in: bytes)
        guard !comments.isEmpty else { return scripts }
        // A comment inside a script is the script's text; a script inside a comment is the comment's.
        return (comments + scripts).sorted { $0.lowerBound < $1.lowerBound }.reduce(into: [Range<Int>]()) { merged, range in
            if let last = merged.last, range.lowerBound < last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
    }

    private static func scriptRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while let open = find("<script", in: bytes, from: index) {
            index = open + 7
            // `<script>` or `<script src=…>`, not `<scripts>`.
            guard index < bytes.count, [UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")].contains(bytes[index]),
                let tagEnd = (index..<bytes.count).first(where: { bytes[$0] == UInt8(ascii: ">") })
            else { continue }
            let bodyStart = tagEnd + 1
            guard let bodyEnd = find("</script", in: bytes, from: bodyStart) else { break }
            if bodyEnd > bodyStart { ranges.append(bodyStart..<bodyEnd) }
            index = bodyEnd + 8
        }
        return ranges
    }

    /// Where `needle` next starts in `bytes`, from `start`: each `<` found with `memchr`, then compared.
    private static func find(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let length = needle.utf8CodeUnitCount
        let first = needle.utf8Start.pointee
        var index = start
        while index + length <= bytes.count, let found = memchr(base + index, Int32(first), bytes.count - index) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard at + length <= bytes.count else { return nil }
            if memcmp(base + at, needle.utf8Start, length) == 0 { return at }
            index = at + 1
        }
        return nil
    }
}
