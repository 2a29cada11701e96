import VitrineMustache
import VitrinePlatform

/// Everything the page template receives for one page besides the site-wide values: what its templated
/// output depends on, so a rebuild re-templates a page only when one of these changed.
struct PageValues: Sendable, Equatable {
    struct Link: Sendable, Equatable {
        let title: String
        /// Relative to the page, percent-encoded.
        let url: String
        var description = ""
    }

    /// The feed a page's head links to, for readers that find feeds from a page.
    struct FeedLink: Sendable, Equatable {
        let title: String
        /// Relative to the page, percent-encoded.
        let atom: String
        let rss: String
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
    /// Who made the last change, when the day came from git.
    var lastmodAuthor: String?
    /// Where the page's source is edited, from the config's `editURL`.
    var editURL: String?
    /// The feed of the page's section, or of the nearest section above it with one.
    var feed: FeedLink?
    /// VitePress' home page hero and feature cards, drawn above the Markdown.
    var home: HomeLayout?
    /// The picture shared with a link to the page (`og:image`): its front matter's `image`, else its social card.
    var image: SharedImage?
    /// The page in the site's other languages, for a multilingual site.
    var languages: LanguageLinks?
    /// The page in the docs' other versions, for docs of several.
    var versions: VersionLinks?

    /// A picture for `og:image`: an absolute URL, with its size when vitrine drew it.
    struct SharedImage: Sendable, Equatable {
        let url: String
        var width: Int?
        var height: Int?

        var context: MustacheValue {
            var values: [String: MustacheValue] = ["url": .text(url)]
            if let width, let height {
                values["width"] = .text(String(width))
                values["height"] = .text(String(height))
            }
            return .object(values)
        }
    }

    /// The keys these values give the template, next to `TemplateContext.base`.
    var context: [String: MustacheValue] {
        let (heading, body) = splitContent
        var values: [String: MustacheValue] = [
            "content": .text(content), "contentHeading": .text(heading), "contentBody": .text(body), "showTitle": .bool(showTitle), "menu": .text(navigation.menu),
            "breadcrumbs": .list(navigation.breadcrumbs.map(\.context)), "hasBreadcrumbs": .bool(!navigation.breadcrumbs.isEmpty),
            "children": .list(navigation.children.map(\.context)), "hasChildren": .bool(!navigation.children.isEmpty),
            "params": .object(params.mapValues(\.templateValue)),
            "toc": .list(contents.map { ["title": .text($0.title), "id": .text($0.id), "isSub": .bool($0.level == 3)] }),
            "hasToc": .bool(!contents.isEmpty),
        ]
        if let previous = navigation.previous { values["prev"] = previous.context }
        if let next = navigation.next { values["next"] = next.context }
        if let date { values["date"] = .text(date) }
        if let lastmod { values["lastmod"] = .text(lastmod) }
        if let lastmodAuthor { values["lastmodAuthor"] = .text(lastmodAuthor) }
        if let editURL { values["editURL"] = .text(editURL) }
        if let feed { values["feed"] = ["title": .text(feed.title), "atom": .text(feed.atom), "rss": .text(feed.rss)] }
        if let image { values["image"] = image.context }
        if let home { values.merge(home.context) { _, home in home } }
        if let languages { values.merge(languages.context) { _, languages in languages } }
        if let versions { values.merge(versions.context) { _, versions in versions } }
        return values
    }
}

extension PageValues {
    /// The content's opening `<h1>` and what follows it, so a theme can put the "On this page" list under the
    /// title rather than above it; ("", content) when the Markdown does not open with a heading.
    var splitContent: (heading: String, body: String) {
        // C's search over the bytes, not a search by characters: this runs for every page of every build.
        let end = showTitle || !content.hasPrefix("<h1") ? nil : content.withCString { text in
            strstr(text, "</h1>\n").map { text.distance(to: $0) + "</h1>\n".utf8.count }
        }
        guard let end else { return ("", content) }
        let split = content.utf8.index(content.utf8.startIndex, offsetBy: end)
        return (String(content[..<split]), String(content[split...]))
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
    var context: MustacheValue {
        ["title": .text(title), "url": .text(url), "description": .text(description), "hasDescription": .bool(!description.isEmpty)]
    }
}
