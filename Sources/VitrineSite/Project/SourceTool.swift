/// The docs tools whose projects vitrine reads as their authors wrote them: each one's config file names,
/// where it keeps its pages, and the conventions its pages are written for.
package enum SourceTool: String, Sendable, Equatable, CaseIterable {
    case mdBook, mkDocs, hugo, zola, jekyll, vitePress, docusaurus, starlight

    /// The tool as its users name it, for the line that says what was recognised.
    package var displayName: String {
        switch self {
        case .mdBook: "mdBook"
        case .mkDocs: "MkDocs"
        case .hugo: "Hugo"
        case .zola: "Zola"
        case .jekyll: "Jekyll"
        case .vitePress: "VitePress"
        case .docusaurus: "Docusaurus"
        case .starlight: "Astro Starlight"
        }
    }

    /// The tool's name with its article, as a sentence names it: "an mdBook", "an Astro Starlight", "a Hugo".
    package var withArticle: String {
        ("AEIOU".contains(displayName.prefix(1)) || self == .mdBook ? "an " : "a ") + displayName
    }

    /// The config files that mark a project of this tool, relative to its root, in the tool's own order of
    /// preference. Hugo's `config.toml` is Zola's name too: `ToolProject` tells them apart by their keys.
    var configNames: [String] {
        switch self {
        case .mdBook: ["book.toml"]
        // ProperDocs, the maintained fork of MkDocs 1.6, reads its own name first.
        case .mkDocs: ["properdocs.yml", "properdocs.yaml", "mkdocs.yml", "mkdocs.yaml"]
        case .hugo:
            ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml", "config.json"]
                + ["hugo.toml", "hugo.yaml", "hugo.json", "config.toml", "config.yaml", "config.json"].map { "config/_default/" + $0 }
        case .zola: ["zola.toml", "config.toml"]
        case .jekyll: ["_config.yml", "_config.yaml"]
        case .vitePress:
            ["config.js", "config.ts", "config.mjs", "config.mts", "config/index.js", "config/index.ts", "config/index.mjs", "config/index.mts"]
                .map { ".vitepress/" + $0 }
        // A site beside the docs, as Prettier's and Redux's are: `website/` holds the config, `docs/` the pages.
        case .docusaurus:
            ["docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.mts", "docusaurus.config.cjs", "docusaurus.config.cts"].flatMap { [$0, "website/" + $0] }
        case .starlight: ["astro.config.mjs", "astro.config.js", "astro.config.ts", "astro.config.mts"]
        }
    }

    /// Where the tool's config gives the site's address, for a message asking for one.
    var baseURLKey: String? {
        switch self {
        case .mdBook: "output.html.site-url"
        case .mkDocs: "site_url"
        case .hugo: "baseURL"
        case .zola: "base_url"
        case .jekyll: "url"
        case .vitePress: "sitemap.hostname"
        case .docusaurus: "url"
        case .starlight: "site"
        }
    }

    /// Whether the config is a script: recognised by its name, read for its literal title, never run.
    var configIsScript: Bool { [.vitePress, .docusaurus, .starlight].contains(self) }

    /// Whether the tool passes the authors' raw HTML through by default. Hugo's Goldmark leaves it out unless
    /// `markup.goldmark.renderer.unsafe` is set; the others keep it (MDX's elements are the page's own).
    var keepsRawHTML: Bool { self != .hugo }

    /// How the tool reads a header vitrine would refuse (not closed, not readable).
    var headerReader: FrontMatter.Reader {
        switch self {
        case .mkDocs: .mkDocs
        case .hugo: .hugo
        case .vitePress, .docusaurus: .grayMatter
        case .jekyll: .jekyll
        case .mdBook, .zola, .starlight: .strict
        }
    }

    /// How the tool reads a relative link that does not name a Markdown file.
    var linkBase: LinkBase {
        switch self {
        case .mdBook, .mkDocs, .vitePress: .sourceFile
        case .hugo, .zola, .jekyll, .docusaurus, .starlight: .pageURL
        }
    }

    /// What a relative picture in Markdown is written relative to: Docusaurus and Astro import pictures as
    /// modules of the page's file (`![](./shot.png)` beside `page.mdx`), though they write links through.
    var imageBase: LinkBase {
        switch self {
        case .docusaurus, .starlight: .sourceFile
        default: linkBase
        }
    }

    /// What a relative link is written relative to.
    package enum LinkBase: Sendable, Equatable {
        /// The Markdown file's folder: the tool turns the file tree into the site tree as it is (`a/b.md` is
        /// `a/b.html`), so `../x/` from `a/b.md` names the site's `x/`.
        case sourceFile
        /// The page's own URL, as a browser reads it: the tool writes links through untouched.
        case pageURL
    }
}
