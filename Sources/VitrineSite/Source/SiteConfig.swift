import VitrineMarkdown
import VitrineRaster

/// Site-wide settings from `Site/config.yml`.
package struct SiteConfig: Sendable, Equatable {
    static let fileName = "config.yml"
    static let keys = [
        "title", "description", "baseURL", "language", "rawHTML", "catalog", "search", "markdown", "smartPunctuation", "nav", "lowercaseURLs", "catalogPNG",
        "editURL", "lastUpdated", "printPage", "feeds", "llms", "math", "socialCards", "components",
        "languages", "translations",
    ]
    /// The site's own components' folder when `components:` names none.
    static let defaultComponentsFolder = "components"

    /// How Markdown is read: GitHub Flavored Markdown, or strict CommonMark.
    package enum MarkdownFlavor: String, Sendable, Equatable, CaseIterable {
        case gfm, commonmark
    }

    /// The site's name; empty until the config gives one, then `SiteSource` names it after its folder.
    package var title = ""
    package var description = ""
    /// Where the site is published, e.g. `https://example.org/docs/`; only its path matters for links.
    package var baseURL = "/"
    /// The pages' `lang`: the default language's code.
    package var language = "en"
    /// Every language the site is written in, the default first (`languages:`).
    package var languages = SiteLanguages(single: "en")
    /// The version being published, whose pages show the version switcher (`SiteOptions.version`).
    package var version: String?
    /// Whether a language without its own page gets the default language's in its place, as Docusaurus and
    /// Starlight fill it; Hugo and Zola publish only the pages each language has.
    var fillsMissingTranslations = true
    /// Whether `translations:` chose how translations are laid out; else the site folder tells (`Translations`).
    var translationsLayoutGiven = false
    /// Whether raw HTML in Markdown passes through; omitted (cmark's safe mode) by default.
    package var rawHTML = false
    /// Whether the component catalog is part of the site: as `catalog:` says, else when a page embeds a
    /// component (`SiteSource` decides), so someone else's docs do not carry the iPhone catalog.
    package var catalog = false
    /// What `catalog:` says, if it is given.
    var catalogAsked: Bool?
    /// Whether the build writes a search index and the default theme shows its search box.
    package var search = true
    /// Whether the build writes the print page: every page in reading order on one page, to print or save as PDF.
    /// `nil` (not given) writes it for a site of up to `printPageLimit` pages.
    package var printPage: Bool?
    /// Beyond this many pages the print page is tens of megabytes that no one prints, which every deploy would
    /// upload: a site that wants it says `printPage: true`.
    static let printPageLimit = 1000

    /// Whether a site of `pages` pages (its reading order, generated folder pages included) gets the print page.
    func makesPrintPage(pages: Int) -> Bool {
        printPage ?? (pages <= Self.printPageLimit)
    }
    /// The scales (1, 2, 3) at which the catalog offers each preset as a PNG file beside its SVG; none by
    /// default, since drawing them all makes a first build much slower (later builds find them in `PNGCache`).
    package var catalogPNG: [Int] = []
    /// Where `catalogPNG` was written, for a PNG that cannot be drawn.
    var catalogPNGPlace: HeaderPlace?
    /// Whether each page gets a social card, a 1200×630 PNG drawn from the theme's `social-card` template, named
    /// by `og:image`; off by default, since a first build draws a picture per page (later builds find them in `PNGCache`).
    package var socialCards = false
    /// The folder of the site's own components (`NAME.svg` with a header), inside the site folder.
    package var componentsFolder = defaultComponentsFolder
    package var markdown = MarkdownFlavor.gfm
    /// Whether quotes, dashes and ellipses are set typographically (`smartPunctuation: true`), as Hugo does by
    /// default and mdBook's `smart-punctuation` does; off, as on GitHub.
    package var smartPunctuation = false
    /// Whether a Hugo project's typographer is on (its default): its heading ids are made after `--` became a dash.
    var hugoTypographer = true
    /// Whether a Hugo project's heading ids are Blackfriday's (`autoHeadingIDType = "blackfriday"`).
    var hugoBlackfridayIDs = false
    /// Whether math is mdbook-katex's: `$ x $` with spaces inside its dollars is math.
    var katexDollars = false
    /// Whether `$…$`, `$$…$$`, `\(…\)`, `\[…\]` and `math` fences are drawn as MathML (`math: false` leaves dollars as text).
    package var math = true
    /// Whether URLs made from file names are lowercased, as Hugo does; `nil` decides by the folder: yes when
    /// it holds Hugo's `_index.md` pages.
    package var lowercaseURLs: Bool?
    /// Where a page's source is edited: a URL with `{path}`, the page's file in the content folder
    /// (`https://github.com/OWNER/REPO/edit/main/docs/{path}`); each page then links "Edit this page".
    package var editURL: String?
    static let editPathPlaceholder = "{path}"
    /// Whether pages take their last change's day and author from git (`lastUpdated: git`).
    package var lastUpdatedFromGit = false
    /// The folders whose sections get feeds (`feeds:`), as the page tree names them: `blog/`, `` for the root.
    var feedFolders: [String] = []
    /// Where `feeds:` was written, for a folder it names that has no pages.
    var feedsPlace: HeaderPlace?
    /// Whether `llms.txt`, `llms-full.txt` and each page's Markdown beside its HTML are written. `nil` (not
    /// given) writes them for a site of up to `llmsLimit` pages.
    package var llms: Bool?
    /// Beyond this many pages `llms-full.txt` is tens of megabytes, more than any model reads at once, and the
    /// build would hold a second copy of the site's Markdown: a site that wants it says `llms: true`.
    static let llmsLimit = 1000

    /// Whether a site of `pages` pages (its reading order, generated folder pages included) gets the llms files.
    func makesLLMFiles(pages: Int) -> Bool {
        llms ?? (pages <= Self.llmsLimit)
    }
    /// The reading order given by `nav:` (MkDocs' shape), as page paths in order; empty when not given.
    var navigation: [ReadingOrder.Item] = []
    /// The docs tool whose project this is, whose conventions the pages are read with; `nil` for a plain folder.
    var sourceTool: SourceTool?
    /// Where the theme's own files (`style.css`, `search.js`, …) are published, under the root: beside the
    /// pages, or in `_vitrine/` when another tool's project has files of those names, which are its own.
    var themeFolder = ""
    /// The folders pymdownx.snippets reads `--8<--` files from (MkDocs' `base_path`, the project's root unless
    /// set); empty where snippets are not read.
    var snippetBases: [String] = []
    /// Whether a relative link that names a page by its source path from the page's folder (`../scalers`) goes to
    /// that page, as a Hugo render hook that looks each link up (`.Page.GetPage`) sends it.
    var linksFindPages = false
    /// Whether the project reads `{#…}` at a heading's end as its id whatever it holds: an Astro project with
    /// remark-heading-id among its Markdown plugins (Docusaurus always does).
    var headingIDsTakeAnyText = false
    /// The way from the content folder up to the project's root (`../../` for Hugo's `content/en`), where Hugo's
    /// `readFile` looks too; nil where the content folder is not inside it.
    var contentToProjectRoot: String?
    /// mdbook-variables' values (`[preprocessor.variables.variables]`): `{{name}}` in a chapter is its text.
    var bookVariables: [String: String] = [:]
    /// The project's own Hugo or Zola shortcodes that draw a picture, by name: drawn as their templates place it.
    var imageShortcodes: [String: ImageShortcode] = [:]
    /// The project's own Hugo or Zola shortcodes that draw a tab or the set around tabs, by name.
    var tabShortcodes: [String: TabShortcode] = [:]
    /// What ids made from headings' text start with: kramdown's `auto_id_prefix`, which Jekyll passes on.
    var headingIDPrefix = ""
    /// Whether a page the tool's menu does not list is in no menu, not where the folders put it: MkDocs', but for
    /// a `nav:` that brings in the pages it does not name (awesome-pages' `...`).
    var navigationHidesUnlisted = false
    /// Where the tool publishes the pages under its site's root (Docusaurus' `routeBasePath`, `docs/` unless
    /// set): vitrine publishes them at its root, and reads `/docs/x` links as links to page `x`.
    var routePrefix = ""
    /// The address the latest version's pages are published under by the tool (Docusaurus' `versions.current.path`,
    /// `v4/`), after `routePrefix`: vitrine publishes them at its root, and reads `/docs/v4/x` links as links to `x`.
    var latestVersionPrefix = ""
    /// The menu's group labels in other languages (a Starlight sidebar's `translations`): by label, by language.
    var groupTranslations: [String: [String: String]] = [:]
    /// The pages' folder as the user names it (`docs`), for paths written from it (VitePress' `@/shared/x.md`).
    var sourceRoot: String?
    /// The tool's static folders as the user names them (`website/static`), published at the site's root.
    var staticRoots: [String] = []
    /// The top sections whose pages Hugo publishes as `name.html` (`uglyURLs`), `` for all of them.
    var uglyURLSections: Set<String> = []
    /// Whether mdBook's `admonish` fences are admonitions (its `[preprocessor.admonish]`).
    var bookAdmonish = false
    /// Source paths the tool publishes at other paths (VitePress' `rewrites`).
    var pathRewrites = PathRewrites()
    /// Attribute lists written between delimiters of the site's own (VitePress' `markdown.attrs`: `%{#id}%`),
    /// read as the `{#id}` they stand for.
    var attributeDelimiters: AttributeDelimiters?

    struct AttributeDelimiters: Equatable, Sendable {
        let left: String
        let right: String
    }
    /// PyMdown's inline marks the MkDocs project turns on.
    var pyMdownInlines: Set<PyMdownInline> = []
    /// Whether an MkDocs project's `abbr` (or `extra`) defines abbreviations with `*[TERM]: title` lines.
    var abbreviations = false
    /// Top folders whose pages are published by the date their name starts with (Docusaurus' `blog/`).
    var datedFolders: Set<String> = []
    /// Whether `.md` pages are read as MDX too, as Docusaurus 3 reads them unless its `markdown.format` says otherwise.
    var readsMarkdownAsMDX = false
    /// Paths the tool leaves out of the site (Jekyll's `exclude:`), as glob patterns from the content folder.
    var excluded: [String] = []
    /// Whether a page file without front matter is a file to copy as it is (plain Jekyll), not a page.
    var pagesNeedFrontMatter = false
    /// Jekyll's `include:`: files and folders read although their names start with `_` or `.`.
    var included: [String] = []
    /// The languages besides the site's whose pages another tool keeps beside its own as `page.LANG.md`
    /// (Hugo's and Zola's `languages`): vitrine builds one language, and names the files it leaves out.
    var otherLanguages: [String] = []
    /// The language Hugo reads a file name's suffix as in a site of one language (`guide.en.md` is `guide.md`).
    var fileNameLanguage: String?
    /// Whether each page's address in its tool (`guide/install.html`, as mdBook writes pages) gets a redirect
    /// to its page, so links into the book from elsewhere still land.
    var keepsHTMLAddresses = false
    /// Whether the tool publishes a page `a/b.md` as a file-like `a/b.html` or `a/b` (Jekyll, unless its site's
    /// `permalink` ends in `/`; Docusaurus, unless `trailingSlash: true`), so relative links in it are written from
    /// `a/`: vitrine's `a/b/` climbs back one level.
    var pagesAreFiles = false
    /// Address prefixes that name a folder of the project (Astro's `@assets/` from `tsconfig.json`), published
    /// under the same prefix: such an address is read from the site's root.
    var pathAliases: [String] = []
    /// Old addresses and where they lead (mdBook's `[output.html.redirect]`): a page's, a relative one, or a URL.
    var redirects: [String: String] = [:]
    /// Folders of translations in other languages (Starlight's locales other than its default): not built, named once.
    var languageFolders: [String] = []
    /// What relative URLs in the authors' raw HTML are written from, where the tool reads them otherwise than
    /// its Markdown links: MkDocs rewrites Markdown links from the file but passes raw HTML through, written
    /// for the page's URL.
    var rawHTMLLinkBase: SourceTool.LinkBase?
    /// Every string of a Docusaurus project's sidebars file, in order: the doc ids among them order the menu.
    var sidebarStrings: [String] = []
    /// The categories each doc or folder of a Docusaurus sidebar is in (`DocusaurusSidebar`).
    var sidebarEntries: [DocusaurusSidebar.Entry] = []
    /// The sidebars of Docusaurus' docs versions mounted beside the content folder, by their prefixes.
    var mountedSidebars: [DocusaurusSidebar.Mounted] = []
    /// The Docusaurus sidebar's categories with a generated index page, each at its address.
    var sidebarIndexes: [DocusaurusSidebar.GeneratedIndex] = []
    /// Jekyll's collections that are published: folder name without `_` → permalink pattern (`/:collection/:path/`).
    var collections: [String: String] = [:]
    /// Jekyll's `defaults:` permalinks for the pages below a path, most specific first.
    var pathPermalinks: [PathPermalink] = []

    struct PathPermalink: Sendable, Equatable {
        /// From the site's root, without `/` at either end: `_guide`, `overviews/scala3`.
        let path: String
        let pattern: String
    }
    /// Whether the menu follows the docs folder as MkDocs lists it without `nav` (`MkDocsFolderNav`).
    var listsDocsFolder = false
    /// Hugo's `menu.main` entries as the config writes them, which pages' own `menu` settings join.
    var hugoMenu: HeaderValue?
    /// Hugo's `cascade` in the site's config, as written: only what it keeps from being rendered is applied.
    var hugoCascade: HeaderValue?
    /// MkDocs Material's blog plugin, which publishes posts by date and slug.
    var materialBlog: MaterialBlog?
    /// Whether content tabs are named by their titles, lowercased or not (pymdownx.tabbed's `slugify`).
    var tabIDsFromTitles: Bool?
    /// Whether a section's page lists its pages under its own text, as Docsy's does unless it says `no_list: true`;
    /// otherwise only one with no text of its own lists them.
    var sectionsListPages = false
    /// A multilingual MkDocs site's localised files of the languages besides the default (`de/shot.png`, from
    /// `shot.de.png`): a link in a page of that language to the plain name finds its own.
    var localizedFiles: Set<String> = []
    /// The folders of a docs' versions besides the one at the root (Docusaurus' `0.13/`, `next/`), which the menu
    /// holds under one entry rather than each beside the docs.
    var versionFolders: [String] = []
    /// Every version of the docs with its name, the one at the root too (Docusaurus' latest): each page links to
    /// itself in the others. Empty for docs of one version.
    var docVersions: [DocVersion] = []
    /// The folders pages are read from, as shown, by their prefix in the site: the content folder's ``, each mounted
    /// folder's own (`v2/`). A Docusaurus link to a file is looked up where the file is, in whichever folder.
    var pageFolders: [String: String] = [:]
    /// VitePress' dynamic routes vitrine does not build, as written (`packages/[pkg]`): links into them are not checked.
    var unbuiltRoutes: [String] = []
    /// Hugo's `[permalinks]` for the pages of each top section.
    var sectionPermalinks: [String: String] = [:]
    /// Whether Hugo's `frontmatter.date` reads `:filename`: a date leading a file's name dates the page and the
    /// rest is its slug.
    var hugoFileNameDates = false
    /// mdBook's hidden code lines: the prefix that hides a line, by code language.
    var hiddenLinePrefixes: [String: String] = [:]
    /// Every other setting, for templates as `site.params.KEY`.
    var params: [String: HeaderValue] = [:]

    package init() {}

    /// How pages' Markdown is read: GFM with heading anchors, or strict CommonMark exactly as the `cmark` CLI
    /// prints it (no heading ids).
    var markdownOptions: MarkdownOptions {
        switch markdown {
        case .gfm:
            {
                var options = MarkdownOptions(flavor: .gfm, rawHTML: rawHTML, headingAnchors: true, smartPunctuation: smartPunctuation)
                options.math = math
                options.pyMdownInlines = pyMdownInlines
                options.abbreviations = abbreviations
                // Another tool's pages were written for a tool that passes raw HTML whole; vitrine's own follow GitHub.
                options.filtersTags = sourceTool == nil
                // Python-Markdown's tables split no cell inside backticks.
                options.codeSpansHoldTablePipes = sourceTool == .mkDocs
                options.mathBracketsInLines = sourceTool != .mkDocs
                options.kramdownMath = sourceTool == .jekyll
                options.headingIDsTakeAnyText = sourceTool == .docusaurus || headingIDsTakeAnyText
                options.hugoTypographer = hugoTypographer
                options.headingIDPrefix = headingIDPrefix
                options.nestedAlerts = sourceTool != nil
                options.tabIDsFromTitles = tabIDsFromTitles
                options.mathDollarsTakeSpaces = katexDollars
                options.headingIDs = switch sourceTool {
                case .mkDocs: .mkDocs
                case .vitePress: .vitePress
                case .zola: .zola
                case .hugo: hugoBlackfridayIDs ? .hugoBlackfriday : .hugo
                case .docusaurus, .starlight: .githubSlugger
                default: .github
                }
                return options
            }()
        case .commonmark: MarkdownOptions(flavor: .commonmark, rawHTML: rawHTML, headingAnchors: false, smartPunctuation: smartPunctuation)
        }
    }

    /// The path part of the base URL, with slashes at both ends: `/`, `/docs/`.
    package var basePath: String {
        var path = Substring(baseURL)
        if let scheme = path.range(of: "://") {
            path = path[scheme.upperBound...]
            path = path.firstIndex(of: "/").map { path[$0...] } ?? "/"
        }
        let trimmed = path.split(separator: "/").joined(separator: "/")
        return trimmed.isEmpty ? "/" : "/" + trimmed + "/"
    }

    /// The base URL when it names a host (`https://…`), with a trailing slash; `nil` for a bare path.
    package var absoluteBaseURL: String? {
        guard baseURL.contains("://") else { return nil }
        return baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }
}
