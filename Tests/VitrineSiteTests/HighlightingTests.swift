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

/// Heading anchors, the "On this page" list, and `#fragment` links checked like any other link.
@Suite struct AnchorsAndContentsTests {
    static let contentsTemplates = Fixture.minimalTemplates.merging(
        ["page": "<!DOCTYPE html><title>{{title}}</title>{{#hasToc}}<nav>{{#toc}}[{{title}}|#{{id}}{{#isSub}}|sub{{/isSub}}]{{/toc}}</nav>{{/hasToc}}{{{content}}}"]) { _, new in new }

    @Test func pagesWithThreeSectionsListThem() throws {
        let fixture = Fixture(pages: [
            "a.md": "# A\n\n## One\n\n### One point *five*\n\n## Two\n", "b.md": "# B\n\n## Only\n\n## Two\n",
        ], templates: Self.contentsTemplates)
        let snapshot = try fixture.build().snapshot
        #expect(snapshot.text("a/index.html")?.contains("<nav>[One|#one][One point five|#one-point-five|sub][Two|#two]</nav>") == true)
        #expect(snapshot.text("b/index.html")?.contains("<nav>") == false)
    }

    @Test func brokenFragmentsAreBrokenLinksAtTheirPlace() {
        let failures = Fixture(pages: [
            "a.md": "# A\n\n## Here\n\n[ok](#here) [ok too](b.md#there) [gone](#missing)\n\nAnd [far](b.md#nowhere).\n",
            "b.md": "# B\n\n## There\n",
        ]).failures()
        #expect(failures == [
            "Site/a.md:5:34: error: broken link '#missing': no heading or anchor 'missing' on this page",
            "Site/a.md:7:5: error: broken link 'b.md#nowhere' (resolved to '../b/#nowhere'): no heading or anchor 'nowhere' on that page",
        ])
    }

    @Test func aRenamedHeadingBreaksTheLinksToItOnTheNextBuild() throws {
        let fixture = Fixture(pages: ["a.md": "[to b](b.md#there)\n", "b.md": "## There\n"])
        let builder = SiteBuilder(options: fixture.options, cache: BuildCache())
        _ = try builder.build()
        fixture.write("## Elsewhere\n", to: "Site/b.md")
        #expect(throws: BuildFailure.self) { try builder.build() }
        fixture.write("## There\n", to: "Site/b.md")
        _ = try builder.build()
    }

    @Test func hostileHeadingsAreEscapedEverywhere() throws {
        let fixture = Fixture(pages: ["a.md": "# T\n\n## \\<script>alert(1)\\</script>\n\n## Two\n\n## Three\n"], templates: Self.contentsTemplates)
        let page = try #require(try fixture.build().snapshot.text("a/index.html"))
        #expect(!page.contains("<script>"))
        #expect(page.contains("[&lt;script&gt;alert(1)&lt;/script&gt;|#scriptalert1script]"))
    }
}
