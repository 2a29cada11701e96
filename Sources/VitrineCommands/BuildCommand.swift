import ArgumentParser
import Foundation
import VitrinePlatform
import VitrineSite

/// `vitrine build`: the docs and catalog site, written atomically to a folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the docs and component-catalog site into a folder any static host can serve.")

    @OptionGroup var source: SiteSourceOptions

    @Option(help: "The folder to write the site to; replaced only when the build succeeds.")
    var output = "_site"

    @Option(name: .customLong("base-url"), help: "Where the site is published, e.g. https://example.org/docs/.")
    var baseURL: String?

    @Flag(help: "Make a site that browses from disk (file://): folder links name their index.html, search works without a server.")
    var relative = false

    func run() throws {
        if let missing = source.missingSite { throw missing }
        HeapArenas.growInLargeSteps()
        var options = SiteOptions(
            siteDirectory: source.site, templatesDirectory: source.templates, baseURL: baseURL,
            includeDrafts: source.drafts, warnLinks: source.warnLinks)
        options.searchIndex = .alongside
        options.isPublishing = true
        options.forFileBrowsing = relative
        // The catalog's PNGs (`catalogPNG`) are drawn once per user, not once per build.
        options.pngCacheDirectory = PNGCache.userDirectory
        let start = DispatchTime.now()
        let result: BuildResult
        do {
            result = try SiteBuilder(options: options).build()
        } catch {
            throw BuildCommandFailure.build(error, output: output)
        }
        if let line = result.projectLine { print(line) }
        for warning in result.warnings { StandardError.writeLine(warning.terminalDescription) }
        do {
            try SnapshotWriter.write(result.snapshot, to: output, protecting: [source.site] + (options.resolvedTemplatesDirectory.map { [$0] } ?? []))
        } catch {
            throw BuildCommandFailure.write(error, output: output)
        }
        // The closing line counts what reached the disk and the time until it did.
        var summary = result.summary
        summary.files += result.snapshot.deferred?.all.count ?? 0
        summary.duration = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        print(summary.line)
    }
}
