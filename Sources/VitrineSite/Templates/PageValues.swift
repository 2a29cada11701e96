/// Everything the page template receives for one page besides the site-wide values: what its templated
/// output depends on, so a rebuild re-templates a page only when one of these changed.
struct PageValues: Sendable, Equatable {
    struct Link: Sendable, Equatable {
        let title: String
        /// Relative to the page, percent-encoded.
        let url: String
        var description = ""
    }

    var title: String
    var description: String
    var content: String
    /// Whether the template shows the title as the page's `<h1>`: the Markdown does not open with one.
    var showTitle: Bool
    /// The page's `h2`/`h3` headings when it has three or more: its "On this page" list.
    var contents: [RenderedPage.Section]
    var navigation: PageNavigation
    var date: String?
    var lastmod: String?
    var params: [String: HeaderValue]

    /// The keys these values give the template, next to `TemplateContext.base`.
    var context: [String: Any] {
        var values: [String: Any] = [
            "content": content, "showTitle": showTitle, "menu": navigation.menu,
            "breadcrumbs": navigation.breadcrumbs.map(\.context), "hasBreadcrumbs": !navigation.breadcrumbs.isEmpty,
            "children": navigation.children.map(\.context), "hasChildren": !navigation.children.isEmpty,
            "params": params.mapValues(\.templateValue),
            "toc": contents.map { ["title": $0.title, "id": $0.id, "isSub": $0.level == 3] as [String: Any] },
            "hasToc": !contents.isEmpty,
        ]
        if let previous = navigation.previous { values["prev"] = previous.context }
        if let next = navigation.next { values["next"] = next.context }
        if let date { values["date"] = date }
        if let lastmod { values["lastmod"] = lastmod }
        return values
    }
}

/// A page's ways to other pages, which depend on the page tree alone: the same for every build of the same tree.
struct PageNavigation: Sendable, Equatable {
    /// The bounded menu, as HTML.
    var menu: String
    var breadcrumbs: [PageValues.Link]
    var previous: PageValues.Link?
    var next: PageValues.Link?
    /// The pages of a folder, for its index page when that has no text of its own (or does not exist).
    var children: [PageValues.Link]
}

extension PageValues.Link {
    /// `hasDescription` because Mustache shows a section for any text, empty or not.
    var context: [String: Any] { ["title": title, "url": url, "description": description, "hasDescription": !description.isEmpty] }
}
