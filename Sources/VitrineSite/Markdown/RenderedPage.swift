import VitrineMarkdown
import VitrineSearch

/// One Markdown page after cmark: its HTML body, the SVGs its fences made, its links and what it says of itself.
struct RenderedPage: Sendable {
    struct Section: Sendable, Equatable {
        let level: Int
        let title: String
        /// Empty when headings have no anchors (strict CommonMark).
        let id: String
    }

    /// A link or image destination as written into the HTML, with its place in the source file and what
    /// the author wrote there, which messages quote.
    struct Link: Sendable, Equatable {
        var url: String
        var line: Int
        var column: Int
        var written: String

        init(url: String, line: Int, column: Int, written: String? = nil) {
            self.url = url
            self.line = line
            self.column = column
            self.written = written ?? url
        }
    }

    /// The links (by index in `links`) that files the page includes hold (`LinkChecker.Origin.included`).
    private(set) var includedLinks: Set<Int> = []

    /// Path inside the site folder, e.g. `components/veil.md`.
    let sourcePath: String
    /// Path shown in diagnostics, e.g. `Site/components/veil.md`.
    let displayPath: String
    let location: PageLocation
    var content = ""
    /// The text of the first level-one heading, the page's title when its header gives none.
    var firstHeading: String?
    /// Whether the body opens with a level-one heading, so the template need not show the title again.
    var startsWithHeading = false
    /// The first paragraph's text, shortened: the page's description where its front matter gives none.
    var summary: String?
    /// The `h2` and `h3` headings, for the page's "On this page" list.
    var sections: [Section] = []
    /// The headings of files drawn in the page (mdBook's `{{#include}}`, Docsy's `readfile`), by the page's line
    /// they are drawn at: merged into `sections` once the page's own are known.
    var includedHeadings: [(line: Int, headings: [MarkdownHeading])] = []
    /// What a reader reads on the page, in the search index's sections; empty when the site has no search.
    var reading = SearchText()
    var svgFiles: [String: String] = [:]
    /// The links the link check resolves, in the order written: a URL of another site (`https:`, `mailto:`,
    /// `//host`) is never checked, so it is not kept (a docs site repeats them on every page).
    private(set) var links: [Link] = []
    var diagnostics: [SiteDiagnostic] = []
    /// Where raw HTML was left out (safe mode), as lines in the source file.
    var omittedHTMLLines: [Int] = []
    /// Another tool's markup vitrine reads but cannot draw as that tool does, each kept in a simpler form.
    var unrendered: [Unrendered] = []
    /// VitePress' home page hero and features, their links resolved.
    var home: HomeLayout?
    /// Hugo shortcodes, Liquid tags and mdBook directives in the text, which show as written.
    var templateTags: [TemplateTags.Place] = []
    /// The files mdBook includes brought into its code, with the bytes they had.
    var includedFiles: [String: [UInt8]] = [:]

    /// Whether the Markdown holds nothing but, at most, its title heading: a folder's index page like that
    /// lists the folder's pages.
    var isEmpty = true

    /// Keeps `link` for the link check where the check resolves it.
    mutating func record(_ link: Link, fromIncludedFile: Bool = false) {
        guard link.url.startsWithHash || LinkTarget.isInternal(link.url) else { return }
        if fromIncludedFile { includedLinks.insert(links.count) }
        links.append(link)
    }
}

/// One place where another tool's markup was kept in a simpler form: what kind, where, and as written.
struct Unrendered: Sendable, Equatable {
    /// What the warning names, a noun that takes an `s`: `':::' container`, `Hugo shortcode`.
    let kind: String
    /// What became of it: `left out`, `kept as its text`.
    let treatment: String
    let line: Int
    let column: Int
    /// As written, on one line, e.g. `::: code-group`.
    let written: String

    init(kind: String, treatment: String, line: Int, column: Int, written: String) {
        self.kind = kind
        self.treatment = treatment
        self.line = line
        self.column = column
        self.written = String(written.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}

extension Unrendered {
    /// An mdBook `{{#include FILE:NAME}}` whose file has no anchor `NAME`: mdBook includes nothing there, and
    /// builds on.
    static func missingAnchor(_ reference: String, line: Int, column: Int) -> Unrendered {
        Unrendered(
            kind: "'{{#include}}' of an anchor its file lacks", treatment: "included as empty text, as mdBook includes it",
            line: line, column: column, written: "{{#include \(reference)}}")
    }
}
