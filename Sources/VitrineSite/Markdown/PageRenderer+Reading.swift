import Foundation
import VitrineHighlight
import VitrineMarkdown
import VitrineSearch

/// What the renderer reads of a page before and beside its Markdown: the tool's template tags, a page written in
/// HTML, MkDocs' snippets, and how the page opens.
extension PageRenderer {
    /// The page's text with its tool's template tags read, never run: Jekyll's Liquid, Hugo's and Zola's
    /// shortcodes; what they simplify is counted on `page`.
    /// - Returns: Also whether Jekyll's `include_relative` tags became directives the renderer draws (`LiquidTags`).
    func readingTemplateTags(
        _ text: String, source: PageSource, lineOffset: Int, inherited: [String: HeaderValue], page: inout RenderedPage
    ) -> (text: String, includesFiles: Bool) {
        if config.sourceTool == .jekyll {
            // What `{{ site.KEY }}` and `{{ page.title }}` print on this page.
            var values = liquidSiteValues
            values["page.title"] = source.matter.title ?? ""
            guard let read = LiquidTags(text[...], lineOffset: lineOffset, values: values) else { return (text, false) }
            page.unrendered += read.simplified
            return (read.markdown, read.includesFiles)
        }
        guard let dialect = Self.shortcodeDialect[config.sourceTool] else { return (text, false) }
        // A page's own settings first, then those its sections hand down (Hugo's `cascade`), then the site's.
        let params = source.matter.templateParams.merging(inherited) { own, _ in own }.merging(config.params) { own, _ in own }
        let pageFolder = SitePaths.directory(of: source.displayPath)
        let contentRoot = SitePaths.rootPrefix(from: SitePaths.directory(of: source.path))
        guard let read = Shortcodes(
            text[...], dialect: dialect, lineOffset: lineOffset, params: params, images: config.imageShortcodes, tabs: config.tabShortcodes,
            readableFile: { Self.readableFile($0, pageFolder: pageFolder, contentRoot: contentRoot, projectRoot: config.contentToProjectRoot.map { contentRoot + $0 }) })
        else { return (text, false) }
        page.unrendered += read.simplified
        return (read.markdown, read.includesFiles)
    }

    /// A Hugo or Jekyll page written in HTML (`about.html` with front matter): its body is the page's content as
    /// written, in the theme's layout, as those tools place it; their template tags in it are not run, and counted.
    func renderHTML(_ body: Substring, source: PageSource, page: RenderedPage, lineOffset: Int, inherited: [String: HeaderValue]) -> RenderedPage {
        var page = page
        var html = LinkTemplates.rewrite(body, baseEndsWithSlash: jekyllBaseEndsWithSlash, pageRoot: pageRoot(of: page), isMarkdown: false) ?? String(body)
        // Hugo reads shortcodes, and Jekyll Liquid, in HTML content too: never shown as text. The boxes they were read
        // into are drawn here, as this text is not Markdown; a reference in Markdown's link form, shown as text as
        // Hugo shows it, names the page's address.
        html = readingTemplateTags(html, source: source, lineOffset: lineOffset, inherited: inherited, page: &page).text
        html = Self.drawingContainers(html)
        html = Self.resolvingReferences(html) { rewrite($0, from: source.path, directory: page.location.directory, header: source.matter) }
        // What is left of other tools' tags after they were read shows as text: counted, where it stands.
        if Self.shortcodeDialect[config.sourceTool] == nil, TemplateTags.mayHold(html[...]) { page.templateTags = TemplateTags.places(inHTML: html[...], lineOffset: lineOffset) }
        // Links are read as in the tool's Markdown pages, and checked at their line.
        let directory = page.location.directory
        let rewritten = RawHTMLLinks.rewriting(html) { written, line, column in
            let url = rewrite(written, from: source.path, directory: directory, header: source.matter)
            page.record(RenderedPage.Link(url: HTMLAttributes.decoded(url), line: line + lineOffset, column: column, written: LinkTemplates.written(written, liquid: config.sourceTool == .jekyll) ?? written))
            return url
        }
        if let rewritten { html = rewritten }

        page.content = html.hasSuffix("\n") || html.isEmpty ? html : html + "\n"
        if config.search { page.reading = SearchText(PageReading.sections(ofAuthorHTML: html)) }
        page.isEmpty = html.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        page.startsWithHeading = html.drop { $0 == " " || $0 == "\n" || $0 == "\t" }.hasPrefix("<h1")
        return page
    }

    /// The way from the page back to the site's root, as Jekyll's `page.root` writes it: `..`, `../..`, or `.`.
    func pageRoot(of page: RenderedPage) -> String {
        let prefix = SitePaths.rootPrefix(from: page.location.directory)
        return prefix.isEmpty ? "." : String(prefix.dropLast())
    }

    /// The `:::` boxes in a page written in HTML (from shortcodes), drawn as the Markdown ones are.
    static func drawingContainers(_ html: String) -> String {
        guard html.contains(":::") else { return html }
        var closers: [String] = []
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let fence = line.drop { $0 == " " || $0 == "\t" }
            guard fence.hasPrefix(":::") else { return String(line) }
            let words = fence.drop { $0 == ":" }.drop { $0 == " " }
            guard let type = words.split(separator: " ", maxSplits: 1).first else {
                return closers.popLast() ?? String(line)
            }
            let title = words.dropFirst(type.count).drop { $0 == " " }
            let (open, close) = AdmonitionTags.tags(type: String(type), title: title.isEmpty ? nil : String(title), collapsible: type == "details")
            closers.append(String(close.dropLast()))
            return String(open.dropLast())
        }
        return lines.joined(separator: "\n")
    }

    /// `](vitrine-ref:…)` in a page written in HTML: the reference's address, through `resolve`.
    static func resolvingReferences(_ html: String, resolve: (String) -> String) -> String {
        let marker = "](" + LinkTemplates.referenceScheme
        guard html.contains(marker) else { return html }
        var output = ""
        var rest = html[...]
        while let found = rest.range(of: marker) {
            let start = rest.index(found.lowerBound, offsetBy: 2)
            let end = rest[start...].firstIndex(of: ")") ?? rest.endIndex
            output += rest[..<start] + resolve(String(rest[start..<end]))
            rest = rest[end...]
        }
        return output + rest
    }

    /// pymdownx.snippets' `--8<-- "FILE"` on a line of its own in prose: the file's Markdown drawn in its
    /// place, as a page of its own (see `includeProse`). A snippet that cannot be read is a warning: the
    /// extension leaves it out without a word unless `check_paths` is set.
    /// Lines of snippets one after another (`--8<-- "a.md"` then `--8<-- "b.md"`) are each drawn, in order.
    func includeSnippets(in document: MarkdownDocument, page: inout RenderedPage, source: PageSource, offset: Int) {
        let targets = { (node: MarkdownNode) -> [String]? in
            guard let lines = node.paragraphTextLines, !lines.isEmpty else { return nil }
            let targets = lines.compactMap { Snippets.target(ofLine: $0[...]) }
            return targets.count == lines.count ? targets : nil
        }
        for node in document.nodes(where: { targets($0) != nil }) {
            let line = (node.startLine > 0 ? node.startLine : node.blockLine) + offset
            var markdown: [String] = []
            for (index, target) in (targets(node) ?? []).enumerated() {
                do {
                    markdown.append(try Snippets.text(of: target, bases: config.snippetBases, files: &page.includedFiles))
                } catch {
                    page.diagnostics.append(SiteDiagnostic(file: source.displayPath, line: line + index, column: node.startColumn, message: error.message, severity: .warning))
                }
            }
            guard !markdown.isEmpty else { continue }
            let drawn = included(markdown.joined(separator: "\n\n"), page: &page, source: source, line: line, column: node.startColumn)
            document.replace(node, withHTMLBlock: drawn.html, reading: .document(drawn.document))
        }
    }

    /// Whether Jekyll's `{{ site.baseurl }}` prints a text ending in `/`.
    var jekyllBaseEndsWithSlash: Bool {
        guard config.sourceTool == .jekyll, case .scalar(let base, _)? = config.params["baseurl"] else { return false }
        return base.hasSuffix("/")
    }

    /// The file Docsy's `readfile` names, as a path from the page's folder: one written with `/` from the content
    /// folder, else from the page's folder (as Docsy's reads it), then from the content folder and from the project's
    /// root (as Hugo's `readFile`, which a project's own `readfile` calls, finds it); nil when none is there.
    /// - Parameters:
    ///   - contentRoot: The way from the page's folder to the content folder (`../../`); `projectRoot` to the project's.
    static func readableFile(_ written: String, pageFolder: String, contentRoot: String, projectRoot: String?) -> String? {
        let path = written.hasPrefix("/") ? String(written.dropFirst()) : written
        guard !path.isEmpty else { return nil }
        var candidates = [contentRoot + path]
        if !written.hasPrefix("/") { candidates.insert(path, at: 0) }
        if let projectRoot { candidates.append(projectRoot + path) }
        return candidates.first { candidate in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: pageFolder + candidate, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    /// Inline code without rehype-pretty-code's language suffix (`node --version{:shell}`, `{:.token}`); nil when it
    /// has none, or is nothing else.
    static func withoutLanguageSuffix(_ code: String) -> String? {
        guard code.hasSuffix("}"), let open = code.range(of: "{:", options: .backwards), open.lowerBound > code.startIndex else { return nil }
        let language = code[open.upperBound..<code.index(before: code.endIndex)]
        guard !language.isEmpty, language.allSatisfy({ $0.isLetter || $0.isNumber || "+#-_.".contains($0) }) else { return nil }
        return String(code[..<open.lowerBound])
    }

    /// A chapter with mdbook-variables' `{{name}}` replaced by its value, wherever it is, code too, as the
    /// preprocessor replaces it in the chapter's text; a name it does not give stays as written.
    static func filledBookVariables(_ text: Substring, _ values: [String: String]) -> String {
        var output = ""
        var rest = text
        while let open = rest.range(of: "{{") {
            output += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            if let close = after.range(of: "}}"), let value = values[after[..<close.lowerBound].trimmingCharacters(in: .whitespaces)] {
                output += value
                rest = after[close.upperBound...]
            } else {
                output += "{{"
                rest = after
            }
        }
        return output + rest
    }

    /// The tools whose shortcodes are read, and how they write them.
    static let shortcodeDialect: [SourceTool?: Shortcodes.Dialect] = [.hugo: .hugo, .zola: .zola]

    /// Whether the body opens with a level-one heading, and whether that heading (or nothing) is all it holds;
    /// read from the lines, as the GFM passes may put helper blocks ahead of the page's own in cmark's tree.
    /// - Parameter keepsHTML: Whether the page's raw HTML is kept, its `<h1>` on the first line then its heading.
    static func opening(of body: Substring, headings: [MarkdownHeading], keepsHTML: Bool = false) -> (startsWithHeading: Bool, isEmpty: Bool) {
        var scanner = LineScanner(body)
        var number = 0
        var contentLines: [(number: Int, text: Substring)] = []
        // Three lines with text are enough to tell: a heading takes one or two. HTML comments before any text
        // (`<!-- markdownlint-disable -->`, a generator's note) show nothing, and are passed over.
        var inComment = false
        while contentLines.count < 3, let line = scanner.next() {
            number += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if contentLines.isEmpty, inComment || trimmed.hasPrefix("<!--") {
                inComment = !trimmed.contains("-->")
                continue
            }
            if !line.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { contentLines.append((number, line)) }
        }
        guard let first = contentLines.first else { return (false, true) }
        // The authors' own `<h1>` in HTML on the first line is the page's heading too.
        let firstText = first.text.drop { $0 == " " }
        if keepsHTML, ["<h1>", "<h1 "].contains(firstText.prefix(4).lowercased()) { return (true, false) }
        guard let heading = headings.first, heading.level == 1, heading.line == first.number else { return (false, false) }
        // An ATX heading is one line; a setext one is its text and the `===` line under it.
        let headingLines = firstText.startsWithHash ? 1 : 2
        return (true, contentLines.count <= headingLines)
    }
}
