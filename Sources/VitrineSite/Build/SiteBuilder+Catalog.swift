import Foundation
import Vitrine
import VitrineRaster

/// The component catalog a build publishes: its entries, the built-ins' computed once per process, and their PNGs.
extension SiteBuilder {
    /// Every preset's PNG at the scales `catalogPNG` asks for, by output path, from the PNG cache (the
    /// rebuild's memory, then `pngCacheDirectory`) or drawn on every core. A PNG that cannot be drawn is an error at the setting; without librsvg, one error says so.
    func catalogPNGs(_ catalog: [CatalogEntry], config: SiteConfig, configFile: String, problems: inout [SiteDiagnostic]) -> [String: [UInt8]] {
        guard !config.catalogPNG.isEmpty else { return [:] }
        let place = config.catalogPNGPlace
        func problem(_ message: String) -> SiteDiagnostic {
            SiteDiagnostic(file: configFile, line: place?.line ?? 1, column: place?.column ?? 0, message: "catalogPNG: \(message)")
        }
        let renderer: String
        do {
            renderer = try PNG.rendererIdentity()
        } catch {
            problems.append(problem(error.description))
            return [:]
        }
        let pngs = cache?.pngs ?? PNGCache()
        let folder = options.pngCacheDirectory
        // An HTML component has no PNG: its picture is HTML that librsvg does not draw.
        let jobs = catalog.filter { !$0.isHTML }.flatMap { entry in entry.presets.flatMap { tile in config.catalogPNG.map { (tile: tile, scale: $0) } } }
        let made = Parallel.map(jobs) { job -> Result<[UInt8], RasterError> in
            Result { () throws(RasterError) in try pngs.png(job.tile.svg, scale: job.scale, renderer: renderer, folder: folder) }
        }
        var files: [String: [UInt8]] = [:]
        for (job, result) in zip(jobs, made) {
            let path = job.tile.pngPath(scale: job.scale)
            switch result {
            case .success(let bytes): files[path] = bytes
            case .failure(let error): problems.append(problem("cannot draw \(path): \(error)"))
            }
        }
        return files
    }

    /// The built-ins' catalog, then a page for each of the site's own components.
    func catalogEntries(_ diagnostics: inout [SiteDiagnostic], own components: SiteComponents) -> [CatalogEntry] {
        diagnostics += Self.catalog.diagnostics
        // The site's own are checked as they are read: their presets resolve.
        return Self.catalog.entries + components.own.compactMap { try? CatalogEntry($0) }
    }

    /// The catalog depends on nothing but the component library, so a process computes it once: a rebuild
    /// after an edit renders only the pages and templates, not the 66 presets again.
    static let catalog: (entries: [CatalogEntry], diagnostics: [SiteDiagnostic]) = {
        let made = Parallel.map(Components.all) { component -> Result<CatalogEntry, SiteDiagnostic> in
            do throws(ParameterError) {
                return .success(try CatalogEntry(component))
            } catch {
                return .failure(SiteDiagnostic(file: "catalog/\(component.name)", message: "preset refused: \(error.message(spelling: .attribute))"))
            }
        }
        return (made.compactMap { try? $0.get() }, made.compactMap { if case .failure(let problem) = $0 { problem } else { nil } })
    }()

    /// Starts computing the catalog on a thread of its own, so that a process's first build draws it while
    /// it reads and renders the pages instead of after them; later builds find it done.
    static func prepareCatalog() {
        Thread {
            _ = catalog
            CatalogViews.prepare()
        }.start()
    }
}
