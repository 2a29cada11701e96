import ArgumentParser
import Foundation
import VitrineSite

/// The options `build` and `serve` share: where the site's sources are and what to include.
struct SiteSourceOptions: ParsableArguments {
    /// The site folder when `--site` is not given; `init` creates it by default.
    static let defaultSite = SiteOptions.defaultSiteDirectory

    @Option(help: "The folder with the Markdown pages, config.yml and static files.")
    var site = defaultSite

    @Option(help: "The folder with the Mustache templates (default: ./Templates if there is one, else the built-in theme).")
    var templates: String?

    @Flag(help: "Include pages marked 'draft: true'.")
    var drafts = false

    @Flag(name: .customLong("warn-links"), help: "Report broken internal links as warnings instead of errors.")
    var warnLinks = false
}

extension SiteSourceOptions {
    /// Why there is nothing to build, when the site folder does not exist.
    var missingSite: MissingSite? {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: site, isDirectory: &isFolder) && isFolder.boolValue ? nil : MissingSite(folder: site)
    }
}

/// No site folder where `--site` (or its default) points.
struct MissingSite: Error {
    let folder: String

    var lines: [String] { ["error: no site folder at '\(folder)'", hint] }

    /// How to go on: the command that starts a site there, or the option that names another folder.
    var hint: String {
        let named = folder == SiteSourceOptions.defaultSite ? "" : " \(ShellCommand.quoted(folder))"
        return "Start one with `vitrine init\(named)`, or name your docs folder with --site DIR."
    }
}
