import VitrineMarkdown

/// Files whose Markdown a page draws in its own: mdBook's `{{#include}}` in prose, MDX's imported partials.
extension PageRenderer {
    /// Markdown brought in from another file, as HTML: its links resolved as the including page's, at the
    /// directive's place.
    func included(_ markdown: String, page: inout RenderedPage, source: PageSource, line: Int, column: Int) -> String {
        let included = MarkdownDocument(parsing: markdown, options: config.markdownOptions)
        for link in included.nodes(where: \.isLinkOrImage) {
            let written = link.url
            link.url = rewrite(written, from: source.path, directory: page.location.directory, hasPermalink: source.matter.permalink != nil)
            page.links.append(RenderedPage.Link(url: link.url, line: line, column: column, written: written))
        }
        return included.html()
    }

    /// mdBook's `{{#include FILE}}` on a line of its own in prose: the file's Markdown drawn in its place
    /// (`{{#playground FILE}}`: the file as a Rust listing). It is parsed as a page of its own, so every line
    /// of the including page stays where its author wrote it; its links are resolved as the including page's.
    /// MDX's imported Markdown partials (`<Note />`, written as such a directive by `MDXSource`) are drawn the same way.
    func includeProse(in document: MarkdownDocument, page: inout RenderedPage, source: PageSource, offset: Int, partialsAreMDX: Bool = false) {
        let directives = document.nodes { node in
            guard let text = node.loneParagraphText else { return false }
            return (text.hasPrefix("{{#include ") || text.hasPrefix("{{#playground ")) && text.hasSuffix("}}")
        }
        for node in directives {
            let line = (node.startLine > 0 ? node.startLine : node.blockLine) + offset
            do {
                let directive = node.loneParagraphText ?? ""
                // `{{#playground FILE}}` is a Rust listing of the file, shown as one.
                let isPlayground = directive.hasPrefix("{{#playground ")
                var markdown = try BookIncludes.expand(
                    isPlayground ? "{{#include " + directive.dropFirst("{{#playground ".count) : directive,
                    from: SitePaths.directory(of: source.displayPath), files: &page.includedFiles)
                if isPlayground {
                    let code = HiddenCodeLines.shown(markdown, info: "rust", prefixes: config.hiddenLinePrefixes) ?? markdown
                    markdown = "````rust\n" + code + (code.hasSuffix("\n") ? "" : "\n") + "````\n"
                }
                if partialsAreMDX {
                    let partial = MDXSource(FrontMatter.split(markdown, file: source.displayPath).body, lineOffset: 0)
                    markdown = partial.markdown
                }
                document.replace(node, withHTMLBlock: included(markdown, page: &page, source: source, line: line, column: node.startColumn))
            } catch {
                page.diagnostics.append(SiteDiagnostic(file: source.displayPath, line: line, column: node.startColumn, message: error.message))
            }
        }
    }
}
