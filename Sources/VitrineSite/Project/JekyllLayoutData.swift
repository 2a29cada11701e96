import Foundation

/// Jekyll pages whose layout draws their own front matter (`{% for p in page.parameters %}`, `page.notes |
/// markdownify`): vitrine runs no Liquid, so such a page shows its body alone. Named in one warning, with the keys.
enum JekyllLayoutData {
    /// Keys vitrine reads itself, or that a layout draws as a line at most (a date, a tag list).
    private static let read: Set<String> = [
        "title", "description", "date", "layout", "permalink", "tags", "categories", "category", "redirect_from", "redirect_to",
        "image", "excerpt", "published", "lang", "last_modified_at", "sitemap", "hero", "features",
    ]

    /// The warning for `pages`, when the layouts in the project at `root` draw keys some pages give a list, a
    /// table or lines of text.
    static func warning(_ pages: [PublishedPage], root: String) -> [SiteDiagnostic] {
        let drawn = drawnKeys(root: root).subtracting(read)
        guard !drawn.isEmpty else { return [] }
        var keyCounts: [String: Int] = [:]
        let holding = pages.filter { page in
            let keys = page.source.matter.params.filter { key, value in drawn.contains(key) && isContent(value) }.keys
            for key in keys { keyCounts[key, default: 0] += 1 }
            return !keys.isEmpty
        }.sorted { $0.source.displayPath < $1.source.displayPath }
        guard let first = holding.first else { return [] }
        let keys = keyCounts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(3).map { "'\($0.key)'" }.joined(separator: ", ")
        let count = holding.count == 1 ? "1 page has front matter its Jekyll layout draws" : "\(holding.count) pages have front matter their Jekyll layouts draw"
        return [SiteDiagnostic(
            file: first.source.displayPath, line: 1, column: 1,
            message: "\(count) (\(keys)), which vitrine does not run: only the pages' own text is shown, the first here",
            severity: .warning)]
    }

    /// A value a layout would draw as part of the page: a list, a table, or text of more than one line.
    private static func isContent(_ value: HeaderValue) -> Bool {
        switch value {
        case .list(let items): !items.isEmpty
        case .table(let table): !table.isEmpty
        case .scalar(let text, .string): text.contains("\n")
        case .scalar: false
        }
    }

    /// Every `page.KEY` the project's layouts name, and the includes they name.
    static func drawnKeys(root: String) -> Set<String> {
        let layouts = root + "/_layouts"
        let manager = FileManager.default
        var texts = (try? manager.contentsOfDirectory(atPath: layouts))?.sorted().compactMap { manager.contents(atPath: layouts + "/" + $0) } ?? []
        var included: Set<String> = []
        var index = 0
        // Each layout's includes, and theirs, each read once.
        while index < texts.count {
            for name in includes(in: String(decoding: texts[index], as: UTF8.self)) where included.insert(name).inserted {
                if let text = manager.contents(atPath: root + "/_includes/" + name) { texts.append(text) }
            }
            index += 1
        }
        return pageKeys(in: texts.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n"))
    }

    /// The `KEY` of each `page.KEY` in `text`, and of `NAME.KEY` where `{% assign NAME = page %}` names the page
    /// (in a layout, for the includes it draws).
    static func pageKeys(in text: String) -> Set<String> {
        let names = ["page"] + aliases(of: "page", in: text)
        return Set(names.flatMap { keys(of: $0, in: text) })
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-"
    }

    /// The `KEY` of each `NAME.KEY` in `text`.
    private static func keys(of name: String, in text: String) -> [String] {
        var keys: [String] = []
        var rest = text[...]
        while let found = rest.range(of: name + ".") {
            let before = rest[..<found.lowerBound].last
            let key = rest[found.upperBound...].prefix(while: isNameCharacter)
            if before.map({ !(isNameCharacter($0) || $0 == ".") }) ?? true, !key.isEmpty { keys.append(String(key)) }
            rest = rest[found.upperBound...]
        }
        return keys
    }

    /// The names `{% assign NAME = value %}` gives `value` in `text`.
    private static func aliases(of value: String, in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let found = rest.range(of: "assign ") {
            let words = rest[found.upperBound...].prefix { $0 != "%" && $0 != "\n" }.split(whereSeparator: { $0 == " " || $0 == "=" || $0 == "-" })
            if words.count >= 2, words[1] == value, words[0].allSatisfy(isNameCharacter) { names.append(String(words[0])) }
            rest = rest[found.upperBound...]
        }
        return names
    }

    /// The files `{% include NAME %}` names in `text`.
    private static func includes(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let found = rest.range(of: "include ") {
            let before = rest[..<found.lowerBound].reversed().prefix { $0 == " " || $0 == "-" }
            let opening = rest[..<found.lowerBound].dropLast(before.count).suffix(2)
            let name = rest[found.upperBound...].drop { $0 == " " }.prefix { !$0.isWhitespace && $0 != "%" && $0 != "}" }
            if opening == "{%", !name.isEmpty, !name.contains("{") { names.append(String(name)) }
            rest = rest[found.upperBound...]
        }
        return names
    }
}
