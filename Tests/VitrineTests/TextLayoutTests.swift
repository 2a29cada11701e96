import Testing
@testable import Vitrine

@Suite struct TextLayoutTests {
    let regular14 = TextStyle(size: 14, bold: false)

    @Test func lineHeightsFollowTheFontsMetrics() {
        #expect(SVGNumber.format(TextStyle(size: 14, bold: false).lineHeight) == "16.099")
        #expect(abs(TextStyle(size: 17, bold: true).lineHeight - 19.55) < 0.01)
        #expect(abs(TextStyle(size: 26, bold: false).lineHeight - 29.90) < 0.01)
    }

    /// Browsers place glyphs on quarter pixels: a line starting between two quarters is drawn a quarter pixel
    /// apart by Chromium and librsvg. Every line starts on one, its centre moved by at most an eighth.
    @Test func linesStartOnAQuarterPoint() {
        let q = TextStyle(size: 26, bold: false)
        let width = TextMeasure.width(of: "Q", style: q)
        let center = TextDrawing.lineCenter(13, width: width)
        #expect(SVGNumber.format(center) == "13.112", "Q is 20.224 wide: it starts at 3, not 2.888")
        for centerX in stride(from: 0.0, through: 40, by: 0.37) {
            for text: Substring in ["Q", "Search", "space", "Loading…", "ж"] {
                let width = TextMeasure.width(of: text, style: q)
                let moved = TextDrawing.lineCenter(centerX, width: width)
                let start = (moved - width / 2) * 4
                #expect(abs(start - start.rounded()) < 1e-9 && abs(moved - centerX) <= 0.125 + 1e-9, "\(text) at \(centerX)")
            }
        }
        #expect(Key(label: "Q").svg.contains("<tspan x=\"13.112\" y=\"28\">Q</tspan>"))
    }

    @Test func measuresWithTheAdvanceTable() {
        // 'A' 1366, space 569 font units at 2048 per em.
        #expect(TextMeasure.width(of: "A A", style: TextStyle(size: 2048, bold: false)) == 1366 + 569 + 1366)
        #expect(LiberationSans.advance(of: "A", bold: true) == 1479)
    }

    @Test func fallbackWidthsForCharactersOutsideTheTable() {
        let em = TextStyle(size: 10, bold: false)
        #expect(TextMeasure.width(of: "中", style: em) == 10)
        #expect(TextMeasure.width(of: "😀", style: em) == 10)
        #expect(abs(TextMeasure.width(of: "\u{0B95}", style: em) - 5.562) < 0.001)
        #expect(TextMeasure.width(of: "\u{200D}", style: em) == 0)
    }

    @Test func wrapsAtSpacesWithinTheWidth() {
        let layout = TextLayout("Looking for nearby restaurants that are open late tonight", style: regular14, maximumWidth: 240)
        #expect(layout.lines.count == 2)
        #expect(layout.lines.joined(separator: " ") == "Looking for nearby restaurants that are open late tonight")
        for width in layout.lineWidths { #expect(width <= 240) }
        // The first line could not take the next word.
        let next = layout.lines[1].split(separator: " ").first!
        #expect(layout.lineWidths[0] + TextMeasure.width(of: " ", style: regular14) + TextMeasure.width(of: next, style: regular14) > 240)
    }

    @Test func breaksAWordLongerThanTheLineBetweenCharacters() {
        let word = String(repeating: "W", count: 40)
        let layout = TextLayout(word, style: regular14, maximumWidth: 100)
        #expect(layout.lines.joined() == word)
        #expect(layout.lines.count > 1)
        for width in layout.lineWidths { #expect(width <= 100) }
    }

    @Test func keepsExplicitNewlinesAndEmptyLines() {
        let layout = TextLayout("one\n\ntwo\r\nthree", style: regular14, maximumWidth: 240)
        #expect(layout.lines == ["one", "", "two", "three"])
    }

    @Test func collapsesRunsOfSpacesAndDropsControlCharacters() {
        let layout = TextLayout("  a   b\u{0}\u{7}c\t d ", style: regular14, maximumWidth: 240)
        #expect(layout.lines == ["a bc d"])
    }

    @Test func emptyTextHasNoLines() {
        #expect(TextLayout("", style: regular14, maximumWidth: 240).isEmpty)
        #expect(TextLayout("", style: regular14, maximumWidth: 240).height == 0)
    }
}
