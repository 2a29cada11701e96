import CCmark

/// Math the converter could not draw, kept as its TeX; the page counts it in a warning.
package struct UnconvertedMath: Sendable, Equatable {
    /// The author's line and column of the formula's TeX.
    package var line: Int
    package var column: Int
    package var tex: String
}

/// Draws the math `MathSpans` hid as code spans, and `math` fences, as MathML.
enum MathPass {
    /// Whether the text may hold a `math` fence, which needs a walk of the tree to find.
    static func mayHoldFence(_ text: String) -> Bool {
        TextSearch.contains("math", in: text) && TextSearch.containsAny(["```math", "~~~math", "``` math", "~~~ math"], in: text)
    }

    static func apply(to root: OpaquePointer, places: [MathSpans.Place: MathSpans.Kind], positions: NodePositions) -> [UnconvertedMath] {
        var unconverted: [UnconvertedMath] = []
        let nodes = Cmark.descendants(of: root) {
            let type = Cmark.type($0)
            return (type == CMARK_NODE_CODE && !places.isEmpty) || type == CMARK_NODE_CODE_BLOCK
        }
        for node in nodes {
            let source = positions.source(node)
            let tex = Cmark.literal(node)
            let replacement: OpaquePointer
            if Cmark.type(node) == CMARK_NODE_CODE_BLOCK {
                guard Self.isMathFence(node) else { continue }
                let trimmed = tex.hasSuffix("\n") ? String(tex.dropLast()) : tex
                let math = TeXMathML.math(trimmed, display: true)
                if math == nil { unconverted.append(UnconvertedMath(line: source.line + 1, column: source.column, tex: trimmed)) }
                replacement = Cmark.newCustomBlock(enter: math.map { $0 + "\n" } ?? Self.kept(trimmed, display: true), exit: "")
                positions.readings.set(replacement, .text(enter: " " + trimmed + " ", exit: ""))
            } else {
                guard let kind = places[MathSpans.Place(line: source.line, column: source.column)] else { continue }
                let math = TeXMathML.math(tex, display: kind == .display)
                if math == nil { unconverted.append(UnconvertedMath(line: source.line, column: source.column, tex: tex)) }
                replacement = Cmark.newCustomInline(enter: math ?? Self.kept(tex, display: false), exit: "")
                // A formula reads as its TeX, which a reader searching for it types.
                positions.readings.set(replacement, .text(enter: math == nil ? tex : " " + tex + " ", exit: ""))
            }
            let parsed = positions.parsed(node)
            positions.set(replacement, line: parsed.line, column: parsed.column)
            if cmark_node_replace(node, replacement) == 1 {
                positions.free(node)
            } else {
                cmark_node_free(replacement)
            }
        }
        return unconverted
    }

    /// TeX the converter does not know stays on the page as written, for a reader (or a script) to read: a
    /// block for a math fence, else inline where the author wrote it.
    private static func kept(_ tex: String, display: Bool) -> String {
        let code = "<code class=\"math\">\(HTMLText.escape(tex))</code>"
        return display ? "<pre class=\"math\">\(code)</pre>\n" : code
    }

    private static func isMathFence(_ node: OpaquePointer) -> Bool {
        guard let info = cmark_node_get_fence_info(node) else { return false }
        let word = String(cString: info).split(separator: " ", maxSplits: 1).first
        return word == "math"
    }
}
