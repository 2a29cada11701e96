import Foundation

/// The globs Hugo matches paths with (gobwas/glob, `/` the separator): `*` any run of characters but `/`, `**`
/// any run at all, `?` one character but `/`, `{a,b}` either, `[…]` a class. Written as a regular expression.
enum HugoGlob {
    /// The glob as an expression matching whole paths; `nil` for one it cannot read (an unclosed brace or class).
    static func expression(_ glob: String) -> NSRegularExpression? {
        var pattern = "^"
        var braces = 0
        let characters = Array(glob)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "*":
                if index + 1 < characters.count, characters[index + 1] == "*" {
                    pattern += ".*"
                    index += 1
                } else {
                    pattern += "[^/]*"
                }
            case "?": pattern += "[^/]"
            case "{":
                braces += 1
                pattern += "(?:"
            case "}" where braces > 0:
                braces -= 1
                pattern += ")"
            case "," where braces > 0: pattern += "|"
            case "[":
                guard let close = characters[(index + 1)...].firstIndex(of: "]") else { return nil }
                var set = String(characters[(index + 1)..<close])
                if set.hasPrefix("!") { set = "^" + set.dropFirst() }
                pattern += "[" + set.replacingOccurrences(of: "\\", with: "\\\\") + "]"
                index = close
            case "\\" where index + 1 < characters.count:
                index += 1
                pattern += NSRegularExpression.escapedPattern(for: String(characters[index]))
            default:
                pattern += NSRegularExpression.escapedPattern(for: String(character))
            }
            index += 1
        }
        guard braces == 0 else { return nil }
        return try? NSRegularExpression(pattern: pattern + "$")
    }
}
