import VitrineMarkdown

/// A reading order given by hand: mdBook's `SUMMARY.md` at the site root, or MkDocs' `nav:` in `config.yml`.
///
/// It orders the pages it names (first named, first read) and may title them in the menu. Its sections (MkDocs'
/// `- Guides: [...]`, mdBook's part titles) group the pages they hold in the menu (`PageTree`), wherever their
/// files are; pages it does not name keep their folders and follow in the usual order.
enum ReadingOrder {
    struct Item: Sendable, Equatable {
        /// Path of the page in the site folder, e.g. `guide/install.md`.
        let path: String
        /// The title the summary gives the page, shown in menus.
        let title: String?
        /// The titles of the sections the page is listed in, outermost first: `[]` at the top level, `nil` where
        /// the order says nothing of its place (an mdBook chapter before any part).
        var groups: [String]? = nil
        /// The chapter an mdBook summary nests this one under.
        var parent: String? = nil
    }

    static let summaryFileName = "SUMMARY.md"

    /// The `]` that closes a link text opening with `[`: past nested brackets and code spans (`` `Box<[T]>` ``).
    static func closingBracket(in text: Substring) -> Substring.Index? {
        var depth = 0
        var inCode = false
        for index in text.indices {
            switch text[index] {
            case "`": inCode.toggle()
            case "[" where !inCode: depth += 1
            case "]" where !inCode:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The chapters of an mdBook summary: every `[Title](path.md)` link, list item or not, in order.
    static func items(fromSummary text: String) -> [Item] {
        var items: [Item] = []
        var scanner = LineScanner(text)
        // The part the top-level chapters below belong to: each `#` heading after the first chapter starts one
        // (the first heading, before any chapter, is the summary's own title, as mdBook reads it).
        var part: String?
        var sawHeading = false
        // The chapters open at each depth of indentation, to find each one's parent.
        var open: [(indent: Int, path: String)] = []
        let definitions = linkDefinitions(in: text)
        while let line = scanner.next() {
            if line.hasPrefix("#") {
                let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                if sawHeading || !items.isEmpty, !title.isEmpty { part = plainText(title) }
                sawHeading = true
                open = []
                continue
            }
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "-" || $0 == "*" || $0 == "+" }
            guard trimmed.first == "[", let close = Self.closingBracket(in: trimmed) else { continue }
            let afterClose = trimmed.index(after: close)
            let title = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            let target: String
            if afterClose < trimmed.endIndex, trimmed[afterClose] == "(", let end = trimmed[afterClose...].firstIndex(of: ")") {
                target = String(trimmed[trimmed.index(after: afterClose)..<end])
            } else if let reference = Self.referenceLabel(trimmed[afterClose...], title: title), let defined = definitions[reference] {
                // `[Plugins][plugins]`, `[Plugins][]` or `[Plugins]`, with `[plugins]: ./plugins.md` below.
                target = defined
            } else {
                continue
            }
            if let path = pagePath(target) {
                let indent = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
                while let last = open.last, last.indent >= indent { open.removeLast() }
                items.append(Item(path: path, title: title.isEmpty ? nil : plainText(title), groups: part.map { [$0] }, parent: open.last?.path))
                open.append((indent, path))
            }
        }
        return items
    }

    /// The summary's link reference definitions (`[plugins]: ./plugins/plugins.md`), by label in lower case.
    private static func linkDefinitions(in text: String) -> [String: String] {
        var definitions: [String: String] = [:]
        var scanner = LineScanner(text)
        while let line = scanner.next() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.first == "[", let close = trimmed.firstIndex(of: "]"), trimmed[trimmed.index(after: close)...].first == ":" else { continue }
            let label = trimmed[trimmed.index(after: trimmed.startIndex)..<close].lowercased()
            let target = trimmed[trimmed.index(close, offsetBy: 2)...].drop { $0 == " " || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" }
            let unwrapped = target.hasPrefix("<") && target.hasSuffix(">") ? target.dropFirst().dropLast() : target
            if !label.isEmpty, !unwrapped.isEmpty, definitions[label] == nil { definitions[label] = String(unwrapped) }
        }
        return definitions
    }

    /// The label a reference link names after its text: `[label]`, or the text itself for `[]` or nothing.
    private static func referenceLabel(_ rest: Substring, title: String) -> String? {
        let after = rest.drop { $0 == " " || $0 == "\t" }
        if after.isEmpty { return title.lowercased() }
        guard after.first == "[", let close = after.firstIndex(of: "]") else { return nil }
        let label = after[after.index(after: after.startIndex)..<close]
        return (label.isEmpty ? title : String(label)).lowercased()
    }

    /// A summary's link text as a reader sees it: ``The `match` Construct`` is shown as "The match Construct".
    private static func plainText(_ markdown: String) -> String {
        guard markdown.contains(where: { "`*_\\&<[".contains($0) }) else { return markdown }
        let heading = MarkdownDocument(parsing: "# " + markdown, options: MarkdownOptions(headingAnchors: false)).headings.first
        return heading.map(\.text).flatMap { $0.isEmpty ? nil : $0 } ?? markdown
    }

    /// The pages of a MkDocs `nav:` list: `- page.md`, `- Title: page.md`, `- Section: [ … ]`, any depth.
    static func items(fromNav value: HeaderValue, place: HeaderPlace, fields: HeaderFields) -> ([Item], [SiteDiagnostic]) {
        var items: [Item] = []
        var problems: [SiteDiagnostic] = []
        func walk(_ value: HeaderValue, title: String?, groups: [String]) {
            switch value {
            case .scalar(let text, _):
                if let path = pagePath(text) { items.append(Item(path: path, title: title, groups: groups)) }
            case .list(let values):
                // `- Title: [...]`: a section of the menu.
                for value in values { walk(value, title: nil, groups: title.map { groups + [$0] } ?? groups) }
            case .table(let entries):
                for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
                    // `- "": [...]`, a section named by its index page (MkDocs Material's navigation.indexes, as
                    // FastAPI writes its nav): each is a section of its own, never merged with its untitled siblings.
                    let untitled = key.trimmingCharacters(in: .whitespaces).isEmpty
                    walk(value, title: untitled ? untitledSection(items.count) : InlineHTML.text(of: key), groups: groups)
                }
            }
        }
        guard case .list = value else {
            problems.append(fields.diagnostic(at: place, "invalid value '\(value.shown)' for 'nav': expected a list of pages"))
            return ([], problems)
        }
        walk(value, title: nil, groups: [])
        return (items, problems)
    }

    /// The group of a section written without a title, at `position` among the items: it shows its index page's title.
    static func untitledSection(_ position: Int) -> String { "\u{1}" + String(position) }

    /// Whether a group is one of those, whose key is no title to show.
    static func isUntitled(_ group: String) -> Bool { group.hasPrefix("\u{1}") }

    /// A group title that stands for a folder's own section rather than a section of the menu: the sidebar
    /// VitePress shows under `/guide/` groups pages inside the `guide/` folder's section.
    static func folderAnchor(_ folder: String) -> String { "\u{0}" + folder }

    /// A chain of groups read from a folder mounted at `prefix` (a docs version's), from the site's root: in the
    /// folder's section, or in its own folder's there.
    static func anchored(_ groups: [String], in prefix: String) -> [String] {
        if let first = groups.first, first.hasPrefix("\u{0}") { return [folderAnchor(prefix + first.dropFirst())] + groups.dropFirst() }
        return [folderAnchor(prefix)] + groups
    }

    /// VitePress' `themeConfig.sidebar`: one list, or lists by the URL prefix they are shown under; each entry
    /// `{text, link}` a page, `{text, items}` (0.x: `children`) a group of them.
    static func items(fromVitePressSidebar value: HeaderValue) -> [Item] {
        var items: [Item] = []
        // `base` (`{ base: '/guide/', items }`, or on a group) comes before the links under it.
        func walk(_ entries: HeaderValue?, groups: [String], base: String = "") {
            guard case .list(let entries)? = entries else { return }
            for entry in entries {
                let text = entry["text"].flatMap { if case .scalar(let text, _) = $0 { text } else { nil } }
                let innerBase = entry["base"].flatMap { if case .scalar(let base, _) = $0 { base } else { nil } } ?? base
                if case .scalar(let link, _)? = entry["link"] {
                    items += pagePaths(ofURL: innerBase + link).map { Item(path: $0, title: text, groups: groups) }
                }
                // VitePress 0.x named a group's entries `children`.
                walk(entry["items"] ?? entry["children"], groups: text.map { groups + [$0] } ?? groups, base: innerBase)
            }
        }
        switch value {
        case .list: walk(value, groups: [])
        case .table(let bySection):
            // One sidebar shown under several sections (`'/guide/': guide, '/in-depth/': guide`) is read once, under
            // the section its first link is in.
            var read: [HeaderValue] = []
            let sections = bySection.sorted(by: { $0.key < $1.key })
            for (prefix, sidebar) in sections where !read.contains(sidebar) {
                read.append(sidebar)
                let prefixes = sections.filter { $0.value == sidebar }.map(\.key)
                let firstLink = firstLink(in: sidebar)
                let chosen = prefixes.first { candidate in firstLink.map { $0.hasPrefix(candidate) } ?? false } ?? prefix
                let folder = chosen.split(separator: "/").joined(separator: "/")
                let anchor = folder.isEmpty ? [] : [folderAnchor(folder + "/")]
                let base = sidebar["base"].flatMap { if case .scalar(let base, _) = $0 { base } else { nil } } ?? ""
                if case .list = sidebar { walk(sidebar, groups: anchor) } else { walk(sidebar["items"], groups: anchor, base: base) }
            }
        default: break
        }
        return items
    }

    /// The first `link` of a VitePress sidebar, depth first.
    private static func firstLink(in value: HeaderValue) -> String? {
        switch value {
        case .list(let entries): return entries.lazy.compactMap(firstLink).first
        case .table(let entry):
            let base = entry["base"].flatMap { if case .scalar(let base, _) = $0 { base } else { nil } } ?? ""
            if case .scalar(let link, _)? = entry["link"] { return base + link }
            return entry["items"].flatMap(firstLink).map { base + $0 }
        default: return nil
        }
    }

    /// Hugo's main menu (`[[menu.main]]` in its config, `name`, `pageRef` or `url`, `weight`): its top-level
    /// entries, by weight, each page under the menu's name for it.
    static func items(fromHugoMenu value: HeaderValue) -> [Item] {
        guard case .list(let entries) = value else { return [] }
        let topLevel = entries.enumerated().compactMap { index, entry -> (weight: Double, index: Int, item: [Item])? in
            guard entry["parent"] == nil, case .scalar(let target, _)? = entry["pageRef"] ?? entry["pageref"] ?? entry["url"] else { return nil }
            let name = entry["name"].flatMap { if case .scalar(let text, _) = $0 { text } else { nil } }
            let weight = entry["weight"].flatMap { if case .scalar(let text, _) = $0 { Double(text) } else { nil } } ?? 0
            // Hugo puts an entry without a weight after the weighted ones.
            return (weight == 0 ? .infinity : weight, index, pagePaths(ofURL: target.hasPrefix("/") ? target : "/" + target).map { Item(path: $0, title: name) })
        }
        return topLevel.sorted { ($0.weight, $0.index) < ($1.weight, $1.index) }.flatMap(\.item)
    }

    /// Starlight's `sidebar:`: entries that are a page's slug (`'guides/install'`), `{label, link}` or `{slug}`,
    /// `{label, items}` groups, and `{label, autogenerate: {directory}}` a folder shown as a group.
    static func items(fromStarlightSidebar value: HeaderValue) -> [Item] {
        var items: [Item] = []
        func walk(_ entries: HeaderValue?, groups: [String]) {
            guard case .list(let entries)? = entries else { return }
            for entry in entries {
                if case .scalar(let slug, _) = entry {
                    items += pagePaths(ofURL: "/" + slug).map { Item(path: $0, title: nil, groups: groups) }
                    continue
                }
                let label = entry["label"].flatMap { if case .scalar(let text, _) = $0 { text } else { nil } }
                if case .scalar(let link, _)? = entry["link"] ?? entry["slug"].map({ if case .scalar(let slug, let kind) = $0 { .scalar("/" + slug, kind) } else { $0 } }) {
                    items += pagePaths(ofURL: link).map { Item(path: $0, title: label, groups: groups) }
                }
                if case .scalar(let directory, _)? = entry["autogenerate"]?["directory"] {
                    let folder = directory.split(separator: "/").joined(separator: "/") + "/"
                    items.append(Item(path: folder, title: nil, groups: label.map { groups + [$0] } ?? groups))
                }
                walk(entry["items"], groups: label.map { groups + [$0] } ?? groups)
            }
        }
        walk(value, groups: [])
        return items
    }

    /// The labels a Starlight sidebar gives its groups in other languages (`translations: { fr: "Références" }`):
    /// by label, by language.
    static func labelTranslations(inStarlightSidebar value: HeaderValue) -> [String: [String: String]] {
        var found: [String: [String: String]] = [:]
        func walk(_ entries: HeaderValue?) {
            guard case .list(let entries)? = entries else { return }
            for entry in entries {
                if case .scalar(let label, _)? = entry["label"], case .table(let translations)? = entry["translations"] {
                    for (language, text) in translations {
                        if case .scalar(let text, _) = text, !text.isEmpty { found[label, default: [:]][language.lowercased()] = text }
                    }
                }
                walk(entry["items"])
            }
        }
        walk(value)
        return found
    }

    /// The page files a site URL may name (`/guide/why` → `guide/why.md` or `guide/why/index.md`), from the root.
    static func pagePaths(ofURL url: String) -> [String] {
        guard !LinkTarget.hasScheme(url), !url.hasPrefix("//") else { return [] }
        var path = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        path = path.split(separator: "/").joined(separator: "/")
        for suffix in [".md", ".html"] where path.hasSuffix(suffix) { path = String(path.dropLast(suffix.count)) }
        if path.isEmpty { return ["index.md", "README.md"] }
        // A folder URL is a folder's index page, or a page published as a folder (`/installation/` is `installation.md`).
        if url.hasSuffix("/") { return [path + "/index.md", path + "/README.md", path + "/_index.md", path + ".md"] }
        return [path + ".md", path + "/index.md", path + "/_index.md"]
    }

    /// `./guide/install.md#part` → `guide/install.md`; `nil` for anything but a relative Markdown page.
    static func pagePath(_ target: String) -> String? {
        var path = target.trimmingCharacters(in: .whitespaces)
        if path.hasPrefix("<"), path.hasSuffix(">") { path = String(path.dropFirst().dropLast()) }
        if let hash = path.firstIndex(of: "#") { path = String(path[..<hash]) }
        guard path.hasSuffix(".md"), !LinkTarget.hasScheme(path), !path.hasPrefix("/") else { return nil }
        return SitePaths.resolve(PercentEncoding.decoded(path), in: "")
    }
}
