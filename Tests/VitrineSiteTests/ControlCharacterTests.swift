import Foundation
import Testing
@testable import VitrineSite

/// A control character in a page (pasted from a terminal, a stray form feed) reaches no HTML: it shows as
/// U+FFFD where it stood, and a warning says where.
@Suite struct ControlCharacterTests {
    @Test func controlCharactersAreReplacedAndNamed() throws {
        let fixture = Fixture(pages: ["a.md": "---\ntitle: A\n---\n# A\n\nOne\u{01} two\n\n`x\u{7F}`\n"])
        let result = try fixture.build(fixture.defaultThemeOptions)
        let page = try #require(result.snapshot.text("a/index.html"))
        #expect(page.contains("<p>One\u{FFFD} two</p>") && page.contains("<code>x\u{FFFD}</code>"))
        #expect(!page.unicodeScalars.contains { $0.value == 1 || $0.value == 0x7F })
        #expect(fixture.shownWarnings(result).contains(
            "Site/a.md:6:4: warning: 2 control characters shown as U+FFFD, since HTML does not allow it, the first here: 'U+0001'"))
    }
}
