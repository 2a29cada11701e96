import Foundation
import VitrineHighlight

/// What a rebuild can take over from the build before it: for the preview, which builds the same site again
/// after every save.
///
/// One memo per stage, each handed to its stage alone, so a build still reads top to bottom: the headers'
/// memo to the sources, the pages' to the Markdown, the templating's to the assembly, the links' to the link
/// check. Each part is reused only when everything it was made from is unchanged: a page's HTML body when its
/// source text and the renderer's settings are; its templated page when that body, its title and description
/// and the templates, config and menu are; its link check when its bytes, its links' places and the set of
/// output paths are. So an edited page is rendered again by cmark alone, and a new title re-renders every
/// page whose menu lists it. Hand one cache to one builder; builds sharing it run one at a time.
package final class BuildCache: @unchecked Sendable {
    /// How much of the last build was done again rather than reused.
    package struct Statistics: Sendable, Equatable {
        /// Markdown pages rendered through cmark.
        package var renderedPages = 0
        /// Pages put through the page template.
        package var templatedPages = 0
        /// Pages whose links were checked.
        package var checkedPages = 0
    }

    /// Held for a whole build: the memos are read and written only under it.
    private let buildLock = NSLock()
    private var statisticsOfLastBuild = Statistics()

    let headers = HeaderMemo()
    let pages = PageMemo()
    let templating = TemplatingMemo()
    let links = LinkMemo()
    let gitHistory = GitHistoryMemo()
    /// Code highlighted by earlier builds; it keeps what it needs within its own bounds.
    let highlights = HighlightCache()
    /// The catalog's PNGs found or drawn by earlier builds (`catalogPNG`).
    let pngs = PNGCache()

    package init() {}

    /// The counts of the last completed or failed build.
    package var lastBuild: Statistics {
        buildLock.withLock { statisticsOfLastBuild }
    }

    func beginBuild() {
        buildLock.lock()
        pages.rendered = 0
        templating.templated = 0
        links.checked = 0
    }

    func endBuild() {
        statisticsOfLastBuild = Statistics(renderedPages: pages.rendered, templatedPages: templating.templated, checkedPages: links.checked)
        buildLock.unlock()
    }
}
