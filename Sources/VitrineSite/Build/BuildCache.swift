import Foundation
import VitrineHighlight

/// What a rebuild can take over from the build before it: for the preview, which builds the same site again
/// after every save.
///
/// Each part is reused only when everything it was made from is unchanged: a page's HTML body when its
/// source text and the renderer's settings are; its templated page when that body, its title and description
/// and the templates, config and menu are; its link check when its bytes, its links' places and the set of
/// output paths are. So an edited page is rendered again by cmark alone, and a new title re-renders every
/// page whose menu lists it. Hand one cache to one builder; builds sharing it run one at a time.
public final class BuildCache: @unchecked Sendable {
    /// How much of the last build was done again rather than reused.
    public struct Statistics: Sendable, Equatable {
        /// Markdown pages rendered through cmark.
        public var renderedPages = 0
        /// Pages put through the page template.
        public var templatedPages = 0
        /// Pages whose links were checked.
        public var checkedPages = 0
    }

    /// Held for a whole build: everything below is read and written only under it.
    private let buildLock = NSLock()
    private var statisticsOfLastBuild = Statistics()

    var headers: [String: PageSource] = [:]
    /// Code highlighted by earlier builds; it keeps what it needs within its own bounds.
    let highlights = HighlightCache()
    var navigation: (tree: PageTree, inputs: [NavigationInputs], values: [PageNavigation])?
    var pageInputs: PageRenderer.Inputs?
    var pages: [String: CachedPage] = [:]
    var templateInputs: TemplateInputs?
    var pageFiles: [String: CachedPageFile] = [:]
    var catalogFiles: (docs: Set<String>, files: [AssembledFile])?
    var linkInputs: (basePath: String, paths: Set<String>)?
    var linkResults: [String: CachedLinkResult] = [:]
    var linkIDs: [String: Set<String>] = [:]
    var statistics = Statistics()

    public init() {}

    /// The counts of the last completed or failed build.
    public var lastBuild: Statistics {
        buildLock.withLock { statisticsOfLastBuild }
    }

    func beginBuild() {
        buildLock.lock()
        statistics = Statistics()
    }

    func endBuild() {
        statisticsOfLastBuild = statistics
        buildLock.unlock()
    }
}

/// A page rendered from `text`.
struct CachedPage {
    let text: String
    let page: RenderedPage
    /// What the page was rendered from besides its text: the URL it was published at.
    let location: PageLocation
}

/// The templated page made from a page's values.
struct CachedPageFile: Sendable {
    let values: PageValues
    let file: SnapshotFile
}

/// The problems found in a page's bytes, reported at its links' places.
struct CachedLinkResult {
    let bytes: [UInt8]
    /// The URLs and ids read from `bytes`.
    let scan: HTMLAttributes.Scan
    let origin: LinkChecker.Origin
    let problems: [SiteDiagnostic]
    /// The pages this page's `#fragment` links point into.
    let fragmentTargets: Set<String>
}

/// What every templated output depends on besides its own values.
struct TemplateInputs: Equatable {
    let templates: [String: String]
    let config: SiteConfig
}

/// One output file with where it came from, as the assembly adds it.
struct AssembledFile {
    let path: String
    let file: SnapshotFile
    let origin: LinkChecker.Origin?
}

/// What a page adds to the navigation besides the tree: its description in lists, and whether its index lists its folder.
struct NavigationInputs: Equatable {
    let description: String?
    let isEmpty: Bool
}
