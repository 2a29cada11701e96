/// A VitePress page is a Vue component: VitePress hoists the `<script setup>`, `<script>` and `<style>` blocks
/// written at the top level of its Markdown into that component, so they are never the page's text. vitrine
/// runs no Vue: the blocks are left out, each line blanked so everything after keeps its number for messages,
/// and counted for the build's warning. Nothing in them is run.
enum VueBlocks {
    /// Whether the text may hold a block: `<script` or `<style` anywhere, in any case, by bytes, as this runs for
    /// every page.
    static func mayHold(_ text: Substring) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            let names: [[UInt8]] = [Array("script".utf8), Array("style".utf8)]
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "<") {
                    for name in names where index + name.count < bytes.count
                        && name.indices.allSatisfy({ bytes[index + 1 + $0] | 0x20 == name[$0] }) { return true }
                }
                index += 1
            }
            return false
        } ?? true
    }

    /// The text with its top-level blocks blanked out, line for line, and the place of each; `nil` when it has none.
    static func leftOut(of text: Substring, lineOffset: Int) -> (text: String, places: [Unrendered])? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var places: [Unrendered] = []
        var fence: (marker: Character, length: Int)?
        // The closing tag of the block being left out.
        var closing: String?
        for index in lines.indices {
            let line = lines[index]
            if let end = closing {
                if line.lowercased().contains(end) { closing = nil }
                lines[index] = ""
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            // Code is the page's text, whatever it shows: a fence's lines and indented code are passed over.
            if let marker = content.first, marker == "`" || marker == "~", content.prefix(while: { $0 == marker }).count >= 3 {
                let run = content.prefix { $0 == marker }.count
                if let open = fence { if open.marker == marker, run >= open.length { fence = nil } } else { fence = (marker, run) }
                continue
            }
            guard fence == nil, indent <= 3, let tag = openingTag(content) else { continue }
            let written = content.hasSuffix("\r") ? content.dropLast() : content
            places.append(Unrendered(
                kind: "Vue \(tag) block", treatment: "left out (vitrine runs no Vue)", line: index + 1 + lineOffset, column: indent + 1,
                written: String(written.prefix { $0 != ">" }) + (written.contains(">") ? ">" : "")))
            let end = "</\(tag)>"
            // As CommonMark reads an HTML block of this kind, it runs to the line holding its closing tag, or to the end.
            if !content.lowercased().contains(end) { closing = end }
            lines[index] = ""
        }
        guard !places.isEmpty else { return nil }
        return (lines.joined(separator: "\n"), places)
    }

    /// `script` or `style` when the line opens such a block: the tag's name, in any case, then a space, a tab,
    /// `>` or the line's end.
    private static func openingTag(_ line: Substring) -> String? {
        for tag in ["script", "style"] {
            let opening = "<" + tag
            guard line.count >= opening.count, line.prefix(opening.count).lowercased() == opening else { continue }
            let after = line.dropFirst(opening.count).first
            if after == nil || after == " " || after == "\t" || after == ">" || after == "\r" { return tag }
        }
        return nil
    }
}
