import VitrineMarkdown
import VitrineRaster

/// `config.yml` read into a `SiteConfig`: each key typed, at its place when it is wrong.
extension SiteConfig {
    /// Reads the config's YAML over `base` (what another tool's config gave); wrong types are errors, near
    /// misses of known keys warnings.
    static func parse(_ yaml: String, file: String, base: SiteConfig = SiteConfig()) -> (SiteConfig, [SiteDiagnostic]) {
        var reader = HeaderReader(YAMLHeader.fields(parsing: yaml, file: file, lineOffset: 0))
        var config = base
        config.title = reader.string("title") ?? config.title
        config.description = reader.string("description") ?? config.description
        config.baseURL = reader.string("baseURL") ?? config.baseURL
        let givenLanguage = reader.string("language")
        config.rawHTML = reader.bool("rawHTML") ?? config.rawHTML
        config.catalogAsked = reader.bool("catalog") ?? config.catalogAsked
        config.search = reader.bool("search") ?? config.search
        config.printPage = reader.bool("printPage") ?? config.printPage
        config.lowercaseURLs = reader.bool("lowercaseURLs")
        config.smartPunctuation = reader.bool("smartPunctuation") ?? config.smartPunctuation
        config.math = reader.bool("math") ?? config.math
        config.llms = reader.bool("llms") ?? config.llms
        config.socialCards = reader.bool("socialCards") ?? config.socialCards
        if let (_, field) = reader.field("feeds") {
            config.feedsPlace = field.valuePlace
            config.feedFolders = reader.strings("feeds").map(SectionFeeds.folder)
        }
        var problems: [SiteDiagnostic] = []
        let (languages, layout) = Self.languages(from: &reader, given: givenLanguage, fallback: config.language, problems: &problems)
        config.languages = languages
        config.language = languages.defaultLanguage.code
        config.translationsLayoutGiven = layout != nil
        if let (_, field) = reader.field("components"), let folder = reader.string("components") {
            let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            if trimmed.isEmpty || trimmed.hasPrefix("/") || trimmed.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) {
                problems.append(reader.fields.diagnostic(
                    at: field.valuePlace, "invalid value '\(folder)' for 'components': expected a folder inside the site, such as components"))
            } else {
                config.componentsFolder = trimmed
            }
        }
        if let (_, field) = reader.field("markdown") {
            if case .scalar(let text, _) = field.value, let flavor = MarkdownFlavor(rawValue: text.lowercased()) {
                config.markdown = flavor
            } else {
                problems.append(reader.fields.diagnostic(
                    at: field.valuePlace, "invalid value '\(field.value.shown)' for 'markdown': expected gfm or commonmark"))
            }
        }
        if let (written, field) = reader.field("catalogPNG") {
            config.catalogPNGPlace = field.keyPlace
            if let scales = Self.pngScales(field.value) {
                config.catalogPNG = scales
            } else {
                let shown = if case .list(let values) = field.value, let wrong = values.first(where: { Self.pngScales($0) == nil }) { wrong.shown } else { field.value.shown }
                problems.append(reader.fields.diagnostic(
                    at: field.valuePlace,
                    "invalid value '\(shown)' for '\(written)': expected true (every scale), false, or a list of scales from 1, 2, 3 such as [2]"))
            }
        }
        if let (_, field) = reader.field("editURL") {
            if case .scalar(let text, .string) = field.value, text.contains(Self.editPathPlaceholder) {
                config.editURL = text
            } else if field.value.truth == false {
                config.editURL = nil
            } else {
                // An extra: a page without its edit link is better than no site.
                problems.append(reader.fields.diagnostic(
                    at: field.valuePlace,
                    "'editURL' needs {path} where the page's file goes, as in https://github.com/OWNER/REPO/edit/main/docs/{path}; no edit links are made",
                    severity: .warning))
            }
        }
        if let (_, field) = reader.field("lastUpdated") {
            switch field.value {
            case .scalar("git", _): config.lastUpdatedFromGit = true
            case let value where value.truth == false: config.lastUpdatedFromGit = false
            default:
                problems.append(reader.fields.diagnostic(
                    at: field.valuePlace, "invalid value '\(field.value.shown)' for 'lastUpdated': expected git or false"))
            }
        }
        if let (_, field) = reader.field("nav") {
            let (items, navProblems) = ReadingOrder.items(fromNav: field.value, place: field.valuePlace, fields: reader.fields)
            config.navigation = items
            problems += navProblems
        }
        reader.warnAboutNearMisses(of: keys)
        config.params = reader.unread
        return (config, reader.diagnostics + problems)
    }

    /// `true` for every scale, `false` for none, a scale or a list of them.
    private static func pngScales(_ value: HeaderValue) -> [Int]? {
        if let truth = value.truth { return truth ? Array(PNG.scales) : [] }
        switch value {
        case .scalar(let text, .integer): return Int(text).flatMap { PNG.scales.contains($0) ? [$0] : nil }
        case .list(let values):
            var scales: Set<Int> = []
            for value in values {
                guard case .scalar(let text, .integer) = value, let scale = Int(text), PNG.scales.contains(scale) else { return nil }
                scales.insert(scale)
            }
            return scales.sorted()
        default: return nil
        }
    }
}
