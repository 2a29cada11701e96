/// What vitrine reads of a project's own shortcode templates (Tera's for Zola, Go's for Hugo), never run: plain
/// values made of texts and arguments.
enum ShortcodeTemplate {
    enum Part: Sendable, Equatable {
        case text(String)
        case argument(String)
    }

    /// Where `page.path` stood: the page's own folder.
    /// The project's own shortcodes vitrine draws from their templates (`templates/shortcodes/NAME.html`), by name:
    /// those that draw a picture, and those that draw a tab or a set of tabs. The first folder's template of a name wins.
    static func projectShortcodes(
        folders: [String], dialect: Shortcodes.Dialect, file: (String) -> String?, names: (String) -> [String]
    ) -> (images: [String: ImageShortcode], tabs: [String: TabShortcode]) {
        var images: [String: ImageShortcode] = [:]
        var tabs: [String: TabShortcode] = [:]
        var seen: Set<String> = []
        for folder in folders {
            for fileName in names(folder).sorted() where fileName.hasSuffix(".html") {
                let name = String(fileName.dropLast(5))
                guard seen.insert(name).inserted, let template = file(folder + "/" + fileName) else { continue }
                if let image = ImageShortcode.reading(template: template, dialect: dialect) {
                    images[name] = image
                } else if let tab = TabShortcode.reading(template: template, dialect: dialect) {
                    tabs[name] = tab
                }
            }
        }
        return (images, tabs)
    }

    /// The parts' texts and a call's argument values joined; nil when an argument is not given.
    static func joined(_ parts: [Part], arguments: [String: String]) -> String? {
        var joined = ""
        for part in parts {
            switch part {
            case .text(let text): joined += text
            case .argument(let name):
                guard let value = arguments[name] else { return nil }
                joined += value
            }
        }
        return joined
    }

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
