import VitrineMarkdown

/// MkDocs Material's blog plugin, as far as a post's address goes: a post in the posts folder (`blog/posts/`,
/// any folder below it) is published at `blog/` + its `post_url_format` (`{date}/{slug}` by default), its date
/// written by `post_url_date_format` (`yyyy/MM/dd`), its slug its `slug` or its title made an id. The plugin's
/// archive, category and index pages are not made (the plugin is named in the warning of those not run).
struct MaterialBlog: Sendable, Equatable {
    /// The blog's folder in the docs folder, and its posts' (`blog`, `blog/posts`).
    var blogFolder = "blog"
    var postsFolder = "blog/posts"
    var urlFormat = "{date}/{slug}"
    var dateFormat = "yyyy/MM/dd"

    /// The plugin's settings, as `mkdocs.yml` gives them under `blog` (or `material/blog`).
    init(options: [String: HeaderValue]) {
        func text(_ key: String) -> String? {
            guard case .scalar(let value, _)? = options[key] else { return nil }
            return value.trimmingCharacters(in: .init(charactersIn: "/"))
        }
        blogFolder = text("blog_dir") ?? blogFolder
        postsFolder = (text("post_dir") ?? "{blog}/posts").replacingOccurrences(of: "{blog}", with: blogFolder)
            .split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        urlFormat = text("post_url_format") ?? urlFormat
        dateFormat = options["post_url_date_format"].flatMap { if case .scalar(let value, _) = $0 { value } else { nil } } ?? dateFormat
    }

    /// The post's address, or `nil` for a page that is not a post or has no date (the plugin stops the build there).
    func location(of page: PageSource) -> PageLocation? {
        guard page.path.hasPrefix(postsFolder + "/"), let day = page.matter.date?.day else { return nil }
        let title = page.matter.title ?? Self.firstHeading(of: page.loaded().body) ?? page.name
        let slug = page.matter.slug ?? HeadingSlugs.slug(title, style: .mkDocs)
        let parts = day.split(separator: "-").map(String.init)
        guard parts.count == 3 else { return nil }
        var date = dateFormat
        // Longest first, so `yyyy` is not read as two `yy`.
        for (token, value) in [("yyyy", parts[0]), ("yy", String(parts[0].suffix(2))), ("MM", parts[1]), ("M", String(Int(parts[1]) ?? 0)),
            ("dd", parts[2]), ("d", String(Int(parts[2]) ?? 0))]
        {
            date = date.replacingOccurrences(of: token, with: "\u{0}" + value + "\u{0}")
        }
        date = date.replacingOccurrences(of: "\u{0}", with: "")
        let categories: [String] = switch page.matter.params["categories"] {
        case .list(let items)?: items.compactMap { if case .scalar(let text, _) = $0 { HeadingSlugs.slug(text, style: .mkDocs) } else { nil } }
        case .scalar(let text, _)?: [HeadingSlugs.slug(text, style: .mkDocs)]
        default: []
        }
        let path = urlFormat.replacingOccurrences(of: "{date}", with: date).replacingOccurrences(of: "{slug}", with: slug)
            .replacingOccurrences(of: "{categories}", with: categories.joined(separator: "/")).replacingOccurrences(of: "{file}", with: page.name)
        let segments = path.split(separator: "/").filter { !$0.isEmpty }
        guard !segments.isEmpty else { return nil }
        return PageLocation(path: blogFolder + "/" + segments.joined(separator: "/") + "/")
    }

    /// The text of the body's first `# ` heading, the title MkDocs gives a page without one in its header.
    private static func firstHeading(of body: Substring) -> String? {
        for line in body.split(separator: "\n", omittingEmptySubsequences: true) where line.hasPrefix("# ") {
            let title = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            return title.isEmpty ? nil : title
        }
        return nil
    }
}
