import Foundation

/// The site as readers walk it: sections from the folders, any depth, each with its pages in order, and the
/// reading order through all of them. Built once per build in O(pages log pages).
struct PageTree: Sendable, Equatable {
    /// A page of the tree: a Markdown page, or a page the build makes for a folder or home without one.
    struct Node: Sendable, Equatable {
        var title: String
        /// The title menus and breadcrumbs show.
        var menuTitle: String
        var location: PageLocation
        /// Index into the pages given to `init`; `nil` for a generated page.
        var page: Int?
        var parent: Int?
        var children: [Int] = []
        /// Whether the node stands for a folder (its children are the folder's pages).
        var isSection: Bool
        /// Place in the reading order.
        var position = 0
        var rank: Rank
    }

    /// What the tree needs of a page.
    struct Page: Sendable {
        let sourcePath: String
        let location: PageLocation
        let title: String
        let linkTitle: String?
        let order: Int?
        let isIndex: Bool
        /// False when `title` is only the file's name: a summary's title for the page is then better.
        var hasOwnTitle = true
    }

    /// Node 0 is home. Set only while the tree is built: here and in its reshaping by a reading order
    /// (`PageTree+Regroup.swift`).
    var nodes: [Node]
    /// Node indices in reading order: home, then each section followed by its pages, depth first; then the entries
    /// no menu shows (`hidesUnlisted`), which are published all the same.
    private(set) var readingOrder: [Int] = []
    /// How many entries of the reading order a menu shows: the rest are published but in no menu, and have no
    /// previous or next page.
    private(set) var shownCount = 0
    /// The node of each page, by the page's index.
    var nodeOfPage: [Int]
    /// The section node of each source folder with pages (`guide/`; `` for home).
    var sectionOfFolder: [String: Int] = [:]
    /// Whether the tool's own menu lists the home page as an entry (MkDocs' `- Welcome: index.md`, mdBook's
    /// `[Introduction](index.md)`): the menu then shows it first, under the title given there.
    private(set) var listsHome = false

    /// - Parameters:
    ///   - listed: The position of pages a summary or `nav:` lists, by source path.
    ///   - listedTitles: The titles the summary gives, by source path.
    ///   - section: A source folder's URL path and the name its title is made from, as the site's tool makes
    ///     them (`URLRules.section`): a folder without an index page is published there.
    ///   - groups: The menu sections a summary or `nav:` puts pages in, by source path (`ReadingOrder.Item.groups`).
    ///   - groupsHoldFolders: Whether a folder whose pages all go to one section goes there whole, keeping its
    ///     structure (mdBook's parts, which say nothing of the chapters' nesting); MkDocs' `nav:` places each page.
    ///   - sectionPages: Pages that stand for their folder, which has no index page: the chapters an mdBook summary
    ///     nests the folder's other pages under.
    ///   - nestedUnder: Pages a summary nests under another page of their folder (the Rust book's chapters, all in
    ///     one folder), by source path: each goes below that page, as mdBook's sidebar shows it.
    ///   - unparted: Chapters a summary lists at its top level before any part: at the menu's top level, wherever
    ///     their folder goes.
    ///   - folders: Folders' places among their siblings and their titles, by folder (`guides/`), where the tool
    ///     gives them (`ToolSorting.folders`); an index page's own place and title come first.
    ///   - hidesUnlisted: Whether a page `listed` leaves out is in no menu, as MkDocs builds a page its `nav:` leaves
    ///     out; a folder of such pages alone is in none either.
    init(
        pages: [Page], listed: [String: Int] = [:], listedTitles: [String: String] = [:], groups: [String: [String]] = [:],
        groupsHoldFolders: Bool = false, sectionPages: Set<String> = [], nestedUnder: [String: String] = [:], unparted: Set<String> = [],
        folders: (orders: [String: Int], titles: [String: String]) = ([:], [:]), siteTitle: String,
        homeTitle: String = "Home", homePath: String = "", section made: (String) -> (path: String, name: String) = URLRules().section,
        hidesUnlisted: Bool = false
    ) {
        nodes = [Node(title: siteTitle, menuTitle: homeTitle, location: PageLocation(path: homePath), page: nil, isSection: true, rank: Rank())]
        nodeOfPage = Array(repeating: 0, count: pages.count)
        var sectionOfFolder: [String: Int] = ["": 0]

        func section(for folder: String) -> Int {
            if let existing = sectionOfFolder[folder] { return existing }
            let parentFolder = SitePaths.directory(of: String(folder.dropLast()))
            let parent = section(for: parentFolder)
            let (path, name) = made(folder)
            let title = folders.titles[folder] ?? Self.title(fromFileName: name)
            nodes.append(Node(
                title: title, menuTitle: title, location: PageLocation(path: path), page: nil, parent: parent, isSection: true,
                rank: Rank(order: folders.orders[folder], title: title, path: folder)))
            let index = nodes.count - 1
            nodes[parent].children.append(index)
            sectionOfFolder[folder] = index
            return index
        }

        for page in pages { _ = section(for: SitePaths.directory(of: page.sourcePath)) }
        // Index pages first, so a folder's section takes its index page's title and URL.
        let indexFirst = pages.indices.sorted { (pages[$0].isIndex ? 0 : 1, pages[$0].sourcePath) < (pages[$1].isIndex ? 0 : 1, pages[$1].sourcePath) }
        for pageIndex in indexFirst {
            var page = pages[pageIndex]
            if !page.hasOwnTitle, let listedTitle = listedTitles[page.sourcePath] { page = page.titled(listedTitle) }
            let folder = SitePaths.directory(of: page.sourcePath)
            let menuTitle = listedTitles[page.sourcePath] ?? page.linkTitle ?? page.title
            let rank = Rank(listed: listed[page.sourcePath], order: page.order, title: menuTitle, path: page.location.path)
            if page.isIndex || (sectionPages.contains(page.sourcePath) && nodes[section(for: folder)].page == nil) {
                let node = section(for: folder)
                nodes[node].title = page.title
                nodes[node].menuTitle = folder.isEmpty
                    ? (listedTitles[page.sourcePath] ?? page.linkTitle ?? homeTitle) : listedTitles[page.sourcePath] ?? page.linkTitle ?? folders.titles[folder] ?? page.title
                if node == 0, listed[page.sourcePath] != nil { listsHome = true }
                var rank = rank
                if page.order == nil, let order = folders.orders[folder] { rank.order = order }
                nodes[node].location = page.location
                nodes[node].page = pageIndex
                nodes[node].rank = rank
                nodeOfPage[pageIndex] = node
                continue
            }
            // `guide.md` beside a `guide/` folder without an index is that folder's page.
            let ownFolder = folder + SitePaths.folder(ofPage: page.sourcePath).split(separator: "/").last.map { $0 + "/" }!
            if let node = sectionOfFolder[ownFolder], nodes[node].page == nil, page.location.path == made(ownFolder).path {
                nodes[node].title = page.title
                nodes[node].menuTitle = menuTitle
                nodes[node].page = pageIndex
                nodes[node].rank = rank
                nodeOfPage[pageIndex] = node
                continue
            }
            let parent = section(for: folder)
            nodes.append(Node(title: page.title, menuTitle: menuTitle, location: page.location, page: pageIndex, parent: parent, isSection: false, rank: rank))
            nodes[parent].children.append(nodes.count - 1)
            nodeOfPage[pageIndex] = nodes.count - 1
        }
        self.sectionOfFolder = sectionOfFolder
        if !groups.isEmpty {
            regroup(pages: pages, groups: groups, holdingFolders: groupsHoldFolders, listed: listed, unparted: unparted)
        } else if !unparted.isEmpty {
            liftTopLevelChapters(pages: pages, paths: unparted)
        }
        if !nestedUnder.isEmpty { nest(pages: pages, under: nestedUnder) }
        rankSectionsBySubtree(0)
        sortChildren()
        distinguishRepeatedMenuTitles()
        let unlisted = hidesUnlisted && !listed.isEmpty ? hideUnlisted(pages: pages, listed: listed) : []
        number(0)
        shownCount = readingOrder.count
        for node in unlisted { number(node) }
    }

    /// Whether the build must make a page for this node: a folder, or home, without a Markdown page.
    func isGenerated(_ node: Int) -> Bool { nodes[node].page == nil }

    /// The nodes from home down to `node`'s parent.
    func ancestors(of node: Int) -> [Int] {
        var chain: [Int] = []
        var current = nodes[node].parent
        while let index = current {
            chain.append(index)
            current = nodes[index].parent
        }
        return chain.reversed()
    }

    func previous(of node: Int) -> Int? {
        let position = nodes[node].position
        return position > 0 && position < shownCount ? readingOrder[position - 1] : nil
    }

    func next(of node: Int) -> Int? {
        let position = nodes[node].position
        return position + 1 < shownCount ? readingOrder[position + 1] : nil
    }

    /// Takes the entries no menu shows out of their parents' children, keeping their own: a page `listed` leaves
    /// out, and a section with nothing listed below it. Returns the top ones, in the order they were.
    private mutating func hideUnlisted(pages: [Page], listed: [String: Int]) -> [Int] {
        var shown = Array(repeating: false, count: nodes.count)
        shown[0] = true
        // Children come after their parents in `nodes` but for regrouped ones: settled by walking each chain up.
        for index in nodes.indices.dropFirst() where nodes[index].page.map({ listed[pages[$0].sourcePath] != nil }) == true {
            var current: Int? = index
            while let node = current, !shown[node] {
                shown[node] = true
                current = nodes[node].parent
            }
        }
        var hidden: [Int] = []
        var stack = [0]
        while let node = stack.popLast() {
            for child in nodes[node].children where !shown[child] { hidden.append(child) }
            nodes[node].children.removeAll { !shown[$0] }
            stack += nodes[node].children.reversed()
        }
        return hidden
    }

    /// `getting-started` → `Getting started`.
    static func title(fromFileName name: String) -> String {
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces)
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

extension PageTree {
    /// How siblings are ordered: listed by a summary first, then by `order`/`weight`, then by title.
    struct Rank: Sendable, Equatable, Comparable {
        var listed = Int.max
        var order = Int.max
        var title = ""
        var path = ""

        init(listed: Int? = nil, order: Int? = nil, title: String = "", path: String = "") {
            self.listed = listed ?? .max
            self.order = order ?? .max
            self.title = title.lowercased()
            self.path = path
        }

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            (lhs.listed, lhs.order, lhs.title, lhs.path) < (rhs.listed, rhs.order, rhs.title, rhs.path)
        }
    }
}

private extension PageTree {
    /// A section sorts where the first page a summary lists inside it does.
    @discardableResult
    mutating func rankSectionsBySubtree(_ node: Int) -> Int {
        var first = nodes[node].rank.listed
        for child in nodes[node].children {
            first = min(first, rankSectionsBySubtree(child))
        }
        nodes[node].rank.listed = first
        return first
    }

    mutating func sortChildren() {
        let ranks = nodes.map(\.rank)
        for index in nodes.indices where nodes[index].children.count > 1 {
            nodes[index].children.sort { ranks[$0] < ranks[$1] }
        }
    }

    /// Siblings the menu would show under one title (a docs tree's version folders, each `_index.md` titled "The
    /// Documentation") each get their address's last part after it: `The Documentation (2.10)`.
    mutating func distinguishRepeatedMenuTitles() {
        for index in nodes.indices where nodes[index].children.count > 1 {
            var count: [String: Int] = [:]
            for child in nodes[index].children { count[nodes[child].menuTitle, default: 0] += 1 }
            for child in nodes[index].children where count[nodes[child].menuTitle, default: 0] > 1 {
                guard let last = nodes[child].location.path.split(separator: "/").last else { continue }
                let part = last.hasSuffix(".html") ? last.dropLast(5) : last
                nodes[child].menuTitle += " (\(part))"
            }
        }
    }

    mutating func number(_ root: Int) {
        var stack = [root]
        while let node = stack.popLast() {
            nodes[node].position = readingOrder.count
            readingOrder.append(node)
            stack += nodes[node].children.reversed()
        }
    }
}

private extension PageTree.Page {
    func titled(_ title: String) -> PageTree.Page {
        PageTree.Page(sourcePath: sourcePath, location: location, title: title, linkTitle: linkTitle, order: order, isIndex: isIndex)
    }
}
