/// One Markdown page after cmark: its HTML body, the SVGs its fences made, its links and what it says of itself.
struct RenderedPage: Sendable {
    struct Section: Sendable, Equatable {
        let level: Int
        let title: String
        /// Empty when headings have no anchors (strict CommonMark).
        let id: String
    }

    /// A link or image destination as written into the HTML, with its place in the source file.
    struct Link: Sendable, Equatable {
        var url: String
        var line: Int
        var column: Int
    }

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
    /// The `h2` and `h3` headings, for the page's "On this page" list.
    var sections: [Section] = []
    var svgFiles: [String: String] = [:]
    var links: [Link] = []
    var diagnostics: [SiteDiagnostic] = []
    /// Where raw HTML was left out (safe mode), as lines in the source file.
    var omittedHTMLLines: [Int] = []
    /// Hugo shortcodes, Liquid tags and mdBook directives in the text, which show as written.
    var templateTags: [TemplateTags.Place] = []
    /// The files mdBook includes brought into its code, with the bytes they had.
    var includedFiles: [String: [UInt8]] = [:]

    /// Whether the Markdown holds nothing but, at most, its title heading: a folder's index page like that
    /// lists the folder's pages.
    var isEmpty = true
}
