import Foundation
import Testing
@testable import VitrineSite

/// An mdBook builds the chapters its SUMMARY.md lists, as mdBook does, and its addresses keep landing.
@Suite struct MdBookSummaryTests {
    func build(_ files: [String: String], warnLinks: Bool = false) throws -> (Fixture, BuildResult) {
        try Fixture.project(files, warnLinks: warnLinks)
    }

    @Test func onlyTheSummarysChaptersArePublishedAndTheRootOpensAtTheFirst() throws {
        let (fixture, result) = try build([
            "book.toml": "[book]\ntitle = \"B\"\n",
            "src/SUMMARY.md": """
                # Summary

                [Preface](preface.md)
                [Read me first](guide/read-first.md)
                <!-- [Hidden draft](draft.md) -->

                # Part One

                - [Guide](guide/intro.md)
                  - [Types](guide/types/index.md)
                    - [Numbers](guide/types/numbers.md)
                  - [Add `IntoIterator` for `Box<[T]>`](guide/box-slice.md)
                """,
            "src/preface.md": "# Preface\n\nWelcome.\n",
            "src/draft.md": "# Draft\n",
            "src/guide/intro.md": "# Guide\n", "src/guide/types/index.md": "# Types\n", "src/guide/types/numbers.md": "# Numbers\n",
            "src/guide/box-slice.md": "# box-slice page\n", "src/guide/read-first.md": "# Read me first\n",
        ])
        #expect(result.snapshot.files["draft/index.html"] == nil)
        #expect(fixture.shownWarnings(result).contains { $0.hasPrefix("project/src/draft.md:1:1: warning: 1 page not in SUMMARY.md left out") })
        #expect(result.snapshot.text("index.html")?.contains("url=preface/") == true, "the root opens at the first chapter")
        let types = try #require(result.snapshot.text("guide/types/index.html"))
        // The part is a section of its own, not the folder of one of its chapters; a title with brackets is read whole.
        #expect(ToolMenuTests.menu(types).contains("Guide[Types[Numbers], Add IntoIterator for Box&lt;[T]&gt;]"), "\(ToolMenuTests.menu(types))")
        #expect(result.snapshot.files["part-one/index.html"] != nil)
        // A chapter before the parts stays at the top, though its folder's chapters are in a part.
        #expect(ToolMenuTests.menu(types).hasPrefix("[Preface, Read me first, Part One[Guide["), "\(ToolMenuTests.menu(types))")
    }

    @Test func aRedirectToABookBesideItIsWrittenAndALinkToAMovedChapterLandsOnItsStub() throws {
        let (_, result) = try build([
            "book.toml": """
                [book]
                title = "B"

                [output.html.redirect]
                "/old/params.html" = "../params.html"
                "/old/sibling.html" = "../../other-book/page.html"
                """,
            "src/SUMMARY.md": "- [Intro](intro.md)\n- [Params](params.md)\n",
            "src/intro.md": "# Intro\n\nSee [the old params page](old/params.md).\n",
            "src/params.md": "# Params\n",
        ])
        #expect(result.snapshot.text("intro/index.html")?.contains("href=\"../old/params.html\"") == true)
        #expect(result.snapshot.text("old/params.html")?.contains("url=../params/") == true)
        #expect(result.snapshot.text("old/sibling.html")?.contains("url=../../other-book/page.html") == true)
    }

    @Test func aSuffixChapterInAFolderOfItsOwnStaysAtTheTop() throws {
        let (_, result) = try build([
            "book.toml": "[book]\ntitle = \"B\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Intro](intro.md)\n- [Guide](guide/index.md)\n  - [Setup](guide/setup.md)\n\n---\n\n[Appendix A: Glossary](appendix/glossary.md)\n",
            "src/intro.md": "# Intro\n", "src/guide/index.md": "# Guide\n", "src/guide/setup.md": "# Setup\n",
            "src/appendix/glossary.md": "# Glossary\n",
        ])
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("appendix/glossary/index.html")))
        #expect(menu == "[Intro, Guide, Appendix A: Glossary]", "\(menu)")
        #expect(result.snapshot.files["appendix/index.html"] == nil, "no section is made for its folder")
    }
}
