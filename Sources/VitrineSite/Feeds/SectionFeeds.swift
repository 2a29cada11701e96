/// The sections with a feed, and what each feed holds. A section has one when its index page says `feed: true`
/// or the config's `feeds:` names its folder; the feed lists the section's pages that have a `date`, at any
/// depth, newest first.
struct SectionFeeds: Sendable {
    /// Enough for a reader to catch up after weeks away, as MkDocs Material's RSS plugin counts by default; a
    /// feed that listed every page would grow with the site and be fetched whole at every poll.
    static let limit = 20

    /// The feeds to write: none without a base URL naming a host, since every link of a feed must be absolute.
    private(set) var feeds: [Feed] = []
    /// The feed whose link each node's page carries, as an index into `feeds`: its own section's, else the
    /// nearest one above it; empty when there are no feeds.
    private(set) var feedOfNode: [Int?] = []
    private(set) var diagnostics: [SiteDiagnostic] = []

    init() {}

    /// Whether any section asks for a feed, whether or not one can be written.
    static func areAsked(config: SiteConfig, pages: [PageSource]) -> Bool {
        !config.feedFolders.isEmpty || pages.contains { $0.matter.feed }
    }

    /// `blog`, `/blog/` → `blog/`; `/` → ``: a folder as the page tree names it.
    static func folder(_ written: String) -> String {
        let trimmed = written.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        return trimmed.isEmpty ? "" : trimmed + "/"
    }

    /// - Parameter configFile: The config's path as messages show it.
    init(config: SiteConfig, configFile: String, pages: [PublishedPage], tree: PageTree) {
        // Each section asked for, with where it was asked, for a message about it.
        var asked: [Int: SiteDiagnostic] = [:]
        let place = config.feedsPlace
        for folder in config.feedFolders {
            let at = SiteDiagnostic(file: configFile, line: place?.line ?? 1, column: place?.column ?? 0, message: "", severity: .warning)
            if let node = tree.sectionOfFolder[folder] {
                asked[node] = asked[node] ?? at
            } else {
                diagnostics.append(at.saying("feeds: the site has no folder '\(folder)' with pages, so it has no feed"))
            }
        }
        for (index, page) in pages.enumerated() where page.source.matter.feed {
            let node = tree.nodeOfPage[index]
            let at = SiteDiagnostic(file: page.source.displayPath, line: 1, message: "", severity: .warning)
            if tree.nodes[node].isSection {
                asked[node] = at
            } else {
                diagnostics.append(at.saying("feed: true is read on a folder's index page only, for the feed of the folder's pages"))
            }
        }
        guard !asked.isEmpty else { return }

        var dated: [Int: [Int]] = [:]
        for (index, page) in pages.enumerated() where page.source.matter.date != nil {
            var ancestor = tree.nodes[tree.nodeOfPage[index]].parent
            while let node = ancestor {
                if asked[node] != nil { dated[node, default: []].append(index) }
                ancestor = tree.nodes[node].parent
            }
        }
        var feedOfSection: [Int: Int] = [:]
        var folders: Set<String> = []
        for node in asked.keys.sorted(by: { tree.nodes[$0].position < tree.nodes[$1].position }) {
            let section = tree.nodes[node]
            guard let indices = dated[node] else {
                diagnostics.append(asked[node]!.saying("no page under /\(section.location.path) has a date, so it has no feed"))
                continue
            }
            guard let base = config.absoluteBaseURL else { continue }
            guard folders.insert(section.location.directory).inserted else {
                diagnostics.append(asked[node]!.saying("the feed of /\(section.location.path) is left out: another section's feed is in /\(section.location.directory)"))
                continue
            }
            feedOfSection[node] = feeds.count
            feeds.append(Self.feed(of: node, entries: indices, pages: pages, tree: tree, config: config, base: base))
        }
        guard !feeds.isEmpty else { return }
        // Parents come before their children in reading order, so each node finds its parent's feed decided.
        feedOfNode = Array(repeating: nil, count: tree.nodes.count)
        for node in tree.readingOrder {
            feedOfNode[node] = feedOfSection[node] ?? tree.nodes[node].parent.flatMap { feedOfNode[$0] }
        }
    }
}

private extension SectionFeeds {
    static func feed(of node: Int, entries indices: [Int], pages: [PublishedPage], tree: PageTree, config: SiteConfig, base: String) -> Feed {
        let section = tree.nodes[node]
        let newest = indices.sorted { first, second in
            let (a, b) = (pages[first].source.matter.date!, pages[second].source.matter.date!)
            return a != b ? a > b : tree.nodes[tree.nodeOfPage[first]].position < tree.nodes[tree.nodeOfPage[second]].position
        }.prefix(limit)
        let entries = newest.map { index -> Feed.Entry in
            let page = pages[index]
            let url = base + page.rendered.location.encoded
            let date = page.source.matter.date!
            let author: String? = if case .scalar(let name, .string)? = page.source.matter.params["author"], !name.isEmpty { name } else { nil }
            return Feed.Entry(
                title: tree.nodes[tree.nodeOfPage[index]].title, url: url, published: date,
                updated: max(date, page.source.matter.lastmod ?? date), author: author,
                summary: page.source.matter.description ?? page.rendered.summary ?? "",
                content: AbsoluteLinks.resolving(page.rendered.content, against: url))
        }
        let sectionPage = section.page.map { pages[$0] }
        let description = sectionPage.flatMap { $0.source.matter.description ?? $0.rendered.summary } ?? ""
        return Feed(
            title: node == 0 ? config.title : section.title + " · " + config.title,
            subtitle: description.isEmpty ? config.description : description,
            pageURL: base + section.location.encoded, folder: section.location.directory, baseURL: base, language: config.language,
            author: config.title, entries: entries, updated: entries.map(\.updated).max()!)
    }
}

private extension SiteDiagnostic {
    func saying(_ message: String) -> SiteDiagnostic {
        SiteDiagnostic(file: file, line: line, column: column, message: message, severity: severity)
    }
}
