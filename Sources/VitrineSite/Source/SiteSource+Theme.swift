import VitrinePlatform

extension SiteSource {
    /// The files MkDocs publishes of a theme folder (`theme.custom_dir`): every one but its templates (`.html`),
    /// Python and theme settings; of the templates, those `static_templates` names (the landing page of a project
    /// whose home is `index.html` there), when they hold no Jinja. A template with Jinja is left out with a warning:
    /// its page is then the one vitrine makes.
    mutating func themeFiles(_ theme: ThemeFolder) -> [StaticFile] {
        let paths = Self.files(in: theme.directory).filter { path in
            let name = path.split(separator: "/").last ?? ""
            if path.hasSuffix(".html") || path.hasSuffix(".htm") { return theme.staticTemplates.contains(path) }
            return !(name == "mkdocs_theme.yml" || name.hasSuffix(".py") || name.hasSuffix(".pyc") || path.contains("__pycache__/"))
        }
        var files: [StaticFile] = []
        for (path, data) in zip(paths, Parallel.map(paths) { POSIXRead.file(theme.directory + "/" + $0) }) {
            guard let data else {
                diagnostics.append(SiteDiagnostic(file: theme.directory + "/" + path, message: "cannot read file"))
                continue
            }
            if theme.staticTemplates.contains(path), let tag = Self.jinjaTag(in: data) {
                diagnostics.append(SiteDiagnostic(
                    file: theme.directory + "/" + path, line: tag.line, column: tag.column,
                    message: "this page of the theme's 'static_templates' is a Jinja template, which vitrine does not run: "
                        + "the page vitrine makes is published at \(path) in its place",
                    severity: .warning))
                continue
            }
            files.append(StaticFile(path: path, bytes: data))
        }
        return files
    }

    /// Where the first `{{` or `{%` in `bytes` is, as line and column; `nil` when there is none.
    private static func jinjaTag(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var (line, column) = (1, 1)
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "{"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") || bytes[index + 1] == UInt8(ascii: "%") {
                return (line, column)
            }
            if bytes[index] == UInt8(ascii: "\n") { (line, column) = (line + 1, 1) } else if bytes[index] & 0xC0 != 0x80 { column += 1 }
        }
        return nil
    }
}
