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
        fileprivate var rank: Rank
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

    /// Node 0 is home.
    private(set) var nodes: [Node]
    /// Node indices in reading order: home, then each section followed by its pages, depth first.
    private(set) var readingOrder: [Int] = []
    /// The node of each page, by the page's index.
    private(set) var nodeOfPage: [Int]
    /// The section node of each source folder with pages (`guide/`; `` for home).
    private(set) var sectionOfFolder: [String: Int] = [:]

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
    init(
        pages: [Page], listed: [String: Int] = [:], listedTitles: [String: String] = [:], groups: [String: [String]] = [:],
        groupsHoldFolders: Bool = false, sectionPages: Set<String> = [], nestedUnder: [String: String] = [:], siteTitle: String,
        section made: (String) -> (path: String, name: String) = URLRules().section
    ) {
        nodes = [Node(title: siteTitle, menuTitle: "Home", location: PageLocation(path: ""), page: nil, isSection: true, rank: Rank())]
        nodeOfPage = Array(repeating: 0, count: pages.count)
        var sectionOfFolder: [String: Int] = ["": 0]

        func section(for folder: String) -> Int {
            if let existing = sectionOfFolder[folder] { return existing }
            let parentFolder = SitePaths.directory(of: String(folder.dropLast()))
            let parent = section(for: parentFolder)
            let (path, name) = made(folder)
            let title = Self.title(fromFileName: name)
            nodes.append(Node(title: title, menuTitle: title, location: PageLocation(path: path), page: nil, parent: parent, isSection: true, rank: Rank(title: title, path: folder)))
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
                nodes[node].menuTitle = folder.isEmpty ? (page.linkTitle ?? "Home") : menuTitle
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
        if !groups.isEmpty { regroup(pages: pages, groups: groups, holdingFolders: groupsHoldFolders, listed: listed) }
        if !nestedUnder.isEmpty { nest(pages: pages, under: nestedUnder) }
        rankSectionsBySubtree(0)
        sortChildren()
        number(0)
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
        return position > 0 ? readingOrder[position - 1] : nil
    }

    func next(of node: Int) -> Int? {
        let position = nodes[node].position
        return position + 1 < readingOrder.count ? readingOrder[position + 1] : nil
    }

    /// `getting-started` → `Getting started`.
    static func title(fromFileName name: String) -> String {
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces)
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

/// How siblings are ordered: listed by a summary first, then by `order`/`weight`, then by title.
private struct Rank: Sendable, Equatable, Comparable {
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

private extension PageTree {
    /// Puts each page a summary or `nav:` places (`groups`) under the menu section it names: a folder whose listed
    /// pages are all that section's takes its title; any other section is a node of its own, with a generated page
    /// listing its pages, at a path made from its title. With `holdingFolders`, a folder whose pages all go to one
    /// section goes there whole, keeping its own structure; other pages go one by one, those listed at the top
    /// level to home. Folders left with nothing are taken out of the menu.
    mutating func regroup(pages: [Page], groups: [String: [String]], holdingFolders: Bool, listed: [String: Int] = [:]) {
        let key = { (chain: [String]) in chain.joined(separator: "\u{1F}") }
        var members: [String: [Int]] = [:]
        var chainOfKey: [String: [String]] = [:]
        for (index, page) in pages.enumerated() {
            guard let chain = groups[page.sourcePath] else { continue }
            members[key(chain), default: []].append(index)
            for length in 0...chain.count { chainOfKey[key(Array(chain.prefix(length)))] = Array(chain.prefix(length)) }
        }
        // Folders a sidebar shows whole as a group (Starlight's `autogenerate`), by group.
        var folderMembers: [String: [String]] = [:]
        for (path, chain) in groups where path.hasSuffix("/") && sectionOfFolder[path] != nil {
            folderMembers[key(chain), default: []].append(path)
            for length in 0...chain.count { chainOfKey[key(Array(chain.prefix(length)))] = Array(chain.prefix(length)) }
        }
        // The sections that list pages of each folder.
        var claims: [String: Set<String>] = [:]
        for (groupKey, indices) in members {
            for index in indices { claims[SitePaths.directory(of: pages[index].sourcePath), default: []].insert(groupKey) }
        }
        for (groupKey, folders) in folderMembers { for folder in folders { claims[folder, default: []].insert(groupKey) } }
        var taken = Set(nodes.map(\.location.path))
        var nodeOfGroup: [String: Int] = [key([]): 0]
        func node(for chain: [String]) -> Int {
            let groupKey = key(chain)
            if let known = nodeOfGroup[groupKey] { return known }
            // A folder's own section, which the groups below it are in (`ReadingOrder.folderAnchor`).
            if chain.count == 1, chain[0].hasPrefix("\u{0}") {
                let section = sectionOfFolder[String(chain[0].dropFirst())] ?? 0
                nodeOfGroup[groupKey] = section
                return section
            }
            let parent = node(for: Array(chain.dropLast()))
            // An untitled section shows its first page's title (its index page's, as MkDocs Material shows it).
            let firstMember = (members[groupKey] ?? []).min { (listed[pages[$0].sourcePath] ?? .max) < (listed[pages[$1].sourcePath] ?? .max) }
            let title = ReadingOrder.isUntitled(chain.last!) ? firstMember.map { pages[$0].linkTitle ?? pages[$0].title } ?? "" : chain.last!
            let folders = Set((members[groupKey] ?? []).map { SitePaths.directory(of: pages[$0].sourcePath) } + (folderMembers[groupKey] ?? []))
            // A section that lists a folder's index page (MkDocs Material's section index) is that folder too.
            let indexFolder = (members[groupKey] ?? []).first { pages[$0].isIndex }.map { SitePaths.directory(of: pages[$0].sourcePath) }
            let adopted = folders.count == 1 ? folders.first : indexFolder
            let node: Int
            // Never the folder the group is shown in (a sidebar's groups inside `guide/`).
            if let folder = adopted, !folder.isEmpty, claims[folder] == [groupKey], let section = sectionOfFolder[folder], !isAncestor(section, of: parent) {
                // The folder is this section: it takes the section's title.
                node = section
                nodes[node].menuTitle = title
                if nodes[node].page == nil { nodes[node].title = title }
            } else {
                var path = nodes[parent].location.path + Self.slug(title) + "/"
                if taken.contains(path) { path = nodes[parent].location.path + Self.slug(title) + "-section/" }
                taken.insert(path)
                nodes.append(Node(
                    title: title, menuTitle: title, location: PageLocation(path: path), page: nil, parent: parent, isSection: true,
                    rank: Rank(title: title, path: path)))
                node = nodes.count - 1
                nodes[parent].children.append(node)
            }
            move(node, under: parent)
            nodeOfGroup[groupKey] = node
            return node
        }
        for chain in chainOfKey.values.sorted(by: { ($0.count, key($0)) < ($1.count, key($1)) }) { _ = node(for: chain) }
        let groupNodes = Set(nodeOfGroup.values)
        dropMovedChildren()

        // Which section each node's listed pages go to: none listed, all to one, or several.
        enum Destination: Equatable { case none, one(String), several }
        var chainOfPageNode: [Int: String] = [:]
        for (index, page) in pages.enumerated() { if let chain = groups[page.sourcePath] { chainOfPageNode[nodeOfPage[index]] = key(chain) } }
        var destination = Array(repeating: Destination.none, count: nodes.count)
        func gather(_ node: Int) -> Destination {
            var found: Destination = chainOfPageNode[node].map { .one($0) } ?? .none
            for child in nodes[node].children {
                switch (found, gather(child)) {
                case (_, .none): break
                case (.none, let other): found = other
                case (.one(let a), .one(let b)) where a == b: break
                default: found = .several
                }
            }
            destination[node] = found
            return found
        }
        _ = gather(0)
        var placed = Set<Int>()
        func place(_ node: Int) {
            for child in nodes[node].children {
                if nodes[child].isSection, !groupNodes.contains(child), case .one(let groupKey) = destination[child] {
                    placed.insert(child)
                    let target = nodeOfGroup[groupKey]!
                    if target != child { pending.append((child, target)) }
                } else {
                    place(child)
                }
            }
        }
        var pending: [(node: Int, target: Int)] = []
        if holdingFolders { place(0) }
        for move in pending { self.move(move.node, under: move.target) }
        func isPlaced(_ node: Int) -> Bool {
            var current: Int? = node
            while let index = current {
                if placed.contains(index) { return true }
                current = nodes[index].parent
            }
            return false
        }
        for (groupKey, folders) in folderMembers {
            for folder in folders {
                guard let section = sectionOfFolder[folder] else { continue }
                // The folder sorts where the sidebar names it.
                if let position = listed[folder] { nodes[section].rank.listed = min(nodes[section].rank.listed, position) }
                if section != nodeOfGroup[groupKey] { move(section, under: nodeOfGroup[groupKey]!) }
            }
        }
        for (index, page) in pages.enumerated() {
            guard let chain = groups[page.sourcePath] else { continue }
            let pageNode = nodeOfPage[index]
            let target = nodeOfGroup[key(chain)]!
            // A folder that became the section, or went to it whole, keeps its pages where they are.
            if pageNode == target || pageNode == 0 || groupNodes.contains(pageNode) || isPlaced(pageNode) { continue }
            move(pageNode, under: target)
        }
        dropMovedChildren()
        detachEmptySections(0)
    }

    /// Whether `node` is `other` or one of its ancestors.
    func isAncestor(_ node: Int, of other: Int) -> Bool {
        var current: Int? = other
        while let index = current {
            if index == node { return true }
            current = nodes[index].parent
        }
        return false
    }

    /// Makes `node` a child of `parent`, unless it already is (or `parent` is inside it).
    mutating func move(_ node: Int, under parent: Int) {
        guard node != 0, nodes[node].parent != parent else { return }
        var ancestor: Int? = parent
        while let current = ancestor {
            if current == node { return }
            ancestor = nodes[current].parent
        }
        // The old parent's list keeps it until `dropMovedChildren`: one pass for all moves, not one per move.
        nodes[node].parent = parent
        nodes[parent].children.append(node)
    }

    /// Each node's children without those moved elsewhere, and each once.
    mutating func dropMovedChildren() {
        var seen = Set<Int>()
        for index in nodes.indices {
            let parentIndex = index
            nodes[index].children = nodes[index].children.filter { nodes[$0].parent == parentIndex && seen.insert($0).inserted }
        }
    }

    /// Takes out of the menu the sections without a page that hold nothing (their pages went elsewhere).
    @discardableResult
    mutating func detachEmptySections(_ node: Int) -> Bool {
        nodes[node].children = nodes[node].children.filter { !detachEmptySections($0) }
        return node != 0 && nodes[node].isSection && nodes[node].page == nil && nodes[node].children.isEmpty
    }

    /// `API Reference` → `api-reference`.
    static func slug(_ title: String) -> String {
        let words = title.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? "section" : words.joined(separator: "-")
    }

    /// Moves each page below the page `parents` names, in one sweep: a page that is a folder's section, or whose
    /// move would make a loop, stays where it is.
    mutating func nest(pages: [Page], under parents: [String: String]) {
        var nodeOfSource: [String: Int] = [:]
        for (index, page) in pages.enumerated() { nodeOfSource[page.sourcePath] = nodeOfPage[index] }
        var moves: [(child: Int, parent: Int)] = []
        var newParent: [Int: Int] = [:]
        for (index, page) in pages.enumerated() {
            guard let parentPath = parents[page.sourcePath], let parent = nodeOfSource[parentPath] else { continue }
            let child = nodeOfPage[index]
            guard child != parent, !nodes[child].isSection else { continue }
            // Up from the new parent, through the moves decided so far: the child must not be met.
            var current: Int? = parent
            var loops = false
            while let node = current {
                if node == child { loops = true; break }
                current = newParent[node] ?? nodes[node].parent
            }
            guard !loops else { continue }
            newParent[child] = parent
            moves.append((child, parent))
        }
        guard !moves.isEmpty else { return }
        let moved = Set(moves.map(\.child))
        for old in Set(moves.compactMap { nodes[$0.child].parent }) { nodes[old].children.removeAll { moved.contains($0) } }
        for (child, parent) in moves {
            nodes[child].parent = parent
            nodes[parent].children.append(child)
        }
    }

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
