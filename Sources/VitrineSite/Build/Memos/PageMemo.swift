/// The Markdown stage's memo: each page's rendered body, reused while its text, URL and the renderer's
/// settings are the same.
final class PageMemo {
    private var inputs: PageRenderer.Inputs?
    private var pages: [String: CachedPage] = [:]
    /// Pages rendered by the current build.
    var rendered = 0

    /// The pages the last build rendered with the same `inputs`, by source path; forgets them all otherwise.
    func reusable(renderedWith inputs: PageRenderer.Inputs) -> [String: CachedPage] {
        if self.inputs != inputs {
            self.inputs = inputs
            pages = [:]
        }
        return pages
    }

    func keep(_ kept: [CachedPage], rendered: Int) {
        pages = Dictionary(kept.map { ($0.page.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        self.rendered += rendered
    }
}

/// A page rendered from `text`.
struct CachedPage {
    let text: String
    let page: RenderedPage
    /// What the page was rendered from besides its text: the URL it was published at, and the settings its
    /// sections hand down (Hugo's `cascade`).
    let location: PageLocation
    let inherited: [String: HeaderValue]
}
