import Testing
@testable import VitrineSite

/// Fenced code is highlighted at build time; anything the highlighter does not know stays cmark's plain block.
@Suite struct HighlightingTests {
    @Test func knownLanguagesGetSpansUnknownOnesStayPlain() throws {
        let fixture = Fixture(pages: ["a.md": """
            ```swift
            let greeting = "<b>hi</b>"
            ```

            ```json
            {"a": 1}
            ```

            ```klingon
            qapla' <b>
            ```

            ```
            no language
            ```

            """])
        let page = try #require(try fixture.build().snapshot.text("a/index.html"))
        #expect(page.contains("<pre><code class=\"language-swift\"><span class=\"hl-keyword\">let</span> greeting = <span class=\"hl-string\">&quot;&lt;b&gt;hi&lt;/b&gt;&quot;</span>\n</code></pre>"))
        #expect(page.contains("<pre><code class=\"language-json\">"))
        #expect(page.contains("<pre><code class=\"language-klingon\">qapla' &lt;b&gt;\n</code></pre>"))
        #expect(page.contains("<pre><code>no language\n</code></pre>"))
        #expect(!page.contains("<b>"))
    }

    @Test func aRebuildHighlightsOnlyChangedBlocks() throws {
        let fixture = Fixture(pages: ["a.md": "```python\nprint('unchanged block 7f3a')\n```\n", "b.md": "B\n"])
        let builder = SiteBuilder(options: fixture.options, cache: BuildCache())
        _ = try builder.build()
        let memo = try #require(builder.cache?.highlights)
        let misses = memo.currentStatistics.misses
        #expect(misses == 1)
        fixture.write("```python\nprint('unchanged block 7f3a')\n```\n\nNew text.\n", to: "Site/a.md")
        _ = try builder.build()
        #expect(memo.currentStatistics.misses == misses)
        #expect(memo.currentStatistics.hits >= 1)
    }
}
