/// One page as the search index sees it: where it lives, what it is called and its rendered body.
package struct SearchDocument: Sendable {
    /// The page's folder URL relative to the site root: `guide/install/`, or `""` for the home page.
    package var url: String
    package var title: String
    /// The title of the part of the site the page belongs to (its top section); may be empty.
    package var section: String
    /// The page's rendered body HTML, headings with their `id`s.
    package var html: String

    package init(url: String, title: String, section: String, html: String) {
        self.url = url
        self.title = title
        self.section = section
        self.html = html
    }
}
