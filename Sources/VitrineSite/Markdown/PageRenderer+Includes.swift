import Foundation
import VitrineMarkdown

/// Files whose Markdown a page draws in its own: mdBook's `{{#include}}` in prose, MDX's imported partials.
extension PageRenderer {
    /// Markdown brought in from another file, as HTML and the document it was written from (which the page's
    /// reading reads in its place): its links resolved as the including page's, at the directive's place.
    ///
    /// - Parameter partialsFolder: For an MDX partial, its own folder, where the partials it imports are found.
    /// - Parameter fromFile: Whether the Markdown is another file's (not an admonish fence's own text): its links
    ///   are the same on every page that includes it (`RenderedPage.includedLinks`).
    func included(
        _ markdown: String, page: inout RenderedPage, source: PageSource, line: Int, column: Int, partialsFolder: String? = nil, depth: Int = 0,
        fromFile: Bool = true
    ) -> (html: String, document: MarkdownDocument) {
        // mdbook-variables fills the chapter after its includes are in it.
        let markdown = config.bookVariables.isEmpty || !markdown.contains("{{") ? markdown : Self.filledBookVariables(markdown[...], config.bookVariables)
        let included = MarkdownDocument(parsing: markdown, options: config.markdownOptions)
        page.includedHeadings.append((line, included.headings))
        if let partialsFolder {
            includeProse(in: included, page: &page, source: source, offset: 0, partialsAreMDX: true, from: partialsFolder, at: line, depth: depth)
        }
        // An MDX partial's relative links go from its own file, as it is compiled on its own.
        let linkingFile = partialsFolder.flatMap { Self.pagePath(ofFile: "_partial.md", from: source.path, folders: config.pageFolders, inFolder: $0) } ?? source.path
        for link in included.nodes(where: \.isLinkOrImage) {
            let written = link.url
            link.url = rewrite(written, from: linkingFile, directory: page.location.directory, header: source.matter)
            page.record(RenderedPage.Link(url: link.url, line: line, column: column, written: written), fromIncludedFile: fromFile)
        }
        // Its HTML's links too (an all-contributors table), read as the page's own HTML's are.
        if config.rawHTML {
            let resolvesAll = (config.rawHTMLLinkBase ?? config.sourceTool?.linkBase) == .sourceFile || config.pagesAreFiles
            for node in included.nodes(where: \.isRawHTML) {
                let rewritten = RawHTMLLinks.rewriting(node.literal) { written, _, _ in
                    let url = resolvesAll ? rewrite(written, from: linkingFile, directory: page.location.directory, header: source.matter) : written
                    page.record(RenderedPage.Link(url: HTMLAttributes.decoded(url), line: line, column: column, written: written), fromIncludedFile: fromFile)
                    return url
                }
                if let rewritten { node.literal = rewritten }
            }
        }
        return (included.html(), included)
    }

    /// mdBook's `{{#include FILE}}` on a line of its own in prose: the file's Markdown drawn in its place
    /// (`{{#playground FILE}}`: the file as a Rust listing). It is parsed as a page of its own, so every line
    /// of the including page stays where its author wrote it; its links are resolved as the including page's.
    /// MDX's imported Markdown partials (`<Note />`, written as such a directive by `MDXSource`) are drawn the same way.
    ///
    /// An MDX partial's own imports are drawn in it in turn (`from` its folder, every message `at` the page's line
    /// that placed the first), ten deep at most: a partial that imports itself is an error, not a loop.
    func includeProse(
        in document: MarkdownDocument, page: inout RenderedPage, source: PageSource, offset: Int, partialsAreMDX: Bool = false,
        from folder: String? = nil, at fixedLine: Int? = nil, depth: Int = 0
    ) {
        // A paragraph of directives, one a line; and, in a book, directives in raw HTML (`<div>` around an SVG),
        // replaced in its text as mdBook replaces them in the whole chapter's.
        let isDirective = { (text: String) in
            (text.hasPrefix("{{#include ") || text.hasPrefix("{{#playground ") || text.hasPrefix(Self.listingDirective)) && text.hasSuffix("}}")
        }
        let directives = document.nodes { node in
            // An MDX partial placed inside an element (`<div>` in a `<TabItem>`): its line in the element's HTML.
            if node.isHTMLBlock {
                return partialsAreMDX
                    ? node.literal.split(separator: "\n").contains { isDirective($0.trimmingCharacters(in: .whitespaces)) }
                    : node.literal.contains("{{#include ")
            }
            guard let lines = node.paragraphTextLines, lines.count == 1 || !partialsAreMDX else { return false }
            return lines.allSatisfy { isDirective($0.trimmingCharacters(in: .whitespaces)) }
        }
        for node in directives {
            if node.isHTMLBlock, partialsAreMDX {
                let line = fixedLine ?? (node.startLine > 0 ? node.startLine : node.blockLine) + offset
                var lines = node.literal.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                for index in lines.indices where isDirective(lines[index].trimmingCharacters(in: .whitespaces)) {
                    let directive = lines[index].trimmingCharacters(in: .whitespaces)
                    let at = fixedLine ?? line + index
                    // One that cannot be read is an error, as in prose.
                    do throws(BookIncludes.Failure) {
                        lines[index] = try drawnInclude(directive, page: &page, source: source, line: at, column: node.startColumn, from: folder, asMDX: true, depth: depth).html
                    } catch {
                        page.diagnostics.append(SiteDiagnostic(file: source.displayPath, line: at, column: node.startColumn, message: error.message))
                        lines[index] = ""
                    }
                }
                node.literal = lines.joined(separator: "\n")
                continue
            }
            if node.isHTMLBlock {
                includeInHTML(node, page: &page, source: source, line: (node.startLine > 0 ? node.startLine : node.blockLine) + offset)
                continue
            }
            if let lines = node.paragraphTextLines, lines.count > 1 {
                // Each directive drawn in turn, as one Markdown text, as mdBook joins them.
                let line = fixedLine ?? (node.startLine > 0 ? node.startLine : node.blockLine) + offset
                let base = folder ?? SitePaths.directory(of: source.displayPath)
                do throws(BookIncludes.Failure) {
                    var missingAnchors: [String] = []
                    let markdown = try BookIncludes.expand(
                        lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n"), from: base, files: &page.includedFiles,
                        missingAnchors: &missingAnchors)
                    page.unrendered += missingAnchors.map { Unrendered.missingAnchor($0, line: line, column: node.startColumn) }
                    let drawn = included(markdown, page: &page, source: source, line: line, column: node.startColumn, depth: depth + 1)
                    document.replace(node, withHTMLBlock: drawn.html, reading: .document(drawn.document))
                } catch {
                    failedInclude(error, node: node, in: document, page: &page, source: source, line: line)
                }
                continue
            }
            let line = fixedLine ?? (node.startLine > 0 ? node.startLine : node.blockLine) + offset
            do throws(BookIncludes.Failure) {
                let directive = (node.paragraphTextLines?.first ?? "").trimmingCharacters(in: .whitespaces)
                let drawn = try drawnInclude(
                    directive, page: &page, source: source, line: line, column: node.startColumn, from: folder, asMDX: partialsAreMDX, depth: depth)
                document.replace(node, withHTMLBlock: drawn.html, reading: .document(drawn.document))
            } catch {
                failedInclude(error, node: node, in: document, page: &page, source: source, line: line)
            }
        }
    }

    /// vitrine's own directive for a file shown as code in a language (`{{#listing yaml samples/a.yaml}}`), which
    /// Docsy's `readfile` with `code="true"` becomes.
    static let listingDirective = "{{#listing "

    /// One directive's file drawn: its Markdown (an MDX partial's read as MDX, from its own folder), or for
    /// `{{#playground FILE}}` the file as a Rust listing, for `{{#listing LANGUAGE FILE}}` as a listing in that language.
    private func drawnInclude(
        _ directive: String, page: inout RenderedPage, source: PageSource, line: Int, column: Int, from folder: String?, asMDX: Bool, depth: Int
    ) throws(BookIncludes.Failure) -> (html: String, document: MarkdownDocument) {
        guard depth < 10 else { throw BookIncludes.Failure(message: "partials import each other more than 10 deep at '\(directive)'") }
        let base = folder ?? SitePaths.directory(of: source.displayPath)
        var listing: String?
        var include = directive
        if directive.hasPrefix("{{#playground ") {
            listing = "rust"
            include = "{{#include " + directive.dropFirst("{{#playground ".count)
        } else if directive.hasPrefix(Self.listingDirective) {
            let rest = directive.dropFirst(Self.listingDirective.count)
            listing = String(rest.prefix { $0 != " " })
            include = "{{#include " + rest.drop { $0 != " " }.dropFirst()
        }
        var missingAnchors: [String] = []
        var markdown = try BookIncludes.expand(include, from: base, files: &page.includedFiles, missingAnchors: &missingAnchors)
        page.unrendered += missingAnchors.map { Unrendered.missingAnchor($0, line: line, column: column) }
        if let listing {
            let code = listing == "rust" ? HiddenCodeLines.shown(markdown, info: "rust", prefixes: config.hiddenLinePrefixes) ?? markdown : markdown
            let longestRun = code.split(separator: "\n").map { (line: Substring) in line.prefix { $0 == "`" }.count }.max() ?? 0
            let fence = String(repeating: "`", count: max(4, longestRun + 1))
            markdown = fence + listing + "\n" + code + (code.hasSuffix("\n") ? "" : "\n") + fence + "\n"
        }
        var partialsFolder: String?
        if asMDX {
            markdown = MDXSource(FrontMatter.split(markdown, file: source.displayPath).body, lineOffset: 0).markdown
            let reference = directive.dropFirst("{{#include ".count).dropLast(2).split(separator: ":").first.map(String.init) ?? ""
            partialsFolder = base + SitePaths.directory(of: reference)
        }
        return included(markdown, page: &page, source: source, line: line, column: column, partialsFolder: partialsFolder, depth: depth + 1)
    }

    /// An include that cannot be drawn: an error, but for VitePress, which leaves the comment it cannot read in
    /// the page, unseen, and builds on, and mdBook, which logs an error and builds on with the directive as written;
    /// here it is left out with a warning.
    private func failedInclude(
        _ error: BookIncludes.Failure, node: MarkdownNode, in document: MarkdownDocument, page: inout RenderedPage, source: PageSource, line: Int
    ) {
        let buildsOn = switch config.sourceTool {
        case .vitePress?: ": left out, as VitePress leaves it"
        case .mdBook?: ": left out (mdBook reports it and builds on, the directive shown as written)"
        default: String?.none
        }
        guard let buildsOn else {
            page.diagnostics.append(SiteDiagnostic(file: source.displayPath, line: line, column: node.startColumn, message: error.message))
            return
        }
        page.diagnostics.append(SiteDiagnostic(
            file: source.displayPath, line: line, column: node.startColumn, message: error.message + buildsOn, severity: .warning))
        document.replace(node, withHTMLBlock: "", reading: .text(enter: "", exit: ""))
    }

    /// mdBook's directives in raw HTML: each replaced by its file's text, which stays raw HTML (an SVG diagram).
    private func includeInHTML(_ node: MarkdownNode, page: inout RenderedPage, source: PageSource, line: Int) {
        do throws(BookIncludes.Failure) {
            var missingAnchors: [String] = []
            node.literal = try BookIncludes.expand(
                node.literal, from: SitePaths.directory(of: source.displayPath), files: &page.includedFiles, missingAnchors: &missingAnchors)
            page.unrendered += missingAnchors.map { Unrendered.missingAnchor($0, line: line, column: 1) }
        } catch {
            page.diagnostics.append(SiteDiagnostic(file: source.displayPath, line: line, column: 1, message: error.message))
        }
    }
}
