/// mdBook's hidden lines: in Rust code a line starting `# ` (or `#` alone) is compiled, not shown, and `##`
/// shows as `#`; `[output.html.code.hidelines]` gives other languages a prefix of their own. A book's pages
/// keep such lines in their listings for the compiler's sake, so they are left out of the page.
enum HiddenCodeLines {
    /// `code` without its hidden lines, or `nil` when the fence's language hides none.
    static func shown(_ code: String, info: String, prefixes: [String: String]) -> String? {
        let language = String(info.prefix { $0 != "," && $0 != " " && $0 != "\t" && $0 != "{" }).lowercased()
        guard let prefix = prefixes[language], code.contains(prefix) else { return nil }
        var shown: [Substring] = []
        var changed = false
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indentation.count)
            if rest.hasPrefix(prefix + prefix) {
                shown.append(indentation + rest.dropFirst(prefix.count))
                changed = true
            } else if rest.hasPrefix(prefix), language != "rust" || rest.count == prefix.count || rest.dropFirst(prefix.count).first == " " {
                changed = true
            } else {
                shown.append(line)
            }
        }
        return changed ? shown.joined(separator: "\n") : nil
    }
}
