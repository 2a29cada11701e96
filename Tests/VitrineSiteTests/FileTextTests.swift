import Foundation
import Testing
@testable import VitrineSite

/// A page's Markdown put aside between its reading and its rendering comes back as it was.
@Suite struct FileTextTests {
    @Test func putAsideTextReadsBackWhole() throws {
        let store = try #require(FileTextStore())
        let texts = ["", "# Café ☕\n\nSecond line.\n", String(repeating: "long line of text\n", count: 2000)]
        let kept = texts.map(store.keeping)
        #expect(kept.map(\.isStored) == [false, true, true])
        #expect(kept.map(\.string) == texts)
    }

    @Test func aPageHeaderPutAsideGivesItsBodyBack() throws {
        let store = try #require(FileTextStore())
        let text = "---\ntitle: Über\n---\n\n# Heading\n\nBody ✓.\n"
        let file = store.keeping(text)
        let header = PageSource(path: "a.md", file: "a.md", displayPath: "Site/a.md", text: file.string)
        let aside = header.puttingTextAside(in: store, file: file)
        #expect(aside.text.isEmpty)
        let loaded = aside.loaded()
        #expect(loaded.text == text && loaded.body == header.body && loaded.matter.title == "Über")
        #expect(aside.releasingText().restoring(aside.fileText).body == header.body)
    }

    /// mdBook's `{{#title}}` line is blanked in the body, which is then put aside on its own.
    @Test func aRewrittenBodyIsPutAsideItself() throws {
        let store = try #require(FileTextStore())
        let text = "{{#title Custom}}\n# Heading\n"
        let file = store.keeping(text)
        var header = PageSource(path: "a.md", file: "a.md", displayPath: "src/a.md", text: file.string)
        header.readBookTitle()
        let loaded = header.puttingTextAside(in: store, file: file).loaded()
        #expect(loaded.body == "\n# Heading\n" && loaded.matter.title == "Custom")
    }

    /// The same site builds to the same files whether its Markdown waits in memory (the preview's memo) or aside.
    @Test func aBuildIsTheSameWithItsTextPutAside() throws {
        let fixture = Fixture(pages: [
            "index.md": "---\ntitle: Home\n---\n\n# Home\n\nSee [the guide](guide.md).\n",
            "guide.md": "# Guide ☕\n\nText.\n",
        ])
        let aside = try fixture.build()
        let held = try SiteBuilder(options: fixture.options, cache: BuildCache()).build()
        #expect(aside.snapshot.files.mapValues(\.bytes) == held.snapshot.files.mapValues(\.bytes))
    }
}
