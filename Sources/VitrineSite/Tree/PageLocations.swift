import Foundation

/// Where every page is published, decided from paths and headers alone, before any Markdown is parsed.
///
/// `index.md`, `README.md` and `_index.md` publish at their folder's URL; any other `name.md` at `name/`
/// (`slug` renames the last part; `permalink` or `url` gives the whole path). Two sources claiming one
/// URL, or two index files in one folder, are errors naming both.
struct PageLocations {
    /// By source path.
    private(set) var locations: [String: PageLocation] = [:]
    private(set) var diagnostics: [SiteDiagnostic] = []
    /// Pages left out because their folder's index page is published at their URL (MkDocs and Hugo write it over
    /// them), by source path: a link to one lands on the index page there, as it does in the tool's site.
    private(set) var overwritten: [String: PageLocation] = [:]

    /// - Parameters:
    ///   - reserved: URL prefixes the build writes itself (`catalog/`), with what writes them.
    ///   - rules: How the site's tool makes URLs of file names.
    init(pages: [PageSource], reserved: [(prefix: String, owner: String)], rules: URLRules = URLRules()) {
        // Pages by their number in `pages`: a page's header is large, and a copy of it in a table is a copy of all of it.
        var indexOfFolder: [String: Int] = [:]
        var claimed: [String: String] = [:]
        var claimedBy: [String: Int] = [:]
        for (number, page) in pages.enumerated() {
            if page.isIndex {
                if let other = indexOfFolder[page.sourceFolder].map({ pages[$0] }) {
                    diagnostics.append(SiteDiagnostic(
                        file: page.displayPath, line: 1,
                        message: "\(other.displayPath) and \(page.displayPath) are both the index page of /\(page.sourceFolder); keep one"))
                    continue
                }
                indexOfFolder[page.sourceFolder] = number
            }
            guard let location = Self.location(of: page, rules: rules).map({ rules.ugly($0, of: page) }) else {
                diagnostics.append(SiteDiagnostic(
                    file: page.displayPath, line: 1, message: "permalink '\(page.matter.permalink ?? "")' climbs above the site root"))
                continue
            }
            let key = location.path
            if let tool = rules.indexPageTakesFolderURL, let other = claimedBy[key].map({ pages[$0] }), other.isIndex != page.isIndex {
                let (kept, leftOut) = page.isIndex ? (page, other) : (other, page)
                diagnostics.append(SiteDiagnostic(
                    file: leftOut.displayPath, line: 1,
                    message: "this page's URL /\(key) is the folder's, whose index page \(kept.displayPath) is published there: this page is left out, as \(tool.displayName) writes the index page over it",
                    severity: .warning))
                if page.isIndex {
                    locations[other.path] = nil
                    claimed[key] = page.displayPath
                    claimedBy[key] = number
                    locations[page.path] = location
                }
                overwritten[leftOut.path] = location
                continue
            }
            // Jekyll writes `security.md` to `security.html`, beside its folder's `security/index.html`.
            if rules.pageBesideFolderIsFile, let otherNumber = claimedBy[key], pages[otherNumber].isIndex != page.isIndex, key.hasSuffix("/"), key.count > 1 {
                let (indexNumber, fileNumber) = page.isIndex ? (number, otherNumber) : (otherNumber, number)
                let fileLocation = PageLocation(path: String(key.dropLast()) + ".html")
                if pages[fileNumber].matter.permalink == nil, claimed[fileLocation.path] == nil {
                    claimed[fileLocation.path] = pages[fileNumber].displayPath
                    claimedBy[fileLocation.path] = fileNumber
                    locations[pages[fileNumber].path] = fileLocation
                    claimed[key] = pages[indexNumber].displayPath
                    claimedBy[key] = indexNumber
                    locations[pages[indexNumber].path] = location
                    continue
                }
            }
            // Astro's loader gives both files one id (`x.mdx` and `x/index.mdx`, or one `slug`): the later is kept.
            if rules.laterPageReplaces, let other = claimedBy[key].map({ pages[$0] }), !reserved.contains(where: { key.hasPrefix($0.prefix) }) {
                diagnostics.append(SiteDiagnostic(
                    file: other.displayPath, line: 1, column: 1,
                    message: "this page and \(page.file) are one page to Astro (/\(key)): \(page.file), the later, is published, as Astro keeps it",
                    severity: .warning))
                locations[other.path] = nil
                claimed[key] = page.displayPath
                claimedBy[key] = number
                locations[page.path] = location
                continue
            }
            if let owner = reserved.first(where: { key.hasPrefix($0.prefix) })?.owner ?? claimed[key] {
                // A stand-in for a missing translation where the language has a page of its own (`roadmap.md` for the
                // original's `roadmap/README.md`) is not needed.
                if page.fallbackFrom != nil { continue }
                let warns = rules.duplicatesAreWarnings != nil && claimed[key] == owner
                let builds = switch rules.duplicatesAreWarnings {
                case .mkDocs?: ": left out, as MkDocs publishes one of two pages at one URL, with a warning"
                default: ": left out, as Docusaurus warns of a duplicate route and builds on"
                }
                diagnostics.append(SiteDiagnostic(
                    file: page.displayPath, line: 1,
                    message: "this page's URL /\(location.path) is already used by \(owner)" + (warns ? builds : ""),
                    severity: warns ? .warning : .error))
                continue
            }
            claimed[key] = page.displayPath
            claimedBy[key] = number
            locations[page.path] = location
        }
    }

    static func location(of page: PageSource, rules: URLRules = URLRules()) -> PageLocation? {
        if let permalink = page.matter.permalink {
            // Jekyll fills a page's own permalink's placeholders (`/book/:title.html`) as a collection's.
            guard !rules.collections.isEmpty, let used = JekyllPermalink.placeholders(in: permalink) else { return PageLocation(headerPath: permalink) }
            if used.isSubset(of: JekyllPermalink.placeholders) {
                let collection = page.sourceFolder.hasPrefix("_") ? String(page.sourceFolder.dropFirst().prefix { $0 != "/" }) : ""
                let inCollection = String(page.path.dropFirst(collection.isEmpty ? 0 : collection.count + 2).dropLast(3))
                return JekyllPermalink.location(of: page, collection: collection, pattern: permalink, inCollection: inCollection)
            }
            // A plugin's placeholder (`:number`) vitrine cannot fill: the page keeps the address its file gives it.
        } else if let rule = rules.pathPermalinks.first(where: { page.path.hasPrefix($0.path + "/") }),
            JekyllPermalink.placeholders(in: rule.pattern).map({ $0.isSubset(of: JekyllPermalink.placeholders) }) ?? true
        {
            // A `defaults:` permalink for the page's folder (`scope: {path: _guide}`), over its collection's.
            let collection = page.sourceFolder.hasPrefix("_") ? String(page.sourceFolder.dropFirst().prefix { $0 != "/" }) : ""
            let inCollection = String(page.path.dropFirst(collection.isEmpty ? 0 : collection.count + 2).dropLast(3))
            return JekyllPermalink.location(of: page, collection: collection, pattern: rule.pattern, inCollection: inCollection)
        }
        if let key = rules.pathKey, case .scalar(let path, .string)? = page.matter.params[key] { return PageLocation(headerPath: path) }
        if let blog = rules.materialBlog, let post = blog.location(of: page) { return post }
        if let folder = Self.datedFolder(of: page.sourceFolder, in: rules.datedFolders), let dated = datedLocation(of: page, folder: folder) {
            return dated
        }
        if page.sourceFolder.hasPrefix("_"), let name = page.sourceFolder.dropFirst().split(separator: "/").first,
            let pattern = rules.collections[String(name)]
        {
            return JekyllPermalink.location(of: page, collection: String(name), pattern: pattern)
        }
        // Jekyll reads a `_posts` folder anywhere: the folders above it are the posts' categories (`en/news/`).
        if let pattern = rules.collections["posts"], let posts = page.sourceFolder.range(of: "/_posts/"),
            !page.sourceFolder[..<posts.lowerBound].split(separator: "/").contains(where: { $0.hasPrefix("_") })
        {
            return JekyllPermalink.location(
                of: page, collection: "posts", pattern: pattern, categories: String(page.sourceFolder[..<posts.lowerBound]),
                inCollection: String(page.path[posts.upperBound...].dropLast(3)))
        }
        // A leaf bundle (`posts/x/index.md`) is a page of its section; a branch's `_index.md` is the section. In a
        // language's folder (`ja/post/x/`), the section is the language's and the address is in its folder.
        let language = rules.languagePrefixes.first { page.sourceFolder.hasPrefix($0) } ?? ""
        let sections = page.sourceFolder.dropFirst(language.count).split(separator: "/")
        if !rules.sectionPermalinks.isEmpty, page.name != "_index", !page.isIndex || sections.count > 1,
            let top = sections.first, let pattern = rules.sectionPermalinks[String(top)],
            let location = HugoPermalink.location(
                of: page, section: String(top), pattern: pattern, lowercase: rules.lowercase, fileNameDates: rules.fileNameDates, languagePrefix: language)
        {
            return PageLocation(path: (rules.lowercase ? language.lowercased() : language) + location.path)
        }
        // Hugo makes its paths as it makes URLs of titles: lowercased, a space a hyphen (`Getting Started/` at `getting-started/`).
        let asURL = { (name: String) in rules.urlSegment(name) }
        if rules.byDocID {
            let id = DocusaurusDocs.id(of: page, mounts: rules.mountPrefixes)
            // A slug from `/` is the page's path from its docs' root (a version's `10.x/`, another instance's
            // `pnpr/`), any other from its folder's.
            if let slug = page.matter.slug {
                let trimmed = slug.trimmingCharacters(in: CharacterSet(charactersIn: "/ "))
                let path = trimmed.isEmpty ? "" : trimmed + "/"
                let root = rules.mountPrefixes.first { page.sourceFolder.hasPrefix($0) } ?? ""
                return PageLocation(path: slug.hasPrefix("/") ? root + path : asURL(SitePaths.directory(of: id)) + path)
            }
            return PageLocation(path: asURL(page.isIndex ? SitePaths.directory(of: id) : id + "/"))
        }
        // A Jekyll page's `slug` moves nothing: its file's path is its URL.
        let slug = !rules.slugsMovePages ? nil : page.matter.slug.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "/ ")) }
        // Starlight's slug is the page's whole path, from the docs' root (a translation's with its language's folder).
        if rules.slugsFromRoot, let slug {
            let language = page.path.hasPrefix(page.language + "/") ? page.language + "/" : ""
            let path = slug.isEmpty ? "" : slug + "/"
            return PageLocation(path: asURL(language.isEmpty || path.hasPrefix(language) ? path : language + path))
        }
        var (sourceFolder, name) = (page.sourceFolder, Substring(page.name))
        if rules.datedNames {
            if !page.isIndex, let dated = ZolaDatedName.split(name) {
                name = dated.name
            } else if page.name == "index", let last = sourceFolder.dropLast().split(separator: "/").last, let dated = ZolaDatedName.split(last) {
                sourceFolder = String(sourceFolder.dropLast(last.count + 1)) + dated.name + "/"
            }
        }
        let folder = asURL(sourceFolder)
        if page.isIndex { return PageLocation(path: folder) }
        let last = slug.flatMap { $0.isEmpty ? nil : $0 } ?? asURL(String(name))
        return PageLocation(path: folder + last + "/")
    }

    /// A Docusaurus blog post's address, under its blog's route: its `slug`, else the date its path has
    /// (`2022/12-24-tv/index.md`, `2024-01-10-news.md`) as `YYYY/MM/DD/` then the rest of its path, as Docusaurus'
    /// own pattern reads it (its folder before the date, greedily, goes after the date); `nil` for an undated post.
    /// The folder of dated posts (a blog's, `blog` or `fr/blog`) a page's folder is in, or `nil`.
    static func datedFolder(of sourceFolder: String, in folders: Set<String>) -> String? {
        folders.filter { sourceFolder.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }

    private static func datedLocation(of page: PageSource, folder: String) -> PageLocation? {
        guard page.sourceFolder != folder + "/" || !page.isIndex else { return nil }
        if let slug = page.matter.slug?.trimmingCharacters(in: CharacterSet(charactersIn: "/ ")), !slug.isEmpty {
            return PageLocation(path: folder + "/" + slug + "/")
        }
        let relative = String(page.path.dropFirst(folder.count + 1))
        let whole = NSRange(relative.startIndex..., in: relative)
        guard let match = datedPost.firstMatch(in: relative, range: whole) else { return nil }
        let part = { (group: Int) in Range(match.range(at: group), in: relative).map { String(relative[$0]) } ?? "" }
        let date = part(2).replacingOccurrences(of: "-", with: "/")
        let rest = part(1) + part(3)
        return PageLocation(path: folder + "/" + date + "/" + (rest.isEmpty ? "" : rest + "/"))
    }

    /// Docusaurus' `DATE_FILENAME_REGEX`, on a post's path in its blog (MDX pages' read as `.md`).
    private static let datedPost = try! NSRegularExpression(pattern: #"^(.*)(\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(.*?)(?:/index)?\.md$"#)
}

/// How a site's tool makes a page's URL from its file.
struct URLRules: Sendable {
    /// Whether paths made from file names are lowercased with hyphens for spaces, as Hugo and Astro make them.
    var lowercase = false
    /// Whether a space in a file's name is a hyphen in its URL, lowercased or not (Hugo's, with `disablePathToLower`).
    var spacesAreHyphens = false
    /// Jekyll's collections, their folder names without `_`, and each one's permalink pattern.
    var collections: [String: String] = [:]
    /// Jekyll's `defaults:` permalinks for the pages below a path, most specific first.
    var pathPermalinks: [SiteConfig.PathPermalink] = []
    /// Top folders whose pages are published by the date their name starts with (Docusaurus' `blog/`).
    var datedFolders: Set<String> = []
    /// Whether a page is published at its Docusaurus doc id (`DocusaurusDocs`).
    var byDocID = false
    /// The prefixes of mounted folders (`ToolProject.mounts`), longest first: kept as written in URLs.
    var mountPrefixes: [String] = []
    /// The front-matter key that gives a page's whole path from the site's root, besides `permalink` and `url`:
    /// Zola's `path`, which other tools' pages may use for something else.
    var pathKey: String?
    /// MkDocs Material's blog, whose posts are published by their date and slug.
    var materialBlog: MaterialBlog?
    /// Whether a page's file or bundle folder named by a date (`2018-10-10-hello.md`) is published at the name
    /// after it, as Zola publishes it (`ZolaDatedName`).
    var datedNames = false
    /// Whether a page's `slug` is its whole path from the site's root (Starlight's), not its last part.
    var slugsFromRoot = false
    /// Hugo's `[permalinks]`: the URL pattern of each top section's pages (`posts: /:year/:month/:slug/`).
    var sectionPermalinks: [String: String] = [:]
    /// The folders a multilingual site's languages are read into (`ja/`): Hugo's permalinks apply inside each.
    var languagePrefixes: [String] = []
    /// Whether a date leading a file's name dates the page and leaves the rest as its slug (Hugo's `:filename`
    /// date handler).
    var fileNameDates = false
    /// The tool whose folder's index page takes its URL from a page named after the folder (`x.md` beside
    /// `x/README.md`, or Hugo's `x/_index.md`), which is left out with a warning, as MkDocs and Hugo write the one over the other.
    var indexPageTakesFolderURL: SourceTool?
    /// Whether a page at a URL another page has replaces it, with a warning (Astro's loader keeps the later of
    /// one id); otherwise that is an error.
    var laterPageReplaces = false

    /// The top sections (`` for all) whose pages are published as `name.html` (Hugo's `uglyURLs`).
    var uglySections: Set<String> = []
    /// Whether a page whose folder's index page has its URL is published as the file its tool writes
    /// (Jekyll's `security.md` at `security.html`, beside `security/index.md` at `security/`).
    var pageBesideFolderIsFile = false
    /// Whether a page's `slug` renames its last part; to Jekyll a page's is data, a collection document's a name.
    var slugsMovePages = true
    /// The tool for which two pages at one URL are a warning, the first kept: Docusaurus builds on
    /// (`onDuplicateRoutes` is `warn` unless set), MkDocs leaves the later file out with a warning. Another tool's
    /// project is not stopped for what its own tool lets pass.
    var duplicatesAreWarnings: SourceTool?

    /// `location` as a file (`2015/11/09/why.html`) where the page's section is published so; a section's own page,
    /// and an address the page gives itself, stay as they are.
    func ugly(_ location: PageLocation, of page: PageSource) -> PageLocation {
        guard !uglySections.isEmpty, !page.isIndex, page.matter.permalink == nil, location.path.hasSuffix("/"), location.path.count > 1 else { return location }
        let section = String(page.sourceFolder.prefix { $0 != "/" })
        guard uglySections.contains("") || uglySections.contains(section) else { return location }
        return PageLocation(path: String(location.path.dropLast()) + ".html")
    }

    /// A file's or folder's name as its part of a URL.
    func urlSegment(_ name: String) -> String {
        let cased = lowercase ? name.lowercased() : name
        return lowercase || spacesAreHyphens ? cased.replacingOccurrences(of: " ", with: "-") : cased
    }

    /// Where a folder of pages (`guide/`, from the site's root) is published when it has no index page, and
    /// the name its title is made from: `02-Getting Started/` is at `getting-started/` under Docusaurus' and
    /// Hugo's rules together, named `Getting Started`.
    func section(_ folder: String) -> (path: String, name: String) {
        let mount = mountPrefixes.first { folder.hasPrefix($0) } ?? ""
        var segments = folder.dropFirst(mount.count).split(separator: "/").map(String.init)
        if byDocID { segments = segments.map(DocusaurusDocs.withoutNumberPrefix) }
        // Jekyll publishes nothing under a `_` folder: a collection's listing (`_posts/`) is at its name (`posts/`).
        if !collections.isEmpty {
            segments = segments.map { $0.hasPrefix("_") && collections[String($0.dropFirst())] != nil ? String($0.dropFirst()) : $0 }
        }
        segments = mount.split(separator: "/").map(String.init) + segments
        let name = segments.last ?? ""
        segments = segments.map(urlSegment)
        return (segments.map { $0 + "/" }.joined(), name)
    }
}
