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

    @Option(help: "Publish the site as this version, in its own folder of the output, keeping the other versions there (versions.json lists them).")
    var version: String?

    @Option(help: "Another name for --version's folder (e.g. latest), moved from the version that had it; may be repeated.")
    var alias: [String] = []

    @Option(name: .customLong("default-alias"), help: "The alias the output's root sends readers to; the newest version when no version has it.")
    var defaultAlias = "latest"

    @Option(
        name: .customLong("memory-limit"),
        help: "The most memory the build may use, e.g. 512M or 2G: it stops with a message before the system would end it. The system's own limit (a cgroup's, else the memory free) when not given.")
    var memoryLimit: MemorySize?

    func validate() throws {
        for (option, name) in (version.map { [("--version", $0)] } ?? []) + alias.map({ ("--alias", $0) }) {
            if let problem = SiteVersions.problem(withName: name) { throw ValidationError("invalid value for '\(option)': \(problem)") }
        }
        if version == nil, !alias.isEmpty { throw ValidationError("'--alias' names another folder for a version: give '--version' too") }
        if let version, alias.contains(version) { throw ValidationError("'--alias \(version)' is the version's own name") }
    }

    func run() throws {
        if let missing = source.missingSite { throw missing }
        HeapArenas.growInLargeSteps()
        var options = SiteOptions(
            siteDirectory: source.site, templatesDirectory: source.templates, baseURL: baseURL,
            includeDrafts: source.drafts, warnLinks: source.warnLinks)
        options.searchIndex = .alongside
        options.isPublishing = true
        options.forFileBrowsing = relative
        options.version = version
        // The catalog's PNGs (`catalogPNG`) are drawn once per user, not once per build.
        options.pngCacheDirectory = PNGCache.userDirectory
        let start = DispatchTime.now()
        let protecting = [source.site] + (options.resolvedTemplatesDirectory.map { [$0] } ?? [])
        // Each file is written as it is made, into a folder swapped in at the end: no build holds the whole site.
        // A version's folder and `--relative` pages are written once the whole site is made.
        let staged: StagedOutput?
        do {
            staged = relative || version != nil ? nil : try StagedOutput(replacing: output, protecting: protecting)
        } catch {
            throw BuildCommandFailure.write(error, output: output)
        }
        // Ended with a message near the memory the system gives, not by the kernel without a word.
        let watch = (memoryLimit.map { ($0.bytes, "--memory-limit") } ?? MemoryUse.limit()).map { limit in
            MemoryWatch(limit: limit, site: source.site) { staged?.discard() }
        }
        watch?.start()
        defer { watch?.stop() }
        let result: BuildResult
        do {
            result = try SiteBuilder(options: options).build(into: staged)
        } catch {
            staged?.discard()
            throw BuildCommandFailure.build(error, output: output)
        }
        if let line = result.projectLine { print(line) }
        for warning in result.warnings { StandardError.writeLine(warning.terminalDescription) }
        do {
            if let staged {
                _ = Parallel.map(Array(result.snapshot.deferred?.all ?? [:])) { staged.write($0.key, $0.value) }
                try staged.finish()
            } else if let version {
                var snapshot = result.snapshot
                // A version's folder is written whole: its search index with its pages.
                if let deferred = snapshot.deferred { snapshot.files.merge(deferred.all) { page, _ in page } }
                snapshot.deferred = nil
                try SiteVersions.publish(snapshot, version: version, aliases: alias, defaultAlias: defaultAlias, into: output, protecting: protecting)
            } else {
                try SnapshotWriter.write(result.snapshot, to: output, protecting: protecting)
            }
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
