import ArgumentParser
import Foundation
import Logging
import ServiceLifecycle
import VitrinePreview
import VitrineSite

/// `vitrine serve`: builds the site, serves it from memory and reloads open tabs on every save.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site and serve it with live reload while you edit.")

    @OptionGroup var source: SiteSourceOptions

    @Option(help: "The address to listen on. Anything but loopback shares the preview with your network.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (default: the first free one from 8000).")
    var port: Int?

    func run() async throws {
        // The cache makes a rebuild after an edit render only the pages the edit touches.
        let builder = SiteBuilder(
            options: {
                var options = SiteOptions(
                    siteDirectory: source.site, templatesDirectory: source.templates, includeDrafts: source.drafts,
                    warnLinks: source.warnLinks)
                options.searchIndex = .onDemand
                // The catalog's PNGs (`catalogPNG`) are drawn once per user, not once per build.
                options.pngCacheDirectory = PNGCache.userDirectory
                return options
            }(),
            cache: BuildCache())
        let rebuild: @Sendable () -> Result<Snapshot, PreviewFailure> = {
            do throws(BuildFailure) {
                let result = try builder.build()
                for warning in result.warnings { StandardError.writeLine(warning.terminalDescription) }
                return .success(result.snapshot)
            } catch {
                return .failure(PreviewFailure(error))
            }
        }
        if let project = ToolProject.find(for: source.site) { print(project.summaryLine) }
        // Build and prepare everything before listening: the first request is then as fast as any other.
        let first = rebuild()
        if let missing = source.missingSite {
            StandardError.writeLine("No site folder at '\(missing.folder)' yet. \(missing.hint)")
            StandardError.writeLine("The preview builds it as soon as it appears.")
        } else if case .failure(let failure) = first {
            for problem in failure.problems { StandardError.writeLine(problem.terminalDescription) }
            StandardError.writeLine("Build failed; serving an empty site until it is fixed.")
        }
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            StandardError.writeLine("warning: listening on \(host): anyone who can reach this address can read the preview.")
        }
        let shown = host.contains(":") ? "[\(host)]" : host
        let server = PreviewServer(
            configuration: .init(host: host, port: port, watchedDirectories: builder.watchedDirectories),
            live: LiveSite(initial: first),
            rebuild: { rebuild() },
            log: { StandardError.writeLine($0) },
            onListening: { port in
                FileHandle.standardOutput.write(Data("Serving \(source.site) at http://\(shown):\(port)/ (Ctrl-C to stop)\n".utf8))
            }
        )
        var logger = Logger(label: "vitrine.serve")
        logger.logLevel = .critical
        var groupConfiguration = ServiceGroupConfiguration(
            services: [server], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        // Open streams end when shutdown begins; this bound only guards against a client that never lets go.
        groupConfiguration.maximumGracefulShutdownDuration = .milliseconds(700)
        let group = ServiceGroup(configuration: groupConfiguration)
        try await group.run()
    }
}
