import ArgumentParser
import Foundation
import VitrineSite

/// `vitrine build`: the docs and catalog site, written atomically to a folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the docs and component-catalog site into a folder any static host can serve.")

    @Option(help: "The folder with the Markdown pages, config.yml and static files.")
    var site = "Site"

    @Option(help: "The folder with the Mustache templates.")
    var templates = "Templates"

    @Option(help: "The folder to write the site to; replaced only when the build succeeds.")
    var output = "_site"

    @Option(name: .customLong("base-url"), help: "Where the site is published, e.g. https://example.org/docs/.")
    var baseURL: String?

    @Flag(help: "Include pages marked 'draft: true'.")
    var drafts = false

    @Flag(name: .customLong("warn-links"), help: "Report broken internal links as warnings instead of errors.")
    var warnLinks = false

    func run() throws {
        let options = SiteOptions(
            siteDirectory: site, templatesDirectory: templates, outputDirectory: output, baseURL: baseURL,
            includeDrafts: drafts, warnLinks: warnLinks)
        let result: BuildResult
        do {
            result = try SiteBuilder(options: options).build()
        } catch {
            for diagnostic in error.diagnostics { printError(diagnostic.terminalDescription) }
            printError("Build failed with \(error.diagnostics.count) error\(error.diagnostics.count == 1 ? "" : "s"); \(output) is unchanged.")
            throw ExitCode.failure
        }
        for warning in result.warnings { printError(warning.terminalDescription) }
        do {
            try SnapshotWriter.write(result.snapshot, to: output, protecting: [site, templates])
        } catch {
            printError("\(output): error: \(error)")
            throw ExitCode.failure
        }
        print(result.summary.line)
    }
}

private func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
