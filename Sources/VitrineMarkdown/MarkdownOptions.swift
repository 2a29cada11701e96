/// Which Markdown dialect a document is read as.
package enum MarkdownFlavor: Sendable {
    /// GitHub Flavored Markdown: CommonMark plus tables, strikethrough, task lists, extended autolinks,
    /// footnotes and alerts.
    case gfm
    /// CommonMark exactly as the `cmark` library reads it.
    case commonmark
}

package struct MarkdownOptions: Sendable, Equatable {
    package var flavor: MarkdownFlavor = .gfm
    /// Whether raw HTML passes through (cmark's `CMARK_OPT_UNSAFE`); otherwise it is omitted and unsafe URLs dropped.
    package var rawHTML = false
    /// Whether headings get GitHub-style ids and a trailing `#` link to themselves.
    package var headingAnchors = true
    /// Whether straight quotes become curly ones, `--` and `---` dashes and `...` an ellipsis (cmark's
    /// `CMARK_OPT_SMART`), as Hugo's typographer and mdBook's `smart-punctuation` do.
    package var smartPunctuation = false
    /// Whether a Hugo project's typographer is on (Hugo's default), for its heading ids (`HeadingIDStyle.hugo`).
    package var hugoTypographer = true
    /// Whether a block quote in a list item or another quote may be an alert, as Hugo's blockquote hook draws one
    /// there; GitHub draws alerts at the top level only.
    package var nestedAlerts = false
    /// Whether `$ x $`, spaces inside its dollars, is math (mdbook-katex's reading; see `MathSpans`).
    package var mathDollarsTakeSpaces = false
    /// Whether content tabs are named by their titles (pymdownx.tabbed's `slugify`), lowercased or not, or numbered.
    package var tabIDsFromTitles: Bool? = nil

    var tabIDs: TabIDs.Naming { tabIDsFromTitles.map { .fromTitles(lowercased: $0) } ?? .numbered }
    /// Whether `$…$`, `$$…$$`, `\(…\)`, `\[…\]` and `math` fences are read as TeX math and drawn as MathML
    /// (GitHub's reading; in the GFM flavor only).
    package var math = true
    /// PyMdown's inline marks an MkDocs project turns on (`==mark==`, `^sup^`, `~sub~`, `++ctrl+c++`).
    package var pyMdownInlines: Set<PyMdownInline> = []
    /// Whether `*[TERM]: title` lines define abbreviations, each use of the term an `<abbr>` (Python-Markdown's `abbr`).
    package var abbreviations = false
    /// Whether a `|` inside a code span is the span's, not a table cell's end, as Python-Markdown splits a row
    /// (GFM splits there: a pipe in a cell's code is written `\|`).
    package var codeSpansHoldTablePipes = false
    /// Whether `\[…\]` within a line is a display formula (Pandoc's and GitHub's reading); MkDocs' arithmatex reads
    /// one only on lines of its own.
    package var mathBracketsInLines = true
    /// Whether math is kramdown's: `$$` alone marks it (`MathSpans`).
    package var kramdownMath = false
    /// How heading ids are made from their text: the way the page's tool makes them, so links written for it land.
    /// Whether `{#…}` at a heading's end gives the id whatever it holds (`{#@Http.body}`), as Docusaurus and
    /// remark-heading-id read it, rather than only a name among other attributes.
    package var headingIDsTakeAnyText = false
    package var headingIDs = HeadingIDStyle.github
    /// What ids made from headings' text start with (kramdown's `auto_id_prefix`).
    package var headingIDPrefix = ""
    /// Whether raw HTML goes through GFM's tag filter (`<script>`, `<style>`, `<iframe>`… shown as text), as on
    /// GitHub; the other docs tools pass their authors' raw HTML whole.
    package var filtersTags = true
    /// The titles GitHub's alerts show in the page's language, by kind (`note` → "Remarque"); English otherwise.
    package var alertTitles: [String: String] = [:]

    package init(flavor: MarkdownFlavor = .gfm, rawHTML: Bool = false, headingAnchors: Bool = true, smartPunctuation: Bool = false) {
        self.flavor = flavor
        self.rawHTML = rawHTML
        self.headingAnchors = headingAnchors
        self.smartPunctuation = smartPunctuation
    }
}

/// One heading of a document, in reading order.
package struct MarkdownHeading: Sendable, Equatable {
    package var level: Int
    /// The heading's text without markup, as a reader sees it.
    package var text: String
    /// The `id` the heading carries in the HTML; empty when heading anchors are off.
    package var id: String
    /// 1-based line in the Markdown given to the parser.
    package var line: Int
    /// Classes its attribute list gave it; `no_toc` keeps it out of the page's contents.
    package var classes: [String] = []

    /// Whether the page's contents list it: an `h2` or `h3` not marked `no_toc` (kramdown's class).
    package var isInContents: Bool { (level == 2 || level == 3) && !classes.contains("no_toc") }

    package init(level: Int, text: String, id: String, line: Int) {
        self.level = level
        self.text = text
        self.id = id
        self.line = line
    }
}

/// How a heading's text becomes its id.
package enum HeadingIDStyle: Sendable, Equatable {
    /// GitHub's (Hugo's default, mdBook's and Docusaurus' alike): lower case, spaces to `-`, other punctuation dropped.
    case github
    /// github-slugger's (Docusaurus', Astro's): GitHub's, keeping an emoji's variation selector (U+FE0F), a mark.
    case githubSlugger
    /// Python-Markdown's `toc` (MkDocs): accents folded to ASCII, punctuation dropped, runs of spaces and `-` one `-`.
    case mkDocs
    /// VitePress': accents folded, every run of spaces and punctuation one `-`, none at the ends, `_` before a leading digit.
    case vitePress
    /// Zola's (the `slug` crate's): accents folded, every run of anything but letters and digits one `-`, none at the ends.
    case zola
    /// Hugo's: GitHub's, from the heading's source with its raw HTML, and after its typographer has made `--` and
    /// `---` outside code into dashes, which the id drops (`### --fast-list` is `fast-list`) unless the typographer is
    /// off (`MarkdownOptions.hugoTypographer`).
    case hugo
    /// Hugo's with `autoHeadingIDType = "blackfriday"`: letters and digits lowercased, each run of anything else one
    /// `-`, none at the ends (`What's new? TL;DR` is `what-s-new-tl-dr`).
    case hugoBlackfriday

    /// Whether the ids are Hugo's (Goldmark's), whatever their type.
    var isHugo: Bool { self == .hugo || self == .hugoBlackfriday }
}
