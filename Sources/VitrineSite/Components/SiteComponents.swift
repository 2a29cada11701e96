import Foundation
import Vitrine
import VitrinePlatform

/// A site's own components: every component file of its components folder, read and checked, after the
/// built-ins.
package struct SiteComponents: Sendable {
    /// The built-ins, then the site's own by name.
    package private(set) var set = ComponentSet.builtIn
    /// The site's own components alone, after the built-ins in `set`.
    var own: ArraySlice<ComponentDescription> { self.set.all.dropFirst(Components.all.count) }
    /// The site's components' files as shown in messages, by component name.
    package private(set) var files: [String: String] = [:]
    /// Problems of the component files, each at its place: errors, as a page's are.
    package private(set) var diagnostics: [SiteDiagnostic] = []
    /// The component files' paths inside the site folder: sources, not published.
    private(set) var paths: Set<String> = []
    /// Each component file's text, by path: what a page drawing one depends on.
    private(set) var texts: [String: String] = [:]

    /// The built-in components alone: a site without components of its own.
    static let builtInOnly = SiteComponents(staticFiles: [], folder: SiteConfig.defaultComponentsFolder, displayPrefix: "")

    /// The components among a site's files.
    ///
    /// - Parameters:
    ///   - folder: The components folder inside the site folder (`components`).
    ///   - displayPrefix: The site folder as messages show it.
    init(staticFiles: [SiteSource.StaticFile], folder: String, displayPrefix: String) {
        let prefix = folder + "/"
        let candidates = staticFiles.filter { file in
            file.path.hasPrefix(prefix) && !file.path.dropFirst(prefix.count).contains("/") && SiteComponentFile.isComponent(file.path, file.bytes)
        }.sorted { $0.path < $1.path }
        // `render` finds a site in `Site` by itself; another folder is named, as it was given.
        let renderOptions = displayPrefix == SiteOptions.defaultSiteDirectory ? [] : ["--site", displayPrefix]
        var drafts: [String: SiteComponentFile.Draft] = [:]
        var unreadable: Set<String> = []
        var names: [String] = []
        for file in candidates {
            let name = SiteComponentFile.name(ofFile: file.path)
            let display = displayPrefix + "/" + file.path
            let text = String(decoding: file.bytes, as: UTF8.self)
            paths.insert(file.path)
            texts[file.path] = text
            switch SiteComponentFile.prepare(text, name: name, file: display) {
            case .success(let draft):
                drafts[name] = draft
                names.append(name)
            case .failure(let problem):
                diagnostics.append(problem)
                unreadable.insert(name)
            }
        }
        // A component is finished after those it places, so its drawing can call theirs.
        var finished = SiteComponentFile.builtInsByName
        var failed = unreadable
        var own: [ComponentDescription] = []
        func finish(_ name: String, chain: [String]) {
            guard finished[name] == nil, !failed.contains(name), let draft = drafts[name] else { return }
            for placement in draft.placements where drafts[placement.component] != nil || failed.contains(placement.component) {
                if let start = chain.firstIndex(of: placement.component) {
                    let cycle = (chain[start...] + [name, placement.component]).joined(separator: " → ")
                    diagnostics.append(SiteDiagnostic(
                        file: draft.file, line: placement.line, column: placement.column,
                        message: "'\(name)' places '\(placement.component)', which places it in turn: \(cycle)"))
                    failed.insert(name)
                    return
                }
                if placement.component == name {
                    diagnostics.append(SiteDiagnostic(
                        file: draft.file, line: placement.line, column: placement.column, message: "'\(name)' places itself: \(name) → \(name)"))
                    failed.insert(name)
                    return
                }
                finish(placement.component, chain: chain + [name])
                if failed.contains(placement.component) {
                    diagnostics.append(SiteDiagnostic(
                        file: draft.file, line: placement.line, column: placement.column,
                        message: "'\(name)' places '\(placement.component)', which cannot be drawn: see its own problem"))
                    failed.insert(name)
                    return
                }
            }
            guard finished[name] == nil, !failed.contains(name) else { return }
            switch SiteComponentFile.finish(draft, components: finished, renderOptions: renderOptions) {
            case .success(let component):
                finished[name] = component
                own.append(component)
                files[name] = draft.file
            case .failure(let problem):
                diagnostics.append(problem)
                failed.insert(name)
            }
        }
        for name in names { finish(name, chain: []) }
        // Listed by name, whatever order they were finished in.
        own.sort { $0.name < $1.name }
        set = ComponentSet(all: Components.all + own)
    }

    /// A site folder's components, read from disk for `vitrine list` and `vitrine render`: none when the folder
    /// does not exist or belongs to another tool's project.
    package static func load(siteDirectory: String) -> SiteComponents {
        var folder = SiteConfig.defaultComponentsFolder
        let configPath = siteDirectory + "/" + SiteConfig.fileName
        if let bytes = POSIXRead.file(configPath) {
            // The config's own mistakes are the build's to report: a command that draws components reads only where they are.
            folder = SiteConfig.parse(String(decoding: bytes, as: UTF8.self), file: configPath).0.componentsFolder
        } else if ToolProject.find(for: siteDirectory) != nil {
            return SiteComponents(staticFiles: [], folder: folder, displayPrefix: siteDirectory)
        }
        let directory = siteDirectory + "/" + folder
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".svg") || $0.hasSuffix(".html") }.sorted()
        let files = names.compactMap { name in
            POSIXRead.file(directory + "/" + name).map { SiteSource.StaticFile(path: folder + "/" + name, bytes: $0) }
        }
        return SiteComponents(staticFiles: files, folder: folder, displayPrefix: siteDirectory)
    }
}
