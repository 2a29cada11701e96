/// Where Jekyll publishes a page of a collection (`_docs/`, `_posts/`): by the collection's permalink
/// pattern, a folder URL where it ends in `/`, else a file.
enum JekyllPermalink {
    /// The published collections of a `_config.yml`: each with `output: true`, and posts always, with their
    /// patterns; `sitePermalink` is the site's `permalink:` (a pattern or `pretty`, `date`…) for posts.
    /// - Parameter defaults: `defaults:`, whose `permalink` for a scope of one collection's `type` (`posts`) is
    ///   that collection's pattern.
    static func collections(_ value: HeaderValue?, sitePermalink: String?, defaults: HeaderValue? = nil) -> [String: String] {
        var found: [String: String] = [:]
        // Jekyll's own patterns: files (`:output_ext`, written `.html`) but for `pretty`.
        let named = ["date": "/:categories/:year/:month/:day/:title:output_ext", "pretty": "/:categories/:year/:month/:day/:title/",
                     "ordinal": "/:categories/:year/:y_day/:title:output_ext", "none": "/:categories/:title:output_ext"]
        // A collection without a pattern of its own ends as the site's permalink style does: a folder for one
        // ending in `/` (`pretty`), else a file (Jekyll's `add_permalink_suffix`).
        let style = sitePermalink.map { named[$0] ?? $0 } ?? named["date"]!
        let collectionPattern = style.hasSuffix("/") ? "/:collection/:path/" : "/:collection/:path:output_ext"
        if case .table(let entries)? = value {
            for (name, settings) in entries where settings["output"]?.truth == true || name == "posts" {
                if case .scalar(let pattern, _)? = settings["permalink"] { found[name] = pattern } else { found[name] = collectionPattern }
            }
        }
        if found["posts"] == nil { found["posts"] = sitePermalink.map { named[$0] ?? $0 } ?? named["date"]! }
        if case .list(let rules)? = defaults {
            for rule in rules {
                guard case .scalar(let type, _)? = rule["scope"]?["type"], found[type] != nil || type == "posts",
                    case .scalar(let pattern, _)? = rule["values"]?["permalink"]
                else { continue }
                // A scope narrowed to a path is one folder's, which a collection's pattern cannot say.
                if case .scalar(let path, _)? = rule["scope"]?["path"], !path.isEmpty { continue }
                found[type] = named[pattern] ?? pattern
            }
        }
        return found
    }

    /// The placeholders `location` fills; a page's own permalink with another (a plugin's `:number`) is not read.
    static let placeholders: Set<String> = ["collection", "path", "name", "title", "slug", "categories", "year", "month", "day", "i_month", "i_day", "short_year", "output_ext"]

    /// The placeholders written in `pattern`, `nil` when it has none.
    static func placeholders(in pattern: String) -> Set<String>? {
        var found: Set<String> = []
        var rest = Substring(pattern)
        while let colon = rest.firstIndex(of: ":") {
            let key = rest[rest.index(after: colon)...].prefix { $0.isLetter || $0 == "_" }
            if !key.isEmpty { found.insert(String(key)) }
            rest = rest[rest.index(after: colon)...]
        }
        return found.isEmpty ? nil : found
    }

    /// The page's URL by `pattern`: `:collection`, `:path` (the path in the collection without extension),
    /// `:name` and `:title` (the file name, a post's without its date), `:year`, `:month`, `:day`, `:i_month`, `:i_day`,
    /// `:short_year` (a post's date from its name); `:categories`, the folders above a `_posts` folder below the root (`en/news`); anything
    /// unknown is empty.
    /// `defaults:` that give the pages below a path a permalink (`scope: {path: _guide}`), most specific first:
    /// a page's own permalink comes before them, and they before its collection's.
    static func pathPermalinks(_ defaults: HeaderValue?) -> [SiteConfig.PathPermalink] {
        guard case .list(let rules)? = defaults else { return [] }
        var found: [SiteConfig.PathPermalink] = []
        for rule in rules {
            guard case .scalar(let path, _)? = rule["scope"]?["path"], case .scalar(let pattern, _)? = rule["values"]?["permalink"] else { continue }
            let folder = path.split(separator: "/").joined(separator: "/")
            if !folder.isEmpty, !folder.contains("*") { found.append(SiteConfig.PathPermalink(path: folder, pattern: pattern)) }
        }
        // Jekyll applies every matching default in turn, the later over the earlier, the more specific path last.
        return found.enumerated().sorted { ($0.element.path.count, $0.offset) > ($1.element.path.count, $1.offset) }.map(\.element)
    }

    static func location(
        of page: PageSource, collection: String, pattern: String, categories: String = "", inCollection: String? = nil
    ) -> PageLocation? {
        let inCollection = inCollection ?? String(page.path.dropFirst(collection.count + 2).dropLast(3))
        var name = page.name
        var date: [String] = []
        let parts = name.split(separator: "-", maxSplits: 3)
        if collection == "posts", parts.count == 4, parts[0].count == 4, parts[0...2].allSatisfy({ $0.allSatisfy(\.isNumber) }) {
            // Jekyll reads `2016-3-5-name.md` too, and writes its month and day in two digits.
            date = parts[0...2].map { $0.count == 1 ? "0" + $0 : String($0) }
            name = String(parts[3])
        }
        // The front matter's date comes before the file name's, as Jekyll takes it.
        if collection == "posts", let day = page.matter.date?.day { date = day.split(separator: "-").map(String.init) }
        // A post's categories are the folders above its `_posts` and those of its front matter, lower case, each once.
        var categoryList = categories.split(separator: "/").map { $0.lowercased() }
        if collection == "posts" {
            for key in ["category", "categories"] {
                switch page.matter.params[key] {
                case .scalar(let text, _)?: categoryList += text.split(separator: " ").map { $0.lowercased() }
                case .list(let items)?: categoryList += items.compactMap { if case .scalar(let text, _) = $0 { text.lowercased() } else { nil } }
                default: break
                }
            }
        }
        var seen: Set<String> = []
        let allCategories = categoryList.filter { seen.insert($0).inserted }.joined(separator: "/")
        let values: [String: String] = [
            // A page's index is its folder in a folder pattern; in a file pattern its path names it (`cheatsheets/index`).
            // A collection's document keeps its name in `:path` (`/guide/setup/index/`), as Jekyll's `cleaned_relative_path` does.
            "collection": collection,
            "path": page.isIndex && pattern.hasSuffix("/") && collection.isEmpty ? String(inCollection.dropLast(page.name.count)) : inCollection,
            "name": name, "title": page.matter.slug ?? name, "slug": page.matter.slug ?? name,
            "categories": allCategories, "year": date.first ?? "", "month": date.count > 1 ? date[1] : "", "day": date.count > 2 ? date[2] : "",
            // Without leading zeros; `:short_year` the year's last two digits.
            "i_month": date.count > 1 ? String(Int(date[1]) ?? 0) : "", "i_day": date.count > 2 ? String(Int(date[2]) ?? 0) : "",
            "short_year": String((date.first ?? "").suffix(2)),
            "output_ext": ".html",
        ]
        var path = ""
        var rest = Substring(pattern)
        while let colon = rest.firstIndex(of: ":") {
            path += rest[..<colon]
            let key = rest[rest.index(after: colon)...].prefix { $0.isLetter || $0 == "_" }
            path += values[String(key)] ?? ""
            rest = rest[rest.index(colon, offsetBy: key.count + 1)...]
        }
        path += rest
        let cleaned = path.split(separator: "/").joined(separator: "/")
        // A pattern that does not end in `/` names a file, `.html` added as Jekyll adds the output's extension
        // (`api/:path` → `api/2.6/Clock.html`): the pages' own relative links are written for that URL.
        guard !cleaned.isEmpty, !path.hasSuffix("/"), !page.isIndex || !pattern.hasSuffix("/") else {
            return PageLocation(headerPath: cleaned.isEmpty ? "/" : "/" + cleaned + "/")
        }
        return PageLocation(headerPath: "/" + cleaned + (cleaned.hasSuffix(".html") ? "" : ".html"))
    }
}
