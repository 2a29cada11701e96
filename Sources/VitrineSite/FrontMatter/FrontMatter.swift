/// A page's header — YAML between `---` lines or TOML between `+++` lines — and where its Markdown starts.
///
/// Keys other tools give meaning are understood (Hugo's `weight`, `linkTitle`, `aliases`; Jekyll's
/// `permalink`, `redirect_from`); every other key is kept, untouched, for templates as `params.KEY`.
struct FrontMatter: Equatable, Sendable {
    /// The keys vitrine reads; a near miss of one (`titel`) is a warning.
    static let keys = [
        "title", "description", "order", "weight", "draft", "date", "lastmod", "slug", "permalink", "url", "aliases",
        "redirect_from", "linkTitle", "feed", "hero", "features", "image", "images",
    ]
    /// Hugo's `headless: true`: the page's text serves other pages.
    static let headlessKey = "headless"
    /// Hugo's `build: {render: never}`, and `_build: {render: false}` as Hugo wrote it before 0.145.
    static let buildKeys = ["build", "_build"]
    /// Zola's `render = false` on a section: no page for the section itself.
    static let renderKey = "render"
    /// The keys that keep a page's text out of the site.
    static var unpublishingKeys: [String] { [headlessKey] + buildKeys + [renderKey] }

    var title: String?
    var description: String?
    /// The menu's title, when shorter than the page's.
    var linkTitle: String?
    /// Position among its siblings; lower first, pages without one after, by title.
    var order: Int?
    var draft = false
    /// Hugo's `headless: true` and `build: {render: never}` (`_build: {render: false}` before 0.145): the
    /// page's text serves other pages, it is not a page of the site, drafts or not.
    var isHeadless = false
    /// Whether the page says itself whether it is rendered (`headless`, `build.render`), which a section's
    /// `cascade` then does not decide.
    var setsRendering = false
    /// Hugo's `build: {render: link}`: no page is written, but its address stands (a menu entry the host redirects).
    var isLinkOnly = false
    var date: PageDate?
    var lastmod: PageDate?
    /// On a folder's index page: whether the folder's dated pages get a feed.
    var feed = false
    /// Replaces the last part of the page's URL.
    var slug: String?
    /// The page's whole URL path from the site root (`permalink` or `url`).
    var permalink: String?
    /// Old URLs that redirect here.
    var aliases: [String] = []
    /// VitePress' home page: the hero and feature cards of a `layout: home` page.
    var home: HomeLayout?
    /// The picture shared with a link to the page (`image`, or the first of Hugo's `images`), as written.
    var image: String?
    /// Where `image` was written, for a picture that is not in the site.
    var imagePlace: HeaderPlace?
    /// Every other key, for templates.
    var params: [String: HeaderValue] = [:]
    /// Unread keys that look like misspelt known ones (`titel`): warnings in a vitrine site; in another tool's
    /// project the keys are that tool's, and pass silently.
    var nearMisses: [SiteDiagnostic] = []
    /// Lines of the file before the Markdown body: the header and its fences.
    var bodyLineOffset = 0

    /// Every setting as the page wrote it, the ones vitrine reads included, as Hugo's `param` looks them up.
    var templateParams: [String: HeaderValue] {
        var all = params
        if let title { all["title"] = .scalar(title, .string) }
        if let description { all["description"] = .scalar(description, .string) }
        if let date { all["date"] = .scalar(date.day, .date) }
        if let lastmod { all["lastmod"] = .scalar(lastmod.day, .date) }
        return all
    }

    /// Whether a file opens with a `---` header line, as Jekyll reads a page (a BOM before it allowed).
    static func opensHeader(_ bytes: [UInt8]) -> Bool {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        guard body.starts(with: Array("---".utf8)) else { return false }
        let after = body.dropFirst(3).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return after.first == UInt8(ascii: "\n") || after.first == UInt8(ascii: "\r")
    }

    /// How a tool reads a header that vitrine would refuse.
    enum Reader: Sendable {
        /// vitrine's own: a header not closed or not readable is an error.
        case strict
        /// MkDocs: a header that cannot be read (not closed, not YAML) is the page's text, with a warning.
        case mkDocs
        /// Hugo: a line of more dashes (`----------`) closes a YAML header, the dashes after the first three then
        /// starting the body, as Hugo's reader takes a line that starts with `---`.
        case hugo
        /// gray-matter (VitePress, Docusaurus): a header never closed runs to the end of the file, with a warning.
        case grayMatter
        /// Jekyll: a file whose header is never closed (`------` for its last line) has none, and is not a page but a
        /// file copied as it is: here the page's text, with a warning, so the rest of the site builds.
        case jekyll
    }

    /// Splits `text` into front matter and Markdown; a file starting with neither `---` nor `+++` is all Markdown.
    ///
    /// - Returns: The front matter, the Markdown body, and every problem found in the header (warnings too).
    /// Blank lines may come before a `+++` header, as Zola allows; a `---` header starts on the first line.
    static func split(_ text: String, file: String, reader: Reader = .strict) -> (FrontMatter, body: Substring, [SiteDiagnostic]) {
        let (unreadableIsText, longerRuleCloses) = (reader == .mkDocs, reader == .hugo)
        var lines = LineScanner(text)
        var leadingBlankLines = 0
        var firstLine = lines.next()
        while let line = firstLine, line.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }), !lines.isAtEnd {
            leadingBlankLines += 1
            firstLine = lines.next()
        }
        // Zola and Hugo accept spaces after a fence: `+++   `.
        let fence = { (line: Substring) in line.utf8.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.reversed() }
        // Astro reads YAML front matter after blank lines too; elsewhere `---` there is a thematic break.
        let yamlMayFollowBlankLines = file.hasSuffix(".mdx")
        guard let opening = firstLine.map(fence),
            opening.elementsEqual("+++".utf8) || (opening.elementsEqual("---".utf8) && (leadingBlankLines == 0 || yamlMayFollowBlankLines))
        else {
            return (FrontMatter(), text[...], [])
        }
        let first = String(decoding: opening, as: UTF8.self)
        let isTOML = first == "+++"
        let headerStart = lines.position
        var closing = 1 + leadingBlankLines
        var headerEnd = headerStart
        var unclosed: SiteDiagnostic?
        while true {
            guard let line = lines.next() else {
                let message = "front matter starting here has no closing '\(first)' line"
                if reader == .grayMatter {
                    headerEnd = text.endIndex
                    unclosed = SiteDiagnostic(
                        file: file, line: 1 + leadingBlankLines, column: 1,
                        message: message + ": the rest of the file is read as front matter, as gray-matter reads it", severity: .warning)
                    break
                }
                if reader == .jekyll {
                    // A longer line of dashes is what the author meant to close it with, most often.
                    let near = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().dropFirst(1 + leadingBlankLines)
                        .first { $0.element.count > 3 && fence($0.element).allSatisfy { $0 == UInt8(ascii: "-") } }
                        .map { " (line \($0.offset + 1), '\($0.element)', does not close it)" } ?? ""
                    return (FrontMatter(), text[...], [SiteDiagnostic(
                        file: file, line: 1 + leadingBlankLines, column: 1,
                        message: message + near + ": the file is read as the page's text (Jekyll copies it as it is, as a file with no page)",
                        severity: .warning)])
                }
                guard unreadableIsText else {
                    return (FrontMatter(), text[text.endIndex...], [SiteDiagnostic(file: file, line: 1 + leadingBlankLines, column: 1, message: message)])
                }
                return (FrontMatter(), text[...], [SiteDiagnostic(
                    file: file, line: 1 + leadingBlankLines, column: 1, message: message + ": read as the page's text, as MkDocs reads it",
                    severity: .warning)])
            }
            if fence(line).elementsEqual(first.utf8) || (!isTOML && line == "...") { break }
            if longerRuleCloses, !isTOML, line.utf8.count > 3, fence(line).allSatisfy({ $0 == UInt8(ascii: "-") }) {
                var (matter, problems) = reading(
                    YAMLHeader.fields(parsing: String(text[headerStart..<headerEnd]), file: file, lineOffset: 1 + leadingBlankLines), reader: reader)
                // The body starts on this line, at its fourth dash: a thematic break of the dashes left.
                matter.bodyLineOffset = closing
                return (matter, text[text.index(line.startIndex, offsetBy: 3)...], problems.sorted())
            }
            headerEnd = line.endIndex
            closing += 1
        }
        let header = String(text[headerStart..<headerEnd])
        let fields = isTOML
            ? TOMLHeader.fields(parsing: header, file: file, lineOffset: 1 + leadingBlankLines)
            : YAMLHeader.fields(parsing: header, file: file, lineOffset: 1 + leadingBlankLines)
        if unreadableIsText, fields.isUnreadable, let first = fields.diagnostics.min() {
            return (FrontMatter(), text[...], [SiteDiagnostic(
                file: first.file, line: first.line, column: first.column,
                message: first.message + ": the front matter is read as the page's text, as MkDocs reads it", severity: .warning)])
        }
        var (matter, problems) = reading(fields, reader: reader)
        matter.bodyLineOffset = closing + 1
        matter.home?.locate(in: header.split(separator: "\n", omittingEmptySubsequences: false), firstLine: 2 + leadingBlankLines)
        if let unclosed { return (matter, text[text.endIndex...], (problems + [unclosed]).sorted()) }
        return (matter, text[lines.position...], problems.sorted())
    }
}

extension FrontMatter {
    /// Whether a `build.render` value says the page is not rendered: `never`, `link` (its address is used, as a
    /// menu entry the host redirects, but no page is written), or `false` before Hugo 0.145.
    static func isNeverRendered(_ render: HeaderValue) -> Bool {
        render.truth == false || render == .scalar("never", .string) || render == .scalar("link", .string)
    }

    /// Whether settings a section hands down (Hugo's `cascade`) say its pages are not rendered.
    static func cascadeHidesPages(_ values: [String: HeaderValue]) -> Bool {
        if values[headlessKey]?.truth == true { return true }
        return buildKeys.contains { values[$0]?["render"].map(isNeverRendered) == true }
    }
}

private extension FrontMatter {
    /// The known keys typed, the rest kept as params; with every problem found.
    static func reading(_ fields: HeaderFields, reader kind: Reader) -> (FrontMatter, [SiteDiagnostic]) {
        var reader = HeaderReader(fields)
        var matter = FrontMatter()
        matter.title = reader.string("title", listsAsText: kind == .mkDocs)
        matter.description = reader.string("description")
        matter.linkTitle = reader.string("linkTitle")
        matter.order = reader.int("order") ?? reader.intCuttingDecimals("weight")
        matter.draft = reader.bool("draft") ?? false
        var render: HeaderValue?
        for key in buildKeys where render == nil { render = reader.field(key)?.field.value["render"] }
        // Zola's section setting, at the top: `render = false` writes no page for the section, its pages still do.
        if render == nil, let zola = reader.field(renderKey)?.field.value, zola.truth == false { render = zola }
        let headless = reader.bool(headlessKey)
        matter.isHeadless = headless == true || render.map(Self.isNeverRendered) == true
        matter.setsRendering = headless != nil || render != nil
        matter.isLinkOnly = render == .scalar("link", .string)
        let dates = reader.dates("date")
        matter.date = dates.created
        matter.lastmod = reader.date("lastmod") ?? dates.updated
        matter.feed = reader.bool("feed") ?? false
        // To Jekyll a page's `slug` is data (a breadcrumb's list, say), a collection document's its name in a permalink.
        if kind == .jekyll, case .scalar(let text, let type)? = reader.field("slug")?.field.value {
            matter.slug = type == .null ? nil : text
        } else if kind != .jekyll {
            matter.slug = reader.string("slug")
        }
        matter.permalink = reader.string("permalink") ?? reader.string("url")
        matter.aliases = reader.strings("aliases") + reader.strings("redirect_from")
        // Read without taking them: keys of these names may be another theme's (a Hugo theme's `hero:`), so they
        // stay in `params` as written.
        matter.home = HomeLayout(layout: fields.fields["layout"]?.value, hero: fields.fields["hero"], features: fields.fields["features"])
        if let field = fields.fields["image"], case .scalar(let path, .string) = field.value {
            (matter.image, matter.imagePlace) = (path, field.valuePlace)
        } else if let field = fields.fields["images"], case .list(let images) = field.value, case .scalar(let path, .string)? = images.first {
            (matter.image, matter.imagePlace) = (path, field.valuePlace)
        }
        matter.nearMisses = reader.nearMisses(of: keys)
        matter.params = reader.unread
        return (matter, reader.diagnostics)
    }
}
