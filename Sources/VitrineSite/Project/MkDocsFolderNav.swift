import Foundation

/// MkDocs' navigation where `mkdocs.yml` has no `nav`: every page of the docs folder, a folder's own pages
/// before its folders, `index.md` first and the rest by name, each folder a section titled from its name
/// (`user-guide` → "User guide"), as MkDocs' `nest_paths` makes it. The awesome-pages plugin's `.pages` file
/// in a folder changes that folder: `title`, the order of `nav` (or its older name `arrange`; `...` stands for
/// the entries it does not name, `Title: file.md` retitles one), `order: desc`, `sort_type: natural` and `hide`.
enum MkDocsFolderNav {
    /// The navigation of the pages `pages` (paths in the docs folder, `guide/install.md`) of the docs folder at `folder`.
    static func items(pages: [String], folder: String) -> [ReadingOrder.Item] {
        var root = Folder(name: "")
        for page in pages where page.hasSuffix(".md") { root.insert(page, parts: page.split(separator: "/").map(String.init)[...]) }
        var items: [ReadingOrder.Item] = []
        root.walk(folder: folder, groups: [], into: &items)
        return items
    }

    /// MkDocs' `dirname_to_title`: `-` and `_` as spaces, and a name written all in lower case capitalised.
    static func title(ofFolder name: String) -> String {
        let spaced = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return spaced.lowercased() == spaced ? spaced.prefix(1).uppercased() + spaced.dropFirst() : spaced
    }

    private struct Folder {
        let name: String
        var pages: [String] = []
        var folders: [Folder] = []

        init(name: String) { self.name = name }

        mutating func insert(_ page: String, parts: ArraySlice<String>) {
            guard parts.count > 1, let first = parts.first else {
                pages.append(page)
                return
            }
            if let index = folders.firstIndex(where: { $0.name == first }) {
                folders[index].insert(page, parts: parts.dropFirst())
            } else {
                var folder = Folder(name: first)
                folder.insert(page, parts: parts.dropFirst())
                folders.append(folder)
            }
        }

        /// The folder's entries in MkDocs' order: pages (`index.md` first, then by name), then folders by name.
        func defaultOrder(natural: Bool, descending: Bool) -> [Entry] {
            func precedes(_ a: String, _ b: String) -> Bool {
                natural ? a.compare(b, options: .numeric) == .orderedAscending : Array(a.unicodeScalars.map(\.value)).lexicographicallyPrecedes(b.unicodeScalars.map(\.value))
            }
            func name(_ page: String) -> String { String(page.split(separator: "/").last ?? "") }
            var files = pages.sorted { precedes(name($0), name($1)) }
            if let index = files.firstIndex(where: { name($0) == "index.md" || name($0) == "README.md" }) { files.insert(files.remove(at: index), at: 0) }
            var subfolders = folders.sorted { precedes($0.name, $1.name) }
            if descending {
                files.reverse()
                subfolders.reverse()
            }
            return files.map { .page($0, title: nil) } + subfolders.map { .folder($0, title: nil) }
        }

        enum Entry {
            case page(String, title: String?)
            case folder(Folder, title: String?)
        }

        func walk(folder path: String, groups: [String], into items: inout [ReadingOrder.Item]) {
            let settings = FileManager.default.contents(atPath: path + "/.pages").flatMap { YAMLHeader.value(ofDocument: String(decoding: $0, as: UTF8.self)) }
            let natural = settings?["sort_type"].flatMap(\.scalarText) == "natural"
            let descending = settings?["order"].flatMap(\.scalarText) == "desc"
            var entries = defaultOrder(natural: natural, descending: descending)
            if case .list(let listed)? = settings?["nav"] ?? settings?["arrange"] { entries = Self.arranged(entries, by: listed) }
            for entry in entries {
                switch entry {
                case .page(let page, let title):
                    items.append(ReadingOrder.Item(path: page, title: title, groups: groups))
                case .folder(let folder, let title):
                    let own = FileManager.default.contents(atPath: path + "/" + folder.name + "/.pages")
                        .flatMap { YAMLHeader.value(ofDocument: String(decoding: $0, as: UTF8.self)) }
                    if own?["hide"]?.truth == true { continue }
                    let shown = own?["title"].flatMap(\.scalarText) ?? title ?? MkDocsFolderNav.title(ofFolder: folder.name)
                    folder.walk(folder: path + "/" + folder.name, groups: groups + [shown], into: &items)
                }
            }
        }

        /// `entries` in the order a `.pages` `nav` lists them: names first as listed, `...` the rest in their order;
        /// without `...`, what it does not name is left out, as awesome-pages leaves it out.
        static func arranged(_ entries: [Entry], by listed: [HeaderValue]) -> [Entry] {
            func name(of entry: Entry) -> String {
                switch entry {
                case .page(let page, _): String(page.split(separator: "/").last ?? "")
                case .folder(let folder, _): folder.name
                }
            }
            var named: [String: Entry] = [:]
            for entry in entries { named[name(of: entry)] = entry }
            var placed: [(Entry?, rest: Bool)] = []
            var used: Set<String> = []
            for item in listed {
                var target: String?
                var title: String?
                if let text = item.scalarText {
                    target = text
                } else if case .table(let pairs) = item, let (key, value) = pairs.first, let text = value.scalarText {
                    (title, target) = (key, text)
                }
                guard var target else { continue }
                if target.hasPrefix("...") {
                    // The rest goes where the first `...` is.
                    if !placed.contains(where: \.rest) { placed.append((nil, true)) }
                    continue
                }
                target = target.hasSuffix("/") ? String(target.dropLast()) : target
                guard let entry = named[target], used.insert(target).inserted else { continue }
                switch entry {
                case .page(let page, _): placed.append((.page(page, title: title), false))
                case .folder(let folder, _): placed.append((.folder(folder, title: title), false))
                }
            }
            let rest = entries.filter { !used.contains(name(of: $0)) }
            return placed.flatMap { entry, isRest in isRest ? rest : [entry!] }
        }
    }
}

private extension HeaderValue {
    var scalarText: String? { if case .scalar(let text, _) = self { text } else { nil } }
}
