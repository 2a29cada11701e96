import CCmark

/// GFM's disallowed raw HTML: where raw HTML is allowed, the tags that would change how the rest of the page
/// is read (`<title>`, `<textarea>`, `<style>`, `<xmp>`, `<iframe>`, `<noembed>`, `<noframes>`, `<script>`,
/// `<plaintext>`, opening or closing, any case) lose their `<` to `&lt;` and show as text.
enum TagFilter {
    private static let disallowed: [[UInt8]] = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]
        .map { Array($0.utf8) }

    /// Filters the raw HTML below `root`; returns each opening tag shown as text, with the line of its node.
    static func apply(to root: OpaquePointer) -> [(line: Int, tag: String)] {
        var shown: [(line: Int, tag: String)] = []
        for node in Cmark.descendants(of: root, where: { [CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE].contains(Cmark.type($0)) }) {
            let html = Array(Cmark.literal(node).utf8)
            guard html.contains(UInt8(ascii: "<")) else { continue }
            var filtered: [UInt8] = []
            filtered.reserveCapacity(html.count)
            for index in html.indices {
                if html[index] == UInt8(ascii: "<"), let name = disallowedTag(html, at: index) {
                    filtered += Array("&lt;".utf8)
                    if html[index + 1] != UInt8(ascii: "/") { shown.append((Int(cmark_node_get_start_line(node)), "<" + String(decoding: name, as: UTF8.self) + ">")) }
                } else {
                    filtered.append(html[index])
                }
            }
            if filtered.count != html.count { Cmark.setLiteral(node, String(decoding: filtered, as: UTF8.self)) }
        }
        return shown
    }

    /// Whether `<` at `start` begins one of the disallowed tags: the name, then a space, `>` or `/>`.
    static func opensDisallowedTag(_ html: [UInt8], at start: Int) -> Bool { disallowedTag(html, at: start) != nil }

    /// The disallowed tag `<` at `start` begins (its name as listed), if any.
    private static func disallowedTag(_ html: [UInt8], at start: Int) -> [UInt8]? {
        var nameStart = start + 1
        if nameStart < html.count, html[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
        return disallowed.first { name in
            let end = nameStart + name.count
            guard end < html.count else { return false }
            for offset in name.indices where html[nameStart + offset] | 0x20 != name[offset] { return false }
            let next = html[end]
            if next == UInt8(ascii: ">") || [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(next) { return true }
            return next == UInt8(ascii: "/") && end + 1 < html.count && html[end + 1] == UInt8(ascii: ">")
        }
    }
}
