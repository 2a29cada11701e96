import Testing
@testable import VitrineMarkdown

/// TeX math in Markdown: what is read as math (GitHub's and Pandoc's rules), that its TeX reaches the page
/// byte for byte, and the MathML it becomes.
@Suite struct MathTests {
    func html(_ source: String, math: Bool = true) -> String {
        var options = MarkdownOptions(headingAnchors: false)
        options.math = math
        return MarkdownDocument(parsing: source, options: options).html()
    }

    @Test func backslashesReachTheMathAsWritten() {
        // cmark alone would read `\,` as an escaped comma and `*c*` as emphasis.
        #expect(html("$a \\, b_1 *c*_2$\n") == """
            <p><math alttext="a \\, b_1 *c*_2"><mrow><mi>a</mi><mspace width="0.1667em"></mspace><msub><mi>b</mi><mn>1</mn></msub><mo>∗</mo><mi>c</mi><msub><mo>∗</mo><mn>2</mn></msub></mrow></math></p>

            """)
        #expect(html("$$ a \\, b $$\n").contains("alttext=\"a \\, b\""))
        #expect(html("$$ a \\, b $$\n").contains("<math display=\"block\""))
    }

    @Test(arguments: [
        "Costs $5 and $6.", "From $5 to $10 each", "$ x$", "$x $", "Use `$x$` here", "A lone $ sign",
        "\\$x\\$ escaped", "$x$5",
    ])
    func dollarsThatAreNotMathStayText(source: String) {
        #expect(!html(source + "\n").contains("<math"))
    }

    @Test func mathIsNotReadInCodeOrWhenOff() {
        #expect(html("```\n$x$\n```\n") == "<pre><code>$x$\n</code></pre>\n")
        #expect(html("    $x$\n") == "<pre><code>$x$\n</code></pre>\n")
        #expect(html("`$x$` and ``$$y$$``\n") == "<p><code>$x$</code> and <code>$$y$$</code></p>\n")
        #expect(html("$x$ and \\(y\\)\n", math: false) == "<p>$x$ and (y)</p>\n")
    }

    @Test func inlineFormsAndTheirMathML() {
        #expect(html("$x^2$\n") == "<p><math alttext=\"x^2\"><msup><mi>x</mi><mn>2</mn></msup></math></p>\n")
        #expect(html("\\(\\alpha\\)\n") == "<p><math alttext=\"\\alpha\"><mi>α</mi></math></p>\n")
        #expect(html("\\[\\frac{1}{2}\\]\n") == "<p><math display=\"block\" alttext=\"\\frac{1}{2}\"><mfrac><mn>1</mn><mn>2</mn></mfrac></math></p>\n")
        // A span may cross a line end inside its paragraph.
        #expect(html("a $x +\ny$ b\n").contains("<mi>x</mi><mo>+</mo><mi>y</mi>"))
    }

    /// KaTeX's relations (`\\sqsubseteq`) are drawn, and a `%` comment runs to its line's end, `\\%` the sign.
    @Test func relationsAndComments() {
        #expect(html("$T \\sqsubseteq S$\n").contains("<mi>T</mi><mo>⊑</mo><mi>S</mi>"))
        let commented = html("$$\nx = 1 % the first\n+ 2\\% \n$$\n")
        #expect(commented.contains("<mi>x</mi><mo>=</mo><mn>1</mn><mo>+</mo><mn>2</mn><mi>%</mi>") || commented.contains("<mn>2</mn><mo>%</mo>"), "\(commented)")
        #expect(!commented.contains("<mi>f</mi>") && commented.contains("alttext=\"x = 1 % the first"), "\(commented)")
    }

    @Test func displaysOnTheirOwnLinesAndMathFences() {
        let block = "<math display=\"block\" alttext=\"x = 1\"><mrow><mi>x</mi><mo>=</mo><mn>1</mn></mrow></math>\n"
        #expect(html("$$\nx = 1\n$$\n") == block)
        #expect(html("\\[\nx = 1\n\\]\n") == block)
        #expect(html("```math\nx = 1\n```\n") == block)
        // Lines that would be a list or a heading to Markdown stay TeX inside a display.
        #expect(html("$$\na\n- b\n+ c\n$$\n").contains("<mi>a</mi><mo>−</mo><mi>b</mi><mo>+</mo><mi>c</mi>"))
        #expect(html("> $$\n> x = 1\n> $$\n") == "<blockquote>\n\(block)</blockquote>\n")
        #expect(html("- item\n  $$\n  x = 1\n  $$\n") == "<ul>\n<li>item\n\(block)</li>\n</ul>\n")
    }

    @Test func environmentsBecomeTables() {
        let aligned = html("$$\n\\begin{aligned} a &= b \\\\ c &= d \\end{aligned}\n$$\n")
        #expect(aligned.contains("<mtable displaystyle=\"true\"><mtr><mtd style=\"text-align: right\"><mi>a</mi></mtd><mtd style=\"text-align: left\"><mrow><mo>=</mo><mi>b</mi></mrow></mtd></mtr>"))
        let cases = html("$f = \\begin{cases} 1 & x > 0 \\\\ 0 & \\text{otherwise} \\end{cases}$\n")
        #expect(cases.contains("<mo>{</mo><mtable>") && cases.contains("<mtext>otherwise</mtext>"))
        #expect(html("$\\begin{pmatrix} 1 & 2 \\end{pmatrix}$\n").contains("<mrow><mo>(</mo><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>2</mn></mtd></mtr></mtable><mo>)</mo></mrow>"))
    }

    @Test func commandsAndFonts() {
        #expect(html("$\\sqrt[3]{x}$\n").contains("<mroot><mi>x</mi><mrow><mn>3</mn></mrow></mroot>"))
        #expect(html("$\\mathbb{R} \\mathbf{v} \\mathcal{L}$\n").contains("<mi>ℝ</mi><mi>𝐯</mi><mi>ℒ</mi>"))
        #expect(html("$\\left( x \\middle| y \\right)$\n").contains(
            "<mo fence=\"true\" stretchy=\"true\">(</mo><mi>x</mi><mo fence=\"true\" stretchy=\"true\">|</mo><mi>y</mi><mo fence=\"true\" stretchy=\"true\">)</mo>"))
        #expect(html("$$\\sum_{i}^{n} \\int_0^1$$\n").contains("<munderover><mo largeop=\"true\">∑</mo><mi>i</mi><mi>n</mi></munderover><msubsup><mo largeop=\"true\">∫</mo>"))
        #expect(html("$\\sum_{i}$\n").contains("<msub><mo largeop=\"true\">∑</mo>"))
        #expect(html("$a \\not= b \\leq c$\n").contains("<mo>≠</mo><mi>b</mi><mo>≤</mo>"))
        #expect(html("$f'(x)$\n").contains("<msup><mi>f</mi><mo>′</mo></msup>"))
        #expect(html("$x < y$\n").contains("<mo>&lt;</mo>"))
        #expect(html("${a + b \\over 2}$\n").contains("<mfrac><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mn>2</mn></mfrac>"))
        #expect(html("$\\overline{x}$\n").contains("<mover accent=\"true\"><mi>x</mi>"))
    }

    @Test func unknownCommandsKeepTheTeXAndAreCounted() {
        let document = MarkdownDocument(parsing: "Text\n\nSee $\\foo{x} < 1$ here and $$\\unknown$$.\n", options: MarkdownOptions())
        #expect(document.html() == "<p>Text</p>\n<p>See <code class=\"math\">\\foo{x} &lt; 1</code> here and <code class=\"math\">\\unknown</code>.</p>\n")
        #expect(document.unconvertedMath == [UnconvertedMath(line: 3, column: 6, tex: "\\foo{x} < 1"), UnconvertedMath(line: 3, column: 30, tex: "\\unknown")])
        let block = MarkdownDocument(parsing: "$$\n\\begin{foo}\n$$\n", options: MarkdownOptions())
        #expect(block.html() == "<pre class=\"math\"><code class=\"math\">\\begin{foo}</code></pre>\n")
        #expect(block.unconvertedMath.map(\.line) == [2])
    }

    @Test func columnsAfterMathStayTheAuthors() {
        let document = MarkdownDocument(parsing: "$\\frac{a}{b}$ then [x](y.md)\n", options: MarkdownOptions())
        let link = document.nodes { $0.isLinkOrImage }.first
        #expect(link?.startColumn == 20)
    }
}

extension MathTests {
    @Test func linkDestinationsKeepTheirParenthesesAndDollars() {
        #expect(html("[link](\\(foo\\)) and [b](x$y$z)\n") == "<p><a href=\"(foo)\">link</a> and <a href=\"x$y$z\">b</a></p>\n")
    }
}
