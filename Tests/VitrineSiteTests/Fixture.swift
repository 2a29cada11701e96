import Foundation
@testable import VitrineSite

/// A throwaway site on disk: a folder with `Site/` and `Templates/`, removed when the test is done.
final class Fixture {
    let root: String
    var site: String { root + "/Site" }
    var templates: String { root + "/Templates" }
    var output: String { root + "/_site" }

    static let minimalTemplates = [
        "page": "<!DOCTYPE html><title>{{title}}</title>{{{content}}}",
        "catalog-page": "<!DOCTYPE html><title>{{component.name}}</title>{{#presets}}<img src=\"{{file}}\" alt=\"\">{{/presets}}",
        "catalog-index": "<!DOCTYPE html><title>Catalog</title>{{#components}}<a href=\"{{url}}\">{{name}}</a>{{/components}}",
        "404": "<!DOCTYPE html><title>404</title><a href=\"{{root}}\">home</a>",
    ]

    init(pages: [String: String], templates: [String: String] = Fixture.minimalTemplates) {
        root = NSTemporaryDirectory() + "vitrine-test-" + UUID().uuidString
        for (path, text) in pages { write(text, to: "Site/" + path) }
        for (name, text) in templates { write(text, to: "Templates/\(name).mustache") }
        try? FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ text: String, to path: String) {
        let full = root + "/" + path
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
    }

    var options: SiteOptions { SiteOptions(siteDirectory: site, templatesDirectory: templates) }

    func build(_ options: SiteOptions? = nil) throws(BuildFailure) -> BuildResult {
        try SiteBuilder(options: options ?? self.options).build()
    }

    /// The build `vitrine build` makes: each file written to `output` as it is made, the search index beside.
    func build(into output: StagedOutput) throws(BuildFailure) -> BuildResult {
        var options = options
        options.searchIndex = .alongside
        return try SiteBuilder(options: options).build(into: output)
    }

    /// The build's errors as `file:line:column: message`, paths relative to the fixture.
    func failures(_ options: SiteOptions? = nil) -> [String] {
        do {
            _ = try build(options)
            return []
        } catch {
            return error.diagnostics.map { $0.terminalDescription.replacingOccurrences(of: root + "/", with: "") }
        }
    }
}

extension Fixture {
    /// A fresh fixture holding `files` under `project/` (another tool's project), built from `project/SITE`.
    static func project(_ files: [String: String], site: String = "", warnLinks: Bool = false) throws -> (Fixture, BuildResult) {
        let fixture = Fixture(pages: [:])
        for (path, text) in files { fixture.write(text, to: "project/" + path) }
        var options = SiteOptions(siteDirectory: fixture.root + "/project" + (site.isEmpty ? "" : "/" + site), templatesDirectory: Fixture.defaultTheme)
        options.warnLinks = warnLinks
        return (fixture, try fixture.build(options))
    }

    /// A build's warnings as the terminal shows them, paths from the fixture's folder.
    func shownWarnings(_ result: BuildResult) -> [String] {
        result.warnings.map { $0.terminalDescription.replacingOccurrences(of: root + "/", with: "") }
    }
}

extension Snapshot {
    func text(_ path: String) -> String? { files[path].map { String(decoding: $0.bytes, as: UTF8.self) } }
}

extension Fixture {
    /// The repository's own `Templates/`: the default theme every site gets.
    static let defaultTheme: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Templates").path
    }()

    /// Options building this fixture's site with the default theme.
    var defaultThemeOptions: SiteOptions {
        SiteOptions(siteDirectory: site, templatesDirectory: Fixture.defaultTheme)
    }
}
