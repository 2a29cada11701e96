/// `llms-full.txt`: every page's Markdown in reading order, each under its title and the address of its page,
/// as one file a model reads whole.
enum LLMsFullText {
    /// - Parameter url: A page's HTML URL (absolute, or from the site's root), by page index.
    static func bytes(pages: [PublishedPage], tree: PageTree, url: (Int) -> String) -> [UInt8] {
        // The file is as large as the site's Markdown: written once into bytes of the right size, never through a
        // String that would then be copied into them.
        let headings = tree.readingOrder.reduce(0) { $0 + tree.nodes[$1].title.utf8.count + 128 }
        let markdown = pages.reduce(0) { $0 + $1.source.markdownText.utf8.count }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(markdown + headings)
        for node in tree.readingOrder {
            guard let index = tree.nodes[node].page else { continue }
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            let text = pages[index].source.markdownText
            let source = "Source: \(url(index))\n"
            let rest: Substring.UTF8View
            // A page that opens with its own `# Title` keeps it: the title readers see, said once.
            if let lineEnd = Self.openingHeadingEnd(text) {
                bytes += text.utf8[..<lineEnd].reversed().drop { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.reversed()
                bytes += Array(("\n\n" + source).utf8)
                rest = text.utf8[lineEnd...].drop { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
            } else {
                bytes += Array(("# \(tree.nodes[node].title)\n\n" + source).utf8)
                rest = text.utf8
            }
            if !rest.isEmpty {
                bytes.append(UInt8(ascii: "\n"))
                bytes += rest
            }
            if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        }
        return bytes
    }

    /// Where the first line ends (after its line break) when it is an ATX level-one heading (`# Title`).
    static func openingHeadingEnd(_ text: Substring) -> String.Index? {
        let utf8 = text.utf8
        let indent = utf8.prefix { $0 == UInt8(ascii: " ") }.count
        guard indent < 4 else { return nil }
        let afterIndent = utf8.dropFirst(indent)
        guard afterIndent.first == UInt8(ascii: "#") else { return nil }
        let next = afterIndent.dropFirst().first
        guard next == nil || next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") else { return nil }
        guard let newline = afterIndent.firstIndex(of: UInt8(ascii: "\n")) else { return utf8.endIndex }
        return utf8.index(after: newline)
    }
}
