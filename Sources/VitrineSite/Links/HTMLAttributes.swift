import Foundation
import VitrineSearch

/// Pulls attributes out of generated HTML without a full parser: the output is ours and well formed.
enum HTMLAttributes {
    struct Scan: Sendable {
        /// Where the URLs' text is: each is kept once for many pages' scans.
        private let table: URLTable
        private var urlNumbers: [UInt32] = []
        /// Every `id="…"` value, and `<a name="…">`'s: where a `#fragment` may land.
        var ids = PageIDs()

        init(table: URLTable) {
            self.table = table
        }

        /// The `href="…"` and `src="…"` values, in order (for the link check, those it resolves, each once).
        var urls: [String] { urlNumbers.map { table[$0] } }

        fileprivate mutating func append(_ number: UInt32) { urlNumbers.append(number) }

        /// The same scan, its numbers held in an array of their count: a site's scans are held together.
        fileprivate func fitted() -> Scan {
            var fitted = self
            fitted.ids = ids.fitted()
            fitted.urlNumbers = [UInt32](unsafeUninitializedCapacity: urlNumbers.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: urlNumbers)
            }
            return fitted
        }
    }

    /// The values of every `href`, `src` and `id` attribute (double or single quoted) that follows a space or
    /// a line break, entities decoded, in one pass.
    static func scan(_ html: [UInt8]) -> Scan {
        let table = URLTable()
        return scan(html, into: table) { table.number(of: $0) }
    }

    /// What the link check needs of a page: its ids, and the URLs it resolves (`#x` and the site's own, not
    /// another site's), each once in the order first written, their text kept in `table` with other pages':
    /// pages of one site repeat their menus' links, and a site's scans are held together for the link check.
    static func linkScan(_ html: [UInt8], sharing table: URLTable) -> Scan {
        var seen = Set<UInt32>()
        return scan(html, into: table) { value in
            guard value.startsWithHash || LinkTarget.isInternal(value) else { return nil }
            let number = table.number(of: value)
            return seen.insert(number).inserted ? number : nil
        }.fitted()
    }

    /// The same for one page alone.
    static func linkScan(_ html: [UInt8]) -> Scan {
        linkScan(html, sharing: URLTable())
    }

    /// The same, each URL offered to `keep`, which gives its number in `table` where the scan keeps it.
    private static func scan(_ html: [UInt8], into table: URLTable, keeping keep: (String) -> UInt32?) -> Scan {
        var scan = Scan(table: table)
        html.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            var index = 0
            // Scripts' text is passed over: a string there that looks like an attribute is the script's.
            let scripts = ScriptBodies.ranges(in: bytes)
            var nextScript = 0
            // From one `=` to the next with `memchr`: a page has a few hundred, among thousands of bytes.
            while index < count, let found = memchr(base + index, Int32(UInt8(ascii: "=")), count - index) {
                let equals = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                index = equals + 1
                while nextScript < scripts.count, scripts[nextScript].upperBound <= equals { nextScript += 1 }
                if nextScript < scripts.count, scripts[nextScript].contains(equals) {
                    index = scripts[nextScript].upperBound
                    continue
                }
                let kind: Kind
                if follows(bytes, equals, "href") {
                    kind = .url
                } else if follows(bytes, equals, "src") {
                    kind = .url
                } else if follows(bytes, equals, "id") {
                    kind = .id
                } else if follows(bytes, equals, "name"), inAnchorTag(bytes, equals) {
                    // The old spelling of a link target, `<a name="x">`, which browsers still scroll to.
                    kind = .id
                } else {
                    continue
                }
                // Text that shows markup (`&lt;a href='/x'&gt;` in code) has no tag around it.
                guard inTag(bytes, equals) else { continue }
                let quoteIndex = equals + 1
                guard quoteIndex < count, bytes[quoteIndex] == UInt8(ascii: "\"") || bytes[quoteIndex] == UInt8(ascii: "'") else { continue }
                let quote = bytes[quoteIndex]
                var end = quoteIndex + 1
                while end < count, bytes[end] != quote { end += 1 }
                let value = decoded(bytes[(quoteIndex + 1)..<end])
                switch kind {
                case .url: if let number = keep(value) { scan.append(number) }
                case .id: scan.ids.insert(value)
                }
                index = end + 1
            }
        }
        return scan
    }

    private enum Kind { case url, id }

    /// An attribute's value as written, with its character references read, as the link check's scans read it.
    static func decoded(_ value: String) -> String {
        guard value.utf8.contains(UInt8(ascii: "&")) else { return value }
        return Array(value.utf8).withUnsafeBufferPointer { decoded($0[...]) }
    }

    /// The value with its character references read (`&amp;`, `&#39;`, `&#x27;`…), as a browser reads it.
    private static func decoded(_ value: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        guard value.contains(UInt8(ascii: "&")) else { return String(decoding: value, as: UTF8.self) }
        return Array(value).withUnsafeBufferPointer { bytes in
            var text = String.UnicodeScalarView()
            var kept = 0
            var index = 0
            while let ampersand = bytes[index...].firstIndex(of: UInt8(ascii: "&")) {
                let (scalar, next) = HTMLEntities.decode(bytes, at: ampersand)
                guard let scalar else {
                    index = next
                    continue
                }
                text.append(contentsOf: String(decoding: bytes[kept..<ampersand], as: UTF8.self).unicodeScalars)
                text.append(scalar)
                (kept, index) = (next, next)
            }
            text.append(contentsOf: String(decoding: bytes[kept...], as: UTF8.self).unicodeScalars)
            return String(text)
        }
    }

    /// Whether `equals` stands inside a tag: a `<` comes before it sooner than a `>`.
    private static func inTag(_ html: UnsafeBufferPointer<UInt8>, _ equals: Int) -> Bool {
        var index = equals - 1
        while index > 0, html[index] != UInt8(ascii: "<"), html[index] != UInt8(ascii: ">") { index -= 1 }
        return html[index] == UInt8(ascii: "<")
    }

    /// Whether the tag `equals` stands in is an `<a>`.
    private static func inAnchorTag(_ html: UnsafeBufferPointer<UInt8>, _ equals: Int) -> Bool {
        var index = equals - 1
        while index > 0, html[index] != UInt8(ascii: "<"), html[index] != UInt8(ascii: ">") { index -= 1 }
        guard html[index] == UInt8(ascii: "<"), index + 2 < html.count else { return false }
        return html[index + 1] | 0x20 == UInt8(ascii: "a") && (html[index + 2] == UInt8(ascii: " ") || html[index + 2] == UInt8(ascii: "\n"))
    }

    /// Whether `name` ends right before `equals` and a space or a line break comes right before it.
    private static func follows(_ html: UnsafeBufferPointer<UInt8>, _ equals: Int, _ name: StaticString) -> Bool {
        let length = name.utf8CodeUnitCount
        let start = equals - length
        guard start >= 1, html[start - 1] == UInt8(ascii: " ") || html[start - 1] == UInt8(ascii: "\n") else { return false }
        let pointer = name.utf8Start
        for offset in 0..<length where html[start + offset] != pointer[offset] { return false }
        return true
    }
}

/// URLs many pages' scans share, a site's menus repeating on every page: each held once, named by its number.
///
/// Filled by the one thread that scans a run of pages, and read only once that work is done (the link check
/// comes after every page is made), so it needs no lock.
final class URLTable: @unchecked Sendable {
    private var numbers: [String: UInt32] = [:]
    private var urls: [String] = []

    /// The number of `url`, given it now if it has none.
    func number(of url: String) -> UInt32 {
        if let number = numbers[url] { return number }
        let number = UInt32(urls.count)
        numbers[url] = number
        urls.append(url)
        return number
    }

    subscript(number: UInt32) -> String { urls[Int(number)] }

    /// How many URLs it holds.
    var count: Int { urls.count }
}
