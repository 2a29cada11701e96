import Foundation

/// What an MkDocs config's plugins and extensions say beyond their names: a plugin's options, the edit link,
/// pymdownx.snippets' folders.
extension ToolConfig {
    /// The options of the MkDocs plugin `name` in `plugins:` (`- i18n: {…}` in a list, or `i18n: {…}` in a table).
    static func mkDocsPluginOptions(_ plugins: HeaderValue?, named name: String) -> [String: HeaderValue]? {
        switch plugins {
        case .table(let entries)?:
            if case .table(let options)? = entries[name] { return options }
        case .list(let entries)?:
            for case .table(let entry) in entries {
                if case .table(let options)? = entry[name] { return options }
            }
        default: break
        }
        return nil
    }


    /// MkDocs' edit link: `repo_url` joined with `edit_uri`, which defaults to `edit/master/docs/` for GitHub and
    /// GitLab repositories and is off for others, as MkDocs sets it.
    static func mkDocsEditURL(repository: String?, editURI: String?) -> String? {
        guard let repository, repository.hasPrefix("http") else { return nil }
        let isKnownHost = repository.contains("://github.com/") || repository.contains("://gitlab.com/")
        guard let path = editURI ?? (isKnownHost ? "edit/master/docs/" : nil), !path.isEmpty else { return nil }
        if path.hasPrefix("http") { return (path.hasSuffix("/") ? path : path + "/") + SiteConfig.editPathPlaceholder }
        let base = repository.hasSuffix("/") ? repository : repository + "/"
        let relative = path.drop { $0 == "/" }
        return base + relative + (relative.hasSuffix("/") || relative.isEmpty ? "" : "/") + SiteConfig.editPathPlaceholder
    }


    /// The folders pymdownx.snippets reads from when `markdown_extensions` names it: its `base_path` (one or a
    /// list, from the project's root), the root itself unless set.
    static func snippetBases(_ extensions: HeaderValue?, root: String) -> [String] {
        // MkDocs takes the extensions as a list or as a mapping of names to options.
        let entries: [HeaderValue] = switch extensions {
        case .list(let entries)?: entries
        case .table(let named)?: named.keys.sorted().map { .table([$0: named[$0]!]) }
        default: []
        }
        for entry in entries {
            if case .scalar("pymdownx.snippets", _) = entry { return [root] }
            guard let options = entry["pymdownx.snippets"] else { continue }
            let bases: [String] = switch options["base_path"] {
            case .scalar(let path, _)?: [path]
            case .list(let paths)?: paths.compactMap { if case .scalar(let path, _) = $0 { path } else { nil } }
            default: ["."]
            }
            return bases.map { $0.hasPrefix("/") ? $0 : root + "/" + $0 }
        }
        return []
    }
}

extension ToolConfig {
    /// Whether a `nav:` holds awesome-pages' `...`, which stands for the pages it does not name.
    static func holdsRestMarker(_ value: HeaderValue) -> Bool {
        switch value {
        case .scalar(let text, _): text.trimmingCharacters(in: .whitespaces).hasPrefix("...")
        case .list(let items): items.contains(where: holdsRestMarker)
        case .table(let entries): entries.keys.contains { $0.hasPrefix("...") } || entries.values.contains(where: holdsRestMarker)
        }
    }
}
