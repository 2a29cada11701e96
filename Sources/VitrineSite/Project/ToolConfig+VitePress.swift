import Foundation

extension ToolConfig {
    /// VitePress' `locales`: `root` is the content folder's root, in the language its `lang` names (else
    /// `siteLanguage`); every other key is a folder of translations (`zh/`), named by its `label`. `nil` for one
    /// language, or when the object is not written in the config.
    static func vitePressLanguages(_ text: String, siteLanguage: String) -> SiteLanguages? {
        guard let written = localesObject(text, in: text) else { return nil }
        let locales = spreadsResolved(written, in: text)
        let writtenKeys = objectKeys(in: locales)
        // VitePress 0.x keyed them by path: `'/'` the root, `'/zh/'` a folder.
        let name = { (key: String) in key == "/" ? "root" : key.hasPrefix("/") && key.hasSuffix("/") ? key.split(separator: "/").joined(separator: "/") : key }
        let keys = writtenKeys.map(name)
        guard keys.contains("root"), keys.count > 1 else { return nil }
        var defaultCode = siteLanguage
        var table: [String: HeaderValue] = [:]
        var rootEntry: [String: HeaderValue] = [:]
        let themeLocales = themeLocales(in: text)
        for (writtenKey, key) in zip(writtenKeys, keys) {
            let object = localeObject(writtenKey, in: locales).map(String.init) ?? ""
            // A locale that is another site (`link: 'https://cn.sli.dev/'`) has no pages here.
            if key != "root", literal("link", in: object).map(LinkTarget.hasScheme) == true { continue }
            var entry: [String: HeaderValue] = [:]
            // 0.x gave the theme's labels in `themeConfig.locales`.
            let themeObject = writtenKey.hasPrefix("/") ? themeLocales.flatMap { localeObject(writtenKey, in: $0).map(String.init) } : nil
            if let label = literal("label", in: object) ?? themeObject.flatMap({ literal("label", in: $0) }) { entry["label"] = .scalar(label, .string) }
            if let title = literal("title", in: object) { entry["title"] = .scalar(title, .string) }
            if key == "root" {
                defaultCode = literal("lang", in: object).flatMap { SiteLanguages.isSafeCode($0) ? $0 : nil } ?? siteLanguage
                rootEntry = entry
            } else {
                table[key] = .table(entry)
            }
        }
        table[defaultCode] = .table(rootEntry)
        guard table.count > 1 else { return nil }
        return SiteLanguages.fromTool(table, defaultCode: defaultCode, layout: .rootAndFolders)
    }

    /// The sidebars each locale gives its own pages (`locales: { zh: { themeConfig: { sidebar } } }`, 0.x's
    /// `themeConfig: { locales: { '/zh/': { sidebar } } }`), in the order written.
    static func vitePressLocaleSidebars(in text: String, constants: [String: HeaderValue]) -> [HeaderValue] {
        var objects: [Substring] = []
        if let locales = localesObject(text, in: text) { objects += objectKeys(in: locales).compactMap { localeObject($0, in: locales) } }
        if let locales = themeLocales(in: text) { objects += objectKeys(in: locales).compactMap { localeObject($0, in: locales) } }
        return objects.compactMap { ScriptLiteral.value(after: "sidebar:", in: String($0), constants: constants) }
    }

    /// VitePress 0.x's `themeConfig.locales` (`'/zh/': { label, nav, sidebar }`), or `nil`.
    private static func themeLocales(in text: String) -> Substring? {
        guard let theme = text.range(of: "themeConfig") else { return nil }
        return localesObject(String(text[theme.upperBound...]), in: text)
    }

    /// The root locale's own title (`locales: { root: { title: 'Botkit' } }`), the site's where the config has none.
    static func vitePressRootTitle(_ text: String) -> String? {
        guard let written = localesObject(text, in: text), let root = localeObject("root", in: spreadsResolved(written, in: text)) else { return nil }
        return literal("title", in: String(root))
    }

    /// An object literal with its top-level spreads of constants (`...locale.siteEn`, `...siteEs`, their `const
    /// siteEn = {…}` written in the text or the files it imports) written in their place; as written otherwise.
    static func spreadsResolved(_ object: Substring, in text: String) -> Substring {
        guard object.first == "{", object.contains("..."), let close = ScriptBraces.closing(in: object, from: object.startIndex) else { return object }
        var inside = String(object[object.index(after: object.startIndex)..<close])
        var rest = inside[...]
        var replacements: [(String, String)] = []
        while let spread = rest.range(of: "...") {
            let name = rest[spread.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." }
            rest = rest[spread.upperBound...]
            let constant = String(name.split(separator: ".").last ?? "")
            guard !constant.isEmpty, let value = constantValue(constant, in: text) else { continue }
            guard value.first == "{", let end = ScriptBraces.closing(in: value, from: value.startIndex) else { continue }
            // Its entries without the comma after the last, which the spread's own comma follows.
            var body = value[value.index(after: value.startIndex)..<end].trimmingCharacters(in: .whitespacesAndNewlines)
            if body.hasSuffix(",") { body.removeLast() }
            replacements.append(("..." + name, body))
        }
        for (spread, body) in replacements { inside = inside.replacingOccurrences(of: spread, with: body) }
        return Substring("{" + inside + "}")
    }

    /// What `const NAME = …` (or `const NAME: Type = …`, as TypeScript writes it) gives, from its first character.
    private static func constantValue(_ name: String, in text: String) -> Substring? {
        var rest = text[...]
        while let declared = rest.range(of: "const " + name) {
            rest = rest[declared.upperBound...]
            var after = rest.drop { $0 == " " || $0 == "\t" }
            if after.first == ":" { after = after.drop { $0 != "=" && $0 != "\n" } }
            guard after.first == "=" else { continue }
            return after.dropFirst().drop { $0.isWhitespace }
        }
        return nil
    }

    /// The object `key: {…}` holds in `locales`, or `nil`.
    private static func localeObject(_ key: String, in locales: Substring) -> Substring? {
        for written in [key + ":", "'\(key)':", "\"\(key)\":"] {
            var rest = locales
            while let found = rest.range(of: written) {
                rest = rest[found.upperBound...]
                // A whole key: not the end of another name (`zh:` inside `xzh:`).
                if found.lowerBound > locales.startIndex, let before = locales[..<found.lowerBound].last, before.isLetter || before.isNumber || before == "_" { continue }
                let value = rest.drop { $0.isWhitespace }
                guard value.first == "{", let close = ScriptBraces.closing(in: value, from: value.startIndex) else { return nil }
                return value[...close]
            }
        }
        return nil
    }

    /// VitePress 2's config of the root locale, `config.ts` (or `.mts`, `.js`, `.mjs`) in the source folder, written
    /// with `defineAdditionalConfig`: its sidebar and nav are the site's where the main config has none. Its text,
    /// read after the main config's; `nil` when there is none.
    static func vitePressRootLocaleConfig(beside configFolder: String, srcDir: String?) -> String? {
        let root = (configFolder as NSString).deletingLastPathComponent
        let source = srcDir.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }.flatMap { $0.isEmpty || $0 == "." ? nil : $0 }
        let folder = source.map { root + "/" + $0 } ?? root
        for name in ["config.ts", "config.mts", "config.js", "config.mjs"] {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            return text.contains("defineAdditionalConfig") ? text : nil
        }
        return nil
    }
}
