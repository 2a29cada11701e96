import Testing
import Yams
@testable import VitrineSite

@Suite struct PlainSettingsTests {
    /// Headers the fast path takes must read exactly as Yams reads them: same text, same place, same types.
    @Test(arguments: [
        "title: Page 10\ndescription: Generated page 10\norder: 10",
        "title: Don't panic, it's (fine) [really] {ok} & 100% \"sure\"\ndraft: yes",
        "order: 0x1F\ndraft: off\nmy_key-2: a  b",
        "order: 012\ntitle: 3.5",
        "title: null\ndescription: true",
    ])
    func agreesWithYams(_ yaml: String) throws {
        let plain = try #require(PlainSettings.parse(yaml))
        let node = try #require(try Yams.compose(yaml: yaml))
        let mapping = try #require(node.mapping)
        #expect(plain.count == mapping.count)
        for (entry, (key, value)) in zip(plain, mapping) {
            #expect(entry.key == key.string)
            #expect(entry.keyPlace.line == key.mark?.line && entry.keyPlace.column == key.mark?.column)
            #expect(entry.valuePlace.line == value.mark?.line && entry.valuePlace.column == value.mark?.column)
            let theirs = try #require(value.scalar)
            #expect(entry.value == theirs.string)
            #expect(theirs.style == .plain)
            #expect(YAMLHeader.kind(ofPlain: entry.value) == YAMLHeader.kind(of: theirs))
        }
    }

    /// The kinds told from digits alone are the ones Yams reads, and the near misses are left to Yams.
    @Test(arguments: [
        "0", "7", "333", "123456789012345678", "1234567890123456789", "99999999999999999999", "012", "0x1F", "1_000",
        "1:30", "+5", "-3", "3.5", "1e3", "2024-05-01", "1999-12-28", "2024-02-29", "2024-02-30", "2024-13-01",
        "2024-00-10", "2024-1-5", "2024-05-01T10:00:00Z", "yes", "Off", "null", "~", "Page 10", "12 monkeys",
    ])
    func plainKindsAgreeWithYams(_ text: String) throws {
        let node = try #require(try Yams.compose(yaml: "key: \(text)")?.mapping?["key"]?.scalar)
        #expect(YAMLHeader.kind(ofPlain: text) == YAMLHeader.kind(of: node))
    }

    /// Anything beyond one plain `key: value` per line is left to Yams.
    @Test(arguments: [
        "", "title: \"quoted\"", "title: 'single'", "title: a # comment", "title: a: b", "title: ",
        "title: trailing ", "title:\tTab", "  title: indented", "title: Café", "title: A\n\norder: 1",
        "title: A\ntitle: B", "- list", "title: [a, b]", "title: |\n  block", "title: A\r\norder: 1", "title:x",
        "title: *alias", "title: &anchor A", "title: !!str 1",
    ])
    func leavesEverythingElseToYams(_ yaml: String) {
        #expect(PlainSettings.parse(yaml) == nil)
    }

    @Test func wrongTypesAndUnknownKeysKeepTheirPlacesOnTheFastPath() {
        let (matter, _, problems) = FrontMatter.split("---\ntitle: A\norder: soon\ndraft: maybe\ntitel: B\n---\n", file: "p.md")
        #expect(problems.map(\.terminalDescription) == [
            "p.md:3:8: error: invalid value 'soon' for 'order': expected a whole number",
            "p.md:4:8: error: invalid value 'maybe' for 'draft': expected true or false",
        ])
        #expect(matter.nearMisses.map(\.terminalDescription) == [
            "p.md:5:1: warning: unknown setting 'titel' is kept for templates as params.titel; did you mean 'title'?",
        ])
    }
}
