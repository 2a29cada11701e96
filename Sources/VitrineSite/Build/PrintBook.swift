import VitrineMustache

/// The print page's chapters: every page of the tree in reading order, as mdBook's print page holds its book, so
/// printing one page or saving it as PDF gives the whole site. Each page's HTML is read once (`PrintRewriter`):
/// the page costs what the pages' text costs, however many pages link to each other.
enum PrintBook {
    struct Chapter: Sendable {
        let title: String
        /// The chapter's id on the print page, made from its path: `guide/setup/` → `guide-setup`.
        let anchor: String
        /// How many sections up to home, at most 6.
        let depth: Int
        /// Whether the template shows `title` as the chapter's `<h1>`: the Markdown does not open with one.
        let showTitle: Bool
        let content: String

        var context: MustacheValue {
            ["title": .text(title), "id": .text(anchor), "depth": .text(String(depth)), "showTitle": .bool(showTitle), "content": .text(content)]
        }
    }

    /// - Parameters:
    ///   - folder: Where the print page is published, e.g. `print/`.
    ///   - taken: Ids the print template writes itself, which no chapter may take.
    static func chapters(pages: [PublishedPage], tree: PageTree, folder: String, basePath: String, taken: Set<String>) -> [Chapter] {
        var given = Anchors(used: taken)
        var anchors: [String: String] = [:]
        let order = tree.readingOrder
        let orderAnchors = order.map { node -> String in
            let location = tree.nodes[node].location
            let anchor = given.unique(slug(location.path))
            anchors[location.outputPath] = anchor
            return anchor
        }
        let rewriter = PrintRewriter(anchors: anchors, basePath: basePath, rootFromPrint: SitePaths.rootPrefix(from: folder))
        return Parallel.map(Array(zip(order, orderAnchors))) { node, anchor -> Chapter in
            let entry = tree.nodes[node]
            let page = entry.page.map { pages[$0] }
            let content = page.map { rewriter.rewrite($0.rendered.content, anchor: anchor, folder: entry.location.directory) } ?? ""
            return Chapter(
                title: entry.title, anchor: anchor, depth: min(tree.ancestors(of: node).count, 6),
                showTitle: !(page?.rendered.startsWithHeading ?? false), content: content)
        }
    }

    /// Lowercase ASCII letters and digits, any run of anything else one `-`: an id with no space, no `%` and no
    /// `:` (which `PrintRewriter` puts between a page's anchor and its own ids), so no chapter's anchor can
    /// equal another chapter's prefixed id. Home is `home`.
    static func slug(_ path: String) -> String {
        var slug: [UInt8] = []
        for byte in path.utf8 {
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower) {
                slug.append(lower)
            } else if slug.last != UInt8(ascii: "-") {
                slug.append(UInt8(ascii: "-"))
            }
        }
        while slug.last == UInt8(ascii: "-") { slug.removeLast() }
        while slug.first == UInt8(ascii: "-") { slug.removeFirst() }
        return slug.isEmpty ? (path.isEmpty ? "home" : "page") : String(decoding: slug, as: UTF8.self)
    }

    /// The ids given so far, and the next number to try after each slug that more than one page has: a
    /// thousand pages whose names have no ASCII letter are `page`, `page-2`… without a search from 2 for each.
    struct Anchors {
        var used: Set<String>
        var next: [String: Int] = [:]

        /// `base`, or `base-2`, `base-3`… when an earlier chapter or the template has it.
        mutating func unique(_ base: String) -> String {
            if used.insert(base).inserted { return base }
            var number = next[base] ?? 2
            while !used.insert("\(base)-\(number)").inserted { number += 1 }
            next[base] = number + 1
            return "\(base)-\(number)"
        }
    }
}
