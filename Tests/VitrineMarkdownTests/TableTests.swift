import CCmark
import Testing
@testable import VitrineMarkdown

@Suite struct TableTests {
    func html(_ source: String, rawHTML: Bool = false) -> String {
        MarkdownDocument(parsing: source, options: MarkdownOptions(rawHTML: rawHTML)).html()
    }

    @Test func rendersHeaderBodyAndAlignment() {
        let source = "| a | b | c | d |\n| :-- | :-: | --: | --- |\n| 1 | 2 | 3 | 4 |\n"
        #expect(html(source) == """
            <table>
            <thead>
            <tr>
            <th style="text-align: left">a</th>
            <th style="text-align: center">b</th>
            <th style="text-align: right">c</th>
            <th>d</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td style="text-align: left">1</td>
            <td style="text-align: center">2</td>
            <td style="text-align: right">3</td>
            <td>4</td>
            </tr>
            </tbody>
            </table>

            """)
    }

    /// Python-Markdown splits no cell inside backticks; GFM does, where a pipe in code is written `\|`.
    @Test func aPipeInACodeSpanStaysInItsCellWhereTheToolSaysSo() {
        let source = "| rule | note |\n| --- | --- |\n| ``Header(`(json|yaml)$`)`` | both |\n| `a` | `b|c |\n"
        var options = MarkdownOptions(headingAnchors: false)
        options.codeSpansHoldTablePipes = true
        let kept = MarkdownDocument(parsing: source, options: options).html()
        #expect(kept.contains("<td><code>Header(`(json|yaml)$`)</code></td>\n<td>both</td>"), "\(kept)")
        // Backticks that never close hold nothing: the pipe after them splits.
        #expect(kept.contains("<td>`b</td>\n<td>c</td>") || kept.contains("<td>`b</td>"), "\(kept)")
        let split = html(source)
        #expect(!split.contains("(json|yaml)"), "\(split)")
    }

    @Test func headerOnlyTableHasNoBody() {
        #expect(html("a | b\n--- | ---\n") == "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n</table>\n")
    }

    @Test func cellsHoldInlinesAndEscapedPipes() {
        let source = "| x |\n| - |\n| *em* `a\\|b` a \\| b **s** |\n"
        #expect(html(source).contains("<td><em>em</em> <code>a|b</code> a | b <strong>s</strong></td>"))
    }

    @Test func shortRowsArePaddedAndLongRowsCut() {
        let body = html("| a | b |\n| - | - |\n| 1 |\n| 1 | 2 | 3 |\n")
        #expect(body.contains("<tr>\n<td>1</td>\n<td></td>\n</tr>"))
        #expect(body.contains("<tr>\n<td>1</td>\n<td>2</td>\n</tr>"))
        #expect(!body.contains("3"))
    }

    @Test func tableEndsAtBlankLineAndAtAnotherBlock() {
        #expect(html("| a |\n| - |\n| b |\n\nafter\n").hasSuffix("</table>\n<p>after</p>\n"))
        #expect(html("| a |\n| - |\n| b |\n> quote\n").hasSuffix("</table>\n<blockquote>\n<p>quote</p>\n</blockquote>\n"))
        #expect(html("| a |\n| - |\n| b |\n    code\n").hasSuffix("</table>\n<pre><code>code\n</code></pre>\n"))
    }

    /// cmark reads these as setext headings; cmark-gfm has begun a table by the underline.
    @Test func setextUnderlineAfterATableIsARowOrARule() {
        #expect(html("| a |\n| - |\n| b |\n===\n").hasSuffix("<tr>\n<td>===</td>\n</tr>\n</tbody>\n</table>\n"))
        #expect(html("x\n| a |\n| - |\n---\n") == "<p>x</p>\n<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n</table>\n<hr />\n")
        #expect(html("a\n---\n").hasPrefix("<h2 id=\"a\">a<a "))
        #expect(html("| a |\n===\n").hasPrefix("<h1 id=\"-a-\">| a |<a "))
    }

    /// cmark's end line for a setext heading runs past its underline; what follows must stay put.
    @Test func setextHeadingsStayHeadings() {
        #expect(html("Foo\n---\nbar\n").hasPrefix("<h2 id=\"foo\">Foo<a "))
        #expect(html("Foo\n---\nbar\n").hasSuffix("</h2>\n<p>bar</p>\n"))
        #expect(!html("Foo\n\nbar\n---\nbaz\n").contains("<table>"))
    }

    @Test func linesBeforeTheHeaderStayAParagraph() {
        #expect(html("one\n*two*\n| a |\n| - |\n").hasPrefix("<p>one\n<em>two</em></p>\n<table>\n"))
    }

    @Test(arguments: [
        "| a | b |\n| --- |\n| c |\n",
        "| a |\n| b |\n",
        "| a |\n| -x- |\n",
        "| a |\n    | - |\n",
    ])
    func malformedTableStaysParagraph(source: String) {
        let rendered = html(source)
        #expect(rendered.hasPrefix("<p>"))
        #expect(!rendered.contains("<table>"))
    }

    @Test func tableInsideBlockQuoteAndListItem() {
        #expect(html("> | a |\n> | - |\n> | b |\n").hasPrefix("<blockquote>\n<table>\n"))
        #expect(html("- | a |\n  | - |\n  | b |\n").hasPrefix("<ul>\n<li>\n<table>\n"))
    }

    @Test func linksInCellsAreRealNodesWithSourcePositions() {
        let source = "Intro\n\n| name | link |\n| --- | --- |\n| one | see [x](a.md) |\n|  two | ![i](i.png) and [y][ref] |\n\n[ref]: b.md\n"
        let document = MarkdownDocument(parsing: source, options: MarkdownOptions())
        let links = document.nodes { $0.isLinkOrImage }
        #expect(links.map(\.url) == ["a.md", "i.png", "b.md"])
        #expect(links.map(\.startLine) == [5, 6, 6])
        #expect(links.map(\.startColumn) == [13, 10, 26])
        links[0].url = "../a/"
        links[2].url = "../b/"
        let rendered = document.html()
        #expect(rendered.contains("<td>see <a href=\"../a/\">x</a></td>"))
        #expect(rendered.contains("<td><img src=\"i.png\" alt=\"i\" /> and <a href=\"../b/\">y</a></td>"))
    }

    @Test func autolinksInCellsKnowTheirPlace() {
        let document = MarkdownDocument(parsing: "| a |\n| - |\n| see www.example.com |\n", options: MarkdownOptions())
        let links = document.nodes { $0.isLinkOrImage }
        #expect(links.map(\.url) == ["http://www.example.com"])
        #expect(links.map(\.startLine) == [3])
        #expect(links.map(\.startColumn) == [7])
    }

    @Test func cellsAreEscapedAndSafe() {
        let source = "| a |\n| - |\n| <script>alert(1)</script> & [x](javascript:alert(1)) |\n"
        let safe = html(source)
        #expect(safe.contains("<td><!-- raw HTML omitted -->alert(1)<!-- raw HTML omitted --> &amp; <a href=\"\">x</a></td>"))
        // With raw HTML allowed, GFM's tag filter still disarms the script.
        #expect(html(source, rawHTML: true).contains("<td>&lt;script>alert(1)&lt;/script> &amp; <a href=\"javascript:alert(1)\">x</a></td>"))
    }

    @Test func pipeCharactersInFencedCodeAreNotATable() {
        #expect(html("```\n| a |\n| - |\n```\n") == "<pre><code>| a |\n| - |\n</code></pre>\n")
    }
}
