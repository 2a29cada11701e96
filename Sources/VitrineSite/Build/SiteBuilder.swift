import Foundation
import Vitrine

/// Builds the whole site in memory: pages, catalog, extras, link check. Nothing is written to disk.
public struct SiteBuilder: Sendable {
    public let options: SiteOptions
    /// What the previous build left to reuse, when this builder builds again and again (the preview).
    public let cache: BuildCache?

    /// - Parameters:
    ///   - options: The folders and settings of the site.
    ///   - cache: Parts of earlier builds to reuse where their inputs are unchanged; `nil` builds everything.
    public init(options: SiteOptions, cache: BuildCache? = nil) {
        self.options = options
        self.cache = cache
    }

    /// The folders a rebuild depends on, for the preview's watcher: the site and templates folders.
    public var watchedDirectories: [String] { [options.siteDirectory, options.resolvedTemplatesDirectory] }

    /// Reads the sources, renders everything and checks links.
    ///
    /// - Throws: Every error of the build, each with its file, line and column.
    public func build() throws(BuildFailure) -> BuildResult {
        let start = DispatchTime.now()
        cache?.beginBuild()
        defer { cache?.endBuild() }
        let source = try SiteSource(directory: options.siteDirectory)
        var diagnostics = source.diagnostics
        var config = source.config
        if let baseURL = options.baseURL { config.baseURL = baseURL }
        var templates: TemplateSet?
        do {
            templates = try TemplateSet(directory: options.resolvedTemplatesDirectory)
        } catch {
            diagnostics += error.diagnostics
        }
        let pages = renderPages(source, config: config)
        diagnostics += pages.flatMap(\.diagnostics) + duplicateOutputs(pages)
        let catalog = catalogEntries(&diagnostics)
        guard diagnostics.isEmpty, let templates else { throw BuildFailure(diagnostics: diagnostics) }

        var assembly = SiteAssembly(config: config, templates: templates, pages: pages, catalog: catalog, cache: cache)
        assembly.addStaticFiles(source.staticFiles, displayPrefix: options.siteDirectory)
        // Templates/static/ files go to the output root unless the site folder has its own.
        let templateStatics = SiteAssembly.templateStaticFiles(templatesDirectory: options.resolvedTemplatesDirectory)
        assembly.addStaticFiles(templateStatics.filter { assembly.files[$0.path] == nil }, displayPrefix: options.resolvedTemplatesDirectory + "/static")
        diagnostics += assembly.diagnostics
        let linkProblems = LinkChecker(basePath: config.basePath).check(assembly.files, origins: assembly.origins, cache: cache)
        var warnings: [SiteDiagnostic] = []
        if options.warnLinks {
            warnings = linkProblems.map(\.asWarning)
        } else {
            diagnostics += linkProblems
        }
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics: diagnostics) }

        let files = assembly.files
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let summary = BuildSummary(
            pages: files.keys.filter { $0.hasSuffix(".html") }.count, svgs: files.keys.filter { $0.hasSuffix(".svg") }.count,
            files: files.count, duration: seconds)
        return BuildResult(snapshot: Snapshot(files: files), summary: summary, warnings: warnings.sorted())
    }
}

private extension SiteBuilder {
    func renderPages(_ source: SiteSource, config: SiteConfig) -> [RenderedPage] {
        let folders = Dictionary(source.pages.map { ($0.path, SitePaths.folder(ofPage: $0.path)) }, uniquingKeysWith: { a, _ in a })
        let renderer = PageRenderer(config: config, folders: folders)
        let directory = source.directory
        let reusable = cache?.reusablePages(renderedWith: renderer.inputs) ?? [:]
        let rendered = Parallel.map(source.pages) { file -> (page: RenderedPage, isNew: Bool) in
            let displayPath = directory + "/" + file.path
            if let previous = reusable[file.path], previous.text == file.text, previous.page.displayPath == displayPath {
                return (previous.page, false)
            }
            return (renderer.render(file, displayPath: displayPath), true)
        }
        cache?.keep(pages: zip(source.pages, rendered).map { CachedPage(text: $0.text, page: $1.page) },
                    rendered: rendered.count { $0.isNew })
        return rendered.map(\.page).filter { options.includeDrafts || !$0.isDraft }
    }

    func duplicateOutputs(_ pages: [RenderedPage]) -> [SiteDiagnostic] {
        var seen: [String: String] = ["catalog/": "the catalog"]
        var problems: [SiteDiagnostic] = []
        for page in pages {
            let key = page.folder.hasPrefix("catalog/") ? "catalog/" : page.folder
            if let other = seen[key] {
                problems.append(SiteDiagnostic(file: page.displayPath, line: 1, message: "this page's URL /\(page.folder) is already used by \(other)"))
            } else {
                seen[key] = page.displayPath
            }
        }
        return problems
    }

    func catalogEntries(_ diagnostics: inout [SiteDiagnostic]) -> [CatalogEntry] {
        diagnostics += Self.catalog.diagnostics
        return Self.catalog.entries
    }

    /// The catalog depends on nothing but the component library, so a process computes it once: a rebuild
    /// after an edit renders only the pages and templates, not the 66 presets again.
    static let catalog: (entries: [CatalogEntry], diagnostics: [SiteDiagnostic]) = {
        var entries: [CatalogEntry] = []
        var diagnostics: [SiteDiagnostic] = []
        for component in Components.all {
            do throws(ParameterError) {
                entries.append(try CatalogEntry(component))
            } catch {
                diagnostics.append(SiteDiagnostic(file: "catalog/\(component.name)", message: "preset refused: \(error.message(spelling: .attribute))"))
            }
        }
        return (entries, diagnostics)
    }()
}
