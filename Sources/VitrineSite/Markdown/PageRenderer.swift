import VitrineHighlight
import VitrineMarkdown
import VitrineSearch

/// Turns one page's Markdown into a `RenderedPage`: cmark and the GFM passes, fences, highlighted code, link rewriting, its headings.
struct PageRenderer: Sendable {
    let config: SiteConfig
    /// Every page's URL path by source path, to turn links to `.md` files into page URLs.
    let locations: [String: PageLocation]
    /// Highlighted code by language and text, shared by the pages of a build and, in the preview, by builds.
    let highlights: HighlightCache
    /// The theme, for the `fence` template that draws a component fence's figure.
    let templates: TemplateSet
    /// The pages by the names other tools link them with.
    let pages: PageLookup
    /// Whether links are written from the base path rather than from the page: the not-found page's, which
    /// answers at any URL.
    var absoluteLinks = false
    /// The components a `vitrine` fence may draw: the built-ins and the site's own.
    let components: SiteComponents
    /// What Jekyll's `{{ site.KEY }}` prints: every text, number and truth of `_config.yml` (tables' by their
    /// dotted path), and the site's title.
    let liquidSiteValues: [String: String]
    /// GitHub alerts' titles in each of the site's languages other than plain English, made once a build.
    let alertTitles: [String: [String: String]]

    init(config: SiteConfig, locations: [String: PageLocation], highlights: HighlightCache, templates: TemplateSet, components: SiteComponents = .builtInOnly) {
        self.config = config
        self.components = components
        self.locations = locations
        self.highlights = highlights
        self.templates = templates
        pages = PageLookup(locations: locations, namesPages: config.sourceTool == .hugo)
        alertTitles = Self.alertTitles(config)
        var values: [String: String] = [:]
        if config.sourceTool == .jekyll {
            func add(_ value: HeaderValue, at path: String, depth: Int) {
                switch value {
                case .scalar(let text, let kind) where kind != .null: values[path] = text
                case .table(let entries) where depth < 4: for (key, entry) in entries { add(entry, at: path + "." + key, depth: depth + 1) }
                default: break
                }
            }
            for (key, value) in config.params { add(value, at: "site." + key, depth: 1) }
            values["site.title"] = config.title
        }
        liquidSiteValues = values
    }

    /// Everything besides the page's own text that its rendering depends on.
    struct Inputs: Equatable {
        let markdown: MarkdownOptions
        let basePath: String
        let locations: [String: PageLocation]
        let fenceTemplate: String?
        /// The tool whose conventions the pages are read with, its hidden code lines and its settings (Hugo's `param`).
        let sourceTool: SourceTool?
        let hiddenLinePrefixes: [String: String]
        let params: [String: HeaderValue]
        let routePrefix: String
        let latestVersionPrefix: String
        let pageFolders: [String: String]
        let localizedFiles: Set<String>
        let snippetBases: [String]
        let readsMarkdownAsMDX: Bool
        let attributeDelimiters: SiteConfig.AttributeDelimiters?
        let pagesAreFiles: Bool
        let pathAliases: [String]
        /// The site's own components' files, which fences draw.
        let componentTexts: [String: String]
        /// The site's languages, which say where a translation's links go.
        let languages: SiteLanguages
        /// mdBook's old addresses, which `.md` links may name.
        let redirects: [String: String]
        /// Docusaurus' generated category pages, which `/docs/category/x` links name.
        let sidebarIndexes: [DocusaurusSidebar.GeneratedIndex]
        let bookAdmonish: Bool
        let bookVariables: [String: String]
        /// The site's language, whose words the alerts' titles are.
        let language: String
        /// Whether pages are read for the search index.
        let search: Bool
    }

    var inputs: Inputs {
        Inputs(
            markdown: config.markdownOptions, basePath: config.basePath, locations: locations,
            fenceTemplate: templates.sources["fence"], sourceTool: config.sourceTool, hiddenLinePrefixes: config.hiddenLinePrefixes,
            params: config.params, routePrefix: config.routePrefix, latestVersionPrefix: config.latestVersionPrefix, pageFolders: config.pageFolders, localizedFiles: config.localizedFiles, snippetBases: config.snippetBases,
            readsMarkdownAsMDX: config.readsMarkdownAsMDX, attributeDelimiters: config.attributeDelimiters, pagesAreFiles: config.pagesAreFiles,
            pathAliases: config.pathAliases, componentTexts: components.texts, languages: config.languages, redirects: config.redirects, sidebarIndexes: config.sidebarIndexes, bookAdmonish: config.bookAdmonish, bookVariables: config.bookVariables, language: config.language,
            search: config.search)
    }

    /// - Parameter inherited: Settings the page's sections hand down (Hugo's `cascade`), under its own.
    func render(_ source: PageSource, at location: PageLocation, inherited: [String: HeaderValue] = [:]) -> RenderedPage {
        var page = RenderedPage(sourcePath: source.path, displayPath: source.displayPath, location: location)
        let directory = location.directory
        var offset = source.matter.bodyLineOffset
        var body = source.body
        var includesPartials = false
        if source.displayPath.hasSuffix(".mdx") || (config.readsMarkdownAsMDX && !source.displayPath.hasSuffix(".html")) {
            let mdx = MDXSource(source.body, lineOffset: offset)
            body = Substring(mdx.markdown)
            page.unrendered += mdx.simplified
            includesPartials = mdx.includesPartials
        }
        if let home = source.matter.home { page.home = resolved(home, page: &page, source: source) }
        if source.file.hasSuffix(".html") || source.file.hasSuffix(".htm") { return renderHTML(body, source: source, page: page, lineOffset: offset, inherited: inherited) }
        if source.file.hasSuffix(".txt") {
            // A plain-text document (a Jekyll collection's license text) is shown as written.
            let text = body.drop { $0 == "\n" }
            page.content = text.isEmpty ? "" : "<pre class=\"text\">" + String(text).htmlEscaped + "</pre>\n"
            page.isEmpty = text.allSatisfy(\.isWhitespace)
            if config.search { page.reading = SearchText(PageReading.sections(ofText: String(text))) }
            return page
        }
        if !config.bookVariables.isEmpty, body.contains("{{") { body = Substring(Self.filledBookVariables(body, config.bookVariables)) }
        if config.sourceTool == .vitePress, let filled = VueFrontMatterValues.filled(String(body), values: source.matter.templateParams) {
            body = Substring(filled)
        }
        if config.sourceTool == .vitePress, VueBlocks.mayHold(body), let read = VueBlocks.leftOut(of: body, lineOffset: offset) {
            body = Substring(read.text)
            page.unrendered += read.places
        }
        // A VitePress page's Vue components, as MDX's: the shared ones drawn, any other left out and counted.
        if config.sourceTool == .vitePress, MDXSource.mayHoldComponent(body) {
            let vue = MDXSource(body, lineOffset: offset, vueComponents: true)
            body = Substring(vue.markdown)
            page.unrendered += vue.simplified
        }
        if let cleaned = ControlCharacters.replaced(in: body, lineOffset: offset) {
            body = cleaned.text
            page.unrendered += cleaned.places
        }
        var markdown = LinkTemplates.rewrite(body, baseEndsWithSlash: jekyllBaseEndsWithSlash, pageRoot: pageRoot(of: page)) ?? String(body)
        if let delimiters = config.attributeDelimiters, let read = AttributeDelimiters.rewrite(markdown, left: delimiters.left, right: delimiters.right) {
            markdown = read
        }
        if config.rawHTML, config.sourceTool == .mkDocs || config.sourceTool == .jekyll, let filled = WholeHTMLBlocks.filled(markdown, fencesAreMarkdown: config.sourceTool == .mkDocs) {
            markdown = filled.text
            offset -= filled.linesAddedAtTop
        }
        let mayHoldShortcodes = config.markdown == .gfm && EmojiShortcodes.mayHold(body)
        if mayHoldShortcodes, let titles = EmojiShortcodes.inTitleLines(markdown, lineOffset: offset) {
            markdown = titles.text
            page.unrendered += titles.leftOut
        }
        let read = readingTemplateTags(markdown, source: source, lineOffset: offset, inherited: inherited, page: &page)
        markdown = read.text
        var includesFiles = read.includesFiles
        if config.sourceTool == .vitePress, let root = config.sourceRoot {
            // The way from the page's file to the source folder, for VitePress' `@/` paths.
            let folder = SitePaths.directory(of: source.displayPath)
            let back = SitePaths.rootPrefix(from: folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : "")
            if let included = VitePressIncludes.directives(in: markdown, root: back) {
                markdown = included
                includesFiles = true
            }
        }
        if config.sourceTool == .mdBook, BookIncludes.mayHold(markdown) {
            // After the page's last line, so every line keeps its number; a label the page defines itself stays its own.
            let definitions = BookIncludes.linkDefinitions(includedBy: markdown, from: SitePaths.directory(of: source.displayPath), files: &page.includedFiles)
            if !definitions.isEmpty {
                let text = definitions.joined(separator: "\n")
                markdown += "\n\n" + (config.bookVariables.isEmpty ? text : Self.filledBookVariables(text[...], config.bookVariables)) + "\n"
            }
        }
        let document = MarkdownDocument(parsing: markdown, options: markdownOptions(for: source))
        let interesting = document.nodes {
            $0.isLinkOrImage || $0.isRawHTML
                || ($0.isCodeBlock && (!$0.fenceInfo.isEmpty || BookIncludes.mayHold($0.literal)))
        }
        if config.sourceTool == .mdBook || includesPartials || includesFiles, BookIncludes.mayHold(markdown) {
            includeProse(in: document, page: &page, source: source, offset: offset, partialsAreMDX: includesPartials)
        }
        if !config.snippetBases.isEmpty, Snippets.mayHold(markdown) { includeSnippets(in: document, page: &page, source: source, offset: offset) }
        if mayHoldShortcodes { page.unrendered += EmojiShortcodes.apply(to: document, lineOffset: offset) }
        // rehype-pretty-code's language for inline code, `` `node --version{:shell}` ``, which it leaves out of the text.
        if config.sourceTool == .starlight || config.sourceTool == .docusaurus, markdown.contains("{:") {
            for node in document.nodes(where: \.isCodeSpan) {
                if let code = Self.withoutLanguageSuffix(node.literal) { node.literal = code }
            }
        }
        page.unrendered += document.unknownContainers.map {
            Unrendered(kind: "':::' container", treatment: "drawn as plain text (its fences left out)", line: $0.line + offset, column: 1, written: "::: \($0.name)")
        }
        page.unrendered += document.pluginDirectives.map {
            Unrendered(kind: "'::: name' directive", treatment: "shown as text (a plugin's, such as mkdocstrings', which vitrine does not run)",
                       line: $0.line + offset, column: 1, written: "::: \($0.name)")
        }
        page.unrendered += document.filteredTags.map {
            Unrendered(kind: "raw HTML tag", treatment: "shown as text (GitHub's tag filter keeps <script>, <style> and their like out of pages)",
                       line: $0.line + offset, column: 1, written: $0.tag)
        }
        page.unrendered += document.unconvertedMath.map {
            Unrendered(kind: "formula", treatment: "kept as TeX (a command or environment vitrine does not draw)", line: $0.line + offset, column: $0.column, written: $0.tex)
        }
        // In Hugo and Zola projects the shortcodes were read above: what shows now was escaped to show.
        if Self.shortcodeDialect[config.sourceTool] == nil, TemplateTags.mayHold(source.body) { page.templateTags = TemplateTags.places(in: document, lineOffset: offset) }
        // VitePress compiles a page as a Vue component: `{{ expression }}` in its text or HTML is Vue's to fill.
        if config.sourceTool == .vitePress, body.contains("{{") {
            for node in document.nodes(where: { $0.isText || $0.isRawHTML }) {
                let literal = node.literal
                guard let open = literal.range(of: "{{"), let close = literal[open.upperBound...].range(of: "}}") else { continue }
                let line = node.startLine > 0 ? node.startLine : node.blockLine
                page.unrendered.append(Unrendered(
                    kind: "Vue template expression", treatment: "shown as written (vitrine runs no Vue)",
                    line: line + offset, column: node.startColumn, written: String(literal[open.lowerBound..<close.upperBound].prefix(60))))
            }
        }
        // A heading with nothing but a comment (MkDocs Material's `#### <!-- md:setting x -->`) is one a tool's hook
        // fills: drawn empty here, and named.
        for heading in document.headings where heading.text.allSatisfy(\.isWhitespace) {
            let line = markdown.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(heading.line - 1).first ?? ""
            guard line.contains("<!--") else { continue }
            page.unrendered.append(Unrendered(
                kind: "heading", treatment: "drawn empty (holding only a comment, which another tool's hook fills)",
                line: heading.line + offset, column: 1, written: String(line.trimmingCharacters(in: .whitespaces).prefix(60))))
        }
        page.firstHeading = document.headings.first { $0.level == 1 }?.text
        if source.matter.description == nil { page.summary = document.leadParagraphText.map(PageSummary.shortened) }
        (page.startsWithHeading, page.isEmpty) = Self.opening(of: body, headings: document.headings, keepsHTML: config.rawHTML)
        // Docusaurus takes the first heading for the page's title wherever it is (after an admonition or a `<Head>`),
        // when it is a level-one heading, and draws no title of its own then.
        if config.sourceTool == .docusaurus, !page.startsWithHeading, document.headings.first?.level == 1 { page.startsWithHeading = true }
        // A Docusaurus blog post shows its title above its text, whatever heading the text starts with.
        if page.startsWithHeading, config.sourceTool == .docusaurus, let title = source.matter.title, title != document.headings.first?.text,
            PageLocations.datedFolder(of: source.sourceFolder, in: config.datedFolders) != nil
        {
            page.startsWithHeading = false
        }
        // The page's own headings, and those of the files it draws, each at the line it is drawn at.
        var headings = document.headings.map { (line: $0.line + offset, heading: $0) }
        if !page.includedHeadings.isEmpty {
            for (line, included) in page.includedHeadings {
                let at = headings.firstIndex { $0.line > line } ?? headings.endIndex
                headings.insert(contentsOf: included.map { (line, $0) }, at: at)
            }
        }
        page.sections = headings.map(\.heading).filter(\.isInContents).map {
            RenderedPage.Section(level: $0.level, title: $0.text, id: $0.id)
        }
        for node in interesting {
            if node.isRawHTML {
                // pymdownx.snippets reads the page's text before Markdown does, raw HTML included.
                if config.rawHTML, !config.snippetBases.isEmpty, Snippets.mayHold(node.literal) {
                    do {
                        node.literal = try Snippets.expand(code: node.literal, bases: config.snippetBases, files: &page.includedFiles)
                    } catch {
                        page.diagnostics.append(SiteDiagnostic(
                            file: source.displayPath, line: node.blockLine + offset, column: node.startColumn, message: error.message, severity: .warning))
                    }
                }
                let firstLine = (node.startLine > 0 ? node.startLine : node.blockLine) + offset
                guard config.rawHTML else {
                    page.omittedHTMLLines.append(firstLine)
                    continue
                }
                // The tool resolves the authors' HTML links from the Markdown file too (or from a page URL that is a
                // file beside it); otherwise they stay as written, but for their template forms (`{% link x.md %}`).
                // Each is reported at its own place in the page, never at the template's.
                let resolvesAll = (config.rawHTMLLinkBase ?? config.sourceTool?.linkBase) == .sourceFile || config.pagesAreFiles
                let rewritten = RawHTMLLinks.rewriting(node.literal) { written, line, column in
                    let resolves = resolvesAll || written.hasPrefix(LinkTemplates.rootPrefix) || written.hasPrefix(LinkTemplates.referenceScheme)
                    let url = resolves ? rewrite(written, from: source.path, directory: directory, header: source.matter) : written
                    // Kept as the link check reads it, its character references read (`&#39;`); quoted as written.
                    page.record(RenderedPage.Link(
                        url: HTMLAttributes.decoded(url), line: firstLine + line - 1, column: line == 1 ? node.startColumn + column - 1 : column,
                        written: LinkTemplates.written(written, liquid: config.sourceTool == .jekyll) ?? written))
                    return url
                }
                if let rewritten { node.literal = rewritten }
                continue
            }
            if node.isLinkOrImage {
                let written = node.url
                var target = written
                // Docusaurus bundles a picture written from the file into its static folder (`../static/img/x.png`),
                // which is published at the site's root.
                if config.sourceTool == .docusaurus, node.isImage, written.hasPrefix("../") || written.hasPrefix("./"),
                    let file = SitePaths.resolve(written, in: String(SitePaths.directory(of: source.displayPath).drop { $0 == "/" })),
                    let root = config.staticRoots.map({ String($0.drop { $0 == "/" }) }).first(where: { file.hasPrefix($0 + "/") })
                {
                    target = "/" + file.dropFirst(root.count + 1)
                }
                let url = rewrite(
                    target, from: source.path, directory: directory, header: source.matter,
                    base: node.isImage ? config.sourceTool?.imageBase : nil)
                if url != written { node.url = url }
                let line = node.startLine > 0 ? node.startLine : node.blockLine
                // Most links stay as written: the two then share one string, kept once for every page of the site.
                page.record(RenderedPage.Link(
                    url: url, line: line + offset, column: node.startColumn,
                    written: LinkTemplates.written(written, liquid: config.sourceTool == .jekyll) ?? (url == written ? nil : written)))
                continue
            }
            let info = node.fenceInfo
            if config.bookAdmonish, let admonish = BookAdmonish(info: info) {
                // Its text is Markdown, drawn in the box as the page's own: its links resolved and checked.
                let drawn = included(node.literal, page: &page, source: source, line: node.startLine + offset, column: node.startColumn, fromFile: false)
                let tags = AdmonitionTags.tags(type: admonish.type, title: admonish.title, collapsible: admonish.collapsible)
                document.replace(node, withHTMLBlock: tags.open + drawn.html + tags.close, reading: .document(drawn.document))
                continue
            }
            guard FenceInfo.isComponentFence(info) else {
                // A diagram the tool's plugin draws in the reader's browser with a script vitrine does not ship.
                if info == "mermaid" || info.hasPrefix("mermaid ") {
                    page.unrendered.append(Unrendered(
                        kind: "Mermaid diagram", treatment: "shown as code (vitrine draws no Mermaid)",
                        line: node.startLine + offset, column: node.startColumn, written: "```" + info))
                }
                var code = node.literal
                if BookIncludes.mayHold(code) {
                    do {
                        var missingAnchors: [String] = []
                        code = try BookIncludes.expand(
                            code, from: SitePaths.directory(of: source.displayPath), files: &page.includedFiles, missingAnchors: &missingAnchors)
                        node.literal = code
                        page.unrendered += missingAnchors.map { Unrendered.missingAnchor($0, line: node.startLine + offset, column: node.startColumn) }
                    } catch where config.sourceTool != nil && config.sourceTool != .mdBook {
                        // Another tool's project with a plugin of its own that reads the same spelling
                        // (Starlight sites include `@code/…`): the block keeps it as written.
                        let written = code.split(separator: "\n").first { $0.contains("{{#") }.map { String($0.drop { $0 == " " || $0 == "\t" }.prefix(60)) } ?? ""
                        page.unrendered.append(Unrendered(
                            kind: "'{{#include}}' directive", treatment: "kept as written: a file it names is not there (the project's own plugin reads them, not mdBook)",
                            line: node.startLine + offset, column: node.startColumn, written: written))
                    } catch {
                        page.diagnostics.append(SiteDiagnostic(file: source.displayPath, line: node.startLine + offset, column: node.startColumn, message: error.message))
                    }
                }
                if !config.snippetBases.isEmpty, Snippets.mayHold(code) {
                    do {
                        code = try Snippets.expand(code: code, bases: config.snippetBases, files: &page.includedFiles)
                        node.literal = code
                    } catch {
                        page.diagnostics.append(SiteDiagnostic(
                            file: source.displayPath, line: node.startLine + offset, column: node.startColumn, message: error.message, severity: .warning))
                    }
                }
                if !config.hiddenLinePrefixes.isEmpty, let shown = HiddenCodeLines.shown(code, info: info, prefixes: config.hiddenLinePrefixes) {
                    code = shown
                    node.literal = code
                }
                let highlighted = CodeHighlighting.html(code: code, info: info, memo: highlights)
                if let title = CodeTitle.title(in: info) {
                    document.replace(
                        node, withHTMLBlock: CodeTitle.figure(title, code: highlighted ?? CodeTitle.plainBlock(code, info: info)),
                        reading: .text(enter: " " + title + " " + code + " ", exit: ""))
                } else if let highlighted {
                    document.replace(node, withHTMLBlock: highlighted, reading: .text(enter: " " + code + " ", exit: ""))
                }
                continue
            }
            let infoLine = LineScanner.line(node.startLine, of: body)
            do {
                let fence = try ComponentFence(
                    infoLine: infoLine, fenceColumn: node.startColumn, body: node.literal, pageFolder: directory, components: components.set)
                page.svgFiles[fence.svgPath] = fence.svg
                page.record(RenderedPage.Link(url: SitePaths.relative(from: directory, to: fence.svgPath), line: node.startLine + offset, column: node.startColumn))
                // The figure reads as its caption; the picture is an SVG, which has no text to search.
                document.replace(node, withHTMLBlock: templates.render("fence", fence.figure), reading: .text(enter: " " + fence.caption + " ", exit: ""))
            } catch {
                page.diagnostics.append(
                    SiteDiagnostic(file: source.displayPath, line: node.startLine + offset, column: error.column, message: error.message))
            }
        }
        page.content = document.html()
        if config.search { page.reading = SearchText(PageReading.sections(of: document)) }
        return page
    }
}
