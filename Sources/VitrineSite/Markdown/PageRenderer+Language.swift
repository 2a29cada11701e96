import VitrineMarkdown

extension PageRenderer {
    /// The site's Markdown options, with GitHub's alerts titled in the page's language.
    func markdownOptions(for source: PageSource) -> MarkdownOptions {
        var options = config.markdownOptions
        let code = source.language.isEmpty ? config.language : source.language
        guard code != "en" || config.languages.languages.contains(where: { !$0.words.isEmpty }) else { return options }
        let words = ThemeWords.words(for: code, overrides: config.languages.languages.first { $0.code == code }?.words ?? [:])
        for kind in ["note", "tip", "important", "warning", "caution"] {
            options.alertTitles[kind] = words["alert" + kind.prefix(1).uppercased() + kind.dropFirst()]
        }
        return options
    }
}
