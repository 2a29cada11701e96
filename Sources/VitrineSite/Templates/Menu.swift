/// A page's menu: the path from home to the page, each level's pages around that path, and the page's own
/// children — at most `limit` links however large the site, so every page's menu costs the same.
///
/// A level with more pages than its share shows the ones nearest the path and a link to its section page,
/// which lists them all. Written straight to HTML: a template expansion per link would cost more than the
/// rest of the page.
struct Menu: Sendable {
    static let limit = 100

    let tree: PageTree
    /// The site's page index, where the top level's overflow link points.
    let allPagesPath: String
    /// Each node's URL and menu title, escaped once: every page's menu repeats its neighbours'.
    private let escapedURLs: [String]
    private let escapedTitles: [String]

    init(tree: PageTree, allPagesPath: String) {
        self.tree = tree
        self.allPagesPath = allPagesPath
        escapedURLs = tree.nodes.map(\.location.encoded.htmlEscaped)
        escapedTitles = tree.nodes.map(\.menuTitle.htmlEscaped)
    }

    /// One level of the menu: a window of a section's children.
    struct Level: Equatable {
        let section: Int
        let children: [Int]
        let shown: Range<Int>
        /// The child on the way to the current page, if any.
        let focus: Int?
        var hidden: Int { children.count - shown.count }
    }

    /// The levels shown on `node`'s page, from the top.
    func levels(for node: Int) -> [Level] {
        let chain = tree.ancestors(of: node) + [node]
        var sections: [(section: Int, focus: Int?)] = []
        for (depth, section) in chain.enumerated() where !tree.nodes[section].children.isEmpty {
            sections.append((section, depth + 1 < chain.count ? chain[depth + 1] : nil))
        }
        var shares = Self.shares(count: sections.count, currentHasChildren: sections.last?.focus == nil)
        // Links a short level leaves unused go to the levels that would hide some, nearest the page first: a
        // level of 11 is not cut to 8 while another shows 3 of its 12. The menu stays within `limit`.
        let needs = sections.map { tree.nodes[$0.section].children.count }
        var spare = zip(shares, needs).reduce(0) { $0 + max(0, $1.0 - $1.1) }
        for index in shares.indices.reversed() where spare > 0 && needs[index] > shares[index] {
            let extra = min(spare, needs[index] - shares[index])
            shares[index] += extra
            spare -= extra
        }
        return zip(sections, shares).map { entry, share in
            let children = tree.nodes[entry.section].children
            let focusIndex = entry.focus.flatMap { children.firstIndex(of: $0) } ?? 0
            let size = min(share, children.count)
            let start = max(0, min(focusIndex - size / 2, children.count - size))
            return Level(section: entry.section, children: children, shown: start..<(start + size), focus: entry.focus)
        }
    }

    /// The menu's `<ul>`, links relative to `root`.
    func html(for node: Int, root: String) -> String {
        let levels = levels(for: node)
        guard !levels.isEmpty else { return "" }
        var html = ""
        html.reserveCapacity(6_000)
        write(levels[...], current: node, root: root, into: &html)
        return html
    }

    /// Each level's share of the links: the page's siblings and children get most, the levels above fewer,
    /// and every truncated level one link more to its section page.
    static func shares(count: Int, currentHasChildren: Bool) -> [Int] {
        guard count > 0 else { return [] }
        var shares = Array(repeating: 8, count: count)
        shares[0] = 12
        if currentHasChildren {
            shares[count - 1] = 20
            if count >= 2 { shares[count - 2] = 30 }
        } else {
            shares[count - 1] = 30
        }
        if count == 1 { shares[0] = 40 }
        // One link per level is kept back for its "more" link.
        while shares.reduce(0, +) + count > limit, let widest = shares.indices.max(by: { shares[$0] < shares[$1] }), shares[widest] > 1 {
            shares[widest] -= 1
        }
        return shares
    }
}

private extension Menu {
    func write(_ levels: ArraySlice<Level>, current: Int, root: String, into html: inout String) {
        guard let level = levels.first else { return }
        html += "<ul>\n"
        if level.section == 0, tree.listsHome {
            html += "<li><a href=\""
            html += root
            html += escapedURLs[0]
            html += current == 0 ? "\" aria-current=\"page\">" : "\">"
            html += escapedTitles[0]
            html += "</a></li>\n"
        }
        for index in level.shown {
            let child = level.children[index]
            html += child == level.focus && levels.count > 1 ? "<li class=\"menu-open\">" : "<li>"
            html += "<a href=\""
            html += root
            html += escapedURLs[child]
            html += child == current ? "\" aria-current=\"page\">" : "\">"
            html += escapedTitles[child]
            html += "</a>"
            if child == level.focus, levels.count > 1 {
                html += "\n"
                write(levels.dropFirst(), current: current, root: root, into: &html)
            }
            html += "</li>\n"
        }
        if level.hidden > 0 {
            let section = tree.nodes[level.section]
            let target = level.section == 0 ? allPagesPath : section.location.encoded
            html += "<li class=\"menu-more\"><a href=\"\(root)\(target.htmlEscaped)\">All \(level.children.count) pages in \(section.menuTitle.htmlEscaped)</a></li>\n"
        }
        html += "</ul>\n"
    }
}
