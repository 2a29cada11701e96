/// The languages a site is written in (`languages:` in the config), and where each language's pages are.
///
/// A page's path is the same in every language but for the language's folder: `fr/guide/install.md` is the
/// French `guide/install.md`. Translations kept as suffixes (`install.fr.md`) are read into that shape by
/// `Translations`, so everything after reading sees folders. The default language has a folder of its own when
/// the site lays translations out as folders (`en/`), and is at the root when they are suffixes, as Hugo puts it.
package struct SiteLanguages: Sendable, Equatable {
    /// How translations are kept beside each other in the site folder.
    package enum Layout: String, Sendable, Equatable, CaseIterable {
        /// `en/guide.md`, `fr/guide.md`: Docusaurus', Hugo's content folders, Starlight's locales.
        case folders
        /// `guide.md`, `guide.fr.md`: Hugo's file names, mkdocs-static-i18n's suffixes.
        case suffixes
        /// `guide.md`, `fr/guide.md`: the default language at the root, the others in folders (Starlight's root
        /// locale). Not a setting of `translations:`: read from the tool's config.
        case rootAndFolders

        /// The layouts a site's `translations:` chooses from.
        static let chosen: [Layout] = [.folders, .suffixes]
    }

    package struct Language: Sendable, Equatable {
        /// The code, also its folder and its `lang`: `fr`, `pt-BR`.
        package let code: String
        /// The name readers pick it by, in itself: `Français`.
        package var name: String
        /// The config's own words for the theme, over `ThemeWords`' for this language.
        package var words: [String: String] = [:]
        /// The site's title in this language, where the tool's config gives one (Hugo's `languages.fr.title`).
        package var title: String?
    }

    /// The default language first, then the others in the config's order.
    package private(set) var languages: [Language]
    package var layout: Layout
    /// Whether the default language is published in its folder though its pages are suffixes (Hugo's
    /// `defaultContentLanguageInSubdir`): `guide.md` and `guide.en.md` at `en/guide/`.
    package var defaultInFolder = false

    /// A site in one language: every page at its own path.
    package init(single code: String) {
        languages = [Language(code: code, name: ThemeWords.name(of: code))]
        layout = .suffixes
    }

    package init(languages: [Language], layout: Layout) {
        self.languages = languages
        self.layout = layout
    }

    package var isMultilingual: Bool { languages.count > 1 }
    package var defaultLanguage: Language { languages[0] }
    package var codes: [String] { languages.map(\.code) }

    /// The folder a language's pages are in: `fr/`; `` for a default language at the root (suffixes, or a tool's
    /// root locale).
    package func prefix(of code: String) -> String {
        layout != .folders && !defaultInFolder && code == defaultLanguage.code ? "" : code + "/"
    }

    /// The language a path (after reading) belongs to, and the path inside that language's folder.
    ///
    /// With folders, a page outside every language's folder is the default language's, at its own path.
    package func split(_ path: String) -> (language: String, key: String) {
        guard isMultilingual, let slash = path.firstIndex(of: "/") else { return (defaultLanguage.code, path) }
        let first = String(path[..<slash])
        guard codes.contains(first), first != defaultLanguage.code || layout == .folders || defaultInFolder else { return (defaultLanguage.code, path) }
        return (first, String(path[path.index(after: slash)...]))
    }

    /// The path of `key` in `code`'s folder.
    package func path(of key: String, in code: String) -> String { prefix(of: code) + key }

    /// Where relative links in the page at `path` are written from: the folder its file is in, which for a
    /// suffix translation (`fr/guide.md`, read from `guide.fr.md`) is the default language's.
    func linkFolder(of path: String) -> String {
        let folder = SitePaths.directory(of: path)
        guard layout == .suffixes, isMultilingual else { return folder }
        let (language, key) = split(path)
        return language == defaultLanguage.code && !defaultInFolder ? folder : SitePaths.directory(of: key)
    }

    /// A link's target page as the linking page's language has it: a suffix translation links `other.md` and
    /// means its own language's `fr/other.md`, which `exists` says is there.
    func target(_ path: String, from pagePath: String, exists: (String) -> Bool) -> String {
        guard layout == .suffixes, isMultilingual else { return path }
        let (language, _) = split(pagePath)
        guard language != defaultLanguage.code, split(path).language == defaultLanguage.code else { return path }
        let translated = self.path(of: path, in: language)
        return exists(translated) ? translated : path
    }

    /// A file's path as the build reads it: `guide.fr.md` is `fr/guide.md` where translations are suffixes (links
    /// name translations by their files, as Zola's `@/guide.fr.md`); any other path as it is.
    func readPath(of file: String) -> String {
        guard layout == .suffixes, isMultilingual, file.hasSuffix(".md") else { return file }
        let stem = file.dropLast(3)
        let unsuffixed = defaultInFolder ? prefix(of: defaultLanguage.code) + file : file
        guard let dot = stem.lastIndex(of: "."), !stem[dot...].contains("/") else { return unsuffixed }
        let code = String(stem[stem.index(after: dot)...])
        guard codes.contains(code) else { return unsuffixed }
        return path(of: stem[..<dot] + ".md", in: code)
    }

    /// Scripts written right to left: the page is laid out mirrored.
    package static func isRightToLeft(_ code: String) -> Bool {
        let base = code.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "fa", "ur", "yi", "ps", "dv", "ckb", "sd", "ug"].contains(base)
    }

    /// Whether a code can be a folder and a URL segment: letters, digits, `-` and `_`, starting with a letter.
    static func isSafeCode(_ code: String) -> Bool {
        guard let first = code.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first), code.count <= 35 else { return false }
        return code.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}

extension SiteLanguages {
    /// The languages of another tool's config, the default first and the others by `weight` (Hugo's), then code;
    /// `nil` when there is one, or a code cannot be a folder: the site then builds its default language alone.
    static func fromTool(_ table: [String: HeaderValue], defaultCode: String, layout: Layout) -> SiteLanguages? {
        let others = table.keys.filter { $0 != defaultCode }
        guard !others.isEmpty, ([defaultCode] + others).allSatisfy(isSafeCode) else { return nil }
        func weight(_ code: String) -> Int {
            if case .scalar(let text, _)? = table[code]?["weight"] { return Int(text) ?? Int.max }
            return Int.max
        }
        func language(_ code: String) -> Language {
            let name: String? = if case .scalar(let text, _)? = table[code]?["languageName"] ?? table[code]?["label"] { text } else { nil }
            let title: String? = if case .scalar(let text, _)? = table[code]?["title"], !text.isEmpty { text } else { nil }
            return Language(code: code, name: name ?? ThemeWords.name(of: code), title: title)
        }
        let ordered = others.sorted { (weight($0), $0) < (weight($1), $1) }
        return SiteLanguages(languages: [language(defaultCode)] + ordered.map(language), layout: layout)
    }
}
