import VitrineMarkdown

/// Turns one Markdown source file into a `RenderedPage`: front matter, cmark, fences, link rewriting.
struct PageRenderer: Sendable {
    let config: SiteConfig
    /// Every page's folder URL by source path, to turn links to `.md` files into page URLs.
    let folders: [String: String]

    /// Everything besides the page's own text that its rendering depends on.
    struct Inputs: Equatable {
        let rawHTML: Bool
        let basePath: String
        let folders: [String: String]
    }

    var inputs: Inputs { Inputs(rawHTML: config.rawHTML, basePath: config.basePath, folders: folders) }

    func render(_ file: SiteSource.PageFile, displayPath: String) -> RenderedPage {
        let (matter, body, problems) = FrontMatter.split(file.text, file: displayPath)
        let folder = SitePaths.folder(ofPage: file.path)
        var page = RenderedPage(
            sourcePath: file.path, displayPath: displayPath, folder: folder,
            title: matter.title ?? Self.fallbackTitle(file.path), description: matter.description ?? "",
            order: matter.order, isDraft: matter.draft)
        page.diagnostics = problems
        let document = MarkdownDocument(parsing: String(body), options: MarkdownOptions(rawHTML: config.rawHTML))
        let offset = matter.bodyLineOffset
        let interesting = document.nodes { $0.isLinkOrImage || ($0.isCodeBlock && FenceInfo.isComponentFence($0.fenceInfo)) }
        for node in interesting {
            if node.isLinkOrImage {
                node.url = rewrite(node.url, from: file.path, folder: folder)
                let line = node.startLine > 0 ? node.startLine : node.blockLine
                page.links.append(RenderedPage.Link(url: node.url, line: line + offset, column: node.startColumn))
                continue
            }
            let infoLine = LineScanner.line(node.startLine, of: body)
            do {
                let fence = try ComponentFence(
                    infoLine: infoLine, fenceColumn: node.startColumn, body: node.literal, pageFolder: folder)
                page.svgFiles[fence.svgPath] = fence.svg
                page.links.append(RenderedPage.Link(url: SitePaths.relative(from: folder, to: fence.svgPath), line: node.startLine + offset, column: node.startColumn))
                document.replace(node, withHTMLBlock: fence.html)
            } catch {
                page.diagnostics.append(
                    SiteDiagnostic(file: displayPath, line: node.startLine + offset, column: error.column, message: error.message))
            }
        }
        page.content = document.html()
        return page
    }
}

private extension PageRenderer {
    /// `/x` gains the base path; a relative link to a `.md` page becomes that page's URL; other relative
    /// links keep pointing at the same place in the site folder.
    func rewrite(_ url: String, from sourcePath: String, folder: String) -> String {
        if url.hasPrefix("/") && !url.hasPrefix("//") {
            return config.basePath == "/" ? url : config.basePath + url.dropFirst()
        }
        guard !url.isEmpty, !url.hasPrefix("#"), !LinkTarget.hasScheme(url) else { return url }
        let suffixStart = url.firstIndex { $0 == "#" || $0 == "?" } ?? url.endIndex
        let path = String(url[..<suffixStart])
        let sourceFolder = SitePaths.directory(of: sourcePath)
        if path.hasSuffix(".md"), let target = SitePaths.resolve(path, in: sourceFolder), let targetFolder = folders[target] {
            return SitePaths.relative(from: folder, to: targetFolder) + url[suffixStart...]
        }
        // Relative links are written from the Markdown file's folder; a page `a/b.md` is served one level
        // deeper, from `a/b/`, so its links climb one more level. `index.md` pages need no change.
        return folder == sourceFolder ? url : "../" + url
    }

    /// `getting-started.md` → `Getting started`.
    static func fallbackTitle(_ path: String) -> String {
        let folder = SitePaths.folder(ofPage: path).split(separator: "/").last.map(String.init) ?? "Home"
        let words = folder.replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
