extension SiteConfig {
    /// Reads `languages:` (a list of codes, or a table of code → name or `{name, words}`) and `translations:`
    /// (`folders` or `suffixes`). The default language is `language:` when `given`, else the first listed, else
    /// `fallback`; `nil` layout when `translations:` is not given (`Translations` then looks at the site folder).
    static func languages(
        from reader: inout HeaderReader, given: String?, fallback: String, problems: inout [SiteDiagnostic]
    ) -> (languages: SiteLanguages, layout: SiteLanguages.Layout?) {
        var layout: SiteLanguages.Layout?
        if let (_, field) = reader.field("translations") {
            if case .scalar(let text, _) = field.value, let chosen = SiteLanguages.Layout(rawValue: text.lowercased()), SiteLanguages.Layout.chosen.contains(chosen) {
                layout = chosen
            } else {
                problems.append(reader.fields.diagnostic(
                    at: field.valuePlace, "invalid value '\(field.value.shown)' for 'translations': expected folders (en/page.md, fr/page.md) or suffixes (page.md, page.fr.md)"))
            }
        }
        if let given, !SiteLanguages.isSafeCode(given) {
            if let (_, field) = reader.field("language") {
                problems.append(reader.fields.diagnostic(at: field.valuePlace, Self.unsafeCode(given, key: "language")))
            }
            return (SiteLanguages(single: fallback), layout)
        }
        guard let (_, field) = reader.field("languages") else { return (SiteLanguages(single: given ?? fallback), layout) }
        var listed: [SiteLanguages.Language] = []
        func add(_ code: String, name: String? = nil, words: [String: String] = [:]) {
            guard SiteLanguages.isSafeCode(code) else {
                return problems.append(reader.fields.diagnostic(at: field.valuePlace, Self.unsafeCode(code, key: "languages")))
            }
            guard !listed.contains(where: { $0.code == code }) else {
                return problems.append(reader.fields.diagnostic(at: field.valuePlace, "language '\(code)' is listed twice in 'languages'"))
            }
            listed.append(SiteLanguages.Language(code: code, name: name ?? ThemeWords.name(of: code), words: words))
        }
        switch field.value {
        case .list(let values):
            for value in values {
                guard case .scalar(let code, _) = value else {
                    problems.append(reader.fields.diagnostic(at: field.valuePlace, "invalid entry '\(value.shown)' in 'languages': expected a language code such as fr"))
                    continue
                }
                add(code)
            }
        case .table(let entries):
            for code in entries.keys.sorted() {
                switch entries[code]! {
                case .scalar(_, .null): add(code)
                case .scalar(let name, _): add(code, name: name)
                case .table(let settings):
                    var words: [String: String] = [:]
                    if case .table(let given)? = settings["words"] {
                        for (key, value) in given {
                            guard ThemeWords.keys.contains(key), case .scalar(let text, _) = value else {
                                problems.append(reader.fields.diagnostic(
                                    at: field.valuePlace,
                                    "unknown word '\(key)' for language '\(code)' in 'languages': the theme's words are \(ThemeWords.keys.joined(separator: ", "))",
                                    severity: .warning))
                                continue
                            }
                            words[key] = text
                        }
                    }
                    let name: String? = if case .scalar(let text, _)? = settings["name"] { text } else { nil }
                    add(code, name: name, words: words)
                case .list:
                    problems.append(reader.fields.diagnostic(at: field.valuePlace, "invalid value for language '\(code)' in 'languages': expected its name, or name: and words:"))
                }
            }
        case .scalar:
            problems.append(reader.fields.diagnostic(at: field.valuePlace, "invalid value '\(field.value.shown)' for 'languages': expected a list of language codes such as [en, fr, ja]"))
        }
        // The default language comes first, listed or not.
        let defaultCode = given ?? listed.first?.code ?? fallback
        var languages = listed.filter { $0.code != defaultCode }
        languages.insert(listed.first { $0.code == defaultCode } ?? SiteLanguages.Language(code: defaultCode, name: ThemeWords.name(of: defaultCode)), at: 0)
        return (SiteLanguages(languages: languages, layout: layout ?? .folders), layout)
    }

    private static func unsafeCode(_ code: String, key: String) -> String {
        "invalid language code '\(code)' in '\(key)': a language is a folder and a URL segment, so letters, digits, '-' and '_' only, starting with a letter (en, pt-BR)"
    }
}
