import Testing
@testable import VitrineSite

/// The page's content split around its opening heading, so the theme can put the contents under the title.
@Suite struct PageValuesTests {
    func values(_ content: String, showTitle: Bool) -> PageValues {
        PageValues(
            title: "T", description: "", content: content, showTitle: showTitle, contents: [],
            navigation: PageNavigation(menu: "", breadcrumbs: [], previous: nil, next: nil, children: []), date: nil, lastmod: nil, params: [:])
    }

    @Test func theOpeningHeadingComesApartFromTheRest() {
        let split = values("<h1 id=\"café\">Café <em>é</em></h1>\n<p>x</p>\n<h1>Two</h1>\n", showTitle: false).splitContent
        #expect(split.heading == "<h1 id=\"café\">Café <em>é</em></h1>\n")
        #expect(split.body == "<p>x</p>\n<h1>Two</h1>\n")
    }

    @Test(arguments: [("<h1>A</h1>\n<p>x</p>\n", true), ("<p>x</p>\n<h1>A</h1>\n", false), ("<h1>never closed", false), ("", false)])
    func otherwiseTheBodyIsTheWholeContent(content: String, showTitle: Bool) {
        let split = values(content, showTitle: showTitle).splitContent
        #expect(split.heading == "" && split.body == content)
    }
}
