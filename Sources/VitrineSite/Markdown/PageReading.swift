import VitrineMarkdown
import VitrineSearch

/// What a reader reads on a page, in the search index's sections, taken from what the page was made of: the
/// Markdown's tree, the author's HTML, a text file's text. Nothing vitrine wrote is read back.
enum PageReading {
    static func sections(of document: MarkdownDocument) -> [PageSection] {
        var builder = PageTextBuilder()
        document.read(into: &builder)
        return builder.sections()
    }

    /// A page written in HTML (Hugo's and Jekyll's `.html` pages), read as the author wrote it.
    static func sections(ofAuthorHTML html: String) -> [PageSection] {
        PageTextBuilder.sections(ofHTML: html)
    }

    /// A plain-text document, shown as written.
    static func sections(ofText text: String) -> [PageSection] {
        var builder = PageTextBuilder()
        builder.read(text)
        return builder.sections()
    }
}

extension PageTextBuilder: ReadingSink {
    package mutating func beginHeading(level: Int, id: String) {
        beginHeading(level: level, id: Array(id.utf8))
    }
}
