/// MDX tags written over several lines, found as one.
extension MDXSource {
    /// A component tag that opens on line `index` and closes on a later one (`<Code code={`…`} />`, props
    /// over several lines): its last line and the tag read whole.
    static func multiLineTag(_ lines: [String], at index: Int) -> (last: Int, tag: JSXTag)? {
        let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("<"), trimmed.dropFirst().first.map({ $0.isUppercase && $0.isASCII }) == true, JSXTag(trimmed) == nil else { return nil }
        // The line its `>` is on, outside strings, comments and `{…}` (a `<Showcase entries={[…]} />` of eighty
        // lines), then the tag read once.
        guard let last = tagEnd(lines, from: index) else { return nil }
        let joined = ([String(trimmed)] + lines[(index + 1)...last]).joined(separator: "\n")
        guard let tag = JSXTag(joined[...]), tag.rest.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        return (last, tag)
    }

    /// The last line of an HTML element's opening tag that starts on line `index` and ends on a later one
    /// (`<object` then its attributes, then `>`); `nil` for any other line.
    static func multiLineElement(_ lines: [String], at index: Int) -> Int? {
        let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("<"), let first = trimmed.dropFirst().first, first.isASCII, first.isLowercase else { return nil }
        return tagEnd(lines, from: index)
    }

    /// The index of the line holding the `>` that ends the tag opening on line `first`, at most a thousand lines on:
    /// the lines are read as one text, since a string (a template literal) may span several.
    static func tagEnd(_ lines: [String], from first: Int) -> Int? {
        let text = lines[first..<min(lines.count, first + 1000)].joined(separator: "\n")[...]
        var depth = 0
        var line = first
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] != "/" || depth > 0, let after = ScriptBraces.skipped(in: text, at: index) {
                line += text[index..<after].utf8.count { $0 == UInt8(ascii: "\n") }
                index = after
                continue
            }
            switch text[index] {
            case "\n": line += 1
            case "{": depth += 1
            case "}": depth -= 1
            case ">" where depth == 0: return line > first ? line : nil
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}
