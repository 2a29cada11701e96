import Testing
@testable import Vitrine

@Suite struct EscapingTests {
    @Test(arguments: [
        "</text><script>alert(1)</script>", "]]>", "a & b < c > d \" e ' f", "😀👩‍👩‍👧", "中文字と日本語", "مرحبا", "e\u{301}\u{302}",
        "bell\u{7}null\u{0}escape\u{1B}", String(repeating: "long message ", count: 834),
    ])
    func hostileMessagesAreTextNeverMarkup(message: String) {
        for svg in [Veil(message: message).svg, LoadingView(message: message).svg, Scene(overlay: .sending, message: message).svg] {
            let check = XMLCheck.parse(svg)
            #expect(check.isWellFormed, "\(check.parseError ?? "")")
            #expect(!check.elementNames.contains("script"))
            #expect(!svg.contains("<script"))
        }
    }

    @Test func tenThousandCharactersRender() {
        let message = String(repeating: "x", count: 10_000)
        let svg = Veil(message: message).svg
        #expect(XMLCheck.parse(svg).isWellFormed)
        #expect(XMLCheck.parse(svg).textByPart["message"]?.count == 10_000)
    }

    @Test func escapesMarkupCharacters() {
        #expect(XMLEscaping.escape("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(XMLEscaping.escape("a\u{0}b\u{FFFF}c") == "abc")
    }
}
