import VitrineRaster

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
        let jobs = catalog.flatMap { entry in entry.presets.flatMap { tile in config.catalogPNG.map { (tile: tile, scale: $0) } } }
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
}
