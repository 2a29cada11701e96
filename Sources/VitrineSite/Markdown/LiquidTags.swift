import VitrineMarkdown

/// Jekyll's Liquid in a page, read and never run. The tags whose meaning needs no program are kept as their
/// authors meant: `{% raw %}` shows what it holds as written (in code too, where docs about Liquid use it),
/// `{% comment %}` and a `{% capture %}` of a value are left out, `{% highlight lang %}` is a fenced code block, `{% include_relative x.md %}` its file, `{{ site.KEY }}` prints the
/// config's value and `{{ page.title }}` the page's title. Every other tag loses its braces and what it would print, keeping the
/// text between a pair (`{% if %}…{% endif %}`); each is counted for the build's warning. The links Jekyll
/// writes with Liquid (`{% link %}`, `{{ site.baseurl }}`) are `LinkTemplates`' and already read.
///
/// The text keeps its lines, so every later line stays where the author wrote it.
struct LiquidTags {
    private(set) var markdown = ""
    private(set) var simplified: [Unrendered] = []
    /// Whether a `{% include_relative x.md %}` alone on its line was written as mdBook's `{{#include x.md}}`,
    /// which the renderer draws: the file's Markdown in its place, as Jekyll reads it before the page's.
    private(set) var includesFiles = false

    /// `body` with its Liquid read, or `nil` when it holds none; `values` are what outputs such as
    /// `{{ site.repository }}` and `{{ page.title }}` print.
    init?(_ body: Substring, lineOffset: Int, values: [String: String]) {
        guard TemplateTags.mayHold(body) else { return nil }
        var output = ""
        var index = body.startIndex
        var line = 1 + lineOffset
        var fence = FenceTracker()
        var inCode = false
        var lineStart = true
        var changed = false
        while index < body.endIndex {
            let character = body[index]
            if lineStart {
                lineStart = false
                inCode = fence.consume(body[index...].prefix { $0 != "\n" })
            }
            if character == "\n" {
                output.append(character)
                line += 1
                lineStart = true
                index = body.index(after: index)
                continue
            }
            guard character == "{", let tag = Tag(body[index...]) else {
                output.append(character)
                index = body.index(after: index)
                continue
            }
            let aloneOnLine = (output.isEmpty || output.hasSuffix("\n")) && (tag.rest.isEmpty || tag.rest.hasPrefix("\n") || tag.rest.hasPrefix("\r\n"))
            switch tag.name {
            case "raw":
                let inside = tag.rest
                let end = Self.range(ofTag: "endraw", in: inside)
                let kept = inside[..<(end?.lowerBound ?? inside.endIndex)]
                output += kept
                line += kept.count { $0 == "\n" }
                index = end?.upperBound ?? inside.endIndex
                changed = true
                continue
            case "capture" where !Self.isProse(tag.rest[..<(Self.range(ofTag: "endcapture", in: tag.rest)?.lowerBound ?? tag.rest.endIndex)]):
                // A capture of a value (`parts/{{ device.fw }}.md`, a file to include) prints nothing where it is
                // written; one of prose (a note a layout or include shows) keeps its text, as the authors meant it read.
                fallthrough
            case "comment":
                let end = Self.range(ofTag: "end" + tag.name, in: tag.rest)
                let breaks = tag.rest[..<(end?.lowerBound ?? tag.rest.endIndex)].count { $0 == "\n" }
                output += String(repeating: "\n", count: breaks)
                line += breaks
                index = end?.upperBound ?? tag.rest.endIndex
                changed = true
                continue
            default:
                break
            }
            // In code, text that looks like Liquid is the author's example, shown as written.
            if inCode {
                output.append(character)
                index = body.index(after: index)
                continue
            }
            changed = true
            if tag.name == "include_relative", aloneOnLine, !tag.arguments.contains(" "), tag.arguments.hasSuffix(".md") || tag.arguments.hasSuffix(".markdown") {
                output += "{{#include \(tag.arguments)}}"
                includesFiles = true
            } else if tag.name == "highlight", aloneOnLine {
                output += "```" + (tag.arguments.split(separator: " ").first.map(String.init) ?? "")
            } else if tag.name == "endhighlight", aloneOnLine {
                output += "```"
            } else if tag.isOutput, let value = values[tag.arguments] {
                output += value
            } else if !tag.name.hasPrefix("end") && !["else", "elsif", "when"].contains(tag.name) {
                let kind = tag.isOutput ? "Liquid output" : "Liquid tag"
                let lineStart = body[..<index].lastIndex(of: "\n").map { body.index(after: $0) } ?? body.startIndex
                let column = body[lineStart..<index].count + 1
                simplified.append(Unrendered(kind: kind, treatment: "left out (vitrine runs no Liquid)", line: line, column: column, written: String(tag.written.prefix(60))))
            }
            let breaks = tag.written.count { $0 == "\n" }
            output += String(repeating: "\n", count: breaks)
            line += breaks
            index = tag.rest.startIndex
        }
        guard changed else { return nil }
        markdown = output
    }

    /// Whether a capture's text is prose: words apart, outside its `{{ … }}` outputs.
    private static func isProse(_ text: Substring) -> Bool {
        var outside = ""
        var rest = text
        while let open = rest.range(of: "{{") {
            outside += rest[..<open.lowerBound]
            rest = rest[open.upperBound...].range(of: "}}").map { rest[$0.upperBound...] } ?? ""
        }
        outside += rest
        return outside.trimmingCharacters(in: [" ", "\t", "\n", "\r"]).contains { $0 == " " || $0 == "\t" || $0 == "\n" }
    }

    /// Where `{% name %}` (with Liquid's `-` trimming marks) lies in `text`.
    private static func range(ofTag name: String, in text: Substring) -> Range<Substring.Index>? {
        var rest = text
        while let open = rest.range(of: "{%") {
            if let tag = Tag(rest[open.lowerBound...]), tag.name == name { return open.lowerBound..<tag.rest.startIndex }
            rest = rest[open.upperBound...]
        }
        return nil
    }

    /// One `{% name arguments %}` or `{{ expression }}`.
    private struct Tag {
        let written: Substring
        let name: String
        let arguments: String
        let isOutput: Bool
        let rest: Substring

        init?(_ text: Substring) {
            let isOutput = text.hasPrefix("{{")
            guard isOutput || text.hasPrefix("{%"), let close = text.dropFirst(2).range(of: isOutput ? "}}" : "%}") else { return nil }
            written = text[..<close.upperBound]
            rest = text[close.upperBound...]
            self.isOutput = isOutput
            let inside = text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound]
                .trimmingCharacters(in: [" ", "\t", "\n", "\r", "-"])
            // A tag may name an output (`{% include {{ path }} %}`, a file named by a variable); an output holds none.
            guard !inside.isEmpty, !inside.contains("{%"), !isOutput || !inside.contains("{{") else { return nil }
            if isOutput {
                name = ""
                arguments = inside.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
            } else {
                let parts = inside.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
                name = String(parts[0])
                arguments = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: [" ", "\t", "\n"]) : ""
            }
        }
    }
}

private extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

private extension Substring {
    func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
