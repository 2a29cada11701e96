import Foundation

/// The literal values of a script config (VitePress, Docusaurus, Astro) read without running it: strings, objects
/// and their keys, constants and templates over them, and the project's own files the config imports.
extension ToolConfig {
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

    /// The functions Starlight's `plugins: [starlightVersions({…}), topics()]` calls, by name, in order.
    /// The functions a VitePress config is passed through on its way out (`withSidebar(withI18n(config, …))`),
    /// each imported from a package: plugins that add to the config by code, in the order written.
    static func vitePressWrappers(in text: String) -> [String] {
        guard let export = text.range(of: "export default") else { return [] }
        let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
        var names: [String] = []
        var rest = text[export.upperBound...]
        while let found = rest.range(of: "with") {
            rest = rest[found.upperBound...]
            let before = text[..<found.lowerBound].last
            guard before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == ".") }) ?? true else { continue }
            let tail = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard tail.first?.isUppercase == true, rest.dropFirst(tail.count).drop(while: { $0 == " " }).first == "(" else { continue }
            let name = "with" + tail
            if !names.contains(name), imports.contains(where: { $0.contains(name) }) { names.append(name) }
        }
        return names
    }

    static func starlightPlugins(in options: String) -> [String] {
        guard let found = options.range(of: "plugins:") else { return [] }
        let value = options[found.upperBound...].drop { $0.isWhitespace }
        guard value.first == "[" else { return [] }
        var names: [String] = []
        var depth = 0
        var word = ""
        var quote: Character?
        // To the list's own `]`, past strings and the brackets of each call's options.
        for character in value.dropFirst() {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if character.isLetter || character.isNumber || character == "_" || character == "$" {
                word.append(character)
                continue
            }
            if "'\"`".contains(character) { quote = character }
            if character == "(", depth == 0, !word.isEmpty { names.append(word) }
            if "([{".contains(character) { depth += 1 } else if ")]}".contains(character) {
                depth -= 1
                if depth < 0 { break }
            }
            word = ""
        }
        return names
    }

    /// Starlight's title given by language (`title: { en: "Docs", fr: "Documentation" }`), by language; empty when
    /// it is one text.
    static func starlightTitles(in options: String) -> [String: String] {
        guard case .table(let titles)? = ScriptLiteral.value(after: "title:", in: options) else { return [:] }
        return titles.compactMapValues { if case .scalar(let text, .string) = $0, !text.isEmpty { text } else { nil } }
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

    /// The text a config's `key` is given through a constant (`key,` or `key: NAME`, with `const NAME = 'text'`, or
    /// `const NAME = process.env.X || 'text'`, whose written text is what a build without the variable gets); nil
    /// for anything else.
    static func constantFallback(named key: String, in text: String) -> String? {
        var names = [key]
        var rest = text[...]
        while let found = rest.range(of: key) {
            rest = rest[found.upperBound...]
            if let name = identifierValue(of: key, in: text[found.lowerBound...]) { names.insert(name, at: 0) }
        }
        for name in names {
            var search = text[...]
            while let declared = search.range(of: "const " + name) {
                search = search[declared.upperBound...]
                let line = search.prefix { $0 != "\n" }
                guard let equals = line.firstIndex(of: "="), line[..<equals].allSatisfy({ $0 == " " || $0 == "\t" || $0 == ":" || $0.isLetter }) else { continue }
                let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                // The last quoted text of the line: the value itself, or the fallback after `||` or `??`.
                guard value.first == "'" || value.first == "\"" || value.contains("||") || value.contains("??") else { continue }
                var last: String?
                var index = value.startIndex
                while let open = value[index...].firstIndex(where: { $0 == "'" || $0 == "\"" }),
                    let close = value[value.index(after: open)...].firstIndex(of: value[open])
                {
                    last = String(value[value.index(after: open)..<close])
                    index = value.index(after: close)
                }
                if let last { return last }
            }
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
