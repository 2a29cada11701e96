/// A project's own shortcode that draws a picture (Zola's `templates/shortcodes/figure.html`, Hugo's
/// `layouts/shortcodes/img.html`), read, never run: which of its arguments make the picture's address and its text.
///
/// The template's `<img src="{{ … }}">` is read where it is plain: literal texts and arguments joined (Tera's `~`),
/// through Zola's `get_url(path=…)` or Hugo's `relURL` and `absURL` (an address from the site's root), a variable
/// set to such a value first (`{% set src = … %}`, `{{ $src := … }}`), `page.path` before an argument for a picture
/// beside the page. Anything else (a condition, a function of the picture) leaves the shortcode as vitrine read it
/// before: its built-in meaning, or left out and counted.
struct ImageShortcode: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case text(String)
        case argument(String)
    }

    /// The address's parts, in order; from the site's root when `fromRoot`.
    let source: [Part]
    let fromRoot: Bool
    /// The argument the picture's text comes from, when the template gives one.
    let alt: String?

    /// The picture as Markdown for a call's arguments; nil when one the address needs is not given.
    func markdown(arguments: [String: String]) -> String? {
        var address = ""
        for part in source {
            switch part {
            case .text(let text): address += text
            case .argument(let name):
                guard let value = arguments[name] else { return nil }
                address += value
            }
        }
        guard !address.isEmpty else { return nil }
        if fromRoot, !address.hasPrefix("/"), !address.contains("://") { address = "/" + address }
        let text = [alt, "alt", "caption", "title"].compactMap { $0 }.lazy.compactMap { arguments[$0] }.first ?? ""
        return "![\(text.replacingOccurrences(of: "]", with: "\\]"))](<\(address)>)"
    }

    /// The picture a template draws, when it draws one `<img>` whose address reads plainly.
    static func reading(template: String, dialect: Shortcodes.Dialect) -> ImageShortcode? {
        let images = template.components(separatedBy: "<img").dropFirst()
        guard images.count == 1, let tag = images.first.map({ $0.prefix { $0 != ">" } }) else { return nil }
        guard let written = attributeExpression("src", in: tag) else { return nil }
        let variables = assignments(in: template, dialect: dialect)
        guard var (source, fromRoot) = value(of: written, dialect: dialect, variables: variables) else { return nil }
        // `page.path ~ src`: beside the page, which is where a relative address already lands.
        if case .text(let text)? = source.first, text == pagePathMark {
            source.removeFirst()
            fromRoot = false
        }
        guard !source.contains(.text(pagePathMark)), source.contains(where: { if case .argument = $0 { true } else { false } }) else { return nil }
        let alt = attributeExpression("alt", in: tag).flatMap { value(of: $0, dialect: dialect, variables: variables)?.parts }
            .flatMap { parts -> String? in
                if parts.count == 1, case .argument(let name) = parts[0] { return name }
                return nil
            }
        return ImageShortcode(source: source, fromRoot: fromRoot, alt: alt)
    }

    /// The names of the project's shortcodes that draw a picture, read from its templates folder
    /// (`templates/shortcodes` for Zola, `layouts/shortcodes` and `layouts/_shortcodes` for Hugo).
    static func reading(folders: [String], dialect: Shortcodes.Dialect, file: (String) -> String?, names: (String) -> [String])
        -> [String: ImageShortcode]
    {
        var found: [String: ImageShortcode] = [:]
        for folder in folders {
            for name in names(folder).sorted() where name.hasSuffix(".html") && found[String(name.dropLast(5))] == nil {
                guard let template = file(folder + "/" + name), let image = reading(template: template, dialect: dialect) else { continue }
                found[String(name.dropLast(5))] = image
            }
        }
        return found
    }
}

private extension ImageShortcode {
    /// Where `page.path` stood: the page's own folder.
    static let pagePathMark = "\u{0}page"

    /// The expression in `name="{{ … }}"` of a tag's text.
    static func attributeExpression(_ name: String, in tag: Substring) -> Substring? {
        for quote in ["\"", "'"] {
            guard let start = tag.range(of: " " + name + "=" + quote + "{{") ?? tag.range(of: "\n" + name + "=" + quote + "{{"),
                let end = tag[start.upperBound...].range(of: "}}" + quote)
            else { continue }
            return tag[start.upperBound..<end.lowerBound]
        }
        return nil
    }

    /// `{% set name = value %}` (Tera) or `{{ $name := value }}` (Go templates), by name.
    static func assignments(in template: String, dialect: Shortcodes.Dialect) -> [String: Substring] {
        var found: [String: Substring] = [:]
        let (opener, closer, keyword, sign) = dialect == .zola ? ("{%", "%}", "set ", "=") : ("{{", "}}", "$", ":=")
        var rest = template[...]
        while let open = rest.range(of: opener), let close = rest[open.upperBound...].range(of: closer) {
            let inner = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: [" ", "-", "\t", "\n"])
            rest = rest[close.upperBound...]
            guard inner.hasPrefix(keyword), let equals = inner.range(of: sign) else { continue }
            let name = inner[inner.index(inner.startIndex, offsetBy: keyword.count)..<equals.lowerBound].trimmingCharacters(in: [" "])
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            found[name] = Substring(inner[equals.upperBound...].trimmingCharacters(in: [" "]))
        }
        return found
    }

    /// An expression's parts, and whether it is an address from the site's root; nil for one not read plainly.
    static func value(of expression: Substring, dialect: Shortcodes.Dialect, variables: [String: Substring], depth: Int = 0)
        -> (parts: [Part], fromRoot: Bool)?
    {
        guard depth < 4 else { return nil }
        var pipes = expression.split(separator: "|").map { $0.trimmingCharacters(in: [" ", "\t", "-"]) }
        guard let head = pipes.first else { return nil }
        pipes.removeFirst()
        var fromRoot = false
        for pipe in pipes {
            switch pipe {
            case "safe", "trim", "safeURL", "safeHTML": break
            case "relURL", "absURL": fromRoot = true
            default: return nil
            }
        }
        var parts: [Part] = []
        if dialect == .zola, head.hasPrefix("get_url("), head.hasSuffix(")") {
            let arguments = head.dropFirst("get_url(".count).dropLast()
            guard let path = arguments.split(separator: ",").first.map({ $0.trimmingCharacters(in: [" "]) }), path.hasPrefix("path="),
                let inner = value(of: path.dropFirst(5)[...], dialect: dialect, variables: variables, depth: depth + 1)
            else { return nil }
            return (inner.parts, true)
        }
        for term in terms(of: head, dialect: dialect) {
            if let literal = stringLiteral(term) {
                parts.append(.text(literal))
            } else if dialect == .zola, term == "page.path" || term == "page.colocated_path" {
                parts.append(.text(pagePathMark))
            } else if let name = argumentName(term, dialect: dialect) {
                if let assigned = variables[name], dialect == .zola || term.hasPrefix("$") {
                    guard let inner = value(of: assigned, dialect: dialect, variables: variables, depth: depth + 1) else { return nil }
                    parts += inner.parts
                    fromRoot = fromRoot || inner.fromRoot
                } else if dialect == .zola || !term.hasPrefix("$") {
                    parts.append(.argument(name))
                } else {
                    return nil
                }
            } else {
                return nil
            }
        }
        return parts.isEmpty ? nil : (parts, fromRoot)
    }

    /// Tera joins texts with `~`; a Go template's value is one term.
    static func terms(of expression: String, dialect: Shortcodes.Dialect) -> [Substring] {
        guard dialect == .zola else { return [Substring(expression)] }
        return expression.split(separator: "~").map { Substring($0.trimmingCharacters(in: [" "])) }
    }

    static func stringLiteral(_ term: Substring) -> String? {
        guard term.count >= 2, let quote = term.first, quote == "\"" || quote == "'", term.last == quote else { return nil }
        let inner = term.dropFirst().dropLast()
        return inner.contains(quote) ? nil : String(inner)
    }

    /// The argument or variable a term names: Tera's `src`, Go's `.Get "src"`, `.Get 0`, `index .Params "src"`, `$src`.
    static func argumentName(_ term: Substring, dialect: Shortcodes.Dialect) -> String? {
        let isName = { (text: Substring) in !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        if dialect == .zola { return isName(term) && !(term.first?.isNumber ?? true) ? String(term) : nil }
        if term.hasPrefix("$"), isName(term.dropFirst()) { return String(term.dropFirst()) }
        for prefix in [".Get ", "$.Get ", "index .Params ", "index $.Params "] where term.hasPrefix(prefix) {
            let name = term.dropFirst(prefix.count).trimmingCharacters(in: [" "])
            if let literal = stringLiteral(Substring(name)) { return literal }
            if Int(name) != nil { return name }
        }
        return nil
    }
}
