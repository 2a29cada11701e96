import Foundation

/// A Markdown file with its header read: what it says about itself before any Markdown is parsed.
struct PageSource: Sendable {
    /// Path inside the site folder, e.g. `guide/install.md`; an MDX page's as if it were Markdown.
    let path: String
    /// The file's own path inside the site folder: `guide/tabs.mdx`, as git and an edit link name it.
    let file: String
    /// Path shown in diagnostics, e.g. `Site/guide/install.md`.
    let displayPath: String
    /// The whole file, to tell whether it changed since the last build; empty once released (`releasingText`).
    private(set) var text: String
    private(set) var matter: FrontMatter
    /// The Markdown after the header.
    private(set) var body: Substring
    /// Problems of the header, warnings among them.
    let diagnostics: [SiteDiagnostic]

    /// The file name without `.md`: `guide/install.md` → `install`.
    let name: String
    /// The source folder: `guide/install.md` → `guide/`.
    let sourceFolder: String
    /// Whether this file is its folder's index page: `index.md`, `README.md` or `_index.md` (a README only
    /// where the folder has neither of the others, as MkDocs and Hugo read it: `SiteBuilder` decides).
    var isIndex: Bool
    /// The language the page is in: the site's, or the one whose folder it is in (`SiteLanguages`).
    var language = ""
    /// For a page standing in for a missing translation: the path of the default language's page it shows, whose
    /// problems are reported there, once.
    var fallbackFrom: String?

    /// - Parameter headerReader: How the tool reads a header vitrine would refuse.
    init(path: String, file: String, displayPath: String, text: String, headerReader: FrontMatter.Reader = .strict) {
        self.path = path
        self.file = file
        self.displayPath = displayPath
        self.text = text
        (matter, body, diagnostics) = FrontMatter.split(text, file: displayPath, reader: headerReader)
        sourceFolder = SitePaths.directory(of: path)
        name = String(path.dropFirst(sourceFolder.count).dropLast(3))
        isIndex = Self.indexNames.contains(name.lowercased())
    }

    /// mdBook's `{{#title TEXT}}` on a line of its own: the page's title, the line left empty (so every later
    /// line keeps its number), as mdBook's own preprocessor takes it out.
    mutating func readBookTitle() {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("{{#title ") && $0.trimmingCharacters(in: .whitespaces).hasSuffix("}}") }) else { return }
        let line = lines[index].trimmingCharacters(in: .whitespaces)
        let title = line.dropFirst("{{#title ".count).dropLast(2).trimmingCharacters(in: .whitespaces)
        if matter.title == nil, !title.isEmpty { matter.title = title }
        lines[index] = ""
        body = lines.joined(separator: "\n")[...]
    }

    /// Zola's date in the page's file or bundle folder name (`2018-10-10-hello.md`), where its header gives none.
    mutating func takeDateFromName() {
        guard matter.date == nil, name != "_index" else { return }
        let named = name == "index" ? sourceFolder.dropLast().split(separator: "/").last : Substring(name)
        if let dated = named.flatMap(ZolaDatedName.split) { matter.date = PageDate(dated.day) }
    }

    /// The file's text and its Markdown body: what `releasingText` lets go of, and `restoring` gives back.
    struct Text: Sendable {
        let text: String
        let body: Substring
    }

    var fileText: Text { Text(text: text, body: body) }

    /// The same header with its text given back.
    func restoring(_ text: Text) -> PageSource {
        var restored = self
        restored.text = text.text
        restored.body = text.body
        return restored
    }

    /// The same header without the file's text: for a build that needs no page's Markdown once it is rendered,
    /// so the site's sources are not held through templating and writing.
    func releasingText() -> PageSource {
        var released = self
        released.text = ""
        released.body = ""
        return released
    }

    static let indexNames: Set<String> = ["index", "readme", "_index"]
}

/// Where a page is published: its URL path from the site root, decoded (`guide/my page/`, `` for home,
/// `old/page.html` for a file-style permalink).
struct PageLocation: Sendable, Equatable, Hashable {
    let path: String

    /// The output file: `guide/install/index.html`, `old/page.html`.
    var outputPath: String { path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path }

    /// The folder relative links in the page are resolved from: `guide/install/`, `old/`.
    var directory: String { SitePaths.directory(of: outputPath) }

    /// The path as written into an `href`, percent-encoded.
    var encoded: String { PercentEncoding.encodedPath(path) }

    /// A URL path from a header (`/docs/intro/`, `docs/intro`, `/old.html`): folder style unless it names an
    /// `.html` file. `nil` for one that climbs above the root.
    init?(headerPath: String) {
        let trimmed = headerPath.trimmingCharacters(in: .whitespaces)
        guard let resolved = SitePaths.resolve(trimmed, in: "") else { return nil }
        if resolved.isEmpty {
            path = ""
        } else if resolved.hasSuffix(".html") || resolved.hasSuffix(".htm") || resolved.hasSuffix("/") {
            path = resolved
        } else {
            path = resolved + "/"
        }
    }

    /// A path with a `/` first or doubled (`//4.x/`, from a setting written with one) is the path without: two
    /// spellings of one output file would be written twice.
    init(path: String) {
        guard path.hasPrefix("/") || path.contains("//") else {
            self.path = path
            return
        }
        let joined = path.split(separator: "/").joined(separator: "/")
        self.path = joined.isEmpty ? "" : joined + (path.hasSuffix("/") ? "/" : "")
    }
}
