import Foundation

/// VitePress' `rewrites`: source paths published at other paths (`'en/:rest*': ':rest*'` puts the English pages at
/// the root), written as path-to-regexp patterns — `:name` a segment, `:name*` and `:name+` any run of segments,
/// `(.*)` an unnamed run — and applied to every file they match, so a page's pictures move with it.
struct PathRewrites: Equatable, Sendable {
    struct Rule: Equatable, Sendable {
        let pattern: String
        let target: String
    }

    var rules: [Rule] = []

    /// The path `path` is published at, by the first rule that matches it whole; `nil` when none does.
    func rewritten(_ path: String) -> String? { compiled().rewritten(path) }

    /// The rules made ready for many paths: each pattern compiled once.
    func compiled() -> Compiled {
        Compiled(rules: rules.compactMap { rule in Self.compiled(rule.pattern).map { ($0.0, $0.1, rule.target) } })
    }

    struct Compiled {
        fileprivate let rules: [(expression: NSRegularExpression, names: [String], target: String)]

        /// As `PathRewrites.rewritten`.
        func rewritten(_ path: String) -> String? {
            for (expression, names, target) in rules {
                let range = NSRange(path.startIndex..., in: path)
                guard let match = expression.firstMatch(in: path, range: range) else { continue }
                var values: [String: String] = [:]
                for (index, name) in names.enumerated() {
                    let group = match.range(at: index + 1)
                    values[name] = group.location == NSNotFound ? "" : Range(group, in: path).map { String(path[$0]) } ?? ""
                }
                return PathRewrites.filled(target, with: values)
            }
            return nil
        }
    }

    /// The pattern as an anchored regular expression, with its parameters' names in order (`(.*)` is named by its
    /// position, `0`, `1`, … as path-to-regexp names it).
    private static func compiled(_ pattern: String) -> (NSRegularExpression, [String])? {
        var expression = "^"
        var names: [String] = []
        var rest = Substring(pattern)
        while let next = rest.first {
            if next == ":", let name = Optional(rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty {
                rest = rest.dropFirst(1 + name.count)
                names.append(String(name))
                switch rest.first {
                case "*": expression += "(.*)"; rest = rest.dropFirst()
                case "+": expression += "(.+)"; rest = rest.dropFirst()
                case "?": expression += "([^/]*)"; rest = rest.dropFirst()
                default: expression += "([^/]+?)"
                }
            } else if rest.hasPrefix("(.*)") {
                names.append(String(names.count))
                expression += "(.*)"
                rest = rest.dropFirst(4)
            } else {
                expression += NSRegularExpression.escapedPattern(for: String(next))
                rest = rest.dropFirst()
            }
        }
        guard let compiled = try? NSRegularExpression(pattern: expression + "$") else { return nil }
        return (compiled, names)
    }

    /// The target with each `:name` (and its `*`, `+` or `?`) replaced by what the pattern's parameter matched.
    fileprivate static func filled(_ target: String, with values: [String: String]) -> String {
        var result = ""
        var rest = Substring(target)
        while let next = rest.first {
            let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if next == ":", !name.isEmpty, let value = values[String(name)] {
                result += value
                rest = rest.dropFirst(1 + name.count)
                if let mark = rest.first, "*+?".contains(mark) { rest = rest.dropFirst() }
            } else {
                result.append(next)
                rest = rest.dropFirst()
            }
        }
        // `:rest*` matching nothing leaves `guide/` or a leading `/`: the path is the folder's, from the root.
        return result.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
    }
}
