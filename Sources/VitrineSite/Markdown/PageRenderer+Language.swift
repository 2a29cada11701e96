import VitrineMarkdown

extension PageRenderer {
    /// The site's Markdown options, with GitHub's alerts titled in the page's language.
    func markdownOptions(for source: PageSource) -> MarkdownOptions {
        var options = config.markdownOptions
        // A Zola theme draws TeX for a page that asks for it (`[extra] math = true`, or `katex`), with KaTeX's `$`.
        if config.sourceTool == .zola, case .table(let extra)? = source.matter.params["extra"],
            ["math", "katex", "mathjax"].contains(where: { extra[$0]?.truth == true })
        {
            options.math = true
            options.mathDollarsTakeSpaces = true
        }
        if let titles = alertTitles[source.language.isEmpty ? config.language : source.language] { options.alertTitles = titles }
        return options
    }

    /// The alerts' titles by language, for each language whose words are not the theme's English ones.
    static func alertTitles(_ config: SiteConfig) -> [String: [String: String]] {
        var titles: [String: [String: String]] = [:]
        for code in Set(config.languages.codes + [config.language]) {
            let overrides = config.languages.languages.first { $0.code == code }?.words ?? [:]
            guard code != "en" || !overrides.isEmpty else { continue }
            let words = ThemeWords.words(for: code, overrides: overrides)
            titles[code] = Dictionary(uniqueKeysWithValues: ["note", "tip", "important", "warning", "caution"].compactMap { kind in
                words["alert" + kind.prefix(1).uppercased() + kind.dropFirst()].map { (kind, $0) }
            })
        }
        return titles
    }
}
