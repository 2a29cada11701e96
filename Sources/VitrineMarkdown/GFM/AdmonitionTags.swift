/// The tags of an admonition box drawn from another tool's own spelling of one (mdbook-admonish's fences), the
/// same as the `!!!` and `:::` admonitions': the type's colour, its title, and `<details>` when collapsible.
package enum AdmonitionTags {
    /// - Parameter title: The title as written (Markdown: code spans and emphasis read); `nil` for the type's
    ///   own, empty for none.
    package static func tags(type: String, title: String?, collapsible: Bool) -> (open: String, close: String) {
        let kind = Admonitions.kind(ofType: type.lowercased())
        let classes = "markdown-alert markdown-alert-\(kind) admonition"
        let shown = title.map(Admonitions.titleHTML) ?? HTMLText.escape(Admonitions.defaultTitle(ofType: type))
        if collapsible {
            return ("<details class=\"\(classes)\">\n<summary class=\"markdown-alert-title\">\(shown.isEmpty ? "Details" : shown)</summary>\n", "</details>\n")
        }
        return ("<div class=\"\(classes)\">\n" + (shown.isEmpty ? "" : "<p class=\"markdown-alert-title\">\(shown)</p>\n"), "</div>\n")
    }
}
