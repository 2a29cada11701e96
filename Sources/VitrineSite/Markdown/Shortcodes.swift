/// Hugo's and Zola's shortcodes read, never run. Those that carry meaning in any site are drawn with
/// vitrine's own blocks: Hugo's `figure`, `highlight`, `details`, `youtube`, `vimeo`, `param`, and Docsy's
/// `alert`, `pageinfo` and `tab`; Zola's `youtube` and `vimeo`; either's paired `mermaid`, a Mermaid block. Zola's are
/// read in Tera 2's component form too (`{{ <name k=v /> }}`, `{% <name> %}`). Any other paired shortcode keeps the
/// Markdown between its tags and loses the tags; any other single one is left out. Each of those is
/// counted for the build's warning. Hugo's escaped form, `{{</* name */>}}`, shows as `{{< name >}}`, and Zola's,
/// `{{/* name() */}}`, as `{{ name() }}`.
///
/// The text keeps its lines: a shortcode over several lines leaves as many line breaks, so every later
/// line stays where the author wrote it; one standing alone on its line may become a `:::` or ``` fence.
struct Shortcodes {
    private(set) var markdown: String
    private(set) var simplified: [Unrendered] = []
    /// Whether a `readfile` became an include directive, which the renderer draws.
    private(set) var includesFiles = false

    enum Dialect {
        case hugo, zola
    }

    /// `body` read in `dialect`; `params` are the site's and page's settings for Hugo's `param`.
    /// - Parameters:
    ///   - images: The project's own shortcodes that draw a picture, drawn so over a built-in meaning; `tabs` those
    ///     that draw a tab or a set of tabs.
    ///   - readableFile: For Docsy's `readfile`, the path from the page's folder of the file a written path names,
    ///     when there is one.
    init?(
        _ body: Substring, dialect: Dialect, lineOffset: Int, params: [String: HeaderValue], images: [String: ImageShortcode] = [:], tabs: [String: TabShortcode] = [:],
        readableFile: (String) -> String? = { _ in nil }
    ) {
        // Zola's grammar takes spaces inside `{%` and `%}` as optional: `{%end%}` closes a body too.
        let opener = dialect == .hugo ? ["{{<", "{{%"] : ["{{ ", "{% ", "{{/*", "{%/*", "{%end"]
        guard TemplateTags.mayHold(body) else { return nil }
        var output = ""
        var rest = body
        // Hugo Book's `columns` splits its text at `<--->` lines, which it never shows: the columns stack here.
        if dialect == .hugo, body.contains("<--->"), body.contains("columns") {
            rest = Substring(body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) == "<--->" ? "" : $0 }.joined(separator: "\n"))
        }
        var line = 1 + lineOffset
        var changed = false
        let paired = Self.pairedNames(in: body, dialect: dialect)
        var open: [(name: String, closer: String, indent: Int)] = []
        while let start = opener.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let before = rest[..<start.lowerBound]
            // Hugo takes a shortcode out whole before it reads the Markdown, so one opened in a list item leaves the
            // item going on after it, whatever the margin of the lines inside: those lines are moved to the item's.
            if let indent = open.map(\.indent).max(), indent > 0 {
                output += Self.indenting(before, to: indent)
            } else {
                output += before
            }
            line += before.count { $0 == "\n" }
            // Zola's `{% raw %}` … `{% endraw %}` shows what it holds as written.
            if dialect == .zola, rest[start.lowerBound...].hasPrefix("{% raw %}") {
                let inside = rest[start.upperBound...].dropFirst("raw %}".count)
                let end = inside.range(of: "{% endraw %}")
                output += inside[..<(end?.lowerBound ?? inside.endIndex)]
                line += inside[..<(end?.lowerBound ?? inside.endIndex)].count { $0 == "\n" }
                rest = end.map { inside[$0.upperBound...] } ?? inside[inside.endIndex...]
                changed = true
                continue
            }
            // Zola's escaped form, `{{/* name() */}}` or `{%/* name() */%}`, shows as the shortcode itself, in code too.
            if dialect == .zola, rest[start].hasSuffix("/*") {
                let closer = rest[start].hasPrefix("{{") ? "*/}}" : "*/%}"
                if let end = rest[start.upperBound...].range(of: closer) {
                    let inner = rest[start.upperBound..<end.lowerBound]
                    output += rest[start].prefix(2) + inner + closer.suffix(2)
                    line += inner.count { $0 == "\n" }
                    rest = rest[end.upperBound...]
                    changed = true
                    continue
                }
            }
            guard let tag = Tag(rest[start.lowerBound...], dialect: dialect) else {
                output += rest[start]
                rest = rest[start.upperBound...]
                continue
            }
            changed = true
            // Hugo's inline shortcode holds a template of the page's own (`{{ range … }}`), which vitrine does not
            // run: left out to its closing tag, its lines kept as blank ones.
            if dialect == .hugo, tag.name.hasSuffix(".inline"), !tag.isClosing, !tag.isSelfClosing,
                let closing = tag.rest.range(of: "/" + tag.name), let end = tag.rest[closing.upperBound...].range(of: "}}")
            {
                let breaks = tag.written.count { $0 == "\n" } + tag.rest[..<end.upperBound].count { $0 == "\n" }
                simplified.append(Unrendered(
                    kind: "Hugo inline shortcode", treatment: "left out (its template is not run)", line: line, column: 1,
                    written: String(tag.written.prefix(60))))
                output += String(repeating: "\n", count: breaks)
                line += breaks
                rest = tag.rest[end.upperBound...]
                continue
            }
            // Blanks after the tag leave it alone on its line, as Hugo reads it.
            let after = tag.rest.drop { $0 == " " || $0 == "\t" }
            // Indented under a list item, as often as at the margin.
            let lineSoFar = output.reversed().prefix { $0 != "\n" }
            let aloneOnLine = lineSoFar.allSatisfy { $0 == " " || $0 == "\t" } && (after.isEmpty || after.hasPrefix("\n") || after.hasPrefix("\r\n"))
            var (replacement, kind) = images[tag.name].flatMap { image in
                tag.isEscaped || tag.isClosing ? nil : image.markdown(arguments: tag.arguments).map { ($0, nil) }
            } ?? tabs[tag.name].flatMap { tab in
                // A tab opens a fence where a closing tag will close it, as Docsy's does.
                tag.isEscaped || tag.isClosing || !aloneOnLine || tag.isSelfClosing ? nil : tab.opening(arguments: tag.arguments).map { ($0, nil) }
            } ?? Self.readFile(tag, dialect: dialect, aloneOnLine: aloneOnLine, readableFile: readableFile)
                ?? Self.replacement(for: tag, paired: paired, aloneOnLine: aloneOnLine, params: params)
            if replacement.hasPrefix("{{#") { includesFiles = true }
            let opensFence = replacement.hasPrefix(":::") || replacement.hasPrefix("```")
            let isPaired = !tag.isSelfClosing && (paired.contains(tag.name) || tag.written.hasPrefix("{%"))
            if tag.isEscaped {
                // Shown as written, opening or closing: it opens and closes nothing.
            } else if tag.isClosing {
                // A closing tag closes the fence its opening tag made, and nothing else.
                let index = open.lastIndex { $0.name == tag.name || tag.name == "end" }
                let closer = index.map { open[$0].closer } ?? ""
                if let index { open.removeSubrange(index...) }
                // First on a line of closing tags alone (`{{% /tab %}} {{< /tabpane >}}`), it closes the fence there.
                let closesLine = lineSoFar.allSatisfy { $0 == " " || $0 == "\t" } && Self.holdsClosingTagsOnly(tag.rest.prefix { $0 != "\n" }, dialect: dialect)
                replacement = aloneOnLine || closesLine ? closer : ""
            } else if isPaired {
                let indent = lineSoFar.allSatisfy { $0 == " " } ? lineSoFar.count : 0
                // A container inside another (Docsy's `tabpane` in a `tab`) takes a longer fence, so its closing line
                // closes it alone, and its tabs are a set of their own inside the outer tab.
                let containing = open.count { $0.closer.hasPrefix(":") }
                if replacement.hasPrefix(":::"), containing > 0 { replacement = String(repeating: ":", count: containing) + replacement }
                let fence = replacement.prefix { $0 == ":" }
                open.append((tag.name, opensFence ? (fence.isEmpty ? String(replacement.prefix(3)) : String(fence)) : "", indent))
            } else if opensFence {
                // A fence opens only where a closing tag will close it.
                replacement = ""
            }
            if let kind {
                let (noun, treatment) = kind
                simplified.append(Unrendered(kind: noun, treatment: treatment, line: line, column: 1, written: String(tag.written.prefix(60))))
            }
            let breaks = tag.written.count { $0 == "\n" }
            // A tag left out between words on one line is made up with spaces, so what follows keeps its column
            // for messages. Not elsewhere: spaces would show before punctuation, two before a line's end would
            // break the line, and four at its start would make it code.
            let restOfLine = tag.rest.prefix { $0 != "\n" && $0 != "\r" }
            if breaks == 0, replacement.isEmpty, output.hasSuffix(" "), output.reversed().prefix(while: { $0 != "\n" }).contains(where: { $0 != " " }),
                restOfLine.contains(where: { $0 != " " && $0 != "\t" })
            {
                replacement += String(repeating: " ", count: tag.written.utf8.count - replacement.utf8.count)
            }
            output += replacement + String(repeating: "\n", count: breaks)
            line += breaks
            rest = aloneOnLine ? after : tag.rest
        }
        guard changed else { return nil }
        markdown = output + rest
    }

    /// Whether `text` is nothing but closing tags and blanks: what follows a closing tag on its line.
    private static func holdsClosingTagsOnly(_ text: Substring, dialect: Dialect) -> Bool {
        var rest = text.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        while !rest.isEmpty {
            guard let tag = Tag(rest, dialect: dialect), tag.isClosing, !tag.isEscaped else { return false }
            rest = tag.rest.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        }
        return true
    }

    /// `text` with each line after its first that starts left of `indent` (blank lines aside) moved right by it.
    private static func indenting(_ text: Substring, to indent: Int) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices.dropFirst() {
            let margin = lines[index].prefix { $0 == " " }.count
            if margin < indent, lines[index].contains(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) {
                lines[index] = String(repeating: " ", count: indent) + lines[index]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One shortcode tag as written.
    struct Tag {
        let name: String
        let isClosing: Bool
        let isSelfClosing: Bool
        /// Arguments by name (`src="x"`), and in order (`"x"`, `x`) under "0", "1"…
        let arguments: [String: String]
        let written: Substring
        let rest: Substring
        /// `{{< /* … */ >}}`: shown as the shortcode itself.
        let isEscaped: Bool

        init?(_ text: Substring, dialect: Dialect) {
            let closer: String
            switch dialect {
            case .hugo: closer = text.hasPrefix("{{<") ? ">}}" : "%}}"
            case .zola: closer = text.hasPrefix("{{") ? "}}" : "%}"
            }
            guard let end = text.range(of: closer) else { return nil }
            written = text[..<end.upperBound]
            rest = text[end.upperBound...]
            var inner = text[text.index(text.startIndex, offsetBy: dialect == .hugo ? 3 : 2)..<end.lowerBound]
            isEscaped = dialect == .hugo && inner.hasPrefix("/*") && inner.hasSuffix("*/")
            if isEscaped { inner = inner.dropFirst(2).dropLast(2) }
            inner = inner.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            // Tera 2's components, Zola's newest shortcodes: `{{ <name key=value /> }}`, `{% <name> %}` … `{% </name> %}`.
            let isComponent = dialect == .zola && inner.hasPrefix("<")
            if isComponent {
                let component = inner.dropFirst().trimmingCharacters(in: [" ", "\t", "\n", "\r"])
                guard component.hasSuffix(">") else { return nil }
                inner = Substring(component.dropLast())
            }
            isClosing = inner.hasPrefix("/") || (dialect == .zola && !isComponent && inner.hasPrefix("end"))
            if inner.hasPrefix("/") { inner = inner.dropFirst() }
            var body = String(inner).trimmingCharacters(in: [" ", "\t", "\n", "\r"])
            isSelfClosing = body.hasSuffix("/")
            if isSelfClosing { body.removeLast() }
            switch dialect {
            case .hugo:
                let name = body.prefix { !$0.isWhitespace }
                guard let first = name.first, first.isLetter || first == "_" else { return nil }
                self.name = String(name)
                arguments = Self.arguments(body.dropFirst(name.count))
            case .zola where isComponent:
                let name = body.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                guard !name.isEmpty else { return nil }
                self.name = String(name)
                arguments = Self.arguments(body.dropFirst(name.count))
            case .zola:
                // `name(key=value, …)` or `end`.
                if isClosing, body.hasPrefix("end") {
                    name = "end"
                    arguments = [:]
                    return
                }
                guard let open = body.firstIndex(of: "("), body.hasSuffix(")") else { return nil }
                let name = body[..<open]
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
                self.name = String(name)
                arguments = Self.arguments(Substring(body[body.index(after: open)..<body.index(before: body.endIndex)].replacingOccurrences(of: ",", with: " ")))
            }
        }

        private static func arguments(_ text: Substring) -> [String: String] {
            var found: [String: String] = [:]
            var position = 0
            var rest = text.drop { $0.isWhitespace }
            while !rest.isEmpty {
                var key: String?
                let word = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != "\"" && $0 != "'" && $0 != "`" }
                if rest.dropFirst(word.count).first == "=" {
                    key = String(word)
                    rest = rest.dropFirst(word.count + 1)
                }
                let value: String
                if let quote = rest.first, quote == "\"" || quote == "'" || quote == "`", let end = rest.dropFirst().firstIndex(of: quote) {
                    value = String(rest[rest.index(after: rest.startIndex)..<end])
                    rest = rest[rest.index(after: end)...]
                } else {
                    let bare = rest.prefix { !$0.isWhitespace }
                    value = String(bare)
                    rest = rest.dropFirst(bare.count)
                }
                if let key { found[key] = value } else { found[String(position)] = value; position += 1 }
                rest = rest.drop { $0.isWhitespace }
            }
            return found
        }
    }

    /// The language of the settings a `code-toggle` holds, by their first line: JSON, TOML or YAML.
    private static func settingsLanguage(_ text: Substring) -> String {
        let first = text.split(separator: "\n").lazy.map { $0.drop { $0 == " " || $0 == "\t" } }.first { !$0.isEmpty } ?? ""
        if first.hasPrefix("{") { return "json" }
        return first.hasPrefix("[") || first.contains(" = ") || first.contains("=") && !first.contains(":") ? "toml" : "yaml"
    }

    /// Names with a closing tag somewhere in the page (Zola's `{% name() %}` are always paired).
    private static func pairedNames(in body: Substring, dialect: Dialect) -> Set<String> {
        guard dialect == .hugo else { return [] }
        var names: Set<String> = []
        var rest = body
        while let start = ["{{< /", "{{% /", "{{</", "{{%/"].compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let name = rest[start.upperBound...].drop { $0 == " " }.prefix { !$0.isWhitespace && $0 != ">" && $0 != "%" }
            names.insert(String(name))
            rest = rest[start.upperBound...]
        }
        return names
    }

    /// Docsy's `readfile` alone on its line (`{{% readfile file="/docs/x.inc" %}}`): the file's Markdown, or with
    /// `code="true"` (or a file that is not Markdown) its text as code, as an include directive the renderer draws.
    private static func readFile(_ tag: Tag, dialect: Dialect, aloneOnLine: Bool, readableFile: (String) -> String?) -> (String, (noun: String, treatment: String)?)? {
        guard dialect == .hugo, tag.name == "readfile", aloneOnLine, !tag.isEscaped, !tag.isClosing,
            let written = tag.arguments["file"] ?? tag.arguments["0"]
        else { return nil }
        guard let path = readableFile(written) else { return ("", ("shortcode", "left out (the file it reads is not there)")) }
        let fileExtension = written.split(separator: "/").last.flatMap { name in name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } : nil } ?? ""
        let isMarkdown = ["md", "markdown", "inc", "html", "htm", ""].contains(fileExtension)
        if tag.arguments["code"] == "true" || !isMarkdown {
            return ("{{#listing \(tag.arguments["lang"] ?? fileExtension) \(path)}}", nil)
        }
        return ("{{#include \(path)}}", nil)
    }

    /// A title argument's inline tags (`<code>exercises/</code>`, which a template prints `| safe`) as the Markdown
    /// that draws them: a box's title is Markdown, its HTML shown as text.
    static func markdownOfInlineTags(_ text: String) -> String {
        guard text.contains("<") else { return text }
        var result = text
        for (tag, mark) in [("code", "`"), ("strong", "**"), ("b", "**"), ("em", "*"), ("i", "*")] {
            result = result.replacingOccurrences(of: "<\(tag)>", with: mark).replacingOccurrences(of: "</\(tag)>", with: mark)
        }
        return result
    }

    /// Docsy's alert colours as vitrine's admonition types.
    private static let alertColours = ["warning": "warning", "danger": "danger", "success": "tip", "info": "note", "primary": "note", "secondary": "note"]

    /// What a tag becomes, and the kind of simplification to count (`nil` when drawn as the tool draws it).
    private static func replacement(
        for tag: Tag, paired: Set<String>, aloneOnLine: Bool, params: [String: HeaderValue]
    ) -> (String, (noun: String, treatment: String)?) {
        if tag.isEscaped { return (tag.written.replacingOccurrences(of: "/*", with: "").replacingOccurrences(of: "*/", with: "").replacingOccurrences(of: "  ", with: " "), nil) }
        if tag.isClosing { return ("", nil) }
        let argument = { (names: [String]) in names.lazy.compactMap { tag.arguments[$0] }.first }
        switch tag.name {
        case "figure":
            guard let source = argument(["src", "0"]) else { return ("", ("shortcode", "left out (a needed argument missing)")) }
            let text = argument(["alt", "caption", "title"]) ?? ""
            return ("![\(text.replacingOccurrences(of: "]", with: "\\]"))](<\(source)>)", nil)
        case "highlight" where aloneOnLine:
            return ("```" + (argument(["0", "lang"]) ?? ""), nil)
        case "code-toggle" where aloneOnLine && !tag.isSelfClosing && paired.contains(tag.name):
            // Hugo shows the settings inside in TOML, YAML and JSON, on tabs: here, as written.
            return ("```" + settingsLanguage(tag.rest), nil)
        case "details" where aloneOnLine:
            return ("::: details " + (argument(["summary", "title", "0"]).map(markdownOfInlineTags) ?? "Details"), nil)
        case "alert" where aloneOnLine, "callout" where aloneOnLine:
            let colour = argument(["color", "type", "0"]) ?? "info"
            return ("::: \(alertColours[colour] ?? "note")" + (argument(["title"]).map { " " + $0 } ?? ""), nil)
        case "note" where aloneOnLine, "tip" where aloneOnLine, "warning" where aloneOnLine, "info" where aloneOnLine:
            return ("::: \(tag.name)" + (argument(["title"]).map { " " + $0 } ?? ""), nil)
        case "mermaid" where aloneOnLine && !tag.isSelfClosing:
            // hugo-book's and Zola themes' diagram: a Mermaid block, as a ```` ```mermaid ```` fence is read.
            return ("```mermaid", nil)
        case "pageinfo" where aloneOnLine:
            return ("::: note", nil)
        case "tab" where aloneOnLine:
            let header = argument(["header", "title", "0"]) ?? "Tab"
            // Docsy draws a tab with a `lang` as code of that language, under the tab's name.
            if let language = argument(["lang"]), !language.isEmpty, language.allSatisfy({ !$0.isWhitespace && $0 != "`" }) {
                return ("```\(language) title=\"\(header.replacingOccurrences(of: "\"", with: "'"))\"", nil)
            }
            return ("::: tab " + header, nil)
        case "youtube":
            guard let id = argument(["id", "0"]) else { return ("", ("shortcode", "left out (a needed argument missing)")) }
            return ("[Watch the video on YouTube](https://www.youtube.com/watch?v=\(id))", nil)
        case "vimeo":
            guard let id = argument(["id", "0"]) else { return ("", ("shortcode", "left out (a needed argument missing)")) }
            return ("[Watch the video on Vimeo](https://vimeo.com/\(id))", nil)
        case "param":
            guard let key = argument(["0", "name"]) else { return ("", ("shortcode", "left out (a needed argument missing)")) }
            // A dotted key reaches into a table (`grpc_vers.core`), as Hugo's `param` reads it.
            let path = key.split(separator: ".").map(String.init)
            var found = params[key] ?? path.first.flatMap { params[$0] }
            if params[key] == nil { for part in path.dropFirst() { found = found?[part] } }
            guard case .scalar(let value, _)? = found else { return ("", ("shortcode", "left out (no param of its name)")) }
            return (value, nil)
        case "tabpane":
            return ("", nil)
        default:
            let isPaired = !tag.isSelfClosing && (paired.contains(tag.name) || tag.written.hasPrefix("{%"))
            // A project's own paired shortcode given a language (kind's `codeFromInline lang="bash"`, which passes its
            // inner text to `highlight`) holds code: drawn as a code block in that language, its look the project's.
            if isPaired, aloneOnLine, let language = argument(["lang", "language"]), !language.isEmpty, !language.contains(" ") {
                return ("```" + language, ("paired shortcode", "drawn as a code block in its 'lang' (the project's own look left out)"))
            }
            return ("", isPaired ? ("paired shortcode", "kept as inner text (tags left out)") : ("shortcode", "left out"))
        }
    }
}
