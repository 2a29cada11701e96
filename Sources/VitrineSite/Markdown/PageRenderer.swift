import VitrineHighlight
import VitrineMarkdown

/// Turns one page's Markdown into a `RenderedPage`: cmark and the GFM passes, fences, highlighted code, link rewriting, its headings.
struct PageRenderer: Sendable {
    let config: SiteConfig
    /// Every page's URL path by source path, to turn links to `.md` files into page URLs.
    let locations: [String: PageLocation]
    /// Highlighted code by language and text, shared by the pages of a build and, in the preview, by builds.
    let highlights: HighlightCache
    /// The theme, for the `fence` template that draws a component fence's figure.
    let templates: TemplateSet

    /// Everything besides the page's own text that its rendering depends on.
    struct Inputs: Equatable {
        let markdown: MarkdownOptions
        let basePath: String
        let locations: [String: PageLocation]
        let fenceTemplate: String?
    }

    var inputs: Inputs {
        Inputs(
            markdown: config.markdownOptions, basePath: config.basePath, locations: locations,
            fenceTemplate: templates.sources["fence"])
    }

    func render(_ source: PageSource, at location: PageLocation) -> RenderedPage {
        var page = RenderedPage(sourcePath: source.path, displayPath: source.displayPath, location: location)
        let directory = location.directory
        let document = MarkdownDocument(parsing: String(source.body), options: config.markdownOptions)
        let offset = source.matter.bodyLineOffset
        let interesting = document.nodes {
            $0.isLinkOrImage || $0.isRawHTML || ($0.isCodeBlock && (!$0.fenceInfo.isEmpty || BookIncludes.mayHold($0.literal)))
        }
        if TemplateTags.mayHold(source.body) { page.templateTags = TemplateTags.places(in: document, lineOffset: offset) }
        page.firstHeading = document.headings.first { $0.level == 1 }?.text
        (page.startsWithHeading, page.isEmpty) = Self.opening(of: source.body, headings: document.headings)
        page.sections = document.headings.filter(\.isInContents).map {
            RenderedPage.Section(level: $0.level, title: $0.text, id: $0.id)
        }
        for node in interesting {
            if node.isRawHTML {
                if !config.rawHTML { page.omittedHTMLLines.append((node.startLine > 0 ? node.startLine : node.blockLine) + offset) }
                continue
            }
            if node.isLinkOrImage {
                node.url = rewrite(node.url, from: source.path, directory: directory, hasPermalink: source.matter.permalink != nil)
                let line = node.startLine > 0 ? node.startLine : node.blockLine
                page.links.append(RenderedPage.Link(url: node.url, line: line + offset, column: node.startColumn))
                continue
            }
            let info = node.fenceInfo
            guard FenceInfo.isComponentFence(info) else {
                var code = node.literal
                if BookIncludes.mayHold(code) {
                    do {
                        code = try BookIncludes.expand(code, from: SitePaths.directory(of: source.displayPath), files: &page.includedFiles)
                        node.literal = code
                    } catch {
                        page.diagnostics.append(SiteDiagnostic(file: source.displayPath, line: node.startLine + offset, column: node.startColumn, message: error.message))
                    }
                }
                if let highlighted = CodeHighlighting.html(code: code, info: info, memo: highlights) { document.replace(node, withHTMLBlock: highlighted) }
                continue
            }
            let infoLine = LineScanner.line(node.startLine, of: source.body)
            do {
                let fence = try ComponentFence(
                    infoLine: infoLine, fenceColumn: node.startColumn, body: node.literal, pageFolder: directory)
                page.svgFiles[fence.svgPath] = fence.svg
                page.links.append(RenderedPage.Link(url: SitePaths.relative(from: directory, to: fence.svgPath), line: node.startLine + offset, column: node.startColumn))
                document.replace(node, withHTMLBlock: templates.render("fence", fence.figure))
            } catch {
                page.diagnostics.append(
                    SiteDiagnostic(file: source.displayPath, line: node.startLine + offset, column: error.column, message: error.message))
            }
        }
        page.content = document.html()
        return page
    }
}

private extension PageRenderer {
    /// Whether the body opens with a level-one heading, and whether that heading (or nothing) is all it holds;
    /// read from the lines, as the GFM passes may put helper blocks ahead of the page's own in cmark's tree.
    static func opening(of body: Substring, headings: [MarkdownHeading]) -> (startsWithHeading: Bool, isEmpty: Bool) {
        var scanner = LineScanner(body)
        var number = 0
        var contentLines: [(number: Int, text: Substring)] = []
        // Three lines with text are enough to tell: a heading takes one or two.
        while contentLines.count < 3, let line = scanner.next() {
            number += 1
            if !line.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { contentLines.append((number, line)) }
        }
        guard let first = contentLines.first else { return (false, true) }
        guard let heading = headings.first, heading.level == 1, heading.line == first.number else { return (false, false) }
        // An ATX heading is one line; a setext one is its text and the `===` line under it.
        let headingLines = first.text.drop { $0 == " " }.hasPrefix("#") ? 1 : 2
        return (true, contentLines.count <= headingLines)
    }

    /// `/x` gains the base path; a relative link to a `.md` page becomes that page's URL; other relative
    /// links keep pointing at the same place in the site folder.
    func rewrite(_ url: String, from sourcePath: String, directory: String, hasPermalink: Bool) -> String {
        if url.hasPrefix("/") && !url.hasPrefix("//") {
            return config.basePath == "/" ? url : config.basePath + url.dropFirst()
        }
        guard !url.isEmpty, !url.hasPrefix("#"), !LinkTarget.hasScheme(url) else { return url }
        let suffixStart = url.firstIndex { $0 == "#" || $0 == "?" } ?? url.endIndex
        let path = PercentEncoding.decoded(String(url[..<suffixStart]))
        let sourceFolder = SitePaths.directory(of: sourcePath)
        if path.hasSuffix(".md"), let target = SitePaths.resolve(path, in: sourceFolder), let location = locations[target] {
            return SitePaths.relative(from: directory, to: location.encoded) + url[suffixStart...]
        }
        // Relative links are written from the Markdown file's folder (MkDocs, mdBook); a page `a/b.md` is
        // served one level deeper, from `a/b/`, so its links climb back to the source folder first. A page
        // given its own URL (Jekyll's permalink) was written relative to that URL: its links stay as they are.
        guard directory != sourceFolder, !hasPermalink else { return url }
        if directory.hasPrefix(sourceFolder), directory.dropFirst(sourceFolder.count).dropLast().allSatisfy({ $0 != "/" }) {
            return "../" + url
        }
        return SitePaths.relative(from: directory, to: PercentEncoding.encodedPath(sourceFolder)) + (url.hasPrefix("./") ? String(url.dropFirst(2)) : url)
    }
}
