/// Text wrapped into lines by the components' own measure (Liberation Sans' advance widths), for drawings made
/// outside the components: the site's social cards and its own components.
package enum TextLines {
    /// `text` wrapped at spaces into lines at most `width` points wide in Liberation Sans of `size` points, at
    /// most `maximumLines` of them: when the text needs more, the last line ends in an ellipsis that fits.
    package static func wrap(_ text: String, size: Double, bold: Bool, width: Double, maximumLines: Int) -> [String] {
        guard maximumLines > 0 else { return [] }
        let style = TextStyle(size: size, bold: bold)
        // One paragraph: a card's title or description is read as a single run of words.
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let lines = TextLayout(flat, style: style, maximumWidth: width).lines.filter { !$0.isEmpty }
        guard lines.count > maximumLines else { return lines }
        var last = lines[maximumLines - 1]
        let ellipsis = "…"
        while !last.isEmpty, TextMeasure.width(of: Substring(last + ellipsis), style: style) > width {
            last.removeLast()
        }
        // An ellipsis after a space reads as a word of its own.
        while last.last == " " { last.removeLast() }
        return lines.prefix(maximumLines - 1) + [last + ellipsis]
    }

    /// The width of `text` in Liberation Sans of `size` points, kerning off, as the components measure theirs.
    package static func width(of text: String, size: Double, bold: Bool) -> Double {
        TextMeasure.width(of: Substring(text), style: TextStyle(size: size, bold: bold))
    }
}
