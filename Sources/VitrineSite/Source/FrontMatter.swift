/// A page's YAML header between `---` lines, and where the Markdown after it starts.
struct FrontMatter: Equatable {
    static let keys = ["title", "description", "order", "draft"]

    var title: String?
    var description: String?
    /// Position in the navigation; lower first, pages without one last.
    var order: Int?
    var draft = false
    /// Lines of the file before the Markdown body: the header and its fences.
    var bodyLineOffset = 0

    /// Splits `text` into front matter and Markdown; a file without a leading `---` line is all Markdown.
    ///
    /// - Returns: The front matter, the Markdown body, and every problem found in the header.
    static func split(_ text: String, file: String) -> (FrontMatter, body: Substring, [SiteDiagnostic]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingReturn == "---" else { return (FrontMatter(), text[...], []) }
        guard let closing = lines.dropFirst().firstIndex(where: { $0.trimmingReturn == "---" || $0.trimmingReturn == "..." })
        else {
            let problem = SiteDiagnostic(file: file, line: 1, column: 1, message: "front matter starting here has no closing '---' line")
            return (FrontMatter(), text[text.endIndex...], [problem])
        }
        let yaml = lines[1..<closing].joined(separator: "\n")
        let body = closing + 1 < lines.count ? text[lines[closing + 1].startIndex...] : text[text.endIndex...]
        var mapping = YAMLMapping(parsing: yaml, file: file, lineOffset: 1)
        mapping.rejectUnknownKeys(keys)
        var matter = FrontMatter(
            title: mapping.string("title"), description: mapping.string("description"), order: mapping.int("order"),
            draft: mapping.bool("draft") ?? false)
        matter.bodyLineOffset = closing + 1
        return (matter, body, mapping.diagnostics.sorted())
    }
}

extension Substring {
    /// The line without a Windows line ending.
    var trimmingReturn: Substring { last == "\r" ? dropLast() : self }
}
