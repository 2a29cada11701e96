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

    /// Each control character found wherever it stands in the eight-byte words the check reads, and none
    /// among the bytes next to them (tab, line breaks, space, `~`, UTF-8).
    @Test func everyPlaceAndEveryNeighbourIsToldApart() {
        let neighbours: [UInt8] = [0x09, 0x0A, 0x0D, 0x20, 0x7E, 0x80, 0xC3, 0xA9, 0xFF, 0x41]
        for length in 0..<20 {
            let plain = (0..<length).map { neighbours[$0 % neighbours.count] }
            #expect(ControlCharacters.replaced(in: Substring(String(decoding: plain, as: UTF8.self)), lineOffset: 0) == nil)
            for at in 0..<length {
                for control: UInt8 in [0x00, 0x01, 0x1F, 0x7F] {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    bytes[at] = control
                    #expect(ControlCharacters.replaced(in: Substring(String(decoding: bytes, as: UTF8.self)), lineOffset: 0)?.places.count == 1)
                }
            }
        }
    }
}
