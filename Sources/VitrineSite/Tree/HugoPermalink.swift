/// Hugo's `[permalinks]`: the URL of a section's pages made from a pattern of tokens (`/:year/:month/:slug/`),
/// for the pages that give no `url` of their own.
enum HugoPermalink {
    /// `page`'s location by `pattern`; `nil` when the pattern needs what the page lacks (a date).
    /// - Parameters:
    ///   - lowercase: Whether the URL is lowercased (not with `disablePathToLower`).
    ///   - fileNameDates: Whether a date leading the file's name (`2020-05-27-csi.md`) dates the page and leaves the
    ///     rest as its slug, where its front matter gives none (`frontmatter: {date: [":filename", …]}`).
    ///   - languagePrefix: The language's folder the page was read into (`ja/`), which `:sections` leaves out.
    static func location(
        of page: PageSource, section: String, pattern: String, lowercase: Bool = true, fileNameDates: Bool = false, languagePrefix: String = ""
    ) -> PageLocation? {
        let fileName = page.isIndex ? String(page.sourceFolder.split(separator: "/").last ?? "") : page.name
        let named = fileNameDates ? ZolaDatedName.split(fileName[...]) : nil
        let date = named.map { $0.day.split(separator: "-").map(String.init) } ?? page.matter.date?.day.split(separator: "-").map(String.init)
        let urlized = { (text: String) in Self.urlized(text, lowercase: lowercase) }
        let title = urlized(page.matter.title ?? page.name)
        let slug = (page.matter.slug ?? named.map { String($0.name) }).map(urlized).flatMap { $0.isEmpty ? nil : $0 }
        var path = ""
        var rest = pattern[...]
        while let colon = rest.firstIndex(of: ":") {
            path += rest[..<colon]
            let token = rest[rest.index(after: colon)...].prefix { $0.isLetter }
            rest = rest[rest.index(colon, offsetBy: token.count + 1)...]
            switch token {
            case "year", "month", "day":
                guard let date else { return nil }
                path += date[token == "year" ? 0 : token == "month" ? 1 : 2]
            case "monthname":
                guard let date, let month = Int(date[1]), (1...12).contains(month) else { return nil }
                path += monthNames[month - 1]
            case "section": path += section
            case "sections": path += SitePaths.directory(of: String(page.sourceFolder.dropFirst(languagePrefix.count)) + "x").split(separator: "/").joined(separator: "/")
            case "title": path += title
            case "slug": path += slug ?? title
            case "filename", "contentbasename": path += urlized(fileName)
            case "slugorfilename", "slugorcontentbasename": path += slug ?? urlized(fileName)
            default: path += ":" + token
            }
        }
        path += rest
        let segments = path.split(separator: "/").filter { !$0.isEmpty }
        guard !segments.isEmpty else { return nil }
        return PageLocation(path: segments.joined(separator: "/") + "/")
    }

    /// Hugo's `urlize` (its `UnicodeSanitize`): lower case; letters, digits and `.` `_` `-` `#` `+` `~` `@` kept, the
    /// rest left out; a run of spaces one hyphen before what is kept next, none beside a hyphen already there
    /// (`Best practice 01 - run` is `best-practice-01-run`, `Sandbox 🎉` is `sandbox`).
    static func urlized(_ text: String, lowercase: Bool = true) -> String {
        var result = ""
        var hyphenBefore = false
        var wasHyphen = false
        for character in lowercase ? text.lowercased() : text {
            if character.isLetter || character.isNumber || "._-#+~@".contains(character) {
                wasHyphen = character == "-"
                if hyphenBefore, !wasHyphen { result.append("-") }
                hyphenBefore = false
                result.append(character)
            } else if !result.isEmpty, !wasHyphen, character.isWhitespace {
                hyphenBefore = true
            }
        }
        return result
    }

    private static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
}
