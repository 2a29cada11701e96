/// `llms.txt`, as llmstxt.org lays it out: the site's title as `#`, its description as a quote, then a `##`
/// list per section of the tree, each page a link to its Markdown with its description. Sections come in reading
/// order, each once, with the pages right in it in reading order; a nested section's heading names the
/// sections above it (`Guide / Advanced`), since the format has one level of headings.
enum LLMsIndex {
    /// - Parameter link: A page's Markdown URL (absolute, or from the site's root), by page index.
    static func text(pages: [PublishedPage], tree: PageTree, config: SiteConfig, link: (Int) -> String) -> String {
        var text = "# \(oneLine(config.title))\n"
        let home = tree.nodes[0].page.map { pages[$0] }
        let description = config.description.isEmpty ? home.flatMap { $0.source.matter.description ?? $0.rendered.summary } ?? "" : config.description
        if !description.isEmpty { text += "\n> \(oneLine(description))\n" }
        var sections: [Int] = []
        var lines: [Int: [String]] = [:]
        for node in tree.readingOrder {
            guard let index = tree.nodes[node].page else { continue }
            let section = tree.nodes[node].isSection ? node : tree.nodes[node].parent ?? 0
            if lines[section] == nil { sections.append(section) }
            let page = pages[index]
            let about = oneLine(page.source.matter.description ?? page.rendered.summary ?? "")
            lines[section, default: []].append("- [\(linkText(tree.nodes[node].title))](\(link(index)))" + (about.isEmpty ? "" : ": " + about))
        }
        for section in sections {
            text += "\n## \(heading(of: section, tree: tree))\n\n" + lines[section]!.joined(separator: "\n") + "\n"
        }
        return text
    }

    /// A URL as a Markdown link's destination: brackets would end it early.
    static func destination(_ url: String) -> String {
        url.replacingOccurrences(of: "(", with: "%28").replacingOccurrences(of: ")", with: "%29")
    }
}

private extension LLMsIndex {
    /// Home's menu title for the pages at the root; else the section's, after its ancestors' but home's.
    static func heading(of section: Int, tree: PageTree) -> String {
        guard section != 0 else { return oneLine(tree.nodes[0].menuTitle) }
        return oneLine((tree.ancestors(of: section).dropFirst() + [section]).map { tree.nodes[$0].menuTitle }.joined(separator: " / "))
    }

    /// A title as a link's text: brackets and backslashes escaped so the link holds.
    static func linkText(_ title: String) -> String {
        var escaped = ""
        for character in oneLine(title) {
            if character == "[" || character == "]" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Runs of spaces and line breaks as one space: each entry of the file is one line.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) || text.contains("  ") || text.first == " " || text.last == " " else { return text }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
