import VitrineMarkdown
import VitrinePlatform

/// mdBook's `{{#include FILE}}` and `{{#rustdoc_include FILE}}` in code blocks: the file's text in the
/// directive's place, or part of it (`FILE:2`, `FILE::10`, `FILE:2:`, `FILE:2:10` for lines, `FILE:NAME` for
/// the lines between `ANCHOR: NAME` and `ANCHOR_END: NAME`). Lines naming an anchor are left out, paths are
/// relative to the including file, included files may include others, and `\{{#` stays as `{{#`.
///
/// Only code blocks are expanded, where mdBook books use them for listings: text spliced into the Markdown
/// itself would move every line after it away from its place in the source, and diagnostics with it.
enum BookIncludes {
    struct Failure: Error {
        let message: String
    }

    /// Whether `code` holds a directive or an escaped one.
    static func mayHold(_ code: String) -> Bool { code.contains("{{#") }

    /// `code` with its directives replaced.
    ///
    /// - Parameters:
    ///   - folder: The folder of the file `code` comes from, ending in `/` (empty for the working folder).
    ///   - files: Every file read, with its bytes, so a rebuild can tell when one changes.
    ///   - missingAnchors: Each `FILE:NAME` whose file has no anchor `NAME`: included as empty text, as mdBook does.
    static func expand(
        _ code: String, from folder: String, files: inout [String: [UInt8]], missingAnchors: inout [String], depth: Int = 0
    ) throws(Failure) -> String {
        var output = ""
        var rest = code[...]
        while let start = rest.range(of: "{{#") {
            let escaped = start.lowerBound > rest.startIndex && rest[rest.index(before: start.lowerBound)] == "\\"
            guard let end = rest[start.upperBound...].range(of: "}}") else { break }
            let directive = rest[start.upperBound..<end.lowerBound]
            let words = directive.split(separator: " ")
            guard words.count == 2, words[0] == "include" || words[0] == "rustdoc_include" else {
                output += rest[..<end.upperBound]
                rest = rest[end.upperBound...]
                continue
            }
            if escaped {
                output += rest[..<rest.index(before: start.lowerBound)] + rest[start.lowerBound..<end.upperBound]
            } else {
                output += rest[..<start.lowerBound]
                output += try included(String(words[1]), from: folder, files: &files, missingAnchors: &missingAnchors, depth: depth)
            }
            rest = rest[end.upperBound...]
        }
        return output + rest
    }

    private static func included(
        _ reference: String, from folder: String, files: inout [String: [UInt8]], missingAnchors: inout [String], depth: Int
    ) throws(Failure) -> String {
        guard depth < 10 else { throw Failure(message: "includes nest more than 10 deep at '\(reference)'") }
        var parts = reference.split(separator: ":", omittingEmptySubsequences: false)
        let path = folder + parts.removeFirst()
        guard let bytes = files[path] ?? POSIXRead.file(path) else {
            throw Failure(message: "cannot include '\(reference)': no file \(path)")
        }
        files[path] = bytes
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        let chosen: ArraySlice<Substring>
        switch parts.count {
        case 0:
            chosen = lines.last == "" ? lines.dropLast() : lines[...]
        case 1 where parts[0].allSatisfy(\.isNumber) && !parts[0].isEmpty:
            let line = Int(parts[0])!
            chosen = line >= 1 && line <= lines.count ? lines[(line - 1)...(line - 1)] : []
        case 1:
            let anchor = String(parts[0])
            guard let open = lines.firstIndex(where: { anchorName($0, "ANCHOR:") == anchor }) else {
                missingAnchors.append(reference)
                return ""
            }
            // As in mdBook, an anchor that never ends runs to the end of the file.
            let close = lines[open...].firstIndex(where: { anchorName($0, "ANCHOR_END:") == anchor })
                ?? (lines.last == "" ? lines.endIndex - 1 : lines.endIndex)
            chosen = lines[(open + 1)..<close]
        case 2:
            guard let from = parts[0].isEmpty ? 1 : Int(parts[0]), let to = parts[1].isEmpty ? lines.count : Int(parts[1]), from >= 1 else {
                throw Failure(message: "cannot include '\(reference)': lines are written FILE:FROM:TO")
            }
            chosen = from <= min(to, lines.count) ? lines[(from - 1)..<min(to, lines.count)] : []
        default:
            throw Failure(message: "cannot include '\(reference)': lines are written FILE:FROM:TO")
        }
        let text = chosen.filter { anchorName($0, "ANCHOR:") == nil && anchorName($0, "ANCHOR_END:") == nil }.joined(separator: "\n")
        return try expand(text, from: SitePaths.directory(of: path), files: &files, missingAnchors: &missingAnchors, depth: depth + 1)
    }

    /// The name after `marker` (`ANCHOR:` or `ANCHOR_END:`) on a line, as mdBook finds it in any comment.
    private static func anchorName(_ line: Substring, _ marker: String) -> String? {
        guard let found = line.range(of: marker) else { return nil }
        let name = line[found.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        return name.isEmpty ? nil : String(name)
    }
}

extension BookIncludes {
    /// The link reference definitions (`[std]: https://…`) of the files `markdown`'s own `{{#include}}` lines
    /// bring in: mdBook puts the files' text in the chapter before it is parsed, so their definitions serve the
    /// chapter's links. A file that cannot be read gives none here; the include itself reports it.
    static func linkDefinitions(includedBy markdown: String, from folder: String, files: inout [String: [UInt8]]) -> [Substring] {
        var definitions: [Substring] = []
        var fence = FenceTracker()
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !fence.consume(String(line)), trimmed.hasPrefix("{{#include "), trimmed.hasSuffix("}}") else { continue }
            var missingAnchors: [String] = []
            guard let text = try? expand(trimmed, from: folder, files: &files, missingAnchors: &missingAnchors) else { continue }
            var inner = FenceTracker()
            definitions += text.split(separator: "\n", omittingEmptySubsequences: false).filter { !inner.consume(String($0)) && isLinkDefinition($0) }
        }
        return definitions
    }

    /// A line that is a whole link reference definition: `[label]: destination`, indented three spaces at most.
    private static func isLinkDefinition(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " }
        guard line.count - text.count <= 3, text.hasPrefix("["), !text.hasPrefix("[^"), let close = text.firstIndex(of: "]") else { return false }
        let after = text[text.index(after: close)...]
        return after.hasPrefix(":") && after.dropFirst().contains { !$0.isWhitespace }
    }
}
