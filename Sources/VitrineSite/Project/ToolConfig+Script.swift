import Foundation

/// Script configs (VitePress, Docusaurus, Astro) read without running them: their literal settings, the files they
/// import from their own folder, Astro's path aliases and locales (Docusaurus' own folders: `ToolConfig+Docusaurus`).
extension ToolConfig {
    /// The folder aliases of `tsconfig.json`'s `compilerOptions.paths` (`"@assets/*": ["src/assets/*"]`), as
    /// (`@assets/`, `src/assets`), from the folder it is in.
    static func pathAliases(in folder: String) -> [(prefix: String, folder: String)] {
        guard let data = FileManager.default.contents(atPath: folder + "/tsconfig.json"),
            case .table(let paths)? = ScriptLiteral.value(after: "\"paths\":", in: String(decoding: data, as: UTF8.self))
        else { return [] }
        return paths.keys.sorted().compactMap { key in
            guard key.hasSuffix("/*"), key.count > 2, case .list(let targets)? = paths[key], case .scalar(let target, _)? = targets.first,
                target.hasSuffix("/*")
            else { return nil }
            return (String(key.dropLast()), String(target.dropLast(2)))
        }
    }

    /// Whether `folder` holds pictures and other files a page may show, not the project's code (`.astro`
    /// components, scripts), which is never published.
    static func isAssetFolder(_ folder: String) -> Bool {
        guard let found = FileManager.default.enumerator(atPath: folder) else { return false }
        let code: Set<String> = ["astro", "ts", "tsx", "js", "jsx", "mjs", "cjs", "vue", "svelte", "mdx", "md"]
        while let path = found.nextObject() as? String {
            if code.contains((path as NSString).pathExtension.lowercased()) { return false }
        }
        return true
    }

    /// - Parameter versions: Docusaurus' released versions, newest first (`versions.json`).
    /// - Parameter docsAreLatest: Whether the docs folder is the latest version, whose own folder is missing.
    static func script(tool: SourceTool, text: String, shown: String, inWebsiteFolder: Bool, versions: [String] = [], docsAreLatest: Bool = false) -> Read {
        var read = Read()
        // The config object's own title, not a footer column's or a sidebar group's written before it.
        read.config.title = outermostLiteral("title", in: text) ?? ""
        read.config.description = outermostLiteral("description", in: text) ?? ""
        read.config.rawHTML = true
        // Math is a plugin these tools load by name in the config: VitePress' `math: true`, remark-math.
        read.config.math = tool == .vitePress ? text.contains("math: true") : text.contains("remark-math")
        switch tool {
        case .vitePress:
            // `srcDir` holds the pages (Vue's docs keep them in `src/`); `public/` is inside it.
            let source = literal("srcDir", in: text).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }.flatMap { $0.isEmpty || $0 == "." ? nil : $0 }
            read.contentFolder = source ?? ""
            read.staticFolders = [(source.map { $0 + "/" } ?? "") + "public"]
            if case .list(let patterns)? = ScriptLiteral.value(after: "srcExclude:", in: text) {
                read.config.excluded += patterns.compactMap { if case .scalar(let pattern, _) = $0 { pattern } else { nil } }
            }
            // `rewrites: { 'en/:rest*': ':rest*' }` publishes pages at other paths; a function cannot be run.
            if case .table(let entries)? = ScriptLiteral.value(after: "rewrites:", in: text) {
                read.config.pathRewrites.rules = entries.compactMap { pattern, target in
                    guard case .scalar(let target, .string) = target else { return nil }
                    return PathRewrites.Rule(pattern: pattern, target: target)
                }
                // The more specific pattern first, as the longer one is; then by name, the same on every machine.
                .sorted { ($0.pattern.count, $1.pattern) > ($1.pattern.count, $0.pattern) }
            } else if text.contains("rewrites(") || text.contains("rewrites:") {
                read.diagnostics.append(SiteDiagnostic(
                    file: shown,
                    message: "the config's 'rewrites' is code vitrine does not run (a function or an import): pages are published at their source paths",
                    severity: .warning))
            }
            // markdown-it-attrs with delimiters of the site's own (`%{#id}%`) beside its braces.
            if let attrs = text.range(of: "attrs:") {
                let settings = String(text[attrs.upperBound...].prefix(300))
                // markdown-it-attrs names them `leftDelimiter` and `rightDelimiter`; VitePress 2 `left` and `right`.
                if let left = literal("leftDelimiter", in: settings) ?? literal("left", in: settings),
                    let right = literal("rightDelimiter", in: settings) ?? literal("right", in: settings), !left.isEmpty, !right.isEmpty,
                    (left, right) != ("{", "}")
                {
                    read.config.attributeDelimiters = SiteConfig.AttributeDelimiters(left: left, right: right)
                }
            }
            read.config.baseURL = literal("hostname", in: text).flatMap { $0.hasPrefix("http") ? $0 : nil } ?? read.config.baseURL
            // Each locale but `root` is a folder of translations (`zh/`), with its own menu and `lang`.
            if let languages = vitePressLanguages(text, siteLanguage: read.config.language) { read.setLanguages(languages, fillsMissing: false) }
            if read.config.title.isEmpty, let title = vitePressRootTitle(text) { read.config.title = title }
            // The sidebar's literal entries order the menu and group it, as `nav:` does MkDocs'.
            // Held in a variable of its own (`const sidebar = {…}`, then `themeConfig: { sidebar }`) as often as written in place.
            let constants = ScriptLiteral.constants(in: text)
            let sidebar = ScriptLiteral.read(after: "sidebar:", in: text, constants: constants) ?? ScriptLiteral.read(after: "sidebar =", in: text, constants: constants)
            if let sidebar {
                read.config.navigation = ReadingOrder.items(fromVitePressSidebar: sidebar.value)
            }
            if read.config.navigation.isEmpty, text.contains("sidebar:") || text.contains("sidebar =") {
                read.diagnostics.append(SiteDiagnostic(
                    file: shown,
                    message: "the sidebar is made by code vitrine does not run (a function, an import or a spread): the menu follows the folders instead",
                    severity: .warning))
            } else if let sidebar, sidebar.passedOver > 0 {
                let entries = sidebar.passedOver == 1 ? "1 entry" : "\(sidebar.passedOver) entries"
                read.diagnostics.append(SiteDiagnostic(
                    file: shown,
                    message: "\(entries) of the sidebar made by code vitrine does not run (a function call, an import or a spread) left out: "
                        + "their pages follow the sidebar's own, in their folders",
                    severity: .warning))
            }
            // With sidebars for parts of the site (`'/guide/': […]`), the top bar's links order the parts; one sidebar
            // for the whole site (a list, or `'/': […]` alone) keeps its own order.
            let coversWholeSite = switch sidebar?.value {
            case .table(let parts)?: parts.keys.allSatisfy { $0 == "/" }
            default: true
            }
            if let nav = ScriptLiteral.value(after: "nav:", in: text), !read.config.navigation.isEmpty, !coversWholeSite {
                read.config.navigation = ReadingOrder.items(fromVitePressSidebar: nav).map { ReadingOrder.Item(path: $0.path, title: nil) }
                    + read.config.navigation
            }
            if let anchor = text.range(of: "anchor:"), text[anchor.upperBound...].prefix(200).contains("slugify") {
                read.diagnostics.append(SiteDiagnostic(
                    file: shown,
                    message: "the config gives headings ids of its own ('markdown.anchor.slugify'), a function vitrine does not run: "
                        + "ids follow VitePress' default, and links written for the others may not land",
                    severity: .warning))
            }
        case .docusaurus:
            // Every docs instance (the preset's and each `plugin-content-docs`), from the config's own folder: the
            // one at the site's root, else the preset's, is the content folder; the others are mounted at their routes.
            let under = inWebsiteFolder ? "website/" : ""
            let instances = docusaurusDocs(in: text)
            let main = instances.first { $0.route.isEmpty } ?? instances[0]
            read.contentFolder = under + main.path
            read.staticFolders = [under + "static"]
            read.config.routePrefix = main.route.isEmpty ? "" : main.route + "/"
            // The docs folder published as the latest version under an address of its own (`/docs/v4/`): its links
            // are read from there, as the docs' root.
            if literal("lastVersion", in: text) == "current" || docsAreLatest, let path = docusaurusVersionPaths(in: text)["current"], !path.isEmpty {
                read.config.latestVersionPrefix = path + "/"
            }
            read.mounts = instances.filter { $0.path != main.path && !$0.route.isEmpty }.map { (under + $0.path, $0.route + "/") }
            read.mounts += docusaurusMounts(
                text: text, docsFolder: main.path, versions: main.isPreset ? versions : [], under: under, docsAreLatest: docsAreLatest)
            if let latest = read.mounts.first(where: { $0.prefix.isEmpty }) {
                // The latest released version is the docs' root; the docs folder is the next one.
                read.contentFolder = latest.folder
                read.mounts = read.mounts.filter { !$0.prefix.isEmpty }
            }
            // Markdown pages of `src/pages/` are published at the site's root, beside the docs.
            read.mounts.append((under + "src/pages", ""))
            // Without `trailingSlash: true` a page is at `/docs/page`, so its relative links are read from `/docs/`.
            read.config.pagesAreFiles = !text.contains("trailingSlash: true")
            read.config.readsMarkdownAsMDX = !["detect", "md"].contains(literal("format", in: text) ?? "mdx")
            read.config.datedFolders = Set(["blog"] + docusaurusBlogs(in: text).compactMap { $0.route.split(separator: "/").first.map(String.init) })
            if let host = literal("url", in: text), host.hasPrefix("http") {
                // Written as a template over a constant of the file (`${BASE_URL}/`) as often as plainly.
                let path = literal("baseUrl", in: text, templates: true).flatMap { filledTemplate($0, in: text) } ?? "/"
                read.config.baseURL = (host.hasSuffix("/") ? String(host.dropLast()) : host) + (path.hasPrefix("/") ? path : "/" + path)
            }
        case .starlight:
            read.contentFolder = "src/content/docs"
            read.staticFolders = ["public"]
            // Other integrations may take a `title` of their own before Starlight's. A plugin wrapping Starlight
            // passes its options on (`Icons({ starlight: {…} })`).
            if let call = text.range(of: "starlight(") ?? Self.wrappedStarlightOptions(in: text) {
                let options = String(text[call.upperBound...])
                read.config.title = literal("title", in: options) ?? starlightTitleByLanguage(in: options) ?? read.config.title
                // Written in place, or a constant of the file (`sidebar: guides`, or the shorthand `sidebar,`).
                let constants = ScriptLiteral.constants(in: text)
                let shorthand = options.range(of: "sidebar").flatMap { found in
                    options[found.upperBound...].drop { $0 == " " || $0 == "\n" }.first.flatMap { $0 == "," || $0 == "}" ? constants["sidebar"] : nil }
                }
                if let sidebar = ScriptLiteral.value(after: "sidebar:", in: options, constants: constants) ?? shorthand {
                    read.config.navigation = ReadingOrder.items(fromStarlightSidebar: sidebar)
                }
                // Each locale but the default is a folder of translations (`es/`); `root` is the content's root.
                if let locales = localesObject(options, in: text) {
                    let defaultLocale = literal("defaultLocale", in: options) ?? "root"
                    let keys = objectKeys(in: locales)
                    // A `root` locale is the content folder's root; any other default is a folder, as the others are.
                    let hasRoot = keys.contains("root")
                    let defaultCode = hasRoot ? (defaultLocale == "root" ? read.config.language : defaultLocale) : defaultLocale
                    let table = Dictionary(uniqueKeysWithValues: keys.filter { $0 != "root" }.map { ($0, HeaderValue.table([:])) })
                        .merging([defaultCode: .table([:])]) { own, _ in own }
                    if let multilingual = SiteLanguages.fromTool(table, defaultCode: defaultCode, layout: hasRoot ? .rootAndFolders : .folders) {
                        read.setLanguages(multilingual, fillsMissing: true)
                    } else {
                        read.config.languageFolders = keys.filter { $0 != "root" && $0 != defaultLocale }
                    }
                }
            }
            // Astro's `base` is the path the site is served under, which its authors write in links (`/docs/x`).
            let host = literal("site", in: text).flatMap { $0.hasPrefix("http") ? $0 : nil }
            let base = outermostLiteral("base", in: text).flatMap { $0.hasPrefix("/") && $0 != "/" ? $0 : nil }
            if host != nil || base != nil {
                read.config.baseURL = (host.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? "") + (base ?? "/")
            }
        default:
            break
        }
        return read
    }

    /// Where a plugin's `starlight: {` option starts, whose object is Starlight's own options.
    static func wrappedStarlightOptions(in text: String) -> Range<String.Index>? {
        var rest = text[...]
        while let found = rest.range(of: "starlight:") {
            let after = text[found.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            if after.first == "{" { return found.lowerBound..<after.startIndex }
            rest = text[found.upperBound...]
        }
        return nil
    }

    /// The text of the files a script config imports from its own folder (`from './shared'`), read, never run.
    static func importedFiles(of text: String, folder: String) -> [String] {
        var read: Set<String> = []
        return importedFiles(of: text, folder: folder, read: &read, depth: 0)
    }

    /// The files `text` imports, each followed by those it imports in turn (`locales/index.ts` re-exporting
    /// `./en.js`), three deep at most and each once.
    private static func importedFiles(of text: String, folder: String, read: inout Set<String>, depth: Int) -> [String] {
        guard depth < 3 else { return [] }
        var found: [String] = []
        var rest = text[...]
        while let from = rest.range(of: "from './") ?? rest.range(of: "from \"./") {
            rest = rest[from.upperBound...]
            guard let end = rest.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { break }
            let module = String(rest[..<end])
            // The project's own modules, in its folder or below (`./config/locales`), never above it.
            guard !module.split(separator: "/").contains("..") else { continue }
            // TypeScript projects import `./en.js` for the file `en.ts`.
            let stem = module.hasSuffix(".js") ? String(module.dropLast(3)) : module
            for candidate in [module, stem + ".ts", stem + ".mts", module + ".ts", module + ".mts", module + ".js", module + ".mjs"] {
                let path = folder + "/" + candidate
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                if read.insert(path).inserted {
                    let imported = String(decoding: data, as: UTF8.self)
                    found.append(imported)
                    found += importedFiles(of: imported, folder: (path as NSString).deletingLastPathComponent, read: &read, depth: depth + 1)
                }
                break
            }
        }
        return found
    }

    /// Starlight's title given by language (`title: { en: "Docs", fr: "Documentation" }`): the English one, else
    /// the first by code; vitrine's site has one title.
    static func starlightTitleByLanguage(in options: String) -> String? {
        guard case .table(let titles)? = ScriptLiteral.value(after: "title:", in: options) else { return nil }
        let texts = titles.compactMapValues { if case .scalar(let text, .string) = $0, !text.isEmpty { text } else { nil } }
        return texts["en"] ?? texts.keys.sorted().first.flatMap { texts[$0] }
    }

    /// A template literal's `${NAME}`s filled from the file's string constants (`const BASE_URL = '/docs'`); as
    /// written without any; `nil` when one names no such constant.
    static func filledTemplate(_ value: String, in text: String) -> String? {
        guard value.contains("${") else { return value }
        var result = ""
        var rest = value[...]
        while let open = rest.range(of: "${") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { return nil }
            let name = rest[open.upperBound..<close].trimmingCharacters(in: .whitespaces)
            guard let constant = stringConstant(name, in: text) else { return nil }
            result += constant
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The first `key: 'text'` (or `"text"`) in a script, as written; `nil` when the value is not a plain literal.
    /// Starlight's `locales` object: written in its options (`locales: {…}`), or a constant of the file they name
    /// (`locales,` or `locales: languages`, with `const languages = {…}` elsewhere in the config).
    static func localesObject(_ options: String, in text: String) -> Substring? {
        // The key, not the word in an import's path (`from "./locales/index.ts"`).
        var search = options[...]
        while let found = search.range(of: "locales") {
            search = options[found.upperBound...]
            var rest = options[found.upperBound...].drop { $0 == " " || $0 == "\t" }
            var name = "locales"
            if rest.first == ":" {
                rest = rest.dropFirst().drop { $0.isWhitespace }
                if rest.first == "{" { return rest }
                name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
            } else if let next = rest.first, next != "," && next != "}" && !next.isNewline {
                continue
            }
            guard !name.isEmpty, let constant = text.range(of: name + " = ") ?? text.range(of: name + "=") else { return nil }
            return text[constant.upperBound...]
        }
        return nil
    }

    /// The text of the object literal written after the first `key` that has one (`docs: {…}`), braces included.
    static func object(after key: String, in text: String) -> String? {
        // `docs:` is `"docs":` too, in a config written like JSON: the first written of them.
        let name = key.dropLast()
        let keys = key.hasSuffix(":") && !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            ? [key, "\"\(name)\":", "'\(name)':"] : [key]
        let found = keys.compactMap { objectFound(after: $0, in: text) }.min { $0.at < $1.at }
        return found.map { String(text[$0.range]) }
    }

    private static func objectFound(after key: String, in text: String) -> (at: String.Index, range: ClosedRange<String.Index>)? {
        var rest = text[...]
        while let found = rest.range(of: key) {
            rest = rest[found.upperBound...]
            let value = rest.drop { $0.isWhitespace }
            guard value.first == "{" else { continue }
            return ScriptBraces.closing(in: value, from: value.startIndex).map { (found.lowerBound, value.startIndex...$0) }
        }
        return nil
    }

    /// The keys of the object literal `text` starts with (after spaces): names or quoted strings before a `:`
    /// at its top level.
    static func objectKeys(in text: Substring) -> [String] {
        guard let open = text.firstIndex(where: { !$0.isWhitespace }), text[open] == "{" else { return [] }
        var keys: [String] = []
        var depth = 0
        var token = ""
        var quote: Character?
        var index = open
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if let open = quote {
                if character == open { quote = nil } else { token.append(character) }
                continue
            }
            if character == "/", let after = ScriptBraces.skipped(in: text, at: text.index(before: index)) {
                // A comment, which may hold an apostrophe.
                index = after
                continue
            }
            switch character {
            case "{", "[", "(":
                depth += 1
                token = ""
            case "}", "]", ")":
                depth -= 1
                token = ""
                if depth == 0 { return keys }
            case "'", "\"", "`":
                if depth == 1 { token = "" }
                quote = character
            case ":":
                if depth == 1, !token.isEmpty { keys.append(token) }
                token = ""
            case ",":
                token = ""
            default:
                if character.isLetter || character.isNumber || character == "_" || character == "-" { token.append(character) } else if !character.isWhitespace { token = "" }
            }
        }
        return keys
    }

    /// `literal`, for the occurrence of `key` nested in the fewest braces that has a literal value: a script
    /// config's top-level setting wherever it is written. Strings and comments are skipped.
    static func outermostLiteral(_ key: String, in text: String) -> String? {
        var candidates: [(depth: Int, at: String.Index)] = []
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "{": depth += 1
            case "}": depth = max(0, depth - 1)
            case "'", "\"", "`":
                // To the closing quote, past escaped ones. The key quoted (`"title":`) is a candidate too.
                if text[text.index(after: index)...].hasPrefix(key + String(character)) { candidates.append((depth, index)) }
                var end = text.index(after: index)
                while end < text.endIndex, text[end] != character {
                    if text[end] == "\\" { end = text.index(end, offsetBy: 1, limitedBy: text.endIndex) ?? text.endIndex }
                    if end < text.endIndex { end = text.index(after: end) }
                }
                index = end < text.endIndex ? text.index(after: end) : end
                continue
            case "/" where text[index...].hasPrefix("//"):
                index = text[index...].firstIndex(of: "\n") ?? text.endIndex
                continue
            case "/" where text[index...].hasPrefix("/*"):
                index = text[text.index(index, offsetBy: 2)...].range(of: "*/")?.upperBound ?? text.endIndex
                continue
            case "/":
                // A regular expression's quotes (`/"([^"]+)"/`) start no string.
                index = ScriptBraces.regexEnd(in: text[...], at: index) ?? text.index(after: index)
                continue
            default:
                if character == key.first, text[index...].hasPrefix(key) { candidates.append((depth, index)) }
            }
            index = text.index(after: index)
        }
        var constants: [String: HeaderValue]?
        for candidate in candidates.enumerated().sorted(by: { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }) {
            let at = candidate.element.at
            // A whole key: not the end of another name.
            if at > text.startIndex, let before = text[text.index(before: at)...].first, before.isLetter || before.isNumber || before == "_" || before == "$" || before == "." {
                continue
            }
            if let value = literal(key, in: String(text[at...])) { return value }
            // A constant of the file named there (`title: TITLE`, with `const TITLE = 'Lexical'`) is that value.
            if let name = identifierValue(of: key, in: text[at...]) {
                if let value = stringConstant(name, in: text) { return value }
                constants = constants ?? ScriptLiteral.constants(in: text)
                if case .scalar(let value, _)? = constants?[name] { return value }
            }
        }
        return nil
    }

    /// The text of `const NAME = 'text'` (a type between the name and `=` passed over); `nil` when the file has no
    /// such constant or its value is no plain string.
    private static func stringConstant(_ name: String, in text: String) -> String? {
        var rest = text[...]
        while let found = rest.range(of: "const " + name) {
            rest = rest[found.upperBound...]
            guard let equals = rest.firstIndex(of: "="), !rest[..<equals].contains("\n") else { continue }
            let between = rest[..<equals].trimmingCharacters(in: .whitespaces)
            guard between.isEmpty || between.hasPrefix(":") else { continue }
            let value = rest[rest.index(after: equals)...].drop { $0 == " " || $0 == "\t" }
            guard let quote = value.first, quote == "'" || quote == "\"" else { continue }
            let body = value.dropFirst()
            guard let end = body.firstIndex(of: quote), !body[..<end].contains("\n"), !body[..<end].contains("\\") else { continue }
            return String(body[..<end])
        }
        return nil
    }

    /// The name after `key:` when the value is a plain identifier (`title: TITLE,`); `nil` otherwise.
    private static func identifierValue(of key: String, in text: Substring) -> String? {
        var rest = text.dropFirst(key.count)
        if rest.first == "\"" || rest.first == "'" { rest = rest.dropFirst() }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
        guard let first = name.first, !first.isNumber, let after = rest.dropFirst(name.count).first, ",}\n \r".contains(after) else { return nil }
        return String(name)
    }

    /// - Parameter templates: Whether a template literal with `${…}` is taken as written, for `filledTemplate`.
    static func literal(_ key: String, in text: String, templates: Bool = false) -> String? {
        var rest = text[...]
        while let found = rest.range(of: key) {
            defer { rest = rest[found.upperBound...] }
            // A whole key: not the end of another name (`subtitle`), followed by a colon.
            if found.lowerBound > text.startIndex, let before = text[text.index(before: found.lowerBound)...].first,
                before.isLetter || before.isNumber || before == "_" || before == "$" || before == "."
            {
                continue
            }
            // A quoted key (`"title": …`, as a config written like JSON has it) closes its quote first.
            var after = text[found.upperBound...]
            if found.lowerBound > text.startIndex, case let open = text[text.index(before: found.lowerBound)], open == "\"" || open == "'",
                after.first == open
            {
                after = after.dropFirst()
            }
            after = after.drop { $0 == " " || $0 == "\t" }
            guard after.first == ":" else { continue }
            let value = after.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard let quote = value.first, quote == "'" || quote == "\"" || quote == "`" else { return nil }
            let body = value.dropFirst()
            guard let end = body.firstIndex(of: quote), !body[..<end].contains("\n"), !body[..<end].contains("\\"),
                templates || !(quote == "`" && body[..<end].contains("${"))
            else { return nil }
            return String(body[..<end])
        }
        return nil
    }
}
