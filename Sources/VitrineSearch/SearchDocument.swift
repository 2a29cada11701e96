/// One page as the search index sees it: where it lives, what it is called and what a reader reads on it.
package struct SearchDocument: Sendable {
    /// The page's folder URL relative to the site root: `guide/install/`, or `""` for the home page.
    package var url: String
    package var title: String
    /// The title of the part of the site the page belongs to (its top section); may be empty.
    package var section: String
    /// The page's text in sections, as the page's reading gave them (`PageTextBuilder`).
    package var text: SearchText

    package init(url: String, title: String, section: String, text: SearchText) {
        self.url = url
        self.title = title
        self.section = section
        self.text = text
    }

    package init(url: String, title: String, section: String, sections: [PageSection]) {
        self.init(url: url, title: title, section: section, text: SearchText(sections))
    }

    /// A document whose body is HTML written by hand, read as raw HTML.
    package init(url: String, title: String, section: String, html: String) {
        self.init(url: url, title: title, section: section, sections: PageTextBuilder.sections(ofHTML: html))
    }

    /// The page's text in sections (read back from where it was put aside).
    package var sections: [PageSection] { text.sections }
}
