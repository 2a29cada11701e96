import Foundation

/// Pulls attributes out of generated HTML without a full parser: the output is ours and well formed.
enum HTMLAttributes {
    struct Scan {
        /// Every `href="…"` and `src="…"` value, in order.
        var urls: [String] = []
        /// Every `id="…"` value: where a `#fragment` may land.
        var ids: Set<String> = []
    }

    /// The values of every `href`, `src` and `id` attribute (double or single quoted), entities decoded, in one pass.
    static func scan(_ html: [UInt8]) -> Scan {
        var scan = Scan()
        html.withUnsafeBufferPointer { bytes in
            var index = 1
            let count = bytes.count
            while index < count {
                defer { index += 1 }
                let before = bytes[index - 1]
                guard before == UInt8(ascii: " ") || before == UInt8(ascii: "\n") else { continue }
                let kind: Kind
                let nameLength: Int
                if matches(bytes, at: index, "href=") {
                    (kind, nameLength) = (.url, 5)
                } else if matches(bytes, at: index, "src=") {
                    (kind, nameLength) = (.url, 4)
                } else if matches(bytes, at: index, "id=") {
                    (kind, nameLength) = (.id, 3)
                } else {
                    continue
                }
                let quoteIndex = index + nameLength
                guard quoteIndex < count, bytes[quoteIndex] == UInt8(ascii: "\"") || bytes[quoteIndex] == UInt8(ascii: "'") else { continue }
                let quote = bytes[quoteIndex]
                var end = quoteIndex + 1
                while end < count, bytes[end] != quote { end += 1 }
                let value = decoded(bytes[(quoteIndex + 1)..<end])
                switch kind {
                case .url: scan.urls.append(value)
                case .id: scan.ids.insert(value)
                }
                index = end
            }
        }
        return scan
    }

    private enum Kind { case url, id }

    private static func decoded(_ value: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let text = String(decoding: value, as: UTF8.self)
        guard value.contains(UInt8(ascii: "&")) else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func matches(_ html: UnsafeBufferPointer<UInt8>, at index: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= html.count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<length where html[index + offset] != pointer[offset] { return false }
        return true
    }
}
