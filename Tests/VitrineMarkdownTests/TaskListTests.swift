import Testing
@testable import VitrineMarkdown

@Suite struct TaskListTests {
    func html(_ source: String) -> String {
        MarkdownDocument(parsing: source, options: MarkdownOptions()).html()
    }

    @Test func rendersDisabledCheckboxesAsCmarkGFMDoesWithANameForScreenReaders() {
        #expect(html("- [ ] todo\n- [x] done\n") == """
            <ul>
            <li><input type="checkbox" disabled="" aria-label="To do" /> todo</li>
            <li><input type="checkbox" checked="" disabled="" aria-label="Done" /> done</li>
            </ul>

            """)
    }

    @Test func worksInOrderedAndNestedLooseLists() {
        #expect(html("1. [x] a\n   - [ ] b\n").contains("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" /> a\n<ul>\n<li><input type=\"checkbox\" disabled=\"\" aria-label=\"To do\" /> b</li>"))
        // In a loose list the box comes before the item's paragraph, as cmark-gfm writes it.
        #expect(html("- [ ] a\n\n- [x] b\n").contains("<li>\n<input type=\"checkbox\" disabled=\"\" aria-label=\"To do\" /> \n<p>a</p>\n</li>"))
    }

    @Test(arguments: ["- [@] no\n", "- [ ]no space\n", "- [ ]\n", "- text [ ] later\n", "- \n  [ ] next line\n", "[ ] not in a list\n"])
    func otherBracketsStayText(source: String) {
        #expect(!html(source).contains("<input"))
    }
}
