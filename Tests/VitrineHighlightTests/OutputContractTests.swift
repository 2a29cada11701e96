import PropertyBased
import Testing
@testable import VitrineHighlight

/// For every language and any input: the output is flat, escaped, uses only the fixed classes, and
/// stripping the tags and unescaping gives back the input byte for byte.
@Suite struct OutputContractTests {
    /// Pieces that steer each lexer into its less common states: unterminated strings, comments and
    /// fences, template literals, heredocs, block scalars, tags and the characters that must be escaped.
    static let trickyPieces = [
        "\"", "'", "`", "```", "~~~", "\"\"\"", "'''", "/*", "*/", "//", "#", "<!--", "-->", "<![CDATA[", "]]>",
        "<", ">", "&", "&amp;", "</script>", "<script>", "<style>", "</", "/>", "${", "}", "{", "[", "]", "(", ")",
        "\\", "$", "$(", "<<EOF\n", "EOF", "|\n", ": ", "- ", "---\n", "@@ -1 +1 @@\n", "+", "-", "=", ";",
        "/", "/re/g", "0x1F", "1e+", "3.14", "\n", "\r\n", "\t", "    ", "\u{0}", "é", "e\u{301}", "😀", "👩‍👩‍👧",
        "中文", "\u{FEFF}", "let", "func", "class", "def", "if", "true", "null", "@main", "#include", "#if",
    ]

    static let trickyText = Gen<String?>.element(of: trickyPieces).array(of: 0...40).map { $0.compactMap { $0 }.joined() }

    static let arbitraryScalars = Gen<UInt32>.value(in: 0...0x10FFFF)
        .map { String(Character(Unicode.Scalar($0) ?? "?")) }
        .array(of: 0...30)
        .map { $0.joined() }

    /// Random bytes, decoded the way a lossy reader would, to include U+FFFD and stray control bytes.
    static let arbitraryBytes = Gen<UInt8>.value(in: 0...255).array(of: 0...200).map { String(decoding: $0, as: UTF8.self) }

    static let languageIndex = Gen<Int>.value(in: 0...(Language.allCases.count - 1))

    @Test func trickyTextRoundTripsInEveryLanguage() async {
        await propertyCheck(count: 600, input: Self.languageIndex, Self.trickyText, Self.arbitraryScalars) { index, tricky, scalars in
            Self.checkRoundTrip(tricky + scalars + tricky, Language.allCases[index])
        }
    }

    @Test func randomBytesRoundTripInEveryLanguage() async {
        await propertyCheck(count: 300, input: Self.languageIndex, Self.arbitraryBytes) { index, text in
            Self.checkRoundTrip(text, Language.allCases[index])
        }
    }

    /// Every language sees every tricky piece alone, and all of them in a row, not only a random sample.
    @Test(arguments: Language.allCases) func everyTrickyPieceRoundTrips(_ language: Language) {
        for piece in Self.trickyPieces { Self.checkRoundTrip(piece, language) }
        Self.checkRoundTrip(Self.trickyPieces.joined(), language)
        Self.checkRoundTrip(Self.trickyPieces.reversed().joined(separator: " "), language)
        Self.checkRoundTrip("", language)
    }

    @Test func theCheckItselfCatchesALostByteAndAnUnescapedBracket() {
        #expect(HighlightedHTML("a<b").problems == ["unescaped <"])
        #expect(HighlightedHTML("<span class=\"hl-bogus\">x</span>").problems == ["unknown class hl-bogus"])
        #expect(HighlightedHTML("&lt;a &amp; <span class=\"hl-string\">&quot;b&quot;</span>").text == "<a & \"b\"")
    }

    static func checkRoundTrip(_ input: String, _ language: Language) {
        let html = SyntaxHighlighter.html(for: input, language: language)
        let parsed = HighlightedHTML(html)
        #expect(parsed.problems.isEmpty, "\(language): \(parsed.problems) for \(input.debugDescription)")
        #expect(Array(parsed.text.utf8) == Array(input.utf8), "\(language) changed \(input.debugDescription)")
    }
}
