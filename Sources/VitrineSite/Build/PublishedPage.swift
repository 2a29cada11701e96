import VitrineSearch

/// A page that is part of this build: its header, its rendered Markdown, and its title.
struct PublishedPage: Sendable {
    let source: PageSource
    private(set) var rendered: RenderedPage
    /// The file's last commit, when the site takes its dates from git.
    var lastChange: GitHistory.Change?

    /// The day of the last change: the front matter's, else git's.
    var lastmod: PageDate? { source.matter.lastmod ?? lastChange?.day }
    /// Who made the last change, when git gave the day.
    var lastmodAuthor: String? { source.matter.lastmod == nil ? lastChange?.author : nil }

    /// Front matter, else the first `#` heading, else a home page's hero name, else the file (or, for an index,
    /// folder) name.
    var title: String {
        if let title = source.matter.title { return title }
        if let heading = rendered.firstHeading, !heading.isEmpty { return heading }
        if let name = source.matter.home?.hero?.name { return name }
        guard source.isIndex else { return PageTree.title(fromFileName: source.name) }
        let folder = source.sourceFolder.split(separator: "/").last.map(String.init)
        return folder.map(PageTree.title(fromFileName:)) ?? "Home"
    }

    /// Lets go of the page's HTML, its SVGs and its text for search, once they are templated and indexed.
    mutating func releaseContent() {
        rendered.content = ""
        rendered.reading = SearchText()
        rendered.svgFiles = [:]
    }

    /// The page as rendered while it was templated, in place of its place-holder.
    mutating func setRendered(_ page: RenderedPage) {
        rendered = page
    }

    var treePage: PageTree.Page {
        PageTree.Page(
            sourcePath: source.path, location: rendered.location, title: title, linkTitle: source.matter.linkTitle,
            order: source.matter.order, isIndex: source.isIndex,
            hasOwnTitle: source.matter.title != nil || !(rendered.firstHeading ?? "").isEmpty || source.matter.home?.hero?.name != nil)
    }
}
