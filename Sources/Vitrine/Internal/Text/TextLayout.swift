/// Text broken into lines the way UIKit's word-wrap mode does it, with each line's measured width.
///
/// Lines break at spaces; a word longer than the line breaks between characters; explicit newlines
/// are kept. Runs of spaces collapse to one, as SVG collapses them when drawing, so measured = drawn.
struct TextLayout: Equatable {
    let style: TextStyle
    let lines: [String]
    let lineWidths: [Double]

    init(_ text: String, style: TextStyle, maximumWidth: Double) {
        self.style = style
        // Most labels are one printable word that fits: nothing to clean, split or wrap.
        if Self.isOneWord(text) {
            let width = TextMeasure.width(of: Substring(text), style: style)
            if width <= maximumWidth {
                lines = [text]
                lineWidths = [width]
                return
            }
        }
        var lines: [String] = []
        var widths: [Double] = []
        for paragraph in Self.paragraphs(of: Self.sanitized(text)) {
            Self.wrap(paragraph, style: style, maximumWidth: maximumWidth, into: &lines, widths: &widths)
        }
        self.lines = lines
        self.lineWidths = widths
    }

    var isEmpty: Bool { lines.isEmpty }
    /// The widest line.
    var width: Double { lineWidths.max() ?? 0 }
    var height: Double { Double(lines.count) * style.lineHeight }

    /// Whether `text` is one word of printable characters: no space, line break or control character, nothing
    /// XML cannot carry. Printable ASCII is told from the bytes alone; a key's letter beyond it (ß, Ж) from
    /// its scalars, which costs far less than cleaning and splitting it.
    static func isOneWord(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        if text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) { return true }
        return text.unicodeScalars.allSatisfy { scalar in
            if scalar.isASCII { return (0x21...0x7E).contains(scalar.value) }
            // C1 controls (NEL among them) and the no-break space, then every other space and invisible format character.
            return !(0x80...0xA0).contains(scalar.value) && !scalar.properties.isWhitespace && scalar.properties.generalCategory != .format
                && XMLEscaping.isAllowed(scalar)
        }
    }
}

private extension TextLayout {
    /// Newlines unified to `\n`, tabs to spaces, other control characters dropped.
    static func sanitized(_ text: String) -> String {
        var clean = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasReturn = scalar == "\r" }
            switch scalar {
            case "\n": if !previousWasReturn { clean.append("\n") }
            case "\r", "\u{2028}", "\u{2029}", "\u{85}": clean.append("\n")
            case "\t": clean.append(" ")
            default:
                if scalar.properties.generalCategory != .control && XMLEscaping.isAllowed(scalar) {
                    clean.append(scalar)
                }
            }
        }
        return String(clean)
    }

    static func paragraphs(of text: String) -> [Substring] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    static func wrap(
        _ paragraph: Substring, style: TextStyle, maximumWidth: Double,
        into lines: inout [String], widths: inout [Double]
    ) {
        let space = TextMeasure.width(of: " ", style: style)
        var line: [Substring] = []
        var lineWidth = 0.0
        func finishLine() {
            lines.append(line.joined(separator: " "))
            widths.append(lineWidth)
            line.removeAll()
            lineWidth = 0
        }
        for word in paragraph.split(separator: " ") {
            let wordWidth = TextMeasure.width(of: word, style: style)
            if !line.isEmpty, lineWidth + space + wordWidth <= maximumWidth {
                line.append(word)
                lineWidth += space + wordWidth
                continue
            }
            if !line.isEmpty { finishLine() }
            if wordWidth <= maximumWidth {
                line = [word]
                lineWidth = wordWidth
            } else {
                let rest = breakLongWord(word, style: style, maximumWidth: maximumWidth, into: &lines, widths: &widths)
                line = [rest.piece]
                lineWidth = rest.width
            }
        }
        // An empty paragraph (two newlines in a row) still takes a line, as in UIKit.
        finishLine()
    }

    /// Breaks a word wider than the line between characters; returns the last piece, which may take more words.
    static func breakLongWord(
        _ word: Substring, style: TextStyle, maximumWidth: Double,
        into lines: inout [String], widths: inout [Double]
    ) -> (piece: Substring, width: Double) {
        var pieceStart = word.startIndex
        var pieceWidth = 0.0
        var index = word.startIndex
        while index < word.endIndex {
            let next = word.index(after: index)
            let characterWidth = TextMeasure.width(of: word[index..<next], style: style)
            if pieceWidth + characterWidth > maximumWidth, index > pieceStart {
                lines.append(String(word[pieceStart..<index]))
                widths.append(pieceWidth)
                pieceStart = index
                pieceWidth = 0
            }
            pieceWidth += characterWidth
            index = next
        }
        return (word[pieceStart...], pieceWidth)
    }
}
