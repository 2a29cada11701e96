import Foundation

/// A page's HTML with every `href` and `src` made absolute, for a feed: a reader shows an entry away from its
/// page, where the page's relative links (`../install/`, `figure.svg`, `#usage`) would lead nowhere. RSS has no
/// `xml:base`, so the links themselves must carry the host.
enum AbsoluteLinks {
    /// - Parameter pageURL: The page's absolute URL, which its relative links are read from.
    static func resolving(_ html: String, against pageURL: String) -> String {
        guard let base = URL(string: pageURL) else { return html }
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 256)
        var copied = 0
        var index = 0
        while let equals = bytes[index...].firstIndex(of: UInt8(ascii: "=")) {
            index = equals + 1
            guard follows(bytes, equals, "href") || follows(bytes, equals, "src"), index < bytes.count,
                bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
            else { continue }
            let quote = bytes[index]
            guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { break }
            let written = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            if let absolute = absolute(decoded(written), base: base) {
                result += bytes[copied...index]
                result += Array(absolute.htmlEscaped.utf8)
                copied = end
            }
            index = end + 1
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The URL read from `base`; `nil` for one that is absolute already or cannot be read.
    private static func absolute(_ url: String, base: URL) -> String? {
        guard !url.hasPrefix("//"), !LinkTarget.hasScheme(url), let resolved = URL(string: url, relativeTo: base) else { return nil }
        return resolved.absoluteString
    }

    /// The attribute's value with the entities the HTML writer uses decoded.
    private static func decoded(_ value: String) -> String {
        guard value.contains("&") else { return value }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Whether `name` ends right before `equals` with a space or a line break before it.
    private static func follows(_ html: [UInt8], _ equals: Int, _ name: String) -> Bool {
        let name = Array(name.utf8)
        let start = equals - name.count
        guard start >= 1, html[start - 1] == UInt8(ascii: " ") || html[start - 1] == UInt8(ascii: "\n") else { return false }
        return html[start..<equals].elementsEqual(name)
    }
}
