import Testing

@testable import VitrineMarkdown

/// GFM's disallowed raw HTML, where raw HTML is allowed at all.
@Suite struct TagFilterTests {
    func html(_ source: String, rawHTML: Bool = true, flavor: MarkdownFlavor = .gfm) -> String {
        MarkdownDocument(parsing: source, options: MarkdownOptions(flavor: flavor, rawHTML: rawHTML, headingAnchors: false)).html()
    }

    @Test func disallowedTagsShowAsTextInBlocksAndInline() {
        #expect(html("<script>alert(1)</script>\n") == "&lt;script>alert(1)&lt;/script>\n")
        #expect(html("a <TITLE>b</Title> <textarea/> c\n") == "<p>a &lt;TITLE>b&lt;/Title> &lt;textarea/> c</p>\n")
        #expect(html("<div>\n<iframe src=x>\n</div>\n") == "<div>\n&lt;iframe src=x>\n</div>\n")
    }

    @Test func otherTagsAndLookAlikesPassThrough() {
        #expect(html("<strong>a</strong> <scripts> <style-guide> <!-- <script> -->\n")
            == "<p><strong>a</strong> <scripts> <style-guide> <!-- &lt;script> --></p>\n")
    }

    @Test func strictCommonMarkAndSafeModeAreUnchanged() {
        #expect(html("<script>x</script>\n", flavor: .commonmark) == "<script>x</script>\n")
        #expect(html("<script>x</script>\n", rawHTML: false) == "<!-- raw HTML omitted -->\n")
    }

    @Test func everyTagShownAsTextIsCountedAndNoneWhereTheFilterIsOff() {
        let source = "<iframe src=\"https://v.example/e\"></iframe>\n\nText <script>x</script> and <style>.\n"
        let github = MarkdownDocument(parsing: source, options: MarkdownOptions(rawHTML: true, headingAnchors: false))
        #expect(github.html().hasPrefix("&lt;iframe src=\"https://v.example/e\">&lt;/iframe>\n"))
        #expect(github.filteredTags.map(\.tag) == ["<iframe>", "<script>", "<style>"])
        #expect(github.filteredTags.map(\.line) == [1, 3, 3])
        var options = MarkdownOptions(rawHTML: true, headingAnchors: false)
        options.filtersTags = false
        let whole = MarkdownDocument(parsing: source, options: options)
        #expect(whole.html() == "<iframe src=\"https://v.example/e\"></iframe>\n<p>Text <script>x</script> and <style>.</p>\n")
        #expect(whole.filteredTags.isEmpty)
    }
}
