import Foundation
import VitrineHighlight
import VitrineSearch
import VitrinePlatform

/// How the pages are rendered: every page ahead of templating, or each as it is templated, its HTML then living
/// only while its file is made and written, instead of every page's HTML waiting for the last to be rendered.
extension SiteBuilder {
    /// Every page rendered ahead of templating, reusing the memo's where their inputs are unchanged.
    func renderPages(
        _ sources: consuming [PageSource], locations: [String: PageLocation], config: SiteConfig, templates: TemplateSet, memo: PageMemo?,
        highlights: HighlightCache, components: SiteComponents, keepsText: Bool
    ) -> [PublishedPage] {
        let renderer = PageRenderer(config: config, locations: locations, highlights: highlights, templates: templates, components: components)
        let reusable = memo?.reusable(renderedWith: renderer.inputs) ?? [:]
        let inherited = config.sourceTool == .hugo ? Cascade.inherited(by: sources) : [:]
        var rendered: [(page: RenderedPage, isNew: Bool)] = []
        rendered.reserveCapacity(sources.count)
        // In runs, each run's Markdown let go once it is rendered: the site's text is never held beside all its HTML.
        for start in stride(from: 0, to: sources.count, by: Self.renderRun) {
            let run = start..<min(start + Self.renderRun, sources.count)
            // Read back where it was put aside; kept only where a later stage reads it.
            if keepsText { for index in run { sources[index] = sources[index].loaded() } }
            rendered += Parallel.map(Array(sources[run])) { source -> (page: RenderedPage, isNew: Bool) in
                let source = source.loaded()
                let location = locations[source.path]!
                let handedDown = inherited[source.path] ?? [:]
                if let previous = reusable[source.path], previous.text == source.text, previous.location == location, previous.inherited == handedDown,
                    previous.page.displayPath == source.displayPath,
                    previous.page.includedFiles.allSatisfy({ POSIXRead.file($0.key) == $0.value })
                {
                    return (previous.page, false)
                }
                return (renderer.render(source, at: location, inherited: handedDown), true)
            }
            if !keepsText { for index in run { sources[index] = sources[index].releasingText() } }
        }
        memo?.keep(
            zip(sources, rendered).map { CachedPage(text: $0.text, page: $1.page, location: $1.page.location, inherited: inherited[$0.path] ?? [:]) },
            rendered: rendered.count { $0.isNew })
        // Without the preview's memo or the llms files, no stage reads a page's Markdown once it is rendered.
        return zip(sources, rendered).map { PublishedPage(source: $0, rendered: $1.page) }
    }

    /// How many pages are rendered between two releases of their Markdown: enough to keep every core busy.
    static let renderRun = 512

    /// Whether the pages can be rendered as they are templated: nothing may be made of other pages' HTML or
    /// summaries (feeds, social cards, the print page, the llms files). The preview's memo, a build that keeps
    /// its files (`--relative`, `--version`) and a site of several languages render every page ahead.
    static func rendersAsTemplated(
        _ pages: [PageSource], config: SiteConfig, writesAsItGoes: Bool, hasMemo: Bool, feedsAsked: Bool
    ) -> Bool {
        // The tree's count of entries is at least the pages': what the pages' count leaves out, it leaves out too.
        writesAsItGoes && !hasMemo && !config.languages.isMultilingual && !feedsAsked && !config.socialCards
            && !config.makesPrintPage(pages: pages.count) && !config.makesLLMFiles(pages: pages.count)
    }

    /// Each page's header and place, standing in for the page until it is rendered as it is templated; the
    /// pages' Markdown goes to `handover`, from which each page's renderer takes its own.
    static func awaitingRendering(
        _ sources: consuming [PageSource], locations: [String: PageLocation]
    ) -> (pages: [PublishedPage], handover: Handover<PageSource.Text>) {
        let pages = sources.map { source in
            PublishedPage(
                source: source.releasingText(),
                rendered: RenderedPage(sourcePath: source.path, displayPath: source.displayPath, location: locations[source.path]!))
        }
        return (pages, Handover(sources.map(\.fileText)))
    }

    /// Renders the page at an index of `pages` from its Markdown in `handover`. A page whose title is its first
    /// heading is rendered here, ahead, into `pages`: the menus hold its title before any page is templated.
    /// Each page's text for search is put aside in `searchText` until the index is made.
    static func rendering(
        _ pages: inout [PublishedPage], handover: Handover<PageSource.Text>, renderer: PageRenderer, inherited: [String: [String: HeaderValue]],
        searchText: SearchTextStore?
    ) -> SiteAssembly.PageRendering {
        let render: SiteAssembly.PageRendering = { index, page in
            let source = page.source.restoring(handover.take(index))
            var rendered = renderer.render(source, at: page.rendered.location, inherited: inherited[source.path] ?? [:])
            if let searchText { rendered.reading = searchText.keeping(rendered.reading) }
            return rendered
        }
        let ahead = pages.indices.filter { pages[$0].source.matter.title == nil }
        let placed = pages
        let renderedAhead = Dictionary(uniqueKeysWithValues: zip(ahead, Parallel.map(ahead) { render($0, placed[$0]) }))
        for (index, rendered) in renderedAhead { pages[index] = PublishedPage(source: pages[index].source, rendered: rendered) }
        return { index, page in renderedAhead[index] ?? render(index, page) }
    }

    /// What the rendered pages say of themselves for the build's messages: their problems and what of other
    /// tools' markup they kept in a simpler form.
    static func renderProblems(
        _ pages: [PublishedPage], own: [PublishedPage], config: SiteConfig, configFile: String, project: ToolProject?, leftOutOfSummary: [String] = []
    ) -> [SiteDiagnostic] {
        var problems = own.flatMap(\.rendered.diagnostics)
        problems += leftOutOfSummaryWarning(leftOutOfSummary, chapters: own)
        problems += omittedHTMLWarning(own, config: config, configFile: configFile, project: project)
        problems += templateTagWarning(own)
        problems += unrenderedWarnings(own)
        if config.sourceTool == .zola { problems += templatedPagesWarning(pages, tool: .zola) + taxonomiesWarning(pages) }
        if config.sourceTool == .hugo { problems += templatedPagesWarning(pages, tool: .hugo) }
        if config.sourceTool == .jekyll, let project {
            problems += JekyllLayoutData.warning(own, root: (project.configFile as NSString).deletingLastPathComponent)
        }
        return problems
    }
}
