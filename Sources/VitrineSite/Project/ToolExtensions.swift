/// The plugins, extensions and preprocessors a tool's config turns on that vitrine does not stand in for:
/// what they would add is missing and their syntax shows as text, so the build names them once.
enum ToolExtensions {
    /// Python-Markdown and PyMdown extensions whose syntax vitrine reads, or which change nothing it draws.
    static let readMkDocsExtensions: Set<String> = [
        "admonition", "attr_list", "def_list", "footnotes", "tables", "toc", "md_in_html", "meta", "abbr", "fenced_code",
        "codehilite", "sane_lists", "smarty", "nl2br", "wikilinks", "extra", "pymdownx.extra",
        "pymdownx.details", "pymdownx.superfences", "pymdownx.tabbed", "pymdownx.snippets", "pymdownx.emoji",
        "pymdownx.highlight", "pymdownx.inlinehilite", "pymdownx.tasklist", "pymdownx.arithmatex", "pymdownx.magiclink",
        "pymdownx.betterem", "pymdownx.saneheaders", "pymdownx.escapeall", "pymdownx.blocks.admonition",
        "pymdownx.blocks.details", "pymdownx.blocks.tab", "pymdownx.blocks.html", "pymdownx.striphtml", "pymdownx.tilde",
        "pymdownx.mark", "pymdownx.caret", "pymdownx.keys",
        "material.extensions.preview",
    ]

    /// MkDocs plugins that add no syntax to pages, or do what vitrine does itself (search, dates from git).
    static let harmlessMkDocsPlugins: Set<String> = [
        "search", "minify", "offline", "privacy", "social", "tags", "optimize", "info", "meta", "group", "typeset", "glightbox",
        "git-revision-date", "git-revision-date-localized", "git-committers", "git-authors", "rss", "redirects", "mike",
        "awesome-pages", "section-index", "exclude", "material/search", "material/social", "material/tags",
        "material/offline", "material/privacy", "material/optimize", "material/meta", "material/info", "material/group",
        "material/typeset",
    ]

    /// mdBook's own preprocessors: `links` is `{{#include}}`, which vitrine reads; `index` makes README an index.
    static let builtInBookPreprocessors: Set<String> = ["links", "index"]

    /// The names in an MkDocs list of extensions or plugins (`- name` or `- name: {options}`), or in the mapping
    /// MkDocs also takes (`name: {options}`).
    static func names(in list: HeaderValue?) -> [String] {
        if case .table(let entries)? = list { return entries.keys.sorted() }
        guard case .list(let entries)? = list else { return [] }
        return entries.compactMap { entry in
            if case .scalar(let name, _) = entry { return name }
            if case .table(let options) = entry { return options.keys.sorted().first }
            return nil
        }
    }

    /// One warning at `place` naming what is not run, or none.
    static func warning(_ names: [String], kind: String, file: String, place: HeaderPlace?) -> [SiteDiagnostic] {
        guard !names.isEmpty else { return [] }
        let listed = names.map { "'\($0)'" }.joined(separator: ", ")
        return [SiteDiagnostic(
            file: file, line: place?.line ?? 1, column: place?.column ?? 0,
            message: "\(names.count) \(kind)\(names.count == 1 ? "" : "s") vitrine does not run: \(listed); what \(names.count == 1 ? "it adds" : "they add") to pages is missing, and \(names.count == 1 ? "its" : "their") syntax shows as text",
            severity: .warning)]
    }
}
