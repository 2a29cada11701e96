import Testing
@testable import VitrineSearch

@Suite struct PageTextTests {
    func sections(_ html: String) -> [[String]] {
        PageTextBuilder.sections(ofHTML: html).map { section in
            [String(decoding: section.id, as: UTF8.self), Self.unescaped(section.heading), Self.unescaped(section.text)]
        }
    }

    /// Heading and text are kept JSON-escaped: only quotes and backslashes are.
    static func unescaped(_ bytes: [UInt8]) -> String {
        var result: [UInt8] = []
        var escaping = false
        for byte in bytes {
            if !escaping, byte == UInt8(ascii: "\\") {
                escaping = true
                continue
            }
            #expect(!escaping || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\"))
            escaping = false
            result.append(byte)
        }
        #expect(!escaping)
        return String(decoding: result, as: UTF8.self)
    }

    @Test func splitsAtSecondAndThirdLevelHeadingsAndDropsTheAnchorMark() {
        let html = """
            <h1>Guide</h1>
            <p>Intro text.</p>
            <h2 id="install-it">Install it<a class="anchor" href="#install-it" aria-label="Link to this section: Install it">#</a></h2>
            <p>Run the installer.</p>
            <h3 id="on-linux">On <code>Linux</code><a class="anchor" href="#on-linux">#</a></h3>
            <p>Use apt.</p>
            <h4>Deeper</h4><p>Still Linux.</p>
            """
        // The first heading repeats the title (results show it apart), so the text starts after it.
        #expect(sections(html) == [
            ["", "", "Intro text."],
            ["install-it", "Install it", "Run the installer."],
            ["on-linux", "On Linux", "Use apt. Deeper Still Linux."],
        ])
    }

    @Test func aFirstHeadingWithItsAnchorIsLeftOutButOneAfterTextIsText() {
        #expect(sections(##"<h1 id="t">Title<a class="anchor" href="#t">#</a></h1><p>Body.</p>"##) == [["", "", "Body."]])
        #expect(sections("<p>Lead.</p><h1>Second</h1><p>Body.</p>") == [["", "", "Lead. Second Body."]])
    }

    @Test func skipsDrawingsScriptsStylesAndComments() {
        let html = """
            <p>Before</p><svg viewBox="0 0 1 1"><title>Spinner</title><svg><text>inner</text></svg><text>outer</text></svg>
            <script>let hidden = "<p>no</p>"</script><style>p { color: red }</style><!-- a <b>comment</b> --><p>After</p>
            <svg/><p>End</p>
            """
        #expect(sections(html) == [["", "", "Before After End"]])
    }

    @Test func decodesEntitiesAndKeepsMarkupLikeTextAsText() {
        let html = #"<h2 id="a&amp;b">&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</h2><p>caf&#233; &#x1F600; &nbsp;&hellip; &bogus; a < b &#0;</p>"#
        #expect(sections(html) == [
            ["", "", ""],
            ["a&b", "<script>alert(1)</script> & \"x\"", "café 😀 … &bogus; a < b \u{FFFD}"],
        ])
    }

    @Test func inlineTagsJoinWordsAndBlockTagsSeparateThem() {
        #expect(sections("<p>con<em>fig</em>ure</p><p>next</p><ul><li>one</li><li>two</li></ul>") == [["", "", "configure next one two"]])
    }

    @Test func collapsesWhitespace() {
        #expect(sections("<p>  a \n\t b  </p>\n\n<p>c</p>") == [["", "", "a b c"]])
    }

    @Test func keepsTextReadyForJSON() {
        let section = PageTextBuilder.sections(ofHTML: #"<p>say "hi" \ &quot;&#92; tab&#9;stop</p>"#)[0]
        #expect(String(decoding: section.text, as: UTF8.self) == #"say \"hi\" \\ \"\\ tab stop"#)
    }

    @Test func tagNamesWrittenOutArePackedNames() {
        #expect(HTMLTag.a == HTMLTag.packed("a"))
        #expect(HTMLTag.h1 == HTMLTag.packed("h1"))
        #expect(HTMLTag.h2 == HTMLTag.packed("h2"))
        #expect(HTMLTag.h3 == HTMLTag.packed("h3"))
        #expect(HTMLTag.svg == HTMLTag.packed("svg"))
        #expect(HTMLTag.idAttribute == HTMLTag.packed("id"))
        #expect(HTMLTag.classAttribute == HTMLTag.packed("class"))
    }

    @Test func unclosedMarkupEndsQuietly() {
        #expect(sections("<p>text <svg><rect") == [["", "", "text"]])
        #expect(sections("<h2 id=\"x") == [["", "", ""], ["x", "", ""]])
    }
}
