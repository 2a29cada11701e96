import Foundation

/// A Markdown file with its header read: what it says about itself before any Markdown is parsed.
struct PageSource: Sendable {
    /// Path inside the site folder, e.g. `guide/install.md`; an MDX page's as if it were Markdown.
    let path: String
    /// The file's own path inside the site folder: `guide/tabs.mdx`, as git and an edit link name it.
    let file: String
    /// Path shown in diagnostics, e.g. `Site/guide/install.md`.
    let displayPath: String
    /// The whole file, to tell whether it changed since the last build; empty once released (`releasingText`)
    /// or put aside (`puttingTextAside`).
    private(set) var text: String
    private(set) var matter: FrontMatter
    private var heldBody: Substring
    /// Where the file's text waits while it is put aside: `loaded()` reads it back.
    private var aside: Aside?
    /// Whether the body is the end of the file's text, as the header left it, rather than text of its own.
    private var bodyIsTextsEnd = true
    /// Whether the Markdown after the header is blank (a page that is only a header, such as a redirect's).
    let bodyIsBlank: Bool
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
        (matter, heldBody, diagnostics) = FrontMatter.split(text, file: displayPath, reader: headerReader)
        bodyIsBlank = heldBody.allSatisfy(\.isWhitespace)
        sourceFolder = SitePaths.directory(of: path)
        name = String(path.dropFirst(sourceFolder.count).dropLast(3))
        isIndex = Self.indexNames.contains(name.lowercased())
    }

    /// The Markdown after the header, of a page whose text is in memory: one put aside is read back first
    /// (`loaded()`), so no stage reads an empty page by mistake.
    var body: Substring {
        precondition(aside == nil, "the Markdown of \(displayPath) is put aside: loaded() reads it back")
        return heldBody
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
        heldBody = lines.joined(separator: "\n")[...]
        bodyIsTextsEnd = false
    }

    /// Zola's date in the page's file or bundle folder name (`2018-10-10-hello.md`), where its header gives none.
    mutating func takeDateFromName() {
        guard matter.date == nil, name != "_index" else { return }
        let named = name == "index" ? sourceFolder.dropLast().split(separator: "/").last : Substring(name)
        if let dated = named.flatMap(ZolaDatedName.split) { matter.date = PageDate(dated.day) }
    }

    /// The file's text put aside in a store: where the Markdown after the header starts in it, in UTF-8 bytes.
    struct Aside: Sendable {
        let file: FileText
        let bodyStart: Int
    }

    /// The file's text and its Markdown body, in memory or put aside: what `releasingText` lets go of, and
    /// `restoring` gives back.
    struct Text: Sendable {
        fileprivate let held: (text: String, body: Substring)?
        fileprivate let aside: Aside?
    }

    var fileText: Text { Text(held: aside == nil ? (text, heldBody) : nil, aside: aside) }

    /// The same header with its text given back, read from its store where it was put aside.
    func restoring(_ text: Text) -> PageSource {
        var restored = self
        restored.aside = nil
        if let aside = text.aside {
            let file = aside.file.string
            restored.text = file
            restored.heldBody = file[file.utf8.index(file.utf8.startIndex, offsetBy: aside.bodyStart)...]
        } else if let held = text.held {
            (restored.text, restored.heldBody) = held
        }
        return restored
    }

    /// The same header with its text in memory: read back where it was put aside.
    func loaded() -> PageSource {
        aside == nil ? self : restoring(fileText)
    }

    /// The same header without the file's text: for a build that needs no page's Markdown once it is rendered,
    /// so the site's sources are not held through templating and writing.
    func releasingText() -> PageSource {
        var released = self
        released.text = ""
        released.heldBody = ""
        released.aside = nil
        return released
    }

    /// The same header with its text put aside in `store`, until `loaded()` reads it back: `file` is the file's
    /// text as it was read, already there where the body is still part of it, as the header left it.
    func puttingTextAside(in store: FileTextStore, file: FileText) -> PageSource {
        guard aside == nil, !text.isEmpty else { return self }
        var putAside = self
        if file.isStored, bodyIsTextsEnd {
            putAside.aside = Aside(file: file, bodyStart: text.utf8.count - heldBody.utf8.count)
        } else {
            // A body the header rewrote (mdBook's title line) is put aside alone, as the file's text.
            let body = store.keeping(String(heldBody))
            guard body.isStored else { return self }
            putAside.aside = Aside(file: body, bodyStart: 0)
        }
        putAside.text = ""
        putAside.heldBody = ""
        return putAside
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
