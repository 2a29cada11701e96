import Foundation
import Testing
@testable import VitrineHighlight

/// `Templates/static/highlight.css` colours every highlight class in both schemes with a contrast of at
/// least 4.5:1 (WCAG AA) against the background the text is drawn on.
@Suite struct StylesheetContrastTests {
    static let stylesheetURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates/static/highlight.css")

    @Test func everyClassMeetsAAInBothSchemes() throws {
        let sheet = try Stylesheet(String(contentsOf: Self.stylesheetURL, encoding: .utf8))
        for scheme in [Stylesheet.Scheme.light, .dark] {
            let codeBackground = try #require(sheet.value("--hl-code-background", for: ":root", in: scheme))
            let codeText = try #require(sheet.value("--hl-code-text", for: ":root", in: scheme))
            #expect(try Self.contrast(codeText, codeBackground) >= 4.5, "\(scheme) plain text")
            for highlightClass in HighlightClass.allCases {
                let selector = "." + highlightClass.rawValue
                let color = try #require(sheet.value("color", for: selector, in: scheme), "\(scheme) \(selector) has no color")
                let background = sheet.value("background-color", for: selector, in: scheme) ?? codeBackground
                let ratio = try Self.contrast(color, background)
                #expect(ratio >= 4.5, "\(scheme) \(selector): \(color) on \(background) is \(ratio):1")
            }
        }
    }

    /// The reader's dark choice and the system's dark scheme are the same colours, so axe's check of one is a
    /// check of both.
    @Test func theChosenDarkSchemeIsTheSystemOne() throws {
        let sheet = try Stylesheet(String(contentsOf: Self.stylesheetURL, encoding: .utf8))
        #expect(sheet.darkSchemesAgree)
        #expect(sheet.chosenDark[":root"]?["--hl-keyword"] != nil)
    }

    @Test func everyStyledClassIsOneTheHighlighterEmits() throws {
        let sheet = try Stylesheet(String(contentsOf: Self.stylesheetURL, encoding: .utf8))
        let emitted = Set(HighlightClass.allCases.map { "." + $0.rawValue })
        #expect(sheet.selectors.filter { $0.hasPrefix(".hl-") }.subtracting(emitted).isEmpty)
    }

    /// The formula against WCAG's own reference points, so a broken formula cannot pass every colour.
    @Test func contrastFormulaMatchesKnownValues() throws {
        #expect(abs(try Self.contrast("#000000", "#ffffff") - 21) < 0.001)
        #expect(abs(try Self.contrast("#fff", "#fff") - 1) < 0.001)
        #expect(abs(try Self.contrast("#767676", "#ffffff") - 4.54) < 0.01)
        #expect(try Self.contrast("#777777", "#ffffff") < 4.5)
        #expect(try Self.contrast("#8b949e", "#f6f8fa") < 4.5)  // the dark comment colour would fail on light
    }

    static func contrast(_ first: String, _ second: String) throws -> Double {
        let (lighter, darker) = try [luminance(first), luminance(second)].sorted(by: >).pair
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Relative luminance of a `#rgb` or `#rrggbb` colour (WCAG 2.x).
    static func luminance(_ hex: String) throws -> Double {
        var digits = hex.trimmingCharacters(in: .whitespaces)
        guard digits.hasPrefix("#") else { throw StylesheetError("not a hex colour: \(hex)") }
        digits.removeFirst()
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { throw StylesheetError("bad colour \(hex)") }
        let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { channel -> Double in
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }
}

struct StylesheetError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Just enough CSS reading for this sheet: flat rules at the top level (the light scheme), and the dark scheme's,
/// which override the light ones where they say something. The dark scheme is written twice, alike: inside
/// `@media screen and (prefers-color-scheme: dark)` under `:root:not([data-scheme="light"])` (the system's
/// choice, unless the reader chose light), and inside `@media screen` under `:root[data-scheme="dark"]` (the
/// reader's). `var(--x)` is read from `:root` in the same scheme.
struct Stylesheet {
    enum Scheme { case light, dark }

    private var light: [String: [String: String]] = [:]
    private var dark: [String: [String: String]] = [:]
    /// The dark rules given for the reader's choice, with the same selectors as `dark`.
    private(set) var chosenDark: [String: [String: String]] = [:]

    init(_ text: String) throws {
        var css = text
        while let open = css.range(of: "/*") {
            guard let close = css.range(of: "*/", range: open.upperBound..<css.endIndex) else { throw StylesheetError("open comment") }
            css.removeSubrange(open.lowerBound..<close.upperBound)
        }
        let system = try Self.takeBlock("@media screen and (prefers-color-scheme: dark)", from: &css)
        let chosen = try Self.takeBlock("@media screen", from: &css)
        dark = try Self.rules(system, selectorPrefix: ":root:not([data-scheme=\"light\"])")
        chosenDark = try Self.rules(chosen, selectorPrefix: ":root[data-scheme=\"dark\"]")
        light = try Self.rules(css)
    }

    var selectors: Set<String> { Set(light.keys).union(dark.keys) }

    /// Whether the reader's dark choice gives exactly the system's dark scheme.
    var darkSchemesAgree: Bool { dark == chosenDark }

    func value(_ property: String, for selector: String, in scheme: Scheme) -> String? {
        let written = scheme == .dark ? dark[selector]?[property] ?? light[selector]?[property] : light[selector]?[property]
        guard let written, written.hasPrefix("var("), written.hasSuffix(")") else { return written }
        return value(String(written.dropFirst(4).dropLast()), for: ":root", in: scheme)
    }

    /// The inside of the block that `header` opens, taken out of `css`.
    private static func takeBlock(_ header: String, from css: inout String) throws -> String {
        guard let media = css.range(of: header + " {") else { throw StylesheetError("no block \(header)") }
        let blockOpen = css.index(before: media.upperBound)
        var depth = 0
        var blockClose: String.Index?
        for index in css[blockOpen...].indices {
            if css[index] == "{" { depth += 1 }
            if css[index] == "}" { depth -= 1 }
            if depth == 0 { blockClose = index; break }
        }
        guard let blockClose else { throw StylesheetError("unclosed block \(header)") }
        let inside = String(css[css.index(after: blockOpen)..<blockClose])
        css.removeSubrange(media.lowerBound...blockClose)
        return inside
    }

    /// Rules by selector; `selectorPrefix`, which every selector must start with, is read as `:root`.
    private static func rules(_ css: String, selectorPrefix: String? = nil) throws -> [String: [String: String]] {
        var rules: [String: [String: String]] = [:]
        for chunk in css.split(separator: "}") where !chunk.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            let parts = chunk.split(separator: "{", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw StylesheetError("unexpected rule: \(chunk)") }
            var declarations: [String: String] = [:]
            for declaration in parts[1].split(separator: ";") {
                let pair = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                if pair.count == 2 { declarations[pair[0]] = pair[1] }
            }
            for written in parts[0].split(separator: ",") {
                var selector = written.trimmingCharacters(in: .whitespacesAndNewlines)
                if let selectorPrefix {
                    guard selector.hasPrefix(selectorPrefix) else { throw StylesheetError("\(selector) does not start with \(selectorPrefix)") }
                    selector = (":root" + selector.dropFirst(selectorPrefix.count)).trimmingCharacters(in: .whitespaces)
                }
                rules[selector, default: [:]].merge(declarations) { $1 }
            }
        }
        return rules
    }
}

private extension Array where Element == Double {
    var pair: (Double, Double) { (self[0], self[1]) }
}
