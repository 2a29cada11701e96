/// The small files every site has: `sitemap.xml` and `robots.txt`.
enum SiteExtras {
    /// Every page's URL, sorted; absolute when the base URL names a host, else from the base path.
    static func sitemap(folders: [String], config: SiteConfig) -> String {
        let base = config.absoluteBaseURL ?? config.basePath
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for folder in folders.sorted() {
            xml += "  <url><loc>\((base + folder).htmlEscaped)</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    static func robots(config: SiteConfig) -> String {
        let base = config.absoluteBaseURL ?? config.basePath
        return "User-agent: *\nAllow: /\nSitemap: \(base)sitemap.xml\n"
    }
}
