/// `llms-full.txt`: every page's Markdown in reading order, each after a line with the address of its page and
/// under its title, as one file a model reads whole.
enum LLMsFullText {
    /// The file, and where each page's Markdown lies in it, by page index. The Markdown is copied in verbatim,
    /// so each page's own Markdown file can be that range of these bytes: at 10,000 pages the site's Markdown is
    /// tens of megabytes, held once instead of twice.
    ///
    /// - Parameter url: A page's HTML URL (absolute, or from the site's root), by page index.
    static func make(pages: [PublishedPage], tree: PageTree, url: (Int) -> String) -> (bytes: [UInt8], parts: [Range<Int>]) {
        let headings = tree.readingOrder.reduce(0) { $0 + tree.nodes[$1].title.utf8.count + 128 }
        let markdown = pages.reduce(0) { $0 + $1.source.markdownText.utf8.count }
        var bytes: [UInt8] = []
        // Written once into bytes of the right size, never through a String that would then be copied into them.
        bytes.reserveCapacity(markdown + headings)
        var parts = Array(repeating: 0..<0, count: pages.count)
        for node in tree.readingOrder {
            guard let index = tree.nodes[node].page else { continue }
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            let text = pages[index].source.markdownText
            bytes += Array("Source: \(url(index))\n\n".utf8)
            // A page that opens with its own `# Title` keeps it: the title readers see, said once.
            if !Self.opensWithTitle(text) { bytes += Array("# \(tree.nodes[node].title)\n\n".utf8) }
            let start = bytes.count
            bytes += text.utf8
            parts[index] = start..<bytes.count
            if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        }
        return (bytes, parts)
    }

    /// Whether the first line is an ATX level-one heading (`# Title`).
    static func opensWithTitle(_ text: Substring) -> Bool {
        let utf8 = text.utf8
        let indent = utf8.prefix { $0 == UInt8(ascii: " ") }.count
        guard indent < 4 else { return false }
        let afterIndent = utf8.dropFirst(indent)
        guard afterIndent.first == UInt8(ascii: "#") else { return false }
        let next = afterIndent.dropFirst().first
        return next == nil || next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
    }
}
