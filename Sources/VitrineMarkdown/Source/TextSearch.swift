import VitrinePlatform

/// Whether a text holds a run of bytes, searched on its UTF-8 (`memchr` for the first byte, then a compare): the checks that decide whether a
/// pass looks at a page at all run on every page, where Foundation's `contains` compares Unicode and, on
/// Linux, copies the text into UTF-16 first.
package enum TextSearch {
    package static func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted in
                guard let base = haystack.baseAddress, let target = wanted.baseAddress, wanted.count <= haystack.count else { return wanted.isEmpty }
                var offset = 0
                let last = haystack.count - wanted.count
                while offset <= last {
                    guard let found = memchr(base + offset, Int32(target.pointee), last - offset + 1) else { return false }
                    let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + start, target, wanted.count) == 0 { return true }
                    offset = start + 1
                }
                return false
            }
        }
    }

    /// Whether the text holds any of `needles`.
    package static func containsAny(_ needles: [String], in text: String) -> Bool {
        needles.contains { contains($0, in: text) }
    }
}
