import VitrinePlatform

/// pymdownx.snippets, as MkDocs sites use it: a line `--8<-- "path"` brings in a file's text, or part of it
/// (`path:3:8` for lines, `path:name` for the lines between `--8<-- [start:name]` and `--8<-- [end:name]`).
/// Paths are read from the extension's `base_path` folders (the project's root unless set); `;--8<--`
/// stays text. In code the line is replaced by the text; in prose a line of its own is drawn as a page of
/// its own in its place, so every line after it keeps its place in the source.
enum Snippets {
    struct Failure: Error {
        let message: String
    }

    static let marker = "--8<--"

    /// Whether `text` holds the marker.
    static func mayHold(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            let marker = Array(Self.marker.utf8)
            guard bytes.count >= marker.count else { return false }
            for index in 0...(bytes.count - marker.count) where bytes[index] == marker[0] {
                if bytes[index..<(index + marker.count)].elementsEqual(marker) { return true }
            }
            return false
        } ?? true
    }

    /// The snippet a line names, `nil` for any other line (a section mark `--8<-- [start:x]`, an escaped one).
    static func target(ofLine line: Substring) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(marker) else { return nil }
        let rest = trimmed.dropFirst(marker.count).drop { $0 == " " || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'", let end = rest.dropFirst().firstIndex(of: quote) else { return nil }
        let target = rest[rest.index(after: rest.startIndex)..<end]
        return target.isEmpty ? nil : String(target)
    }

    /// The text a snippet names, read from the first of `bases` that has the file.
    /// Snippet lines inside it are drawn in turn, at their own indentation (a snippet inside a tab stays in the tab),
    /// as pymdownx.snippets reads them, ten deep at most.
    static func text(of target: String, bases: [String], files: inout [String: [UInt8]], depth: Int = 0) throws(Failure) -> String {
        guard depth < 10 else { throw Failure(message: "snippets include each other more than 10 deep at '\(target)'") }
        var path = target
        var selection: Substring?
        // `file.md:3:8` or `file.md:name`; a Windows-style `C:` never appears in a docs tree.
        if let colon = target.firstIndex(of: ":"), !target[target.index(after: colon)...].isEmpty {
            path = String(target[..<colon])
            selection = target[target.index(after: colon)...]
        }
        guard let (full, bytes) = bases.lazy.compactMap({ base in POSIXRead.file(base + "/" + path).map { (base + "/" + path, $0) } }).first else {
            throw Failure(message: "snippet '\(target)' not found in \(bases.joined(separator: ", "))")
        }
        files[full] = bytes
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var chosen: [Substring]
        if let selection, let first = Int(selection.prefix { $0 != ":" }) {
            let last = selection.contains(":") ? Int(selection.drop { $0 != ":" }.dropFirst()) ?? lines.count : first
            chosen = Array(lines[max(first - 1, 0)..<min(max(last, first), lines.count)])
        } else if let selection {
            let start = lines.firstIndex { $0.contains(marker + " [start:\(selection)]") }
            let end = lines.firstIndex { $0.contains(marker + " [end:\(selection)]") }
            guard let start, let end, start < end else { throw Failure(message: "section '\(selection)' not found in snippet '\(path)'") }
            chosen = Array(lines[(start + 1)..<end])
        } else {
            chosen = lines
        }
        chosen.removeAll { $0.contains(marker + " [start:") || $0.contains(marker + " [end:") }
        var drawn: [Substring] = []
        for line in chosen {
            guard let nested = Self.target(ofLine: line) else {
                drawn.append(line)
                continue
            }
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let text = try Self.text(of: nested, bases: bases, files: &files, depth: depth + 1)
            drawn += text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? $0 : Substring(indent + $0) }
        }
        return drawn.joined(separator: "\n")
    }

    /// `code` with each snippet line replaced by its text.
    static func expand(code: String, bases: [String], files: inout [String: [UInt8]]) throws(Failure) -> String {
        var output: [Substring] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if let target = target(ofLine: line) {
                output.append(Substring(try text(of: target, bases: bases, files: &files)))
            } else {
                output.append(line)
            }
        }
        return output.joined(separator: "\n")
    }
}
