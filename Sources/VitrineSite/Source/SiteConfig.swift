/// Site-wide settings from `Site/config.yml`.
public struct SiteConfig: Sendable, Equatable {
    static let fileName = "config.yml"
    static let keys = ["title", "description", "baseURL", "language", "rawHTML"]

    public var title = "Vitrine"
    public var description = ""
    /// Where the site is published, e.g. `https://example.org/docs/`; only its path matters for links.
    public var baseURL = "/"
    /// The pages' `lang`.
    public var language = "en"
    /// Whether raw HTML in Markdown passes through; omitted (cmark's safe mode) by default.
    public var rawHTML = false

    public init() {}

    /// Reads the config's YAML; unknown settings and wrong types are diagnostics.
    static func parse(_ yaml: String, file: String) -> (SiteConfig, [SiteDiagnostic]) {
        var mapping = YAMLMapping(parsing: yaml, file: file, lineOffset: 0)
        mapping.rejectUnknownKeys(keys)
        var config = SiteConfig()
        config.title = mapping.string("title") ?? config.title
        config.description = mapping.string("description") ?? config.description
        config.baseURL = mapping.string("baseURL") ?? config.baseURL
        config.language = mapping.string("language") ?? config.language
        config.rawHTML = mapping.bool("rawHTML") ?? config.rawHTML
        return (config, mapping.diagnostics)
    }

    /// The path part of the base URL, with slashes at both ends: `/`, `/docs/`.
    public var basePath: String {
        var path = Substring(baseURL)
        if let scheme = path.range(of: "://") {
            path = path[scheme.upperBound...]
            path = path.firstIndex(of: "/").map { path[$0...] } ?? "/"
        }
        let trimmed = path.split(separator: "/").joined(separator: "/")
        return trimmed.isEmpty ? "/" : "/" + trimmed + "/"
    }

    /// The base URL when it names a host (`https://…`), with a trailing slash; `nil` for a bare path.
    public var absoluteBaseURL: String? {
        guard baseURL.contains("://") else { return nil }
        return baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }
}
