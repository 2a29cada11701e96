import VitrineMarkdown

/// Passes over an MDX page's lines before its components are read: what MDX shows nothing of, or reads as MDX
/// though written as a fence, each keeping every line where it was.
enum MDXLinePasses {
    /// MDX's comments over several lines (`{/*` … `*/}`), which show nothing: their lines made blank, every other
    /// line kept where it was. One opened and closed on one line is `replacingJSXComments`' to leave out.
    static func withoutLongComments(_ lines: [String]) -> [String] {
        guard lines.contains(where: { $0.contains("{/*") }) else { return lines }
        var lines = lines
        var fence = FenceTracker()
        var inComment = false
        for index in lines.indices {
            if inComment {
                if let end = lines[index].range(of: "*/}") {
                    lines[index] = String(lines[index][end.upperBound...])
                    inComment = false
                } else {
                    lines[index] = ""
                }
                continue
            }
            if fence.consume(lines[index]) { continue }
            guard let start = lines[index].range(of: "{/*"), !lines[index][start.upperBound...].contains("*/}") else { continue }
            lines[index] = String(lines[index][..<start.lowerBound])
            inComment = true
        }
        return lines
    }

    /// Docusaurus' ```` ```mdx-code-block ```` fences, whose text is MDX (written so to read well on GitHub): their
    /// fence lines made blank, their text kept, as Docusaurus' `unwrapMdxCodeBlocks` reads them.
    static func unwrappingMDXCodeBlocks(_ lines: [String]) -> [String] {
        guard lines.contains(where: { $0.contains("mdx-code-block") }) else { return lines }
        var lines = lines
        var fence = FenceTracker()
        var unwrapping: Int?
        for index in lines.indices {
            let content = lines[index].drop { $0 == " " || $0 == "\t" }
            let ticks = content.prefix { $0 == "`" }.count
            if let open = unwrapping {
                if ticks >= open, content.dropFirst(ticks).allSatisfy({ $0 == " " || $0 == "\t" }) {
                    lines[index] = ""
                    unwrapping = nil
                }
                continue
            }
            if !fence.isOpen, ticks >= 3, content.dropFirst(ticks).trimmingCharacters(in: .whitespaces) == "mdx-code-block" {
                lines[index] = ""
                unwrapping = ticks
                continue
            }
            _ = fence.consume(lines[index])
        }
        return lines
    }
}
