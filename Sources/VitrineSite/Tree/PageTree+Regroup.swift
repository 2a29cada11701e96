/// The tree reshaped by a reading order another tool's project gives: the menu sections a summary or `nav:`
/// puts pages in (`regroup`), and the chapters a summary nests under others of their folder (`nest`).
extension PageTree {
    /// Puts each page a summary or `nav:` places (`groups`) under the menu section it names: a folder whose listed
    /// pages are all that section's takes its title; any other section is a node of its own, with a generated page
    /// listing its pages, at a path made from its title. With `holdingFolders`, a folder whose pages all go to one
    /// section goes there whole, keeping its own structure; other pages go one by one, those listed at the top
    /// level to home. Folders left with nothing are taken out of the menu.
    mutating func regroup(pages: [Page], groups: [String: [String]], holdingFolders: Bool, listed: [String: Int] = [:], unparted: Set<String> = []) {
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
        var groupsIn: [String: Int] = [:]
        for chain in chainOfKey.values where !chain.isEmpty { groupsIn[key(Array(chain.dropLast())), default: 0] += 1 }
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
            // The outermost, where the others are inside it; not where it lists the index pages of folders side by side
            // (Hugo's menu heading over two sections): then it is a section of its own, holding those folders.
            let indexFolders = Set((members[groupKey] ?? []).filter { pages[$0].isIndex }.map { SitePaths.directory(of: pages[$0].sourcePath) })
            let indexFolder = indexFolders.min { $0.count < $1.count }.flatMap { outer in indexFolders.allSatisfy { $0.hasPrefix(outer) } ? outer : nil }
            // Only a folder that holds all the section's pages: an mdBook part listing `types/index.md` beside the
            // chapters of `guide/` is not the `types/` folder.
            let adopted = folders.count == 1 ? folders.first
                : indexFolder.flatMap { index in !holdingFolders || folders.allSatisfy { $0.hasPrefix(index) } ? index : nil }
            // The one group shown in the folder it lists, that folder's index page among its pages (VitePress' sidebar
            // for `/deploy/` holding one group of `/deploy/` and `/deploy/config`), is the folder's section: a heading
            // over the folder's pages there, not a section of its own with a page listing them.
            if let folder = adopted, indexFolder == folder, sectionOfFolder[folder] == parent, parent != 0, groupsIn[key(Array(chain.dropLast()))] == 1 {
                nodeOfGroup[groupKey] = parent
                return parent
            }
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
        // mdBook's chapters before its parts stay at the top, though their folder went to a part.
        for (index, page) in pages.enumerated() where unparted.contains(page.sourcePath) {
            let pageNode = nodeOfPage[index]
            if pageNode != 0, !nodes[pageNode].isSection, nodes[pageNode].parent != 0 { move(pageNode, under: 0) }
        }
        dropMovedChildren()
        detachEmptySections(0)
    }

    /// mdBook's top-level chapters, in a book without parts: one whose folder has no chapter of its own (a suffix
    /// chapter `appendix/glossary.md`) is at the menu's top level, as mdBook lists it, not under a section made for
    /// its folder.
    mutating func liftTopLevelChapters(pages: [Page], paths: Set<String>) {
        var lifted = false
        for (index, page) in pages.enumerated() where paths.contains(page.sourcePath) {
            let pageNode = nodeOfPage[index]
            guard pageNode != 0, !nodes[pageNode].isSection, let parent = nodes[pageNode].parent, parent != 0, nodes[parent].page == nil else { continue }
            move(pageNode, under: 0)
            lifted = true
        }
        guard lifted else { return }
        dropMovedChildren()
        _ = detachEmptySections(0)
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
    /// The section the menu shows under these titles, one a level from the top (a sidebar's categories).
    func node(titled titles: [String]) -> Int? {
        var node = 0
        for title in titles {
            if title.hasPrefix("\u{0}"), node == 0, let section = sectionOfFolder[String(title.dropFirst())] {
                node = section
                continue
            }
            guard let child = nodes[node].children.first(where: { nodes[$0].isSection && (nodes[$0].menuTitle == title || nodes[$0].title == title) }) else {
                return nil
            }
            node = child
        }
        return node == 0 ? nil : node
    }

    static func slug(_ title: String) -> String {
        let words = title.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? "section" : words.joined(separator: "-")
    }

    /// Moves each page below the page `parents` names, in one sweep: a page that is a folder's section, or whose
    /// move would make a loop, stays where it is.
    mutating func nest(pages: [Page], under parents: [String: String]) {
        var nodeOfSource: [String: Int] = [:]
        for (index, page) in pages.enumerated() { nodeOfSource[page.sourcePath] = nodeOfPage[index] }
        for (index, page) in pages.enumerated() {
            guard let parentPath = parents[page.sourcePath], let parent = nodeOfSource[parentPath], !nodes[nodeOfPage[index]].isSection else { continue }
            move(nodeOfPage[index], under: parent)
        }
        dropMovedChildren()
    }
}
