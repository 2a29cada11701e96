/// Puts a multilingual site's pages into one shape: each language's pages in its folder (`fr/guide.md`), every
/// page of the default language present in every language (`PageFile.fallbackFrom`), as Docusaurus and
/// mkdocs-static-i18n fill an untranslated page with the original.
enum Translations {
    /// - Returns: The pages and static files as the build reads them, and the errors of two files that are one
    ///   page in one language.
    static func arrange(
        pages: [SiteSource.PageFile], staticFiles: [SiteSource.StaticFile], config: inout SiteConfig, directory: String
    ) -> (pages: [SiteSource.PageFile], staticFiles: [SiteSource.StaticFile], diagnostics: [SiteDiagnostic]) {
        var languages = config.languages
        let defaultCode = languages.defaultLanguage.code
        if !config.translationsLayoutGiven {
            // A site with a folder for its default language keeps every language in a folder.
            languages.layout = pages.contains { $0.path.hasPrefix(defaultCode + "/") } ? .folders : .suffixes
            config.languages = languages
        }
        var staticFiles = staticFiles
        var arranged = pages
        if languages.layout == .suffixes {
            arranged = pages.map { suffixed($0, languages: languages) }
            if config.sourceTool == .mkDocs { (staticFiles, config.localizedFiles) = localized(staticFiles, languages: languages) }
        } else {
            // A folder named in another case than its language (Starlight's `zh-CN/` for the locale `zh-cn`, which
            // Astro publishes lowercased) is that language's.
            arranged = arranged.map { page in
                guard let spelled = respelled(page.path, languages: languages) else { return page }
                return page.read(as: spelled)
            }
            staticFiles = staticFiles.map { file in respelled(file.path, languages: languages).map { SiteSource.StaticFile(path: $0, bytes: file.bytes) } ?? file }
        }
        var diagnostics: [SiteDiagnostic] = []
        var byPath: [String: Int] = [:]
        var unique: [SiteSource.PageFile] = []
        for page in arranged {
            if let first = byPath[page.path] {
                let (language, _) = languages.split(page.path)
                diagnostics.append(SiteDiagnostic(
                    file: directory + "/" + page.file, line: 1, column: 1,
                    message: "two translations of one page in '\(language)': \(directory)/\(unique[first].file) and this file; keep one"))
                continue
            }
            byPath[page.path] = unique.count
            unique.append(page)
        }
        arranged = unique
        // With folders, a page outside them is the default language's at its own path, which its folder's page
        // of the same name already is (`index.md` beside `en/index.md`).
        if languages.layout != .suffixes {
            let prefix = languages.prefix(of: defaultCode)
            let inside = Dictionary(
                arranged.lazy.filter { $0.path.hasPrefix(prefix) }.map { (String($0.path.dropFirst(prefix.count)), $0.file) }, uniquingKeysWith: { first, _ in first })
            var leftOut: Set<String> = []
            for page in arranged where !prefix.isEmpty && !page.path.hasPrefix(prefix) && languages.split(page.path).language == defaultCode {
                guard let twin = inside[page.path] else { continue }
                let folders = languages.codes.map { $0 + "/" }.joined(separator: ", ")
                // Starlight publishes both, this one at the root, where vitrine sends readers to the default
                // language's folder: the site is built without it, and says so.
                if config.sourceTool == .starlight {
                    leftOut.insert(page.path)
                    diagnostics.append(SiteDiagnostic(
                        file: directory + "/" + page.file, line: 1, column: 1,
                        message: "this page is outside the language folders (\(folders)) and is also \(twin): left out, as the site's root sends readers to \(prefix) (Starlight publishes it at the root)",
                        severity: .warning))
                } else {
                    diagnostics.append(SiteDiagnostic(
                        file: directory + "/" + page.file, line: 1, column: 1,
                        message: "this page is outside the language folders (\(folders)) and is also \(twin): keep one (the site's root already sends readers to \(prefix))"))
                }
            }
            arranged.removeAll { leftOut.contains($0.path) }
        }
        // Every page of the default language, in each language that lacks it.
        let originals = config.fillsMissingTranslations ? arranged.filter { languages.split($0.path).language == defaultCode } : []
        for code in languages.codes.dropFirst() {
            for original in originals {
                let key = languages.split(original.path).key
                let path = languages.path(of: key, in: code)
                guard byPath[path] == nil else { continue }
                var fallback = original.read(as: path)
                fallback.fallbackFrom = original.path
                arranged.append(fallback)
                // One stand-in a page: a page outside the language folders may share its key with one inside.
                byPath[path] = arranged.count - 1
            }
        }
        arranged.sort { $0.path < $1.path }
        // Docusaurus builds each locale as a whole site of its own, its files too.
        let mirrors = languages.layout == .folders || config.sourceTool == .docusaurus
        return (arranged, mirrors ? mirrored(staticFiles, languages: languages) : staticFiles, diagnostics)
    }

    /// `path` with its first folder spelled as the language it names in another case (`zh-CN/` as `zh-cn/`).
    private static func respelled(_ path: String, languages: SiteLanguages) -> String? {
        guard let slash = path.firstIndex(of: "/") else { return nil }
        let first = path[..<slash]
        guard !languages.codes.contains(String(first)), let code = languages.codes.first(where: { $0.lowercased() == first.lowercased() }) else { return nil }
        return code + path[slash...]
    }

    /// A site of one language's pages named with its code (`guide.en.md`) read under their plain names, as Hugo
    /// publishes them; a plain file of the same name goes first, and the suffixed one keeps its name.
    static func withoutLanguageSuffix(_ code: String, _ pages: [SiteSource.PageFile]) -> [SiteSource.PageFile] {
        let suffix = "." + code.lowercased() + ".md"
        guard pages.contains(where: { $0.path.lowercased().hasSuffix(suffix) }) else { return pages }
        var taken = Set(pages.map(\.path))
        return pages.map { page in
            guard page.path.lowercased().hasSuffix(suffix) else { return page }
            let plain = page.path.dropLast(suffix.count) + ".md"
            guard plain != ".md", !plain.hasSuffix("/.md"), taken.insert(String(plain)).inserted else { return page }
            return page.read(as: String(plain))
        }
    }

    /// `guide.fr.md` read as `fr/guide.md`; `guide.en.md`, in the default language, as `guide.md`.
    private static func suffixed(_ page: SiteSource.PageFile, languages: SiteLanguages) -> SiteSource.PageFile {
        let path = languages.readPath(of: page.path)
        guard path != page.path else { return page }
        return page.read(as: path)
    }

    /// The default language's files (`en/images/a.png`, or `images/a.png` at the root) also in each language's
    /// folder that lacks them, so a translated page's relative links to pictures land as they do in the original.
    /// mkdocs-static-i18n's localised files (`shot.de.png`): each published under its plain name in its language's
    /// folder too (`de/shot.png`; the default language's at `shot.png`, over a plain file there), as each
    /// language's build publishes it. Also the paths of the other languages' files, which their pages' links find.
    private static func localized(_ files: [SiteSource.StaticFile], languages: SiteLanguages) -> (files: [SiteSource.StaticFile], others: Set<String>) {
        var moved: [String: SiteSource.StaticFile] = [:]
        var others: Set<String> = []
        for file in files {
            let folder = SitePaths.directory(of: file.path)
            let name = file.path.dropFirst(folder.count)
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 3, case let code = String(parts[parts.count - 2]), languages.codes.contains(code) else { continue }
            let plain = folder + (parts.dropLast(2) + [parts.last!]).joined(separator: ".")
            let path = code == languages.defaultLanguage.code && !languages.defaultInFolder ? plain : languages.path(of: plain, in: code)
            moved[file.path] = SiteSource.StaticFile(path: path, bytes: file.bytes)
            if code != languages.defaultLanguage.code { others.insert(path) }
        }
        guard !moved.isEmpty else { return (files, []) }
        // The file stays at its own name too: a link may name it so (`shot.de.png`).
        let replaced = Set(moved.values.map(\.path))
        return (files.filter { !replaced.contains($0.path) } + moved.values.sorted { $0.path < $1.path }, others)
    }

    private static func mirrored(_ files: [SiteSource.StaticFile], languages: SiteLanguages) -> [SiteSource.StaticFile] {
        let prefix = languages.prefix(of: languages.defaultLanguage.code)
        let present = Set(files.map(\.path))
        var all = files
        for file in files where file.path.hasPrefix(prefix) && languages.split(file.path).language == languages.defaultLanguage.code {
            let key = file.path.dropFirst(prefix.count)
            for code in languages.codes.dropFirst() {
                let path = languages.path(of: String(key), in: code)
                if !present.contains(path) { all.append(SiteSource.StaticFile(path: path, bytes: file.bytes)) }
            }
        }
        return all
    }
}
