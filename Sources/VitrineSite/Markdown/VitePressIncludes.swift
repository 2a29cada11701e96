/// VitePress' Markdown file inclusion, `<!--@include: ./parts/basics.md-->` on a line of its own, written as the
/// `{{#include}}` directive the renderer draws (`BookIncludes`): the file's Markdown in its place, as VitePress
/// puts it there before the page is read. `@` starts a path from the source folder (`@/shared/x.md`, `@shared/x.md`),
/// `{3,10}` after it takes lines 3 to 10 (`{3,}`, `{,10}`), and `#name` a region, read as an anchor.
enum VitePressIncludes {
    /// `text` with each inclusion written as a directive, or `nil` when it has none.
    /// - Parameter root: The way from the page's file's folder to the source folder (`../`).
    static func directives(in text: String, root: String) -> String? {
        guard text.contains("@include:") else { return nil }
        var changed = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard let reference = reference(in: line, root: root) else { return line }
            changed = true
            return Substring(line.prefix { $0 == " " || $0 == "\t" } + "{{#include \(reference)}}")
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// The directive's reference for an inclusion line: the path from the page's folder, with its lines or region.
    private static func reference(in line: Substring, root: String) -> String? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("<!--") else { return nil }
        rest = rest.dropFirst(4).drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("@include:") else { return nil }
        var inner = rest.dropFirst("@include:".count)
        while inner.last == " " || inner.last == "\t" || inner.last == "\r" { inner = inner.dropLast() }
        guard inner.hasSuffix("-->") else { return nil }
        var path = String(inner.dropLast(3).trimmingPrefix(while: { $0 == " " || $0 == "\t" }))
        while path.last == " " || path.last == "\t" { path.removeLast() }
        guard !path.isEmpty, !path.contains(" ") else { return nil }
        var suffix = ""
        if path.hasSuffix("}"), let open = path.lastIndex(of: "{") {
            let range = path[path.index(after: open)..<path.index(before: path.endIndex)].split(separator: ",", omittingEmptySubsequences: false)
            guard range.count == 2, range.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return nil }
            suffix = ":\(range[0]):\(range[1])"
            path = String(path[..<open])
        } else if let hash = path.lastIndex(of: "#") {
            suffix = ":" + path[path.index(after: hash)...]
            path = String(path[..<hash])
        }
        if path.hasPrefix("@") { path = root + path.dropFirst(path.dropFirst().first == "/" ? 2 : 1) }
        return path + suffix
    }
}

private extension Substring {
    func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring { drop(while: predicate) }
}
