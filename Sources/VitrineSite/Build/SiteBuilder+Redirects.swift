import Foundation

extension SiteBuilder {
    /// A Jekyll page with a `redirect_to` (jekyll-redirect-from's), or with nothing but a `redirect` its project's
    /// layout writes: not a page, but a redirect at its address.
    struct PageRedirect {
        let source: PageSource
        let target: String
    }

    /// `pages` without their redirects, and the redirects.
    static func redirects(in pages: [PageSource], tool: SourceTool?) -> (pages: [PageSource], redirects: [PageRedirect]) {
        guard tool == .jekyll else { return (pages, []) }
        var kept: [PageSource] = []
        var redirects: [PageRedirect] = []
        for page in pages {
            // jekyll-redirect-from takes a list's first entry as the one target.
            func value(_ key: String) -> String? {
                switch page.matter.params[key] {
                case .scalar(let text, .string)? where !text.isEmpty: text
                case .list(let items)?: items.lazy.compactMap { if case .scalar(let text, .string) = $0, !text.isEmpty { text } else { nil } }.first
                default: nil
                }
            }
            if let target = value("redirect_to") ?? (page.bodyIsBlank ? value("redirect") : nil) {
                redirects.append(PageRedirect(source: page, target: target))
            } else {
                kept.append(page)
            }
        }
        return (kept, redirects)
    }

    /// Each redirect written at its page's address, its target read from the site's root (`/tips/`, and `tips`
    /// as jekyll-redirect-from's `absolute_url` reads it) or as a URL, and checked as the page's link. A project
    /// whose own redirect layout (`_layouts/redirect.html`) sends readers to a URL made of the target
    /// (`https://hexdocs.pm/elixir/{{ page.redirect_to }}.html`) sends them there.
    static func addRedirects(_ redirects: [PageRedirect], rules: URLRules, config: SiteConfig, projectFolder: String?, to assembly: inout SiteAssembly) {
        var layouts: [String: String?] = [:]
        for redirect in redirects {
            guard let location = PageLocations.location(of: redirect.source, rules: rules) else { continue }
            let path = location.outputPath
            var target = redirect.target
            let layout: String = if case .scalar(let name, _)? = redirect.source.matter.params["layout"] { name } else { "redirect" }
            if redirect.source.matter.params["redirect_to"] != nil {
                if let projectFolder, layouts[layout] == nil { layouts[layout] = redirectTemplate(inLayout: projectFolder + "/_layouts/" + layout + ".html") }
                if let template = layouts[layout] ?? nil { target = template.replacingOccurrences(of: "\u{0}", with: target) }
                if !LinkTarget.hasScheme(target), !target.hasPrefix("/"), !target.startsWithHash { target = "/" + target }
            }
            // The path is encoded, its `?query` and `#fragment` kept as written: they are the target's, not its name.
            let end = target.firstIndex { $0 == "#" || $0 == "?" } ?? target.endIndex
            let url = LinkTarget.hasScheme(target) || target.hasPrefix("//") || target.startsWithHash ? target
                : target.hasPrefix("/")
                    ? SitePaths.relative(from: SitePaths.directory(of: path), to: PercentEncoding.encodedPath(String(target[..<end].dropFirst()))) + target[end...]
                : target
            let canonical = LinkTarget.hasScheme(url) || config.absoluteBaseURL == nil || !target.hasPrefix("/") ? url : config.absoluteBaseURL! + target.dropFirst()
            assembly.add(
                path, SiteExtras.redirect(to: url, canonical: canonical, title: redirect.source.matter.title ?? target, language: config.language),
                origin: redirect.source.displayPath, links: [RenderedPage.Link(url: url, line: 1, column: 1, written: redirect.target)])
        }
    }

    /// The URL a Jekyll redirect layout sends readers to, its `{{ page.redirect_to }}` a NUL for the target: read
    /// from its refresh `<meta>`, when that URL is made of the target and nothing else the layout would compute.
    static func redirectTemplate(inLayout file: String) -> String? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let refresh = text.range(of: "http-equiv=\"refresh\""), let url = text[refresh.upperBound...].range(of: "url=") else { return nil }
        let written = text[url.upperBound...].prefix { $0 != "\"" && $0 != "'" && $0 != "\n" }
        let template = written.replacing(/\{\{\s*page\.redirect_to\s*\}\}/, with: "\u{0}")
        guard template.contains("\u{0}"), !template.contains("{{"), !template.contains("{%") else { return nil }
        return String(template)
    }
}
