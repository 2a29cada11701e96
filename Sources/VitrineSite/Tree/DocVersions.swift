import VitrineMustache

/// One version of a docs project built into one site (Docusaurus' `versions.json`): the folder its pages are in
/// (`8.2.1/`, `next/`; `` for the one at the root) and the name a reader picks it by.
package struct DocVersion: Sendable, Equatable {
    package let prefix: String
    package let name: String
}

/// A page's ways to itself in the docs' other versions: the version switcher Docusaurus draws in its navbar.
struct VersionLinks: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        let name: String
        /// Relative to the page, percent-encoded: the same page in that version, else that version's first page.
        let url: String
        let isCurrent: Bool
    }

    let entries: [Entry]

    var context: [String: MustacheValue] {
        [
            "docVersions": .list(entries.map { ["name": .text($0.name), "url": .text($0.url), "isCurrent": .bool($0.isCurrent)] }),
            "hasDocVersions": .bool(entries.count > 1),
            "docVersion": .text(entries.first(where: \.isCurrent)?.name ?? ""),
        ]
    }
}

/// Where each page of a tree is in every version, by its path inside its version's folder.
struct VersionMap {
    private let tree: PageTree
    private let versions: [DocVersion]
    /// The tree's own folder (a language's, `zh/`), which every version's folder is in.
    private let root: String
    /// For each key (`guide/install/`), the node holding it in each version, by version index.
    private var nodes: [String: [Int: Int]] = [:]
    /// Each version's first node: its folder's, else its first page in reading order.
    private var homes: [Int: Int] = [:]

    /// `nil` for a site of one version.
    init?(tree: PageTree, versions: [DocVersion]) {
        guard versions.count > 1 else { return nil }
        self.tree = tree
        self.versions = versions
        root = tree.nodes[0].location.path
        for node in tree.readingOrder {
            let path = tree.nodes[node].location.path
            guard path.hasPrefix(root), let (index, key) = version(of: String(path.dropFirst(root.count))) else { continue }
            nodes[key, default: [:]][index] = nodes[key]?[index] ?? node
            if homes[index] == nil || key.isEmpty { homes[index] = node }
        }
    }

    /// The version a path inside the tree's folder is in, and the path inside that version's folder: the longest
    /// version folder it starts with, else the one at the root.
    private func version(of path: String) -> (Int, String)? {
        let match = versions.indices.filter { !versions[$0].prefix.isEmpty && path.hasPrefix(versions[$0].prefix) }
            .max { versions[$0].prefix.count < versions[$1].prefix.count }
        if let match { return (match, String(path.dropFirst(versions[match].prefix.count))) }
        return versions.firstIndex { $0.prefix.isEmpty }.map { ($0, path) }
    }

    /// The links of `node`, written from the page's `root` (`../../`); `nil` for a page in no version.
    func links(node: Int, root pageRoot: String) -> VersionLinks? {
        let path = tree.nodes[node].location.path
        guard path.hasPrefix(root), let (current, key) = version(of: String(path.dropFirst(root.count))) else { return nil }
        let holders = nodes[key] ?? [:]
        let entries = versions.indices.compactMap { index -> VersionLinks.Entry? in
            guard let target = holders[index] ?? homes[index] else { return nil }
            return VersionLinks.Entry(name: versions[index].name, url: pageRoot + tree.nodes[target].location.encoded, isCurrent: index == current)
        }
        return VersionLinks(entries: entries)
    }
}
