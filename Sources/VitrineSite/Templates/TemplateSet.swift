import Foundation
import VitrineMustache

/// The Mustache templates of a site, parsed once and checked: every required template present, every
/// partial they name defined, no syntax errors.
struct TemplateSet: Sendable {
    /// The templates a build renders through; every other file is a partial.
    static let required = ["page", "catalog-page", "catalog-index", "404"]
    /// Templates a theme may leave out: the built-in theme's are used in their place, so a theme written
    /// before one existed keeps working. `fence` draws a `vitrine` fence's figure inside a page;
    /// `live-controls` the preview's form on a catalog page; `social-card` the picture shared with a link.
    static let optional = ["fence", "live-controls", SocialCards.template]
    /// Templates that draw extras, not pages: a syntax error in one is a warning, and the extra is left out.
    static let extras = [SocialCards.template]
    /// The print page's template: a theme without one has no print page, since the built-in one fills the
    /// built-in layout's blocks, which another theme's layout may not have.
    static let print = "print"

    /// The folder of the theme's own static files (stylesheets, scripts), copied to the output root.
    static let staticFolder = "static"

    let directory: String
    /// The files of `static/`, by their path in the output.
    let staticFiles: [SiteSource.StaticFile]
    let library: MustacheLibrary
    /// Each template's text by name: what its output depends on.
    let sources: [String: String]
    /// Problems with the templates of extras (`extras`), which leave the extra out but build the site.
    let warnings: [SiteDiagnostic]
    /// The extras' templates that failed to load: the built-in one does not stand in for a theme's broken one.
    let brokenExtras: Set<String>

    /// Loads every `*.mustache` file below `directory`, and the files of its `static/`.
    ///
    /// - Throws: Every problem found, each with its file, line and column.
    init(directory: String) throws(BuildFailure) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw BuildFailure(SiteDiagnostic(file: directory, message: "templates folder not found"))
        }
        var files: [String: [UInt8]] = [:]
        var unreadable: [SiteDiagnostic] = []
        for path in SiteSource.files(in: directory) where path.hasSuffix(".mustache") || path.hasPrefix(Self.staticFolder + "/") {
            guard let data = FileManager.default.contents(atPath: directory + "/" + path) else {
                unreadable.append(SiteDiagnostic(file: directory + "/" + path, message: "cannot read file"))
                continue
            }
            files[path] = [UInt8](data)
        }
        try self.init(files: files, directory: directory, problems: unreadable)
    }

    /// The theme compiled into vitrine, for a site without a templates folder.
    static func builtIn() throws(BuildFailure) -> TemplateSet {
        try TemplateSet(files: DefaultTheme.files.mapValues { Array($0.utf8) }, directory: DefaultTheme.displayDirectory)
    }

    /// Templates and static files by their path in the theme; `directory` names them in diagnostics.
    init(files: [String: [UInt8]], directory: String, problems: [SiteDiagnostic] = []) throws(BuildFailure) {
        self.directory = directory
        var library = MustacheLibrary()
        var diagnostics = problems
        var texts: [String: String] = [:]
        var references: [String: [MustacheTemplate.Reference]] = [:]
        var staticFiles: [SiteSource.StaticFile] = []
        var warnings: [SiteDiagnostic] = []
        var brokenExtras: Set<String> = []
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            if path.hasPrefix(Self.staticFolder + "/") {
                staticFiles.append(SiteSource.StaticFile(path: String(path.dropFirst(Self.staticFolder.count + 1)), bytes: bytes))
                continue
            }
            guard path.hasSuffix(".mustache") else { continue }
            let file = directory + "/" + path
            let name = String(path.dropLast(".mustache".count))
            let text = String(decoding: bytes, as: UTF8.self)
            texts[name] = text
            do throws(MustacheSyntaxError) {
                let template = try MustacheTemplate(text)
                library.register(template, named: name)
                references[name] = template.references
            } catch {
                let problem = SiteDiagnostic(file: file, line: error.line, column: error.column, message: "template syntax error: \(error.message)")
                if Self.extras.contains(name) {
                    warnings.append(SiteDiagnostic(
                        file: file, line: error.line, column: error.column, message: problem.message + "; the social cards are left out", severity: .warning))
                    brokenExtras.insert(name)
                } else {
                    diagnostics.append(problem)
                }
            }
        }
        for name in Self.optional where texts[name] == nil && !brokenExtras.contains(name) {
            guard let text = DefaultTheme.files[name + ".mustache"], let template = try? MustacheTemplate(text) else { continue }
            library.register(template, named: name)
            texts[name] = text
        }
        for name in Self.required where texts[name] == nil {
            diagnostics.append(SiteDiagnostic(file: "\(directory)/\(name).mustache", message: "missing template '\(name)'"))
        }
        // Mustache renders a partial it cannot find as nothing; the build reports it instead.
        for (name, found) in references {
            for reference in found {
                guard let partial = reference.name, texts[partial] == nil else { continue }
                diagnostics.append(SiteDiagnostic(
                    file: "\(directory)/\(name).mustache", line: reference.line, column: reference.column,
                    message: "missing partial '\(partial)' (no \(directory)/\(partial).mustache)"))
            }
        }
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics: diagnostics.sorted()) }
        self.staticFiles = staticFiles
        self.library = library
        self.sources = texts
        self.warnings = warnings
        self.brokenExtras = brokenExtras
    }

    /// Renders `context` through the template called `name` (one of `required` or `optional`).
    func render(_ name: String, _ context: [String: MustacheValue]) -> String {
        library.render(name, .object(context)) ?? ""
    }

    /// `render` as UTF-8, the form output files take.
    func renderBytes(_ name: String, _ context: [String: MustacheValue], sizeHint: Int = 0) -> [UInt8] {
        library.renderBytes(name, .object(context), sizeHint: sizeHint) ?? []
    }
}
