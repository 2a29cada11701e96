import Foundation

/// The config files a tool reads beside its main one: MkDocs' `INHERIT` parent, Hugo's config directory.
extension ToolConfig {
    /// MkDocs' `INHERIT: base.yml`: the settings of the file it names (and of the one that names, on up), under the
    /// config's own, mappings merged key by key as MkDocs merges them. A file that cannot be read is an error at
    /// the setting.
    static func inherited(_ fields: HeaderFields, from setting: HeaderFields.Field, file: String, shown: String, depth: Int = 0) -> HeaderFields {
        guard case .scalar(let name, _) = setting.value else { return fields }
        let folder = (file as NSString).deletingLastPathComponent
        let parentFile = name.hasPrefix("/") ? name : folder + "/" + name
        var merged = fields
        guard depth < 8, let data = FileManager.default.contents(atPath: parentFile) else {
            merged.diagnostics.append(fields.diagnostic(
                at: setting.valuePlace, depth < 8 ? "INHERIT names '\(name)', which cannot be read" : "INHERIT goes more than 8 files deep"))
            return merged
        }
        let parentShown = (shown as NSString).deletingLastPathComponent.isEmpty ? name : (shown as NSString).deletingLastPathComponent + "/" + name
        var parent = Self.fields(String(decoding: data, as: UTF8.self), file: parentShown)
        if let grandparent = parent.fields["INHERIT"] { parent = inherited(parent, from: grandparent, file: parentFile, shown: parentShown, depth: depth + 1) }
        merged.diagnostics += parent.diagnostics
        for name in parent.names {
            guard let field = parent.fields[name], name != "INHERIT" else { continue }
            if let own = fields.fields[name] {
                merged.add(name, HeaderFields.Field(value: mergedValue(own.value, over: field.value), keyPlace: own.keyPlace, valuePlace: own.valuePlace))
            } else {
                merged.add(name, field)
            }
        }
        return merged
    }

    /// A script config (VitePress, Docusaurus, Astro): recognised by its name, never run. Its site title is
    /// taken only where it is written as a literal (`title: 'Vite'`), and its folders are the tool's defaults.
    /// The file's settings, by its extension: TOML, YAML or JSON.
    /// Hugo's config directory: each other file of `config/_default/` is the table its name says (`markup.toml` is
    /// `[markup]`, `languages.fr.toml` is `[languages.fr]`), read under the main file's settings, which win.
    static func withConfigDirectory(_ fields: HeaderFields, folder: String, own: String) -> HeaderFields {
        var merged = fields
        var tables: [String: [String: HeaderValue]] = [:]
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where name != own && [".toml", ".yaml", ".yml", ".json"].contains(where: name.hasSuffix) {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
            let read = Self.fields(String(decoding: data, as: UTF8.self), file: folder + "/" + name)
            let values = Dictionary(read.names.compactMap { key in read.fields[key].map { (key, $0.value) } }) { first, _ in first }
            let parts = (name as NSString).deletingPathExtension.split(separator: ".").map(String.init)
            // `menus.en.toml` and the like belong to the language's own settings, which vitrine does not read, but
            // for the default language's, which are the site's (`menu.en.toml` is the main menu of an English site).
            let defaultLanguage: String = if case .scalar(let code, _)? = fields.fields["defaultContentLanguage"]?.value { code } else { "en" }
            if parts.count == 2, parts[0] == "languages" {
                tables["languages", default: [:]][parts[1]] = .table(values)
            } else if parts.count == 2, parts[0] == "menu" || parts[0] == "menus", parts[1] == defaultLanguage {
                tables["menus", default: [:]].merge(values) { own, _ in own }
            } else if parts.count == 1 {
                tables[parts[0], default: [:]].merge(values) { own, _ in own }
            }
        }
        // A folder of the directory holds its table's file too (`module/module.yaml`), as Hugo reads it.
        for name in names where FileTree.isFolder(folder + "/" + name) && tables[name] == nil {
            for ext in [".toml", ".yaml", ".yml", ".json"] {
                guard let data = FileManager.default.contents(atPath: folder + "/" + name + "/" + name + ext) else { continue }
                let read = Self.fields(String(decoding: data, as: UTF8.self), file: folder + "/" + name + "/" + name + ext)
                tables[name] = Dictionary(read.names.compactMap { key in read.fields[key].map { (key, $0.value) } }) { first, _ in first }
                break
            }
        }
        for (key, table) in tables.sorted(by: { $0.key < $1.key }) {
            // A table the main file has too (`[module]` with its imports, `module.yaml` with the mounts) is both
            // merged, Hugo's way, the main file's values winning.
            if let own = merged.fields[key] {
                merged.add(key, .init(value: mergedValue(own.value, over: .table(table)), keyPlace: own.keyPlace, valuePlace: own.valuePlace))
            } else {
                let place = HeaderPlace(line: 1, column: 1)
                merged.add(key, .init(value: .table(table), keyPlace: place, valuePlace: place))
            }
        }
        return merged
    }


    static func fields(_ text: String, file: String) -> HeaderFields {
        if file.hasSuffix(".toml") { return TOMLHeader.fields(parsing: text, file: file, lineOffset: 0) }
        if file.hasSuffix(".json") { return JSONConfig.fields(parsing: text, file: file) }
        return YAMLHeader.fields(parsing: text, file: file, lineOffset: 0)
    }
}

extension ToolConfig {
    /// A glob's `{a,b}` alternatives as globs of their own (`*.{gql,graphql}` is `*.gql` and `*.graphql`), for a
    /// matcher that has none; nested braces too.
    static func braceExpanded(_ glob: String) -> [String] {
        guard let open = glob.firstIndex(of: "{"), let close = glob[open...].firstIndex(of: "}") else { return [glob] }
        let choices = glob[glob.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
        let (before, after) = (String(glob[..<open]), String(glob[glob.index(after: close)...]))
        return choices.flatMap { choice in braceExpanded(before + choice + after) }
    }
}
