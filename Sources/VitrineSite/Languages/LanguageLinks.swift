import VitrineMustache

/// One language of a multilingual site as the build lays it out: its pages and its own tree (menu, reading
/// order, search), all under its folder.
struct LanguagePart {
    let language: SiteLanguages.Language
    /// The URL path of its folder: `fr/`, `zh-hans/` where the tool lowercases URLs; `` for a default language at the root.
    let prefix: String
    let pages: [PublishedPage]
    let tree: PageTree
}

/// A page's ways to itself in the site's other languages: the language switcher and the `hreflang` links.
struct LanguageLinks: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        let code: String
        let name: String
        /// Relative to the page, percent-encoded.
        let url: String
        let isCurrent: Bool
        /// Whether that language shows the default language's page, having no translation of its own.
        let isFallback: Bool
    }

    /// A translation of the page, for `<link rel="alternate" hreflang>`.
    struct Alternate: Sendable, Equatable {
        let code: String
        let url: String
    }

    let entries: [Entry]
    /// For a page standing in for a missing translation: the note saying so, in the page's language.
    let fallbackNote: String?
    /// The code of the language the stand-in is written in.
    let fallbackCode: String?
    /// For a stand-in on a site with a full base URL: the original's address, its canonical one, so search
    /// engines take the copies for what they are.
    var originalURL: String?
    /// Alternates' addresses: absolute where the site has a base URL with a host.
    let alternates: [Alternate]

    var context: [String: MustacheValue] {
        var values: [String: MustacheValue] = [
            "languages": .list(entries.map {
                ["code": .text($0.code), "name": .text($0.name), "url": .text($0.url), "isCurrent": .bool($0.isCurrent), "isFallback": .bool($0.isFallback)]
            }),
            "hasLanguages": .bool(entries.count > 1),
            "alternates": .list(alternates.map { ["code": .text($0.code), "url": .text($0.url)] }),
        ]
        if let fallbackNote, let fallbackCode {
            values["fallback"] = ["note": .text(fallbackNote), "code": .text(fallbackCode)]
        }
        if let originalURL { values["canonical"] = .text(originalURL) }
        return values
    }
}

/// Where each page is in every language, by its path inside its language's folder.
struct LanguageMap {
    private let parts: [LanguagePart]
    private let languages: SiteLanguages
    /// For each key (`guide/install/`), the node holding it in each part, by part index.
    private var nodes: [String: [Int: Int]] = [:]

    init(parts: [LanguagePart], languages: SiteLanguages) {
        self.parts = parts
        self.languages = languages
        for (index, part) in parts.enumerated() {
            for node in part.tree.readingOrder {
                let path = part.tree.nodes[node].location.path
                guard path.hasPrefix(part.prefix) else { continue }
                nodes[String(path.dropFirst(part.prefix.count)), default: [:]][index] = node
            }
        }
    }

    /// The links of `node` of part `partIndex`, written from the page's `root` (`../../`).
    func links(part partIndex: Int, node: Int, root: String, base: String?) -> LanguageLinks {
        let part = parts[partIndex]
        let key = String(part.tree.nodes[node].location.path.dropFirst(part.prefix.count))
        let holders = nodes[key] ?? [:]
        var entries: [LanguageLinks.Entry] = []
        var alternates: [LanguageLinks.Alternate] = []
        for (index, other) in parts.enumerated() {
            let language = other.language
            // Where the page has no counterpart, the switcher goes to that language's home.
            let target = holders[index] ?? 0
            let location = other.tree.nodes[target].location
            let isFallback = isStandIn(part: index, node: target)
            entries.append(LanguageLinks.Entry(
                code: language.code, name: language.name, url: root + location.encoded, isCurrent: index == partIndex, isFallback: isFallback))
            if holders[index] != nil, !isFallback {
                alternates.append(LanguageLinks.Alternate(code: language.code, url: (base ?? root) + location.encoded))
            }
        }
        let standsIn = isStandIn(part: partIndex, node: node)
        let note = ThemeWords.words(for: part.language.code, overrides: part.language.words)["notTranslated"]?
            .replacing("{original}", with: languages.defaultLanguage.name)
        var links = LanguageLinks(
            entries: entries, fallbackNote: standsIn ? note : nil, fallbackCode: standsIn ? languages.defaultLanguage.code : nil,
            alternates: alternates.count > 1 ? alternates : [])
        if standsIn, let base, let original = holders[0] { links.originalURL = base + parts[0].tree.nodes[original].location.encoded }
        return links
    }

    private func isStandIn(part: Int, node: Int) -> Bool {
        guard let page = parts[part].tree.nodes[node].page else { return false }
        return parts[part].pages[page].source.fallbackFrom != nil
    }
}
