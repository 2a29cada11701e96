import Foundation

/// Pulls URL attributes out of generated HTML without a full parser: the output is ours and well formed.
enum HTMLAttributes {
    /// The values of every `href="…"` and `src="…"` (double or single quoted), entities `&amp;` decoded.
    static func urls(in html: [UInt8]) -> [String] {
        var urls: [String] = []
        var index = 0
        let count = html.count
        while index < count {
            defer { index += 1 }
            let name: Int
            if matches(html, at: index, "href=") {
                name = 5
            } else if matches(html, at: index, "src=") {
                name = 4
            } else {
                continue
            }
            guard index > 0, html[index - 1] == UInt8(ascii: " ") || html[index - 1] == UInt8(ascii: "\n") else { continue }
            let quoteIndex = index + name
            guard quoteIndex < count, html[quoteIndex] == UInt8(ascii: "\"") || html[quoteIndex] == UInt8(ascii: "'") else { continue }
            let quote = html[quoteIndex]
            var end = quoteIndex + 1
            while end < count, html[end] != quote { end += 1 }
            let value = html[(quoteIndex + 1)..<end]
            let text = String(decoding: value, as: UTF8.self)
            urls.append(value.contains(UInt8(ascii: "&")) ? text.replacingOccurrences(of: "&amp;", with: "&") : text)
            index = end
        }
        return urls
    }

    private static func matches(_ html: [UInt8], at index: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= html.count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<length where html[index + offset] != pointer[offset] { return false }
        return true
    }
}
