import Testing
@testable import VitrineMarkdown

/// PyMdown's inline marks, where an MkDocs project turns their extensions on.
@Suite struct PyMdownInlineTests {
    func html(_ source: String, _ enabled: Set<PyMdownInline> = Set(PyMdownInline.allCases)) -> String {
        var options = MarkdownOptions(headingAnchors: false)
        options.pyMdownInlines = enabled
        return MarkdownDocument(parsing: source, options: options).html()
    }

    @Test func marksInsertsSuperAndSubscripts() {
        #expect(html("A ==marked phrase== and ^^new^^ text.\n") == "<p>A <mark>marked phrase</mark> and <ins>new</ins> text.</p>\n")
        #expect(html("H~2~O, E=mc^2^ and ~~gone~~.\n") == "<p>H<sub>2</sub>O, E=mc<sup>2</sup> and <del>gone</del>.</p>\n")
        // A single mark takes no spaces, so sums stay text.
        #expect(html("a^2 + b^2 and x~1 + y~2\n") == "<p>a^2 + b^2 and x~1 + y~2</p>\n")
        #expect(html("`==code==` and == spaced ==\n") == "<p><code>==code==</code> and == spaced ==</p>\n")
    }

    @Test func keysAreKeyboardKeys() {
        #expect(html("Press ++ctrl+alt+del++ now.\n") == """
            <p>Press <span class="keys"><kbd class="key-ctrl">Ctrl</kbd><span>+</span><kbd class="key-alt">Alt</kbd><span>+</span><kbd class="key-del">Del</kbd></span> now.</p>

            """)
    }

    @Test func offWhereTheProjectDoesNotTurnThemOn() {
        // GFM reads a single tilde as strikethrough.
        #expect(html("==x== ^y^ ~z~ ++a++\n", []) == "<p>==x== ^y^ <del>z</del> ++a++</p>\n")
    }
}
