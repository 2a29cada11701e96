import Foundation

/// The warnings that speak for a whole build: each counts what was left out or kept in a simpler form, on how
/// many pages, and names the first place.
extension SiteBuilder {
    /// One warning for the whole build when safe mode left raw HTML out: how much, where first, and the
    /// setting that keeps it.
    static func omittedHTMLWarning(_ pages: [PublishedPage], config: SiteConfig, configFile: String, project: ToolProject?) -> [SiteDiagnostic] {
        let omitting = pages.filter { !$0.rendered.omittedHTMLLines.isEmpty }
        guard let first = omitting.min(by: { $0.source.displayPath < $1.source.displayPath }) else { return [] }
        let count = omitting.reduce(0) { $0 + $1.rendered.omittedHTMLLines.count }
        let places = count == 1 ? "1 place" : "\(count) places"
        let onPages = omitting.count == 1 ? "" : " on \(omitting.count) pages"
        return [SiteDiagnostic(
            file: first.source.displayPath, line: first.rendered.omittedHTMLLines.min() ?? 1,
            message: "raw HTML left out in \(places)\(onPages), the first here (safe mode"
                + (project.flatMap { $0.tool == .hugo ? $0 : nil }.map { ", as \($0.tool.displayName) leaves it out without 'markup.goldmark.renderer.unsafe: true' in \($0.configFile)" } ?? "")
                + "); set 'rawHTML: true' in \(configFile) to keep it",
            severity: .warning)]
    }

    /// One warning for the whole build when pages hold other tools' template tags, which show as text.
    static func templateTagWarning(_ pages: [PublishedPage]) -> [SiteDiagnostic] {
        let holding = pages.filter { !$0.rendered.templateTags.isEmpty }
        guard let page = holding.min(by: { $0.source.displayPath < $1.source.displayPath }), let first = page.rendered.templateTags.first else { return [] }
        let count = holding.reduce(0) { $0 + $1.rendered.templateTags.count }
        let tags = count == 1 ? "1 template tag" : "\(count) template tags"
        let onPages = holding.count == 1 ? "" : " on \(holding.count) pages"
        return [SiteDiagnostic(
            file: page.source.displayPath, line: first.line, column: first.column,
            message: "\(tags)\(onPages) left as text, the first here: '\(first.tag)' (vitrine runs no Hugo shortcodes, Liquid or mdBook preprocessors)",
            severity: .warning)]
    }

    /// Zola pages whose text comes from the project's templates (`template`, or their section's `page_template`), and
    /// Hugo's (`layout: archives`, a theme's search page), with none of their own: vitrine runs no templates, so they
    /// show only their title; one warning says so.
    static func templatedPagesWarning(_ pages: [PublishedPage], tool: SourceTool?) -> [SiteDiagnostic] {
        let (pageKey, sectionKey) = tool == .hugo ? ("layout", "") : ("template", "page_template")
        func template(_ page: PublishedPage, _ key: String) -> String? {
            if case .scalar(let name, .string)? = page.source.matter.params[key] { name } else { nil }
        }
        var sectionTemplates: [String: String] = [:]
        for page in pages where page.source.isIndex { sectionTemplates[page.source.sourceFolder] = template(page, sectionKey) }
        let templated = pages.compactMap { page -> (page: PublishedPage, template: String)? in
            // A Hugo section's `_index.md` lists its pages, with or without a layout of its own.
            guard page.rendered.isEmpty, tool != .hugo || page.source.name != "_index" else { return nil }
            let name = template(page, pageKey) ?? (page.source.isIndex ? nil : sectionTemplates[page.source.sourceFolder])
            return name.map { (page, $0) }
        }.sorted { $0.page.source.displayPath < $1.page.source.displayPath }
        guard let first = templated.first else { return [] }
        let what = templated.count == 1
            ? "1 page takes its text from the project's templates, which vitrine does not run, and shows only its title"
            : "\(templated.count) pages take their text from the project's templates, which vitrine does not run, and show only their titles"
        return [SiteDiagnostic(
            file: first.page.source.displayPath, line: 1, column: 1, message: "\(what); the first uses '\(first.template)'", severity: .warning)]
    }

    /// Zola's taxonomies (`[taxonomies] tags = ["vim"]` in a page's front matter): their pages (`/tags/`,
    /// `/tags/vim/`) are made by Zola's templates, which vitrine does not run. Named once, with the terms' count.
    static func taxonomiesWarning(_ pages: [PublishedPage]) -> [SiteDiagnostic] {
        let tagged = pages.filter { page in
            guard case .table(let taxonomies)? = page.source.matter.params["taxonomies"] else { return false }
            return taxonomies.values.contains { if case .list(let terms) = $0 { !terms.isEmpty } else { false } }
        }.sorted { $0.source.displayPath < $1.source.displayPath }
        guard let first = tagged.first, case .table(let taxonomies)? = first.source.matter.params["taxonomies"] else { return [] }
        let names = taxonomies.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
        let count = tagged.count == 1 ? "1 page names" : "\(tagged.count) pages name"
        return [SiteDiagnostic(
            file: first.source.displayPath, line: 1, column: 1,
            message: "\(count) taxonomy terms (\(names)), the first here: their pages (/\(taxonomies.keys.sorted().first ?? "tags")/ and one per term) are made by "
                + "Zola's templates, which vitrine does not run, so they are not built and the pages do not show their terms",
            severity: .warning)]
    }

    /// One warning per kind of another tool's markup kept in a simpler form: how many, on how many pages,
    /// the first place and what was written there.
    static func unrenderedWarnings(_ pages: [PublishedPage]) -> [SiteDiagnostic] {
        var byKind: [String: (count: Int, pages: Int, first: (page: PublishedPage, place: Unrendered))] = [:]
        for page in pages.filter({ !$0.rendered.unrendered.isEmpty }).sorted(by: { $0.source.displayPath < $1.source.displayPath }) {
            for (key, places) in Dictionary(grouping: page.rendered.unrendered, by: { $0.kind + "s " + $0.treatment }) {
                let known = byKind[key]
                byKind[key] = ((known?.count ?? 0) + places.count, (known?.pages ?? 0) + 1, known?.first ?? (page, places[0]))
            }
        }
        return byKind.keys.sorted().map { key in
            let found = byKind[key]!
            let place = found.first.place
            let onPages = found.pages == 1 ? "" : " on \(found.pages) pages"
            let what = found.count == 1 ? "1 \(place.kind) \(place.treatment)" : "\(found.count) \(place.kind)s\(onPages) \(place.treatment)"
            return SiteDiagnostic(
                file: found.first.page.source.displayPath, line: place.line, column: place.column,
                message: "\(what), the first here: '\(place.written)'", severity: .warning)
        }
    }

    /// mdBook's files that no chapter of `SUMMARY.md` lists, and none includes (`{{#include ../links.md}}`): not
    /// built, as mdBook builds only its summary's chapters. Named once, with their count.
    static func leftOutOfSummaryWarning(_ leftOut: [String], chapters: [PublishedPage]) -> [SiteDiagnostic] {
        guard !leftOut.isEmpty else { return [] }
        let included = Set(chapters.flatMap { $0.rendered.includedFiles.keys.map { ($0 as NSString).standardizingPath } })
        let unused = leftOut.filter { !included.contains(($0 as NSString).standardizingPath) }
        guard let first = unused.first else { return [] }
        return [SiteDiagnostic(
            file: first, line: 1, column: 1,
            message: "\(unused.count == 1 ? "1 page" : "\(unused.count) pages") not in SUMMARY.md left out, the first here, as mdBook builds only the chapters its summary lists",
            severity: .warning)]
    }
}
