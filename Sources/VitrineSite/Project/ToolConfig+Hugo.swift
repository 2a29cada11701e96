import Foundation

extension ToolConfig {
    /// Hugo's settings: the site's, its languages, URLs, Markdown and mounts; `false` for a `config.toml` that is
    /// Zola's (`base_url`), not Hugo's.
    static func readHugo(_ settings: ConfigValue, file: String, into read: inout Read) -> Bool {
        if settings.string("base_url") != nil, !file.hasSuffix("hugo.toml") { return false }
        let language = settings.string("defaultContentLanguage") ?? "en"
        // The default language's own title is its pages' site title, over the root one.
        read.config.title = settings.string("languages", language, "title") ?? settings.string("title") ?? ""
        read.config.description = settings.string("params", "description") ?? settings.string("description")
            ?? settings.string("languages", language, "params", "description") ?? ""
        read.config.baseURL = settings.string("baseURL") ?? read.config.baseURL
        read.config.language = settings.string("languageCode") ?? language
        read.config.fileNameLanguage = language
        read.config.rawHTML = settings.bool("markup", "goldmark", "renderer", "unsafe") ?? false
        read.config.math = settings.bool("markup", "goldmark", "extensions", "passthrough", "enable") ?? false
        // `typographer = false`, or since Hugo 0.112 `[…typographer] disable = true`.
        read.config.hugoTypographer = settings.bool("markup", "goldmark", "extensions", "typographer") != false
            && settings.bool("markup", "goldmark", "extensions", "typographer", "disable") != true
        // Docsy, as a theme or a module, lists a docs section's pages under its text.
        let themes = (settings.strings("theme") ?? settings.string("theme").map { [$0] } ?? [])
            + (settings.value("module", "imports").map { imports in
                if case .list(let items) = imports { items.compactMap { if case .table(let module) = $0, case .scalar(let path, _)? = module["path"] { path } else { nil } } } else { [] }
            } ?? [])
        read.config.sectionsListPages = themes.contains { $0.lowercased().contains("docsy") }
        read.config.hugoBlackfridayIDs = settings.string("markup", "goldmark", "parser", "autoHeadingIDType")?.lowercased() == "blackfriday"
        read.contentFolder = settings.string("contentDir") ?? "content"
        // `uglyURLs` publishes pages as `name.html`: every section's, or those it names (`[uglyURLs] post = true`).
        switch settings.value("uglyURLs") {
        case .scalar(let value, _)? where value == "true": read.config.uglyURLSections = [""]
        case .table(let sections)?: read.config.uglyURLSections = Set(sections.filter { $0.value.truth == true }.keys)
        default: break
        }
        // `disablePathToLower` keeps the files' case in their URLs (`/Configuring/Basics/`).
        if settings.bool("disablePathToLower") == true { read.config.lowercaseURLs = false }
        // `frontmatter: {date: [":filename", ":default"]}`: `2020-05-27-csi.md` is dated so, its slug `csi`.
        let dateHandlers = settings.strings("frontmatter", "date") ?? settings.string("frontmatter", "date").map { [$0] } ?? []
        read.config.hugoFileNameDates = dateHandlers.contains(":filename")
        if case .table(let languages)? = settings.value("languages") {
            let folders = languages.compactMapValues { value -> String? in
                guard case .scalar(let folder, _)? = value["contentDir"] ?? value["contentdir"] else { return nil }
                return folder
            }
            // Translations beside the pages (`page.fr.md`) are built, each language in its folder as Hugo
            // publishes it; a language's own content folder is not yet read as one.
            if folders.isEmpty, var multilingual = SiteLanguages.fromTool(languages, defaultCode: language, layout: .suffixes) {
                multilingual.defaultInFolder = settings.bool("defaultContentLanguageInSubdir") ?? false
                read.setLanguages(multilingual, fillsMissing: false)
            } else {
                read.config.otherLanguages = languages.keys.filter { $0 != language }.sorted()
            }
            for (name, folder) in folders.sorted(by: { $0.key < $1.key }) {
                if name == language { read.contentFolder = folder } else { read.otherContentFolders.append(folder) }
            }
        }
        read.staticFolders = settings.strings("staticDir") ?? ["static"]
        // Hugo merges each theme's static folder under the project's (`theme = "docsy"`, in `themesDir`).
        let themesDir = settings.string("themesDir") ?? "themes"
        read.themeStaticFolders = (settings.strings("theme") ?? settings.string("theme").map { [$0] } ?? [])
            .filter { !$0.contains("/") && !$0.isEmpty }.map { themesDir + "/" + $0 + "/static" }
        // `[permalinks]` (or its `page` table, Hugo 0.115 on): each section's pages at a pattern of their own.
        if case .table(var patterns)? = settings.value("permalinks") {
            if case .table(let pages)? = patterns["page"] { patterns = pages }
            read.config.sectionPermalinks = patterns.compactMapValues { if case .scalar(let text, .string) = $0 { text } else { nil } }
        }
        // What the config's `cascade` keeps from being rendered (`Cascade.unrendered`).
        read.config.hugoCascade = settings.value("cascade")
        // The main menu's entries order the top of the menu and name its pages, as Hugo's themes show them.
        if let menu = settings.value("menu", "main") ?? settings.value("menus", "main") {
            read.config.navigation = ReadingOrder.items(fromHugoMenu: menu)
            read.config.hugoMenu = menu
        }
        // Module mounts place folders of the project at `content` and `static`, as the Hugo docs mount `content/en`.
        if case .list(let mounts)? = settings.value("module", "mounts") { hugoMounts(mounts, into: &read) }
        read.languagesPlace = settings.field("languages")?.1.keyPlace
        return true
    }

    /// Hugo's module mounts: folders of the project at `content` and `static` (the Hugo docs mount
    /// `content/en`) or below `static` (`static/img/logos`), a folder below `content` (`content/docs`) published
    /// there, as jaeger mounts its docs' versions, and `files: ['! docs/v?']` leaving files out of a mount.
    static func hugoMounts(_ mounts: [HeaderValue], into read: inout Read) {
        let mounted = { (target: String) in
            mounts.compactMap { mount -> String? in
                guard case .scalar(let source, _)? = mount["source"], case .scalar(target, _)? = mount["target"] else { return nil }
                return source
            }
        }
        if let content = mounted("content").first { read.contentFolder = content }
        read.otherContentFolders += mounted("content").dropFirst()
        if !mounted("static").isEmpty { read.staticFolders = mounted("static") }
        // `files: ['! docs/v?']` leaves files out of a mount; a folder mounted below `content` (`content/docs`)
        // is published there, as jaeger mounts its docs' versions.
        let leftOut = { (mount: HeaderValue) -> [String] in
            let patterns: [HeaderValue] = switch mount["files"] {
            case .list(let list)?: list
            case let single?: [single]
            case nil: []
            }
            return patterns.compactMap { pattern in
                guard case .scalar(let text, _) = pattern, text.hasPrefix("!") else { return nil }
                return text.dropFirst().trimmingCharacters(in: .whitespaces)
            }
        }
        for mount in mounts {
            guard case .scalar(let source, _)? = mount["source"], case .scalar(let target, _)? = mount["target"] else { continue }
            if target.hasPrefix("static/"), case let prefix = target.dropFirst("static/".count).split(separator: "/").joined(separator: "/"), !prefix.isEmpty {
                read.staticMounts.append((source, prefix + "/"))
            } else if target == "content", source == read.contentFolder {
                read.config.excluded += leftOut(mount)
            } else if target.hasPrefix("content/"), case let prefix = String(target.dropFirst("content/".count)), !prefix.isEmpty {
                read.mounts.append((source, prefix.split(separator: "/").joined(separator: "/") + "/"))
                read.mountExclusions[source] = leftOut(mount)
            }
        }
    }
}
