import Foundation
import VitrineSearch

// Search integration, kept apart from SiteAssembly.swift so the branch rewriting the assembly can take it
// over in one piece.
extension SiteAssembly {
    /// The search index of the Markdown pages (`search/…`, see `SearchIndex`).
    static func searchFiles(_ pages: [RenderedPage], navigation: Navigation) -> [(path: String, file: SnapshotFile)] {
        let sectionTitles = Dictionary(navigation.entries.map { ($0.folder, $0.title) }, uniquingKeysWith: { first, _ in first })
        let documents = pages.map { page in
            // A page's section is the top-level page its folder sits under ("Components" for components/veil/).
            let top = page.folder.split(separator: "/").first.map { $0 + "/" } ?? ""
            let section = top == page.folder ? "" : sectionTitles[top] ?? ""
            return SearchDocument(url: page.folder, title: page.title, section: section, html: page.content)
        }
        return SearchIndex.files(for: documents).map { ($0.path, SnapshotFile(bytes: $0.bytes, contentType: ContentTypes.forPath($0.path))) }
    }

    /// STAND-IN, drop at the merge: the templates branch generates the real `search/index.html`, the list
    /// of every page that the search box links to without JavaScript. Without a file there, the link check
    /// fails every build of this branch.
    func pageListStandIn(_ pages: [RenderedPage], context: TemplateContext) -> String {
        let items = pages.sorted { $0.folder < $1.folder }.map { page in
            "<li><a href=\"../\(page.folder.htmlEscaped)\">\(page.title.htmlEscaped)</a></li>"
        }
        var values = context.base(folder: "search/", outputPath: "search/index.html", title: "All pages", description: "")
        values["content"] = "<h1>All pages</h1>\n<ul>\n" + items.joined(separator: "\n") + "\n</ul>"
        return templates.render("page", values)
    }

    /// The files under the templates folder's `static/` (the search script and style), for the output root.
    static func templateStaticFiles(templatesDirectory: String) -> [SiteSource.StaticFile] {
        let folder = templatesDirectory + "/static"
        return SiteSource.files(in: folder).filter { !$0.hasSuffix(".mustache") }.compactMap { path in
            FileManager.default.contents(atPath: folder + "/" + path).map { SiteSource.StaticFile(path: path, bytes: [UInt8]($0)) }
        }
    }
}
