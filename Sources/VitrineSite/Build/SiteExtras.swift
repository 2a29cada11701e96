/// The small files every site has: `sitemap.xml`, `robots.txt`, and the redirect pages of aliases.
enum SiteExtras {
    struct SitemapEntry {
        /// Decoded URL path from the site root.
        let path: String
        let lastmod: PageDate?
    }

    /// Every page's URL under `base` (`https://example.org/docs/`), sorted.
    static func sitemap(_ entries: [SitemapEntry], base: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            xml += "  <url><loc>\((base + PercentEncoding.encodedPath(entry.path)).htmlEscaped)</loc>"
            if let lastmod = entry.lastmod { xml += "<lastmod>\(lastmod.day)</lastmod>" }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// Every page allowed; the sitemap named where there is one.
    static func robots(config: SiteConfig) -> String {
        "User-agent: *\nAllow: /\n" + (config.absoluteBaseURL.map { "Sitemap: \($0)sitemap.xml\n" } ?? "")
    }

    /// A page that sends the reader to `target` (relative), for hosts without server-side redirects.
    static func redirect(to target: String, canonical: String, title: String, language: String) -> String {
        let target = target.htmlEscaped
        return """
            <!DOCTYPE html>
            <html lang="\(language.htmlEscaped)">
            <head>
            <meta charset="utf-8">
            <title>Moved: \(title.htmlEscaped)</title>
            <link rel="canonical" href="\(canonical.htmlEscaped)">
            <meta name="robots" content="noindex">
            <meta http-equiv="refresh" content="0; url=\(target)">
            </head>
            <body>
            <p>This page has moved to <a href="\(target)">\(title.htmlEscaped)</a>.</p>
            </body>
            </html>

            """
    }
}
